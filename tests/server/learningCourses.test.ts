// Learning tasks that link a course (issue 17): the course is checked on save (the client's own, else a 400 and
// nothing written), the task page names it with the person's appointment, and passing the course through the courses
// area's public calls completes the open learning tasks linking it (a reaction, as the system, through the
// trackProgress machine); a task linking another course stays open, a planned one completes when it opens, and a
// rebuild gives the same tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemCommand } from "../../src/server/areas/learning/commands.js";
import { runTaskDates } from "../../src/server/areas/learning/job.js";
import type { TaskRow } from "../../src/server/areas/learning/task.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { eventCount } from "./harness.js";
import { userId } from "./libraryFixture.js";
import { call, newTrack, startTracks, task, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
let employee: number;
beforeAll(async () => {
  env = await startTracks();
  employee = await userId(env, "employee@demo.local");
}, 300_000);
afterAll(() => env?.close());

const db = () => env.server.db;
const DAY = 86_400_000;
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };

/** A published course with one text material (as the token's client's admin), appointed to the given people. */
const publishedCourse = async (title: string, userIds: number[], token = env.admin) => {
  const course = (await call(env, token, "courseEditor", { ...blank, title })).body;
  const mod = (await call(env, token, `courseEditor/${course.id}/modules`, { title: "Модуль" })).body.modules_list[0];
  expect((await call(env, token, `courseModules/${mod.id}/materials`, { kind: "text", title: "Текст", body: "Прочтите." })).status).toBe(200);
  for (const command of ["activate", "publish"]) await call(env, token, `courseEditor/${course.id}/state`, { command });
  if (userIds.length) {
    const r = await call(env, token, `courseEditor/${course.id}/appointments`, { group_ids: [], user_ids: userIds, prohibited_ids: [], is_required: true }, "PUT");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return course.id as number;
};
const learningTask = (trackId: number, courseId: number, over: Record<string, unknown> = {}) =>
  task(trackId, { title: `Course ${courseId}`, workflow_element_type_id: 5, content: { course_id: courseId }, ...over });
const saveTask = (element: Record<string, unknown>) => call(env, env.admin, "manageWorkflowElement", { element });
const taskOf = async (elementId: number) =>
  (await db().query<{ id: number; state: string; completed: boolean }>(
    "select id::int as id, state, completed_at is not null as completed from user_tasks where user_id = $1 and element_id = $2", [employee, elementId]))[0];
const factsOf = (elementId: number) =>
  db().query<{ type: string; meta: any }>("select type, meta from events where stream_type = 'trackProgress' and stream_id = $1 order by version",
    [`task-${employee}-${elementId}`]);

describe("a learning task's course", () => {
  it("must be the client's own course: another client's or an unknown one is a 400 naming the field, nothing written", async () => {
    const track = await newTrack(env, "Refused course", { workflow_checkpoint_id: 4 });
    const foreign = await publishedCourse("Northwind course", [], env.foreign);
    for (const courseId of [foreign, 999_999]) {
      const before = await eventCount(db());
      const r = await saveTask(learningTask(track.id, courseId));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.fields[0]).toMatchObject({ path: "payload.element.content.course_id", message: "workflows.errors.courseNotFound" });
      expect(await eventCount(db())).toBe(before);
    }
    // a course on a task of another type is refused too
    const mine = await publishedCourse("Own course", []);
    const wrongType = await saveTask(task(track.id, { content: { text: "x", course_id: mine } }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields[0].path).toBe("payload.element.content.course_id");
  });
});

describe("passing the linked course", () => {
  let passed: number;
  let other: number;
  const el: Record<string, number> = {};
  beforeAll(async () => {
    passed = await publishedCourse("Linked course", [employee]);
    other = await publishedCourse("Other course", [employee]);
    const track = await newTrack(env, "Course track", { workflow_checkpoint_id: 4 });
    const add = async (key: string, element: Record<string, unknown>) => {
      const r = await saveTask(element);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      el[key] = r.body.id;
    };
    // the demo employee is on day 5 of a hire-date track: days 0–30 are open, day 10 is planned
    await add("linked", learningTask(track.id, passed, { start_date_rel: 0, end_date_rel: 30 }));
    await add("other", learningTask(track.id, other, { start_date_rel: 0, end_date_rel: 30 }));
    await add("later", learningTask(track.id, passed, { start_date_rel: 10, end_date_rel: 30 }));
    await add("alone", learningTask(track.id, passed, { start_date_rel: 20, end_date_rel: 30 }));
    const p = await call(env, env.admin, "publishWorkflow", { library_file_id: track.id });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const a = await call(env, env.admin, "batchEntitiesProfileProcessing", {
      operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track.id, target_object_ids: [employee],
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
  });

  it("publishes with a course as the learning task's content, and the task page names the course and the appointment", async () => {
    expect((await taskOf(el.linked)).state).toBe("available");
    expect((await taskOf(el.later)).state).toBe("planned");
    const page = await call(env, env.employee, `mobileEmployeeTaskDetails?user_workflow_task_id=${(await taskOf(el.linked)).id}`, undefined, "GET");
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.content.course).toEqual({ id: passed, title: "Linked course", appointment_state: "assigned" });
  });

  it("completes the open task linking it, as the system, with its fact; a task linking another course stays open", async () => {
    expect((await call(env, env.employee, `courses/${passed}/start`, undefined, "POST")).status).toBe(200);
    const course = (await call(env, env.employee, `courses/${passed}`, undefined, "GET")).body;
    const material = course.modules[0].materials[0].id;
    const done = await call(env, env.employee, `courses/${passed}/done`, { material_id: material });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.appointment.state).toBe("passed");
    expect(await taskOf(el.linked)).toMatchObject({ state: "completed", completed: true });
    const facts = await factsOf(el.linked);
    expect(facts.at(-1)).toMatchObject({ type: "trackProgress.completed", meta: { actor: "system" } });
    expect((await taskOf(el.other)).state).toBe("available");
    expect((await taskOf(el.later)).state).toBe("planned");
  });

  it("completes a planned task linking the passed course when it opens; a completed task stays as it is", async () => {
    const before = (await factsOf(el.linked)).length;
    await runTaskDates(db(), new Date(Date.now() + 6 * DAY));
    expect(await taskOf(el.later)).toMatchObject({ state: "completed", completed: true });
    expect((await factsOf(el.later)).map((f) => f.type).slice(-2)).toEqual(["trackProgress.available", "trackProgress.completed"]);
    expect((await factsOf(el.linked)).length).toBe(before);
  });

  it("completes a task that opens alone through the pipeline (the job's task-by-task path), by the reaction", async () => {
    // The dates job's chunks complete their tasks themselves; a task opened alone (a chunk that lost a race runs again
    // task by task) is completed by the reaction on its `trackProgress.available`.
    await db().transaction(async (tx) => {
      const [row] = await tx.query<TaskRow & { client_id: number }>(
        `select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version from user_tasks
          where user_id = $1 and element_id = $2 for update`, [employee, el.alone]);
      expect(row.state).toBe("planned");
      await systemCommand(tx, row.client_id, row, "track.available");
    });
    expect(await taskOf(el.alone)).toMatchObject({ state: "completed", completed: true });
    expect((await factsOf(el.alone)).map((f) => f.type).slice(-2)).toEqual(["trackProgress.available", "trackProgress.completed"]);
  });

  it("gives the same tables after a rebuild (the reaction does not run again)", async () => {
    const read = () => db().query("select user_id, element_id, state, started, progress_version, completed_at from user_tasks order by user_id, element_id")
      .then((r) => JSON.parse(JSON.stringify(r)));
    // user_tracks ids come from a sequence and may differ after a rebuild (learning README): the rest must not
    const tracks = () => db().query<{ id: number }>("select * from user_tracks order by user_id, workflow_id")
      .then((r) => JSON.parse(JSON.stringify(r.map(({ id: _id, ...rest }) => rest))));
    const [tasksBefore, tracksBefore, events] = [await read(), await tracks(), await eventCount(db())];
    await rebuild(db());
    expect(await read()).toEqual(tasksBefore);
    expect(await tracks()).toEqual(tracksBefore);
    expect(await eventCount(db())).toBe(events);
  });
});
