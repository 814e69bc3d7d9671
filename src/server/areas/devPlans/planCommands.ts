import { devPlanMachine, groupsOf, launchBlockers, type SettingsStep } from "../../../../machines/devPlan.js";
import { type Actor, type RoleModel, roleModelErrors, systemActor } from "../../../../machines/devPlanRoleModel.js";
import { devPlanTaskMachine } from "../../../../machines/devPlanTask.js";
import { DevPlanMessages } from "../../../../services/contract/devPlans.js";
import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import { foreignIds } from "../../http/ownIds.js";
import { project } from "../../events/projections.js";
import { appendIn } from "../../events/store.js";
import { conflict, DevPlanError, forbidden, invalid } from "./errors.js";
import { adminActor, type Caller, decide, type MachineEvent, restore } from "./model.js";
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

export const appendPlan = (tx: Sql, caller: Caller, p: PlanRow, events: readonly MachineEvent[]) => {
  const decided = decide(devPlanMachine, restore(devPlanMachine, p.state_value, p.context), events);
  return appendIn(tx, p.client_id, { type: "devPlan", id: p.id }, p.version, decided.events, { actor: caller.userId });
};

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
 * streams are new (ids fresh from the sequence, so version 1 is free): their first events go in with one
 * multi-row insert per batch, then through the same projections as any append. A 10k-member launch stays one
 * transaction of a few dozen statements plus one projection insert per plan.
 */
export const createTasks = async (tx: Sql, caller: Caller | null, p: PlanRow, roleModel: RoleModel, userIds: readonly number[]) => {
  const meta = JSON.stringify({ actor: caller?.userId ?? "system", machine: "devPlanTask", to: "draft" });
  for (let start = 0; start < userIds.length; start += 1000) {
    const owners = userIds.slice(start, start + 1000);
    const ids = (await tx.query<{ id: number }>("select nextval('dev_plan_task_ids')::int as id from generate_series(1, $1)", [owners.length])).map((r) => r.id);
    const values: string[] = [];
    const params: unknown[] = [p.client_id, meta];
    owners.forEach((ownerId, k) => {
      values.push(`($1, 'devPlanTask', $${k * 2 + 3}, 1, 'devPlanTask.created', $${k * 2 + 4}, $2)`);
      params.push(String(ids[k]), JSON.stringify({ input: { planId: p.id, ownerId, roleModel } }));
    });
    const rows = await tx.query(
      `insert into events (client_id, stream_type, stream_id, version, type, data, meta) values ${values.join(", ")} returning *`,
      params,
    );
    for (const r of rows) {
      await project(tx, {
        position: Number(r.position), clientId: r.client_id, streamType: r.stream_type, streamId: r.stream_id, version: r.version,
        type: r.type, data: r.data, meta: r.meta, recordedAt: new Date(r.recorded_at),
      });
    }
  }
};

/** Cancels open employee plans as the system (cascades of cancel, complete and member removal). */
const cancelTasks = async (tx: Sql, p: PlanRow, where: string, params: unknown[], reason: string) => {
  const tasks = await tx.query<{ id: number; state_value: string; context: unknown; version: number }>(
    `select id, state_value, context, version from dev_plan_tasks where plan_id = $1 and ${OPEN_TASK} ${where} order by id`,
    [p.id, ...params],
  );
  for (const t of tasks) {
    const event: MachineEvent = { type: "task.cancel", actor: systemActor, reason };
    const decided = decide(devPlanTaskMachine, restore(devPlanTaskMachine, t.state_value, t.context), [event]);
    await appendIn(tx, p.client_id, { type: "devPlanTask", id: t.id }, t.version, decided.events, { actor: "system" });
  }
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
  const events: MachineEvent[] = [{ type, actor, ...(reason ? { reason } : {}) }];
  const decided = decide(devPlanMachine, restore(devPlanMachine, p.state_value, p.context), events);
  await appendIn(tx, p.client_id, { type: "devPlan", id: p.id }, p.version, decided.events, { actor: caller?.userId ?? "system" });
  await cancelTasks(tx, p, "", [], type === "plan.cancel" ? (reason ?? "plan canceled") : "plan completed");
};
