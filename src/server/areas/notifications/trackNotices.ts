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
  await notifyMany(tx, clientId, actor, notices, at);
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
