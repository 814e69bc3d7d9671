import { LibraryGroupIds, type LibraryItem } from "../../../../services/contract/library.js";
import type { Sql } from "../../db/types.js";
import { typeNameOf } from "../../files/kinds.js";
import { sortKey } from "./names.js";
import { contextMenu, evaluate, FULL, fileRights, folderRights, type Right, type Subjects } from "./rights.js";

export const FOLDER_COLS = "f.id, f.client_id, f.library_type_id, f.parent_folder_id, f.display_name, f.creator_id, f.created_at, f.updated_at";
export const FILE_COLS = `f.id, f.client_id, f.library_type_id, f.folder_id, f.display_name, f.extension, f.mime_type, f.size,
  f.general_file_type_id, f.storage_key, f.show_in_files, f.workflow_id, f.settings, f.creator_id, f.created_at, f.updated_at`;

export interface FolderRow {
  id: number; client_id: number; library_type_id: number; parent_folder_id: number | null; display_name: string;
  creator_id: number; created_at: Date | string; updated_at: Date | string;
}
export interface FileRow {
  id: number; client_id: number; library_type_id: number; folder_id: number | null; display_name: string; extension: string;
  mime_type: string; size: number | string; general_file_type_id: number; storage_key: string; show_in_files: boolean;
  workflow_id: number | null; settings?: Record<string, any> | string | null; creator_id: number; created_at: Date | string; updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const MEDIA = new Set([1, 3, 4, 16, 17]);
/** Image files (hidden from content pages unless show_in_files, spec 001 §5). */
export const IMAGE_TYPES = new Set([1, 16, 17]);

export const fileGroup = (f: FileRow) =>
  f.library_type_id === 2 || f.workflow_id !== null ? LibraryGroupIds.workflows
    : f.general_file_type_id === 14 ? LibraryGroupIds.scorm
      : MEDIA.has(f.general_file_type_id) ? LibraryGroupIds.media : LibraryGroupIds.documents;

/** fileGroup in SQL (over library_files f), for counting a folder's groups without loading its rows. */
export const FILE_GROUP_SQL = `case when f.library_type_id = 2 or f.workflow_id is not null then ${LibraryGroupIds.workflows}
  when f.general_file_type_id = 14 then ${LibraryGroupIds.scorm} when f.general_file_type_id in (${[...MEDIA]}) then ${LibraryGroupIds.media}
  else ${LibraryGroupIds.documents} end`;
/** Files a content page shows: images only when show_in_files. */
export const SHOWN_FILE_SQL = `(f.show_in_files or f.general_file_type_id not in (${[...IMAGE_TYPES]}))`;

const folderSettings = {
  file_type_name: null, extension: null, mime_type: null, size: null, show_in_files: true, workflow_id: null,
  user_workflow_task_id: null, workflow_element_content_section_item_id: null, workflow_last_publish_date: null,
  workflow_not_published_activities_count: 0, workflow_category_meta_data: null, workflow_category_name: null,
};

export const folderItem = (f: FolderRow, r: Right, favorite: boolean, zip = true): LibraryItem => ({
  id: f.id, display_name: f.display_name, type: "FOLDER", group_id: LibraryGroupIds.folders, element: 0,
  library_type_id: f.library_type_id, parent_folder_id: f.parent_folder_id, creator_id: f.creator_id,
  created_at: iso(f.created_at), updated_at: iso(f.updated_at), is_favorite: favorite, level: r.level,
  removable: r.remove || r.level >= 4, settings: folderSettings,
  context_menu: contextMenu("folder", r, favorite).map((m) => (m.operation_name === "DOWNLOAD" ? { ...m, enabled: m.enabled && zip } : m)),
});

/** SCORM title and version from a file's settings (jsonb: an object, or text from some drivers). */
const scormOf = (f: FileRow) => {
  if (f.general_file_type_id !== 14) return {};
  const st = (typeof f.settings === "string" ? JSON.parse(f.settings) : f.settings) ?? {};
  return { scorm_title: typeof st.scorm_title === "string" ? st.scorm_title : null, scorm_version: typeof st.scorm_version === "string" ? st.scorm_version : null };
};

export const fileItem = (f: FileRow, r: Right, favorite: boolean): LibraryItem => ({
  id: f.id, display_name: f.display_name, type: "FILE", group_id: fileGroup(f), element: f.general_file_type_id,
  library_type_id: f.library_type_id, parent_folder_id: f.folder_id, creator_id: f.creator_id,
  created_at: iso(f.created_at), updated_at: iso(f.updated_at), is_favorite: favorite, level: r.level,
  removable: r.remove || r.level >= 4,
  settings: {
    ...folderSettings, file_type_name: typeNameOf(f.general_file_type_id), extension: f.extension, mime_type: f.mime_type,
    size: Number(f.size), show_in_files: f.show_in_files, workflow_id: f.workflow_id, ...scormOf(f),
  },
  context_menu: contextMenu("file", r, favorite),
});

/** Which of `ids` the user marked favourite: a range read of their favourites (few) rather than a probe per id. */
export const favoriteSet = async (sql: Sql, s: Subjects, kind: "folder" | "file", ids: number[]) => {
  if (!ids.length) return new Set<number>();
  const wanted = new Set(ids);
  return new Set((await sql.query<{ item_id: number }>(
    "select item_id from library_favorites where user_id = $1 and item_kind = $2", [s.user.userId, kind])).map((r) => r.item_id).filter((id) => wanted.has(id)));
};

/** Rights of folders whose parents may differ: the parents' chains and the folders' own entries, in a few queries. */
export const rightsOfFolders = async (sql: Sql, s: Subjects, rows: readonly FolderRow[]): Promise<Map<number, Right>> => {
  const parents = [...new Set(rows.map((r) => r.parent_folder_id).filter((p): p is number => p !== null))];
  const up = await folderRights(sql, s, parents);
  const out = new Map<number, Right>();
  if (!rows.length) return out;
  const own = new Map<number, any[]>();
  for (const e of await sql.query<any>(
    "select item_id, subject_kind, subject_id, level, can_remove from library_access where item_kind = 'folder' and item_id = any($1)",
    [rows.map((r) => r.id)])) {
    own.set(e.item_id, [...(own.get(e.item_id) ?? []), e]);
  }
  for (const f of rows) {
    const inherited = f.parent_folder_id === null ? { level: 0, remove: false } : (up.get(f.parent_folder_id) ?? { level: 0, remove: false });
    out.set(f.id, s.admin || f.creator_id === s.user.userId ? FULL : (evaluate(own.get(f.id), s) ?? inherited));
  }
  return out;
};

/** Rights of files whose folders may differ. */
export const rightsOfFiles = async (sql: Sql, s: Subjects, rows: readonly FileRow[]) => {
  const folders = [...new Set(rows.map((r) => r.folder_id).filter((p): p is number => p !== null))];
  return fileRights(sql, s, rows, await folderRights(sql, s, folders));
};

export interface ToItemsOptions {
  readonly zip?: boolean;
  /** Keep image files that are not marked show_in_files (pickers); content pages hide them. */
  readonly keepHiddenImages?: boolean;
}

/** Rows in the keyset order of content pages: the stored sort key (names.ts), then id. */
const sortedByName = <R extends { id: number; display_name: string }>(rows: readonly R[]) =>
  rows.map((r) => ({ r, k: sortKey(r.display_name) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.r.id - b.r.id)).map((x) => x.r);

/** Turns rows into visible items with rights, favourites and menus; sorted folders first, natural order by name. */
export const toItems = async (sql: Sql, s: Subjects, folders: readonly FolderRow[], files: readonly FileRow[], o: ToItemsOptions = {}) => {
  const fileRows = o.keepHiddenImages ? files : files.filter((f) => f.show_in_files || !IMAGE_TYPES.has(f.general_file_type_id));
  const [fr, fir, ffav, fifav] = [
    await rightsOfFolders(sql, s, folders), await rightsOfFiles(sql, s, fileRows),
    await favoriteSet(sql, s, "folder", folders.map((f) => f.id)), await favoriteSet(sql, s, "file", fileRows.map((f) => f.id)),
  ];
  const out: LibraryItem[] = [];
  for (const f of sortedByName(folders)) {
    const r = fr.get(f.id)!;
    if (r.level >= 1) out.push(folderItem(f, r, ffav.has(f.id), o.zip ?? true));
  }
  for (const f of sortedByName(fileRows)) {
    const r = fir.get(f.id)!;
    if (r.level >= 1) out.push(fileItem(f, r, fifav.has(f.id)));
  }
  return out;
};

/** Counts per group (every group, so the page can show empty ones while searching). */
export const groupsOf = (items: readonly LibraryItem[]) =>
  Object.values(LibraryGroupIds).map((id) => ({ id, items_count: items.filter((i) => i.group_id === id).length }));
