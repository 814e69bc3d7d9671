// Run by pgliteWorker.test.ts as its own process (then killed with SIGKILL): commits one row a transaction on the
// PGlite worker in the data directory argv[2], and prints each row's number once its commit is acknowledged.
import { openPgliteInWorker } from "../../src/server/db/pgliteWorker.js";

const db = await openPgliteInWorker(`${process.argv[2]}/pglite`);
await db.query("create table if not exists acked (n int primary key, at timestamptz not null default now())");
for (let n = 1; ; n++) {
  await db.transaction(async (tx) => {
    await tx.query("insert into acked (n) values ($1)", [n]);
    await tx.query("update acked set at = now() where n = $1", [n]);
  });
  process.stdout.write(`${n}\n`);
}
