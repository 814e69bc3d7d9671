// Issue 15: when a person's checkpoint date moves, their open tasks re-date and the people doing them are told, in
// each recipient's language, through the notifications area's reaction; done tasks keep their dates and tell nobody.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TaskRedatedTypes } from "../../services/contract/notificationGroups.js";
import { assignmentLimits } from "../../src/server/areas/workflows/assignProjection.js";
import { runPublishJobs } from "../../src/server/areas/workflows/publishJob.js";
import { giveDemoPassword } from "./harness.js";
import { addTask, call, newTrack, startTracks, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
beforeAll(async () => {
  env = await startTracks();
}, 300_000);
afterAll(() => env?.close());

const db = () => env.server.db;
const person = async (email: string, extra: Record<string, unknown>) => {
  const r = await call(env, env.admin, "users", { email, first_name: "Тест", last_name: email.split("@")[0], ...extra });
  if (r.status !== 200) throw new Error(`user ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  await giveDemoPassword(db(), r.body.id);
  return { id: r.body.id as number, token: (await env.server.login(email)).token };
};
const edit = async (id: number, patch: Record<string, unknown>) => {
  const r = await call(env, env.admin, `users/${id}`, patch, "PUT");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
/** A person's notifications as they see them, newest first. */
const inbox = async (token: string) => {
  const r = await call(env, token, "notifications/notifications/getNotificationsByUser?limit=50");
  expect(r.status).toBe(200);
  return r.body.items as Array<{ type_id: number; title: string; body: string; link: string | null }>;
};

/** A published relative track on the hire date: an employee task (days 0–2) and a manager task (days 5–6). */
const publishedTrack = async (name: string, extra: Record<string, unknown> = {}) => {
  const t = await newTrack(env, name, { workflow_checkpoint_id: 4, ...extra });
  await addTask(env, t.id, { title: "Read the handbook", start_date_rel: 0, end_date_rel: 2 });
  await addTask(env, t.id, { title: "Meet your newcomer", assigned_role_id: 1, start_date_rel: 5, end_date_rel: 6 });
  expect((await call(env, env.admin, "publishWorkflow", { library_file_id: t.id })).status).toBe(200);
  return t.id as number;
};
const assignPeople = async (track: number, ids: number[]) => {
  const r = await call(env, env.admin, "batchEntitiesProfileProcessing",
    { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: track, target_object_ids: ids });
  expect(r.body.refused).toEqual([]);
};

describe("re-dated tasks tell their doers", () => {
  it("tells the person and their manager once each, in their own language, and nobody for a change that moves nothing", async () => {
    const manager = await person("redate.boss@demo.local", { language: "fr" });
    const newcomer = await person("redate.new@demo.local", { language: "en", hire_date: "2026-12-01", manager_id: manager.id });
    const track = await publishedTrack("Redate onboarding");
    await assignPeople(track, [newcomer.id]);
    // materialising the track re-dates nothing: nobody is told
    expect((await inbox(newcomer.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee)).toEqual([]);

    await edit(newcomer.id, { hire_date: "2026-12-08" });
    const own = (await inbox(newcomer.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee);
    expect(own).toEqual([expect.objectContaining({ title: "The dates of your track tasks changed", body: "Redate onboarding", link: `/learning/track/${track}` })]);
    const doer = (await inbox(manager.token)).filter((n) => n.type_id === TaskRedatedTypes.forDoer);
    expect(doer).toEqual([expect.objectContaining({ title: "Les dates des tâches que vous réalisez ont changé", body: "Redate onboarding", link: "/manager/my-tasks" })]);

    // an edit that leaves the dates where they were tells nobody again
    await edit(newcomer.id, { city: "Tver" });
    expect((await inbox(newcomer.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee)).toHaveLength(1);
    expect((await inbox(manager.token)).filter((n) => n.type_id === TaskRedatedTypes.forDoer)).toHaveLength(1);
  });

  it("keeps done tasks' dates and tells nobody of them; the client's switch turns the notice off", async () => {
    const newcomer = await person("redate.done@demo.local", { language: "ru", hire_date: "2026-12-01" });
    const track = await publishedTrack("Redate done");
    await assignPeople(track, [newcomer.id]);
    // the employee's own task is done (the learning side's completion, written here as its row)
    await db().query("update user_tasks set completed_at = now(), state = 'completed' where user_id = $1 and doer_role_id = 9", [newcomer.id]);
    await edit(newcomer.id, { hire_date: "2026-12-15" });
    expect((await inbox(newcomer.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee)).toEqual([]);
    const [done] = await db().query<{ s: string }>("select to_char(start_date, 'YYYY-MM-DD') as s from user_tasks where user_id = $1 and doer_role_id = 9", [newcomer.id]);
    expect(done.s).toBe("2026-12-01");

    // an open own task again, then the client switches type 40 off: the date moves, no notice
    await db().query("update user_tasks set completed_at = null, state = 'available' where user_id = $1 and doer_role_id = 9", [newcomer.id]);
    const settings = await call(env, env.admin, "notifications/notificationSettings/byClient");
    const off = await call(env, env.admin, "notifications/notificationSettings",
      { ...settings.body, settings: { ...settings.body.settings, [TaskRedatedTypes.forEmployee]: { send_notification: false } } }, "PUT");
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await edit(newcomer.id, { hire_date: "2026-12-22" });
    expect((await inbox(newcomer.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee)).toEqual([]);
    const on = await call(env, env.admin, "notifications/notificationSettings",
      { ...settings.body, settings: { ...settings.body.settings, [TaskRedatedTypes.forEmployee]: { send_notification: true } } }, "PUT");
    expect(on.status).toBe(200);
    await edit(newcomer.id, { hire_date: "2026-12-29" });
    expect((await inbox(newcomer.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee))
      .toEqual([expect.objectContaining({ title: "Сроки ваших задач в треке изменились" })]);
  });

  it("tells the doers of a track-wide re-dating applied by the publish job, once each", async () => {
    const a = await person("redate.job.a@demo.local", { language: "en", hire_date: "2026-12-01" });
    const b = await person("redate.job.b@demo.local", { language: "en", hire_date: "2026-12-02" });
    const track = await publishedTrack("Redate job");
    await assignPeople(track, [a.id, b.id]);
    const limit = assignmentLimits.inline;
    assignmentLimits.inline = 0;
    try {
      const moved = await call(env, env.admin, "updateWorkflowDate", { library_file_id: track, workflow_checkpoint_id: 7, workflow_checkpoint_custom_date: "2027-02-01" });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    } finally {
      assignmentLimits.inline = limit;
    }
    expect((await inbox(a.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee)).toEqual([]);
    await runPublishJobs(db());
    for (const p of [a, b]) expect((await inbox(p.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee)).toHaveLength(1);
  });

  it("links a growth track's notice to its page under /growth/growthTrack", async () => {
    const grower = await person("redate.growth@demo.local", { language: "en", hire_date: "2026-12-01" });
    const track = await publishedTrack("Redate growth", { workflow_type_id: 2 });
    await assignPeople(track, [grower.id]);
    await edit(grower.id, { hire_date: "2026-12-08" });
    const own = (await inbox(grower.token)).filter((n) => n.type_id === TaskRedatedTypes.forEmployee);
    expect(own).toEqual([expect.objectContaining({ body: "Redate growth", link: `/growth/growthTrack/track/${track}` })]);
  });
});
