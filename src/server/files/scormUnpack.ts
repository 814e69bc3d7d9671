import { newKey, type Storage } from "./storage.js";
import { withCheckedZip } from "./zip.js";

/** One file of an unpacked SCORM package: its path inside the package and the storage object holding it. */
export interface PackageFile {
  readonly path: string;
  readonly key: string;
  readonly mime: string;
  readonly size: number;
}

// The types a browser needs to run a package from this origin (`nosniff` is on every answer, so a script or a
// stylesheet served as octet-stream would not run).
const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8", htm: "text/html; charset=utf-8", xhtml: "application/xhtml+xml",
  js: "text/javascript; charset=utf-8", mjs: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8",
  json: "application/json", xml: "application/xml", xsd: "application/xml", dtd: "application/xml-dtd", txt: "text/plain; charset=utf-8",
  png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", svg: "image/svg+xml", webp: "image/webp", ico: "image/x-icon", bmp: "image/bmp",
  mp3: "audio/mpeg", wav: "audio/wav", ogg: "audio/ogg", m4a: "audio/mp4", mp4: "video/mp4", webm: "video/webm", m4v: "video/mp4",
  woff: "font/woff", woff2: "font/woff2", ttf: "font/ttf", otf: "font/otf", eot: "application/vnd.ms-fontobject",
  pdf: "application/pdf", swf: "application/x-shockwave-flash", vtt: "text/vtt", wasm: "application/wasm",
};

export const contentTypeOf = (path: string) => TYPES[path.slice(path.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";

const write = (ws: NodeJS.WritableStream, chunk: Buffer) => new Promise<void>((resolve, reject) => ws.write(chunk, (e) => (e ? reject(e) : resolve())));

/**
 * Stores every file of a checked package (inspectZip accepted it: limits held, no path leaves it) as its own object,
 * streamed entry by entry through a temp file, so a large package never sits in memory. Throws when an entry
 * cannot be read after all: the caller stores nothing then (objects written so far are unreachable, no row names them).
 */
export const unpackScorm = async (zipPath: string, storage: Storage, clientId: number, files: readonly string[]): Promise<PackageFile[]> => {
  const out = await withCheckedZip(zipPath, async (zip) => {
    const stored: PackageFile[] = [];
    for (const path of files) {
      const { path: temp, stream } = await storage.tempFile();
      let size = 0;
      const ok = await zip.pipe(path, async (chunk) => {
        size += chunk.length;
        await write(stream, chunk);
      });
      await new Promise<void>((resolve) => stream.end(() => resolve()));
      if (!ok) throw new Error(`scorm: entry ${path} could not be read`);
      const key = newKey(clientId);
      const mime = contentTypeOf(path);
      await storage.commit(temp, key, mime);
      stored.push({ path, key, mime, size });
    }
    return stored;
  });
  if ("refused" in out) throw new Error(`scorm: the package failed its check on unpacking (${out.refused})`);
  return out;
};
