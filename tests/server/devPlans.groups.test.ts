import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRoleModel } from "../../machines/devPlanRoleModel.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { replayStream } from "../../src/server/events/replay.js";
import { runDevPlanJobs } from "../../src/server/jobs/devPlans.js";
import { type DevPlansEnv, type People, startDevPlans } from "./devPlansFixture.js";
import { eventCount, type Reply, snapshot, type TestServer, refusedWritingNothing } from "./harness.js";

// Appointment through groups (2): static and dynamic groups chosen on the members step, appointed at launch,
// and later by the jobs scheduler for whoever enters a group; prohibited and inactive users never are.

let s: TestServer;
let p: People;
let call: DevPlansEnv["call"];
beforeAll(async () => ({ s, p, call } = await startDevPlans()));
afterAll(() => s?.close());

const JOB_TIME = new Date("2026-06-01T00:00:00Z");
const CITY = "Тверь-ИПР";
const users = (token: string, path: string, method = "GET", body?: unknown): Promise<Reply> =>
  s.request(`/api${path}`, { method, token, ...(body === undefined ? {} : { body }) });
const newUser = async (email: string, extra: Record<string, unknown> = {}) => {
  const r = await users(p.tokens.admin, "/users", "POST", { email, first_name: "Гр", last_name: email.split("@")[0], ...extra });
  expect(r.status).toBe(200);
  return r.body.id as number;
};
const toGroup = async (group: number, ids: number[]) => {
  const r = await users(p.tokens.admin, "/batchEntitiesProfileProcessing", "POST", {
    operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: group, target_object_ids: ids,
  });
  expect(r.body.refused).toEqual([]);
};
const ok = async (r: Promise<Reply>) => {
  const reply = await r;
  expect({ status: reply.status, body: reply.body }).toMatchObject({ status: 200 });
  return reply.body;
};
/** Refused with this status, nothing written. */
const refused = refusedWritingNothing(() => s.db);
const members = async (planId: number) =>
  (await call(p.tokens.admin, `/developmentPlans/${planId}/members?limit=500`)).body.items.map((m: any) => ({ id: m.user.id, appointment: m.appointment_type_id, group: m.group_name, task: m.task_id !== null }));
const taskOwners = async (planId: number) =>
  (await s.db.query<{ owner_id: number }>("select owner_id from dev_plan_tasks where plan_id = $1 and state_value <> 'canceled' order by owner_id", [planId])).map((r) => r.owner_id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

let staticGroup: number;
let dynamicGroup: number;
let u: Record<"a" | "b" | "pending" | "banned" | "d" | "later" | "mover", number>;
let planId: number;

describe("appointment through groups", () => {
  beforeAll(async () => {
    u = {
      a: await newUser("grp-a@demo.local"),
      b: await newUser("grp-b@demo.local"),
      pending: await newUser("grp-pending@demo.local", { status: "pending" }),
      banned: await newUser("grp-banned@demo.local"),
      d: await newUser("grp-d@demo.local", { city: CITY }),
      later: await newUser("grp-later@demo.local"),
      mover: await newUser("grp-mover@demo.local", { city: "Омск" }),
    };
    staticGroup = (await ok(users(p.tokens.admin, "/userGroups", "POST", { name: "ИПР: статическая", type: "static" }))).id;
    await toGroup(staticGroup, [u.a, u.b, u.pending, u.banned]);
    dynamicGroup = (await ok(users(p.tokens.admin, "/userGroups", "POST", {
      name: "ИПР: динамическая", type: "dynamic", conditions: [{ field: "city", operator: "eq", values: [CITY] }],
    }))).id;
  });

  it("lists the client's active groups for the picker, with member counts", async () => {
    const all = await ok(call(p.tokens.admin, "/groups?search=ИПР"));
    expect(all.items).toEqual([
      { id: staticGroup, name: "ИПР: статическая", type: "static", members_count: 4 },
      { id: dynamicGroup, name: "ИПР: динамическая", type: "dynamic", members_count: 1 },
    ]);
    expect((await ok(call(p.nwAdmin, "/groups?search=ИПР"))).items).toEqual([]);
    await refused(403, () => call(p.tokens.employee, "/groups"));
    await refused(400, () => call(p.tokens.admin, "/groups?limit=0"));
  });

  it("launches with a static and a dynamic group: active, non-prohibited members get a plan", async () => {
    const admin = p.tokens.admin;
    planId = (await ok(call(admin, "/developmentPlans", "POST", { name: "План по группам", description: "" }))).id;
    await ok(call(admin, `/developmentPlans/${planId}/settings/general`, "PUT", { appointment_type_id: 2, start_date: "2026-01-01", end_date: "2026-12-31" }));
    const chosen = await ok(call(admin, `/developmentPlans/${planId}/groups`, "POST", { group_ids: [staticGroup, dynamicGroup] }));
    expect(chosen.groups.map((g: any) => [g.id, g.type])).toEqual([[staticGroup, "static"], [dynamicGroup, "dynamic"]]);
    expect(chosen.steps.members).toBe(true); // a group is enough for the members step
    expect(chosen.members_count).toBe(0); // groups are expanded at launch
    expect(chosen.available_commands).toContain("groups.add");
    await ok(call(admin, `/developmentPlans/${planId}/members`, "POST", { user_ids: [p.ids.employee] }));
    await ok(call(admin, `/developmentPlans/${planId}/settings/prohibition`, "PUT", { user_ids: [u.banned] }));
    await ok(call(admin, `/developmentPlans/${planId}/settings/roleModel`, "PUT", { role_model: defaultRoleModel }));
    const ready = await ok(call(admin, `/developmentPlans/${planId}/settings/summary`, "PUT", { confirmed: true }));
    expect(ready.launch_blockers).toEqual([]);
    const launched = await ok(call(admin, `/management/${planId}/launch`, "POST"));
    expect(launched).toMatchObject({ state: "launched", members_count: 4 });
    expect(await members(planId)).toEqual(
      [
        { id: p.ids.employee, appointment: 3, group: null, task: true },
        { id: u.a, appointment: 2, group: "ИПР: статическая", task: true },
        { id: u.b, appointment: 2, group: "ИПР: статическая", task: true },
        { id: u.d, appointment: 2, group: "ИПР: динамическая", task: true },
      ].sort((x, y) => x.id - y.id),
    );
    const rows = (await ok(call(admin, `/management/${planId}/users?limit=500`))).items;
    expect(Object.fromEntries(rows.map((r: any) => [r.owner.id, r.appointment_type_id]))).toEqual({ [p.ids.employee]: 3, [u.a]: 2, [u.b]: 2, [u.d]: 2 });
    // the launch's appointments name their group, so a replay decides the same
    const events = await s.db.query<{ data: any }>("select data from events where stream_type = 'devPlan' and stream_id = $1 and type = 'members.added' order by position", [String(planId)]);
    expect(events.map((e) => [e.data.appointment, e.data.groupId ?? null, sorted(e.data.userIds)])).toEqual([
      [3, null, [p.ids.employee]],
      [2, staticGroup, sorted([u.a, u.b])],
      [2, dynamicGroup, [u.d]],
    ]);
  });

  it("appoints whoever enters a group after launch through the job, as the system, once", async () => {
    await toGroup(staticGroup, [u.later]);
    await ok(users(p.tokens.admin, `/users/${u.mover}`, "PUT", { city: CITY })); // now matches the dynamic group
    const before = await taskOwners(planId);
    expect(before).not.toContain(u.later);
    const run = await runDevPlanJobs(s.db, JOB_TIME);
    expect(run.appointed).toBe(2);
    expect(await taskOwners(planId)).toEqual(sorted([...before, u.later, u.mover]));
    const [last] = await s.db.query<{ data: any; meta: any }>(
      "select data, meta from events where stream_type = 'devPlan' and stream_id = $1 order by position desc limit 1", [String(planId)]);
    expect(last.meta.actor).toBe("system");
    expect(last.data).toMatchObject({ appointment: 2, groupId: dynamicGroup, userIds: [u.mover], actor: { id: "system" } });
    const rows = (await ok(call(p.tokens.admin, `/management/${planId}/users?limit=500`))).items;
    expect(rows.find((r: any) => r.owner.id === u.later)).toMatchObject({ appointment_type_id: 2, state: "draft" });
    // nothing more to do: no events
    const count = await eventCount(s.db);
    expect((await runDevPlanJobs(s.db, JOB_TIME)).appointed).toBe(0);
    expect(await eventCount(s.db)).toBe(count);
  });

  it("never appoints prohibited or inactive users, nor brings back a member the administrator removed", async () => {
    await ok(call(p.tokens.admin, `/developmentPlans/${planId}/members/remove`, "POST", { user_ids: [u.a] }));
    await ok(users(p.tokens.admin, "/userStatus", "POST", { user_id: u.pending, operation: "activate" }));
    expect((await runDevPlanJobs(s.db, JOB_TIME)).appointed).toBe(1); // the user activated since
    const owners = await taskOwners(planId);
    expect(owners).toContain(u.pending);
    expect(owners).not.toContain(u.a);
    expect(owners).not.toContain(u.banned);
    expect((await runDevPlanJobs(s.db, JOB_TIME)).appointed).toBe(0);
  });

  it("adding a group to a launched plan appoints its members at once; removing it stops the sync", async () => {
    const g = (await ok(users(p.tokens.admin, "/userGroups", "POST", { name: "ИПР: поздняя", type: "static" }))).id;
    const x = await newUser("grp-x@demo.local");
    await toGroup(g, [x, u.b]);
    const plan = await ok(call(p.tokens.admin, `/developmentPlans/${planId}/groups`, "POST", { group_ids: [g] }));
    expect(plan.groups.map((r: any) => r.id)).toContain(g);
    expect(await taskOwners(planId)).toContain(x);
    await ok(call(p.tokens.admin, `/developmentPlans/${planId}/groups/remove`, "POST", { group_ids: [g] }));
    const y = await newUser("grp-y@demo.local");
    await toGroup(g, [y]);
    expect((await runDevPlanJobs(s.db, JOB_TIME)).appointed).toBe(0);
    expect(await taskOwners(planId)).not.toContain(y);
    expect(await taskOwners(planId)).toContain(x); // members the group appointed stay
  });

  it("replays the plan's stream without divergence and rebuilds the same rows", async () => {
    const steps = await replayStream(s.db, "devPlan", String(planId));
    expect(steps.every((x) => !x.divergence)).toBe(true);
    expect(steps.at(-1)?.after).toBe("launched");
    const tables = ["dev_plans", "dev_plan_members", "dev_plan_tasks", "dev_plan_history"];
    const before = await Promise.all(tables.map((t) => snapshot(s.db, t)));
    await rebuild(s.db);
    expect(await Promise.all(tables.map((t) => snapshot(s.db, t)))).toEqual(before);
  });
});

describe("group refusals: 4xx, nothing written", () => {
  it("refuses another client's, unknown and inactive groups, bad payloads, the wrong role and another client's plan", async () => {
    const admin = p.tokens.admin;
    const draft = (await ok(call(admin, "/developmentPlans", "POST", { name: "Черновик групп", description: "" }))).id;
    const foreign = (await ok(users(p.nwAdmin, "/userGroups", "POST", { name: "Northwind", type: "static" }))).id;
    const inactive = (await ok(users(admin, "/userGroups", "POST", { name: "ИПР: выключенная", type: "static", status_id: 2 }))).id;
    const path = `/developmentPlans/${draft}/groups`;
    for (const ids of [[foreign], [999999], [inactive]]) {
      const body = await refused(400, () => call(admin, path, "POST", { group_ids: ids }));
      expect(body.fields[0].path).toBe("payload.group_ids");
      expect(body.message).toBe("devPlans.errors.unknownGroup");
    }
    for (const bad of [{ group_ids: [] }, { group_ids: ["x"] }, { group_ids: [0] }, {}, { group_ids: [2147483648] }]) {
      const body = await refused(400, () => call(admin, path, "POST", bad));
      expect(JSON.stringify(body.fields ?? body)).toContain("group_ids");
    }
    await refused(403, () => call(p.tokens.employee, path, "POST", { group_ids: [staticGroup] }));
    await refused(403, () => call(p.tokens.manager, `${path}/remove`, "POST", { group_ids: [staticGroup] }));
    await refused(404, () => call(p.nwAdmin, path, "POST", { group_ids: [foreign] }));
    await refused(404, () => call(admin, "/developmentPlans/999999/groups", "POST", { group_ids: [staticGroup] }));
    // a finished plan accepts no groups
    await ok(call(admin, `/management/${draft}/cancel`, "POST", {}));
    const late = await refused(409, () => call(admin, path, "POST", { group_ids: [staticGroup] }));
    expect(late.message).toBe("devPlans.errors.notAllowedNow");
  });
});

describe("courses of a goal (no course catalogue yet)", () => {
  it("names a course by its title, refuses a catalogue id, and logs codes 104–106", async () => {
    const [{ id: task }] = await s.db.query<{ id: number }>("select id from dev_plan_tasks where plan_id = $1 and owner_id = $2", [planId, p.ids.employee]);
    const e = p.tokens.employee;
    const goals = await ok(call(e, `/tasks/${task}/goals`, "PUT", { goals: [{ title: "Выступать", weight: 100 }] }));
    const goal = goals.goals[0].id;
    const body = await refused(400, () => call(e, `/tasks/${task}/courses`, "POST", { goal_id: goal, title: "Риторика", course_id: 5 }));
    expect(body.fields[0].path).toBe("payload.course_id");
    const added = await ok(call(e, `/tasks/${task}/courses`, "POST", { goal_id: goal, title: "Риторика", course_id: null }));
    expect(added.courses).toEqual([{ id: expect.any(Number), goal_id: goal, course_id: null, title: "Риторика" }]);
    const course = added.courses[0].id;
    await ok(call(e, `/tasks/${task}/courses/${course}`, "PUT", { goal_id: goal, title: "Риторика 2" }));
    const removed = await ok(call(e, `/tasks/${task}/courses/${course}`, "DELETE"));
    expect(removed.courses).toEqual([]);
    expect(removed.history.filter((h: any) => h.code >= 104 && h.code <= 106).map((h: any) => [h.code, h.details.course?.title ?? h.details.courseId])).toEqual([
      [104, "Риторика"], [105, "Риторика 2"], [106, course],
    ]);
  });
});
