import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { log } from "../log.js";
import { onWake } from "../mail/wake.js";
import { DEV_PLAN_JOBS_EVERY_MS, runDevPlanJobs } from "./devPlans.js";
import { mailJob } from "./mail.js";
import { type Job, startJobRunner } from "./runner.js";

const devPlansJob = (db: Db): Job => ({
  name: "devPlans",
  everyMs: DEV_PLAN_JOBS_EVERY_MS,
  run: async () => {
    const r = await runDevPlanJobs(db, new Date());
    return r.autoApproved || r.completed || r.appointed
      ? `development plans: ${r.autoApproved} auto-approved, ${r.completed} completed, ${r.appointed} appointed through groups`
      : undefined;
  },
});

/**
 * PGlite has no autovacuum: without statistics the planner visits every plan of a manager's reports for the
 * manager's list (160 ms at 10k plans instead of 0.5 ms). A job refreshes them there, hourly (and at first start).
 */
const statisticsJob = (db: Db): Job => ({
  name: "analyze",
  everyMs: 60 * 60_000,
  run: async () => {
    await db.query("analyze");
    return undefined;
  },
});

/** Starts this process's share of the scheduled jobs; returns a function that stops them. */
export const startJobs = (db: Db, config: Config) => {
  const jobs = [devPlansJob(db), mailJob(db, config), ...(db.kind === "pglite" ? [statisticsJob(db)] : [])];
  const runner = startJobRunner(db, jobs, { leaseMs: config.jobLeaseMs });
  // A command that queued mail asks for it to go out now rather than at the next period.
  const stopWake = onWake(() => runner.runSoon("mail").catch((e) => log.error("mail wake failed", e)));
  return () => {
    stopWake();
    runner.stop();
  };
};
