// One file with progress, for any page (a user's avatar, a form's attachment): checked on the client first, then
// sent to fileStorageUploader through the upload machine (machines/upload.ts), which owns cancel and the time limit.
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type UploadInput, type UploadResponse, uploadMachine } from "../../../../machines/upload";
import { notify } from "../../../app/snackbar/notify";
import type { LibraryItem } from "../../../../services/contract/library";
import { type AcceptKind, checkFile, extensionsFor, type FileProblem, MAX_FILE_BYTES } from "./kinds";
import { problemMessage, refusalText } from "./messages";
import { sendUpload, type UploadAnswer } from "./transport";

export interface UploadFileOptions {
  kind?: AcceptKind;
  /** a course's cover (checked as an avatar's image on the client; the server keeps it readable by the whole client) */
  purpose?: "cover";
  folderId?: number;
  showInFiles?: boolean;
  maxBytes?: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Thrown by uploadFile when the client refuses the file before sending it. */
export class FileRefused extends Error {
  constructor(readonly problem: FileProblem) {
    super(problemMessage[problem]);
  }
}

/** Checks and uploads one file; resolves with the server's answer (status and body). */
export const uploadFile = (file: File, opts: UploadFileOptions = {}): Promise<UploadAnswer> => {
  const problem = checkFile(file, opts.kind ?? "library", opts.maxBytes ?? MAX_FILE_BYTES);
  if (problem) return Promise.reject(new FileRefused(problem));
  return sendUpload({
    parts: [{ file }],
    folderId: opts.folderId,
    showInFiles: opts.showInFiles,
    signal: opts.signal,
    onProgress: (loaded, total) => opts.onProgress?.(total ? (loaded / total) * 100 : 0),
  });
};

export interface FileUploadState {
  status: "idle" | "uploading" | "succeeded" | "failed" | "canceled" | "interrupted";
  progress: number;
  /** The uploaded item on success. */
  item: LibraryItem | null;
  /** Catalogue id explaining a refusal, a failure or a cancel. */
  message: string | null;
  select: (file: File) => void;
  cancel: () => void;
  reset: () => void;
}

/** Upload one file with progress and cancel; `onDone` gets the uploaded item. */
export function useFileUpload(opts: Omit<UploadFileOptions, "onProgress" | "signal"> & { onDone?: (item: LibraryItem) => void } = {}): FileUploadState {
  const refusal = useRef<string | null>(null);
  const problem = useRef<FileProblem | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise<UploadResponse, UploadInput>(async ({ input, signal }) => {
            const o = optsRef.current;
            const res = await sendUpload({
              parts: [{ file: input.file as File }],
              folderId: o.folderId,
              showInFiles: o.showInFiles,
              purpose: o.purpose ?? (o.kind === "avatar" ? "avatar" : undefined),
              signal,
              onProgress: (loaded, total) => input.onProgress(total ? (loaded / total) * 100 : 0),
            });
            refusal.current = res.status === 200 ? null : refusalText(res.status, res.body, false);
            const items = Array.isArray(res.body) ? (res.body as LibraryItem[]) : [];
            if (res.status === 200 && items[0]) o.onDone?.(items[0]);
            return res;
          }),
        },
      }),
    [],
  );
  const [snap, send] = useMachine(machine, { input: { mode: "file", extensions: extensionsFor(opts.kind ?? "library") } });
  // Stable callbacks: pages list them in effect dependencies.
  const select = useCallback(
    (file: File) => {
      const o = optsRef.current;
      problem.current = checkFile(file, o.kind ?? "library", o.maxBytes ?? MAX_FILE_BYTES);
      refusal.current = null;
      // The machine checks the extension itself; a size or name problem is sent as a refused extension.
      send({ type: "upload.select", file: problem.current && problem.current !== "extension" ? { name: "", size: file.size } : file });
    },
    [send],
  );
  const cancel = useCallback(() => send({ type: "upload.cancel" }), [send]);
  const reset = useCallback(() => send({ type: "upload.reset" }), [send]);
  const status = String(snap.value) as FileUploadState["status"];
  const message =
    status === "canceled"
      ? "upload.cancelled"
      : status === "interrupted" || status === "failed"
        ? snap.context.problem === "extension"
          ? problemMessage[problem.current ?? "extension"]
          : snap.context.problem === "timeout"
            ? "upload.refused.timeLimit"
            : (refusal.current ?? "upload.file.failed")
        : null;
  return {
    status,
    progress: snap.context.progress,
    item: (snap.context.result[0] as LibraryItem | undefined) ?? null,
    message,
    select,
    cancel,
    reset,
  };
}

/** Shows a one-file upload's refusal or failure as an error notice, then readies it for another file (avatar, cover). */
export function useUploadFailureNotice({ status, message, reset }: FileUploadState) {
  useEffect(() => {
    if (message && status !== "uploading") {
      notify({ message, variant: "error" });
      reset();
    }
  }, [message, status, reset]);
}
