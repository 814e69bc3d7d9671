import type { Sql } from "../db/types.js";

/** Tables whose rows a payload names by id; each has `client_id` (and `status_id`, 1 for active). */
const TABLES = { users: "users", userGroups: "user_groups", customRoles: "custom_roles" } as const;
export type OwnedKind = keyof typeof TABLES;

/**
 * The ids among `ids` that name no row of `kind` in the session's client, each once, in their order: another
 * client's row is as unknown as a missing one. One query for the whole list (no query per id). `activeOnly`
 * counts rows with status 1 only. Every handler that takes user, group or role ids checks them through this.
 */
export const foreignIds = async (
  sql: Sql, clientId: number, kind: OwnedKind, ids: readonly number[], opts: { activeOnly?: boolean } = {},
): Promise<number[]> => {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const active = opts.activeOnly ? " and status_id = 1" : "";
  const rows = await sql.query<{ id: number }>(`select id from ${TABLES[kind]} where client_id = $1 and id = any($2::int[])${active}`, [clientId, unique]);
  const known = new Set(rows.map((r) => r.id));
  return unique.filter((id) => !known.has(id));
};
