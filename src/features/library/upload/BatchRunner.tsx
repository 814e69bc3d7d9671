// Runs one upload request (a single file, or a whole folder) through the upload machine. It renders nothing: the
// dialog owns the rows and passes in what to send; this component starts, restarts (after one file of a folder is
// cancelled: the server takes a request all or nothing, so the rest is sent again) and cancels the request.
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type UploadInput, type UploadResponse, uploadMachine } from "../../../../machines/upload";
import { sendUpload, type UploadAnswer, type UploadPart } from "./transport";

export interface JobSpec {
  id: number;
  label: string;
  parts: ReadonlyArray<UploadPart & { key: string }>;
  folderId: number;
  /** Allowed to start (the dialog sends at most a few requests at once). */
  active: boolean;
  /** The user cancelled the whole request. */
  cancelled: boolean;
  /** Bumped when the parts change while running: the request is sent again without the removed files. */
  generation: number;
}

export type JobEnd = "succeeded" | "failed" | "interrupted" | "canceled";

interface Props {
  job: JobSpec;
  onProgress: (jobId: number, keys: readonly string[], sizes: readonly number[], loaded: number, total: number) => void;
  onSettled: (jobId: number, end: JobEnd, answer: UploadAnswer | null, timedOut: boolean) => void;
}

export function BatchRunner({ job, onProgress, onSettled }: Props) {
  const jobRef = useRef(job);
  jobRef.current = job;
  const cb = useRef({ onProgress, onSettled });
  cb.current = { onProgress, onSettled };
  const answer = useRef<UploadAnswer | null>(null);
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise<UploadResponse, UploadInput>(async ({ input, signal }) => {
            const { id, parts, folderId } = jobRef.current;
            const keys = parts.map((p) => p.key);
            const sizes = parts.map((p) => p.file.size);
            answer.current = null;
            const res = await sendUpload({
              parts,
              folderId,
              signal,
              onProgress: (loaded, total) => {
                input.onProgress(total ? (loaded / total) * 100 : 0);
                cb.current.onProgress(id, keys, sizes, loaded, total);
              },
            });
            answer.current = res;
            return res;
          }),
        },
      }),
    [],
  );
  // Files were checked one by one before the job was made; the machine needs no extension list.
  const [snap, send] = useMachine(machine, { input: { mode: "file", extensions: [] } });
  const state = String(snap.value);
  const stateRef = useRef(state);
  stateRef.current = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start on activation, restart on a new generation only
  useEffect(() => {
    const j = jobRef.current;
    if (!j.active || j.cancelled) return;
    if (stateRef.current === "uploading") send({ type: "upload.cancel" });
    if (!j.parts.length) return;
    send({ type: "upload.select", file: { name: j.label, size: j.parts.reduce((n, p) => n + p.file.size, 0) } });
  }, [job.active, job.generation, send]);

  useEffect(() => {
    if (job.cancelled && stateRef.current === "uploading") send({ type: "upload.cancel" });
  }, [job.cancelled, send]);

  useEffect(() => {
    const j = jobRef.current;
    if (state === "succeeded" || state === "failed" || state === "interrupted") {
      cb.current.onSettled(j.id, state, answer.current, snap.context.problem === "timeout");
    } else if (state === "canceled" && (j.cancelled || !j.parts.length)) cb.current.onSettled(j.id, "canceled", null, false);
  }, [state, snap.context.problem]);

  return null;
}
