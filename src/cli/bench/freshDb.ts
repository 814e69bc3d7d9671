// A standalone bench's database, shared by the benches that run on their own (`npx tsx src/cli/bench/<name>.ts`).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../../server/db/pglite.js";
import { openPgliteInWorker } from "../../server/db/pgliteWorker.js";
import { openScratchPostgres } from "../../server/db/scratch.js";
import type { Db } from "../../server/db/types.js";

/**
 * A fresh database: a temporary PGlite, or a new database on BENCH_DATABASE_URL (PostgreSQL, its `url`), dropped
 * afterwards. PGlite runs in a worker thread as the server runs it (db/open.ts), unless BENCH_PGLITE_THREAD=main
 * (as in `npm run bench`): in the bench's own thread it would queue the HTTP work behind every query.
 */
export const freshBenchDb = async (name: string, poolSize = 10): Promise<{ db: Db; url: string | null; cleanup: () => Promise<void> }> => {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const { db, url: scratch, drop } = await openScratchPostgres(url, `stride_bench_${name}`, poolSize);
    return { db, url: scratch, cleanup: drop };
  }
  const dir = await mkdtemp(path.join(tmpdir(), `stride-bench-${name}-`));
  const db = await (process.env.BENCH_PGLITE_THREAD === "main" ? openPglite : openPgliteInWorker)(path.join(dir, "pglite"));
  return { db, url: null, cleanup: async () => { await db.close(); await rm(dir, { recursive: true, force: true }); } };
};
