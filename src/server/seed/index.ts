import path from "node:path";
import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { areaManifests } from "../areas/manifests.js";
import { subscriberRunnerFor } from "../events/subscriberRunner.js";
import { storageFor } from "../files/storage.js";
import { seedDemo } from "./demo.js";

export { demoSignInMessage } from "./demo.js";

/**
 * Seeds the demo client when the database is empty and seeding is on. With a data directory (the real server)
 * the demo library gets files in storage too; the API test harness passes none and gets an empty library.
 */
export const seedIfEmpty = async (db: Db, config: Pick<Config, "seedDemo"> & Partial<Pick<Config, "dataDir" | "s3">>, now?: Date) => {
  if (!config.seedDemo) return false;
  const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from clients");
  if (n !== 0) return false;
  const seeded = await seedDemo(db, now);
  // the demo's notifications and certificates come from subscribers: there before the first request, and their
  // leases given back (a database copied from this one, the tests' template, is run by another process)
  const runner = subscriberRunnerFor(db);
  await runner.catchUp();
  await runner.stop();
  if (seeded && config.dataDir) {
    const storage = storageFor(path.join(config.dataDir, "files"), config.s3);
    for (const area of areaManifests) if (area.seed?.files) await area.seed.files(db, storage, now ?? new Date());
  }
  return seeded;
};
