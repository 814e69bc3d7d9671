import type { Db, Sql } from "../../db/types.js";
import { appendNext, nextId, transact } from "../../events/command.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn, streamVersion } from "../../events/store.js";
import type { FileRow, FolderRow } from "./items.js";
import { libraryNameProblem as badName } from "../../../../services/contract/library.js";
import { subtreeFolderIds } from "./projection.js";
import { commonRoot, isCommon, isSpecial, loadFile, loadFolder } from "./queries.js";
import { can, fileRights, folderRights, NONE, type Right, type Subjects } from "./rights.js";
import { forbidden, invalid, notFound } from "./run.js";

const meta = (s: Subjects) => ({ actor: s.user.userId, roleId: s.user.roleId });
const at = () => new Date().toISOString();

/** A folder's or file's own stream: its name, place and access entries (granularity of the stale check). */
export const itemStream = (kind: "folder" | "file", id: number) => ({ type: kind === "folder" ? "libraryFolder" : "libraryFile", id });
export const itemVersion = (sql: Sql, kind: "folder" | "file", id: number) => streamVersion(sql, itemStream(kind, id));

/** The version the user's screen showed must still be the item's (else 409 errors.staleVersion, nothing written). */
export const requireItemSeen = async (tx: Sql, s: Subjects, kind: "folder" | "file", id: number, expected: number | undefined) => {
  if (expected !== undefined) await requireSeen(tx, s.user.clientId, itemStream(kind, id), expected, await itemVersion(tx, kind, id));
};

export const checkName = (raw: string, path = "payload.display_name") => {
  const why = badName(raw);
  if (why) throw invalid(path, why);
  return raw.trim();
};

export const folderRight = async (sql: Sql, s: Subjects, id: number): Promise<Right> => (await folderRights(sql, s, [id])).get(id) ?? NONE;
export const fileRight = async (sql: Sql, s: Subjects, f: FileRow): Promise<Right> =>
  (await fileRights(sql, s, [f], f.folder_id === null ? new Map() : await folderRights(sql, s, [f.folder_id]))).get(f.id) ?? NONE;

/** A folder the user can see (else 404), and whose right passes `check` (else 403). */
export const folderFor = async (sql: Sql, s: Subjects, id: number, check: (r: Right) => boolean, what: string) => {
  const f = await loadFolder(sql, s, id);
  const r = await folderRight(sql, s, id);
  if (r.level < 1) throw notFound();
  if (!check(r)) throw forbidden(`library.${what}`);
  return { folder: f, right: r };
};

export const fileFor = async (sql: Sql, s: Subjects, id: number, check: (r: Right) => boolean, what: string) => {
  const f = await loadFile(sql, s, id);
  return { file: f, right: await rightOn(sql, s, f, check, what) };
};

/** The user's right on a file already loaded: unseen is a 404, seen without the right asked for a 403. */
export const rightOn = async (sql: Sql, s: Subjects, f: FileRow, check: (r: Right) => boolean, what: string) => {
  const r = await fileRight(sql, s, f);
  if (r.level < 1) throw notFound();
  if (!check(r)) throw forbidden(`library.${what}`);
  return r;
};

/**
 * Where new items may go: a folder the user can write into (Editor or more), or the top of the common folder
 * (library administrators only). Returns the real parent id (null for the top) and its library type.
 */
export const targetFolder = async (sql: Sql, s: Subjects, id: number | null | undefined, type: number) => {
  if (id === null || id === undefined || isCommon(id)) {
    if (!s.admin) throw forbidden("library.top.needsLibraryEdit");
    return { parent: null as number | null, type: id === 5 ? 2 : type };
  }
  if (isSpecial(id)) throw invalid("payload.target_folder_id", "library.target.special");
  const { folder } = await folderFor(sql, s, id, can.write, "upload");
  return { parent: folder.id as number | null, type: folder.library_type_id };
};

export const createFolder = (db: Db, s: Subjects, type: number, parentId: number | null, rawName: string) =>
  transact(db, async (tx) => {
    const name = checkName(rawName);
    const target = await targetFolder(tx, s, parentId, type);
    const id = await nextId(tx, "library_folder_ids");
    await appendIn(tx, s.user.clientId, { type: "libraryFolder", id }, 0, [{
      type: "library.folder.created",
      data: { id, library_type_id: target.type, parent_folder_id: target.parent, display_name: name, creator_id: s.user.userId, at: at() },
    }], meta(s));
    return id;
  });

/** Renames an item; `seen`: the version the rename dialog showed (a colleague's rename in between is not undone). */
export const rename = (db: Db, s: Subjects, kind: "folder" | "file", id: number, rawName: string, seen?: number) =>
  transact(db, async (tx) => {
    const name = checkName(rawName);
    if (kind === "folder") await folderFor(tx, s, id, can.write, "rename");
    else await fileFor(tx, s, id, can.write, "rename");
    await requireItemSeen(tx, s, kind, id, seen);
    await appendNext(tx, s.user.clientId, itemStream(kind, id),
      [{ type: `library.${kind}.renamed`, data: { display_name: name, at: at() } }], meta(s));
  });

/** Moves an item; `seen`: the version the screen showed (a colleague's move or rename in between is not undone). */
export const moveFolder = (db: Db, s: Subjects, id: number, targetId: number | null, seen?: number) =>
  transact(db, async (tx) => {
    const { folder } = await folderFor(tx, s, id, can.write, "move");
    await requireItemSeen(tx, s, "folder", id, seen);
    const target = await targetFolder(tx, s, targetId, folder.library_type_id);
    if (target.parent !== null && (await subtreeFolderIds(tx, folder.id)).includes(target.parent)) {
      throw invalid("payload.target_folder_id", "library.move.intoDescendant");
    }
    if (target.type !== folder.library_type_id) throw invalid("payload.target_folder_id", "library.move.otherLibrary");
    if (target.parent === folder.parent_folder_id) return;
    await appendNext(tx, s.user.clientId, { type: "libraryFolder", id },
      [{ type: "library.folder.moved", data: { parent_folder_id: target.parent, at: at() } }], meta(s));
  });

export const moveFile = (db: Db, s: Subjects, id: number, targetId: number | null, seen?: number) =>
  transact(db, async (tx) => {
    const { file } = await fileFor(tx, s, id, can.write, "move");
    await requireItemSeen(tx, s, "file", id, seen);
    const target = await targetFolder(tx, s, targetId, file.library_type_id);
    if (target.type !== file.library_type_id) throw invalid("payload.target_folder_id", "library.move.otherLibrary");
    if (target.parent === file.folder_id) return;
    await appendNext(tx, s.user.clientId, { type: "libraryFile", id },
      [{ type: "library.file.moved", data: { folder_id: target.parent, at: at() } }], meta(s));
  });

const fileCopyEvent = async (tx: Sql, s: Subjects, f: FileRow, folderId: number | null, name = f.display_name) => {
  const id = await nextId(tx, "library_file_ids");
  // Stored bytes never change, so a copy shares its source's object.
  await appendIn(tx, s.user.clientId, { type: "libraryFile", id }, 0, [{
    type: "library.file.created",
    data: {
      id, library_type_id: f.library_type_id, folder_id: folderId, display_name: name, extension: f.extension, mime_type: f.mime_type,
      size: Number(f.size), general_file_type_id: f.general_file_type_id, storage_key: f.storage_key, show_in_files: f.show_in_files,
      workflow_id: f.workflow_id, creator_id: s.user.userId, copied_from: f.id, at: at(), settings: f.settings ?? {},
    },
  }], meta(s));
  return id;
};

export const copyFile = (db: Db, s: Subjects, id: number, targetId: number | null) =>
  transact(db, async (tx) => {
    const { file } = await fileFor(tx, s, id, can.view, "copy");
    const target = await targetFolder(tx, s, targetId, file.library_type_id);
    return fileCopyEvent(tx, s, file, target.parent);
  });

/** Copies a folder's subtree: only the parts the user can read are copied (the folder itself must be readable). */
export const copyFolder = (db: Db, s: Subjects, id: number, targetId: number | null) =>
  transact(db, async (tx) => {
    const { folder } = await folderFor(tx, s, id, can.view, "copy");
    const target = await targetFolder(tx, s, targetId, folder.library_type_id);
    const ids = await subtreeFolderIds(tx, folder.id);
    if (target.parent !== null && ids.includes(target.parent)) throw invalid("payload.target_folder_id", "library.copy.intoItself");
    const folders = await tx.query<FolderRow>("select * from library_folders where id = any($1)", [ids]);
    const rights = await folderRights(tx, s, ids);
    const files = await tx.query<FileRow>("select * from library_files where folder_id = any($1)", [ids]);
    const fr = await fileRights(tx, s, files, rights);
    const newIds = new Map<number, number>();
    const byParent = new Map<number | null, FolderRow[]>();
    for (const f of folders) byParent.set(f.parent_folder_id, [...(byParent.get(f.parent_folder_id) ?? []), f]);
    const copy = async (f: FolderRow, parent: number | null) => {
      if ((rights.get(f.id)?.level ?? 0) < 1) return;
      const nid = await nextId(tx, "library_folder_ids");
      newIds.set(f.id, nid);
      await appendIn(tx, s.user.clientId, { type: "libraryFolder", id: nid }, 0, [{
        type: "library.folder.created",
        data: { id: nid, library_type_id: f.library_type_id, parent_folder_id: parent, display_name: f.display_name, creator_id: s.user.userId, copied_from: f.id, at: at() },
      }], meta(s));
      for (const c of byParent.get(f.id) ?? []) await copy(c, nid);
    };
    await copy(folder, target.parent);
    for (const f of files) {
      if ((fr.get(f.id)?.level ?? 0) >= 1 && newIds.has(f.folder_id!)) await fileCopyEvent(tx, s, f, newIds.get(f.folder_id!)!);
    }
    return newIds.get(folder.id)!;
  });

/** Removes folders (with everything in them) or files: each needs the remove right, all or nothing. */
export const remove = (db: Db, s: Subjects, kind: "folder" | "file", ids: readonly number[]) =>
  transact(db, async (tx) => {
    const unique = [...new Set(ids)];
    for (const id of unique) {
      if (kind === "folder") await folderFor(tx, s, id, can.remove, "remove");
      else await fileFor(tx, s, id, can.remove, "remove");
    }
    for (const id of unique) {
      // A folder may already be gone with an ancestor removed earlier in this command.
      const table = kind === "folder" ? "library_folders" : "library_files";
      if (!(await tx.query(`select 1 from ${table} where id = $1`, [id])).length) continue;
      await appendNext(tx, s.user.clientId, { type: kind === "folder" ? "libraryFolder" : "libraryFile", id },
        [{ type: `library.${kind}.removed`, data: { at: at() } }], meta(s));
    }
    return unique;
  });

export const setFavorite = (db: Db, s: Subjects, kind: "folder" | "file", id: number) =>
  transact(db, async (tx) => {
    if (kind === "folder") await folderFor(tx, s, id, can.view, "view");
    else await fileFor(tx, s, id, can.view, "view");
    const on = !(await tx.query("select 1 from library_favorites where user_id = $1 and item_kind = $2 and item_id = $3", [s.user.userId, kind, id])).length;
    await appendNext(tx, s.user.clientId, { type: "libraryFavorites", id: s.user.userId },
      [{ type: "library.favorite.set", data: { item_kind: kind, item_id: id, on, at: at() } }], meta(s));
    return on;
  });

export const logOpen = (db: Db, s: Subjects, id: number) =>
  transact(db, async (tx) => {
    await fileFor(tx, s, id, can.view, "view");
    await appendNext(tx, s.user.clientId, { type: "libraryFileLog", id: s.user.userId },
      [{ type: "library.file.opened", data: { file_id: id, at: at() } }], meta(s));
    const [r] = await tx.query<any>("select opened_count, last_opened_at from library_file_user_log where user_id = $1 and file_id = $2", [s.user.userId, id]);
    return { library_file_id: id, opened_count: r.opened_count, last_opened_at: new Date(r.last_opened_at).toISOString() };
  });

export { commonRoot };
