import { PGlite } from "@electric-sql/pglite";
import { type Db, type Sql, withoutNul } from "./types.js";

export interface PgliteDb extends Db {
  /** The whole data directory as an uncompressed tarball, for `openPglite(undefined, tarball)`. */
  dump(): Promise<Uint8Array>;
}

/**
 * Embedded PostgreSQL. PGlite serialises every query and transaction, so one instance per process. `from`, a
 * tarball of `dump()`, starts the database as it was then instead of from an empty cluster (the tests start each
 * file from one migrated, seeded tarball: loading it takes a fraction of a fresh initdb plus migrations and seed).
 */
export const openPglite = async (dataDir: string | undefined, from?: Uint8Array): Promise<PgliteDb> => {
  const pg = from ? await PGlite.create({ dataDir, loadDataDir: new Blob([from as BlobPart]) }) : await PGlite.create(dataDir);
  const scope = {};
  const wrap = (q: { query: PGlite["query"] }, afterCommit: Sql["afterCommit"]): Sql => ({
    scope,
    afterCommit,
    query: async <T>(text: string, params?: readonly unknown[]) =>
      (await q.query<T>(text, withoutNul(params))).rows,
  });
  return {
    kind: "pglite",
    ...wrap(pg, (fn) => fn()),
    transaction: async (fn) => {
      const committed: (() => void)[] = [];
      const result = await pg.transaction((tx) => fn(wrap(tx, (f) => committed.push(f))));
      for (const f of committed) f();
      return result;
    },
    listenToOtherProcesses: async () => async () => {},
    close: () => pg.close(),
    dump: async () => new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()),
  };
};
