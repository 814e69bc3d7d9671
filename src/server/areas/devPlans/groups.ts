import { DevPlanMessages } from "../../../../services/contract/devPlans.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { foreignIds } from "../../http/ownIds.js";
import { invalid } from "./errors.js";

/** The plan as group appointment needs it. */
interface PlanRef {
  readonly id: number;
  readonly client_id: number;
  readonly prohibited_user_ids: readonly number[];
}

/** Active user groups of the client, else 400 naming the field (another client's group is as unknown as a missing one). */
export const requireGroups = async (sql: Sql, clientId: number, ids: readonly number[]) => {
  const missing = await foreignIds(sql, clientId, "userGroups", ids, { activeOnly: true });
  if (missing.length) throw invalid("payload.group_ids", DevPlanMessages.unknownGroup, `unknown groups: ${missing.slice(0, 20).join(", ")}`);
};

/**
 * Who the plan's groups appoint now: active users of the client in an active group among `groupIds`, not
 * prohibited, not members, and who never had an employee plan in this campaign (a member the administrator
 * removed is not brought back by the sync; the administrator may re-add them individually). Static and
 * dynamic groups alike: `user_group_members` holds both (dynamic membership follows the users' profiles).
 * One query; a user in two groups goes with the first group listed.
 */
export const groupAppointees = async (sql: Sql, p: PlanRef, groupIds: readonly number[], members: readonly number[]) => {
  if (groupIds.length === 0) return [];
  const rows = await sql.query<{ group_id: number; user_id: number }>(
    `select gm.group_id, gm.user_id from user_group_members gm
       join user_groups g on g.id = gm.group_id and g.client_id = $2 and g.status_id = 1
       join users u on u.id = gm.user_id and u.client_id = $2 and u.status_id = 1
      where gm.group_id = any($3::int[]) and not (gm.user_id = any($4::int[]))
        and not exists (select 1 from dev_plan_members m where m.plan_id = $1 and m.user_id = gm.user_id)
        and not exists (select 1 from dev_plan_tasks t where t.owner_id = gm.user_id and t.plan_id = $1)
      order by gm.user_id`,
    [p.id, p.client_id, groupIds, p.prohibited_user_ids],
  );
  const taken = new Set(members);
  const groupsOfUser = new Map<number, Set<number>>();
  for (const r of rows) {
    if (!groupsOfUser.has(r.user_id)) groupsOfUser.set(r.user_id, new Set());
    groupsOfUser.get(r.user_id)!.add(r.group_id);
  }
  const byGroup = new Map<number, number[]>(groupIds.map((g) => [g, []]));
  for (const [userId, groups] of groupsOfUser) {
    if (!taken.has(userId)) byGroup.get(groupIds.find((g) => groups.has(g))!)!.push(userId);
  }
  return [...byGroup].filter(([, users]) => users.length > 0).map(([groupId, userIds]) => ({ groupId, userIds }));
};

/** GET /groups: the client's active groups to appoint through, with their member counts, keyset-paged by id. */
export const groupOptions = async (sql: Sql, clientId: number, q: { last_id?: number; limit?: number; search?: string }) => {
  const limit = q.limit ?? 50;
  const search = q.search?.trim() ?? "";
  const rows = await sql.query<{ id: number; name: string; type: string; members_count: number }>(
    `select g.id, g.name, g.type, (select count(*)::int from user_group_members m where m.group_id = g.id) as members_count
       from user_groups g
      where g.client_id = $1 and g.status_id = 1 and ($3 = '' or g.name ilike '%' || $3 || '%')${keysetTail({ keys: ["g.id"] }, "$2", "$4")}`,
    [clientId, q.last_id ?? 0, search.replace(/[\\%_]/g, "\\$&"), limit],
  );
  return keysetPage(rows, limit);
};
