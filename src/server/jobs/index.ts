import { areaJobs } from "../areas/manifests.js";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { log } from "../log.js";
import { type Job, startJobRunner } from "./runner.js";

/**
 * PGlite has no autovacuum: without statistics the planner visits every plan of a manager's reports for the
 * manager's list (160 ms at 10k plans instead of 0.5 ms). A job refreshes them there, hourly (and at first start).
 * It belongs to no area: the database's own upkeep.
 */
const statisticsJob = (db: Db): Job => ({
  name: "analyze",
  everyMs: 60 * 60_000,
  run: async () => {
    await db.query("analyze");
    return undefined;
  },
});

/** How long a stopping process waits for its running jobs; a longer job is taken up by another process after its lease. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Starts this process's share of the scheduled jobs (every area's, from the manifests); returns a function that stops them and waits for the running ones (up to SHUTDOWN_GRACE_MS). */
export const startJobs = (db: Db, config: Config) => {
  const jobs = [...areaJobs(db, config), ...(db.kind === "pglite" ? [statisticsJob(db)] : [])];
  const runner = startJobRunner(db, jobs, { leaseMs: config.jobLeaseMs });
  const unsubscribe = jobs.flatMap((job) =>
    job.wake ? [job.wake(() => runner.runSoon(job.name).catch((e) => log.error(`${job.name} wake failed`, e)))] : [],
  );
  return async () => {
    for (const stop of unsubscribe) stop();
    await runner.drain(SHUTDOWN_GRACE_MS);
  };
};
