import { PassThrough, type Readable } from "node:stream";
import { NodeStream } from "@effect/platform-node";
import { ZipArchive } from "archiver";
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import type { Sql } from "../../db/types.js";
import type { Storage } from "../../files/storage.js";
import { AppConfig } from "../../http/services.js";
import { log } from "../../log.js";
import { folderFor, rightOn } from "./commands.js";
import type { FileRow, FolderRow } from "./items.js";
import { subtreeFolderIds } from "./projection.js";
import { can, fileRights, folderRights, type Subjects } from "./rights.js";
import { loadFile } from "./queries.js";
import { invalid, libraryDb, needLibrary } from "./run.js";
import { isTrackMaterial } from "./trackMaterials.js";
import { storageOf } from "./upload.js";

const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
/** A Content-Disposition that keeps non-Latin names (RFC 6266 filename*). */
export const disposition = (attachment: boolean, name: string) =>
  `${attachment ? "attachment" : "inline"}; filename="${ascii(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The name a file downloads under: its display name, with its extension if the name lacks it. */
export const downloadName = (f: FileRow) =>
  f.extension && !f.display_name.toLowerCase().endsWith(`.${f.extension}`) ? `${f.display_name}.${f.extension}` : f.display_name;

// Stored files are served as data: sandboxed and never sniffed, so an SVG or HTML file cannot run script.
const SAFE_HEADERS = { "x-content-type-options": "nosniff", "content-security-policy": "sandbox", "cache-control": "private, no-store" };

/** The bytes of a stored object as a response body, in small chunks so backpressure holds. */
export const bytesResponse = (open: () => Readable, contentType: string, headers: Record<string, string>) =>
  HttpServerResponse.stream(NodeStream.fromReadable<Uint8Array>({ evaluate: open, chunkSize: 16 }), {
    contentType, headers: { ...SAFE_HEADERS, ...headers },
  });

/**
 * What a refusal by the library's rights becomes: nothing, when the file is a learning material of the person's
 * (trackMaterials.ts: a task they do, a course they are appointed to), else the refusal itself. Asked only after the
 * rights refuse, so a file served by rights costs no statement more.
 */
const materialElse = (sql: Sql, s: Subjects, fileId: number | null) => async (refusal: unknown) => {
  if (fileId === null || !(await isTrackMaterial(sql, s.user, fileId))) throw refusal;
};

/**
 * GET /api/files: opening needs Reader, downloading (as_attachment) Editor. A url on S3, the bytes on disk.
 * Avatars (library type 3) are opened by every signed-in user of their client, with or without the library
 * section (colleagues' photos are everywhere in the app); another client's is 404 like any file. A learner's answer
 * files (type 4, upload.ts) likewise, read by the uploader and administrators only (rights.ts gives others none).
 * A material of a task the person does (trackMaterials.ts) is opened and downloaded by them without library rights.
 */
export const serveFile = (q: { file_id: number; is_open?: string; as_attachment?: string }) =>
  Effect.gen(function* () {
    const config = yield* AppConfig;
    const storage = storageOf(config);
    const attachment = q.as_attachment === "1" || q.as_attachment === "true" || !(q.is_open === "1" || q.is_open === "true");
    const { file, stream } = yield* libraryDb(async (db, s) => {
      const f = await loadFile(db, s, q.file_id);
      // avatars (3) and a learner's answer files (4, read by their uploader and administrators) need no library section
      const libraryItem = ![3, 4].includes(f.library_type_id);
      const byRights = async () => {
        if (libraryItem) needLibrary(s);
        await rightOn(db, s, f, attachment ? can.download : can.view, attachment ? "download" : "view");
      };
      await byRights().catch(materialElse(db, s, libraryItem ? f.id : null));
      return { file: f, stream: storage.kind === "disk" ? await storage.open(f.storage_key) : null };
    }, { anyUser: true });
    const disp = disposition(attachment, downloadName(file));
    if (!stream) return { url: (yield* Effect.promise(() => storage.url(file.storage_key, { contentType: file.mime_type, disposition: disp })))! };
    return bytesResponse(() => stream, file.mime_type, { "content-disposition": disp, "content-length": String(file.size) });
  });

/** GET /api/getPdf?url: a PDF the user may view, named by a /api/files url (file_id) or its id; served inline. */
export const getPdf = (url: string) =>
  Effect.gen(function* () {
    const config = yield* AppConfig;
    const storage = storageOf(config);
    const match = /(?:^|[?&]file_id=)(\d{1,9})(?:$|&)/.exec(url.trim());
    const { file, stream } = yield* libraryDb(async (db, s) => {
      if (!match) throw invalid("query.url", "library.pdf.badUrl");
      const f = await loadFile(db, s, Number(match[1]));
      const byRights = async () => {
        needLibrary(s);
        await rightOn(db, s, f, can.view, "view");
      };
      await byRights().catch(materialElse(db, s, f.id));
      if (f.general_file_type_id !== 5) throw invalid("query.url", "library.pdf.notPdf");
      return { file: f, stream: await storage.open(f.storage_key) };
    }, { anyUser: true });
    return bytesResponse(() => stream, "application/pdf", { "content-disposition": disposition(false, downloadName(file)) });
  });

const uniqueName = (used: Set<string>, name: string) => {
  let candidate = name;
  for (let i = 2; used.has(candidate.toLowerCase()); i++) {
    const dot = name.lastIndexOf(".");
    candidate = dot > 0 ? `${name.slice(0, dot)} (${i})${name.slice(dot)}` : `${name} (${i})`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
};

/** The entries of a folder zip: every subfolder and file the user may download, with paths relative to it. */
const zipPlan = async (sql: Sql, s: Subjects, root: FolderRow) => {
  const ids = await subtreeFolderIds(sql, root.id);
  const folders = await sql.query<FolderRow>("select * from library_folders where id = any($1)", [ids]);
  const rights = await folderRights(sql, s, ids);
  const files = await sql.query<FileRow>("select * from library_files where folder_id = any($1) order by id", [ids]);
  const fr = await fileRights(sql, s, files, rights);
  const byId = new Map(folders.map((f) => [f.id, f]));
  const dirOf = new Map<number, string>([[root.id, ""]]);
  const used = new Map<string, Set<string>>();
  const dir = (id: number): string | null => {
    if (dirOf.has(id)) return dirOf.get(id)!;
    const f = byId.get(id);
    if (!f || f.parent_folder_id === null || (rights.get(id)?.level ?? 0) < 2) return null;
    const parent = dir(f.parent_folder_id);
    if (parent === null) return null;
    const names = used.get(parent) ?? new Set();
    used.set(parent, names);
    const d = `${parent}${uniqueName(names, f.display_name)}/`;
    dirOf.set(id, d);
    return d;
  };
  const entries: Array<{ name: string; key: string }> = [];
  const dirs: string[] = [];
  for (const f of folders) {
    const d = dir(f.id);
    if (d) dirs.push(d);
  }
  for (const f of files) {
    const d = dir(f.folder_id!);
    if (d === null || (fr.get(f.id)?.level ?? 0) < 2) continue;
    const names = used.get(d) ?? new Set();
    used.set(d, names);
    entries.push({ name: d + uniqueName(names, downloadName(f)), key: f.storage_key });
  }
  return { dirs, entries };
};

/**
 * A zip streamed as it is built: each entry is a stored file (`key`, opened one at a time, so memory stays flat
 * whatever the zip's size) or bytes in hand (`data`: a folder's empty entry, a generated CSV). A failure half-way
 * is logged under `label` and ends the stream with the error (the browser's download fails rather than ending short).
 */
export const zipStream = (
  storage: Storage, entries: ReadonlyArray<{ readonly name: string } & ({ readonly key: string } | { readonly data: Buffer })>, label: string,
) => {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const archive = new ZipArchive({ zlib: { level: 6 }, highWaterMark: 64 * 1024 });
  archive.on("error", (e) => out.destroy(e));
  archive.pipe(out);
  const fill = async () => {
    for (const e of entries) {
      if ("data" in e) {
        archive.append(e.data, { name: e.name });
        continue;
      }
      const src = await storage.open(e.key);
      const done = new Promise<void>((resolve) => archive.once("entry", () => resolve()));
      archive.append(src, { name: e.name });
      await done;
    }
    await archive.finalize();
  };
  fill().catch((e) => {
    log.error(`${label} failed: ${e?.stack ?? e}`);
    archive.abort();
    out.destroy(e);
  });
  return out;
};

/** POST /api/downloadLibraryFolder: a zip streamed as it is built, one stored file open at a time. */
export const downloadFolder = (folderId: number) =>
  Effect.gen(function* () {
    const config = yield* AppConfig;
    const storage = storageOf(config);
    const { folder, plan } = yield* libraryDb(async (db, s) => {
      const { folder: f } = await folderFor(db, s, folderId, can.download, "download");
      return { folder: f, plan: await zipPlan(db, s, f) };
    });
    const out = zipStream(storage, [...plan.dirs.map((name) => ({ name, data: Buffer.alloc(0) })), ...plan.entries], "library: folder zip");
    return bytesResponse(() => out, "application/zip", { "content-disposition": disposition(true, `${folder.display_name}.zip`) });
  });
