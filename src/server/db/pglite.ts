import { PGlite } from "@electric-sql/pglite";
import { type Db, type Sql, withoutNul } from "./types.js";

/** Embedded PostgreSQL. PGlite serialises every query and transaction, so one instance per process. */
export const openPglite = async (dataDir: string | undefined): Promise<Db> => {
  const pg = await PGlite.create(dataDir);
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
  };
};
