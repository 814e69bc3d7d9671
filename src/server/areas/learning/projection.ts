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

type TaskKey = { user_id: number; element_id: number };
const keyOf = (k: TaskKey) => `${k.user_id}-${k.element_id}`;

/**
 * applyProgress over many facts of one client at once (the dates job's chunk of a thousand): one read of the rows,
 * each fact followed in memory in position order exactly as applyProgress would, one update of the rows and one
 * recount of the tracks whose counts changed (their updated_at the last changing fact's time, as recountTrack
 * event by event leaves it). Rebuilds and single appends use applyProgress; tests/server/learningDatesBatch.test.ts
 * compares the two.
 */
const applyProgressOfClient = async (tx: Sql, clientId: number, events: readonly StoredEvent[]) => {
  const keys = events.map((e) => e.data as TaskKey);
  const rows = await tx.query<TaskKey & { state: string; started: boolean; track_id: number }>(
    `select ut.user_id, ut.element_id, ut.state, ut.started, ut.track_id
       from user_tasks ut join unnest($2::int[], $3::int[]) k(user_id, element_id) on k.user_id = ut.user_id and k.element_id = ut.element_id
      where ut.client_id = $1`,
    [clientId, keys.map((k) => k.user_id), keys.map((k) => k.element_id)]);
  const current = new Map(rows.map((r) => [keyOf(r), { ...r }]));
  const updated = new Map<string, { row: (typeof rows)[number]; version: number; at: string }>();
  const recount = new Map<string, { user_id: number; track_id: number; at: string }>();
  for (const e of events) {
    const row = current.get(keyOf(e.data as TaskKey));
    // The task's row left with its track (unassigned, removed): its history stays in the log.
    if (!row) continue;
    const next = evolve("trackProgress", VALUE_OF_STATE[row.state] ?? "planned", { started: row.started }, e);
    const state = STATE_OF_VALUE[next.value];
    const at = e.recordedAt.toISOString();
    if (state !== row.state) recount.set(`${row.user_id}-${row.track_id}`, { user_id: row.user_id, track_id: row.track_id, at });
    row.state = state;
    row.started = next.context.started;
    updated.set(keyOf(row), { row, version: e.version, at });
    if (e.type === "trackProgress.completed" && e.data.score) {
      await tx.query("update task_answers set score = $4 where client_id = $1 and user_id = $2 and element_id = $3",
        [clientId, row.user_id, row.element_id, JSON.stringify(e.data.score)]);
    }
  }
  if (updated.size === 0) return;
  const u = [...updated.values()];
  await tx.query(
    `update user_tasks ut set state = u.state, started = u.started, progress_version = u.version, updated_at = u.at,
            completed_at = case when u.state = 'completed' then u.at else null end
       from unnest($2::int[], $3::int[], $4::text[], $5::boolean[], $6::int[], $7::timestamptz[]) u(user_id, element_id, state, started, version, at)
      where ut.client_id = $1 and ut.user_id = u.user_id and ut.element_id = u.element_id`,
    [clientId, u.map((x) => x.row.user_id), u.map((x) => x.row.element_id), u.map((x) => x.row.state), u.map((x) => x.row.started),
      u.map((x) => x.version), u.map((x) => x.at)]);
  if (recount.size === 0) return;
  const r = [...recount.values()];
  await tx.query(
    `update user_tracks ut set planned_count = c.planned, available_count = c.available, in_progress_count = c.in_progress,
            overdue_count = c.overdue, completed_count = c.completed, total_count = c.total, updated_at = k.at
       from unnest($2::int[], $3::int[], $4::timestamptz[]) k(user_id, track_id, at)
       cross join lateral (
         select count(*) filter (where state = 'planned')::int as planned, count(*) filter (where state = 'available')::int as available,
                count(*) filter (where state = 'in_progress')::int as in_progress, count(*) filter (where state = 'overdue')::int as overdue,
                count(*) filter (where state = 'completed')::int as completed, count(*)::int as total
           from user_tasks t where t.client_id = $1 and t.user_id = k.user_id and t.track_id = k.track_id) c
      where ut.client_id = $1 and ut.user_id = k.user_id and ut.workflow_id = k.track_id`,
    [clientId, r.map((x) => x.user_id), r.map((x) => x.track_id), r.map((x) => x.at)]);
};

const applyProgressMany = async (tx: Sql, events: readonly StoredEvent[]) => {
  for (const clientId of new Set(events.map((e) => e.clientId))) {
    await applyProgressOfClient(tx, clientId, events.filter((e) => e.clientId === clientId));
  }
};

/** The learners' progress on their tasks, the tasks' saved form data and where each doer was in a form. */
export const learningProjection = defineProjection({
  name: "learning",
  // user_tasks and user_tracks belong to the workflows area's assignment projection; this one updates their rows
  tables: ["task_answers", "task_form_positions"],
  batch: Object.fromEntries(PROGRESS_FACTS.map((fact) => [fact, applyProgressMany])),
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
