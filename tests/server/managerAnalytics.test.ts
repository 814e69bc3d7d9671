// The manager's pages (spec 000 §2 "Manager area": /manager/users, /manager/analytics/{user}/{tab}): the team list
// and a report's workflows, activities, tests with answers and time to complete, asked with `scope=reports`. The
// demo manager reads their report; a person who is not their report (same client), another client's person and an
// unknown id are 404 alike; a role without the manager area is 403, even one whose users section reaches the person;
// bad ids are 400; nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusedWritingNothing, startServer, type TestServer } from "./harness.js";

let s: TestServer;
const tokens: Record<string, string> = {};
let employee: number;
let admin: number;
let foreignEmployee: number;
let testTask: number;
beforeAll(async () => {
  s = await startServer();
  for (const who of ["admin", "employee", "manager"]) tokens[who] = (await s.login(`${who}@demo.local`)).token;
  const id = async (email: string) => (await s.db.query<{ id: number }>("select id from users where email = $1", [email]))[0].id;
  employee = await id("employee@demo.local");
  admin = await id("admin@demo.local");
  foreignEmployee = await id("employee@northwind.local");
  const [manager] = await s.db.query<{ email: string }>("select m.email from users u join users m on m.id = u.manager_id where u.id = $1", [employee]);
  // the demo employee's line manager is the demo manager: the pages are theirs
  expect(manager.email).toBe("manager@demo.local");
  const tests = await s.request(`/api/userTestsProfile?user_id=${employee}&scope=reports`, { token: tokens.manager });
  testTask = tests.body.items[0].id;
}, 300_000);
afterAll(() => s?.close());

const get = (token: string, path: string) => s.request(`/api/${path}`, { token });
const times = (token: string, body: Record<string, unknown>) => s.request("/api/timeToComplete", { token, body: { scope: "reports", ...body } });
const refused = refusedWritingNothing(() => s.db);

/** Each tab's read of a person, as the manager's analytics page asks it. */
const reads = (userId: number | string) => [
  (token: string) => get(token, `users/${userId}?scope=reports`),
  (token: string) => get(token, `userWorkflowsProfile?user_id=${userId}&scope=reports`),
  (token: string) => get(token, `userActivitiesProfile?user_id=${userId}&scope=reports`),
  (token: string) => get(token, `userTestsProfile?user_id=${userId}&scope=reports`),
  (token: string) => get(token, `userTestAnswers?user_id=${userId}&user_workflow_task_id=${testTask}&scope=reports`),
  (token: string) => times(token, { user_id: userId }),
];

describe("a manager's report", () => {
  it("the team list holds the manager's reports, the employee among them", async () => {
    const r = await s.request("/api/virginSearch", { token: tokens.manager, body: { route: "team" } });
    expect(r.status).toBe(200);
    const ids = r.body.rows.map((x: { id: number }) => x.id);
    expect(ids).toContain(employee);
    expect(ids).not.toContain(admin);
    expect(ids).not.toContain(foreignEmployee);
  });

  it("reads the report's workflows, activities, tests with answers and time to complete as the tables hold them", async () => {
    const tracks = await s.db.query<{ id: number }>("select id from user_tracks where user_id = $1 and state <> 'removed' order by id", [employee]);
    const workflows = await get(tokens.manager, `userWorkflowsProfile?user_id=${employee}&scope=reports`);
    expect(workflows.status, JSON.stringify(workflows.body)).toBe(200);
    expect(workflows.body.rows.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual(tracks.map((t) => t.id));

    const tasks = await s.db.query<{ id: number }>(
      "select t.id::int as id from user_tasks t join user_tracks ut on ut.user_id = t.user_id and ut.workflow_id = t.track_id and ut.state <> 'removed' where t.user_id = $1 order by t.id",
      [employee]);
    const activities = await get(tokens.manager, `userActivitiesProfile?user_id=${employee}&scope=reports&limit=100`);
    expect(activities.status).toBe(200);
    expect(activities.body.items.map((r: { id: number }) => r.id)).toEqual(tasks.map((t) => t.id));

    const person = await get(tokens.manager, `users/${employee}?scope=reports`);
    expect(person.status).toBe(200);
    expect(person.body).toMatchObject({ id: employee, email: "employee@demo.local" });

    const answers = await get(tokens.manager, `userTestAnswers?user_id=${employee}&user_workflow_task_id=${testTask}&scope=reports`);
    expect(answers.status, JSON.stringify(answers.body)).toBe(200);
    expect(answers.body.id).toBe(testTask);
    expect(answers.body.questions.length).toBeGreaterThan(0);

    const time = await times(tokens.manager, { user_id: employee });
    expect(time.status, JSON.stringify(time.body)).toBe(200);
    expect(Array.isArray(time.body.items)).toBe(true);
    // the same answer as the users page's tab gives an administrator
    expect(time.body).toEqual((await s.request("/api/timeToComplete", { token: tokens.admin, body: { user_id: employee } })).body);
  });
});

describe("refusals", () => {
  it("a person who is not the manager's report, another client's person and an unknown id are 404 alike", async () => {
    for (const read of [...reads(admin), ...reads(foreignEmployee), ...reads(2_000_000_000)]) await refused(404, () => read(tokens.manager));
    // the manager themselves is not their own report
    const [manager] = await s.db.query<{ id: number }>("select id from users where email = 'manager@demo.local'");
    for (const read of reads(manager.id)) await refused(404, () => read(tokens.manager));
  });

  it("a role without the manager area is 403, even an administrator whose users section reaches the person", async () => {
    // without the scope the administrator reads the employee (the users page) ...
    expect((await get(tokens.admin, `userActivitiesProfile?user_id=${employee}`)).status).toBe(200);
    // ... with it, the manager's pages are not theirs; nor the employee's, about anyone
    for (const read of reads(employee)) {
      await refused(403, () => read(tokens.admin));
      await refused(403, () => read(tokens.employee));
    }
    await refused(403, () => s.request("/api/virginSearch", { token: tokens.employee, body: { route: "team" } }));
  });

  it("answers bad ids and a bad scope with 400, never 500", async () => {
    for (const read of reads("abc")) await refused(400, () => read(tokens.manager));
    // zero: outside the id range (400); the person and the workflows tab's table call read it as an id no one has (404)
    const [person, workflows, ...others] = reads(0);
    for (const read of others) await refused(400, () => read(tokens.manager));
    for (const read of [person, workflows]) await refused(404, () => read(tokens.manager));
    await refused(400, () => get(tokens.manager, `userActivitiesProfile?user_id=${employee}&scope=everyone`));
    await refused(400, () => times(tokens.manager, { user_id: employee, scope: "everyone" }));
    await refused(400, () => get(tokens.manager, `userTestAnswers?user_id=${employee}&user_workflow_task_id=x&scope=reports`));
  });
});
