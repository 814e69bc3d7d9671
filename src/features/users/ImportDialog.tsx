// Import of users from a CSV: choose or drop a file, see what the import would do row by row (the server's dry run,
// POST /customImportUsers/preview), then import on confirmation through the upload machine (progress, cancel) and
// read the report. Nothing is imported the moment a file is chosen.
import { useMachine } from "@xstate/react";
import { useMemo, useState } from "react";
import { fromPromise } from "xstate";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { FileDrop } from "../../../ui/components/FileDrop";
import { ProgressBar } from "../../../ui/components/ProgressBar";
import { Spinner } from "../../../ui/components/Spinner";
import { type UploadInput, type UploadResponse, uploadMachine } from "../../../machines/upload";
import { postMultipart } from "../../../services/client/upload";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import type { ImportReport } from "./api";
import { ImportReportTable, useReasonText } from "./ImportReport";
import * as s from "./users.css";

const formOf = (file: File) => {
  const form = new FormData();
  form.append("input-csv", file);
  return form;
};

type Preview =
  | { step: "idle" }
  | { step: "checking"; file: File }
  | { step: "ready"; file: File; report: ImportReport }
  | { step: "refused"; messages: string[] };

export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useT();
  const reasonText = useReasonText();
  const [preview, setPreview] = useState<Preview>({ step: "idle" });
  const [report, setReport] = useState<ImportReport | null>(null);
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise<UploadResponse, UploadInput>(async ({ input, signal }) => {
            const res = await postMultipart("/api/customImportUsers", formOf(input.file as unknown as File), {
              signal, onProgress: (loaded, total) => input.onProgress((loaded / total) * 100),
            });
            if (res.status === 200) {
              setReport(res.body as ImportReport);
              onImported();
            }
            return res;
          }),
        },
      }),
    [onImported],
  );
  const [snap, send] = useMachine(machine, { input: { mode: "csv", extensions: ["csv"] } });
  const uploading = String(snap.value) === "uploading";
  const problem = snap.context.problem;

  const check = async (file: File) => {
    setReport(null);
    if (!file.name.toLowerCase().endsWith(".csv")) return setPreview({ step: "refused", messages: [t("users.import.badFormat")] });
    setPreview({ step: "checking", file });
    try {
      const res = await postMultipart("/api/customImportUsers/preview", formOf(file));
      if (res.status === 200) return setPreview({ step: "ready", file, report: res.body as ImportReport });
      const body = res.body as { message?: string; fields?: Array<{ path: string; message: string }> } | null;
      const lines = (body?.fields ?? []).map((f) => reasonText(`${f.path.replace(/^(payload\.|header\.)/, "")}: ${f.message}`));
      setPreview({ step: "refused", messages: lines.length ? lines : [t(res.status === 413 ? "users.import.tooLarge" : "users.import.failed")] });
    } catch {
      setPreview({ step: "refused", messages: [t("users.import.failed")] });
    }
  };
  const ready = preview.step === "ready" ? preview : null;
  const importable = ready ? ready.report.created + ready.report.updated : 0;
  const confirm = () => {
    if (!ready) return;
    setPreview({ step: "idle" });
    send({ type: "upload.select", file: ready.file as never });
  };

  return (
    <Modal isOpen onOpenChange={(o) => !o && !uploading && onClose()} size="lg">
      <Dialog
        title={t("users.import.title")}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={uploading}>
              {t(report ? "app.close" : "app.cancel")}
            </Button>
            {ready && (
              <Button onPress={confirm} isDisabled={importable === 0}>
                {t("users.import.confirm", { count: importable })}
              </Button>
            )}
          </>
        }
      >
        <div className={ls.stack}>
          <p className={ls.muted}>{t("users.import.help")}</p>
          {!uploading && !report && (
            <FileDrop
              acceptedFileTypes={[".csv", "text/csv"]}
              onSelect={(file) => void check(file)}
              chooseLabel={t(ready ? "users.import.pickAnother" : "users.import.pick")}
              dropLabel={ready ? ready.file.name : t("users.import.drop")}
              isDisabled={preview.step === "checking"}
            />
          )}
          {preview.step === "checking" && <Spinner label={t("users.import.checking")} />}
          {preview.step === "refused" && (
            <div role="alert" className={s.error}>
              <p className={s.error}>{t("users.import.fileRefused")}</p>
              <ul>
                {preview.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          )}
          {ready && <ImportReportTable report={ready.report} preview />}
          {uploading && (
            <div className={ls.row}>
              <ProgressBar className={ls.grow} label={t("users.import.uploading")} value={snap.context.progress} />
              <Button variant="secondary" size="sm" onPress={() => send({ type: "upload.cancel" })}>
                {t("app.cancel")}
              </Button>
            </div>
          )}
          {String(snap.value) === "canceled" && <p role="status">{t("users.import.canceled")}</p>}
          {problem && (
            <p role="alert" className={s.error}>
              {t(problem === "extension" || problem === "format" ? "users.import.badFormat" : problem === "timeout" ? "common.timeLimit" : "users.import.failed")}
            </p>
          )}
          {report && <ImportReportTable report={report} preview={false} />}
        </div>
      </Dialog>
    </Modal>
  );
}
