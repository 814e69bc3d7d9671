// A task's file question as the learner answers it: choose a file, watch its progress, cancel it (a warning, not an
// error: spec 001 §4), remove one already attached. The question's count, size and extensions are checked here
// before sending (spec 001 §5: a wrong extension interrupts the upload) and again by the server (purpose=answer).
import { useMachine } from "@xstate/react";
import { useId, useMemo, useRef, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { type UploadInput, type UploadResponse, uploadMachine } from "../../../machines/upload";
import type { LibraryItem } from "../../../services/contract/library";
import type { Question } from "../../../services/formBuilder";
import { Button } from "../../../ui/components/Button";
import { ProgressBar } from "../../../ui/components/ProgressBar";
import { extensionOf, extensionsFor } from "../library/upload/kinds";
import { refusalText } from "../library/upload/messages";
import { sendUpload } from "../library/upload/transport";
import { fromPromise } from "xstate";
import * as s from "./learning.css";
import { useT } from "./useT";

/** One attached file as the answer keeps it (the server checks the file by its id, not by these copies). */
export interface AnswerFile {
  file_id: number;
  general_file_type_id: number;
  name: string;
}

type UploadQuestion = Question & { field: 6 };

/** The extensions a question accepts: its own list, or those of its kinds, or any the library takes. */
export const answerExtensions = (q: Pick<UploadQuestion, "extensions" | "types">): string[] =>
  q.extensions.length ? [...q.extensions] : q.types.length ? [...new Set(q.types.flatMap((k) => extensionsFor(k)))] : extensionsFor("library");

export interface AnswerUploadProps {
  taskId: number;
  question: UploadQuestion;
  value: unknown;
  onChange: (files: AnswerFile[] | undefined) => void;
  isReadOnly?: boolean;
}

export function AnswerUpload({ taskId, question: q, value, onChange, isReadOnly }: AnswerUploadProps) {
  const t = useT();
  const id = useId();
  const files = Array.isArray(value) ? (value as AnswerFile[]) : [];
  const max = q.multiple ? q.maxFiles : 1;
  const extensions = useMemo(() => answerExtensions(q), [q]);
  const [refused, setRefused] = useState<string | null>(null);
  const latest = useRef({ files, onChange });
  latest.current = { files, onChange };
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise<UploadResponse, UploadInput>(async ({ input, signal }) => {
            const res = await sendUpload({
              parts: [{ file: input.file as File }],
              purpose: "answer",
              answer: { taskId, elementId: q.id },
              signal,
              onProgress: (loaded, total) => input.onProgress(total ? (loaded / total) * 100 : 0),
            });
            const item = Array.isArray(res.body) ? (res.body[0] as LibraryItem | undefined) : undefined;
            if (res.status === 200 && item) {
              const { files: now, onChange: change } = latest.current;
              change([...now, { file_id: item.id, general_file_type_id: item.element, name: (input.file as File).name }]);
              setRefused(null);
            } else setRefused(refusalText(res.status, res.body, false));
            return res;
          }),
        },
      }),
    [taskId, q.id],
  );
  const [snap, send] = useMachine(machine, { input: { mode: "file", extensions } });
  const status = String(snap.value);
  const uploading = status === "uploading";
  const pick = (file: File) => {
    // the question's own limits first: nothing is sent for a file it would refuse
    const problem = !extensions.includes(extensionOf(file.name))
      ? t("learning.upload.extension", { extensions: extensions.join(", ") })
      : file.size > q.maxSize * 1024 * 1024
        ? t("learning.errors.fileTooLarge", { max: q.maxSize })
        : file.size === 0
          ? t("upload.refused.empty")
          : null;
    setRefused(problem);
    if (!problem) send({ type: "upload.select", file });
  };
  const message =
    refused ?? (status === "canceled" ? t("upload.cancelled") : status === "failed" || status === "interrupted" ? t("upload.file.failed") : null);
  return (
    <fieldset className={s.upload} aria-describedby={`${id}-help`}>
      <legend className={s.uploadTitle}>{q.title}{q.required ? " *" : ""}</legend>
      <p id={`${id}-help`} className={s.muted}>
        {t("learning.upload.limits", { count: max, size: q.maxSize, extensions: extensions.join(", ") })}
      </p>
      {files.length > 0 ? (
        <ul className={s.uploadList} aria-label={t("learning.upload.attached")}>
          {files.map((f) => (
            <li key={f.file_id} className={s.uploadItem}>
              <span>{f.name}</span>
              {!isReadOnly && (
                <Button variant="secondary" size="sm" onPress={() => {
                  const rest = files.filter((x) => x.file_id !== f.file_id);
                  onChange(rest.length ? rest : undefined);
                }}>
                  {t("learning.upload.remove", { name: f.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.muted}>{t("learning.upload.none")}</p>
      )}
      {uploading && (
        <div className={s.actions}>
          <ProgressBar label={t("learning.upload.progress")} value={snap.context.progress} className={s.uploadProgress} />
          <Button variant="secondary" size="sm" onPress={() => send({ type: "upload.cancel" })}>{t("learning.upload.cancel")}</Button>
        </div>
      )}
      {!isReadOnly && !uploading && files.length < max && (
        <FileTrigger acceptedFileTypes={extensions.map((e) => `.${e}`)} onSelect={(list) => list?.[0] && pick(list[0])}>
          <Button variant="secondary">{t("learning.upload.choose")}</Button>
        </FileTrigger>
      )}
      <p role="status" aria-live="polite" className={s.reason}>{message ?? ""}</p>
    </fieldset>
  );
}
