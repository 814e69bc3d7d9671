// POST /api/fileStorageUploader through the shared XMLHttpRequest transport (services/client/upload.ts), for upload
// progress. Text fields go first: the server reads them before the file parts (services/contract/library.ts).
import { refreshToken } from "../../../../services/client/refresh";
import { type MultipartAnswer, postMultipart } from "../../../../services/client/upload";

export interface UploadPart {
  file: Blob & { name: string };
  /** Relative path inside a picked or dropped folder ("Docs/2024/report.pdf"); absent for a plain file. */
  path?: string;
}

export interface UploadRequest {
  parts: readonly UploadPart[];
  /** Target folder; absent: the server's default (the top of the common folder). */
  folderId?: number;
  libraryTypeId?: 1 | 2;
  workflowId?: number;
  /** "0" keeps images out of content pages (avatars); library uploads show them. */
  showInFiles?: boolean;
  /** "avatar": the user's own photo, stored outside the library folders (server upload.ts); "answer": a file answering
   * a task's file question (with `answer`: the task and the question, whose limits the server checks) */
  purpose?: "avatar" | "answer" | "cover";
  answer?: { taskId: number; elementId: string };
  /** Bytes of the request body sent so far and its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export type UploadAnswer = MultipartAnswer;

/** The multipart body the upload handler expects. */
export const uploadForm = (req: Omit<UploadRequest, "onProgress" | "signal">): FormData => {
  const form = new FormData();
  if (req.folderId !== undefined) form.append("library_folder_id", String(req.folderId));
  if (req.libraryTypeId !== undefined) form.append("library_type_id", String(req.libraryTypeId));
  if (req.workflowId !== undefined) form.append("workflow_id", String(req.workflowId));
  if (req.showInFiles !== undefined) form.append("show_in_files", req.showInFiles ? "1" : "0");
  if (req.purpose) form.append("purpose", req.purpose);
  if (req.answer) {
    form.append("user_workflow_task_id", String(req.answer.taskId));
    form.append("element_id", req.answer.elementId);
  }
  if (req.parts.some((p) => p.path)) {
    form.append("folder_upload", "1");
    form.append("folder_structure", JSON.stringify(req.parts.map((p) => p.path ?? p.file.name)));
  }
  for (const p of req.parts) form.append("file", p.file, p.file.name);
  return form;
};

/**
 * Sends files in one request; resolves with the status and parsed body, rejects with AbortError when cancelled.
 * An expired access token (401) is refreshed once and the files are sent again, as the API client does.
 */
export const sendUpload = async (req: UploadRequest): Promise<UploadAnswer> => {
  const answer = await sendOnce(req);
  return answer.status === 401 && !req.signal?.aborted && (await refreshToken()) ? sendOnce(req) : answer;
};

const sendOnce = (req: UploadRequest): Promise<UploadAnswer> =>
  postMultipart("/api/fileStorageUploader", uploadForm(req), { onProgress: req.onProgress, signal: req.signal });

/** The first field message of an Invalid answer (the server names the failing part there). */
export const refusalFieldMessage = (body: unknown): string | null => {
  const fields = (body as { fields?: Array<{ message?: unknown }> } | null)?.fields;
  const m = Array.isArray(fields) ? fields[0]?.message : undefined;
  return typeof m === "string" ? m : null;
};
