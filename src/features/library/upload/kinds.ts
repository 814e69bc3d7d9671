// Client-side file checks before anything is sent (spec 001 §5: a wrong extension or format interrupts the upload;
// file pickers by kind; allowed image formats). The extension table mirrors the server's (src/server/files/kinds.ts);
// tests/ui/library/upload.test.ts keeps the two in step. The server still checks the bytes.
import { FileKinds } from "../../../../services/contract/library";

/** general_file_type_id by extension, as the server assigns it. */
export const EXTENSION_TYPES: Readonly<Record<string, number>> = {
  jpg: 1, jpeg: 1, png: 1, bmp: 1, gif: 17, svg: 16,
  mp4: 3, mov: 3, webm: 3, avi: 3,
  mp3: 4, wav: 4, ogg: 4, m4a: 4,
  pdf: 5, doc: 6, docx: 6, xls: 7, xlsx: 7, ppt: 8, pptx: 8, txt: 9, md: 9, csv: 10, zip: 11,
  odt: 12, ods: 12, odp: 12, rtf: 13, json: 15, xml: 15,
};

/** Allowed image formats (spec 001 §5). */
export const IMAGE_EXTENSIONS = ["jpg", "svg", "jpeg", "png", "bmp", "gif"] as const;

export type PickerKind = keyof typeof FileKinds;
/** What the library upload accepts: every known extension. */
export type AcceptKind = PickerKind | "library";

/** Per-file limit the server applies by default (UPLOAD_MAX_FILE_MB 512); a larger file is refused before sending. */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;
/** Per-request limit the server applies by default (UPLOAD_MAX_REQUEST_MB 2048). */
export const MAX_REQUEST_BYTES = 2048 * 1024 * 1024;

export const extensionOf = (name: string) => {
  const i = name.lastIndexOf(".");
  return i > 0 ? name.slice(i + 1).toLowerCase() : "";
};

/** The extensions a picker kind accepts (lower case, no dot). */
export const extensionsFor = (kind: AcceptKind): string[] => {
  if (kind === "library") return Object.keys(EXTENSION_TYPES);
  // SCORM packages (type 14) are zips the server recognises by their manifest.
  if (kind === "scorm") return ["zip"];
  const types = new Set<number>(FileKinds[kind]);
  const exts = Object.keys(EXTENSION_TYPES).filter((e) => types.has(EXTENSION_TYPES[e]));
  const images = exts.filter((e) => (IMAGE_EXTENSIONS as readonly string[]).includes(e));
  // An avatar is never SVG: it could carry script (the server refuses it too, library/upload.ts).
  return kind === "image" ? images : kind === "avatar" ? images.filter((e) => e !== "svg") : exts;
};

/** The `accept` attribute of a file input for a kind. */
export const acceptFor = (kind: AcceptKind) => extensionsFor(kind).map((e) => `.${e}`).join(",");

/** Why a file is refused before sending, or null. */
export type FileProblem = "extension" | "empty" | "tooLarge" | "name";

/** Checks one file against a kind and the size limit; the server repeats every check. */
export const checkFile = (file: { name: string; size: number }, kind: AcceptKind = "library", maxBytes = MAX_FILE_BYTES): FileProblem | null => {
  const name = file.name.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the server refuses
  if (!name || [...name].length > 255 || /[\\/\u0000-\u001f\u007f]/.test(name) || name.includes("..")) return "name";
  if (!extensionsFor(kind).includes(extensionOf(name))) return "extension";
  if (file.size === 0) return "empty";
  if (file.size > maxBytes) return "tooLarge";
  return null;
};
