import type { Db } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { DomainError } from "../../events/errors.js";
import { VersionConflict } from "../../events/store.js";
import type { Job } from "../../jobs/runner.js";
import { systemCommand } from "./commands.js";
import type { TaskRow } from "./task.js";

/** How often the dates of people's tasks are looked at (the job is cheap when nothing is due). */
export const TASK_DATES_EVERY_MS = 5 * 60_000;
const BATCH = 500;

/** A command that lost a race (the learner acted meanwhile) or that the machine now refuses is skipped, not failed. */
const skippable = (e: unknown) => e instanceof VersionConflict || e instanceof DomainError;

const due = (db: Db, states: string[], dateCol: "start_date" | "end_date", op: "<=" | "<", today: string, after: number) =>
  db.query<TaskRow & { client_id: number }>(
    `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version
       from user_tasks where state = any($1::text[]) and ${dateCol} is not null and ${dateCol} ${op} $2::date and id > $3
      order by id limit ${BATCH}`,
    [states, today, after]);

/**
 * The time-driven progress of people's tasks, sent as the `system` actor through the trackProgress machine (it has
 * no timers): a planned task whose start date has come becomes available; an open task (available, in progress)
 * past its end date becomes overdue. Each task is its own transaction at the version read; running it twice
 * changes nothing more (an overdue task is no longer open, the machine refuses a second `track.overdue`).
 */
export const runTaskDates = async (db: Db, now: Date): Promise<{ available: number; overdue: number }> => {
  const today = now.toISOString().slice(0, 10);
  const counts = { available: 0, overdue: 0 };
  const pass = async (kind: "available" | "overdue", states: string[], col: "start_date" | "end_date", op: "<=" | "<") => {
    for (let after = 0; ; ) {
      const rows = await due(db, states, col, op, today, after);
      for (const row of rows) {
        try {
          await transact(db, async (tx) => {
            const [fresh] = await tx.query<TaskRow>(
              "select id::int as id, user_id, element_id, track_id, state, started, progress_version from user_tasks where id = $1 for update", [row.id]);
            if (fresh && states.includes(fresh.state)) {
              await systemCommand(tx, row.client_id, fresh, kind === "available" ? "track.available" : "track.overdue");
              counts[kind]++;
            }
          });
        } catch (e) {
          if (!skippable(e)) throw e;
        }
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].id;
    }
  };
  await pass("available", ["planned"], "start_date", "<=");
  await pass("overdue", ["available", "in_progress"], "end_date", "<");
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
