import type { Sql } from "../../db/types.js";
import { evolve } from "../../events/lifecycle.js";
import { openPersonal } from "../../events/personalData.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { ANSWERS_SAVED, POSITION_SAVED, PROGRESS_FACTS, STATE_OF_VALUE, VALUE_OF_STATE } from "./facts.js";

/**
 * The counts of a person's track after one of its tasks changed (one aggregate over that person's tasks of the
 * track, served by user_tasks_user). user_tasks.track_id is the track's (workflow's) id. `at` is the fact's time,
 * never the clock's: a rebuild must write what the first pass wrote.
 */
export const recountTrack = (tx: Sql, clientId: number, userId: number, workflowId: number, at: Date) =>
  tx.query(
    `update user_tracks ut set planned_count = c.planned, available_count = c.available, in_progress_count = c.in_progress,
            overdue_count = c.overdue, completed_count = c.completed, total_count = c.total, updated_at = $4
       from (select count(*) filter (where state = 'planned')::int as planned, count(*) filter (where state = 'available')::int as available,
                    count(*) filter (where state = 'in_progress')::int as in_progress, count(*) filter (where state = 'overdue')::int as overdue,
                    count(*) filter (where state = 'completed')::int as completed, count(*)::int as total
               from user_tasks where client_id = $1 and user_id = $2 and track_id = $3) c
      where ut.client_id = $1 and ut.user_id = $2 and ut.workflow_id = $3`,
    [clientId, userId, workflowId, at.toISOString()]);

/** A progress fact: the machine's actions along the recorded transition, into the person's task row and track counts. */
const applyProgress = async (tx: Sql, e: StoredEvent) => {
  const { user_id, element_id } = e.data as { user_id: number; element_id: number };
  const [row] = await tx.query<{ state: string; started: boolean; track_id: number }>(
    "select state, started, track_id from user_tasks where client_id = $1 and user_id = $2 and element_id = $3",
    [e.clientId, user_id, element_id]);
  // The task's row left with its track (unassigned, removed): its history stays in the log.
  if (!row) return;
  const next = evolve("trackProgress", VALUE_OF_STATE[row.state] ?? "planned", { started: row.started }, e);
  const state = STATE_OF_VALUE[next.value];
  await tx.query(
    `update user_tasks set state = $4, started = $5, progress_version = $6, updated_at = $7,
            completed_at = case when $4 = 'completed' then $7::timestamptz else null end
      where client_id = $1 and user_id = $2 and element_id = $3`,
    [e.clientId, user_id, element_id, state, next.context.started, e.version, e.recordedAt.toISOString()]);
  if (e.type === "trackProgress.completed" && e.data.score) {
    await tx.query("update task_answers set score = $4 where client_id = $1 and user_id = $2 and element_id = $3",
      [e.clientId, user_id, element_id, JSON.stringify(e.data.score)]);
  }
  if (state !== row.state) await recountTrack(tx, e.clientId, user_id, row.track_id, e.recordedAt);
};

/** The learners' progress on their tasks, the tasks' saved form data and where each doer was in a form. */
export const learningProjection = defineProjection({
  name: "learning",
  // user_tasks and user_tracks belong to the workflows area's assignment projection; this one updates their rows
  tables: ["task_answers", "task_form_positions"],
  handles: {
    ...Object.fromEntries(PROGRESS_FACTS.map((fact) => [fact, applyProgress])),
    [ANSWERS_SAVED]: async (tx, e) => {
      const d = e.data as { id: number; user_id: number; element_id: number; sealed?: never };
      const opened = await openPersonal(tx, d.sealed);
      const data = opened?.data ?? {};
      await tx.query(
        `insert into task_answers (id, client_id, user_id, element_id, data, version, updated_by, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (id) do update set data = excluded.data, version = excluded.version, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        [d.id, e.clientId, d.user_id, d.element_id, JSON.stringify(data), e.version, typeof e.meta.actor === "number" ? e.meta.actor : null, e.recordedAt.toISOString()]);
    },
    [POSITION_SAVED]: async (tx, e) => {
      const d = e.data as { id: number; user_id: number; element_id: number; filler_id: number; data: unknown };
      await tx.query(
        `insert into task_form_positions (id, client_id, user_id, element_id, filler_id, data, version, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (id) do update set data = excluded.data, version = excluded.version, updated_at = excluded.updated_at`,
        [d.id, e.clientId, d.user_id, d.element_id, d.filler_id, JSON.stringify(d.data), e.version, e.recordedAt.toISOString()]);
    },
    "user.erased": async (tx, e) => {
      await tx.query("delete from task_answers where client_id = $1 and user_id = $2", [e.clientId, Number(e.streamId)]);
      await tx.query("delete from task_form_positions where client_id = $1 and (user_id = $2 or filler_id = $2)", [e.clientId, Number(e.streamId)]);
    },
  },
});
