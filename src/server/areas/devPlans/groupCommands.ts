import { groupsOf } from "../../../../machines/devPlan.js";
import { type Actor, systemActor } from "../../../../machines/devPlanRoleModel.js";
import type { Db, Sql } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { groupAppointees, requireGroups } from "./groups.js";
import { adminActor, type Caller, type MachineEvent, } from "./model.js";
import { appendPlan, createTasks, memberIds, validateSteps } from "./planCommands.js";
import { loadPlan, type PlanRow } from "./planQueries.js";

// Appointment through groups (2). The chosen groups live in the devPlan machine's context (groups.add /
// groups.remove), and every appointment is a members.add naming its group: a replay decides the same, whatever
// the groups contain by then.

/** members.add events for whoever these groups appoint now (see groupAppointees), by this actor. */
const appointEvents = async (tx: Sql, p: PlanRow, groupIds: readonly number[], actor: Actor) => {
  const appointed = await groupAppointees(tx, p, groupIds, memberIds(p));
  const events: MachineEvent[] = appointed.map((g) => ({ type: "members.add", actor, userIds: g.userIds, appointment: 2, groupId: g.groupId }));
  return { events, userIds: appointed.flatMap((g) => g.userIds) };
};

/**
 * Chooses groups to appoint through. While preparing, their members are appointed at launch; in a launched
 * plan they are appointed at once and get their employee plans. Unknown, inactive or another client's groups: 400.
 */
export const addGroups = async (tx: Sql, caller: Caller, planId: number, groupIds: readonly number[]) => {
  const p = await loadPlan(tx, caller.clientId, planId, true);
  const unique = [...new Set(groupIds)];
  await requireGroups(tx, caller.clientId, unique);
  const chosen = groupsOf(p.context);
  const fresh = unique.filter((g) => !chosen.includes(g));
  if (fresh.length === 0) return;
  const actor = adminActor(caller);
  const events: MachineEvent[] = [{ type: "groups.add", actor, groupIds: fresh }];
  if (p.state_value === "preparation") {
    events.push({ type: "settings.validated", actor, steps: validateSteps(p, {}, memberIds(p), [...chosen, ...fresh]), changes: {} });
    await appendPlan(tx, caller, p, events);
    return;
  }
  const appointed = p.state_value === "launched" ? await appointEvents(tx, p, fresh, actor) : { events: [], userIds: [] };
  await appendPlan(tx, caller, p, [...events, ...appointed.events]);
  if (appointed.userIds.length) await createTasks(tx, caller, p, p.role_model, appointed.userIds);
};

/** Stops appointing through groups; members they appointed stay (the administrator removes members one by one). */
export const removeGroups = async (tx: Sql, caller: Caller, planId: number, groupIds: readonly number[]) => {
  const p = await loadPlan(tx, caller.clientId, planId, true);
  const chosen = groupsOf(p.context);
  const gone = [...new Set(groupIds)].filter((g) => chosen.includes(g));
  if (gone.length === 0) return;
  const actor = adminActor(caller);
  const events: MachineEvent[] = [{ type: "groups.remove", actor, groupIds: gone }];
  const left = chosen.filter((g) => !gone.includes(g));
  if (p.state_value === "preparation") events.push({ type: "settings.validated", actor, steps: validateSteps(p, {}, memberIds(p), left), changes: {} });
  await appendPlan(tx, caller, p, events);
};

/**
 * The jobs scheduler's group sync: in each launched plan that appoints through groups, whoever entered a
 * group since (added to a static group, or a profile change that put them in a dynamic one) is appointed by
 * the system and gets an employee plan. One transaction per plan at the version read: a plan an
 * administrator changed meanwhile is left for the next run. Returns the users appointed.
 */
export const syncPlanGroups = async (tx: Sql, clientId: number, planId: number): Promise<number> => {
  const p = await loadPlan(tx, clientId, planId, true);
  if (p.state_value !== "launched") return 0;
  const { events, userIds } = await appointEvents(tx, p, groupsOf(p.context), systemActor);
  if (events.length === 0) return 0;
  await appendPlan(tx, null, p, events);
  await createTasks(tx, null, p, p.role_model, userIds);
  return userIds.length;
};

/** Launched plans that appoint through groups (a handful per client: the sync visits each). */
export const plansWithGroups = (db: Db) =>
  db.query<{ id: number; client_id: number }>(
    "select id, client_id from dev_plans where state_value = 'launched' and group_ids <> '[]'::jsonb order by id",
  );

export const syncAllGroups = async (db: Db, skippable: (e: unknown) => boolean) => {
  let appointed = 0;
  for (const { id, client_id } of await plansWithGroups(db)) {
    try {
      appointed += await transact(db, (tx) => syncPlanGroups(tx, client_id, id));
    } catch (e) {
      if (!skippable(e)) throw e;
    }
  }
  return appointed;
};
