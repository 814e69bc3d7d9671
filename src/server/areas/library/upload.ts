import { rm } from "node:fs/promises";
import path from "node:path";
import type { WriteStream } from "node:fs";
import { Duration, Effect, Stream } from "effect";
import { Multipart } from "effect/http";
import type { Config } from "../../config.js";
import type { Db } from "../../db/types.js";
import { nextId, transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { detectKind, extensionOf, KINDS, type Kind } from "../../files/kinds.js";
import { randomUUID } from "node:crypto";
import { inspectZip, type ScormManifest } from "../../files/scorm.js";
import { type PackageFile, unpackScorm } from "../../files/scormUnpack.js";
import { newKey, type Storage, storageFor } from "../../files/storage.js";
import { AppConfig, Database } from "../../http/services.js";
import { log } from "../../log.js";
import { answerUploadLimits, type AnswerUploadLimits } from "../learning/index.js";
import { checkName, targetFolder } from "./commands.js";
import { fileItemById } from "./properties.js";
import { sortKey } from "./names.js";
import { allows } from "../../../../services/contract/permissions.js";
import { forbidden, libraryDb, needLibrary, Refused, invalid } from "./run.js";
import type { Subjects } from "./rights.js";

/** The storage of this server's configuration: DATA_DIR/files on disk, or S3 when S3_BUCKET is set. */
export const storageOf = (config: Config): Storage => storageFor(path.join(config.dataDir, "files"), config.s3);

/** Fills in the sort keys of rows written before migration 0031 (the key is computed in TypeScript, names.ts). */
const fillSortKeys = async (db: Db) => {
  let n = 0;
  for (const table of ["library_folders", "library_files"]) {
    for (;;) {
      const rows = await db.query<{ id: number; display_name: string }>(`select id, display_name from ${table} where sort_key is null limit 1000`);
      if (!rows.length) break;
      await db.query(`update ${table} t set sort_key = v.k from unnest($1::int[], $2::text[]) as v(id, k) where t.id = v.id`,
        [rows.map((r) => r.id), rows.map((r) => sortKey(r.display_name))]);
      n += rows.length;
    }
  }
  return n;
};

/** Removes upload temp files a killed process left behind (they were never visible), and fills in missing sort keys. */
export const cleanStartup = Effect.gen(function* () {
  const config = yield* AppConfig;
  const db = yield* Database;
  const n = yield* Effect.promise(() => storageOf(config).cleanTemp());
  if (n) log.info(`library: removed ${n} unfinished upload(s)`);
  const keys = yield* Effect.promise(() => fillSortKeys(db));
  if (keys) log.info(`library: filled in ${keys} sort key(s)`);
  // PGlite has no autovacuum: fresh statistics let the planner read content pages in keyset index order.
  if (db.kind === "pglite") yield* Effect.promise(() => db.query("analyze library_folders, library_files"));
});

const HEAD = 4096;
const TIME_LIMIT = Duration.minutes(30);

interface Staged {
  readonly temp: string;
  readonly name: string;
  readonly declared: string;
  size: number;
  head: Buffer;
}

const write = (ws: WriteStream, chunk: Uint8Array) =>
  new Promise<void>((resolve, reject) => ws.write(chunk, (e) => (e ? reject(e) : resolve())));
const close = (ws: WriteStream) => new Promise<void>((resolve) => ws.end(() => resolve()));

const MAX_FILES = 1000;

/** Streams every file part to a temp file (counting bytes against the limits); fields are collected as text. */
const stage = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>, storage: Storage, config: Config, staged: Staged[], fields: Record<string, string>) => {
  let total = 0;
  return Stream.runForEach(parts, (part) =>
    Effect.promise(async () => {
      if (Multipart.isField(part)) {
        fields[part.key] = part.value;
        return null;
      }
      if (!Multipart.isFile(part)) return null;
      if (staged.length >= MAX_FILES) return new Refused(413, "library.upload.tooManyFiles");
      const { path: temp, stream } = await storage.tempFile();
      const file: Staged = { temp, name: part.name, declared: part.contentType, size: 0, head: Buffer.alloc(0) };
      staged.push(file);
      let refused: Refused | null = null;
      await Effect.runPromise(Stream.runForEach(part.content, (chunk) =>
        Effect.promise(async () => {
          if (refused) return;
          file.size += chunk.length;
          total += chunk.length;
          if (file.size > config.uploadMaxFileBytes) refused = new Refused(413, "library.upload.fileTooLarge");
          else if (total > config.uploadMaxRequestBytes) refused = new Refused(413, "library.upload.requestTooLarge");
          else {
            if (file.head.length < HEAD) file.head = Buffer.concat([file.head, Buffer.from(chunk.subarray(0, HEAD - file.head.length))]);
            await write(stream, chunk);
          }
        })).pipe(Effect.catch((e) => Effect.sync(() => { refused ??= e.reason._tag === "FileTooLarge" || e.reason._tag === "BodyTooLarge" ? new Refused(413, "library.upload.tooLarge") : new Refused(400, "library.upload.malformed"); }))));
      await close(stream);
      return refused;
    }).pipe(Effect.flatMap((r) => (r ? Effect.fail(r) : Effect.void))));
};

/** folder_structure: one relative path per file part ("Docs/2024/report.pdf"); every segment must be a valid name. */
const parseStructure = (raw: string | undefined, count: number): string[][] | null => {
  if (raw === undefined || raw === "") return null;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw invalid("payload.folder_structure", "library.upload.structureNotJson");
  }
  if (!Array.isArray(list) || list.length !== count || !list.every((p) => typeof p === "string")) {
    throw invalid("payload.folder_structure", "library.upload.structureMismatch");
  }
  return (list as string[]).map((p, i) => {
    const segments = p.split("/");
    if (segments.length > 32) throw invalid(`payload.folder_structure.${i}`, "library.upload.structureTooDeep");
    return segments.map((seg) => checkName(seg, `payload.folder_structure.${i}`));
  });
};

const intField = (v: string | undefined, name: string) => {
  if (v === undefined || v === "" || v === "null") return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw invalid(`payload.${name}`, "library.upload.badId");
  return n;
};

const SCORM: Kind = { ...KINDS.zip, typeId: 14, name: "scorm" };

/**
 * Avatars (purpose=avatar) live in their own library type: no folder, hidden from every library listing (those
 * are per type 1 or 2), readable by the whole client (rights.ts) since colleagues see them. Any signed-in user
 * uploads one for themselves, with or without the library section (other uploads need it: `needLibrary`); only raster images (jpg, jpeg, png, bmp, gif): an SVG is refused because it could
 * carry script wherever it is shown without the sandbox header (an S3 url, a copied link).
 */
export const AVATAR_LIBRARY = 3;
const AVATAR_KINDS = new Set([1, 17]);

const avatarChecks = (staged: readonly Staged[], kinds: readonly Kind[], folderId: number | null, structure: unknown) => {
  if (staged.length !== 1) throw invalid("payload.file", "users.avatar.oneFile");
  if (folderId !== null || structure) throw invalid("payload.library_folder_id", "users.avatar.noFolder");
  if (!AVATAR_KINDS.has(kinds[0].typeId)) throw invalid("payload.file.0", "users.avatar.notImage");
};

/**
 * A course's cover (purpose=cover): an administrator with the courses section's edit flag uploads one raster image
 * (jpg, jpeg, png, bmp, gif of spec 001 §5; SVG refused as for avatars) of at most COVER_MAX_BYTES. It is kept as
 * avatars are (their library type: no folder, in no listing, readable by the whole client), so every learner who
 * sees the course card sees its cover; the course then names it (`cover_file_id`).
 */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
const coverChecks = (staged: readonly Staged[], kinds: readonly Kind[], folderId: number | null, structure: unknown) => {
  if (staged.length !== 1) throw invalid("payload.file", "courses.cover.oneFile");
  if (folderId !== null || structure) throw invalid("payload.library_folder_id", "courses.cover.oneFile");
  if (!AVATAR_KINDS.has(kinds[0].typeId)) throw invalid("payload.file.0", "courses.cover.notImage");
  if (staged[0].size > COVER_MAX_BYTES) throw invalid("payload.file.0", "courses.cover.tooLarge");
};

/**
 * A learner's answer to a task's file question (purpose=answer, with `user_workflow_task_id` and `element_id`):
 * its own library type, no folder, in no listing, read by its uploader and administrators (rights.ts), with the
 * learning section instead of the library's. The question's count, size, extensions and kinds are checked here,
 * before anything is stored, so a refused file leaves nothing behind.
 */
export const ANSWER_LIBRARY = 4;

const answerChecks = (staged: readonly Staged[], kinds: readonly Kind[], folderId: number | null, structure: unknown, limits: AnswerUploadLimits) => {
  if (folderId !== null || structure) throw invalid("payload.library_folder_id", "learning.errors.uploadNoFolder");
  if (staged.length > limits.maxFiles) throw invalid("payload.file", "formBuilder.answer.tooManyFiles");
  for (const [i, f] of staged.entries()) {
    if (f.size > limits.maxBytes) throw invalid(`payload.file.${i}`, "learning.errors.uploadTooLarge");
    if (limits.extensions.length && !limits.extensions.includes(extensionOf(f.name))) throw invalid(`payload.file.${i}`, "learning.errors.uploadExtension");
    if (limits.typeIds.length && !limits.typeIds.includes(kinds[i].typeId)) throw invalid(`payload.file.${i}`, "formBuilder.error.fileKind");
  }
};

interface ScormFound {
  readonly settings: Record<string, unknown>;
  readonly manifest: ScormManifest;
  readonly files: readonly string[];
}

/**
 * Opens every uploaded .zip (before anything is stored): a zip bomb is refused, and in a library upload a SCORM
 * package becomes kind 14 with its manifest's title and version in the file's settings. `kinds` is updated in place.
 * With purpose=scorm (the SCORM pickers) every file must be a package: anything else is refused saying why it is not
 * one. `packages` false (an answer, an avatar, a cover): a zip stays a plain archive whatever it holds, so a
 * learner's answer never becomes a package an administrator's player would run (issue 35).
 */
const zipSettings = async (staged: readonly Staged[], kinds: Kind[], scormOnly: boolean, packages: boolean) => {
  const out: Array<ScormFound | undefined> = [];
  for (const [i, f] of staged.entries()) {
    if (kinds[i] !== KINDS.zip) {
      if (scormOnly) throw new Refused(400, "library.upload.scorm.notZip", `payload.file.${i}`);
      continue;
    }
    const r = await inspectZip(f.temp);
    if (r.kind === "refused") throw new Refused(r.status, r.reason, `payload.file.${i}`);
    if (r.kind === "archive" && scormOnly) throw new Refused(400, `library.upload.scorm.${r.why}`, `payload.file.${i}`);
    if (r.kind === "scorm" && packages) {
      kinds[i] = SCORM;
      out[i] = { settings: { scorm_title: r.title || null, scorm_version: r.version }, manifest: r.manifest, files: r.files };
    }
  }
  return out;
};

/** The package a SCORM upload carries in its fact (the scorm area's projection keeps it): its manifest and files. */
const packageOf = (m: ScormManifest, files: readonly PackageFile[]) => ({
  id: randomUUID(), version: m.version, schema_version: m.schemaVersion, title: m.title, organization: m.organization,
  organizations: m.organizations, resources: m.resources, launch: m.launch, items: m.items, files,
});

/** Checks, stores and records the staged files; they become visible only with the event, after the bytes are stored. */
const commit = async (db: Db, s: Subjects, storage: Storage, staged: Staged[], fields: Record<string, string>) => {
  if (!staged.length) throw invalid("payload.file", "library.upload.noFile");
  const folderId = intField(fields.library_folder_id, "library_folder_id");
  const workflowId = intField(fields.workflow_id, "workflow_id");
  const type = Number(fields.library_type_id) === 2 ? 2 : 1;
  const structure = parseStructure(fields.folder_structure, staged.length);
  const kinds: Kind[] = staged.map((f, i) => {
    checkName(f.name, `payload.file.${i}`);
    const k = detectKind(f.name, f.declared, f.head);
    if (typeof k === "string") throw invalid(`payload.file.${i}`, `library.upload.bad.${k}`);
    return k;
  });
  const avatar = fields.purpose === "avatar";
  const answer = fields.purpose === "answer";
  const cover = fields.purpose === "cover";
  if (avatar) avatarChecks(staged, kinds, folderId, structure);
  else if (cover) {
    if (!allows(s.user.permissions, "courses", "edit")) throw forbidden("courses");
    coverChecks(staged, kinds, folderId, structure);
  }
  else if (answer) {
    if (!allows(s.user.permissions, "learning")) throw forbidden("learning");
    const task = intField(fields.user_workflow_task_id, "user_workflow_task_id");
    answerChecks(staged, kinds, folderId, structure, await answerUploadLimits(db, s.user, task, fields.element_id));
  } else needLibrary(s);
  const hidden = avatar || answer || cover;
  const scorm = await zipSettings(staged, kinds, fields.purpose === "scorm", !hidden);
  const target = avatar || cover ? { parent: null, type: AVATAR_LIBRARY } : answer ? { parent: null, type: ANSWER_LIBRARY } : await targetFolder(db, s, folderId, type);
  const keys: string[] = [];
  const packages: Array<ReturnType<typeof packageOf> | undefined> = [];
  for (const [i, f] of staged.entries()) {
    keys.push(newKey(s.user.clientId));
    // A package is unpacked file by file before its zip moves into place (the zip is read from the temp file).
    const found = scorm[i];
    if (found) packages[i] = packageOf(found.manifest, await unpackScorm(f.temp, storage, s.user.clientId, found.files));
    await storage.commit(f.temp, keys[i], kinds[i].mime);
  }
  const showInFiles = hidden ? false : fields.show_in_files === undefined ? true : fields.show_in_files === "1" || fields.show_in_files === "true";
  return transact(db, async (tx) => {
    if (!hidden) await targetFolder(tx, s, folderId, type);
    const at = new Date().toISOString();
    const meta = { actor: s.user.userId, roleId: s.user.roleId };
    const made = new Map<string, number>();
    const folderFor = async (segments: string[]) => {
      let parent = target.parent;
      for (let d = 0; d < segments.length; d++) {
        const key = segments.slice(0, d + 1).join("/");
        let id = made.get(key);
        if (id === undefined) {
          id = await nextId(tx, "library_folder_ids");
          made.set(key, id);
          await appendIn(tx, s.user.clientId, { type: "libraryFolder", id }, 0, [{
            type: "library.folder.created",
            data: { id, library_type_id: target.type, parent_folder_id: parent, display_name: segments[d], creator_id: s.user.userId, at },
          }], meta);
        }
        parent = id;
      }
      return parent;
    };
    const ids: number[] = [];
    // An avatar's own file name ("ivan-petrov.jpg") would name its person in the log for good: it is not kept.
    for (const [i, f] of staged.entries()) {
      const segs = structure?.[i];
      const folder = segs ? await folderFor(segs.slice(0, -1)) : target.parent;
      const id = await nextId(tx, "library_file_ids");
      ids.push(id);
      await appendIn(tx, s.user.clientId, { type: "libraryFile", id }, 0, [{
        type: "library.file.created",
        data: {
          id, library_type_id: target.type, folder_id: folder, display_name: avatar ? `avatar.${extensionOf(f.name)}` : segs ? segs[segs.length - 1] : f.name.trim(),
          extension: extensionOf(f.name), mime_type: kinds[i].mime, size: f.size, general_file_type_id: kinds[i].typeId,
          storage_key: keys[i], show_in_files: showInFiles, workflow_id: hidden ? null : workflowId, creator_id: s.user.userId, at,
          ...(scorm[i] ? { settings: scorm[i]?.settings, scorm_package: packages[i] } : {}),
        },
      }], meta);
    }
    return ids;
  }).then((ids) => Promise.all(ids.map((id) => fileItemById(db, s, id))));
};

/** POST /api/fileStorageUploader: streams the parts to temp files, then checks and commits them all or none. */
export const upload = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const config = yield* AppConfig;
    yield* Database;
    const storage = storageOf(config);
    const staged: Staged[] = [];
    const fields: Record<string, string> = {};
    const cleanup = Effect.promise(() => Promise.all(staged.map((f) => rm(f.temp, { force: true }))));
    return yield* libraryDb(async (db, s) => {
      const refused = await Effect.runPromise(stage(parts, storage, config, staged, fields).pipe(
        Effect.timeout(TIME_LIMIT),
        Effect.as(null),
        Effect.catch((e) => Effect.succeed(e instanceof Refused ? e : new Refused(400, "library.upload.timeLimit"))),
      ));
      if (refused) throw refused;
      return commit(db, s, storage, staged, fields);
    }, { anyUser: true }).pipe(Effect.ensuring(cleanup));
  });
