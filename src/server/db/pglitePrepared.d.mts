import type { PGlite } from "@electric-sql/pglite";

/** Named prepared statements on one PGlite instance (pglitePrepared.mjs). */
export declare const preparedStatements: (pg: PGlite) => {
  run(text: string, params: readonly unknown[] | undefined, inTransaction: boolean): Promise<Record<string, unknown>[]>;
};
