import type { Db, Sql } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { DomainError } from "../../events/errors.js";
import { VersionConflict } from "../../events/store.js";
import type { Job } from "../../jobs/runner.js";
import { systemCommand } from "./commands.js";
import type { TaskRow } from "./task.js";

/** How often the dates of people's tasks are looked at (the job is cheap when nothing is due). */
export const TASK_DATES_EVERY_MS = 5 * 60_000;
const BATCH = 500;
/**
 * Tasks moved in one transaction. A commit waits for the log's flush to disk (4-8 ms on the bench machine), which
 * was most of a task's cost when each had its own (20k due tasks: 130 s at 1M task rows, bench/learning.ts).
 */
const CHUNK = 100;

/** A command that lost a race (the learner acted meanwhile) or that the machine now refuses is skipped, not failed. */
const skippable = (e: unknown) => e instanceof VersionConflict || e instanceof DomainError;

/**
 * The next batch of due tasks after the cursor (date, id), read off the partial index of the pass (migration 0161:
 * user_tasks_due_start, user_tasks_due_end): the predicates are written out so that the planner matches them.
 */
const DUE_SQL = {
  available: `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version, start_date::text as due_date
       from user_tasks where state = 'planned' and start_date is not null and start_date <= $1::date and (start_date, id) > ($2::date, $3)
      order by start_date, id limit ${BATCH}`,
  overdue: `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version, end_date::text as due_date
       from user_tasks where state in ('available', 'in_progress') and end_date is not null and end_date < $1::date and (end_date, id) > ($2::date, $3)
      order by end_date, id limit ${BATCH}`,
};
const due = (db: Db, kind: keyof typeof DUE_SQL, today: string, after: { date: string; id: number }) =>
  db.query<TaskRow & { client_id: number; due_date: string }>(DUE_SQL[kind], [today, after.date, after.id], { prepare: true });

/**
 * The time-driven progress of people's tasks, sent as the `system` actor through the trackProgress machine (it has
 * no timers): a planned task whose start date has come becomes available; an open task (available, in progress)
 * past its end date becomes overdue. Each task is decided at the version read under its row's lock, CHUNK tasks to a
 * transaction (a chunk that fails on one task runs again task by task, each in its own); running it twice
 * changes nothing more (an overdue task is no longer open, the machine refuses a second `track.overdue`).
 */
export const runTaskDates = async (db: Db, now: Date): Promise<{ available: number; overdue: number }> => {
  const today = now.toISOString().slice(0, 10);
  const counts = { available: 0, overdue: 0 };
  const pass = async (kind: "available" | "overdue", states: string[]) => {
    for (let after = { date: "-infinity", id: 0 }; ; ) {
      const rows = await due(db, kind, today, after);
      // Each task as before (locked, read again, decided by the machine), a chunk of them in one transaction; when
      // one of them lost a race or is refused, the chunk is rolled back and its tasks run one transaction each.
      const move = async (tx: Sql, row: (typeof rows)[number]) => {
        const [fresh] = await tx.query<TaskRow>(
          "select id::int as id, user_id, element_id, track_id, state, started, progress_version from user_tasks where id = $1 for update", [row.id], { prepare: true });
        if (!fresh || !states.includes(fresh.state)) return 0;
        await systemCommand(tx, row.client_id, fresh, kind === "available" ? "track.available" : "track.overdue");
        return 1;
      };
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        try {
          counts[kind] += await transact(db, async (tx) => {
            let moved = 0;
            for (const row of chunk) moved += await move(tx, row);
            return moved;
          });
        } catch (e) {
          if (!skippable(e)) throw e;
          for (const row of chunk) {
            try {
              counts[kind] += await transact(db, (tx) => move(tx, row));
            } catch (e) {
              if (!skippable(e)) throw e;
            }
          }
        }
      }
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1];
      after = { date: last.due_date, id: last.id };
    }
  };
  await pass("available", ["planned"]);
  await pass("overdue", ["available", "in_progress"]);
  return counts;
};

/** The learning job (listed in the learning manifest): the jobs runner claims it with a lease, one process at a time. */
export const taskDatesJob = (db: Db): Job => ({
  name: "learningTaskDates",
  everyMs: TASK_DATES_EVERY_MS,
  run: async () => {
    const r = await runTaskDates(db, new Date());
    return r.available || r.overdue ? `learning: ${r.available} tasks available, ${r.overdue} overdue` : undefined;
  },
});
