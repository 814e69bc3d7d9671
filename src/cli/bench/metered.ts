// What a bench's requests cost the database, whatever the machine's load: statements sent (BEGIN and COMMIT of a
// transaction included), and on PostgreSQL the time its backends spent executing for this database
// (pg_stat_database.active_time, PostgreSQL 14+), which excludes the network and the wait for a pooled connection.
import type { Db, Sql } from "../../server/db/types.js";

export interface Meter {
  /** the database the server is given: every statement through it is counted */
  readonly db: Db;
  /** a reading now; `since` gives the difference per request */
  readonly read: () => Promise<Reading>;
}

export interface Reading {
  readonly statements: number;
  /** PostgreSQL only: the database's active time (ms), null on PGlite */
  readonly activeMs: number | null;
  readonly cpu: NodeJS.CpuUsage;
}

/** Statements, DB active time and this process's CPU (ms) per request between two readings. */
export const since = (a: Reading, b: Reading, requests: number) => {
  const n = Math.max(1, requests);
  return {
    statements_per_request: (b.statements - a.statements) / n,
    db_active_ms_per_request: a.activeMs === null || b.activeMs === null ? null : (b.activeMs - a.activeMs) / n,
    server_cpu_ms_per_request: (b.cpu.user - a.cpu.user + b.cpu.system - a.cpu.system) / 1000 / n,
  };
};

/** BENCH_TRACE=1: each statement's text (its start), count and wall time, printed at exit: where a request's statements go. */
const traced = new Map<string, { n: number; ms: number }>();
if (process.env.BENCH_TRACE) {
  process.on("exit", () => {
    for (const [text, t] of [...traced].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) console.log(`${t.n}\t${t.ms.toFixed(0)} ms\t${text}`);
  });
}
const trace = async <T>(text: string, run: () => Promise<T>) => {
  if (!process.env.BENCH_TRACE) return run();
  const t = performance.now();
  try {
    return await run();
  } finally {
    const key = text.replace(/\s+/g, " ").slice(0, 110);
    const e = traced.get(key) ?? { n: 0, ms: 0 };
    traced.set(key, { n: e.n + 1, ms: e.ms + performance.now() - t });
  }
};

export const meter = (db: Db): Meter => {
  let statements = 0;
  const counted = (sql: Sql): Sql => ({
    scope: sql.scope,
    afterCommit: (fn) => sql.afterCommit(fn),
    query: (text, params, options) => {
      statements++;
      return trace(text, () => sql.query(text, params, options));
    },
  });
  const metered: Db = {
    ...counted(db),
    kind: db.kind,
    transaction: (fn) => {
      statements += 2;
      return trace("(a whole transaction)", () => db.transaction((tx) => fn(counted(tx))));
    },
    listenToOtherProcesses: () => db.listenToOtherProcesses(),
    close: () => db.close(),
  };
  // Read on the inner database, so that the readings are not counted.
  const read = async (): Promise<Reading> => {
    const activeMs = db.kind === "postgres"
      ? Number((await db.query<{ ms: number }>("select active_time as ms from pg_stat_database where datname = current_database()"))[0].ms)
      : null;
    return { statements, activeMs, cpu: process.cpuUsage() };
  };
  return { db: metered, read };
};
