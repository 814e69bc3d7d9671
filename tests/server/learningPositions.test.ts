// manageUserWorkflowTaskFormPositions: where the doer of a form task was (the question and its section), saved as they
// move (POST the first time, PUT naming the record after) and read back when they return; an event per save and a
// read table on both databases. Refusals write nothing: another person's or client's task, a task without a form, a
// completed task, an element the form does not have, a malformed payload, a role without learning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusedWritingNothing } from "./harness.js";
import { type LearningEnv, startLearning } from "./learningFixture.js";

let env: LearningEnv;
beforeAll(async () => {
  env = await startLearning();
}, 240_000);
afterAll(() => env?.s.close());

const call = (token: string, path: string, body?: unknown, method?: string) => env.s.request(`/api/${path}`, { token, body, method });
const taskId = async (title: string, userId = env.ids.learner) =>
  (await env.s.db.query<{ id: number }>(
    "select ut.id::int as id from user_tasks ut join workflow_elements we on we.id = ut.element_id where we.title = $1 and ut.user_id = $2", [title, userId]))[0].id;
const refused = refusedWritingNothing(() => env.s.db);
const fields = (body: any) => body.fields.map((f: any) => f.path);
const PATH = "manageUserWorkflowTaskFormPositions";
const read = (token: string, task: number) => call(token, `${PATH}?user_workflow_task_id=${task}`);

describe("a form task's position", () => {
  it("is empty at first, saved on the first move, moved by later ones, and read back", async () => {
    const task = await taskId("Анкета новичка");
    expect((await read(env.tokens.learner, task)).body).toEqual({ position: null });
    const first = await call(env.tokens.learner, PATH, { user_workflow_task_id: task, data: { element_id: "expect", section_id: null } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ data: { element_id: "expect", section_id: null } });
    const moved = await call(env.tokens.learner, PATH, { id: first.body.id, data: { element_id: "contract", section_id: null } }, "PUT");
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: first.body.id, data: { element_id: "contract" } });
    expect((await read(env.tokens.learner, task)).body.position).toMatchObject({ id: first.body.id, data: { element_id: "contract", section_id: null } });
    const [row] = await env.s.db.query<{ n: number; version: number }>(
      "select count(*)::int as n, max(version) as version from task_form_positions where client_id = (select client_id from users where id = $1) and filler_id = $1", [env.ids.learner]);
    expect(row).toEqual({ n: 1, version: 2 });
    const events = await env.s.db.query<{ type: string }>("select type from events where stream_type = 'taskFormPosition' and stream_id like $1", [`task-${env.ids.learner}-%`]);
    expect(events.map((e) => e.type)).toEqual(["taskFormPosition.saved", "taskFormPosition.saved"]);
    // a second POST for the same form names the existing record instead of making another
    expect((await refused(409, () => call(env.tokens.learner, PATH, { user_workflow_task_id: task, data: { element_id: "start", section_id: null } }))).message)
      .toBe("learning.errors.positionExists");
  });

  it("is each person's own: another person reads none of it and cannot move it", async () => {
    const mine = await taskId("Анкета новичка", env.ids.employee);
    const saved = await call(env.tokens.employee, PATH, { user_workflow_task_id: mine, data: { element_id: "start", section_id: null } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await refused(404, () => read(env.tokens.learner, mine));
    await refused(404, () => call(env.tokens.learner, PATH, { user_workflow_task_id: mine, data: { element_id: "start", section_id: null } }));
    await refused(404, () => call(env.tokens.learner, PATH, { id: saved.body.id, data: { element_id: "expect", section_id: null } }, "PUT"));
    // another client's administrator: the same 404
    await refused(404, () => read(env.tokens.foreign, mine));
    await refused(404, () => call(env.tokens.foreign, PATH, { user_workflow_task_id: mine, data: { element_id: "start", section_id: null } }));
    await refused(404, () => call(env.tokens.foreign, PATH, { id: saved.body.id, data: { element_id: "start", section_id: null } }, "PUT"));
    await refused(403, () => read(env.tokens.noLearning, mine));
    expect((await read(env.tokens.employee, mine)).body.position).toMatchObject({ data: { element_id: "start" } });
  });

  it("refuses what is not a position of an open form task, naming the field, writing nothing", async () => {
    const task = await taskId("Анкета новичка");
    const send = (data: unknown, id = task) => call(env.tokens.learner, PATH, { user_workflow_task_id: id, data });
    expect(fields(await refused(400, () => send({ element_id: "nope", section_id: null })))).toEqual(["data.element_id"]);
    // a question is no section
    expect(fields(await refused(400, () => send({ element_id: "start", section_id: "expect" })))).toEqual(["data.section_id"]);
    expect(JSON.stringify(await refused(400, () => send({ element_id: "a b/../c", section_id: null })))).toContain("element_id");
    expect(JSON.stringify(await refused(400, () => send({ section_id: null })))).toContain("element_id");
    expect(JSON.stringify(await refused(400, () => call(env.tokens.learner, PATH, { user_workflow_task_id: "x", data: { element_id: "start", section_id: null } })))).toContain("user_workflow_task_id");
    expect(JSON.stringify(await refused(400, () => call(env.tokens.learner, `${PATH}?user_workflow_task_id=abc`)))).toContain("user_workflow_task_id");
    // a task without a form, and an unknown record
    const content = await taskId("Правила безопасности");
    expect(fields(await refused(400, () => send({ element_id: "start", section_id: null }, content)))).toEqual(["user_workflow_task_id"]);
    await refused(404, () => call(env.tokens.learner, PATH, { id: 999_999, data: { element_id: "start", section_id: null } }, "PUT"));
    // the demo employee's safety test is completed: nothing more is filled in it
    const done = await taskId("Тест по безопасности", env.ids.employee);
    expect((await refused(409, () => call(env.tokens.employee, PATH, { user_workflow_task_id: done, data: { element_id: "fire", section_id: null } }))).message)
      .toBe("learning.errors.taskCompleted");
  });
});
