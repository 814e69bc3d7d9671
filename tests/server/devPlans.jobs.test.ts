import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRoleModel } from "../../machines/devPlanRoleModel.js";
import { projections } from "../../src/server/events/projections.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { runDevPlanJobs } from "../../src/server/jobs/devPlans.js";
import { composeAndSend, type DevPlansEnv, launchedPlan, type People, startDevPlans } from "./devPlansFixture.js";
import { eventCount, snapshot, type TestServer } from "./harness.js";

let s: TestServer;
let p: People;
let call: DevPlansEnv["call"];
beforeAll(async () => ({ s, p, call } = await startDevPlans()));
afterAll(() => s?.close());

const DAY = 86_400_000;

describe("the demo data", () => {
  it("has a launched 2026 plan with members in draft, approval, inProgress, finalGrade and completed", async () => {
    const plans = await call(p.tokens.admin, "/developmentPlans?limit=500");
    const plan = plans.body.items.find((r: any) => r.name === "Индивидуальный план развития 2026");
    expect(plan).toMatchObject({ stage_id: 2, state: "launched", members_count: 5 });
    const users = await call(p.tokens.admin, `/management/${plan.id}/users`);
    expect(users.body.items.map((t: any) => t.state).sort()).toEqual(["approval", "completed", "draft", "finalGrade", "inProgress"]);
    const mine = await call(p.tokens.employee, "/tasks?scope=mine");
    const task = await call(p.tokens.employee, `/tasks/${mine.body.items[0].id}`);
    expect(task.body).toMatchObject({ state: "inProgress", plan_name: "Индивидуальный план развития 2026" });
    expect(task.body.actions.length).toBeGreaterThanOrEqual(2);
    expect(task.body.actions.some((a: any) => a.available_states.length > 0)).toBe(true);
    const approver = await call(p.tokens.manager, "/tasks?scope=approver");
    expect(approver.body.items.map((t: any) => t.owner.email)).toContain("employee@demo.local");
    const team = await call(p.tokens.manager, "/managerUsers");
    expect(team.body.items.find((u: any) => u.user.email === "employee@demo.local")).toMatchObject({ relations: ["lineManager"], plans_count: 1, open_plans_count: 1 });
    expect((await call(p.tokens.mentor, "/tasks?scope=team")).body.items.length).toBeGreaterThanOrEqual(5);
  });
});

describe("the development-plan jobs", () => {
  it("auto-approves plans waiting longer than the role model's days, as the system", async () => {
    const { tasks } = await launchedPlan(s, p, { members: ["employee"], roleModel: { ...defaultRoleModel, autoApproveDays: 3 } });
    const t = tasks.employee;
    const sent = await composeAndSend(s, p.tokens.employee, t);
    const submitted = Date.parse(sent.submitted_at);
    const early = await runDevPlanJobs(s.db, new Date(submitted + 2 * DAY));
    expect(early.autoApproved).toBe(0);
    expect((await call(p.tokens.employee, `/tasks/${t}`)).body.state).toBe("approval");
    const due = await runDevPlanJobs(s.db, new Date(submitted + 3 * DAY + 1000));
    expect(due.autoApproved).toBeGreaterThanOrEqual(1);
    const view = (await call(p.tokens.employee, `/tasks/${t}`)).body;
    expect(view.state).toBe("inProgress");
    expect(view.history.at(-1)).toMatchObject({ code: 301, type: "task.autoApproved", event_type: "APPROVE", actor: null, from_state_id: 2, to_state_id: 4 });
    // idempotent: nothing more to do
    const before = await eventCount(s.db);
    expect((await runDevPlanJobs(s.db, new Date(submitted + 3 * DAY + 1000))).autoApproved).toBe(0);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("never auto-approves without the setting, and completes launched plans after their end date", async () => {
    const { id, tasks } = await launchedPlan(s, p, { members: ["employee", "recruiter"] });
    await composeAndSend(s, p.tokens.employee, tasks.employee);
    const later = new Date(Date.now() + 30 * DAY);
    const before = await runDevPlanJobs(s.db, new Date("2026-06-01T00:00:00Z"));
    expect((await call(p.tokens.employee, `/tasks/${tasks.employee}`)).body.state).toBe("approval");
    expect(before.completed).toBe(0);
    const after = await runDevPlanJobs(s.db, new Date(Math.max(later.getTime(), Date.parse("2027-01-01T12:00:00Z"))));
    expect(after.completed).toBeGreaterThanOrEqual(1);
    const plan = (await call(p.tokens.admin, `/developmentPlans/${id}`)).body;
    expect(plan).toMatchObject({ state: "completed", stage_id: 3, status_id: 6 });
    const canceled = (await call(p.tokens.admin, `/management/${id}/canceledPlans`)).body.items;
    expect(canceled).toHaveLength(2);
  });
});

describe("rebuild", () => {
  it("reproduces every development-plan read table from the log", async () => {
    const { tasks } = await launchedPlan(s, p, { members: ["employee"], survey: [{ id: 5, title: "Q", type: "rating", required: false }] });
    const t = tasks.employee;
    await call(p.tokens.employee, `/tasks/${t}/survey`, "PUT", { answers: [{ question_id: 5, value: "4" }] });
    const goals = await call(p.tokens.employee, `/tasks/${t}/goals`, "PUT", { goals: [{ title: "A", weight: 70 }, { title: "B", weight: 30 }] });
    const [a, b] = goals.body.goals;
    await call(p.tokens.employee, `/tasks/${t}/goals`, "PUT", { goals: [{ id: a.id, title: "A2", weight: 50 }, { title: "C", weight: 50 }] });
    await call(p.tokens.employee, `/tasks/${t}/actions`, "POST", { goal_id: a.id, title: "X", type_id: 1 });
    const c = await call(p.tokens.manager, `/tasks/${t}/comments`, "POST", { text: "1" });
    const cid = c.body.comments[0].id;
    await call(p.tokens.manager, `/tasks/${t}/comments/${cid}`, "PUT", { text: "2" });
    await call(p.tokens.employee, `/tasks/${t}/comments`, "POST", { text: "3", parent_id: cid });
    expect(b.id).toBeGreaterThan(0);

    const tables = [...new Set(projections().flatMap((x) => x.tables))].sort();
    expect(tables).toEqual(expect.arrayContaining(["dev_plans", "dev_plan_tasks", "dev_plan_history", "dev_plan_goals", "dev_plan_survey_answers"]));
    const before = Object.fromEntries(await Promise.all(tables.map(async (x) => [x, await snapshot(s.db, x)] as const)));
    expect(before.dev_plan_history.length).toBeGreaterThan(20);
    await rebuild(s.db);
    const after = Object.fromEntries(await Promise.all(tables.map(async (x) => [x, await snapshot(s.db, x)] as const)));
    for (const x of tables) expect({ table: x, rows: after[x] }).toEqual({ table: x, rows: before[x] });
    expect((await call(p.tokens.employee, `/tasks/${t}`)).body.goals.map((g: any) => g.title)).toEqual(["A2", "C"]);
  });
});
