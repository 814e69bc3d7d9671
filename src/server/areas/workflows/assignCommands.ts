import type { Db, Sql } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { DomainError } from "../../events/errors.js";
import { appendIn, streamVersion } from "../../events/store.js";
import { STREAMS } from "./facts.js";
import { can } from "./rights.js";
import { invalid, metaOf, notFound, type Who } from "./run.js";
import { trackFor } from "./trackQueries.js";

/** Entity types of `batchEntitiesProfileProcessing` (spec 000 §3): users 3, groups 4, workflows 7. */
const USERS = 3;
const GROUPS = 4;
const TRACKS = 7;
export const ASSIGNMENT_STREAM = "trackAssignment";

export interface AssignRequest {
  readonly operation_name: "add_to_workflows" | "remove_from_workflows";
  readonly source_entity_type_id: number;
  readonly target_entity_type_id: number;
  readonly source_object_id?: number | null | undefined;
  readonly target_object_ids: readonly number[];
}
type Refusal = { id: number; reason: string };

/** The client's groups (4) or active-or-pending people (3) among `ids`. */
const existing = async (tx: Sql, clientId: number, kind: number, ids: readonly number[]) =>
  new Set((await tx.query<{ id: number }>(
    kind === GROUPS ? "select id from user_groups where client_id = $1 and id = any($2::int[])"
      : "select id from users where client_id = $1 and id = any($2::int[]) and erased_at is null",
    [clientId, ids])).map((r) => r.id));

/** The tracks among `ids` the user may edit: the others refused with their reason (404 unseen, 403 no right). */
const writableTracks = async (tx: Sql, who: Who, ids: readonly number[], refused: Refusal[]) => {
  const ok: number[] = [];
  for (const id of ids) {
    try {
      await trackFor(tx, who, id, can.write);
      ok.push(id);
    } catch (e: any) {
      if (!(e instanceof DomainError)) throw e;
      refused.push({ id, reason: e.kind === "forbidden" ? "workflows.errors.noRight" : "workflows.errors.notFound" });
    }
  }
  return ok;
};

/**
 * Assigns tracks to groups or people, or takes them back (`batchEntitiesProfileProcessing` with a track on one
 * side: 7 ↔ 3 or 7 ↔ 4, one side being `source_object_id`). Each track gets one fact on its `trackAssignment`
 * stream naming the groups or people; every target is processed or refused with its reason; the source must be
 * there (404 otherwise) and editable when it is a track (403). Nothing is written when every target is refused.
 */
export const assignTracks = (db: Db, who: Who, req: AssignRequest) =>
  transact(db, async (tx) => {
    const pair = [req.source_entity_type_id, req.target_entity_type_id].sort().join("-");
    if (pair !== "3-7" && pair !== "4-7") throw invalid("payload.target_entity_type_id", "workflows.errors.assignPair");
    if (req.source_object_id == null) throw invalid("payload.source_object_id", "workflows.errors.sourceRequired");
    const other = req.source_entity_type_id === TRACKS ? req.target_entity_type_id : req.source_entity_type_id;
    const targets = [...new Set(req.target_object_ids)];
    const refused: Refusal[] = [];
    const processed: number[] = [];
    let trackIds: number[];
    let memberIds: number[];
    if (req.source_entity_type_id === TRACKS) {
      await trackFor(tx, who, req.source_object_id, can.write);
      trackIds = [req.source_object_id];
      const found = await existing(tx, who.user.clientId, other, targets);
      memberIds = targets.filter((id) => found.has(id));
      for (const id of targets) {
        if (found.has(id)) processed.push(id);
        else refused.push({ id, reason: "workflows.errors.notFound" });
      }
    } else {
      const found = await existing(tx, who.user.clientId, other, [req.source_object_id]);
      if (!found.has(req.source_object_id)) throw notFound("workflows.errors.notFound");
      memberIds = [req.source_object_id];
      trackIds = await writableTracks(tx, who, targets, refused);
      processed.push(...trackIds);
    }
    if (!memberIds.length || !trackIds.length) return { processed: [], refused };
    const add = req.operation_name === "add_to_workflows";
    const type = `trackAssignment.${other === GROUPS ? "groups" : "users"}${add ? "Assigned" : "Unassigned"}`;
    const key = other === GROUPS ? "group_ids" : "user_ids";
    for (const id of trackIds) {
      const stream = { type: ASSIGNMENT_STREAM, id };
      await appendIn(tx, who.user.clientId, stream, await streamVersion(tx, stream), [{ type, data: { [key]: memberIds, at: who.now.toISOString() } }], metaOf(who));
    }
    return { processed, refused };
  });

export interface DateRequest {
  readonly library_file_id: number;
  readonly workflow_checkpoint_id: number;
  readonly workflow_checkpoint_custom_date?: string | null | undefined;
  readonly expectedVersion?: number | undefined;
}

/**
 * `updateWorkflowDate`: moves a relative track's start point (another checkpoint, or a custom date). Every person's
 * open tasks re-date from their own date for it; done tasks keep theirs (assignSync.ts). An absolute track has no
 * start point to move (400 on `payload.workflow_checkpoint_id`).
 */
export const updateWorkflowDate = (db: Db, who: Who, p: DateRequest) =>
  transact(db, async (tx) => {
    const { track } = await trackFor(tx, who, p.library_file_id, can.write);
    if (track.duration_type !== "RELATION") throw invalid("payload.workflow_checkpoint_id", "workflows.errors.notRelative");
    if (p.workflow_checkpoint_id === 7 && !p.workflow_checkpoint_custom_date) throw invalid("payload.workflow_checkpoint_custom_date", "workflows.errors.customDateRequired");
    const custom = p.workflow_checkpoint_id === 7 ? p.workflow_checkpoint_custom_date! : null;
    await appendIn(tx, who.user.clientId, { type: STREAMS.workflow, id: p.library_file_id }, p.expectedVersion ?? track.version, [{
      type: "workflow.dateUpdated", data: { workflow_checkpoint_id: p.workflow_checkpoint_id, workflow_checkpoint_custom_date: custom, at: who.now.toISOString() },
    }], metaOf(who));
  });
