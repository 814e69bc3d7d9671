import { PGlite } from "@electric-sql/pglite";
import { type Db, type Sql, withoutNul } from "./types.js";

/** Embedded PostgreSQL. PGlite serialises every query and transaction, so one instance per process. */
export const openPglite = async (dataDir: string | undefined): Promise<Db> => {
  const pg = await PGlite.create(dataDir);
  const scope = {};
  const wrap = (q: { query: PGlite["query"] }): Sql => ({
    scope,
    query: async <T>(text: string, params?: readonly unknown[]) =>
      (await q.query<T>(text, withoutNul(params))).rows,
  });
  return {
    kind: "pglite",
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
};
