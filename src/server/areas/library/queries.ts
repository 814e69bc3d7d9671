import { SEARCH_MIN, SpecialFolderIds } from "../../../../services/contract/library.js";
import type { Sql } from "../../db/types.js";
import { FILE_COLS, FOLDER_COLS, type FileRow, type FolderRow, groupsOf, toItems } from "./items.js";
import { folderPage, type PageRequest, pageInMemory } from "./paging.js";
import { contextMenu, type FolderNode, folderRightsAndNodes, FULL, NONE, resolveFolders, type Subjects } from "./rights.js";
import { invalid, notFound } from "./run.js";

/** The common root of a library type: 1 for the library, 5 for workflows (both display as the common folder). */
export const commonRoot = (type: number) => (type === 2 ? SpecialFolderIds.commonAlias : SpecialFolderIds.common);
export const isCommon = (id: number | null) => id === null || id === SpecialFolderIds.common || id === SpecialFolderIds.commonAlias;
export const isSpecial = (id: number) => id >= 1 && id <= 5;

const SPECIAL_NAMES: Record<number, string> = { 1: "library.root.common", 2: "library.root.filesInTracks", 3: "library.root.availableToMe", 4: "library.root.favourites", 5: "library.root.common" };

/** A folder of the user's client, or 404 (another client's folder does not exist for them). */
export const loadFolder = async (sql: Sql, s: Subjects, id: number): Promise<FolderRow> => {
  const [f] = await sql.query<FolderRow>(`select ${FOLDER_COLS} from library_folders f where f.id = $1 and f.client_id = $2`, [id, s.user.clientId]);
  if (!f) throw notFound();
  return f;
};

export const loadFile = async (sql: Sql, s: Subjects, id: number): Promise<FileRow> => {
  const [f] = await sql.query<FileRow>(`select ${FILE_COLS} from library_files f where f.id = $1 and f.client_id = $2`, [id, s.user.clientId]);
  if (!f) throw notFound();
  return f;
};

/** Ancestors of a folder from the top down (itself last). */
export const pathOf = async (sql: Sql, id: number) =>
  (await sql.query<{ id: number; display_name: string; depth: number }>(
    `with recursive chain(id, display_name, parent_folder_id, depth) as (
       select id, display_name, parent_folder_id, 0 from library_folders where id = $1
       union all select f.id, f.display_name, f.parent_folder_id, c.depth + 1 from library_folders f join chain c on f.id = c.parent_folder_id)
     select id, display_name, depth from chain order by depth desc`, [id])).map(({ id: i, display_name }) => ({ id: i, display_name }));

const folderRowsWhere = (sql: Sql, where: string, params: unknown[]) =>
  sql.query<FolderRow>(`select ${FOLDER_COLS} from library_folders f where ${where}`, params);
const fileRowsWhere = (sql: Sql, where: string, params: unknown[]) =>
  sql.query<FileRow>(`select ${FILE_COLS} from library_files f where ${where}`, params);

/** Rows under a special root: common (top level), files in tracks, available to me (shared with me), favourites. */
const specialRows = async (sql: Sql, s: Subjects, type: number, id: number): Promise<[FolderRow[], FileRow[]]> => {
  const c = s.user.clientId;
  if (isCommon(id)) {
    return [await folderRowsWhere(sql, "f.client_id = $1 and f.library_type_id = $2 and f.parent_folder_id is null", [c, type]),
      await fileRowsWhere(sql, "f.client_id = $1 and f.library_type_id = $2 and f.folder_id is null", [c, type])];
  }
  if (id === SpecialFolderIds.filesInTracks) return [[], await fileRowsWhere(sql, "f.client_id = $1 and f.library_type_id = $2 and f.workflow_id is not null", [c, type])];
  if (id === SpecialFolderIds.favourites) {
    const fav = (kind: string) => `f.client_id = $1 and f.library_type_id = $2 and f.id in (select item_id from library_favorites where user_id = $3 and item_kind = '${kind}')`;
    return [await folderRowsWhere(sql, fav("folder"), [c, type, s.user.userId]), await fileRowsWhere(sql, fav("file"), [c, type, s.user.userId])];
  }
  // Available to me: items with an entry for me, my role or one of my groups, that someone else created.
  const shared = (kind: string) => `f.client_id = $1 and f.library_type_id = $2 and f.creator_id <> $3 and f.id in (
    select item_id from library_access where client_id = $1 and item_kind = '${kind}' and level >= 1 and (
      (subject_kind = 'user' and subject_id = $3) or (subject_kind = 'role' and subject_id = $4) or (subject_kind = 'group' and subject_id = any($5))))`;
  const p = [c, type, s.user.userId, s.user.roleId, [...s.groupIds]];
  return [await folderRowsWhere(sql, shared("folder"), p), await fileRowsWhere(sql, shared("file"), p)];
};

/** A content page: the folder, its visible items (folders first, natural order) and counts per group. */
export const folderContent = async (sql: Sql, s: Subjects, type: number, folderId: number, zip: boolean, page: PageRequest = {}) => {
  if (isSpecial(folderId)) {
    const [folders, files] = await specialRows(sql, s, type, folderId);
    const all = await toItems(sql, s, folders, files, { zip });
    const { items, last_id } = await pageInMemory(sql, s, all, page);
    const shownId = isCommon(folderId) ? commonRoot(type) : folderId;
    const topRight = isCommon(folderId) && s.admin ? FULL : NONE;
    const menu = contextMenu("folder", { level: Math.max(1, topRight.level), remove: false }, false)
      .map((m) => (["CREATE_FOLDER", "UPLOAD"].includes(m.operation_name) ? m : { ...m, enabled: m.operation_name === "OPEN" }));
    return {
      folder: { id: shownId, display_name: SPECIAL_NAMES[folderId], parent_folder_id: null, is_special: true, path: [], context_menu: menu },
      groups: groupsOf(all), items, last_id,
    };
  }
  const folder = await loadFolder(sql, s, folderId);
  if (folder.library_type_id !== type) throw notFound();
  const { rights, nodes } = await folderRightsAndNodes(sql, s, [folder.id]);
  const right = rights.get(folder.id) ?? NONE;
  if (right.level < 1) throw notFound("library.folder.noAccess");
  const { items, groups, last_id } = await folderPage(sql, s, folder.id, right, page, zip);
  // Breadcrumbs from the ancestor rows the rights already read.
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path: Array<{ id: number; display_name: string }> = [];
  for (let n = byId.get(folder.id); n && path.length <= nodes.length; n = n.parent_folder_id === null ? undefined : byId.get(n.parent_folder_id)) {
    path.unshift({ id: n.id, display_name: n.display_name });
  }
  const fav = (await sql.query("select 1 from library_favorites where user_id = $1 and item_kind = 'folder' and item_id = $2", [s.user.userId, folder.id])).length > 0;
  return {
    folder: {
      id: folder.id, display_name: folder.display_name, parent_folder_id: folder.parent_folder_id, is_special: false,
      path, context_menu: contextMenu("folder", right, fav),
    },
    groups, items, last_id,
  };
};

/** Search from 3 characters, case-insensitive, over display names and any string setting, within what the user can read. */
export const filter = async (sql: Sql, s: Subjects, type: number, folderId: number | undefined, search: string, page: PageRequest = {}) => {
  const q = search.trim();
  if ([...q].length < SEARCH_MIN) throw invalid("payload.search", "library.search.tooShort");
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const scope = folderId !== undefined && !isSpecial(folderId) ? folderId : null;
  const under = scope === null ? "" : `and %s in (with recursive t(id) as (select $4::int union all select c.id from library_folders c join t on c.parent_folder_id = t.id) select id from t)`;
  const params = scope === null ? [s.user.clientId, type, like] : [s.user.clientId, type, like, scope];
  const folders = await folderRowsWhere(sql, `f.client_id = $1 and f.library_type_id = $2 and lower(f.display_name) like $3 ${under.replace("%s", "f.parent_folder_id")}`, params);
  const files = await fileRowsWhere(sql,
    `f.client_id = $1 and f.library_type_id = $2 and (lower(f.display_name) like $3 or exists (
       select 1 from jsonb_each_text(f.settings) kv where lower(kv.value) like $3)) ${under.replace("%s", "f.folder_id")}`, params);
  const all = await toItems(sql, s, folders, files);
  const { items, last_id } = await pageInMemory(sql, s, all, page);
  return {
    folder: { id: scope ?? commonRoot(type), display_name: "library.search.results", parent_folder_id: null, is_special: scope === null, path: [], context_menu: [] },
    groups: groupsOf(all), items, last_id,
  };
};

/**
 * Every folder of a client and library type, with only what the tree needs ($1 client, $2 type), as one JSON
 * array of [id, parent, name, creator]: one value to decode instead of 2k rows (PGlite's row decoding was most of
 * the tree's cost; EXPLAIN ANALYZE shows the scan itself at ~2 ms).
 */
export const TREE_SQL = `select coalesce(json_agg(json_build_array(f.id, f.parent_folder_id, f.display_name, f.creator_id) order by f.sort_key, f.id), '[]')::text as j
  from library_folders f where f.client_id = $1 and f.library_type_id = $2`;

/** The folder tree the user may see (copyMove: only folders they may write into, without the moved folder's subtree). */
export const treeMenu = async (sql: Sql, s: Subjects, type: number, o: { writable?: boolean; exclude?: number; selected?: number }) => {
  // Only what the tree needs, already in natural order (the stored sort key): no timestamps to parse, no sort in JS.
  const [{ j }] = await sql.query<{ j: string }>(TREE_SQL, [s.user.clientId, type]);
  const all = (JSON.parse(j) as Array<[number, number | null, string, number]>)
    .map(([id, parent_folder_id, display_name, creator_id]) => ({ id, parent_folder_id, display_name, creator_id }));
  // Administrators have every right: their tree needs no access entries.
  const entries = s.admin ? [] : await sql.query<any>(
    `select item_id, subject_kind, subject_id, level, can_remove from library_access where client_id = $1 and item_kind = 'folder'`, [s.user.clientId]);
  const rights = resolveFolders(all, entries, s);
  const min = o.writable ? 2 : 1;
  const byId = new Map<number, FolderNode>(all.map((f) => [f.id, f]));
  const excluded = new Set<number>();
  if (o.exclude !== undefined) {
    // A folder is excluded when the moved folder is itself or one of its ancestors.
    const isUnder = (f: FolderNode | undefined): boolean => !!f && (f.id === o.exclude || excluded.has(f.id) || (f.parent_folder_id !== null && isUnder(byId.get(f.parent_folder_id))));
    for (const f of all) if (isUnder(f)) excluded.add(f.id);
  }
  const shown = all.filter((f) => (rights.get(f.id)?.level ?? 0) >= min && !excluded.has(f.id));
  const shownIds = new Set(shown.map((f) => f.id));
  const root = commonRoot(type);
  const withChildren = new Set(shown.map((f) => (f.parent_folder_id !== null && shownIds.has(f.parent_folder_id) ? f.parent_folder_id : root)));
  const items = shown
    .map((f) => ({
      id: f.id, root_folder_id: root, parent_folder_id: f.parent_folder_id !== null && shownIds.has(f.parent_folder_id) ? f.parent_folder_id : root,
      display_name: f.display_name, first_level: false, has_children: withChildren.has(f.id), level: rights.get(f.id)!.level,
    }));
  const roots = o.writable
    ? s.admin ? [root] : []
    : type === 2 ? [root, SpecialFolderIds.availableToMe, SpecialFolderIds.favourites] : [1, 2, 3, 4];
  const head = roots.map((id) => ({
    id, root_folder_id: id, parent_folder_id: null, display_name: SPECIAL_NAMES[id], first_level: true,
    has_children: id === root && withChildren.has(root), level: id === root && s.admin ? 4 : 1,
  }));
  return { items: [...head, ...items], settings: { selected_id: o.selected ?? null } };
};
