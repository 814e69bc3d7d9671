import { createHash } from "node:crypto";
import pg from "pg";
import { type Db, type QueryOptions, type Sql, withoutNul } from "./types.js";

// bigint (int8) and numeric come back as strings by default; ids and counts here fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** A statement to keep prepared is named by its text's hash (names are at most 63 bytes). */
const config = (text: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined): pg.QueryConfig => ({
  text,
  values: withoutNul(params) as unknown[] | undefined,
  ...(options?.prepare ? { name: `s${createHash("sha1").update(text).digest("hex").slice(0, 32)}` } : {}),
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
  return {
    kind: "postgres",
    scope,
    query,
    afterCommit: (fn) => fn(),
    transaction: async (fn) => {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      try {
        await client.query("BEGIN");
        const tx: Sql = { scope, afterCommit: (f) => committed.push(f), query: async (t, p, o) => (await client.query(config(t, p, o))).rows };
        const result = await fn(tx);
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
    close: () => pool.end(),
  };
};
