// A person's progress tabs on their user page (users/{user}: activities, tests and forms): the seeded demo employee
// mid-way through "Welcome to Demo" (the learning seed), read by the client's administrator and the person's manager,
// refused to a wrong role, another client and bad ids (400/404, never 500, nothing written).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveDemoPassword, refusedWritingNothing, startServer, type TestServer } from "./harness.js";
import { choiceForm } from "./workflowsFixture.js";

let s: TestServer;
const tokens: Record<string, string> = {};
let employee: number;
let admin: number;
let manager: number;
beforeAll(async () => {
  s = await startServer();
  for (const who of ["admin", "employee", "manager", "buddy", "hr"]) tokens[who] = (await s.login(`${who}@demo.local`)).token;
  tokens.foreign = (await s.login("admin@northwind.local")).token;
  const id = async (email: string) => (await s.db.query<{ id: number; manager_id: number | null }>("select id, manager_id from users where email = $1", [email]))[0];
  const e = await id("employee@demo.local");
  employee = e.id;
  manager = e.manager_id!;
  admin = (await id("admin@demo.local")).id;
}, 300_000);
afterAll(() => s?.close());

const get = (token: string, path: string) => s.request(`/api/${path}`, { token });
const refused = refusedWritingNothing(() => s.db);

/** The employee's tasks as the tables hold them (the truth the tab must show). */
const tasksOf = (userId: number) =>
  s.db.query<{ id: number; title: string; state: string; type_id: number }>(
    `select t.id::int as id, we.title, t.state, we.type_id from user_tasks t join workflow_elements we on we.id = t.element_id
      where t.user_id = $1 order by t.id`, [userId]);

describe("activities tab", () => {
  it("lists every task of the person's tracks with its track, type, state and dates, a page at a time", async () => {
    const truth = await tasksOf(employee);
    expect(truth.length).toBeGreaterThan(10);
    const first = await get(tokens.admin, `userActivitiesProfile?user_id=${employee}&limit=10`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.last_id).toBe(first.body.items[9].id);
    const rest = [];
    for (let last = first.body.last_id; last !== null; ) {
      const page = await get(tokens.admin, `userActivitiesProfile?user_id=${employee}&limit=10&last_id=${last}`);
      expect(page.status).toBe(200);
      rest.push(...page.body.items);
      last = page.body.last_id;
    }
    const all = [...first.body.items, ...rest];
    expect(all.map((r: any) => [r.id, r.title, r.state, r.type_id])).toEqual(truth.map((r) => [r.id, r.title, r.state, r.type_id]));
    const byTitle = new Map(all.map((r: any) => [r.title, r]));
    expect(byTitle.get("Правила безопасности")).toMatchObject({ state: "overdue", workflow_name: "Welcome to Demo", end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(byTitle.get("Тест по безопасности")).toMatchObject({ state: "completed", type_id: 6, completed_at: expect.any(String) });
    expect(byTitle.get("Анкета новичка")).toMatchObject({ state: "in_progress", completed_at: null });
  });

  it("is the person's own: another user's list has none of these tasks", async () => {
    const r = await get(tokens.admin, `userActivitiesProfile?user_id=${admin}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ items: [], last_id: null });
  });
});

describe("tests and forms tab", () => {
  it("lists the submitted form, test and feedback tasks, a test with its score", async () => {
    const r = await get(tokens.admin, `userTestsProfile?user_id=${employee}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const truth = (await tasksOf(employee)).filter((t) => [4, 6, 7].includes(t.type_id) && t.state === "completed");
    expect(r.body.items.map((x: any) => x.id)).toEqual(truth.map((t) => t.id));
    const test = r.body.items.find((x: any) => x.title === "Тест по безопасности");
    expect(test).toMatchObject({ type_id: 6, workflow_name: "Welcome to Demo", score: { correct: 2, total: 2, percent: 100 }, completed_at: expect.any(String) });
    // the half-filled questionnaire is not submitted
    expect(r.body.items.find((x: any) => x.title === "Анкета новичка")).toBeUndefined();
  });

  it("opens one with the person's answers and which were right", async () => {
    const list = await get(tokens.admin, `userTestsProfile?user_id=${employee}`);
    const test = list.body.items.find((x: any) => x.title === "Тест по безопасности");
    const r = await get(tokens.admin, `userTestAnswers?user_id=${employee}&user_workflow_task_id=${test.id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ id: test.id, title: "Тест по безопасности", score: { correct: 2, total: 2 } });
    // the answers as people read them (options by label), each checked against the key
    expect(r.body.questions).toEqual([
      { id: "fire", title: "Куда идти при пожарной тревоге?", answer: "К ближайшему выходу", correct: true },
      { id: "pass", title: "Что нельзя передавать коллегам?", answer: "Пароль; Пропуск", correct: true },
    ]);
  });

  it("marks a wrong answer wrong and scores the test by it", async () => {
    const admin = (path: string, body: unknown) => s.request(`/api/${path}`, { token: tokens.admin, body });
    const ok = (r: { status: number; body: any }) => {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    const track = ok(await admin("workflows", { folder_id: null, display_name: "Quiz track", workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 4 }));
    const quiz = ok(await admin("manageWorkflowElement", {
      element: { workflow_id: track.id, title: "Kitchen quiz", workflow_element_type_id: 6, start_date_rel: -1, end_date_rel: 5, content: { form: choiceForm(true) } },
    }));
    ok(await admin("publishWorkflow", { library_file_id: track.id }));
    const person = ok(await admin("users", { email: "quiz.taker@demo.local", first_name: "Quiz", last_name: "Taker", hire_date: new Date().toISOString().slice(0, 10) }));
    await giveDemoPassword(s.db, person.id);
    ok(await admin("batchEntitiesProfileProcessing",
      { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track.id, target_object_ids: [person.id] }));
    const token = (await s.login("quiz.taker@demo.local")).token;
    const [{ id: taskId }] = await s.db.query<{ id: number }>("select id::int as id from user_tasks where user_id = $1 and element_id = $2", [person.id, quiz.id]);
    ok(await s.request("/api/userWorkflowTaskFormData", { token, body: { user_workflow_task_id: taskId, data: { q1: { value: "a2" } } } }));
    ok(await s.request("/api/userWorkflowTaskProgress", { token, body: { user_workflow_task_id: taskId, command: "complete" } }));

    const list = await get(tokens.admin, `userTestsProfile?user_id=${person.id}`);
    expect(list.body.items).toEqual([expect.objectContaining({ id: taskId, title: "Kitchen quiz", workflow_name: "Quiz track", score: { correct: 0, total: 1, percent: 0 } })]);
    const answers = await get(tokens.admin, `userTestAnswers?user_id=${person.id}&user_workflow_task_id=${taskId}`);
    expect(answers.body.questions).toEqual([{ id: "q1", title: "Where is the kitchen?", answer: "Basement", correct: false }]);
    const activities = await get(tokens.admin, `userActivitiesProfile?user_id=${person.id}`);
    expect(activities.body.items).toEqual([expect.objectContaining({ id: taskId, state: "completed", type_id: 6, workflow_id: track.id })]);
  });

  it("pages by last_id", async () => {
    const first = await get(tokens.admin, `userTestsProfile?user_id=${employee}&limit=1`);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.last_id).toBe(first.body.items[0].id);
    const next = await get(tokens.admin, `userTestsProfile?user_id=${employee}&limit=1&last_id=${first.body.last_id}`);
    expect(next.status).toBe(200);
    expect(next.body.items.every((x: any) => x.id > first.body.last_id)).toBe(true);
  });
});

describe("who may see them", () => {
  const paths = () => [`userActivitiesProfile?user_id=${employee}`, `userTestsProfile?user_id=${employee}`];

  it("the person's manager and an HR with the users section read them; the person reads their own", async () => {
    const [{ email }] = await s.db.query<{ email: string }>("select email from users where id = $1", [manager]);
    const managerToken = email === "manager@demo.local" ? tokens.manager : (await s.login(email)).token;
    for (const path of paths()) {
      expect((await get(managerToken, path)).status).toBe(200);
      expect((await get(tokens.hr, path)).status).toBe(200);
      expect((await get(tokens.employee, path)).status).toBe(200);
    }
  });

  it("refuses a wrong role, a manager about someone not their report, another client, without writing", async () => {
    const list = await get(tokens.admin, `userTestsProfile?user_id=${employee}`);
    const taskId = list.body.items[0].id;
    const [{ email }] = await s.db.query<{ email: string }>("select email from users where id = $1", [manager]);
    const managerToken = (await s.login(email)).token;
    for (const path of [...paths(), `userTestAnswers?user_id=${employee}&user_workflow_task_id=${taskId}`]) {
      // a role without the users or manager section, about someone else
      await refused(403, () => get(tokens.employee, path.replace(`user_id=${employee}`, `user_id=${admin}`)));
      // the buddy is no one's manager; the employee's manager about the administrator, not their report
      await refused(403, () => get(tokens.buddy, path));
      await refused(404, () => get(managerToken, path.replace(`user_id=${employee}`, `user_id=${admin}`)));
      await refused(404, () => get(tokens.foreign, path));
    }
  });

  it("answers bad ids with 400 naming the field or 404, never 500", async () => {
    const bad = await refused(400, () => get(tokens.admin, "userActivitiesProfile?user_id=abc"));
    expect(JSON.stringify(bad)).toContain("user_id");
    await refused(400, () => get(tokens.admin, "userTestsProfile?user_id=0"));
    await refused(400, () => get(tokens.admin, `userActivitiesProfile?user_id=${employee}&limit=101`));
    await refused(400, () => get(tokens.admin, `userActivitiesProfile?user_id=${employee}&last_id=-1`));
    await refused(400, () => get(tokens.admin, "userTestsProfile"));
    const badTask = await refused(400, () => get(tokens.admin, `userTestAnswers?user_id=${employee}&user_workflow_task_id=x`));
    expect(JSON.stringify(badTask)).toContain("user_workflow_task_id");
    await refused(404, () => get(tokens.admin, "userActivitiesProfile?user_id=2000000000"));
    await refused(404, () => get(tokens.admin, `userTestAnswers?user_id=${employee}&user_workflow_task_id=2147483647`));
    await refused(400, () => get(tokens.admin, `userTestAnswers?user_id=${employee}&user_workflow_task_id=9007199254740991`));
    const tasks = await tasksOf(employee);
    // a task that is not a submitted form: the half-filled questionnaire, a content task
    for (const title of ["Анкета новичка", "Добро пожаловать в Demo"]) {
      const t = tasks.find((x) => x.title === title)!;
      await refused(404, () => get(tokens.admin, `userTestAnswers?user_id=${employee}&user_workflow_task_id=${t.id}`));
    }
    // the person's test asked for under another user
    const test = tasks.find((x) => x.title === "Тест по безопасности")!;
    await refused(404, () => get(tokens.admin, `userTestAnswers?user_id=${admin}&user_workflow_task_id=${test.id}`));
  });
});
