import { TrackNoticeTypes } from "../../../../services/contract/notificationGroups.js";
import type { Sql } from "../../db/types.js";
import { defineReaction } from "../../events/reactions.js";
import type { StoredEvent } from "../../events/types.js";
import { type Notice, notifyMany } from "./produce.js";

/** A track's kind by its workflow type (2 growth, else onboarding) and the page of a track of that kind. */
export const trackKindOf = (workflowTypeId: number) => (workflowTypeId === 2 ? "growth" : "onboarding");
export const trackPage = (workflowTypeId: number, trackId: number) =>
  workflowTypeId === 2 ? `/growth/growthTrack/track/${trackId}` : `/learning/track/${trackId}`;

/**
 * People who got a track (assigned to them or to a group they are in, the track published, they joined the group
 * or came back): the tracks area's sync marks each new (or returning) user_tracks row with what caused it
 * (`granted_by`: the fact's log position, or a publish job's id negated), so this reads exactly the people that
 * fact gave the track. Type 1 (onboarding) or 3 (growth), opening the track; one notice per track for all its
 * people, written set-based (a track published to thousands is a few statements). `people`: only these (a publish
 * job's batch).
 */
export const noticeGrantedTracks = async (tx: Sql, clientId: number, cause: number, actor: number | "system", at: string, people?: readonly number[]) => {
  const rows = await tx.query<{ workflow_id: number; workflow_type_id: number; name: string; user_ids: number[] }>(
    `select ut.workflow_id, w.workflow_type_id, w.display_name as name, array_agg(ut.user_id order by ut.user_id) as user_ids
       from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = $1 and ut.granted_by = $2 and ut.state <> 'removed' and ($3::int[] is null or ut.user_id = any($3::int[]))
      group by ut.workflow_id, w.workflow_type_id, w.display_name
      order by ut.workflow_id`, [clientId, cause, people ?? null]);
  const notices: Notice[] = rows.map((r) => ({
    typeId: TrackNoticeTypes[trackKindOf(r.workflow_type_id)].assigned, userIds: r.user_ids.map(Number), subject: r.name,
    link: trackPage(r.workflow_type_id, r.workflow_id),
  }));
  const granted = { tracks: rows.map((r) => r.workflow_id), people: [...new Set(rows.flatMap((r) => r.user_ids.map(Number)))] };
  await notifyMany(tx, clientId, actor, [...notices, ...(rows.length ? await othersTasks(tx, clientId, cause, granted) : [])], at);
};

/**
 * The tasks already open when people got the track (available or overdue from the start) that someone else does
 * (manager, functional manager, mentor): no `trackProgress` fact will announce them, so their doer is told here,
 * once per doer, track and state (type 2 / 4 or 44 / 45): one task opens its page in the doer's list, several the
 * list. The owner's own open tasks are in the track they are told of.
 *
 * The tasks are read first, once (`k`, materialised), by the tracks and people just read (arrays the planner sees),
 * and only then matched to their user_tracks rows by the person (`coalesce` and `+ 0` keep the planner off the
 * granted_by and the track indexes there). Read the other way round, the planner trusted its one-row guess for the
 * rows the sync has just written (no statistics yet) and scanned all of a track's tasks once per person: a publish
 * job's batch of 1,000 people took 2.4 s here, 24 of the 29 s of a publish to 10,000 people on PostgreSQL (1.8 s a
 * batch when the join went by the granted_by or the track index). Now a batch is one index scan of the tasks.
 */
const othersTasks = async (tx: Sql, clientId: number, cause: number, granted: { tracks: number[]; people: number[] }): Promise<Notice[]> => {
  const rows = await tx.query<{ doer_user_id: number; track_id: number; workflow_type_id: number; name: string; state: "available" | "overdue"; n: number; first_id: number; first_element: number; title: string }>(
    `with k as materialized (
       select k.id, k.user_id, k.track_id, k.element_id, k.doer_user_id, k.state from user_tasks k
        where k.client_id = $1 and k.user_id = any($4::int[]) and k.track_id = any($3::int[])
          and k.doer_user_id is not null and k.doer_user_id <> k.user_id and k.state in ('available', 'overdue'))
     select k.doer_user_id, k.track_id, w.workflow_type_id, w.display_name as name, k.state, count(*)::int as n, min(k.id)::int as first_id, min(k.element_id)::int as first_element, min(we.title) as title
       from k
       join user_tracks ut on ut.client_id = $1 and ut.user_id = k.user_id and ut.workflow_id + 0 = k.track_id and coalesce(ut.granted_by, 0) = $2 and ut.state = 'active'
       join workflows w on w.id = k.track_id and w.client_id = $1
       join workflow_elements we on we.id = k.element_id and we.client_id = $1
      group by k.doer_user_id, k.track_id, w.workflow_type_id, w.display_name, k.state
      order by k.doer_user_id, k.track_id, k.state`, [clientId, cause, granted.tracks, granted.people]);
  return rows.map((r) => ({
    typeId: TrackNoticeTypes[trackKindOf(r.workflow_type_id)][r.state], userIds: [r.doer_user_id],
    subject: r.n === 1 ? `${r.title} — ${r.name}` : r.name, link: r.n === 1 ? `/manager/my-tasks/${r.first_element}/task/${r.first_id}` : "/manager/my-tasks",
  }));
};

const onFact = async (tx: Sql, e: StoredEvent) => {
  const actor = typeof e.meta.actor === "number" ? e.meta.actor : "system";
  await noticeGrantedTracks(tx, e.clientId, e.position, actor, e.recordedAt.toISOString());
};

/** The facts after which the tracks area's assignment projection may give people a track. */
const FACTS = ["trackAssignment.groupsAssigned", "trackAssignment.usersAssigned", "publication.published", "workflow.updated",
  "workflow.dateUpdated", "group.conditionsSet", "group.saved", "group.activated", "userGroup.membersAdded",
  "user.created", "user.updated", "user.statusChanged", "user.activated", "user.unarchived"];

/** The reaction that tells people they got a track. */
export const grantedTrackNotices = defineReaction({ name: "notifications.tracksGranted", handles: Object.fromEntries(FACTS.map((f) => [f, onFact])) });
