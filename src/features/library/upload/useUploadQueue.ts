// The dialog's list: every picked file as a row (refused ones stay visible with the reason), grouped into jobs
// (requests), at most MAX_PARALLEL running at once, with per-file and total progress and cancel of one or all.
import { useCallback, useMemo, useRef, useState } from "react";
import { notify } from "../../../app/snackbar/notify";
import type { JobEnd, JobSpec } from "./BatchRunner";
import { checkFile, MAX_REQUEST_BYTES } from "./kinds";
import { problemMessage, refusalText } from "./messages";
import type { PickedGroup } from "./pick";
import type { UploadAnswer } from "./transport";

export type RowStatus = "refused" | "queued" | "uploading" | "done" | "canceled" | "failed";

export interface Row {
  key: string;
  job: number | null;
  file: File;
  /** Relative path for files of a folder. */
  path?: string;
  status: RowStatus;
  /** Catalogue id of the reason (refused, failed, canceled). */
  message: string | null;
  loaded: number;
}

interface Job {
  id: number;
  folder: string | null;
  status: "queued" | "running" | "done" | "failed" | "canceled";
  cancelled: boolean;
  generation: number;
}

const MAX_PARALLEL = 2;
const MAX_FILES_PER_REQUEST = 1000;
const live = (r: Row) => r.status === "queued" || r.status === "uploading";
const patchJob = (id: number, patch: (j: Job) => Partial<Job>) => (js: Job[]) => js.map((j) => (j.id === id ? { ...j, ...patch(j) } : j));

export function useUploadQueue(folderId: number, onUploaded: () => void) {
  const [rows, setRows] = useState<Row[]>([]);
  const [jobs, setJobs] = useState<Job[]>([]);
  const seq = useRef(0);

  const add = useCallback((groups: PickedGroup[]) => {
    const newRows: Row[] = [];
    const newJobs: Job[] = [];
    for (const g of groups) {
      const id = ++seq.current;
      const checked = g.files.map((p) => {
        const problem = checkFile(p.file);
        return { key: `${id}:${++seq.current}`, file: p.file, path: p.path, problem };
      });
      const ok = checked.filter((c) => !c.problem);
      const bytes = ok.reduce((n, c) => n + c.file.size, 0);
      const groupProblem = ok.length > MAX_FILES_PER_REQUEST ? "upload.refused.tooManyFiles" : bytes > MAX_REQUEST_BYTES ? "upload.refused.requestTooLarge" : null;
      for (const c of checked) {
        const refused = c.problem ? problemMessage[c.problem] : groupProblem;
        newRows.push({ key: c.key, job: refused ? null : id, file: c.file, path: c.path, status: refused ? "refused" : "queued", message: refused, loaded: 0 });
      }
      if (ok.length && !groupProblem) newJobs.push({ id, folder: g.folder, status: "queued", cancelled: false, generation: 0 });
    }
    setRows((r) => [...r, ...newRows]);
    setJobs((j) => [...j, ...newJobs]);
  }, []);

  /** Cancels one file; a running folder request is sent again without it. */
  const cancelFile = useCallback((key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row || !live(row) || row.job === null) return;
    const rest = rows.filter((r) => r.job === row.job && r.key !== key && live(r));
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, status: "canceled", message: "upload.cancelled", loaded: 0 } : r.job === row.job && live(r) ? { ...r, loaded: 0 } : r)));
    if (!rest.length) setJobs(patchJob(row.job, () => ({ cancelled: true, status: "canceled" })));
    else setJobs(patchJob(row.job, (j) => ({ generation: j.generation + 1 })));
    notify({ message: "upload.cancelled", variant: "warning" });
  }, [rows]);

  /** Cancels everything not finished. */
  const cancelAll = useCallback(() => {
    if (!rows.some(live)) return;
    setRows((rs) => rs.map((r) => (live(r) ? { ...r, status: "canceled", message: "upload.cancelled" } : r)));
    setJobs((js) => js.map((j) => (j.status === "queued" || j.status === "running" ? { ...j, cancelled: true, status: "canceled" } : j)));
    notify({ message: "upload.cancelled", variant: "warning" });
  }, [rows]);

  const onProgress = useCallback((_job: number, keys: readonly string[], sizes: readonly number[], loaded: number, total: number) => {
    // The body is the files plus a little multipart framing: spread the sent share over the files in order.
    let data = total ? (loaded / total) * sizes.reduce((n, s) => n + s, 0) : 0;
    const by = new Map<string, number>();
    keys.forEach((k, i) => {
      by.set(k, Math.max(0, Math.min(sizes[i], data)));
      data -= sizes[i];
    });
    setRows((rs) => rs.map((r) => (by.has(r.key) && live(r) ? { ...r, status: "uploading", loaded: by.get(r.key) as number } : r)));
  }, []);

  const onSettled = useCallback((jobId: number, end: JobEnd, answer: UploadAnswer | null, timedOut: boolean) => {
    if (end === "canceled") return;
    const ok = end === "succeeded";
    const many = rows.filter((r) => r.job === jobId && live(r)).length > 1;
    const message = ok ? null : timedOut ? "upload.refused.timeLimit" : refusalText(answer?.status ?? 0, answer?.body ?? null, many);
    setRows((rs) => rs.map((r) => (r.job === jobId && live(r) ? { ...r, status: ok ? "done" : "failed", message, loaded: ok ? r.file.size : 0 } : r)));
    setJobs(patchJob(jobId, () => ({ status: ok ? "done" : "failed" })));
    if (ok) {
      notify({ message: many ? "upload.files.success" : "upload.file.success", variant: "success" });
      onUploaded();
    } else notify({ message: message as string, variant: "error" });
  }, [rows, onUploaded]);

  const specs: JobSpec[] = useMemo(() => {
    let running = 0;
    return jobs.map((j) => {
      const pending = !j.cancelled && (j.status === "queued" || j.status === "running");
      const active = pending && running++ < MAX_PARALLEL;
      const parts = rows.filter((r) => r.job === j.id && live(r)).map((r) => ({ key: r.key, file: r.file, path: r.path }));
      return { id: j.id, label: j.folder ?? parts[0]?.file.name ?? "", parts, folderId, active, cancelled: j.cancelled, generation: j.generation };
    });
  }, [jobs, rows, folderId]);

  const counted = rows.filter((r) => r.status !== "refused" && r.status !== "canceled");
  const size = counted.reduce((n, r) => n + r.file.size, 0);
  const totals = {
    loaded: counted.reduce((n, r) => n + (r.status === "done" ? r.file.size : r.loaded), 0),
    size,
    done: rows.filter((r) => r.status === "done").length,
    count: counted.length,
  };
  return { rows, specs, add, cancelFile, cancelAll, onProgress, onSettled, busy: rows.some(live), totals };
}
