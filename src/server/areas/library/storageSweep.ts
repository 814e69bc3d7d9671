import type { Config } from "../../config.js";
import type { Db } from "../../db/types.js";
import { sweepObjects } from "../../files/sweep.js";
import type { Job } from "../../jobs/runner.js";
import { storageOf } from "./upload.js";

/** How often the store is swept; every process start asks for a pass too (a killed upload's objects go then). */
export const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes the stored objects that no committed row names (`files/sweep.ts`): removed files' bytes after
 * FILES_RETENTION_DAYS, a killed upload's after a day. The runner runs it in one process at a time.
 */
export const storageSweepJob = (db: Db, config: Config): Job => ({
  name: "storageSweep",
  everyMs: SWEEP_EVERY_MS,
  run: async () => {
    const r = await sweepObjects(db, storageOf(config), { now: new Date(), retentionMs: config.filesRetentionMs });
    return r.deleted ? `storage: ${r.deleted} unnamed object(s) deleted of ${r.listed}` : undefined;
  },
  wake: (runSoon) => {
    runSoon();
    return () => {};
  },
});
