import { LibraryGroupIds, type LibraryItem, PAGE_DEFAULT } from "../../../../services/contract/library.js";
import { keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import {
  FILE_COLS, FILE_GROUP_SQL, FOLDER_COLS, type FileRow, type FolderRow, favoriteSet, fileItem, folderItem, SHOWN_FILE_SQL,
} from "./items.js";
import { sortKey } from "./names.js";
import { evaluate, FULL, type Right, type Subjects } from "./rights.js";
import { invalid } from "./run.js";

/**
 * Keyset paging of content pages and searches. The order is folders first, then files, each by the stored sort key
 * (natural numeric name order, names.ts) and id. The cursor `last_id` is the last item's id, negated for a file
 * (folders and files are numbered separately), so it stays a plain int in a query string.
 */
export interface PageRequest {
  readonly limit?: number | undefined;
  readonly last_id?: number | null | undefined;
}
interface Cursor {
  readonly kind: 0 | 1;
  readonly key: string;
  readonly id: number;
}

export const cursorIdOf = (i: Pick<LibraryItem, "id" | "type">) => (i.type === "FOLDER" ? i.id : -i.id);

/** The sort position of the item `last_id` names: looked up, so a page may follow a renamed or foreign id safely. */
export const cursorOf = async (sql: Sql, s: Subjects, lastId: number | null | undefined): Promise<Cursor | null> => {
  if (lastId === undefined || lastId === null) return null;
  const id = Math.abs(lastId);
  if (lastId === 0 || id > 2147483647) throw invalid("last_id", "library.page.badCursor");
  const kind = lastId > 0 ? 0 : 1;
  const [row] = await sql.query<{ sort_key: string | null; display_name: string }>(
    `select sort_key, display_name from ${kind === 0 ? "library_folders" : "library_files"} where id = $1 and client_id = $2`, [id, s.user.clientId]);
  // An item removed since the previous page (or another client's id): the client starts again from the top.
  if (!row) throw invalid("last_id", "library.page.badCursor");
  return { kind, key: row.sort_key ?? sortKey(row.display_name), id };
};

const limitOf = (p: PageRequest) => p.limit ?? PAGE_DEFAULT;

/** One page of already sorted items (special roots and searches, whose candidates are few and resolved in memory). */
export const pageInMemory = async (sql: Sql, s: Subjects, items: readonly LibraryItem[], p: PageRequest) => {
  const cursor = await cursorOf(sql, s, p.last_id);
  const limit = limitOf(p);
  const after = cursor
    ? items.filter((i) => {
        const kind = i.type === "FOLDER" ? 0 : 1;
        if (kind !== cursor.kind) return kind > cursor.kind;
        const k = sortKey(i.display_name);
        return k > cursor.key || (k === cursor.key && i.id > cursor.id);
      })
    : items;
  const page = after.slice(0, limit);
  return { items: page, last_id: after.length > limit ? cursorIdOf(page[page.length - 1]) : null };
};

/** Own access entries of the given rows, by id (rows without entries inherit the folder's right). */
const ownEntries = async (sql: Sql, kind: "folder" | "file", ids: readonly number[]) => {
  const map = new Map<number, any[]>();
  if (!ids.length) return map;
  for (const e of await sql.query<any>(
    "select item_id, subject_kind, subject_id, level, can_remove from library_access where item_kind = $1 and item_id = any($2)", [kind, ids])) {
    map.set(e.item_id, [...(map.get(e.item_id) ?? []), e]);
  }
  return map;
};

/** Rights of children of one folder: their own entries, else the folder's right (creators and admins: full). */
const childRights = async (sql: Sql, s: Subjects, kind: "folder" | "file", rows: readonly { id: number; creator_id: number }[], parent: Right) => {
  const own = s.admin ? new Map<number, any[]>() : await ownEntries(sql, kind, rows.map((r) => r.id));
  return new Map(rows.map((r) => [r.id, s.admin || r.creator_id === s.user.userId ? FULL : (evaluate(own.get(r.id), s) ?? parent)]));
};

const BATCH_MIN = 50;

/**
 * A batch of a folder's children in keyset order ($1 folder, $2 limit, [$3 sort key, $4 id] after). The folder was
 * loaded for the user's client and its children always share it, so the query filters by parent only: that way the
 * (parent, sort_key, id) index answers both the lookup and the order even without statistics. Exported for the bench.
 */
export const childrenSql = (kind: "folder" | "file", after: boolean) => {
  const [table, cols, parentCol, extra] = kind === "folder"
    ? ["library_folders", FOLDER_COLS, "parent_folder_id", ""]
    : ["library_files", FILE_COLS, "folder_id", `and ${SHOWN_FILE_SQL}`];
  return `select ${cols}, f.sort_key from ${table} f where f.${parentCol} = $1 ${extra}
    ${keysetTail({ keys: ["f.sort_key", "f.id"] }, after ? `($3::text collate "C", $4::int)` : null, "$2")}`;
};

/** Counts per group of a folder's children ($1 folder; see childrenSql about the client). */
export const GROUPS_SQL = `select ${LibraryGroupIds.folders} as g, count(*)::int as n from library_folders f where f.parent_folder_id = $1
  union all
  select ${FILE_GROUP_SQL} as g, count(*)::int as n from library_files f where f.folder_id = $1 and ${SHOWN_FILE_SQL} group by 1`;

/**
 * Children of `table` under the folder after `after`, as visible rows with rights, until `want` are found or none
 * are left. Reads in index order (parent, sort_key, id), so a page costs O(limit) whatever the folder's size.
 */
const visibleChildren = async <R extends { id: number; creator_id: number; sort_key: string }>(
  sql: Sql, s: Subjects, kind: "folder" | "file", folderId: number, parent: Right, after: Cursor | null, want: number,
) => {
  const out: Array<{ row: R; right: Right }> = [];
  let key = after;
  for (;;) {
    const n = Math.max(want - out.length, BATCH_MIN);
    const rows = await sql.query<R>(childrenSql(kind, !!key), key ? [folderId, n, key.key, key.id] : [folderId, n]);
    const rights = await childRights(sql, s, kind, rows, parent);
    for (const row of rows) if (rights.get(row.id)!.level >= 1) out.push({ row, right: rights.get(row.id)! });
    if (rows.length < n || out.length >= want) return out;
    const last = rows[rows.length - 1];
    key = { kind: kind === "folder" ? 0 : 1, key: last.sort_key, id: last.id };
  }
};

/** Counts per group over the whole folder (two aggregate queries, corrected for the few children hidden by their own entries). */
const folderGroups = async (sql: Sql, s: Subjects, folderId: number) => {
  const counts = new Map<number, number>(Object.values(LibraryGroupIds).map((id) => [id, 0]));
  const rows = await sql.query<{ g: number; n: number }>(GROUPS_SQL, [folderId]);
  for (const r of rows) counts.set(r.g, (counts.get(r.g) ?? 0) + r.n);
  if (!s.admin) {
    const restricted = await sql.query<{ kind: "folder" | "file"; id: number; creator_id: number; g: number }>(
      `select 'folder' as kind, f.id, f.creator_id, ${LibraryGroupIds.folders} as g from library_folders f
         where f.parent_folder_id = $1 and f.client_id = $2 and exists (select 1 from library_access a where a.item_kind = 'folder' and a.item_id = f.id)
       union all
       select 'file', f.id, f.creator_id, ${FILE_GROUP_SQL} from library_files f
         where f.folder_id = $1 and f.client_id = $2 and ${SHOWN_FILE_SQL} and exists (select 1 from library_access a where a.item_kind = 'file' and a.item_id = f.id)`,
      [folderId, s.user.clientId]);
    for (const kind of ["folder", "file"] as const) {
      const mine = restricted.filter((r) => r.kind === kind);
      const own = await ownEntries(sql, kind, mine.map((r) => r.id));
      for (const r of mine) {
        if (r.creator_id !== s.user.userId && (evaluate(own.get(r.id), s)?.level ?? 0) < 1) counts.set(r.g, counts.get(r.g)! - 1);
      }
    }
  }
  return [...counts].map(([id, items_count]) => ({ id, items_count }));
};

/** One page of a real folder's content (the folder is readable with `right`), and the counts of the whole folder. */
export const folderPage = async (sql: Sql, s: Subjects, folderId: number, right: Right, p: PageRequest, zip: boolean) => {
  const cursor = await cursorOf(sql, s, p.last_id);
  const limit = limitOf(p);
  // One more than the page, to know whether another page follows.
  const folders = cursor?.kind === 1 ? [] : await visibleChildren<FolderRow & { sort_key: string }>(sql, s, "folder", folderId, right, cursor, limit + 1);
  const files = folders.length > limit ? []
    : await visibleChildren<FileRow & { sort_key: string }>(sql, s, "file", folderId, right, cursor?.kind === 1 ? cursor : null, limit + 1 - folders.length);
  const more = folders.length + files.length > limit;
  const pageFolders = folders.slice(0, limit);
  const pageFiles = files.slice(0, limit - pageFolders.length);
  const ffav = await favoriteSet(sql, s, "folder", pageFolders.map((f) => f.row.id));
  const fifav = await favoriteSet(sql, s, "file", pageFiles.map((f) => f.row.id));
  const items = [
    ...pageFolders.map(({ row, right: r }) => folderItem(row, r, ffav.has(row.id), zip)),
    ...pageFiles.map(({ row, right: r }) => fileItem(row, r, fifav.has(row.id))),
  ];
  return { items, groups: await folderGroups(sql, s, folderId), last_id: more && items.length ? cursorIdOf(items[items.length - 1]) : null };
};
