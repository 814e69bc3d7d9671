import { PGlite } from "@electric-sql/pglite";
import { lockIfOnDisk } from "./dataDirLock.js";
import { preparedStatements } from "./pglitePrepared.mjs";
import { type Db, type QueryOptions, type Sql, withoutNul } from "./types.js";

export interface PgliteDb extends Db {
  /** The whole data directory as an uncompressed tarball, for `openPglite(undefined, tarball)`. */
  dump(): Promise<Uint8Array>;
}

/**
 * What one process may share between the PGlites it opens one after another (the tests open one per file): the
 * compiled WebAssembly and the bundle of PostgreSQL's share files, which PGlite otherwise compiles and reads anew
 * for every instance (about a third of a CPU-second of the 1.7 that loading the tests' template costs).
 */
export interface PgliteReuse {
  readonly pgliteWasmModule: WebAssembly.Module;
  readonly fsBundle: Blob;
  /**
   * PostgreSQL settings for this instance, on top of PGlite's start parameters. The tests take 8 MB of shared buffers
   * instead of the default 128: PGlite allocates the pool on every start, and a test database holds a few megabytes
   * (80 ms of the template's load, measured on 2026-11-29).
   */
  readonly settings?: Readonly<Record<string, string>>;
}

/**
 * Embedded PostgreSQL. PGlite serialises every query and transaction, so one instance per process. `from`, a
 * tarball of `dump()`, starts the database as it was then instead of from an empty cluster (the tests start each
 * file from one migrated, seeded tarball: loading it takes a fraction of a fresh initdb plus migrations and seed).
 * A data directory on disk is locked first (dataDirLock.ts): another opener of it is refused.
 */
export const openPglite = async (dataDir: string | undefined, from?: Uint8Array, reuse?: PgliteReuse): Promise<PgliteDb> => {
  const { settings, ...shared } = reuse ?? {};
  const startParams = settings && [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
  const options = { dataDir, ...shared, ...(startParams ? { startParams } : {}) };
  const lock = await lockIfOnDisk(dataDir);
  let pg: PGlite;
  try {
    pg = from ? await PGlite.create({ ...options, loadDataDir: new Blob([from as BlobPart]) }) : await PGlite.create(options);
  } catch (e) {
    await lock?.release();
    throw e;
  }
  const scope = {};
  const prepared = preparedStatements(pg);
  const wrap = (q: { query: PGlite["query"] }, afterCommit: Sql["afterCommit"], inTransaction: boolean): Sql => ({
    scope,
    afterCommit,
    query: async <T>(text: string, params?: readonly unknown[], options?: QueryOptions) =>
      options?.prepare
        ? ((await prepared.run(text, withoutNul(params), inTransaction)) as T[])
        : (await q.query<T>(text, withoutNul(params))).rows,
  });
  return {
    kind: "pglite",
    ...wrap(pg, (fn) => fn(), false),
    transaction: async (fn) => {
      const committed: (() => void)[] = [];
      const result = await pg.transaction((tx) => fn(wrap(tx, (f) => committed.push(f), true)));
      for (const f of committed) f();
      return result;
    },
    listenToOtherProcesses: async () => async () => {},
    close: async () => {
      await pg.close();
      await lock?.release();
    },
    dump: async () => new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()),
  };
};
