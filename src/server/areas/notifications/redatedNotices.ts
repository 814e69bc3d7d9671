import { TaskRedatedTypes } from "../../../../services/contract/notificationGroups.js";
import type { Sql } from "../../db/types.js";
import { defineReaction } from "../../events/reactions.js";
import type { StoredEvent } from "../../events/types.js";
import { notify } from "./produce.js";
import { trackPage } from "./trackNotices.js";

/**
 * Tracks' open tasks re-dated (a person's checkpoint date moved, the track's start point moved, a task's days
 * changed and published again): their doers are told, once per doer and track. The tracks area marks each re-dated
 * task with what caused it (`user_tasks.redated_by`: the fact's log position, or a publish job's id negated), so
 * this reads exactly the tasks the fact moved. A person doing their own tasks gets type 40 (employee group, opens
 * the track); someone doing another's (manager, functional manager, mentor) type 41 (manager group, opens their
 * tasks). Tasks whose role has no person in the profile (HR, IT, buddy...) have no doer to tell. `people`: only
 * the tasks of these people (a publish job's batch: earlier batches carry the same mark and were told already).
 * The employee's link is the track's page of its kind (a growth track lives under /growth/growthTrack).
 */
export const noticeRedatedTasks = async (tx: Sql, clientId: number, cause: number, actor: number | "system", at: string, people?: readonly number[]) => {
  const rows = await tx.query<{ doer_user_id: number; track_id: number; own: boolean; track_name: string; workflow_type_id: number }>(
    `select k.doer_user_id, k.track_id, k.doer_user_id = k.user_id as own, min(w.display_name) as track_name,
            min(w.workflow_type_id) as workflow_type_id
       from user_tasks k join workflows w on w.id = k.track_id and w.client_id = k.client_id
      where k.client_id = $1 and k.redated_by = $2 and k.completed_at is null and k.doer_user_id is not null
        and ($3::int[] is null or k.user_id = any($3::int[]))
      group by k.doer_user_id, k.track_id, k.doer_user_id = k.user_id
      order by k.doer_user_id, k.track_id`, [clientId, cause, people ?? null]);
  for (const r of rows) {
    await notify(tx, clientId, actor, r.own
      ? { typeId: TaskRedatedTypes.forEmployee, userIds: [r.doer_user_id], subject: r.track_name, link: trackPage(r.workflow_type_id, r.track_id) }
      : { typeId: TaskRedatedTypes.forDoer, userIds: [r.doer_user_id], subject: r.track_name, link: "/manager/my-tasks" }, at);
  }
};

const onFact = async (tx: Sql, e: StoredEvent) => {
  const actor = typeof e.meta.actor === "number" ? e.meta.actor : "system";
  await noticeRedatedTasks(tx, e.clientId, e.position, actor, e.recordedAt.toISOString());
};

/** The facts after which the tracks area re-dates open tasks (its assignment projection's date-moving facts). */
const FACTS = ["publication.published", "workflow.updated", "workflow.dateUpdated", "group.conditionsSet", "group.saved",
  "user.created", "user.updated", "user.statusChanged", "user.activated", "user.unarchived"];

/** The reaction that tells doers their tasks were re-dated. */
export const redatedNotices = defineReaction({ name: "notifications.tracksRedated", handles: Object.fromEntries(FACTS.map((f) => [f, onFact])) });
