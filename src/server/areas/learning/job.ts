import type { Db, Sql } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { DomainError } from "../../events/errors.js";
import { VersionConflict } from "../../events/store.js";
import type { Job } from "../../jobs/runner.js";
import { systemActor } from "../../../../machines/actor.js";
import { decideFacts } from "../../events/lifecycle.js";
import { refusalOf } from "../../events/pipeline.js";
import { appendBatch } from "../../events/store.js";
import { systemCommand } from "./commands.js";
import { completeOpenedWithCourse } from "./courseTasks.js";
import { progressLifecycle, STREAMS, taskStreamId } from "./facts.js";
import { progressSnapshot, type TaskRow } from "./task.js";
import { noticeTasks } from "./taskNotices.js";

/** How often the dates of people's tasks are looked at (the job is cheap when nothing is due). */
export const TASK_DATES_EVERY_MS = 5 * 60_000;
/**
 * Due tasks read and moved together, in one transaction with one multi-row append: each task one by one (row lock,
 * an append and a notice each) took 72.9 s for 20k due tasks at 1M task rows (bench/learning.ts, 2026-11-28).
 */
const CHUNK = 1000;

/** A command that lost a race (the learner acted meanwhile) or that the machine now refuses is skipped, not failed. */
const skippable = (e: unknown) => e instanceof VersionConflict || e instanceof DomainError;

/**
 * The next chunk of due tasks after the cursor (date, id), read off the partial index of the pass (migration 0161:
 * user_tasks_due_start, user_tasks_due_end): the predicates are written out so that the planner matches them.
 */
const DUE_SQL = {
  available: `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version, start_date::text as due_date
       from user_tasks where state = 'planned' and start_date is not null and start_date <= $1::date and (start_date, id) > ($2::date, $3)
      order by start_date, id limit ${CHUNK}`,
  overdue: `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version, end_date::text as due_date
       from user_tasks where state in ('available', 'in_progress') and end_date is not null and end_date < $1::date and (end_date, id) > ($2::date, $3)
      order by end_date, id limit ${CHUNK}`,
};
export type DueRow = TaskRow & { client_id: number; due_date: string };
const due = (db: Db, kind: Kind, today: string, after: { date: string; id: number }) =>
  db.query<DueRow>(DUE_SQL[kind], [today, after.date, after.id], { prepare: true });

export type Kind = "available" | "overdue";
const STATES: Record<Kind, string[]> = { available: ["planned"], overdue: ["available", "in_progress"] };
const COMMAND: Record<Kind, "track.available" | "track.overdue"> = { available: "track.available", overdue: "track.overdue" };

/** One task as the job moved it before chunks: locked, read again, decided by the machine, appended alone. */
const moveOne = async (tx: Sql, kind: Kind, row: DueRow) => {
  const [fresh] = await tx.query<TaskRow>(
    "select id::int as id, user_id, element_id, track_id, state, started, progress_version from user_tasks where id = $1 for update", [row.id], { prepare: true });
  if (!fresh || !STATES[kind].includes(fresh.state)) return 0;
  await systemCommand(tx, row.client_id, fresh, COMMAND[kind]);
  return 1;
};

/**
 * A chunk in one transaction, set-based. Its rows are locked and read again (`skip locked`: a task a learner's
 * command holds is left for the next run; one that left the pass's states meanwhile is not read); the machine decides
 * each from its state (a refusal skips the task); the facts go in with one multi-row append per client, each at the
 * version after the one read (appendBatch: the projection's batch handler applies them; a version taken meanwhile is
 * a unique violation that rolls the chunk back); then what the reactions do for a single fact, for the chunk: the
 * learning tasks whose course was passed are completed, and the doers are told with one notifyMany.
 */
export const moveDueChunk = async (tx: Sql, kind: Kind, chunk: readonly DueRow[]) => {
  const fresh = await tx.query<TaskRow & { client_id: number }>(
    `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version from user_tasks
      where id = any($1::bigint[]) and state = any($2::text[]) order by id for update skip locked`,
    [chunk.map((r) => r.id), STATES[kind]]);
  const decided = fresh.flatMap((row) => {
    const command = { type: COMMAND[kind], actor: systemActor, user_id: row.user_id, element_id: row.element_id };
    const snapshot = progressSnapshot(row);
    if (!snapshot.can(command as never)) return [];
    const { facts } = decideFacts(progressLifecycle.name, snapshot, [command], (current, c) => {
      throw refusalOf(current, c, "learning.errors.notNow");
    });
    return facts.map((fact) => ({ row, fact }));
  });
  for (const clientId of new Set(decided.map((d) => d.row.client_id))) {
    const mine = decided.filter((d) => d.row.client_id === clientId);
    const stored = await appendBatch(tx, clientId, mine.map(({ row, fact }) => ({
      ...fact, stream: { type: STREAMS.progress, id: taskStreamId(row.user_id, row.element_id) }, version: row.progress_version + 1,
    })), { actor: "system" });
    const tasks = mine.map((d) => d.row);
    if (kind === "available") await completeOpenedWithCourse(tx, clientId, tasks);
    // one transaction, one time (`recorded_at` is the transaction's): all the chunk's notices carry it
    await noticeTasks(tx, clientId, kind, tasks, stored[0].recordedAt.toISOString());
  }
  return decided.length;
};

/**
 * The time-driven progress of people's tasks, sent as the `system` actor through the trackProgress machine (it has
 * no timers): a planned task whose start date has come becomes available; an open task (available, in progress)
 * past its end date becomes overdue. CHUNK tasks at a time, set-based (moveDueChunk); a chunk that lost a race on one
 * task (a version taken meanwhile) is rolled back and runs again task by task, each in its own transaction, where
 * that task is skipped. Running it twice changes nothing more (an overdue task is no longer open, the machine
 * refuses a second `track.overdue`).
 */
export const runTaskDates = async (db: Db, now: Date): Promise<{ available: number; overdue: number }> => {
  const today = now.toISOString().slice(0, 10);
  const counts = { available: 0, overdue: 0 };
  const pass = async (kind: Kind) => {
    for (let after = { date: "-infinity", id: 0 }; ; ) {
      const rows = await due(db, kind, today, after);
      if (rows.length === 0) return;
      try {
        counts[kind] += await transact(db, (tx) => moveDueChunk(tx, kind, rows));
      } catch (e) {
        if (!skippable(e)) throw e;
        for (const row of rows) {
          try {
            counts[kind] += await transact(db, (tx) => moveOne(tx, kind, row));
          } catch (e) {
            if (!skippable(e)) throw e;
          }
        }
      }
      if (rows.length < CHUNK) return;
      const last = rows[rows.length - 1];
      after = { date: last.due_date, id: last.id };
    }
  };
  await pass("available");
  await pass("overdue");
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
