import { fullNameSql } from "../../../../services/contract/personName.js";
import type { Sql } from "../../db/types.js";
import { fileFor, folderFor, itemVersion } from "./commands.js";
import { fileItem, folderItem } from "./items.js";
import { pathOf } from "./queries.js";
import { can, type Subjects } from "./rights.js";

const iso = (d: Date | string) => new Date(d).toISOString();

const creatorOf = async (sql: Sql, s: Subjects, id: number) => {
  const [u] = await sql.query<any>(`select id, ${fullNameSql("users", s.user.language)} as name, email from users where id = $1`, [id]);
  return { id, name: u ? u.name || u.email : "" };
};

const isFavorite = async (sql: Sql, s: Subjects, kind: string, id: number) =>
  (await sql.query("select 1 from library_favorites where user_id = $1 and item_kind = $2 and item_id = $3", [s.user.userId, kind, id])).length > 0;

/** A folder as a content item, after a write (the user must still see it). */
export const folderItemById = async (sql: Sql, s: Subjects, id: number) => {
  const { folder, right } = await folderFor(sql, s, id, can.view, "view");
  return folderItem(folder, right, await isFavorite(sql, s, "folder", id));
};

export const fileItemById = async (sql: Sql, s: Subjects, id: number) => {
  const { file, right } = await fileFor(sql, s, id, can.view, "view");
  return fileItem(file, right, await isFavorite(sql, s, "file", id));
};

/** Folder properties: path, creator, dates, the size and counts of what is inside. */
export const folderProperties = async (sql: Sql, s: Subjects, id: number) => {
  const { folder, right } = await folderFor(sql, s, id, can.view, "view");
  const [c] = await sql.query<any>(
    `with recursive t(id) as (select $1::int union all select f.id from library_folders f join t on f.parent_folder_id = t.id)
     select (select count(*)::int - 1 from t) as folders, count(fi.id)::int as files, coalesce(sum(fi.size), 0)::bigint as size
     from library_files fi where fi.folder_id in (select id from t)`, [id]);
  return {
    id, type: "FOLDER" as const, display_name: folder.display_name, path: (await pathOf(sql, id)).map((p) => p.display_name).join("/"),
    creator: await creatorOf(sql, s, folder.creator_id), created_at: iso(folder.created_at), updated_at: iso(folder.updated_at),
    size: Number(c.size), folders_count: c.folders, files_count: c.files, extension: null, mime_type: null, level: right.level,
    opened_count: 0, last_opened_at: null, version: await itemVersion(sql, "folder", id),
  };
};

export const fileProperties = async (sql: Sql, s: Subjects, id: number) => {
  const { file, right } = await fileFor(sql, s, id, can.view, "view");
  const path = file.folder_id === null ? [] : (await pathOf(sql, file.folder_id)).map((p) => p.display_name);
  const [log] = await sql.query<any>("select opened_count, last_opened_at from library_file_user_log where user_id = $1 and file_id = $2", [s.user.userId, id]);
  return {
    id, type: "FILE" as const, display_name: file.display_name, path: [...path, file.display_name].join("/"),
    creator: await creatorOf(sql, s, file.creator_id), created_at: iso(file.created_at), updated_at: iso(file.updated_at),
    size: Number(file.size), folders_count: 0, files_count: 1, extension: file.extension, mime_type: file.mime_type, level: right.level,
    opened_count: log?.opened_count ?? 0, last_opened_at: log ? iso(log.last_opened_at) : null, version: await itemVersion(sql, "file", id),
  };
};
