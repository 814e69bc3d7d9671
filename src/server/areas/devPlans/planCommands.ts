import { devPlanMachine, groupsOf, launchBlockers, type SettingsStep } from "../../../../machines/devPlan.js";
import { type Actor, type RoleModel, roleModelErrors, systemActor } from "../../../../machines/devPlanRoleModel.js";
import { devPlanTaskMachine, TASK_NOT_NOW } from "../../../../machines/devPlanTask.js";
import { DevPlanMessages } from "../../../../services/contract/devPlans.js";
import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import { requireSeen, runCommand } from "../../events/pipeline.js";
import { appendBatch, appendIn } from "../../events/store.js";
import { foreignIds } from "../../http/ownIds.js";
import { conflict, DevPlanError, forbidden, invalid } from "./errors.js";
import { adminActor, type Caller, type MachineEvent, restore } from "./model.js";
import { groupAppointees } from "./groups.js";
import { loadPlan, type PlanRow } from "./planQueries.js";

/** What a settings save changes: one step's payload, stored in the `settings.validated` event beside the flags. */
export interface StepChanges {
  description?: { name: string; description: string };
  general?: { appointment_type_id: 2 | 3; start_date: string; end_date: string };
  prohibition?: { user_ids: readonly number[] };
  preliminarySurvey?: { questions: ReadonlyArray<{ id: number; title: string; type: string; required: boolean }> };
  roleModel?: { role_model: RoleModel };
  summary?: { confirmed: boolean };
}

const OPEN_TASK = "state_value not in ('completed', 'canceled')";

/**
 * Re-validates the whole wizard (steps depend on each other; the summary on all of them) from the plan as it
 * will be after the change, with these members and groups. The members step wants a member or a group.
 */
export const validateSteps = (
  p: PlanRow,
  c: StepChanges,
  memberIds: readonly number[],
  groupIds: readonly number[] = p.context ? groupsOf(p.context) : [],
): Record<SettingsStep, boolean> => {
  const name = c.description?.name ?? p.name;
  const general = c.general ?? { appointment_type_id: p.appointment_type_id, start_date: p.start_date, end_date: p.end_date };
  const prohibited = new Set(c.prohibition?.user_ids ?? p.prohibited_user_ids);
  const questions = c.preliminarySurvey?.questions ?? p.survey_questions;
  const rm = c.roleModel?.role_model ?? p.role_model;
  const steps = {
    description: name.trim().length > 0,
    general: [2, 3].includes(general.appointment_type_id ?? 0) && !!general.start_date && !!general.end_date && general.start_date <= general.end_date,
    members: (memberIds.length > 0 || groupIds.length > 0) && memberIds.every((m) => !prohibited.has(m)),
    prohibition: true,
    preliminarySurvey: new Set(questions.map((q) => q.id)).size === questions.length,
    roleModel: rm != null && roleModelErrors(rm).length === 0,
  };
  const summary = (c.summary?.confirmed ?? p.summary_confirmed) && Object.values(steps).every(Boolean);
  return { ...steps, summary } as Record<SettingsStep, boolean>;
};

export const memberIds = (p: PlanRow): number[] => p.context.members.map((m: { userId: number }) => m.userId);

/** The pipeline for the administrator's plan: the devPlan machine decides the commands, the facts are appended. */
export const appendPlan = (tx: Sql, caller: Caller | null, p: PlanRow, events: readonly MachineEvent[]) =>
  runCommand(tx, {
    clientId: p.client_id,
    stream: { type: "devPlan", id: p.id },
    lifecycle: "devPlan",
    load: { snapshot: restore(devPlanMachine, p.state_value, p.context), version: p.version },
    commands: events,
    meta: { actor: caller?.userId ?? "system" },
    notNow: DevPlanMessages.notAllowedNow,
    expected: caller?.expectedVersion,
  });

/** The pipeline for one employee plan, as the system (cascades and jobs). */
export const taskAsSystem = (tx: Sql, clientId: number, t: { id: number; state_value: string; context: unknown; version: number }, event: MachineEvent) =>
  runCommand(tx, {
    clientId,
    stream: { type: "devPlanTask", id: t.id },
    lifecycle: "devPlanTask",
    load: { snapshot: restore(devPlanTaskMachine, t.state_value, t.context), version: t.version },
    commands: [event],
    meta: { actor: "system" },
    notNow: TASK_NOT_NOW,
  });

/** Creates a plan in preparation with its description step; returns its id. */
export const createPlan = async (tx: Sql, caller: Caller, description: { name: string; description: string }) => {
  const actor = adminActor(caller);
  if (!actor.isPlanAdmin) throw forbidden("only plan administrators create plans");
  const id = await nextId(tx, "dev_plan_ids");
  const draft = { name: description.name, appointment_type_id: null, start_date: null, end_date: null, prohibited_user_ids: [], survey_questions: [], role_model: null, summary_confirmed: false } as unknown as PlanRow;
  const steps = validateSteps(draft, { description }, []);
  const created = { type: "devPlan.created", data: { input: { planId: id }, name: description.name, description: description.description }, meta: { machine: "devPlan", to: "preparation" } };
  const validated = { type: "settings.validated", data: { actor, steps, changes: { description } }, meta: { machine: "devPlan", from: "preparation", to: "preparation" } };
  await appendIn(tx, caller.clientId, { type: "devPlan", id }, 0, [created, validated], { actor: caller.userId });
  return id;
};

/** Saves one settings step (preparation only: settings freeze at launch). */
export const saveStep = async (tx: Sql, caller: Caller, planId: number, changes: StepChanges) => {
  const p = await loadPlan(tx, caller.clientId, planId, true);
  await requireSeen(tx, p.client_id, { type: "devPlan", id: p.id }, caller.expectedVersion, p.version);
  if (p.state_value !== "preparation") throw conflict(DevPlanMessages.settingsFrozen, `plan is ${p.state_value}`);
  const g = changes.general;
  if (g && g.start_date > g.end_date) throw invalid("payload.end_date", DevPlanMessages.datesOrder);
  for (const d of [g?.start_date, g?.end_date]) if (d && Number.isNaN(Date.parse(d))) throw invalid("payload.start_date", DevPlanMessages.datesOrder, `bad date ${d}`);
  if (changes.roleModel) {
    const errors = roleModelErrors(changes.roleModel.role_model);
    if (errors.length) {
      throw new DevPlanError("invalid", DevPlanMessages.roleModelInvalid, errors.join(", "), errors.map((e) => ({ path: `payload.role_model.${e.split(".").slice(0, -1).join(".")}`, message: e })));
    }
  }
  const questions = changes.preliminarySurvey?.questions;
  if (questions && new Set(questions.map((q) => q.id)).size !== questions.length) throw invalid("payload.questions", DevPlanMessages.unknownItem, "duplicate question ids");
  const steps = validateSteps(p, changes, memberIds(p));
  await appendPlan(tx, caller, p, [{ type: "settings.validated", actor: adminActor(caller), steps, changes }]);
};

/** Users of the client (active ones with `activeOnly`), else 400 naming the field. */
export const requireUsers = async (tx: Sql, clientId: number, ids: readonly number[], activeOnly = true) => {
  const missing = await foreignIds(tx, clientId, "users", ids, { activeOnly });
  if (missing.length) throw invalid("payload.user_ids", DevPlanMessages.unknownUser, `unknown users: ${missing.slice(0, 20).join(", ")}`);
};

/**
 * Creates one employee plan per user (launch, or members added after it), with the plan's role model. The
 * streams are new (ids fresh from the sequence, so version 1 is free): their first events go in through appendBatch
 * (multi-row inserts), then through the same projections as any append. A 10k-member launch stays one
 * transaction of a few dozen statements plus one projection insert per plan.
 */
export const createTasks = async (tx: Sql, caller: Caller | null, p: PlanRow, roleModel: RoleModel, userIds: readonly number[]) => {
  for (let start = 0; start < userIds.length; start += 1000) {
    const owners = userIds.slice(start, start + 1000);
    const ids = (await tx.query<{ id: number }>("select nextval('dev_plan_task_ids')::int as id from generate_series(1, $1)", [owners.length])).map((r) => r.id);
    await appendBatch(tx, p.client_id, owners.map((ownerId, k) => ({
      stream: { type: "devPlanTask", id: ids[k] }, version: 1, type: "devPlanTask.created",
      data: { input: { planId: p.id, ownerId, roleModel } }, meta: { machine: "devPlanTask", to: "draft" },
    })), { actor: caller?.userId ?? "system" });
  }
};

/** Cancels open employee plans as the system (cascades of cancel, complete and member removal). */
const cancelTasks = async (tx: Sql, p: PlanRow, where: string, params: unknown[], reason: string) => {
  const tasks = await tx.query<{ id: number; state_value: string; context: unknown; version: number }>(
    `select id, state_value, context, version from dev_plan_tasks where plan_id = $1 and ${OPEN_TASK} ${where} order by id`,
    [p.id, ...params],
  );
  for (const t of tasks) await taskAsSystem(tx, p.client_id, t, { type: "task.cancel", actor: systemActor, reason });
};

/** Adds users as individually appointed members; in a launched plan they get their employee plan at once. */
export const addMembers = async (tx: Sql, caller: Caller, planId: number, userIds: readonly number[]) => {
  const p = await loadPlan(tx, caller.clientId, planId, true);
  const unique = [...new Set(userIds)];
  await requireUsers(tx, caller.clientId, unique);
  const banned = unique.filter((u) => p.prohibited_user_ids.includes(u));
  if (banned.length) throw invalid("payload.user_ids", DevPlanMessages.prohibitedUser, `prohibited: ${banned.join(", ")}`);
  const current = memberIds(p);
  const fresh = unique.filter((u) => !current.includes(u));
  if (fresh.length === 0) return;
  const actor = adminActor(caller);
  const events: MachineEvent[] = [{ type: "members.add", actor, userIds: fresh, appointment: 3 }];
  if (p.state_value === "preparation") events.push({ type: "settings.validated", actor, steps: validateSteps(p, {}, [...current, ...fresh]), changes: {} });
  await appendPlan(tx, caller, p, events);
  if (p.state_value === "launched") await createTasks(tx, caller, p, p.role_model, fresh);
};

/** Removes members; in a launched plan their open employee plans are canceled. */
export const removeMembers = async (tx: Sql, caller: Caller, planId: number, userIds: readonly number[]) => {
  const p = await loadPlan(tx, caller.clientId, planId, true);
  const current = memberIds(p);
  const gone = [...new Set(userIds)].filter((u) => current.includes(u));
  if (gone.length === 0) return;
  const actor = adminActor(caller);
  const events: MachineEvent[] = [{ type: "members.remove", actor, userIds: gone }];
  if (p.state_value === "preparation") events.push({ type: "settings.validated", actor, steps: validateSteps(p, {}, current.filter((m) => !gone.includes(m))), changes: {} });
  await appendPlan(tx, caller, p, events);
  if (p.state_value === "launched") await cancelTasks(tx, p, "and owner_id = any($2::int[])", [gone], "removed from the plan");
};

/**
 * Launches the plan: 409 with the blockers unless every step is valid and there is a member or a group. The
 * groups' current members are appointed first (one members.add per group, appointment 2), then every member
 * gets an employee plan.
 */
export const launchPlan = async (tx: Sql, caller: Caller, planId: number) => {
  const p = await loadPlan(tx, caller.clientId, planId, true);
  // stale first: the blockers the user saw may be gone (or new) since
  await requireSeen(tx, p.client_id, { type: "devPlan", id: p.id }, caller.expectedVersion, p.version);
  const snapshot = restore(devPlanMachine, p.state_value, p.context);
  const actor = adminActor(caller);
  const event: MachineEvent = { type: "plan.launch", actor };
  if (p.state_value === "preparation" && !snapshot.can(event as never)) throw conflict(DevPlanMessages.notReady, launchBlockers(snapshot.context).join(", "));
  const current = memberIds(p);
  const appointed = p.state_value === "preparation" ? await groupAppointees(tx, p, groupsOf(p.context), current) : [];
  const appoint: MachineEvent[] = appointed.map((g) => ({ type: "members.add", actor, userIds: g.userIds, appointment: 2, groupId: g.groupId }));
  await appendPlan(tx, caller, p, [...appoint, event]);
  await createTasks(tx, caller, p, p.role_model, [...current, ...appointed.flatMap((g) => g.userIds)]);
};

/** Cancels or completes the plan (admin, or the system at the end date); open employee plans are canceled. */
export const finishPlan = async (tx: Sql, caller: Caller | null, clientId: number, planId: number, type: "plan.cancel" | "plan.complete", reason?: string) => {
  const p = await loadPlan(tx, clientId, planId, true);
  const actor: Actor = caller ? adminActor(caller) : systemActor;
  await appendPlan(tx, caller, p, [{ type, actor, ...(reason ? { reason } : {}) }]);
  await cancelTasks(tx, p, "", [], type === "plan.cancel" ? (reason ?? "plan canceled") : "plan completed");
};
