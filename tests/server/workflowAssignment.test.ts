import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentLimits } from "../../src/server/areas/workflows/assignProjection.js";
import { runPublishJobs } from "../../src/server/areas/workflows/publishJob.js";
import { runTaskDates } from "../../src/server/areas/learning/job.js";
import { eventCount } from "./harness.js";
import { userId } from "./libraryFixture.js";
import { addTask, call, newTrack, startTracks, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
beforeAll(async () => {
  env = await startTracks();
}, 300_000);
afterAll(() => env?.close());

const db = () => env.server.db;
const refusedQuietly = async (run: () => Promise<{ status: number; body: any }>, status: number) => {
  const before = await eventCount(db());
  const r = await run();
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(await eventCount(db())).toBe(before);
  return r.body;
};
const person = async (email: string, extra: Record<string, unknown> = {}) => {
  const r = await call(env, env.admin, "users", { email, first_name: "Тест", last_name: email.split("@")[0], ...extra });
  if (r.status !== 200) throw new Error(`user ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as number;
};
const edit = async (id: number, patch: Record<string, unknown>) => {
  const r = await call(env, env.admin, `users/${id}`, patch, "PUT");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const assign = (body: Record<string, unknown>, token = env.admin) => call(env, token, "batchEntitiesProfileProcessing", body);
const tasksOf = (uid: number, trackId: number) =>
  db().query<any>(
    `select k.element_id, to_char(k.start_date, 'YYYY-MM-DD') as s, to_char(k.end_date, 'YYYY-MM-DD') as e, k.doer_role_id, k.doer_user_id,
            k.completed_at is not null as done from user_tasks k join workflow_elements w on w.id = k.element_id
      where k.user_id = $1 and k.track_id = $2 order by w.position`, [uid, trackId]);
const trackRow = async (uid: number, trackId: number) =>
  (await db().query<any>("select state, waiting_reason, total_count from user_tracks where user_id = $1 and workflow_id = $2", [uid, trackId]))[0];

/** A published relative track (hire date, checkpoint 4): an employee task on days 0–2, a manager task on days 5–6. */
const publishedTrack = async (name: string) => {
  const t = await newTrack(env, name, { workflow_checkpoint_id: 4 });
  await addTask(env, t.id, { title: "Read the handbook", start_date_rel: 0, end_date_rel: 2 });
  await addTask(env, t.id, { title: "Meet your manager", assigned_role_id: 1, start_date_rel: 5, end_date_rel: 6 });
  const p = await call(env, env.admin, "publishWorkflow", { library_file_id: t.id });
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  return t.id as number;
};

describe("demo assignment", () => {
  it("gives the demo employee the tasks of 'Welcome to Demo' through the newcomers group", async () => {
    const employee = await userId(env, "employee@demo.local");
    const [track] = await db().query<any>("select id from workflows where display_name = 'Welcome to Demo'");
    const rows = await tasksOf(employee, track.id);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect((await trackRow(employee, track.id)).state).toBe("active");
    const tab = await call(env, env.admin, `userWorkflowsProfile?user_id=${employee}`);
    expect(tab.status).toBe(200);
    expect(tab.body.rows.map((r: any) => r.name)).toContain("Welcome to Demo");
    const groups = await call(env, env.admin, `workflowUserGroupsProfile?workflow_id=${track.id}`);
    expect(groups.body.rows.map((r: any) => r.name)).toEqual(["Новые сотрудники"]);
    const groupTab = await call(env, env.admin, `userGroupWorkflowsProfile?user_group_id=${groups.body.rows[0].group_id}`);
    expect(groupTab.body.rows.map((r: any) => r.name)).toEqual(["Welcome to Demo"]);
  });
});

describe("assigning through a dynamic group", () => {
  it("assigns matching people, makes those without the date wait, follows membership and re-dates open tasks", async () => {
    const manager = await userId(env, "manager@demo.local");
    const a = await person("kazan-a@demo.local", { city: "Kazan", hire_date: "2026-11-02", manager_id: manager });
    const b = await person("kazan-b@demo.local", { city: "Kazan" });
    const c = await person("omsk-c@demo.local", { city: "Omsk", hire_date: "2026-11-10" });
    const g = await call(env, env.admin, "userGroups", { name: "Kazan", type: "dynamic", conditions: [{ field: "city", operator: "eq", values: ["Kazan"] }] });
    expect(g.status).toBe(200);
    const track = await publishedTrack("Kazan onboarding");
    const r = await assign({ operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 4, source_object_id: track, target_object_ids: [g.body.id] });
    expect(r.body).toEqual({ processed: [g.body.id], refused: [] });

    expect(await tasksOf(a, track)).toMatchObject([
      { s: "2026-11-02", e: "2026-11-04", doer_role_id: 9, doer_user_id: a, done: false },
      { s: "2026-11-07", e: "2026-11-08", doer_role_id: 1, doer_user_id: manager, done: false },
    ]);
    expect(await trackRow(b, track)).toMatchObject({ state: "waiting", waiting_reason: "missingCheckpoint:4", total_count: 0 });
    expect(await trackRow(c, track)).toBeUndefined();
    const users = await call(env, env.admin, `workflowUsersProfile?workflow_id=${track}`);
    expect(users.body.waiting_count).toBe(1);
    expect(users.body.rows.find((x: any) => x.user_id === b)).toMatchObject({ state: "waiting", waiting_reason: "missingCheckpoint:4" });
    expect(users.body.rows.find((x: any) => x.user_id === a)).toMatchObject({ state: "active", total: 2, start_date: "2026-11-02", end_date: "2026-11-08" });

    // C moves to Kazan: the group takes them, and the track with it; B's hire date arrives: B stops waiting
    await edit(c, { city: "Kazan" });
    expect((await tasksOf(c, track)).map((x: any) => x.s)).toEqual(["2026-11-10", "2026-11-15"]);
    await edit(b, { hire_date: "2026-12-01" });
    expect(await trackRow(b, track)).toMatchObject({ state: "active", waiting_reason: null, total_count: 2 });

    // A finishes the first task (the learning side's write, here by hand); A's hire date moves: the open task re-dates
    const [first] = await tasksOf(a, track);
    await db().query("update user_tasks set state = 'completed', completed_at = now() where user_id = $1 and element_id = $2", [a, first.element_id]);
    await edit(a, { hire_date: "2026-11-16" });
    expect(await tasksOf(a, track)).toMatchObject([
      { s: "2026-11-02", e: "2026-11-04", done: true },
      { s: "2026-11-21", e: "2026-11-22", done: false },
    ]);

    // the track's start point moves to a custom date: every open task follows it, done ones stay
    const moved = await call(env, env.admin, "updateWorkflowDate", { library_file_id: track, workflow_checkpoint_id: 7, workflow_checkpoint_custom_date: "2027-01-11" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ workflow_checkpoint_id: 7, workflow_checkpoint_custom_date: "2027-01-11" });
    expect((await tasksOf(a, track)).map((x: any) => x.s)).toEqual(["2026-11-02", "2027-01-16"]);
    expect((await tasksOf(c, track)).map((x: any) => x.s)).toEqual(["2027-01-11", "2027-01-16"]);

    // A leaves Kazan: A's open tasks go, the done one stays
    await edit(a, { city: "Omsk" });
    expect(await trackRow(a, track)).toMatchObject({ state: "removed" });
    expect(await tasksOf(a, track)).toMatchObject([{ s: "2026-11-02", done: true }]);

    // an inactive group assigns nothing
    const off = await call(env, env.admin, `userGroups/${g.body.id}`, { name: "Kazan", type: "dynamic", status_id: 2 }, "PUT");
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await trackRow(c, track)).toMatchObject({ state: "removed" });
    expect(await tasksOf(c, track)).toEqual([]);
    const d = await person("kazan-d@demo.local", { city: "Kazan", hire_date: "2026-11-02" });
    expect(await trackRow(d, track)).toBeUndefined();
  });

  it("assigns a person directly, from the person's side, and takes the track back", async () => {
    const track = await publishedTrack("Direct track");
    const p = await person("direct@demo.local", { hire_date: "2026-10-01" });
    const r = await assign({ operation_name: "add_to_workflows", source_entity_type_id: 3, target_entity_type_id: 7, source_object_id: p, target_object_ids: [track, 999_999] });
    expect(r.body).toEqual({ processed: [track], refused: [{ id: 999_999, reason: "workflows.errors.notFound" }] });
    expect((await tasksOf(p, track)).length).toBe(2);
    const rows = (await call(env, env.admin, `workflowUsersProfile?workflow_id=${track}`)).body.rows;
    expect(rows).toMatchObject([{ user_id: p, direct: true }]);
    await assign({ operation_name: "remove_from_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track, target_object_ids: [p] });
    expect(await trackRow(p, track)).toMatchObject({ state: "removed" });
  });

  it("unpublishing stops new assignments and keeps what people have", async () => {
    const track = await publishedTrack("Unpublished later");
    const p = await person("keeps@demo.local", { hire_date: "2026-10-01" });
    await assign({ operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track, target_object_ids: [p] });
    expect((await call(env, env.admin, "unpublishWorkflow", { library_file_id: track })).status).toBe(200);
    expect((await tasksOf(p, track)).length).toBe(2);
    const q = await person("late@demo.local", { hire_date: "2026-10-01" });
    await assign({ operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track, target_object_ids: [q] });
    expect(await trackRow(q, track)).toBeUndefined();
  });
});

describe("publishing to many people is a job", () => {
  it("queues the materialisation past the inline limit and the job applies it with its progress", async () => {
    const g = await call(env, env.admin, "userGroups", { name: "Job group", type: "static" });
    const people = [];
    for (const n of [1, 2, 3]) people.push(await person(`job-${n}@demo.local`, { hire_date: "2026-11-02" }));
    await call(env, env.admin, "batchEntitiesProfileProcessing", { operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: g.body.id, target_object_ids: people });
    const t = await newTrack(env, "Job track", { workflow_checkpoint_id: 4 });
    await addTask(env, t.id, { start_date_rel: 0, end_date_rel: 1 });
    await assign({ operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 4, source_object_id: t.id, target_object_ids: [g.body.id] });
    const limit = assignmentLimits.inline;
    assignmentLimits.inline = 0;
    try {
      expect((await call(env, env.admin, "publishWorkflow", { library_file_id: t.id })).status).toBe(200);
    } finally {
      assignmentLimits.inline = limit;
    }
    expect((await call(env, env.admin, `workflowPublishProgress?library_file_id=${t.id}`)).body).toMatchObject({ state: "queued" });
    expect(await tasksOf(people[0], t.id)).toEqual([]);
    await runPublishJobs(db());
    for (const p of people) expect((await tasksOf(p, t.id)).length).toBe(1);
    expect((await call(env, env.admin, `workflowPublishProgress?library_file_id=${t.id}`)).body).toEqual({ state: "done", people_total: 3, people_done: 3 });
  });
});

// The calendar moves tasks through the learning area's job: each move is a trackProgress fact, so replay shows it.
describe("task states follow the calendar", () => {
  it("moves open tasks from planned to available to overdue as the days pass, and recounts the track", async () => {
    const track = await publishedTrack("Calendar track");
    const p = await person("calendar@demo.local", { hire_date: "2099-01-01" });
    await assign({ operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track, target_object_ids: [p] });
    const states = async () => (await db().query<any>("select state from user_tasks where user_id = $1 order by start_date", [p])).map((r) => r.state);
    expect(await states()).toEqual(["planned", "planned"]);
    await runTaskDates(db(), new Date("2099-01-02T12:00:00Z"));
    expect(await states()).toEqual(["available", "planned"]);
    await runTaskDates(db(), new Date("2099-01-07T12:00:00Z"));
    expect(await states()).toEqual(["overdue", "available"]);
    expect((await db().query<any>("select planned_count, available_count, overdue_count from user_tracks where user_id = $1", [p]))[0])
      .toEqual({ planned_count: 0, available_count: 1, overdue_count: 1 });
  });
});

describe("refusals write nothing", () => {
  it("refuses a wrong role, another client's track and bad payloads", async () => {
    const track = await publishedTrack("Guarded track");
    const [g] = await db().query<any>("select id from user_groups where name = 'Новые сотрудники'");
    const body = { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 4, source_object_id: track, target_object_ids: [g.id] };
    await refusedQuietly(() => assign(body, env.employee), 403);
    // the reader has the tracks tab but no entry on this track: it is not theirs to see
    await refusedQuietly(() => assign(body, env.reader), 404);
    await refusedQuietly(() => assign(body, env.foreign), 404);
    expect((await refusedQuietly(() => assign({ ...body, target_entity_type_id: 8 }), 400)).fields[0].path).toBe("payload.target_entity_type_id");
    expect((await refusedQuietly(() => assign({ ...body, source_object_id: null }), 400)).fields[0].path).toBe("payload.source_object_id");
    expect((await refusedQuietly(() => assign({ ...body, target_object_ids: "x" }), 400)).fields[0].path).toContain("target_object_ids");
    const date = { library_file_id: track, workflow_checkpoint_id: 7 };
    expect((await refusedQuietly(() => call(env, env.admin, "updateWorkflowDate", date), 400)).fields[0].path).toBe("payload.workflow_checkpoint_custom_date");
    expect((await refusedQuietly(() => call(env, env.admin, "updateWorkflowDate", { ...date, workflow_checkpoint_id: 9 }), 400)).fields[0].path).toContain("workflow_checkpoint_id");
    await refusedQuietly(() => call(env, env.reader, "updateWorkflowDate", { ...date, workflow_checkpoint_id: 4 }), 404);
    await refusedQuietly(() => call(env, env.employee, "updateWorkflowDate", { ...date, workflow_checkpoint_id: 4 }), 403);
    await refusedQuietly(() => call(env, env.foreign, "updateWorkflowDate", { ...date, workflow_checkpoint_id: 4 }), 404);
    expect((await call(env, env.foreign, `workflowUsersProfile?workflow_id=${track}`)).status).toBe(404);
    expect((await call(env, env.employee, `workflowUserGroupsProfile?workflow_id=${track}`)).status).toBe(403);
  });
});
