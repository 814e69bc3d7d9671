import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeAndSend, type DevPlansEnv, launchedPlan, type People, startDevPlans } from "./devPlansFixture.js";
import { type TestServer, refusedWritingNothing } from "./harness.js";

let s: TestServer;
let p: People;
let call: DevPlansEnv["call"];
let planId: number;
let task: number;
let draftPlan: number;
beforeAll(async () => {
  ({ s, p, call } = await startDevPlans());
  ({ id: planId, tasks: { employee: task } } = await launchedPlan(s, p, { members: ["employee", "recruiter"] }));
  draftPlan = (await call(p.tokens.admin, "/developmentPlans", "POST", { name: "Черновик", description: "" })).body.id;
});
afterAll(() => s?.close());

/** Runs the request and checks that it was refused with this status and wrote nothing. */
const refused = refusedWritingNothing(() => s.db);
const fieldOf = (body: any) => body.fields.map((f: any) => f.path).join(" ");

describe("bad input: 400 naming the field, nothing written", () => {
  it("refuses malformed plan settings", async () => {
    const a = p.tokens.admin;
    expect(fieldOf(await refused(400, () => call(a, "/developmentPlans", "POST", { name: "", description: "" })))).toContain("name");
    expect(fieldOf(await refused(400, () => call(a, `/developmentPlans/${draftPlan}/settings/general`, "PUT", { appointment_type_id: 1, start_date: "2026-01-01", end_date: "2026-02-01" })))).toContain("appointment_type_id");
    expect(fieldOf(await refused(400, () => call(a, `/developmentPlans/${draftPlan}/settings/general`, "PUT", { appointment_type_id: 3, start_date: "2026-05-01", end_date: "2026-02-01" })))).toContain("end_date");
    expect(fieldOf(await refused(400, () => call(a, `/developmentPlans/${draftPlan}/members`, "POST", { user_ids: [999999] })))).toContain("user_ids");
    const nwEmployee = (await s.db.query("select id from users where email = 'employee@northwind.local'"))[0].id;
    expect(fieldOf(await refused(400, () => call(a, `/developmentPlans/${draftPlan}/members`, "POST", { user_ids: [nwEmployee] })))).toContain("user_ids");
    const selfApproves = { comment: [], compose: ["self"], approve: ["self"], autoApproveDays: null, approveExtra: [], act: ["self"], grade: { self: true, intermediate: [], final: ["lineManager"] }, cancel: [] };
    const rm = await refused(400, () => call(a, `/developmentPlans/${draftPlan}/settings/roleModel`, "PUT", { role_model: selfApproves }));
    expect(rm).toMatchObject({ message: "devPlans.errors.roleModelInvalid", fields: [{ path: "payload.role_model.approve", message: "approve.self" }] });
    expect(fieldOf(await refused(400, () => call(a, `/developmentPlans/${draftPlan}/settings/preliminarySurvey`, "PUT", { questions: [{ id: 1, title: "", type: "text", required: true }] })))).toContain("title");
    expect(fieldOf(await refused(400, () => call(a, "/developmentPlans/abc")))).toContain("id");
  });

  it("refuses malformed employee-plan commands", async () => {
    const e = p.tokens.employee;
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/goals`, "POST", { title: "Ноль", weight: 0 })))).toContain("weight");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/goals`, "PUT", { goals: [{ title: "A", weight: 50 }, { title: "B", weight: 20 }] })))).toContain("weights");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/actions`, "POST", { goal_id: 1, title: "X", type_id: 9 })))).toContain("type_id");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/actions`, "POST", { goal_id: 2147483000, title: "X", type_id: 1 })))).toContain("goal_id");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/comments`, "POST", { text: "" })))).toContain("text");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/comments`, "POST", { text: "Ответ", parent_id: 2147483000 })))).toContain("parent_id");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/transitions`, "POST", { type: "task.launch" })))).toContain("type");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/survey`, "PUT", { answers: [{ question_id: 77, value: "?" }] })))).toContain("question_id");
    expect(fieldOf(await refused(400, () => call(e, `/tasks/${task}/grades`, "POST", { kind: "middle", scores: [{ goal_id: 1, score: 120, weight: 100 }] })))).toContain("score");
    expect(fieldOf(await refused(400, () => call(e, "/tasks?scope=everyone")))).toContain("scope");
  });
});

describe("the wrong role: 403, nothing written", () => {
  it("keeps plan management to administrators", async () => {
    for (const who of ["employee", "hr", "manager"] as const) {
      const t = p.tokens[who];
      await refused(403, () => call(t, "/developmentPlans", "POST", { name: "X", description: "" }));
      await refused(403, () => call(t, `/management/${draftPlan}/launch`, "POST"));
      await refused(403, () => call(t, `/management/${planId}/cancel`, "POST", {}));
      await refused(403, () => call(t, `/developmentPlans/${draftPlan}/members`, "POST", { user_ids: [p.ids.employee] }));
      expect((await call(t, `/developmentPlans/${planId}`)).status).toBe(403);
      expect((await call(t, `/management/${planId}/progress`)).status).toBe(403);
    }
  });

  it("lets people act on an employee plan only through their relation in the role model", async () => {
    // unrelated users (no relation, not HR, not plan admin) cannot even see it
    for (const who of ["recruiter", "buddy", "functional"] as const) {
      expect((await call(p.tokens[who], `/tasks/${task}`)).status).toBe(403);
      await refused(403, () => call(p.tokens[who], `/tasks/${task}/comments`, "POST", { text: "Привет" }));
    }
    // the mentor and HR may view and comment, not compose; HR may cancel in the default role model
    expect((await call(p.tokens.mentor, `/tasks/${task}`)).body.actor.relations).toEqual(["mentor"]);
    await refused(403, () => call(p.tokens.mentor, `/tasks/${task}/goals`, "POST", { title: "Чужая цель", weight: 10 }));
    await refused(403, () => call(p.tokens.hr, `/tasks/${task}/transitions`, "POST", { type: "task.approve" }));
    // the owner never approves or grades their own plan; only the employee answers the survey
    await composeAndSend(s, p.tokens.employee, task);
    await refused(403, () => call(p.tokens.employee, `/tasks/${task}/transitions`, "POST", { type: "task.approve" }));
    await refused(403, () => call(p.tokens.manager, `/tasks/${task}/survey`, "PUT", { answers: [] }));
    // a comment is edited by its author only
    const c = await call(p.tokens.mentor, `/tasks/${task}/comments`, "POST", { text: "Совет" });
    const commentId = c.body.comments.at(-1).id;
    await refused(403, () => call(p.tokens.employee, `/tasks/${task}/comments/${commentId}`, "PUT", { text: "Правка" }));
    await refused(403, () => call(p.tokens.employee, `/tasks/${task}/comments/${commentId}`, "DELETE"));
    expect((await call(p.tokens.admin, `/tasks/${task}/comments/${commentId}`, "DELETE")).status).toBe(200);
  });
});

describe("another client's plan: 404, nothing leaked or written", () => {
  it("answers the Northwind administrator 404 on every Demo plan and task", async () => {
    const nw = p.nwAdmin;
    for (const [method, path, body] of [
      ["GET", `/developmentPlans/${planId}`], ["PUT", `/developmentPlans/${draftPlan}`, { name: "X", description: "" }],
      ["POST", `/management/${draftPlan}/launch`], ["POST", `/management/${planId}/cancel`, {}], ["GET", `/management/${planId}/users`],
      ["GET", `/tasks/${task}`], ["POST", `/tasks/${task}/comments`, { text: "Hi" }], ["POST", `/tasks/${task}/transitions`, { type: "task.cancel" }],
    ] as const) {
      const reply = await refused(404, () => call(nw, path, method, body));
      expect(JSON.stringify(reply)).not.toMatch(/План|Черновик|employee/);
    }
    expect((await call(nw, "/developmentPlans?limit=500")).body.items).toEqual([]);
    expect((await call(nw, "/tasks?scope=approver")).body.items).toEqual([]);
  });
});

describe("a command the lifecycle does not allow now: 409, nothing written", () => {
  it("refuses edits after sending, approval of a draft, actions before execution, and finished plans", async () => {
    const { id, tasks } = await launchedPlan(s, p, { members: ["employee"] });
    const t = tasks.employee;
    const draft = await call(p.tokens.employee, `/tasks/${t}/goals`, "PUT", { goals: [{ title: "Цель", weight: 100 }] });
    const goal = draft.body.goals[0].id;
    const action = (await call(p.tokens.employee, `/tasks/${t}/actions`, "POST", { goal_id: goal, title: "Курс", type_id: 3 })).body.actions[0].id;
    const conflict = { message: "devPlans.errors.notAllowedNow" };
    expect(await refused(409, () => call(p.tokens.manager, `/tasks/${t}/transitions`, "POST", { type: "task.approve" }))).toMatchObject(conflict);
    expect(await refused(409, () => call(p.tokens.employee, `/tasks/${t}/actions/${action}/state`, "POST", { state_id: 2 }))).toMatchObject(conflict);
    expect(await refused(409, () => call(p.tokens.employee, `/tasks/${t}/transitions`, "POST", { type: "task.sendToClose" }))).toMatchObject(conflict);
    await call(p.tokens.employee, `/tasks/${t}/transitions`, "POST", { type: "task.sendForApproval" });
    expect(await refused(409, () => call(p.tokens.employee, `/tasks/${t}/goals/${goal}`, "PUT", { title: "Новая", weight: 100 }))).toMatchObject(conflict);
    expect(await refused(409, () => call(p.tokens.employee, `/tasks/${t}/transitions`, "POST", { type: "task.sendForApproval" }))).toMatchObject(conflict);
    await refused(404, () => call(p.tokens.employee, `/tasks/${t}/goals/2147483000`, "DELETE"));
    expect(await refused(409, () => call(p.tokens.admin, `/management/${id}/launch`, "POST"))).toMatchObject(conflict);
    expect(await refused(409, () => call(p.tokens.admin, `/management/${draftPlan}/complete`, "POST"))).toMatchObject(conflict);
    await call(p.tokens.admin, `/management/${id}/complete`, "POST");
    expect(await refused(409, () => call(p.tokens.manager, `/tasks/${t}/transitions`, "POST", { type: "task.approve" }))).toMatchObject(conflict);
    expect(await refused(409, () => call(p.tokens.admin, `/management/${id}/cancel`, "POST", {}))).toMatchObject(conflict);
  });

  it("lets exactly one of two approvers acting at once win; the other gets 409", async () => {
    for (let round = 0; round < 3; round++) {
      const { tasks } = await launchedPlan(s, p, { members: ["employee"] });
      const t = tasks.employee;
      await composeAndSend(s, p.tokens.employee, t);
      const [{ last }] = await s.db.query<{ last: number }>("select coalesce(max(position), 0)::int as last from events");
      const replies = await Promise.all([
        call(p.tokens.manager, `/tasks/${t}/transitions`, "POST", { type: "task.approve" }),
        call(p.tokens.admin, `/tasks/${t}/transitions`, "POST", { type: "task.rework", comment: "Нет" }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      // The winner's one fact, and the notifications it sends (a reaction in its transaction); nothing of the loser.
      const written = await s.db.query<{ stream_type: string; stream_id: string }>(
        "select stream_type, stream_id from events where position > $1 order by position", [last]);
      expect(written.filter((w) => w.stream_type !== "notifications")).toEqual([{ stream_type: "devPlanTask", stream_id: String(t) }]);
      const [row] = await s.db.query("select version, state_value from dev_plan_tasks where id = $1", [t]);
      const winner = replies.find((r) => r.status === 200)!;
      expect(row.state_value).toBe(winner.body.state);
    }
  });
});
