// A browser test run's data dir, migrated and seeded with the demo once (DATA_DIR, as the server reads it):
// scripts/e2e-servers.mjs copies it for each worker's server, which then finds its database seeded and starts at
// once, instead of every server creating, migrating and seeding a database of its own.
import { readConfig } from "../src/server/config.js";
import { openDatabase } from "../src/server/db/open.js";
import { seedIfEmpty } from "../src/server/seed/index.js";

const config = readConfig();
const db = await openDatabase(config);
try {
  await seedIfEmpty(db, { ...config, seedDemo: true });
} finally {
  await db.close();
}
