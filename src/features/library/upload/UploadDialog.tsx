// The library upload dialog (spec 001 §4, §5, §7, §8): files and whole folders (picked or dropped, the relative
// structure kept), refused files listed with the reason before anything is sent, per-file and total progress,
// cancel of one file or all, the server's refusal shown on the files it concerns.
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Badge, type BadgeTone } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { CloseIcon, FileIcon } from "../../../../ui/components/icons";
import { ProgressBar } from "../../../../ui/components/ProgressBar";
import { notify } from "../../../app/snackbar/notify";
import { useT } from "../../lists/useT";
import { BatchRunner } from "./BatchRunner";
import { announce } from "../../../../ui/a11y/announce";
import { formatSize } from "../browse/display";
import { acceptFor, IMAGE_EXTENSIONS, MAX_FILE_BYTES } from "./kinds";
import { fromDirectoryInput, fromDrop, fromFileInput } from "./pick";
import * as s from "./upload.css";
import { type Row, type RowStatus, useUploadQueue } from "./useUploadQueue";

const tone: Record<RowStatus, BadgeTone> = { refused: "danger", failed: "danger", queued: "neutral", uploading: "info", done: "success", canceled: "warning" };

export function UploadDialog({ folderId, onUploaded, onClose }: { folderId: number; onUploaded: () => void; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const q = useUploadQueue(folderId, onUploaded);
  // The running total shows only in the dialog's progress bar: read it out as each request finishes, and the files
  // refused on the spot with their reasons (docs/accessibility.md, "Live regions").
  const { done, count } = q.totals;
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced when a request finishes, not on every render
  useEffect(() => {
    if (done > 0) announce(t("upload.total", { done, count }));
  }, [done]);
  const refused = q.rows.filter((r) => r.status === "refused");
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced when more files are refused
  useEffect(() => {
    if (refused.length) announce(refused.map((r) => `${r.file.name}: ${t(r.message ?? "")}`).join(". "));
  }, [refused.length]);
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  useEffect(() => folder.current?.setAttribute("webkitdirectory", ""), []);
  const close = () => {
    q.cancelAll();
    onClose();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    // A folder the browser will not read (permissions, a vanished entry) leaves nothing to send.
    fromDrop(e.dataTransfer).then(q.add, () => notify({ message: "upload.files.failed", variant: "error" }));
  };
  const percent = q.totals.size ? (q.totals.loaded / q.totals.size) * 100 : 0;
  return (
    <Modal isOpen onOpenChange={(open) => !open && close()} isDismissable={!q.busy} size="lg">
      <Dialog
        title={t("upload.title")}
        closeLabel={t("app.close")}
        actions={
          <>
            {q.busy && (
              <Button variant="secondary" onPress={q.cancelAll}>
                {t("upload.cancelAll")}
              </Button>
            )}
            <Button variant={q.busy ? "ghost" : "primary"} onPress={close}>
              {t(q.busy ? "upload.cancelAndClose" : "app.close")}
            </Button>
          </>
        }
      >
        <div className={s.stack}>
          <section
            aria-label={t("upload.dropZone")}
            className={`${s.drop} ${over ? s.dropActive : ""}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            data-testid="upload-drop"
          >
            <p className={s.hint}>{t("upload.drop")}</p>
            <div className={s.dropButtons}>
              <Button variant="secondary" onPress={() => files.current?.click()}>
                {t("upload.pickFiles")}
              </Button>
              <Button variant="secondary" onPress={() => folder.current?.click()}>
                {t("upload.pickFolder")}
              </Button>
            </div>
            <p className={s.hint}>{t("upload.allowed", { images: IMAGE_EXTENSIONS.join(", "), size: formatSize(MAX_FILE_BYTES, intl.locale) })}</p>
            <input ref={files} type="file" multiple hidden accept={acceptFor("library")} aria-label={t("upload.pickFiles")} data-testid="upload-files"
              onChange={(e) => {
                if (e.target.files) q.add(fromFileInput(e.target.files));
                e.target.value = "";
              }}
            />
            <input ref={folder} type="file" multiple hidden aria-label={t("upload.pickFolder")} data-testid="upload-folder"
              onChange={(e) => {
                if (e.target.files) q.add(fromDirectoryInput(e.target.files));
                e.target.value = "";
              }}
            />
          </section>
          {q.rows.length > 0 && (
            <>
              {q.totals.count > 0 && (
              <div className={s.total} data-testid="upload-total">
                <ProgressBar className={s.grow} label={t("upload.total", { done: q.totals.done, count: q.totals.count })} value={percent} />
              </div>
              )}
              <ul className={s.list} aria-label={t("upload.files")}>
                {q.rows.map((r) => (
                  <FileRow key={r.key} row={r} onCancel={() => q.cancelFile(r.key)} />
                ))}
              </ul>
            </>
          )}
        </div>
        {q.specs.map((job) => (
          <BatchRunner key={job.id} job={job} onProgress={q.onProgress} onSettled={q.onSettled} />
        ))}
      </Dialog>
    </Modal>
  );
}

function FileRow({ row, onCancel }: { row: Row; onCancel: () => void }) {
  const t = useT();
  const intl = useIntl();
  const label = row.path ?? row.file.name;
  const live = row.status === "queued" || row.status === "uploading";
  return (
    <li className={s.row} data-testid="upload-row" data-status={row.status}>
      <FileIcon size={18} className={s.icon} aria-hidden />
      <span className={s.name} title={label}>
        {label}
      </span>
      {live ? (
        <Button variant="ghost" size="sm" iconOnly aria-label={t("upload.cancelFile", { name: label })} onPress={onCancel}>
          <CloseIcon size={16} />
        </Button>
      ) : (
        <span />
      )}
      {live && (
        <ProgressBar className={s.bar} aria-label={t("upload.fileProgress", { name: label })} value={row.file.size ? (row.loaded / row.file.size) * 100 : 0} />
      )}
      <span className={s.meta}>
        <Badge tone={tone[row.status]}>{t(`upload.status.${row.status}`)}</Badge>
        <span>{formatSize(row.file.size, intl.locale)}</span>
        {row.message && !live && (
          <span role={row.status === "canceled" ? "status" : "alert"} className={row.status === "canceled" ? s.warn : s.problem}>
            {t(row.message)}
          </span>
        )}
      </span>
    </li>
  );
}
