import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { log } from "../log.js";
import { CACHE_CHANNEL, cacheNotePayloads, sendCacheNotesThrough } from "./cacheNotes.js";
import { listenForCacheNotes } from "./postgresListener.js";
import { type Db, type QueryOptions, type Sql, withoutNul } from "./types.js";

// bigint (int8) and numeric come back as strings by default; ids and counts here fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

// The names of the statements kept prepared, by their text: the texts are the code's constants (a few hundred), and
// hashing one again on every query cost a few µs of each request. Bounded all the same.
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 5_000;

/** A statement to keep prepared is named by its text's hash (names are at most 63 bytes). */
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash("sha1").update(text).digest("hex").slice(0, 32)}`;
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
};

const config = (text: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined): pg.QueryConfig => ({
  text,
  values: withoutNul(params) as unknown[] | undefined,
  ...(options?.prepare ? { name: statementName(text) } : {}),
});

/** PostgreSQL from a connection string, through a pool. */
export const openPostgres = async (url: string, max = 10): Promise<Db> => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (restart, admin command, a dropped test database) is only removed from the
  // pool: without a listener the pool's "error" event would crash the process.
  pool.on("error", () => {});
  await pool.query("select 1");
  const query = async <T>(text: string, params?: readonly unknown[], options?: QueryOptions) =>
    (await pool.query(config(text, params, options))).rows as T[];
  const scope = {};
  // Tells this database's notes from other processes' (and from another pool of the same process, in tests).
  const origin = randomBytes(6).toString("hex");
  const notify = (c: pg.Pool | pg.PoolClient, notes: Iterable<string>) =>
    c.query(`select pg_notify('${CACHE_CHANNEL}', p) from unnest($1::text[]) p`, [cacheNotePayloads(origin, notes)]);
  const db: Db = {
    kind: "postgres",
    scope,
    query,
    afterCommit: (fn) => fn(),
    transaction: async (fn) => {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      const notes = new Set<string>();
      try {
        await client.query("BEGIN");
        const tx: Sql = { scope, afterCommit: (f) => committed.push(f), query: async (t, p, o) => (await client.query(config(t, p, o))).rows };
        sendCacheNotesThrough(tx, (n) => notes.add(n));
        const result = await fn(tx);
        // Sent in the transaction: PostgreSQL delivers them when (and only if) it commits.
        if (notes.size) await notify(client, notes);
        await client.query("COMMIT");
        for (const f of committed) f();
        return result;
      } catch (e) {
        await client.query("ROLLBACK").catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    listenToOtherProcesses: () => listenForCacheNotes(url, scope, origin),
    close: () => pool.end(),
  };
  sendCacheNotesThrough(db, (n) => void notify(pool, [n]).catch((e) => log.error("cache note not sent", e)));
  return db;
};
