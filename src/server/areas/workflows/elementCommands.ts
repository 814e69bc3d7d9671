import { WORKFLOW_LIMITS } from "../../../../services/contract/workflows.js";
import type { Db, Sql } from "../../db/types.js";
import { nextId, retrying, transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { checkElement } from "./elementRules.js";
import { STREAMS } from "./facts.js";
import { taskChanged } from "./publication.js";
import { can } from "./rights.js";
import { invalid, metaOf, notFound, type Who } from "./run.js";
import { trackFor } from "./trackQueries.js";
import type { SaveElement } from "../../../../services/contract/workflows.js";

type Save = typeof SaveElement.Type;

/**
 * Every task change also appends to the track's publication stream: edits of two different tasks of one track at
 * the same moment race for its next version. The loser runs again (a stale version the user saw fails again, as it must).
 */
const command = <A>(db: Db, work: (tx: Sql) => Promise<A>) => retrying(3, () => transact(db, work));

/** A task of the client (404 otherwise) and its track, which the user must be able to edit. */
export const elementFor = async (sql: Sql, who: Who, id: number) => {
  const [row] = await sql.query<{ id: number; workflow_id: number; position: number; version: number }>(
    "select id, workflow_id, position, version from workflow_elements where id = $1 and client_id = $2", [id, who.user.clientId]);
  if (!row) throw notFound();
  const { track } = await trackFor(sql, who, row.workflow_id, can.write);
  return { element: row, track };
};

/** Adds a task at `group_position_index` (default: last); the tasks from there on move down. Returns its id. */
export const addElement = (db: Db, who: Who, p: Save) =>
  command(db, async (tx) => {
    if (p.element.id !== undefined && p.element.id > 0) throw invalid("payload.element.id", "workflows.errors.newHasId");
    const { track } = await trackFor(tx, who, p.element.workflow_id, can.write);
    if (track.elements_count >= WORKFLOW_LIMITS.elements) throw invalid("payload.element", "workflows.errors.tooManyElements");
    const data = await checkElement(tx, who.user.clientId, track.duration_type, p.element, p.check_content ?? true);
    const id = await nextId(tx, "workflow_element_ids");
    const position = Math.min(p.group_position_index ?? track.elements_count, track.elements_count);
    await appendIn(tx, who.user.clientId, { type: STREAMS.element, id }, 0, [{
      type: "workflowElement.created",
      data: { ...data, workflow_id: track.id, position, is_copy: p.is_copy ?? false, at: who.now.toISOString() },
    }], metaOf(who));
    await taskChanged(tx, who, track.id, id);
    return id;
  });

/** Saves a task; `expectedVersion` is the version its editor showed (a colleague's save meanwhile: 409 naming them). */
export const saveElement = (db: Db, who: Who, p: Save) =>
  command(db, async (tx) => {
    const id = p.element.id;
    if (id === undefined || id <= 0) throw invalid("payload.element.id", "workflows.errors.idRequired");
    const { element, track } = await elementFor(tx, who, id);
    if (element.workflow_id !== p.element.workflow_id) throw invalid("payload.element.workflow_id", "workflows.errors.notThisTrack");
    const data = await checkElement(tx, who.user.clientId, track.duration_type, p.element, p.check_content ?? true);
    await appendIn(tx, who.user.clientId, { type: STREAMS.element, id }, p.expectedVersion ?? element.version, [{
      type: "workflowElement.updated", data: { ...data, at: who.now.toISOString() },
    }], metaOf(who));
    await taskChanged(tx, who, track.id, id);
    return id;
  });

/** Removes a task; the ones after it move up. Returns the track's id. */
export const removeElement = (db: Db, who: Who, id: number, expected?: number) =>
  command(db, async (tx) => {
    const { element, track } = await elementFor(tx, who, id);
    await appendIn(tx, who.user.clientId, { type: STREAMS.element, id }, expected ?? element.version, [{
      type: "workflowElement.removed", data: { workflow_id: track.id, at: who.now.toISOString() },
    }], metaOf(who));
    await taskChanged(tx, who, track.id, id, true);
    return track.id;
  });

/**
 * Reorders a track's tasks: the list names every task of the track once (another track's task, a missing or a
 * repeated one is a 400); the indices give the order, stored re-indexed from 0. Returns the positions as stored and
 * the track's new version: the list names every task, so they are what the projection wrote, and the call answers
 * without reading the track, its rights and its 300 positions again (3 of the call's 16 statements).
 */
export const setPositions = (db: Db, who: Who, workflowId: number, positions: ReadonlyArray<{ id: number; index: number }>, expected?: number) =>
  command(db, async (tx) => {
    const { track } = await trackFor(tx, who, workflowId, can.write);
    const own = new Set((await tx.query<{ id: number }>("select id from workflow_elements where client_id = $1 and workflow_id = $2", [who.user.clientId, workflowId])).map((r) => r.id));
    const seen = new Set<number>();
    const indices = new Set<number>();
    for (const [i, p] of positions.entries()) {
      if (!own.has(p.id)) throw invalid(`payload.workflow_element_positions.${i}.id`, "workflows.errors.notThisTrack");
      if (seen.has(p.id)) throw invalid(`payload.workflow_element_positions.${i}.id`, "workflows.errors.duplicate");
      if (indices.has(p.index)) throw invalid(`payload.workflow_element_positions.${i}.index`, "workflows.errors.duplicate");
      seen.add(p.id);
      indices.add(p.index);
    }
    if (seen.size !== own.size) throw invalid("payload.workflow_element_positions", "workflows.errors.positionsIncomplete");
    const ordered = [...positions].sort((a, b) => a.index - b.index).map((p, index) => ({ id: p.id, index }));
    const [stored] = await appendIn(tx, who.user.clientId, { type: STREAMS.workflow, id: workflowId }, expected ?? track.version, [{
      type: "workflow.positionsSet", data: { positions: ordered, at: who.now.toISOString() },
    }], metaOf(who));
    await taskChanged(tx, who, workflowId, undefined);
    return { workflow_id: workflowId, version: stored.version, items: ordered };
  });
