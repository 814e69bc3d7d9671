import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { devPlanMachine } from "../../../../machines/devPlan.js";
import { ACTION_STATES, ACTION_TYPES } from "../../../../machines/devPlanAction.js";
import { devPlanTaskMachine } from "../../../../machines/devPlanTask.js";
import { Api } from "../../../../services/contract/api.js";
import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db, Sql } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { queryDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { readDevPlan, runDevPlan } from "./errors.js";
import type { Caller } from "./model.js";
import { addGroups, removeGroups } from "./groupCommands.js";
import { groupOptions } from "./groups.js";
import { addMembers, createPlan, finishPlan, launchPlan, removeMembers, requireUsers, type StepChanges, saveStep } from "./planCommands.js";
import { getPlan, listMembers, listPlans, planTasks, progress } from "./planQueries.js";
import "./projection.js";
import * as tasks from "./taskCommands.js";
import { listTasks, managerUsers, taskView } from "./taskQueries.js";

/** The session user as the commands see them. */
export const callerOf = (user: SessionUser): Caller => ({
  userId: user.userId,
  clientId: user.clientId,
  roleId: user.roleId,
  isPlanAdmin: allows(user.permissions, "development_plans", "edit"),
});

const member = requirePermission("development_plans");
const admin = requirePermission("development_plans", "edit");
const now = Effect.map(Effect.service(AppClock), (c) => c.now());

const statesOf = (machine: typeof devPlanMachine | typeof devPlanTaskMachine) =>
  Object.values(machine.root.states).map((n) => n.meta as { id: number; name: string; status: number });

/**
 * An administrator's command on plan `id` (null: the command creates it and returns its id), then the plan.
 * `seen` is the request's `expectedVersion`: the plan's version the user's screen showed (409 when stale).
 */
const planCommand = (id: number | null, work: (tx: Sql, caller: Caller) => Promise<unknown>, seen?: { expectedVersion?: number }) =>
  Effect.gen(function* () {
    const caller = { ...callerOf(yield* admin), expectedVersion: seen?.expectedVersion };
    return yield* runDevPlan(async (db: Db) => {
      const created = await transact(db, (tx) => work(tx, caller));
      return getPlan(db, caller, id ?? (created as number));
    });
  });

const step = (id: number, changes: StepChanges, seen: { expectedVersion?: number }) =>
  planCommand(id, (tx, caller) => saveStep(tx, caller, id, changes), seen);

/** The step's own fields, without the version the user saw. */
const fields = <A extends { expectedVersion?: number }>({ expectedVersion: _, ...rest }: A) => rest;

/** An employee-plan command, then the plan as the caller sees it now; `seen` as in planCommand. */
const taskCommand = (id: number, work: (tx: Sql, caller: Caller, at: Date) => Promise<unknown>, seen?: { expectedVersion?: number }) =>
  Effect.gen(function* () {
    const caller = { ...callerOf(yield* member), expectedVersion: seen?.expectedVersion };
    const at = yield* now;
    return yield* runDevPlan(async (db: Db) => {
      await transact(db, (tx) => work(tx, caller, at));
      return taskView(db, caller, id);
    });
  });

export const DevPlansLive = HttpApiBuilder.group(Api, "devPlans", (h) =>
  h
    .handle("stages", () => Effect.as(member, [1, 2, 3].map((id) => ({ id, name: ["PREPARATION", "LAUNCHED", "COMPLETED"][id - 1] }))))
    .handle("appointmentTypes", () => Effect.as(member, [{ id: 2, name: "AUTOMATIC" }, { id: 3, name: "INDIVIDUAL" }]))
    .handle("userTaskStates", () => Effect.as(member, statesOf(devPlanTaskMachine).map(({ id, name, status }) => ({ id, name, status_id: status }))))
    .handle("actionStates", () => Effect.as(member, Object.entries(ACTION_STATES).map(([name, id]) => ({ id, name }))))
    .handle("actionTypes", () => Effect.as(member, Object.entries(ACTION_TYPES).map(([name, id]) => ({ id, name }))))
    // administrator
    .handle("listPlans", ({ query }) =>
      Effect.flatMap(admin, (user) => queryDb((db) => listPlans(db, user.clientId, query)))
    )
    .handle("createPlan", ({ payload }) => planCommand(null, (tx, caller) => createPlan(tx, caller, payload)))
    .handle("getPlan", ({ params }) => Effect.flatMap(admin, (user) => readDevPlan((db) => getPlan(db, callerOf(user), params.id))))
    .handle("updatePlan", ({ params, payload }) => step(params.id, { description: fields(payload) }, payload))
    .handle("setGeneral", ({ params, payload }) => step(params.id, { general: fields(payload) }, payload))
    // Any user of the client may be prohibited (blocked or archived too); another client's or no user may not.
    .handle("setProhibition", ({ params, payload }) =>
      planCommand(params.id, async (tx, caller) => {
        await requireUsers(tx, caller.clientId, payload.user_ids, false);
        return saveStep(tx, caller, params.id, { prohibition: fields(payload) });
      }, payload))
    .handle("setSurvey", ({ params, payload }) => step(params.id, { preliminarySurvey: fields(payload) }, payload))
    .handle("setRoleModel", ({ params, payload }) => step(params.id, { roleModel: { role_model: payload.role_model as any } }, payload))
    .handle("setSummary", ({ params, payload }) => step(params.id, { summary: fields(payload) }, payload))
    .handle("listMembers", ({ params, query }) =>
      Effect.flatMap(admin, (user) => readDevPlan((db) => listMembers(db, user.clientId, params.id, query)))
    )
    .handle("addMembers", ({ params, payload }) => planCommand(params.id, (tx, caller) => addMembers(tx, caller, params.id, payload.user_ids), payload))
    .handle("removeMembers", ({ params, payload }) =>
      planCommand(params.id, async (tx, caller) => {
        await requireUsers(tx, caller.clientId, payload.user_ids, false);
        return removeMembers(tx, caller, params.id, payload.user_ids);
      }, payload)
    )
    .handle("groupOptions", ({ query }) => Effect.flatMap(admin, (user) => queryDb((db) => groupOptions(db, user.clientId, query))))
    .handle("addGroups", ({ params, payload }) => planCommand(params.id, (tx, caller) => addGroups(tx, caller, params.id, payload.group_ids), payload))
    .handle("removeGroups", ({ params, payload }) => planCommand(params.id, (tx, caller) => removeGroups(tx, caller, params.id, payload.group_ids), payload))
    .handle("launch", ({ params, query }) => planCommand(params.id, (tx, caller) => launchPlan(tx, caller, params.id), query))
    .handle("cancelPlan", ({ params, payload }) =>
      planCommand(params.id, (tx, caller) => finishPlan(tx, caller, caller.clientId, params.id, "plan.cancel", payload.reason), payload)
    )
    .handle("completePlan", ({ params, query }) =>
      planCommand(params.id, (tx, caller) => finishPlan(tx, caller, caller.clientId, params.id, "plan.complete"), query)
    )
    .handle("progress", ({ params }) => Effect.flatMap(admin, (user) => readDevPlan((db) => progress(db, user.clientId, params.id))))
    .handle("planUsers", ({ params, query }) =>
      Effect.flatMap(admin, (user) => readDevPlan((db) => planTasks(db, user.clientId, params.id, false, query)))
    )
    .handle("canceledPlans", ({ params, query }) =>
      Effect.flatMap(admin, (user) => readDevPlan((db) => planTasks(db, user.clientId, params.id, true, query)))
    )
    // employee plans
    .handle("listTasks", ({ query }) => Effect.flatMap(member, (user) => queryDb((db) => listTasks(db, callerOf(user), query))))
    .handle("managerUsers", ({ query }) => Effect.flatMap(member, (user) => queryDb((db) => managerUsers(db, callerOf(user), query))))
    .handle("getTask", ({ params }) => Effect.flatMap(member, (user) => readDevPlan((db) => taskView(db, callerOf(user), params.id))))
    .handle("transition", ({ params, payload }) => taskCommand(params.id, (tx, c, at) => tasks.transitionTask(tx, c, params.id, payload, at), payload))
    .handle("grade", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.gradeTask(tx, c, params.id, payload), payload))
    .handle("setGoals", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.setGoals(tx, c, params.id, payload.goals), payload))
    .handle("addGoal", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.addGoal(tx, c, params.id, payload), payload))
    .handle("updateGoal", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.updateGoal(tx, c, params.id, params.itemId, payload), payload))
    .handle("removeGoal", ({ params, query }) => taskCommand(params.id, (tx, c) => tasks.removeGoal(tx, c, params.id, params.itemId), query))
    .handle("addAction", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.addAction(tx, c, params.id, payload), payload))
    .handle("updateAction", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.updateAction(tx, c, params.id, params.itemId, payload), payload))
    .handle("removeAction", ({ params, query }) => taskCommand(params.id, (tx, c) => tasks.removeAction(tx, c, params.id, params.itemId), query))
    .handle("changeActionState", ({ params, payload }) =>
      taskCommand(params.id, (tx, c) => tasks.changeActionState(tx, c, params.id, params.itemId, payload.state_id), payload)
    )
    .handle("addCourse", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.addCourse(tx, c, params.id, payload), payload))
    .handle("updateCourse", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.updateCourse(tx, c, params.id, params.itemId, payload), payload))
    .handle("removeCourse", ({ params, query }) => taskCommand(params.id, (tx, c) => tasks.removeCourse(tx, c, params.id, params.itemId), query))
    .handle("addComment", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.addComment(tx, c, params.id, payload)))
    .handle("editComment", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.editComment(tx, c, params.id, params.itemId, payload.text)))
    .handle("removeComment", ({ params }) => taskCommand(params.id, (tx, c) => tasks.removeComment(tx, c, params.id, params.itemId)))
    .handle("answerSurvey", ({ params, payload }) => taskCommand(params.id, (tx, c) => tasks.answerSurvey(tx, c, params.id, payload.answers))),
);
