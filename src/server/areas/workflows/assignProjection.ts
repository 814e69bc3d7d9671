import type { Sql } from "../../db/types.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { type Scope, syncAssignments } from "./assignSync.js";

/**
 * Track assignment: the `trackAssignment`/<track id> stream's facts (groups and people assigned or unassigned) and
 * what people get from them (assignSync.ts), kept in step with every fact that changes who is entitled or their
 * dates: publishing, a track's start point, group activation and conditions, static members, a person's profile
 * and status. Runs after the users and workflows projections (manifest order), so it reads their rows as of the
 * event. A change of one person is applied at once; a change of a whole track (publish, a group assigned, a new
 * start point) is applied at once when it reaches few people, else queued for the publish job (publishJob.ts),
 * which applies it in batches with its progress.
 */
export const ASSIGNMENT_FACTS = ["trackAssignment.groupsAssigned", "trackAssignment.groupsUnassigned", "trackAssignment.usersAssigned", "trackAssignment.usersUnassigned"] as const;

/** The most people a track-wide change applies inside the command's transaction; more go to the job. */
export const assignmentLimits = { inline: 2000 };

const dayOf = (at: string) => at.slice(0, 10);
const scope = (e: StoredEvent, part: Partial<Scope>): Scope => {
  const at = String(e.data?.at ?? e.recordedAt.toISOString());
  return { clientId: e.clientId, today: dayOf(at), at, cause: e.position, ...part };
};

const countPeople = async (tx: Sql, clientId: number, workflowId: number) =>
  Number((await tx.query<{ n: number }>(
    `select count(*)::int as n from (
       select coalesce(a.user_id, m.user_id) from track_assignments a
         left join user_group_members m on a.source = 'group' and m.group_id = a.group_id
        where a.client_id = $1 and a.workflow_id = $2
       union select user_id from user_tracks where client_id = $1 and workflow_id = $2) x`, [clientId, workflowId]))[0].n);

/** A track-wide change: applied now when small, else a queued job row (id from the event's log position). */
export const trackChanged = async (tx: Sql, e: StoredEvent, workflowId: number) => {
  const s = scope(e, { workflowIds: [workflowId] });
  if ((await countPeople(tx, e.clientId, workflowId)) <= assignmentLimits.inline) return syncAssignments(tx, s);
  await tx.query(
    `insert into workflow_publish_jobs (id, client_id, workflow_id, state, started_at)
     select nextval('workflow_publish_job_ids'), $1, $2, 'queued', $3
      where not exists (select 1 from workflow_publish_jobs where client_id = $1 and workflow_id = $2 and state = 'queued')`,
    [e.clientId, workflowId, s.at]);
};

const tracksOfGroup = async (tx: Sql, e: StoredEvent) => {
  const groupId = Number(e.streamId);
  const rows = await tx.query<{ workflow_id: number }>(
    "select distinct workflow_id from track_assignments where client_id = $1 and group_id = $2", [e.clientId, groupId]);
  for (const r of rows) await trackChanged(tx, e, r.workflow_id);
};

const setAssignments = async (tx: Sql, e: StoredEvent, source: "group" | "user", ids: readonly number[], active: boolean) => {
  const workflowId = Number(e.streamId);
  const col = source === "group" ? "group_id" : "user_id";
  await tx.query(
    `insert into track_assignments (id, client_id, workflow_id, source, ${col}, active, assigned_by, assigned_at, version)
     select nextval('workflow_assignment_ids'), $1, $2, $3, x, $4, $5, $6, $7 from unnest($8::int[]) x
     on conflict (client_id, workflow_id, source, coalesce(group_id, 0), coalesce(user_id, 0))
     do update set active = excluded.active, assigned_by = excluded.assigned_by, assigned_at = excluded.assigned_at, version = excluded.version`,
    [e.clientId, workflowId, source, active, e.meta?.actor ?? null, e.data.at, e.version, ids]);
  if (source === "user") await syncAssignments(tx, scope(e, { workflowIds: [workflowId], userIds: ids }));
  else await trackChanged(tx, e, workflowId);
};

const people = (tx: Sql, e: StoredEvent, userIds: readonly number[]) => syncAssignments(tx, scope(e, { userIds }));
const person = (tx: Sql, e: StoredEvent) => people(tx, e, [Number(e.streamId)]);
const track = (tx: Sql, e: StoredEvent) => trackChanged(tx, e, Number(e.streamId));

/** The facts about one person (their stream id is the person's id) that can change what they are entitled to. */
const PERSON_FACTS = ["user.created", "user.updated", "user.statusChanged", "user.activated", "user.blocked", "user.archived", "user.unarchived"];
const peopleOf = (tx: Sql, events: readonly StoredEvent[]) =>
  events.length ? people(tx, events[events.length - 1], events.map((e) => Number(e.streamId))) : Promise.resolve();

export const assignmentProjection = defineProjection({
  name: "workflowAssignment",
  tables: ["track_assignments", "user_tracks", "user_tasks", "workflow_publish_jobs"],
  sequences: ["workflow_assignment_ids", "user_track_ids", "user_task_ids", "workflow_publish_job_ids"],
  handles: {
    "trackAssignment.groupsAssigned": (tx, e) => setAssignments(tx, e, "group", e.data.group_ids, true),
    "trackAssignment.groupsUnassigned": (tx, e) => setAssignments(tx, e, "group", e.data.group_ids, false),
    "trackAssignment.usersAssigned": (tx, e) => setAssignments(tx, e, "user", e.data.user_ids, true),
    "trackAssignment.usersUnassigned": (tx, e) => setAssignments(tx, e, "user", e.data.user_ids, false),
    // the track: published (again), its start point moved
    "publication.published": track,
    "workflow.updated": track,
    "workflow.dateUpdated": track,
    "workflow.removed": async (tx, e) => {
      const id = Number(e.streamId);
      await tx.query("update track_assignments set active = false where client_id = $1 and workflow_id = $2", [e.clientId, id]);
      await tx.query("update user_tracks set state = 'removed', updated_at = $3 where client_id = $1 and workflow_id = $2", [e.clientId, id, e.data.at]);
      await tx.query("delete from user_tasks where client_id = $1 and track_id = $2 and completed_at is null", [e.clientId, id]);
    },
    // groups: activation, conditions (dynamic members recomputed by the users area first), removal
    "group.conditionsSet": tracksOfGroup,
    "group.saved": tracksOfGroup,
    "group.activated": tracksOfGroup,
    "group.deactivated": tracksOfGroup,
    "userGroup.removed": async (tx, e) => {
      await tx.query("update track_assignments set active = false where client_id = $1 and group_id = $2", [e.clientId, Number(e.streamId)]);
      await tracksOfGroup(tx, e);
    },
    "userGroup.membersAdded": (tx, e) => people(tx, e, e.data.user_ids),
    "userGroup.membersRemoved": (tx, e) => people(tx, e, e.data.user_ids),
    // a person: created, profile edited (checkpoint dates, manager, mentor, dynamic groups), status changed
    ...Object.fromEntries(PERSON_FACTS.map((type) => [type, person])),
    "user.erased": async (tx, e) => {
      await tx.query("delete from user_tasks where client_id = $1 and user_id = $2", [e.clientId, Number(e.streamId)]);
      await tx.query("delete from user_tracks where client_id = $1 and user_id = $2", [e.clientId, Number(e.streamId)]);
      await tx.query("update track_assignments set active = false where client_id = $1 and user_id = $2", [e.clientId, Number(e.streamId)]);
    },
  },
  // an import creates or edits thousands of people in one command (each fact type appended as one run): one sync
  // for all of them. Every per-person type has one, or an import would sync person by person (10,000 syncs).
  batch: Object.fromEntries(PERSON_FACTS.map((type) => [type, peopleOf])),
});
