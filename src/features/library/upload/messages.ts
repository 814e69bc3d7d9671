// Which catalogue text explains an upload outcome: the client's own checks (kinds.ts) and the server's refusals
// (library.upload.* and library.name.* ids in the Invalid fields or the error detail) map to upload.* ids.
import type { FileProblem } from "./kinds";
import { refusalFieldMessage } from "./transport";

/** The text of a file refused before sending. */
export const problemMessage: Record<FileProblem, string> = {
  extension: "upload.wrongFormat",
  empty: "upload.refused.empty",
  tooLarge: "upload.refused.fileTooLarge",
  name: "upload.refused.name",
};

const SERVER: Record<string, string> = {
  "library.upload.bad.extension": "upload.wrongFormat",
  "library.upload.bad.content": "upload.refused.content",
  "library.upload.bad.contentType": "upload.refused.content",
  "library.upload.fileTooLarge": "upload.refused.fileTooLarge",
  "library.upload.requestTooLarge": "upload.refused.requestTooLarge",
  "library.upload.tooLarge": "upload.refused.requestTooLarge",
  "library.upload.tooManyFiles": "upload.refused.tooManyFiles",
  "library.upload.timeLimit": "upload.refused.timeLimit",
  "library.upload": "upload.refused.forbidden",
  "library.top.needsLibraryEdit": "upload.refused.forbidden",
  "library.notFound": "upload.refused.notFound",
};

/** The upload.* id for a server refusal (status and body), or the generic failure. */
export const refusalText = (status: number, body: unknown, many: boolean): string => {
  const detail = refusalFieldMessage(body) ?? (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string") {
    if (SERVER[detail]) return SERVER[detail];
    // Avatar refusals (purpose=avatar) and answer refusals (purpose=answer) carry their own catalogue message.
    if (detail.startsWith("users.avatar.") || detail.startsWith("learning.errors.") || detail.startsWith("formBuilder.")) return detail;
    if (detail.startsWith("library.name.")) return "upload.refused.name";
    if (detail.startsWith("library.upload.structure")) return "upload.refused.structure";
    if (detail.startsWith("library.upload.scorm.")) return "upload.refused.scorm";
    if (detail.startsWith("library.upload.zip.")) return "upload.refused.archive";
  }
  // A 409 of an answer upload (the task was completed, or is not open yet) names its rule in `message`.
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === "string" && message.startsWith("learning.")) return message;
  if (status === 413) return "upload.refused.requestTooLarge";
  if (status === 403) return "upload.refused.forbidden";
  if (status === 404) return "upload.refused.notFound";
  if (status === 415 || status === 422) return "upload.wrongFormat";
  return many ? "upload.files.failed" : "upload.file.failed";
};
