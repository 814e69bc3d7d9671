import type { CreateWorkflow, WorkflowInput } from "../../../../services/contract/workflows.js";
import type { Db, Sql } from "../../db/types.js";
import { nextId, transact } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { categories } from "./categories.js";
import { STREAMS } from "./facts.js";
import { can, targetFolder } from "./rights.js";
import { invalid, metaOf, type Who } from "./run.js";
import { trackFor } from "./trackQueries.js";

type Input = typeof WorkflowInput.Type;

/** The track's settings as the events carry them (null for what does not apply to its start point). */
export const normalizeTrack = async (sql: Sql, who: Who, p: Input, path = "payload") => {
  const rel = p.duration_type === "RELATION";
  if (rel) {
    if (p.start_date || p.end_date) throw invalid(`${path}.${p.start_date ? "start_date" : "end_date"}`, "workflows.errors.mixedDates");
    if (!p.workflow_checkpoint_id) throw invalid(`${path}.workflow_checkpoint_id`, "workflows.errors.checkpointRequired");
    if (p.workflow_checkpoint_id === 7 && !p.workflow_checkpoint_custom_date) throw invalid(`${path}.workflow_checkpoint_custom_date`, "workflows.errors.customDateRequired");
  } else {
    if (p.workflow_checkpoint_id || p.workflow_checkpoint_custom_date) throw invalid(`${path}.workflow_checkpoint_id`, "workflows.errors.mixedDates");
    if (!p.start_date) throw invalid(`${path}.start_date`, "workflows.errors.dateRequired");
    if (!p.end_date) throw invalid(`${path}.end_date`, "workflows.errors.dateRequired");
    if (p.end_date < p.start_date) throw invalid(`${path}.end_date`, "workflows.errors.endBeforeStart");
  }
  const category = p.category_id ?? null;
  if (category !== null && !(await categories(sql, who.user.clientId, "en")).some((c) => c.id === category)) {
    throw invalid(`${path}.category_id`, "workflows.errors.unknownCategory");
  }
  return {
    display_name: p.display_name.trim(), description: p.description ?? null, workflow_type_id: p.workflow_type_id, category_id: category,
    duration_type: p.duration_type, workflow_checkpoint_id: rel ? p.workflow_checkpoint_id! : null,
    workflow_checkpoint_custom_date: rel && p.workflow_checkpoint_id === 7 ? p.workflow_checkpoint_custom_date! : null,
    start_date: rel ? null : p.start_date!, end_date: rel ? null : p.end_date!,
  };
};

/** A new track's streams: its settings, then its publication lifecycle (a draft). Returns its id. */
export const appendNewTrack = async (tx: Sql, who: Who, folderId: number | null, settings: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const id = await nextId(tx, "workflow_ids");
  const at = who.now.toISOString();
  await appendIn(tx, who.user.clientId, { type: STREAMS.workflow, id }, 0, [{
    type: "workflow.created", data: { ...settings, folder_id: folderId, creator_id: who.user.userId, at, ...extra },
  }], metaOf(who));
  await appendIn(tx, who.user.clientId, { type: STREAMS.publication, id }, 0, [{
    type: "publication.created", data: { input: { kind: "track" }, workflow_id: id }, meta: { machine: "publication", to: "draft" },
  }], metaOf(who));
  return id;
};

export const createTrack = (db: Db, who: Who, p: typeof CreateWorkflow.Type) =>
  transact(db, async (tx) => {
    await targetFolder(tx, who, p.folder_id);
    return appendNewTrack(tx, who, p.folder_id, await normalizeTrack(tx, who, p));
  });

export const updateTrack = (db: Db, who: Who, id: number, p: Input & { expectedVersion?: number }) =>
  transact(db, async (tx) => {
    const { track } = await trackFor(tx, who, id, can.write);
    const settings = await normalizeTrack(tx, who, p);
    // Tasks carry dates of the track's kind: switching kinds would leave them with the other kind's dates.
    if (settings.duration_type !== track.duration_type && track.elements_count > 0) throw invalid("payload.duration_type", "workflows.errors.durationTypeFixed");
    await appendIn(tx, who.user.clientId, { type: STREAMS.workflow, id }, p.expectedVersion ?? track.version, [{
      type: "workflow.updated", data: { ...settings, at: who.now.toISOString() },
    }], metaOf(who));
  });

export const moveTrack = (db: Db, who: Who, id: number, target: number | null, expected?: number) =>
  transact(db, async (tx) => {
    const { track } = await trackFor(tx, who, id, can.write);
    await targetFolder(tx, who, target);
    await appendIn(tx, who.user.clientId, { type: STREAMS.workflow, id }, expected ?? track.version, [{
      type: "workflow.moved", data: { folder_id: target, at: who.now.toISOString() },
    }], metaOf(who));
  });

const appendRemoved = async (tx: Sql, who: Who, id: number, version: number) =>
  appendIn(tx, who.user.clientId, { type: STREAMS.workflow, id }, version, [{ type: "workflow.removed", data: { at: who.now.toISOString() } }], metaOf(who));

/** Removes tracks (the remove right on each: `can_remove`, creator or `tracks.edit`); their tasks go with them. */
export const removeTracks = (db: Db, who: Who, ids: readonly number[]) =>
  transact(db, async (tx) => {
    for (const [i, id] of ids.entries()) {
      const { track, right } = await trackFor(tx, who, id).catch(() => { throw invalid(`payload.workflow_ids.${i}`, "workflows.errors.notFound"); });
      if (!can.remove(right)) throw invalid(`payload.workflow_ids.${i}`, "workflows.errors.noRight");
      await appendRemoved(tx, who, id, track.version);
    }
    return [...ids];
  });

/** The tracks inside folders being removed go with them. */
export const removeTracksIn = async (tx: Sql, who: Who, folderIds: readonly number[]) => {
  const rows = await tx.query<{ id: number; version: number }>("select id, version from workflows where client_id = $1 and folder_id = any($2)", [who.user.clientId, folderIds]);
  for (const r of rows) await appendRemoved(tx, who, r.id, r.version);
};
