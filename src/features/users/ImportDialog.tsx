// Import of users from a CSV (customImportUsers) through the upload machine: pick a .csv, watch the progress,
// cancel, then read the per-row report (created, updated, refused with the reasons).
import { useMachine } from "@xstate/react";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { fromPromise } from "xstate";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { ProgressBar } from "../../../ui/components/ProgressBar";
import { type UploadInput, type UploadResponse, uploadMachine } from "../../../machines/upload";
import { postMultipart } from "../../../services/client/upload";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { type ImportReport } from "./api";
import * as s from "./users.css";

const tone = { created: "success", updated: "info", refused: "danger" } as const;

/** A report reason `field: message.id[:line]` in the reader's language (an unknown id is shown as sent). */
function useReasonText() {
  const intl = useIntl();
  return (reason: string) => {
    const at = reason.indexOf(": ");
    const field = at >= 0 ? reason.slice(0, at) : "";
    const [id, line] = (at >= 0 ? reason.slice(at + 2) : reason).split(":");
    const text = intl.messages[id] ? intl.formatMessage({ id }, { line: line ?? "" }) : id;
    return field ? `${field}: ${text}` : text;
  };
}

export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const t = useT();
  const [report, setReport] = useState<ImportReport | null>(null);
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise<UploadResponse, UploadInput>(async ({ input, signal }) => {
            const form = new FormData();
            form.append("input-csv", input.file as unknown as File);
            const res = await postMultipart("/api/customImportUsers", form, { signal, onProgress: (loaded, total) => input.onProgress((loaded / total) * 100) });
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
  const state = String(snap.value);
  const uploading = state === "uploading";
  const problem = snap.context.problem;
  return (
    <Modal isOpen onOpenChange={(o) => !o && !uploading && onClose()} size="lg">
      <Dialog title={t("users.import.title")} closeLabel={t("app.close")} actions={<Button onPress={onClose}>{t("app.close")}</Button>}>
        <div className={ls.stack}>
          <p className={ls.muted}>{t("users.import.help")}</p>
          <label className={s.fileLabel}>
            <span>{t("users.import.pick")}</span>
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) {
                  setReport(null);
                  send({ type: "upload.select", file });
                }
                e.target.value = "";
              }}
            />
          </label>
          {uploading && (
            <div className={ls.row}>
              <ProgressBar className={ls.grow} label={t("users.import.uploading")} value={snap.context.progress} />
              <Button variant="secondary" size="sm" onPress={() => send({ type: "upload.cancel" })}>
                {t("app.cancel")}
              </Button>
            </div>
          )}
          {state === "canceled" && <p role="status">{t("users.import.canceled")}</p>}
          {problem && (
            <p role="alert" className={s.error}>
              {t(problem === "extension" || problem === "format" ? "users.import.badFormat" : problem === "timeout" ? "common.timeLimit" : "users.import.failed")}
            </p>
          )}
          {report && <ReportTable report={report} />}
        </div>
      </Dialog>
    </Modal>
  );
}

function ReportTable({ report }: { report: ImportReport }) {
  const t = useT();
  const reasonText = useReasonText();
  return (
    <section aria-label={t("users.import.report")} className={ls.stack}>
      <p role="status" className={s.summary}>
        {t("users.import.summary", { created: report.created, updated: report.updated, refused: report.refused })}
      </p>
      <div className={s.reportScroll}>
        <table className={s.report}>
          <thead>
            <tr>
              <th scope="col">{t("users.import.line")}</th>
              <th scope="col">{t("users.field.email")}</th>
              <th scope="col">{t("users.import.result")}</th>
              <th scope="col">{t("users.import.reasons")}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.line}>
                <td>{r.line}</td>
                <td>{r.email || "—"}</td>
                <td>
                  <Badge tone={tone[r.result]}>{t(`users.import.${r.result}`)}</Badge>
                </td>
                <td>{r.reasons.map(reasonText).join("; ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
