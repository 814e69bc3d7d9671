import { WORKFLOW_LIMITS } from "../../../../services/contract/workflows.js";
import type { Db, Sql } from "../../db/types.js";
import { nextId, transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { STREAMS } from "./facts.js";
import { can, folderFor, folderRights, NONE, targetFolder, trackRights } from "./rights.js";
import { invalid, metaOf, type Who } from "./run.js";
import { TRACK_COLS, type TrackRow } from "./trackQueries.js";
import { appendTrackCopy } from "./transfer.js";

/**
 * Copies a workflow folder (spec 001 §8, copy per kind `wfFolder`) into a folder or the top: the folder, the
 * sub-folders and tracks under it that the user may read (Reader of the source), into a target they edit. The
 * copies are new folders of the copier without access entries of their own (they inherit the target's), and the
 * tracks are drafts like a track's copy. The top copy takes the source's name, numbered " (2)", " (3)"... when the
 * target has a folder of that name. Copying a folder into itself or under itself is refused; so is a folder with
 * more tracks than one copy may take (`WORKFLOW_LIMITS.copyTracks`), rather than one very long transaction.
 */
export const copyFolder = (db: Db, who: Who, id: number, target: number | null) =>
  transact(db, async (tx) => {
    const { folder } = await folderFor(tx, who, id, can.view);
    if (target !== null) {
      const { nodes } = await folderFor(tx, who, target, can.write);
      if (nodes.some((n) => n.id === id)) throw invalid("payload.target_folder_id", "workflows.errors.copyIntoItself");
    } else await targetFolder(tx, who, null);
    const folders = await readableSubtree(tx, who, id);
    const tracks = await readableTracks(tx, who, folders.map((f) => f.id));
    if (tracks.length > WORKFLOW_LIMITS.copyTracks) throw invalid("payload.workflow_folder_id", "workflows.errors.copyTooLarge");
    const copies = new Map<number, number>();
    for (const f of folders) {
      const parent = f.id === id ? target : copies.get(f.parent_folder_id ?? 0);
      if (parent === undefined) continue;
      const name = f.id === id ? await freeName(tx, who, target, folder.display_name) : f.display_name;
      const copy = await nextId(tx, "workflow_folder_ids");
      await appendIn(tx, who.user.clientId, { type: STREAMS.folder, id: copy }, 0, [{
        type: "workflowFolder.created",
        data: { parent_folder_id: parent, display_name: name, creator_id: who.user.userId, copied_from: f.id, at: who.now.toISOString() },
      }], metaOf(who));
      copies.set(f.id, copy);
    }
    for (const t of tracks) await appendTrackCopy(tx, who, t, copies.get(t.folder_id ?? 0) ?? null);
    return copies.get(id)!;
  });

/** The folder and its sub-folders, parents before children, without those the user may not read (and what is under them). */
const readableSubtree = async (tx: Sql, who: Who, id: number) => {
  const all = await tx.query<{ id: number; parent_folder_id: number | null; display_name: string }>(
    `with recursive sub(id, depth) as (
       select id, 0 from workflow_folders where client_id = $1 and id = $2
       union select f.id, s.depth + 1 from workflow_folders f join sub s on f.parent_folder_id = s.id where f.client_id = $1)
     select f.id, f.parent_folder_id, f.display_name from sub join workflow_folders f on f.id = sub.id order by sub.depth, f.sort_key, f.id`,
    [who.user.clientId, id]);
  const { rights } = await folderRights(tx, who, all.map((f) => f.id));
  const kept = new Set<number>();
  return all.filter((f) => {
    const ok = can.view(rights.get(f.id) ?? NONE) && (f.id === id || kept.has(f.parent_folder_id ?? 0));
    if (ok) kept.add(f.id);
    return ok;
  });
};

const readableTracks = async (tx: Sql, who: Who, folderIds: readonly number[]) => {
  const rows = await tx.query<TrackRow>(
    `select ${TRACK_COLS} from workflows w where w.client_id = $1 and w.folder_id = any($2::int[]) order by w.sort_key, w.id`,
    [who.user.clientId, folderIds]);
  const rights = await trackRights(tx, who, rows);
  return rows.filter((t) => can.view(rights.get(t.id) ?? NONE));
};

/** The name itself when the target has no folder of that name, else the first free "name (n)". */
const freeName = async (tx: Sql, who: Who, parent: number | null, name: string) => {
  const taken = new Set((await tx.query<{ n: string }>(
    "select lower(display_name) as n from workflow_folders where client_id = $1 and parent_folder_id is not distinct from $2", [who.user.clientId, parent])).map((r) => r.n));
  if (!taken.has(name.toLowerCase())) return name;
  for (let i = 2; ; i++) if (!taken.has(`${name} (${i})`.toLowerCase())) return `${name} (${i})`;
};
