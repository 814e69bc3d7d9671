import type { Sql } from "../../db/types.js";
import { can, evaluate, FULL, NONE, type Right, resolveFolders } from "../library/index.js";
import { forbidden, notFound, type Who } from "./run.js";

export { can, FULL, NONE, type Right };

interface Entry { item_id: number; subject_kind: string; subject_id: number; level: number; can_remove: boolean }
export interface FolderRow { id: number; parent_folder_id: number | null; display_name: string; creator_id: number; created_at: any; updated_at: any; version: number }
export interface TrackNode { id: number; folder_id: number | null; creator_id: number }

const entriesOf = (sql: Sql, clientId: number, kind: "folder" | "workflow", ids: readonly number[]) =>
  ids.length
    ? sql.query<Entry>(
      "select item_id, subject_kind, subject_id, level, can_remove from workflow_access where client_id = $1 and item_kind = $2 and item_id = any($3)",
      [clientId, kind, ids])
    : Promise.resolve([] as Entry[]);

/**
 * Rights on workflow folders with the library's rules (library/rights.ts `resolveFolders`: own entries replace
 * inheritance, the user's own entry wins, creator and `tracks.edit` are level 4): the folders and all their
 * ancestors, two queries whatever the count.
 */
export const folderRights = async (sql: Sql, who: Who, ids: readonly number[]) => {
  if (!ids.length) return { rights: new Map<number, Right>(), nodes: [] as FolderRow[] };
  const nodes = await sql.query<FolderRow>(
    `with recursive chain(id) as (
       select id from workflow_folders where id = any($1) and client_id = $2
       union select f.parent_folder_id from workflow_folders f join chain c on f.id = c.id where f.parent_folder_id is not null)
     select f.id, f.parent_folder_id, f.display_name, f.creator_id, f.created_at, f.updated_at, f.version from workflow_folders f join chain c on c.id = f.id`,
    [ids, who.user.clientId]);
  const entries = await entriesOf(sql, who.user.clientId, "folder", nodes.map((n) => n.id));
  return { rights: resolveFolders(nodes, entries, who), nodes };
};

/** Rights on tracks: their own entries, else their folder's right; the creator and `tracks.edit` have level 4. */
export const trackRights = async (sql: Sql, who: Who, tracks: readonly TrackNode[], folders?: Map<number, Right>) => {
  const out = new Map<number, Right>();
  if (!tracks.length) return out;
  const inFolders = folders ?? (await folderRights(sql, who, [...new Set(tracks.flatMap((t) => (t.folder_id === null ? [] : [t.folder_id])))])).rights;
  const own = new Map<number, Entry[]>();
  for (const e of await entriesOf(sql, who.user.clientId, "workflow", tracks.map((t) => t.id))) own.set(e.item_id, [...(own.get(e.item_id) ?? []), e]);
  for (const t of tracks) {
    const inherited = t.folder_id === null ? NONE : (inFolders.get(t.folder_id) ?? NONE);
    out.set(t.id, who.admin || t.creator_id === who.user.userId ? FULL : (evaluate(own.get(t.id), who) ?? inherited));
  }
  return out;
};

/** A folder of the client the user may see (404 otherwise), with their right; 403 when `need` is not met. */
export const folderFor = async (sql: Sql, who: Who, id: number, need: (r: Right) => boolean = can.view) => {
  const { rights, nodes } = await folderRights(sql, who, [id]);
  const folder = nodes.find((n) => n.id === id);
  const right = rights.get(id) ?? NONE;
  if (!folder || !can.view(right)) throw notFound();
  if (!need(right)) throw forbidden("workflows.errors.noRight");
  return { folder, right, nodes, rights };
};

/** Where new folders and tracks go: a folder where the user is Editor, or the top (for `tracks.edit` only). */
export const targetFolder = async (sql: Sql, who: Who, id: number | null) => {
  if (id === null) {
    if (!who.admin) throw forbidden("workflows.errors.topLevel");
    return null;
  }
  return (await folderFor(sql, who, id, can.write)).folder;
};
