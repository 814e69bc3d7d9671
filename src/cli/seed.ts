// npm run seed: seeds the demo tenants into the configured database (DATABASE_URL or DATA_DIR), idempotently.
import { readConfig } from "../server/config.js";
import { openDatabaseOrExit } from "../server/db/open.js";
import "../server/areas/manifests.js";
import { DEMO_SIGN_IN, seedDemo } from "../server/seed/demo.js";

const config = readConfig();
const db = await openDatabaseOrExit(config, "seed");
try {
  const seeded = await seedDemo(db);
  console.log(
    seeded
      ? `Seeded the demo clients (Demo, Northwind): sign in as ${DEMO_SIGN_IN.login} with the password ${DEMO_SIGN_IN.password}`
      : "Demo data already present: nothing to do.",
  );
} finally {
  await db.close();
}
