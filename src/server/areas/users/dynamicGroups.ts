import type { Condition } from "../../../../services/contract/lists.js";
import type { Sql } from "../../db/types.js";
import { compileConditions, Params } from "../lists/index.js";
import { GROUP_CONDITION_FIELDS } from "./lists.js";

interface DynamicGroup {
  readonly id: number;
  readonly match: string;
  readonly conditions: Condition[];
}

/** A group's conditions as a predicate over `users u`; null when they no longer compile (the group then matches nobody). */
const predicate = (g: DynamicGroup, p: Params): string | null => {
  try {
    return compileConditions(GROUP_CONDITION_FIELDS, g.conditions, g.match !== "any", p, "conditions");
  } catch {
    return null;
  }
};

/** Checks a group's conditions at command time: the first bad one as [path, reason], or null. */
export { BadCondition } from "../lists/index.js";
export const checkConditions = (match: "all" | "any", conditions: readonly Condition[]) =>
  compileConditions(GROUP_CONDITION_FIELDS, conditions, match !== "any", new Params(), "payload.conditions");

/**
 * Puts one user into exactly the dynamic groups of their client whose conditions they match: one query over the
 * client's dynamic groups (O(groups)) for each change of a user, never a scan of the users.
 */
export const refreshUserGroups = async (tx: Sql, userId: number, known?: readonly DynamicGroup[]) => {
  const groups = known ?? await tx.query<DynamicGroup>(
    `select g.id, g.match, g.conditions from user_groups g join users u on u.client_id = g.client_id
      where u.id = $1 and g.type = 'dynamic'`, [userId]);
  if (groups.length === 0) return;
  const p = new Params();
  const user = p.add(userId);
  const cases = groups.map((g) => {
    const pred = predicate(g, p);
    return pred ? `case when ${pred} then ${Number(g.id)} end` : "null::int";
  });
  const [row] = await tx.query<{ ids: number[] }>(
    `select array_remove(array[${cases.join(", ")}]::int[], null) as ids from users u where u.id = ${user}`, p.values);
  const matched = row?.ids ?? [];
  const all = groups.map((g) => g.id);
  await tx.query("delete from user_group_members where user_id = $1 and group_id = any($2::int[]) and not (group_id = any($3::int[]))",
    [userId, all, matched]);
  if (matched.length) {
    await tx.query(
      `insert into user_group_members (group_id, user_id, client_id) select g, u.id, u.client_id from unnest($2::int[]) g, users u
        where u.id = $1 on conflict do nothing`,
      [userId, matched]);
  }
};

/** Recomputes a dynamic group's members from its conditions (after it is created or its conditions change). */
export const recomputeGroup = async (tx: Sql, groupId: number) => {
  const [g] = await tx.query<DynamicGroup & { client_id: number; type: string }>(
    "select id, match, conditions, client_id, type from user_groups where id = $1", [groupId]);
  if (g?.type !== "dynamic") return;
  await tx.query("delete from user_group_members where group_id = $1", [groupId]);
  const p = new Params();
  const pred = predicate(g, p);
  if (!pred) return;
  await tx.query(
    `insert into user_group_members (group_id, user_id, client_id)
     select ${p.add(groupId)}, u.id, u.client_id from users u where u.client_id = ${p.add(g.client_id)} and ${pred}`, p.values);
};

/** The same for many users of one client at once (an import): O(groups) statements, whatever the number of users. */
export const refreshUsersGroups = async (tx: Sql, clientId: number, userIds: readonly number[]) => {
  if (!userIds.length) return;
  const groups = await tx.query<DynamicGroup>("select id, match, conditions from user_groups where client_id = $1 and type = 'dynamic'", [clientId]);
  for (const g of groups) {
    const p = new Params();
    const ids = p.add(userIds);
    const gid = p.add(g.id);
    const pred = predicate(g, p) ?? "false";
    await tx.query(`delete from user_group_members m using users u where m.group_id = ${gid} and m.user_id = u.id and u.id = any(${ids}::int[]) and not coalesce(${pred}, false)`, p.values);
    await tx.query(`insert into user_group_members (group_id, user_id, client_id) select ${gid}, u.id, u.client_id from users u
      where u.id = any(${ids}::int[]) and ${pred} on conflict do nothing`, p.values);
  }
};
