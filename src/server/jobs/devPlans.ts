import { systemActor } from "../../../machines/devPlanRoleModel.js";
import { syncAllGroups } from "../areas/devPlans/groupCommands.js";
import { finishPlan, taskAsSystem } from "../areas/devPlans/planCommands.js";
import { DomainError } from "../events/errors.js";
import type { Db } from "../db/types.js";
import { transact } from "../events/command.js";
import { VersionConflict } from "../events/store.js";
import type { Job } from "./runner.js";

/** How often the development-plan jobs run (the devPlans manifest lists the job). */
export const DEV_PLAN_JOBS_EVERY_MS = 5 * 60_000;

/** A command that lost a race (someone acted meanwhile) or that the machine now refuses is skipped, not failed. */
const skippable = (e: unknown) => e instanceof VersionConflict || e instanceof DomainError;

/**
 * The time-driven events of development plans, sent as the system actor (machines have no timers):
 * - `task.autoApprove` for employee plans waiting for approval longer than their role model's days;
 * - `plan.complete` for launched plans whose end date has passed (open employee plans are then canceled);
 * - `members.add` (appointment 2, with the group) for users who entered a group a launched plan appoints through,
 *   each with a new employee plan (`syncPlanGroups`).
 * Each is its own transaction at the version read, so a concurrent approver wins cleanly. `now` is injected.
 */
export const runDevPlanJobs = async (db: Db, now: Date): Promise<{ autoApproved: number; completed: number; appointed: number }> => {
  const at = now.toISOString();
  const due = await db.query<{ id: number; client_id: number }>(
    `select id, client_id from dev_plan_tasks where state_value = 'approval' and auto_approve_days is not null
        and submitted_at + auto_approve_days * interval '1 day' <= $1 order by id`,
    [at],
  );
  let autoApproved = 0;
  for (const { id, client_id } of due) {
    try {
      await transact(db, async (tx) => {
        const [t] = await tx.query<{ id: number; state_value: string; context: unknown; version: number }>(
          "select id, state_value, context, version from dev_plan_tasks where id = $1", [id]);
        await taskAsSystem(tx, client_id, t, { type: "task.autoApprove", actor: systemActor, at });
      });
      autoApproved++;
    } catch (e) {
      if (!skippable(e)) throw e;
    }
  }
  const ended = await db.query<{ id: number; client_id: number }>(
    "select id, client_id from dev_plans where state_value = 'launched' and end_date < ($1::timestamptz)::date order by id",
    [at],
  );
  let completed = 0;
  for (const { id, client_id } of ended) {
    try {
      await transact(db, (tx) => finishPlan(tx, null, client_id, id, "plan.complete"));
      completed++;
    } catch (e) {
      if (!skippable(e)) throw e;
    }
  }
  // after completing: a plan that just ended appoints nobody
  const appointed = await syncAllGroups(db, skippable);
  return { autoApproved, completed, appointed };
};

/** The development plans' periodic job (listed in the devPlans manifest). */
export const devPlansJob = (db: Db): Job => ({
  name: "devPlans",
  everyMs: DEV_PLAN_JOBS_EVERY_MS,
  run: async () => {
    const r = await runDevPlanJobs(db, new Date());
    return r.autoApproved || r.completed || r.appointed
      ? `development plans: ${r.autoApproved} auto-approved, ${r.completed} completed, ${r.appointed} appointed through groups`
      : undefined;
  },
});
