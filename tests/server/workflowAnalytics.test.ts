// The track's analytics tab (issue 15): each task's copies counted by state across the track's people, and their
// completed tests with the score, keyset-paged; read by a Reader of the track, refused to others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveDemoPassword } from "./harness.js";
import { addTask, call, choiceForm, newTrack, startTracks, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
beforeAll(async () => {
  env = await startTracks();
}, 300_000);
afterAll(() => env?.close());

const db = () => env.server.db;
const today = () => new Date().toISOString().slice(0, 10);
const person = async (email: string) => {
  const r = await call(env, env.admin, "users", { email, first_name: "Тест", last_name: email.split("@")[0], hire_date: today() });
  if (r.status !== 200) throw new Error(`user ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  await giveDemoPassword(db(), r.body.id);
  return { id: r.body.id as number, token: (await env.server.login(email)).token };
};
const taskOf = async (userId: number, elementId: number) =>
  (await db().query<{ id: number }>("select id::int as id from user_tasks where user_id = $1 and element_id = $2", [userId, elementId]))[0].id;
/** The person answers the test's one question (a1 is right) and completes it. */
const passTest = async (p: { id: number; token: string }, elementId: number, answer: string) => {
  const id = await taskOf(p.id, elementId);
  expect((await call(env, p.token, "userWorkflowTaskFormData", { user_workflow_task_id: id, data: { q1: { value: answer } } })).status).toBe(200);
  const done = await call(env, p.token, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "complete" });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
};

let track: number;
let content: number;
let test: number;
let people: Array<{ id: number; token: string }>;
beforeAll(async () => {
  const t = await newTrack(env, "Analytics onboarding", { workflow_checkpoint_id: 4 });
  track = t.id;
  content = (await addTask(env, track, { title: "Read the handbook", start_date_rel: -1, end_date_rel: 5 })).id;
  test = (await addTask(env, track, { title: "Kitchen quiz", workflow_element_type_id: 6, start_date_rel: -1, end_date_rel: 5, content: { form: choiceForm(true) } })).id;
  expect((await call(env, env.admin, "publishWorkflow", { library_file_id: track })).status).toBe(200);
  people = [await person("stats.a@demo.local"), await person("stats.b@demo.local"), await person("stats.c@demo.local")];
  const r = await call(env, env.admin, "batchEntitiesProfileProcessing",
    { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track, target_object_ids: people.map((p) => p.id) });
  expect(r.body.refused).toEqual([]);
}, 120_000);

describe("track analytics", () => {
  it("counts each task's copies by state as people progress", async () => {
    await passTest(people[0], test, "a1");
    await passTest(people[1], test, "a2");
    const r = await call(env, env.admin, `workflowAnalyticsActivities?workflow_id=${track}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.people).toBe(3);
    expect(r.body.items).toEqual([
      expect.objectContaining({ element_id: content, title: "Read the handbook", available: 3, completed: 0, total: 3 }),
      expect.objectContaining({ element_id: test, title: "Kitchen quiz", workflow_element_type_id: 6, available: 1, completed: 2, total: 3, user_task_id: expect.any(Number) }),
    ]);
  });

  it("lists completed tests with their score, a page at a time", async () => {
    await passTest(people[2], test, "a1");
    const first = await call(env, env.admin, `workflowAnalyticsTests?workflow_id=${track}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.items.map((r: any) => [r.user_id, r.correct, r.total, r.percent])).toEqual([[people[0].id, 1, 1, 100], [people[1].id, 0, 1, 0]]);
    expect(first.body.items[0]).toMatchObject({ element_id: test, title: "Kitchen quiz", full_name: expect.stringContaining("stats.a") });
    expect(first.body.last_id).not.toBeNull();
    const second = await call(env, env.admin, `workflowAnalyticsTests?workflow_id=${track}&limit=2&last_id=${first.body.last_id}`);
    expect(second.body.items.map((r: any) => r.user_id)).toEqual([people[2].id]);
    expect(second.body.last_id).toBeNull();
    // narrowed to another task of the track: none
    expect((await call(env, env.admin, `workflowAnalyticsTests?workflow_id=${track}&element_id=${content}`)).body.items).toEqual([]);
  });

  it("refuses a wrong role, a reader without access, another client and bad payloads", async () => {
    for (const path of [`workflowAnalyticsActivities?workflow_id=${track}`, `workflowAnalyticsTests?workflow_id=${track}`]) {
      expect((await call(env, env.employee, path)).status).toBe(403);
      expect((await call(env, env.reader, path)).status).toBe(404);
      expect((await call(env, env.foreign, path)).status).toBe(404);
    }
    const bad = await call(env, env.admin, "workflowAnalyticsActivities?workflow_id=abc");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("workflow_id");
    expect((await call(env, env.admin, `workflowAnalyticsTests?workflow_id=${track}&limit=501`)).status).toBe(400);
    expect((await call(env, env.admin, "workflowAnalyticsTests?workflow_id=-3")).status).toBe(400);
    // a Reader of the track (an access entry) reads it
    const grant = await call(env, env.admin, "workflowUsersPermissions",
      { library_file_id: track, entries: [{ subject_kind: "user", subject_id: env.readerId, level: 1 }] }, "PUT");
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    expect((await call(env, env.reader, `workflowAnalyticsActivities?workflow_id=${track}`)).status).toBe(200);
  });
});
