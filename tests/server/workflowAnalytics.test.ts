// The track's analytics tab (issue 15): each task's copies counted by state across the track's people, each person's
// tasks, their progress, SCORM attempts in the track's packages, their completed tests with the score and question by
// question, keyset-paged; read by a Reader of the track, refused to others.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveDemoPassword } from "./harness.js";
import { upload } from "./libraryFixture.js";
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

  it("shows a person's test question by question, their answer, the key and whether it was right", async () => {
    const results = (await call(env, env.admin, `workflowAnalyticsTests?workflow_id=${track}`)).body.items;
    const of = (userId: number) => results.find((r: any) => r.user_id === userId).id;
    const right = await call(env, env.admin, `workflowAnalyticsTestAnswers?workflow_id=${track}&id=${of(people[0].id)}`);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({ user_id: people[0].id, element_id: test, title: "Kitchen quiz", correct: 1, total: 1, percent: 100 });
    expect(right.body.questions).toEqual([{ id: "q1", title: "Where is the kitchen?", answer: "Second floor", expected: "Second floor", correct: true }]);
    const wrong = (await call(env, env.admin, `workflowAnalyticsTestAnswers?workflow_id=${track}&id=${of(people[1].id)}`)).body;
    expect(wrong).toMatchObject({ user_id: people[1].id, correct: 0, total: 1, percent: 0 });
    expect(wrong.questions).toEqual([{ id: "q1", title: "Where is the kitchen?", answer: "Basement", expected: "Second floor", correct: false }]);
    // a result of another track: 404
    const other = await newTrack(env, "Analytics other track");
    expect((await call(env, env.admin, `workflowAnalyticsTestAnswers?workflow_id=${other.id}&id=${of(people[0].id)}`)).status).toBe(404);
  });

  it("lists each person's tasks with their states, and the people's progress", async () => {
    const first = await call(env, env.admin, `workflowAnalyticsActivitiesByUsers?workflow_id=${track}&limit=2`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.items).toHaveLength(2);
    const second = (await call(env, env.admin, `workflowAnalyticsActivitiesByUsers?workflow_id=${track}&limit=2&last_id=${first.body.last_id}`)).body;
    expect(second.last_id).toBeNull();
    const all = [...first.body.items, ...second.items];
    expect(all.map((r: any) => r.user_id).sort()).toEqual(people.map((p) => p.id).sort());
    for (const r of all) {
      expect(r).toMatchObject({ state: "active", full_name: expect.stringContaining("stats.") });
      expect(r.tasks.map((k: any) => [k.element_id, k.state])).toEqual([[content, "available"], [test, "completed"]]);
      expect(Date.parse(r.tasks[1].completed_at)).toBeGreaterThan(Date.now() - 300_000);
      expect(r.tasks[0].completed_at).toBeNull();
    }
    const users = (await call(env, env.admin, `workflowUsersProfile?workflow_id=${track}`)).body.rows;
    expect(users.map((r: any) => [r.user_id, r.state, r.completed, r.total]).sort()).toEqual(people.map((p) => [p.id, "active", 1, 2]).sort());
  });

  it("lists the SCORM attempts of the track's people in its tasks' packages, newest first", async () => {
    const name = "RuntimeBasicCalls_SCORM12.zip";
    const bytes = new Uint8Array(await readFile(`/work/shared/fixtures/scorm/${name}`));
    const file = (await upload(env, env.admin, [{ name, bytes, type: "application/zip" }], { purpose: "scorm" })).body[0];
    const scormTrack = (await newTrack(env, "Analytics SCORM track", { workflow_checkpoint_id: 4 })).id;
    const element = (await addTask(env, scormTrack, {
      title: "Play the package", start_date_rel: -1, end_date_rel: 5, content: { text: "Play", files: [{ library_file_id: file.id, kind: "scorm" }] },
    })).id;
    // a learning task whose course has the same package as a material: the attempt names both tasks
    const { scorm_package_id } = (await call(env, env.admin, `scormPackageUrl?library_file_id=${file.id}`, undefined, "GET")).body;
    const course = (await call(env, env.admin, "courseEditor", {
      title: "Track SCORM course", description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null,
      admin_ids: [], tag_ids: [], catalog_ids: [],
    })).body.id;
    const mod = (await call(env, env.admin, `courseEditor/${course}/modules`, { title: "Module" })).body.modules_list[0];
    expect((await call(env, env.admin, `courseModules/${mod.id}/materials`, { kind: "scorm", title: "Package", scorm_package_id })).status).toBe(200);
    await addTask(env, scormTrack, { title: "Take the course", workflow_element_type_id: 5, start_date_rel: -1, end_date_rel: 5, content: { course_id: course } });
    expect((await call(env, env.admin, "publishWorkflow", { library_file_id: scormTrack })).status).toBe(200);
    expect((await call(env, env.admin, `workflowAnalyticsScorm?workflow_id=${scormTrack}`)).body).toEqual({ items: [], last_id: null });
    const learner = await person("stats.scorm@demo.local");
    await call(env, env.admin, "batchEntitiesProfileProcessing",
      { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: scormTrack, target_object_ids: [learner.id] });
    const item = (await call(env, learner.token, `scorm/package?id=${scorm_package_id}`, undefined, "GET")).body.items[0].identifier;
    const play = async (token: string, values: Record<string, string>) => {
      const a = (await call(env, token, "scorm/launch", { scorm_package_id })).body;
      expect((await call(env, token, "scorm/commit", { attempt_id: a.attempt_id, item, terminate: false, values })).status).toBe(200);
      return a.attempt_id as number;
    };
    const mine = await play(learner.token, { "cmi.core.lesson_status": "passed", "cmi.core.score.raw": "80" });
    // not on this track, the package given to them nowhere else: they may not play it at all (issue 35)
    expect((await call(env, people[0].token, "scorm/launch", { scorm_package_id })).status).toBe(403);
    const r = await call(env, env.admin, `workflowAnalyticsScorm?workflow_id=${scormTrack}&limit=1`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.items).toEqual([expect.objectContaining({
      id: mine, user_id: learner.id, element_id: element, title: "Play the package, Take the course · Package", package_id: scorm_package_id, completion: "completed", success: "passed", score: 80,
    })]);
    expect((await call(env, env.admin, `workflowAnalyticsScorm?workflow_id=${scormTrack}&limit=1&last_id=${r.body.last_id}`)).body.items).toEqual([]);
    // the first track has no SCORM
    expect((await call(env, env.admin, `workflowAnalyticsScorm?workflow_id=${track}`)).body.items).toEqual([]);
  });

  it("refuses a wrong role, a reader without access, another client and bad payloads", async () => {
    const someResult = (await call(env, env.admin, `workflowAnalyticsTests?workflow_id=${track}`)).body.items[0].id;
    for (const path of [
      `workflowAnalyticsActivities?workflow_id=${track}`, `workflowAnalyticsTests?workflow_id=${track}`, `workflowAnalyticsActivitiesByUsers?workflow_id=${track}`,
      `workflowAnalyticsScorm?workflow_id=${track}`, `workflowAnalyticsTestAnswers?workflow_id=${track}&id=${someResult}`,
    ]) {
      expect((await call(env, env.employee, path)).status).toBe(403);
      expect((await call(env, env.reader, path)).status).toBe(404);
      expect((await call(env, env.foreign, path)).status).toBe(404);
    }
    const bad = await call(env, env.admin, "workflowAnalyticsActivities?workflow_id=abc");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("workflow_id");
    expect((await call(env, env.admin, `workflowAnalyticsTests?workflow_id=${track}&limit=501`)).status).toBe(400);
    expect((await call(env, env.admin, "workflowAnalyticsTests?workflow_id=-3")).status).toBe(400);
    for (const path of [
      `workflowAnalyticsActivitiesByUsers?workflow_id=${track}&limit=0`, `workflowAnalyticsScorm?workflow_id=${track}&last_id=x`,
      `workflowAnalyticsTestAnswers?workflow_id=${track}`, `workflowAnalyticsTestAnswers?workflow_id=${track}&id=abc`,
    ]) {
      const r = await call(env, env.admin, path);
      expect(r.status, path).toBe(400);
    }
    const noId = await call(env, env.admin, `workflowAnalyticsTestAnswers?workflow_id=${track}`);
    expect(JSON.stringify(noId.body)).toContain("id");
    expect((await call(env, env.admin, `workflowAnalyticsTestAnswers?workflow_id=${track}&id=999999`)).status).toBe(404);
    // a Reader of the track (an access entry) reads it
    const grant = await call(env, env.admin, "workflowUsersPermissions",
      { library_file_id: track, entries: [{ subject_kind: "user", subject_id: env.readerId, level: 1 }] }, "PUT");
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    expect((await call(env, env.reader, `workflowAnalyticsActivities?workflow_id=${track}`)).status).toBe(200);
  });
});
