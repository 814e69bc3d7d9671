// npm run rebuild: truncates every read table of the configured database and replays the whole event log.
// Stop the server first when using PGlite: one process per data directory (another one is refused, db/dataDirLock.ts).
import { readConfig } from "../server/config.js";
import { openDatabaseOrExit } from "../server/db/open.js";
import "../server/areas/manifests.js";
import { rebuild } from "../server/events/rebuild.js";

const config = readConfig();
const db = await openDatabaseOrExit(config, "rebuild");
try {
  const started = performance.now();
  const result = await rebuild(db);
  console.log(`Replayed ${result.events} events in ${Math.round(performance.now() - started)} ms.`);
  for (const table of result.tables) {
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    console.log(`  ${table.padEnd(24)} ${n}`);
  }
} finally {
  await db.close();
}
