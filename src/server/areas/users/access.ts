import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import type { Params } from "../lists/index.js";

/** The rule and unit when the SessionUser did not come with them (the session check reads them in its one query). */
const readAccess = async (sql: Sql, userId: number) => {
  const [row] = await sql.query<{ user_access: string; unit_id: number | null }>(
    "select cr.user_access, u.unit_id from users u join custom_roles cr on cr.id = u.custom_role_id where u.id = $1", [userId]);
  return row ? { ownUnitsOnly: row.user_access === "own_units", unitId: row.unit_id } : null;
};

/**
 * The role's user-access rule (spec 000 §6): "all users" of the client, or "only the user's units": the units of
 * the viewer's own unit and its sub-units (unitsByClient parents), plus the viewer. System roles reach all users.
 * Returns the unit ids the viewer reaches, or null for all users.
 */
export const reachableUnits = async (sql: Sql, user: SessionUser): Promise<number[] | null> => {
  if (user.customRoleId === null) return null;
  const access = user.access ?? (await readAccess(sql, user.userId));
  if (!access?.ownUnitsOnly) return null;
  if (access.unitId === null) return [];
  const units = await sql.query<{ id: number }>(
    `with recursive t(id) as (select $1::int union select c.id from catalogue_items c join t on c.parent_id = t.id
       where c.resource = 'unitsByClient' and c.client_id = $2) select id from t`,
    [access.unitId, user.clientId],
  );
  return units.map((u) => u.id);
};

/** The rule as a predicate over a users alias. */
export const userAccessSql = async (sql: Sql, user: SessionUser, p: Params, alias = "u") => {
  const units = await reachableUnits(sql, user);
  if (units === null) return "true";
  return `(${alias}.unit_id = any(${p.add(units)}::int[]) or ${alias}.id = ${p.add(user.userId)})`;
};

/** Whether the viewer reaches this user of their client (same client is checked by the caller). */
export const reachesUser = async (sql: Sql, user: SessionUser, target: { id: number; unit_id: number | null }) => {
  const units = await reachableUnits(sql, user);
  return units === null || target.id === user.userId || (target.unit_id !== null && units.includes(target.unit_id));
};
