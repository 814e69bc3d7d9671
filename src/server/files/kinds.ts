/** What a file is, from its extension and its first bytes (spec 000 §3 file kinds, 001 §5 allowed images). */
export interface Kind {
  readonly typeId: number;
  readonly name: string;
  readonly mime: string;
  /** Checks the first bytes; a file whose bytes are not what its extension says is refused. */
  readonly magic: (head: Buffer) => boolean;
}

const starts = (sig: number[] | string, at = 0) => (h: Buffer) => {
  const bytes = typeof sig === "string" ? Buffer.from(sig, "latin1") : Buffer.from(sig);
  return h.length >= at + bytes.length && h.subarray(at, at + bytes.length).equals(bytes);
};
const any = (...checks: Array<(h: Buffer) => boolean>) => (h: Buffer) => checks.some((c) => c(h));
const zip = any(starts("PK\x03\x04"), starts("PK\x05\x06"));
const ole = starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Text: no NUL byte in the head (UTF-8, UTF-16 with BOM would fail: not accepted as text). */
const text = (h: Buffer) => !h.includes(0);
const svg = (h: Buffer) => text(h) && /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(h.toString("utf8").replace(/^\uFEFF/, ""));
const ftyp = starts("ftyp", 4);
const riff = (form: string) => (h: Buffer) => starts("RIFF")(h) && starts(form, 8)(h);
const mp3 = any(starts("ID3"), (h) => h.length > 1 && h[0] === 0xff && (h[1] & 0xe0) === 0xe0);

const k = (typeId: number, name: string, mime: string, magic: Kind["magic"]): Kind => ({ typeId, name, mime, magic });

/** Accepted extensions. Images are the spec's allowed formats only (jpg, svg, jpeg, png, bmp, gif). */
export const KINDS: Record<string, Kind> = {
  jpg: k(1, "image", "image/jpeg", starts([0xff, 0xd8, 0xff])),
  jpeg: k(1, "image", "image/jpeg", starts([0xff, 0xd8, 0xff])),
  png: k(1, "image", "image/png", starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  bmp: k(1, "image", "image/bmp", starts("BM")),
  gif: k(17, "gif", "image/gif", any(starts("GIF87a"), starts("GIF89a"))),
  svg: k(16, "svg", "image/svg+xml", svg),
  mp4: k(3, "video", "video/mp4", ftyp),
  mov: k(3, "video", "video/quicktime", ftyp),
  webm: k(3, "video", "video/webm", starts([0x1a, 0x45, 0xdf, 0xa3])),
  avi: k(3, "video", "video/x-msvideo", riff("AVI ")),
  mp3: k(4, "audio", "audio/mpeg", mp3),
  wav: k(4, "audio", "audio/wav", riff("WAVE")),
  ogg: k(4, "audio", "audio/ogg", starts("OggS")),
  m4a: k(4, "audio", "audio/mp4", ftyp),
  pdf: k(5, "pdf", "application/pdf", starts("%PDF-")),
  doc: k(6, "word", "application/msword", ole),
  docx: k(6, "word", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", zip),
  xls: k(7, "excel", "application/vnd.ms-excel", ole),
  xlsx: k(7, "excel", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", zip),
  ppt: k(8, "powerpoint", "application/vnd.ms-powerpoint", ole),
  pptx: k(8, "powerpoint", "application/vnd.openxmlformats-officedocument.presentationml.presentation", zip),
  txt: k(9, "text", "text/plain", text),
  md: k(9, "text", "text/markdown", text),
  csv: k(10, "csv", "text/csv", text),
  zip: k(11, "archive", "application/zip", zip),
  odt: k(12, "opendocument", "application/vnd.oasis.opendocument.text", zip),
  ods: k(12, "opendocument", "application/vnd.oasis.opendocument.spreadsheet", zip),
  odp: k(12, "opendocument", "application/vnd.oasis.opendocument.presentation", zip),
  rtf: k(13, "rtf", "application/rtf", starts("{\\rtf")),
  json: k(15, "json", "application/json", text),
  xml: k(15, "xml", "application/xml", text),
};

/** Declared content types that say nothing about the file. */
const GENERIC = new Set(["", "application/octet-stream", "binary/octet-stream", "application/x-www-form-urlencoded"]);

const family = (mime: string) => mime.split("/")[0];
const STRONG = new Set(["image", "video", "audio"]);

/** Browsers vary on exact types (image/jpg, audio/mp3, csv as vnd.ms-excel) but never on media family or PDF. */
const lies = (declared: string, kind: Kind) => {
  const df = family(declared);
  const kf = family(kind.mime);
  if ((STRONG.has(df) || STRONG.has(kf)) && df !== kf) return true;
  return (declared === "application/pdf") !== (kind.typeId === 5);
};

/**
 * The kind of an uploaded file, or the reason it is refused: an unknown extension, bytes that are not what the
 * extension says, or a declared content type of another kind (a content type that lies about the file).
 */
export const detectKind = (fileName: string, declared: string, head: Buffer): Kind | "extension" | "content" | "contentType" => {
  const ext = extensionOf(fileName);
  const kind = KINDS[ext];
  if (!kind) return "extension";
  if (!kind.magic(head)) return "content";
  const d = declared.split(";")[0].trim().toLowerCase();
  if (!GENERIC.has(d) && d !== kind.mime && lies(d, kind)) return "contentType";
  return kind;
};

export const extensionOf = (fileName: string) => {
  const i = fileName.lastIndexOf(".");
  return i > 0 ? fileName.slice(i + 1).toLowerCase() : "";
};

const TYPE_NAMES = new Map<number, string>([[2, "file"], [14, "scorm"], ...Object.values(KINDS).map((k) => [k.typeId, k.name] as [number, string])]);
/** The settings.file_type_name of a general_file_type_id. */
export const typeNameOf = (typeId: number) => TYPE_NAMES.get(typeId) ?? "file";
