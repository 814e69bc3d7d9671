// Migrates and seeds one data dir with the demo for the browser tests' servers (scripts/e2e-servers.mjs copies it to
// each worker's): seeding it once and copying the folder costs one seed instead of one per worker.
import "../src/server/areas/manifests.js";
import { readConfig } from "../src/server/config.js";
import { openDatabase } from "../src/server/db/open.js";
import { seedIfEmpty } from "../src/server/seed/index.js";

const config = readConfig();
const db = await openDatabase(config);
try {
  await seedIfEmpty(db, config);
} finally {
  await db.close();
}
