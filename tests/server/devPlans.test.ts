import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRoleModel } from "../../machines/devPlanRoleModel.js";
import { type DevPlansEnv, launchedPlan, type People, startDevPlans } from "./devPlansFixture.js";
import { eventCount, type TestServer } from "./harness.js";

let s: TestServer;
let p: People;
let call: DevPlansEnv["call"];
beforeAll(async () => ({ s, p, call } = await startDevPlans()));
afterAll(() => s?.close());

describe("an administrator configures and launches a plan", () => {
  it("creates a plan, blocks launch until every step is valid, then launches one employee plan per member", async () => {
    const { admin } = p.tokens;
    const created = await call(admin, "/developmentPlans", "POST", { name: "ИПР 2026", description: "Для всех" });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect(created.body).toMatchObject({ stage_id: 1, state: "preparation", steps: { description: true, general: false, members: false, roleModel: false } });
    expect(created.body.launch_blockers).toEqual(expect.arrayContaining(["general", "members", "roleModel", "summary", "noMembers"]));

    const before = await eventCount(s.db);
    const early = await call(admin, `/management/${id}/launch`, "POST");
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ _tag: "Conflict", message: "devPlans.errors.notReady" });
    expect(early.body.detail).toContain("general");
    expect(await eventCount(s.db)).toBe(before);

    const general = await call(admin, `/developmentPlans/${id}/settings/general`, "PUT", { appointment_type_id: 3, start_date: "2026-01-01", end_date: "2026-12-31" });
    expect(general.body.steps.general).toBe(true);
    const members = await call(admin, `/developmentPlans/${id}/members`, "POST", { user_ids: [p.ids.employee, p.ids.recruiter] });
    expect(members.body).toMatchObject({ members_count: 2, steps: { members: true } });
    const rm = await call(admin, `/developmentPlans/${id}/settings/roleModel`, "PUT", { role_model: defaultRoleModel });
    expect(rm.body.steps.roleModel).toBe(true);
    expect(rm.body.launch_blockers).toEqual(["summary"]);
    expect((await call(admin, `/management/${id}/launch`, "POST")).status).toBe(409);
    const survey = await call(admin, `/developmentPlans/${id}/settings/preliminarySurvey`, "PUT", {
      questions: [{ id: 1, title: "Чему хотите научиться?", type: "text", required: true }],
    });
    expect(survey.status).toBe(200);
    const summary = await call(admin, `/developmentPlans/${id}/settings/summary`, "PUT", { confirmed: true });
    expect(summary.body).toMatchObject({ launch_blockers: [], available_commands: expect.arrayContaining(["plan.launch", "plan.cancel"]) });

    const launched = await call(admin, `/management/${id}/launch`, "POST");
    expect(launched.status).toBe(200);
    expect(launched.body).toMatchObject({ stage_id: 2, state: "launched", launched_at: expect.any(String) });
    const users = await call(admin, `/management/${id}/users`);
    expect(users.body.items.map((t: any) => t.owner.email).sort()).toEqual(["employee@demo.local", "recruiter@demo.local"]);
    expect(users.body.items.every((t: any) => t.state_id === 1 && t.status_id === 1)).toBe(true);
    const list = await call(admin, "/developmentPlans?limit=500");
    expect(list.body.items.some((r: any) => r.id === id && r.stage_id === 2)).toBe(true);
    const progress = await call(admin, `/management/${id}/progress`);
    expect(progress.body).toMatchObject({ total: 2, completed_percent: 0 });
    expect(progress.body.by_state[0]).toEqual({ state_id: 1, count: 2 });
    // settings freeze at launch
    const frozen = await call(admin, `/developmentPlans/${id}`, "PUT", { name: "Другое", description: "" });
    expect(frozen).toMatchObject({ status: 409, body: { message: "devPlans.errors.settingsFrozen" } });
  });
});

describe("the employee plan's whole lifecycle, by each role", () => {
  it("composes, is reworked, resent, approved, acted on, graded and closed, with every step in the history", async () => {
    const { employee, manager } = p.tokens;
    const { id: planId, tasks } = await launchedPlan(s, p, {
      members: ["employee"],
      survey: [{ id: 1, title: "Ожидания", type: "text", required: true }],
    });
    const task = tasks.employee;
    const mine = await call(employee, "/tasks?scope=mine&limit=500");
    expect(mine.body.items.map((t: any) => t.id)).toContain(task);

    const survey = await call(employee, `/tasks/${task}/survey`, "PUT", { answers: [{ question_id: 1, value: "Лидерство" }] });
    expect(survey.body.survey.answers).toEqual([{ question_id: 1, value: "Лидерство" }]);

    const g1 = await call(employee, `/tasks/${task}/goals`, "POST", { title: "Развить лидерство", weight: 60 });
    expect(g1.status).toBe(200);
    const g2 = await call(employee, `/tasks/${task}/goals`, "POST", { title: "Выступить на конференции", weight: 30 });
    const [goalA, goalB] = g2.body.goals;
    expect(g2.body.available_commands).toEqual(["goal.add", "comment.add"]);

    // weights ≠ 100: sending is refused, and a bulk save is bad input naming the weights
    const before = await eventCount(s.db);
    const refused = await call(employee, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval" });
    expect(refused).toMatchObject({ status: 409, body: { message: "devPlans.errors.weightsTotal" } });
    const bulk = await call(employee, `/tasks/${task}/goals`, "PUT", { goals: [{ id: goalA.id, title: "A", weight: 60 }, { id: goalB.id, title: "B", weight: 30 }] });
    expect(bulk.status).toBe(400);
    expect(bulk.body.fields[0].path).toContain("weights");
    expect(await eventCount(s.db)).toBe(before);

    const fixed = await call(employee, `/tasks/${task}/goals/${goalB.id}`, "PUT", { title: "Выступить на конференции", weight: 40 });
    expect(fixed.body.goals.map((g: any) => g.weight)).toEqual([60, 40]);
    const action = await call(employee, `/tasks/${task}/actions`, "POST", { goal_id: goalA.id, title: "Курс по лидерству", type_id: 4, planned_end_date: "2026-06-30" });
    const actionId = action.body.actions[0].id;
    expect(action.body.actions[0]).toMatchObject({ state_id: 1, planned_end_date: "2026-06-30", available_states: [] });
    const course = await call(employee, `/tasks/${task}/courses`, "POST", { goal_id: goalB.id, title: "Публичные выступления" });
    expect(course.body.courses).toHaveLength(1);

    const sent = await call(employee, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval" });
    expect(sent.body).toMatchObject({ state: "approval", state_id: 2, status_id: 2, available_commands: expect.arrayContaining(["comment.add"]) });
    expect(sent.body.available_commands).not.toContain("task.approve");

    // the manager sees it in the approver list, reworks with a comment (required), the employee resends
    const waiting = await call(manager, "/tasks?scope=approver&state_id=2&limit=500");
    expect(waiting.body.items.map((t: any) => t.id)).toContain(task);
    const asManager = await call(manager, `/tasks/${task}`);
    expect(asManager.body.actor.relations).toEqual(["lineManager"]);
    expect(asManager.body.available_commands).toEqual(expect.arrayContaining(["task.approve", "task.rework"]));
    expect((await call(manager, `/tasks/${task}/transitions`, "POST", { type: "task.rework" })).status).toBe(400);
    const rework = await call(manager, `/tasks/${task}/transitions`, "POST", { type: "task.rework", comment: "Добавьте наставничество" });
    expect(rework.body).toMatchObject({ state: "rework", status_id: 3 });
    const comment = await call(manager, `/tasks/${task}/comments`, "POST", { text: "Жду обновлений" });
    const commentId = comment.body.comments[0].id;
    const reply = await call(employee, `/tasks/${task}/comments`, "POST", { text: "Готово", parent_id: commentId });
    expect(reply.body.comments[1]).toMatchObject({ parent_id: commentId, author: { id: p.ids.employee } });
    await call(employee, `/tasks/${task}/actions`, "POST", { goal_id: goalB.id, title: "Наставничество", type_id: 6 });
    expect((await call(employee, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval" })).body.state).toBe("approval");
    const approved = await call(manager, `/tasks/${task}/transitions`, "POST", { type: "task.approve" });
    expect(approved.body).toMatchObject({ state: "inProgress", state_id: 4 });

    // execution: the employee moves actions along their lifecycle, then sends to close
    const view = await call(employee, `/tasks/${task}`);
    expect(view.body.actions[0].available_states).toEqual([2, 4, 5]);
    await call(employee, `/tasks/${task}/actions/${actionId}/state`, "POST", { state_id: 2 });
    const done = await call(employee, `/tasks/${task}/actions/${actionId}/state`, "POST", { state_id: 4 });
    expect(done.body.actions[0].state_id).toBe(4);
    const toClose = await call(employee, `/tasks/${task}/transitions`, "POST", { type: "task.sendToClose" });
    expect(toClose.body).toMatchObject({ state: "middleGrade", status_id: 5 });

    // grades: the self-assessment, then the manager's final grade closes the plan; weights must total 100
    const scores = [{ goal_id: goalA.id, score: 80, weight: 60 }, { goal_id: goalB.id, score: 100, weight: 40 }];
    const badGrade = await call(employee, `/tasks/${task}/grades`, "POST", { kind: "middle", scores: [{ ...scores[0], weight: 50 }, scores[1]] });
    expect(badGrade.status).toBe(400);
    expect(badGrade.body.fields[0].path).toContain("weights");
    const self = await call(employee, `/tasks/${task}/grades`, "POST", { kind: "middle", scores });
    expect(self.body).toMatchObject({ state: "finalGrade", grades: { self: { result: 88 } } });
    expect((await call(employee, `/tasks/${task}/grades`, "POST", { kind: "final", scores })).status).toBe(403);
    const closed = await call(manager, `/tasks/${task}/grades`, "POST", { kind: "final", scores, comment: "Отлично" });
    expect(closed.body).toMatchObject({ state: "completed", state_id: 8, status_id: 6, available_commands: [], grades: { final: { result: 88 } } });

    // history: the spec's codes, each with who and when
    const codes = closed.body.history.map((h: any) => h.code);
    for (const code of [1, 2, 101, 104, 107, 201, 204, 301]) expect(codes).toContain(code);
    const byType = (t: string) => closed.body.history.filter((h: any) => h.type === t);
    expect(byType("task.sentToRework")[0]).toMatchObject({ code: 301, actor: { id: p.ids.manager }, from_state_id: 2, to_state_id: 3, details: { comment: "Добавьте наставничество" } });
    expect(byType("action.stateChanged")).toHaveLength(2);
    expect(closed.body.history.every((h: any) => h.actor?.id > 0 && !Number.isNaN(Date.parse(h.at)))).toBe(true);

    const progress = await call(p.tokens.admin, `/management/${planId}/progress`);
    expect(progress.body).toMatchObject({ total: 1, completed_percent: 100 });
  });

  it("without approvers the composer starts execution; a plan can be canceled with a cascade to open employee plans", async () => {
    const lean = { ...defaultRoleModel, approve: [], act: ["self"] as const, grade: { self: false, intermediate: [], final: ["lineManager"] } } as any;
    const { id, tasks } = await launchedPlan(s, p, { members: ["employee", "recruiter"], roleModel: lean });
    await call(p.tokens.employee, `/tasks/${tasks.employee}/goals`, "PUT", { goals: [{ title: "Одна цель", weight: 100 }] });
    const started = await call(p.tokens.employee, `/tasks/${tasks.employee}/transitions`, "POST", { type: "task.sendForExecution" });
    expect(started.body.state).toBe("inProgress");
    const canceled = await call(p.tokens.admin, `/management/${id}/cancel`, "POST", { reason: "Реорганизация" });
    expect(canceled.body).toMatchObject({ state: "canceled", status_id: 7, available_commands: [] });
    const apart = await call(p.tokens.admin, `/management/${id}/canceledPlans`);
    expect(apart.body.items.map((t: any) => t.state)).toEqual(["canceled", "canceled"]);
    expect((await call(p.tokens.admin, `/management/${id}/users`)).body.items).toEqual([]);
    const history = (await call(p.tokens.employee, `/tasks/${tasks.employee}`)).body.history;
    expect(history.at(-1)).toMatchObject({ code: 301, type: "task.canceled", actor: null, to_state_id: 9 });
    const canceledList = await call(p.tokens.admin, "/developmentPlans?canceled=true&limit=500");
    expect(canceledList.body.items.map((r: any) => r.id)).toContain(id);
  });
});
