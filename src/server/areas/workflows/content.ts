import type { Sql } from "../../db/types.js";
import { keysetTail } from "../../db/keyset.js";
import { categoryNames } from "./categories.js";
import { folderMenu } from "./folders.js";
import { can, folderFor, folderRights, type FolderRow, NONE, type Right, trackRights } from "./rights.js";
import { invalid, type Who } from "./run.js";
import { stateIdOf, TRACK_COLS, type TrackRow } from "./trackQueries.js";

export const SEARCH_MIN = 3;
const iso = (v: unknown) => new Date(v as string).toISOString();

export const trackMenu = (r: Right, canExport: boolean) => [
  ["OPEN", can.view(r)], ["PROPERTIES", can.view(r)], ["COPY", can.view(r)], ["EXPORT", canExport && can.view(r)], ["RENAME", can.write(r)],
  ["MOVE", can.write(r)], ["PUBLISH", can.write(r)], ["ACCESS", can.manage(r)], ["REMOVE_WORKFLOW", can.remove(r)],
].map(([operation_name, enabled]) => ({ operation_name: operation_name as string, enabled: enabled as boolean }));

/**
 * Reads one kind's rows after a cursor in (sort_key, id) order, batch by batch, keeping those the user may see,
 * until `want` are found or the rows run out: unreadable children never shorten a page.
 */
const readVisible = async <R extends { id: number }>(
  fetch: (cursor: number | null, batch: number) => Promise<R[]>, visible: (rows: R[]) => Promise<R[]>, after: number | null, want: number,
) => {
  const out: R[] = [];
  let cursor = after;
  const batch = Math.max(want, 100);
  while (out.length < want) {
    const rows = await fetch(cursor, batch);
    out.push(...(await visible(rows)).slice(0, want - out.length));
    if (rows.length < batch) return { rows: out, more: false };
    cursor = rows[rows.length - 1].id;
  }
  return { rows: out, more: true };
};

/**
 * A content page of the workflow library: the folder's sub-folders, then its tracks, each by natural name order and
 * id; or, with `search` (3 characters or more), every folder and track of the library whose name contains it.
 */
export const workflowContent = async (sql: Sql, who: Who, q: { library_folder_id?: number; search?: string; limit?: number; last_id?: number }) => {
  const c = who.user.clientId;
  const limit = q.limit ?? 200;
  const search = q.search?.trim() ?? "";
  if (search && search.length < SEARCH_MIN) throw invalid("query.search", "workflows.errors.searchTooShort");
  let folder = null;
  let canCreate = who.admin;
  let here: Right | undefined;
  if (q.library_folder_id !== undefined) {
    const f = await folderFor(sql, who, q.library_folder_id);
    here = f.right;
    canCreate = can.write(f.right);
    const byId = new Map(f.nodes.map((n) => [n.id, n]));
    const path: Array<{ id: number; display_name: string }> = [];
    for (let n = byId.get(f.folder.parent_folder_id ?? -1); n; n = n.parent_folder_id === null ? undefined : byId.get(n.parent_folder_id)) {
      if (can.view(f.rights.get(n.id) ?? NONE)) path.unshift({ id: n.id, display_name: n.display_name });
    }
    folder = { id: f.folder.id, display_name: f.folder.display_name, parent_folder_id: f.folder.parent_folder_id, level: f.right.level, path };
  }
  const where = (alias: string, parentCol: string, params: unknown[]) => {
    params.push(c);
    let w = `${alias}.client_id = $1`;
    if (search) {
      params.push(`%${search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      w += ` and lower(${alias}.display_name) like $${params.length}`;
    } else {
      params.push(q.library_folder_id ?? null);
      w += ` and ${alias}.${parentCol} is not distinct from $${params.length}::int`;
    }
    return w;
  };
  const page = <R>(table: string, cols: string, alias: string, parentCol: string) => async (cursor: number | null, batch: number) => {
    const params: unknown[] = [];
    const w = where(alias, parentCol, params);
    let after: string | null = null;
    if (cursor !== null) {
      params.push(cursor);
      after = `(select sort_key, id from ${table} where id = $${params.length})`;
    }
    return sql.query<R>(`select ${cols} from ${table} ${alias} where ${w}${keysetTail({ keys: [`${alias}.sort_key`, `${alias}.id`] }, after, batch)}`, params);
  };
  const last = q.last_id ?? null;
  if (last !== null) {
    const [table, idv] = last > 0 ? ["workflow_folders", last] : ["workflows", -last];
    if (!(await sql.query(`select 1 from ${table} where id = $1 and client_id = $2`, [idv, c])).length) throw invalid("query.last_id", "workflows.errors.badCursor");
  }
  // Folders (unless the cursor is already among the tracks)
  let folders: FolderRow[] = [];
  const folderRightsMap = new Map<number, Right>();
  let more = false;
  if (last === null || last > 0) {
    const r = await readVisible<FolderRow>(
      page("workflow_folders", "f.id, f.parent_folder_id, f.display_name, f.creator_id, f.created_at, f.updated_at, f.version", "f", "parent_folder_id"),
      async (rows) => {
        const { rights } = await folderRights(sql, who, rows.map((x) => x.id));
        for (const [k, v] of rights) folderRightsMap.set(k, v);
        return rows.filter((x) => can.view(rights.get(x.id) ?? NONE));
      },
      last, limit + 1);
    folders = r.rows;
    more = folders.length > limit;
    folders = folders.slice(0, limit);
  }
  let tracks: TrackRow[] = [];
  const trackRightsMap = new Map<number, Right>();
  // also when folders fill the page: one visible track after them means there is a next page
  if (!more) {
    const r = await readVisible<TrackRow>(
      page("workflows", TRACK_COLS, "w", "folder_id"),
      async (rows) => {
        const rights = await trackRights(sql, who, rows, here && !search ? new Map([[q.library_folder_id!, here]]) : undefined);
        for (const [k, v] of rights) trackRightsMap.set(k, v);
        return rows.filter((x) => can.view(rights.get(x.id) ?? NONE));
      },
      last !== null && last < 0 ? -last : null, limit - folders.length + 1);
    more = r.rows.length > limit - folders.length;
    tracks = r.rows.slice(0, limit - folders.length);
  }
  const cats = await categoryNames(sql, c, who.user.language);
  const items = [
    ...folders.map((f) => {
      const r = folderRightsMap.get(f.id) ?? NONE;
      return {
        id: f.id, type: "FOLDER" as const, display_name: f.display_name, level: r.level, removable: can.remove(r), updated_at: iso(f.updated_at),
        settings: {
          workflow_id: null, workflow_type_id: null, workflow_state_id: null, workflow_last_publish_date: null, workflow_not_published_activities_count: 0,
          workflow_category_id: null, workflow_category_name: null, workflow_category_meta_data: null, elements_count: 0,
        },
        context_menu: folderMenu(r),
      };
    }),
    ...tracks.map((t) => {
      const r = trackRightsMap.get(t.id) ?? NONE;
      const cat = t.category_id === null ? undefined : cats.get(t.category_id);
      return {
        id: t.id, type: "FILE" as const, display_name: t.display_name, level: r.level, removable: can.remove(r), updated_at: iso(t.updated_at),
        settings: {
          workflow_id: t.id, workflow_type_id: t.workflow_type_id, workflow_state_id: stateIdOf(t.state_value),
          workflow_last_publish_date: t.last_publish_date ? iso(t.last_publish_date) : null, workflow_not_published_activities_count: t.not_published_count,
          workflow_category_id: t.category_id ?? null, workflow_category_name: cat?.name ?? null,
          workflow_category_meta_data: cat ? { color: cat.color } : null, elements_count: t.elements_count,
        },
        context_menu: trackMenu(r, who.canExport),
      };
    }),
  ];
  const lastItem = items[items.length - 1];
  return { folder, can_create: canCreate, items, last_id: more && lastItem ? (lastItem.type === "FOLDER" ? lastItem.id : -lastItem.id) : null };
};
