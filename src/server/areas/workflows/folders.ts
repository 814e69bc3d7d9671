import type { WorkflowFolder } from "../../../../services/contract/workflows.js";
import type { Db, Sql } from "../../db/types.js";
import { appendIn } from "../../events/store.js";
import { nextId, transact } from "../../events/command.js";
import { STREAMS } from "./facts.js";
import { can, folderFor, folderRights, type FolderRow, type Right, targetFolder } from "./rights.js";
import { invalid, metaOf, type Who } from "./run.js";
import { removeTracksIn } from "./trackCommands.js";

const iso = (v: unknown) => new Date(v as string).toISOString();

/** The operations of a folder's menu, each enabled by the same rule its handler checks. */
export const folderMenu = (r: Right) => [
  ["OPEN", can.view(r)], ["PROPERTIES", can.view(r)], ["COPY", can.view(r)], ["CREATE_FOLDER", can.write(r)], ["CREATE_WORKFLOW", can.write(r)],
  ["RENAME", can.write(r)], ["MOVE", can.write(r)], ["ACCESS", can.manage(r)], ["REMOVE_FOLDER", can.remove(r)],
].map(([operation_name, enabled]) => ({ operation_name: operation_name as string, enabled: enabled as boolean }));

export const folderView = (f: FolderRow, r: Right): WorkflowFolder => ({
  id: f.id, parent_folder_id: f.parent_folder_id, display_name: f.display_name, creator_id: f.creator_id,
  created_at: iso(f.created_at), updated_at: iso(f.updated_at), level: r.level, removable: can.remove(r), version: f.version,
  context_menu: folderMenu(r),
});

export const folderById = async (sql: Sql, who: Who, id: number) => {
  const { folder, right } = await folderFor(sql, who, id);
  return folderView(folder, right);
};

/** Every folder of the client the user can see, one query plus the access entries (the tree menu). */
export const tree = async (sql: Sql, who: Who) => {
  const all = await sql.query<{ id: number }>("select id from workflow_folders where client_id = $1 order by sort_key, id", [who.user.clientId]);
  const { rights, nodes } = await folderRights(sql, who, all.map((r) => r.id));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const visible = all.map((r) => byId.get(r.id)!).filter((n) => can.view(rights.get(n.id) ?? { level: 0, remove: false }));
  const parents = new Set(visible.map((n) => n.parent_folder_id));
  const shown = new Set(visible.map((n) => n.id));
  return {
    items: visible.map((n) => ({
      id: n.id,
      // a folder under one the user cannot see shows at the top
      parent_folder_id: n.parent_folder_id !== null && shown.has(n.parent_folder_id) ? n.parent_folder_id : null,
      display_name: n.display_name, has_children: parents.has(n.id), level: rights.get(n.id)?.level ?? 0,
    })),
  };
};

const nameTaken = async (sql: Sql, who: Who, parent: number | null, name: string, except?: number) =>
  (await sql.query(
    "select 1 from workflow_folders where client_id = $1 and parent_folder_id is not distinct from $2 and lower(display_name) = lower($3) and id <> $4",
    [who.user.clientId, parent, name.trim(), except ?? 0])).length > 0;

export const createFolder = (db: Db, who: Who, parent: number | null, name: string) =>
  transact(db, async (tx) => {
    await targetFolder(tx, who, parent);
    if (await nameTaken(tx, who, parent, name)) throw invalid("payload.display_name", "workflows.errors.nameTaken");
    const id = await nextId(tx, "workflow_folder_ids");
    await appendIn(tx, who.user.clientId, { type: STREAMS.folder, id }, 0, [{
      type: "workflowFolder.created",
      data: { parent_folder_id: parent, display_name: name.trim(), creator_id: who.user.userId, at: who.now.toISOString() },
    }], metaOf(who));
    return id;
  });

export const renameFolder = (db: Db, who: Who, id: number, name: string, expected?: number) =>
  transact(db, async (tx) => {
    const { folder } = await folderFor(tx, who, id, can.write);
    if (await nameTaken(tx, who, folder.parent_folder_id, name, id)) throw invalid("payload.display_name", "workflows.errors.nameTaken");
    await appendIn(tx, who.user.clientId, { type: STREAMS.folder, id }, expected ?? folder.version, [{
      type: "workflowFolder.renamed", data: { display_name: name.trim(), at: who.now.toISOString() },
    }], metaOf(who));
  });

export const moveFolder = (db: Db, who: Who, id: number, target: number | null) =>
  transact(db, async (tx) => {
    const { folder } = await folderFor(tx, who, id, can.write);
    if (target !== null) {
      const { nodes } = await folderFor(tx, who, target, can.write);
      // the target's ancestors (and itself) must not include the folder: no cycles
      if (nodes.some((n) => n.id === id)) throw invalid("payload.target_folder_id", "workflows.errors.moveIntoItself");
    } else await targetFolder(tx, who, null);
    if (await nameTaken(tx, who, target, folder.display_name, id)) throw invalid("payload.target_folder_id", "workflows.errors.nameTaken");
    await appendIn(tx, who.user.clientId, { type: STREAMS.folder, id }, folder.version, [{
      type: "workflowFolder.moved", data: { parent_folder_id: target, at: who.now.toISOString() },
    }], metaOf(who));
  });

/** Removes folders with everything in them (sub-folders and their tracks); needs the remove right on each. */
export const removeFolders = (db: Db, who: Who, ids: readonly number[]) =>
  transact(db, async (tx) => {
    for (const [i, id] of ids.entries()) {
      const { right } = await folderFor(tx, who, id).catch(() => { throw invalid(`payload.folder_ids.${i}`, "workflows.errors.notFound"); });
      if (!can.remove(right)) throw invalid(`payload.folder_ids.${i}`, "workflows.errors.noRight");
    }
    const all = await tx.query<{ id: number; depth: number }>(
      `with recursive sub(id, depth) as (
         select id, 0 from workflow_folders where client_id = $1 and id = any($2)
         union select f.id, s.depth + 1 from workflow_folders f join sub s on f.parent_folder_id = s.id where f.client_id = $1)
       select id, max(depth)::int as depth from sub group by id order by max(depth) desc, id`, [who.user.clientId, ids]);
    const folderIds = all.map((f) => f.id);
    await removeTracksIn(tx, who, folderIds);
    for (const f of all) {
      await appendIn(tx, who.user.clientId, { type: STREAMS.folder, id: f.id }, (await tx.query<{ version: number }>(
        "select version from workflow_folders where id = $1", [f.id]))[0].version, [{ type: "workflowFolder.removed", data: { at: who.now.toISOString() } }], metaOf(who));
    }
    return folderIds.filter((id) => ids.includes(id));
  });
