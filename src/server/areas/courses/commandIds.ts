import type { Sql } from "../../db/types.js";
import { invalidField } from "../../events/errors.js";

/** Every id must be a row of the client in `table` (with `extra` SQL), else a 400 naming the field. */
export const requireIds = async (tx: Sql, clientId: number, table: string, ids: readonly number[], path: string, extra = "") => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return wanted;
  const rows = await tx.query<{ id: number }>(`select id from ${table} where client_id = $1 and id = any($2::int[])${extra}`, [clientId, wanted]);
  const found = new Set(rows.map((r) => r.id));
  const missing = wanted.findIndex((id) => !found.has(id));
  if (missing >= 0) throw invalidField(`${path}`, "courses.errors.unknownId", `${table} ${wanted[missing]}`);
  return wanted;
};

