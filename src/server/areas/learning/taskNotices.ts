import { TrackNoticeTypes } from "../../../../services/contract/notificationGroups.js";
import type { Sql } from "../../db/types.js";
import { defineReaction } from "../../events/reactions.js";
import type { StoredEvent } from "../../events/types.js";
import { type Notice, notifyMany, trackKindOf, trackPage } from "../notifications/index.js";

/**
 * A task that became available (`trackProgress.available`, planned → available, sent by the dates job) or overdue
 * (`trackProgress.overdue`) tells its doer: type 2 / 44 (onboarding) or 4 / 45 (growth). The doer is the person
 * named in the task (the track's owner, or their manager, functional manager or mentor); a role without a person
 * in the profile (HR, IT, buddy) has nobody to tell. The owner's notice opens the task in their track, anyone
 * else's the task in their own list (/manager/my-tasks/{activity}/task/{id}, the activity being the task's workflow element). The body is the task's title and the track's
 * name, never a person's. Overdue once: the machine refuses a second `track.overdue`, so there is no second fact.
 * Listed after the course completion in this area's reactions: a task completed at once by a course already
 * passed is no longer open when this reads it, and tells nobody.
 */
const TASK_SQL = `select k.id::int as id, k.user_id, k.element_id, k.doer_user_id, k.track_id, we.title, w.display_name as name, w.workflow_type_id
       from user_tasks k
       join workflow_elements we on we.id = k.element_id and we.client_id = k.client_id
       join workflows w on w.id = k.track_id and w.client_id = k.client_id`;
type NoticeRow = { id: number; user_id: number; element_id: number; doer_user_id: number | null; track_id: number; title: string; name: string; workflow_type_id: number };

const noticeOf = (kind: "available" | "overdue", t: NoticeRow): Notice => ({
  typeId: TrackNoticeTypes[trackKindOf(t.workflow_type_id)][kind], userIds: [t.doer_user_id!], subject: `${t.title} — ${t.name}`,
  link: t.doer_user_id === t.user_id ? `${trackPage(t.workflow_type_id, t.track_id)}/task/${t.id}` : `/manager/my-tasks/${t.element_id}/task/${t.id}`,
});

/**
 * The notices of tasks of one client made available or overdue at `at` by `actor`: one task (the reaction below), or
 * the dates job's chunk (appended with appendBatch, which runs no reaction). One read, one notifyMany, in the tasks'
 * order; a task that is no longer in that state (completed at once by a passed course), or whose role has nobody in
 * the profile, tells nobody.
 */
export const noticeTasks = async (
  tx: Sql, clientId: number, kind: "available" | "overdue", tasks: readonly { user_id: number; element_id: number }[], at: string,
  actor: number | "system" = "system",
) => {
  if (tasks.length === 0) return;
  const rows = await tx.query<NoticeRow & { n: number }>(
    `${TASK_SQL} join unnest($2::int[], $3::int[]) with ordinality t(user_id, element_id, n) on t.user_id = k.user_id and t.element_id = k.element_id
      where k.client_id = $1 and k.state = $4 and k.doer_user_id is not null order by t.n`,
    [clientId, tasks.map((t) => t.user_id), tasks.map((t) => t.element_id), kind]);
  await notifyMany(tx, clientId, actor, rows.map((t) => noticeOf(kind, t)), at);
};

const onTask = (kind: "available" | "overdue") => (tx: Sql, e: StoredEvent) =>
  noticeTasks(tx, e.clientId, kind, [e.data as { user_id: number; element_id: number }], e.recordedAt.toISOString(),
    typeof e.meta.actor === "number" ? e.meta.actor : "system");

/** The reaction that tells doers their task is open or late. It runs at append time only. */
export const taskNotices = defineReaction({
  name: "learning.taskNotices",
  handles: { "trackProgress.available": onTask("available"), "trackProgress.overdue": onTask("overdue") },
});
