import type { WorkflowExport } from "../../../../services/contract/workflows.js";
import type { Db, Sql } from "../../db/types.js";
import { nextId, transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { checkElement } from "./elementRules.js";
import { elementView } from "./elementQueries.js";
import { STREAMS } from "./facts.js";
import { taskChanged } from "./publication.js";
import { can, targetFolder } from "./rights.js";
import { forbidden, invalid, metaOf, type Who } from "./run.js";
import { appendNewTrack, normalizeTrack } from "./trackCommands.js";
import { trackFor, type TrackRow } from "./trackQueries.js";

type ExportElement = WorkflowExport["elements"][number];

const settingsOf = (t: TrackRow) => ({
  display_name: t.display_name, description: t.description ?? null, workflow_type_id: t.workflow_type_id, category_id: t.category_id ?? null,
  duration_type: t.duration_type, workflow_checkpoint_id: t.checkpoint_id ?? null, workflow_checkpoint_custom_date: t.checkpoint_custom_date ?? null,
  start_date: t.start_date ?? null, end_date: t.end_date ?? null,
});

const elementsOf = async (sql: Sql, clientId: number, workflowId: number): Promise<ExportElement[]> =>
  (await sql.query<any>(
    `select id, workflow_id, position, title, type_id, assigned_role_id, side_id, recommended_time, start_date_rel, end_date_rel,
       to_char(start_date_abs, 'YYYY-MM-DD') as start_date_abs, to_char(end_date_abs, 'YYYY-MM-DD') as end_date_abs, content, content_complete,
       is_published, updated_at, version
     from workflow_elements where client_id = $1 and workflow_id = $2 order by position, id`, [clientId, workflowId]))
    .map(elementView).map((e) => ({
      title: e.title, workflow_element_type_id: e.workflow_element_type_id, assigned_role_id: e.assigned_role_id,
      workflow_element_side_id: e.workflow_element_side_id as 1 | 2, recommended_time: e.recommended_time, start_date_rel: e.start_date_rel,
      end_date_rel: e.end_date_rel, start_date_abs: e.start_date_abs, end_date_abs: e.end_date_abs, content: e.content,
    }));

/** Appends a new track's tasks in order (each checked as a save would, without asking for complete content). */
export type { ExportElement };
export const appendElements = async (
  tx: Sql, who: Who, workflowId: number, durationType: string, elements: readonly ExportElement[], path: string, isCopy = true,
) => {
  for (const [i, e] of elements.entries()) {
    const data = await checkElement(tx, who.user.clientId, durationType, { ...e, workflow_id: workflowId }, false)
      .catch((err) => { throw err?.fields?.[0] ? invalid(`${path}.${i}.${String(err.fields[0].path).replace(/^payload\.element\./, "")}`, err.messageId) : err; });
    const id = await nextId(tx, "workflow_element_ids");
    await appendIn(tx, who.user.clientId, { type: STREAMS.element, id }, 0, [{
      type: "workflowElement.created", data: { ...data, workflow_id: workflowId, position: i, is_copy: isCopy, at: who.now.toISOString() },
    }], metaOf(who));
    await taskChanged(tx, who, workflowId, id);
  }
};

/** Appends a draft copy of a track with its tasks into a folder (the caller checked both). Returns its id. */
export const appendTrackCopy = async (tx: Sql, who: Who, track: TrackRow, target: number | null) => {
  const copy = await appendNewTrack(tx, who, target, settingsOf(track), { copied_from: track.id });
  await appendElements(tx, who, copy, track.duration_type, await elementsOf(tx, who.user.clientId, track.id), "payload.elements");
  return copy;
};

/** Copies a track (Reader of it, Editor where it goes) with its tasks: the copy is a draft. Returns its id. */
export const copyTrack = (db: Db, who: Who, id: number, target: number | null) =>
  transact(db, async (tx) => {
    const { track } = await trackFor(tx, who, id, can.view);
    await targetFolder(tx, who, target);
    return appendTrackCopy(tx, who, track, target);
  });

/** The export file of a track (needs `tracks.export` and Reader): its settings and tasks, without ids. */
export const exportTrack = async (sql: Sql, who: Who, id: number) => {
  if (!who.canExport) throw forbidden("workflows.errors.noExport");
  const { track } = await trackFor(sql, who, id);
  const data: WorkflowExport = {
    format: "stride.workflow", format_version: 1,
    workflow: settingsOf(track) as WorkflowExport["workflow"],
    elements: await elementsOf(sql, who.user.clientId, id),
  };
  return { name: `${track.display_name}.json`, bytes: new TextEncoder().encode(JSON.stringify(data, null, 2)) };
};

/** Imports an exported track into a folder (Editor there): a new draft, checked like a new track and its tasks. */
export const importTrack = (db: Db, who: Who, folderId: number | null, data: WorkflowExport) =>
  transact(db, async (tx) => {
    await targetFolder(tx, who, folderId);
    const settings = await normalizeTrack(tx, who, data.workflow, "payload.data.workflow")
      .catch(async (e) => {
        // a category of another client (or since removed) is dropped rather than refused
        if (e?.fields?.[0]?.path === "payload.data.workflow.category_id") return normalizeTrack(tx, who, { ...data.workflow, category_id: null }, "payload.data.workflow");
        throw e;
      });
    const id = await appendNewTrack(tx, who, folderId, settings, { imported: true });
    await appendElements(tx, who, id, settings.duration_type, data.elements, "payload.data.elements");
    return id;
  });
