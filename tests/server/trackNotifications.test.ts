// Issue 16: a person who gets a track is told (type 1 onboarding, 3 growth), a task that opens tells its doer (2 / 4)
// and one that runs late tells them once (44 / 45), each opening the page it is about, by the client's switches and
// each person's delivery choice (e-mail through the mail outbox).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TrackNoticeTypes } from "../../services/contract/notificationGroups.js";
import { systemCommand } from "../../src/server/areas/learning/commands.js";
import { runTaskDates } from "../../src/server/areas/learning/job.js";
import type { TaskRow } from "../../src/server/areas/learning/task.js";
import { runDigest } from "../../src/server/areas/notifications/digest.js";
import { assignmentLimits } from "../../src/server/areas/workflows/assignProjection.js";
import { runPublishJobs } from "../../src/server/areas/workflows/publishJob.js";
import { loadKeys } from "../../src/server/auth/keys.js";
import { giveDemoPassword } from "./harness.js";
import { addTask, call, newTrack, startTracks, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
beforeAll(async () => {
  env = await startTracks();
}, 300_000);
afterAll(() => env?.close());

const DAY = 86_400_000;
const O = TrackNoticeTypes.onboarding;
const G = TrackNoticeTypes.growth;
const db = () => env.server.db;
const dayFromNow = (days: number) => new Date(env.server.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
const person = async (email: string, extra: Record<string, unknown> = {}) => {
  const r = await call(env, env.admin, "users", { email, first_name: "Тест", last_name: email.split("@")[0], hire_date: dayFromNow(30), ...extra });
  if (r.status !== 200) throw new Error(`user ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  await giveDemoPassword(db(), r.body.id);
  return { id: r.body.id as number, token: (await env.server.login(email)).token };
};
type Item = { type_id: number; title: string; body: string; link: string | null };
const inbox = async (token: string, types?: number[]) => {
  const r = await call(env, token, "notifications/notifications/getNotificationsByUser?limit=100");
  expect(r.status).toBe(200);
  return (r.body.items as Item[]).filter((n) => !types || types.includes(n.type_id));
};
const TRACK_TYPES = [O.assigned, O.available, O.overdue, G.assigned, G.available, G.overdue];

/** A published track on the hire date: the person's own task (days 0–1) and their manager's (days 0–2). */
const publishedTrack = async (name: string, extra: Record<string, unknown> = {}) => {
  const t = await newTrack(env, name, { workflow_checkpoint_id: 4, ...extra });
  await addTask(env, t.id, { title: "Read the handbook", start_date_rel: 0, end_date_rel: 1 });
  await addTask(env, t.id, { title: "Meet your newcomer", assigned_role_id: 1, start_date_rel: 0, end_date_rel: 2 });
  expect((await call(env, env.admin, "publishWorkflow", { library_file_id: t.id })).status).toBe(200);
  return t.id as number;
};
const assign = async (track: number, target: 3 | 4, ids: number[], operation = "add_to_workflows") => {
  const r = await call(env, env.admin, "batchEntitiesProfileProcessing",
    { operation_name: operation, source_entity_type_id: 7, target_entity_type_id: target, source_object_id: track, target_object_ids: ids });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.refused).toEqual([]);
};
const staticGroup = async (name: string, people: number[]) => {
  const g = await call(env, env.admin, "userGroups", { name, type: "static" });
  expect(g.status).toBe(200);
  await call(env, env.admin, "batchEntitiesProfileProcessing",
    { operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: g.body.id, target_object_ids: people });
  return g.body.id as number;
};
const setType = async (typeId: number, on: boolean) => {
  const settings = await call(env, env.admin, "notifications/notificationSettings/byClient");
  const r = await call(env, env.admin, "notifications/notificationSettings", { settings: { ...settings.body.settings, [typeId]: { send_notification: on } } }, "PUT");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const taskOf = async (userId: number, track: number, title: string) =>
  (await db().query<{ id: number; element_id: number }>(
    "select k.id::int as id, k.element_id from user_tasks k join workflow_elements we on we.id = k.element_id where k.user_id = $1 and k.track_id = $2 and we.title = $3",
    [userId, track, title]))[0];
const taskIdOf = async (userId: number, track: number, title: string) => (await taskOf(userId, track, title)).id;
/** The doer's address of a task: under its activity (the workflow element), spec 000 §2 my-tasks/{activity}/task/{task}. */
const doerLink = async (userId: number, track: number, title: string) => {
  const k = await taskOf(userId, track, title);
  return `/manager/my-tasks/${k.element_id}/task/${k.id}`;
};

describe("a track given", () => {
  it("tells the people assigned, in their language, with the track's page, and nobody else", async () => {
    const a = await person("notes.a@demo.local", { language: "en" });
    const b = await person("notes.b@demo.local", { language: "fr" });
    const c = await person("notes.c@demo.local", { language: "ru" });
    const track = await publishedTrack("Notes onboarding");
    await assign(track, 3, [a.id, b.id]);
    expect(await inbox(a.token, TRACK_TYPES)).toEqual([
      expect.objectContaining({ type_id: O.assigned, title: "An onboarding track was assigned to you", body: "Notes onboarding", link: `/learning/track/${track}` })]);
    expect(await inbox(b.token, TRACK_TYPES)).toEqual([
      expect.objectContaining({ type_id: O.assigned, title: "Un parcours d'intégration vous a été attribué", link: `/learning/track/${track}` })]);
    expect(await inbox(c.token, TRACK_TYPES)).toEqual([]);
    // the administrator who assigned it, and the other client's people, are told nothing
    expect(await inbox(env.admin, TRACK_TYPES)).toEqual([]);
    expect(await inbox(env.foreign, TRACK_TYPES)).toEqual([]);
    // assigned again: they have it already, nobody is told twice
    await assign(track, 3, [a.id, b.id]);
    expect(await inbox(a.token, TRACK_TYPES)).toHaveLength(1);

    // through a group: its members; a growth track is type 3 and opens under /growth
    const group = await staticGroup("Notes group", [c.id]);
    const growth = await publishedTrack("Notes growth", { workflow_type_id: 2 });
    await assign(growth, 4, [group]);
    expect(await inbox(c.token, TRACK_TYPES)).toEqual([
      expect.objectContaining({ type_id: G.assigned, title: "Вам назначен трек развития", body: "Notes growth", link: `/growth/growthTrack/track/${growth}` })]);
    expect(await inbox(a.token, TRACK_TYPES)).toHaveLength(1);
  });

  it("tells the doer of a task that is open from the start in someone else's track, and the owner only of the track", async () => {
    const manager = await person("notes.lead@demo.local", { language: "en" });
    const newcomer = await person("notes.today@demo.local", { language: "en", hire_date: dayFromNow(0), manager_id: manager.id });
    const track = await publishedTrack("Notes today");
    await assign(track, 3, [newcomer.id]);
    const theirs = await doerLink(newcomer.id, track, "Meet your newcomer");
    expect(await inbox(manager.token, TRACK_TYPES)).toEqual([expect.objectContaining({
      type_id: O.available, body: "Meet your newcomer — Notes today", link: theirs })]);
    expect((await inbox(newcomer.token, TRACK_TYPES)).map((n) => n.type_id)).toEqual([O.assigned]);
  });

  it("tells nobody when the client switched the type off", async () => {
    const p = await person("notes.off@demo.local");
    const track = await publishedTrack("Notes switched off");
    await setType(O.assigned, false);
    try {
      await assign(track, 3, [p.id]);
    } finally {
      await setType(O.assigned, true);
    }
    expect(await inbox(p.token, TRACK_TYPES)).toEqual([]);
  });

  it("tells each person of a track published by the job, once", async () => {
    const people = [await person("notes.job1@demo.local"), await person("notes.job2@demo.local")];
    const group = await staticGroup("Notes job group", people.map((p) => p.id));
    const t = await newTrack(env, "Notes job track", { workflow_checkpoint_id: 4 });
    await addTask(env, t.id, { start_date_rel: 0, end_date_rel: 1 });
    await assign(t.id, 4, [group]);
    const limit = assignmentLimits.inline;
    assignmentLimits.inline = 0;
    try {
      expect((await call(env, env.admin, "publishWorkflow", { library_file_id: t.id })).status).toBe(200);
    } finally {
      assignmentLimits.inline = limit;
    }
    expect(await inbox(people[0].token, TRACK_TYPES)).toEqual([]);
    await runPublishJobs(db());
    await runPublishJobs(db());
    for (const p of people) expect(await inbox(p.token, TRACK_TYPES)).toEqual([expect.objectContaining({ type_id: O.assigned, link: `/learning/track/${t.id}` })]);
  });

  it("tells a doer, from the job, of the open tasks of only the people that job gave the track", async () => {
    const manager = await person("notes.joblead@demo.local", { language: "en" });
    const before = await person("notes.jobbefore@demo.local", { hire_date: dayFromNow(0), manager_id: manager.id });
    const newcomer = await person("notes.jobnew@demo.local", { hire_date: dayFromNow(0), manager_id: manager.id });
    const track = await publishedTrack("Notes job doers");
    await assign(track, 3, [before.id]);
    const group = await staticGroup("Notes job doers group", [before.id, newcomer.id]);
    const limit = assignmentLimits.inline;
    assignmentLimits.inline = 0;
    try {
      await assign(track, 4, [group]);
    } finally {
      assignmentLimits.inline = limit;
    }
    await runPublishJobs(db());
    await runPublishJobs(db());
    // one task of one person: the job's notice opens that task (the one who had the track already is not in it again)
    const theirs = await doerLink(newcomer.id, track, "Meet your newcomer");
    const told = await inbox(manager.token, TRACK_TYPES);
    expect(told.filter((n) => n.link === theirs)).toEqual([
      expect.objectContaining({ type_id: O.available, body: "Meet your newcomer — Notes job doers" })]);
    expect(told.map((n) => n.link).sort()).toEqual([await doerLink(before.id, track, "Meet your newcomer"), theirs].sort());
  });

  it("mails it through the outbox to a person who chose e-mail at once for the group", async () => {
    const p = await person("notes.mail@demo.local", { language: "en" });
    const put = await call(env, p.token, "notifications/notificationPreferences/mine", { groups: [{ group: "learning", mode: "instant" }] }, "PUT");
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.groups).toContainEqual({ group: "learning", mode: "instant" });
    await assign(await publishedTrack("Notes by mail"), 3, [p.id]);
    const keys = await loadKeys(db(), env.server.config);
    expect(await runDigest(db(), { config: env.server.config, keys }, env.server.clock.now())).toBeGreaterThanOrEqual(1);
    const mails = await db().query<{ type: string }>("select type from mail_outbox where user_id = $1", [p.id]);
    expect(mails).toEqual([{ type: "notificationDigest" }]);
  });
});

describe("a task that opens or runs late", () => {
  it("tells its doer when it becomes available, and once when it is overdue, however often the job runs", async () => {
    const manager = await person("notes.boss@demo.local", { language: "en" });
    const newcomer = await person("notes.new@demo.local", { language: "en", hire_date: dayFromNow(1), manager_id: manager.id });
    const track = await publishedTrack("Notes dates");
    await assign(track, 3, [newcomer.id]);
    const own = await taskIdOf(newcomer.id, track, "Read the handbook");
    const theirs = await doerLink(newcomer.id, track, "Meet your newcomer");
    const TASK = [O.available, O.overdue];
    expect(await inbox(newcomer.token, TASK)).toEqual([]);

    const tomorrow = new Date(env.server.clock.now().getTime() + DAY);
    await runTaskDates(db(), tomorrow);
    expect(await inbox(newcomer.token, TASK)).toEqual([expect.objectContaining({
      type_id: O.available, title: "An onboarding task is now available", body: "Read the handbook — Notes dates", link: `/learning/track/${track}/task/${own}` })]);
    // the manager does their task in the newcomer's track: it opens in their own list
    expect(await inbox(manager.token, TASK)).toEqual([expect.objectContaining({
      type_id: O.available, body: "Meet your newcomer — Notes dates", link: theirs })]);
    expect(await inbox(env.foreign, TRACK_TYPES)).toEqual([]);

    const late = new Date(env.server.clock.now().getTime() + 5 * DAY);
    await runTaskDates(db(), late);
    await runTaskDates(db(), late);
    expect(await inbox(newcomer.token, [O.overdue])).toEqual([expect.objectContaining({ title: "An onboarding task is overdue", link: `/learning/track/${track}/task/${own}` })]);
    expect(await inbox(manager.token, [O.overdue])).toEqual([expect.objectContaining({ link: theirs })]);
    expect(await inbox(newcomer.token, [O.available])).toHaveLength(1);
  });

  it("tells the doer of a task moved alone through the pipeline (the job's task-by-task path), by the reaction", async () => {
    const manager = await person("notes.alone.boss@demo.local", { language: "en" });
    const newcomer = await person("notes.alone@demo.local", { language: "en", hire_date: dayFromNow(1), manager_id: manager.id });
    const track = await publishedTrack("Notes alone");
    await assign(track, 3, [newcomer.id]);
    const own = await taskIdOf(newcomer.id, track, "Read the handbook");
    const theirs = await doerLink(newcomer.id, track, "Meet your newcomer");
    // A chunk of the dates job that lost a race runs again task by task: each task's fact goes through the pipeline,
    // and the reaction tells its doer (the chunks tell theirs themselves, the test above).
    const move = async (title: string, command: "track.available" | "track.overdue") => {
      const { id } = await taskOf(newcomer.id, track, title);
      await db().transaction(async (tx) => {
        const [row] = await tx.query<TaskRow & { client_id: number }>(
          "select id::int as id, client_id, user_id, element_id, track_id, state, started, progress_version from user_tasks where id = $1 for update", [id]);
        await systemCommand(tx, row.client_id, row, command);
      });
    };
    await move("Read the handbook", "track.available");
    await move("Meet your newcomer", "track.available");
    expect(await inbox(newcomer.token, [O.available])).toEqual([expect.objectContaining({
      body: "Read the handbook — Notes alone", link: `/learning/track/${track}/task/${own}` })]);
    expect(await inbox(manager.token, [O.available])).toEqual([expect.objectContaining({ body: "Meet your newcomer — Notes alone", link: theirs })]);
    await move("Read the handbook", "track.overdue");
    expect(await inbox(newcomer.token, [O.overdue])).toEqual([expect.objectContaining({ title: "An onboarding task is overdue" })]);
    expect(await inbox(manager.token, [O.overdue])).toEqual([]);
  });

  it("tells nobody of a task type the client switched off", async () => {
    const newcomer = await person("notes.quiet@demo.local", { hire_date: dayFromNow(1) });
    const track = await publishedTrack("Notes quiet");
    await assign(track, 3, [newcomer.id]);
    await setType(O.available, false);
    try {
      await runTaskDates(db(), new Date(env.server.clock.now().getTime() + DAY));
    } finally {
      await setType(O.available, true);
    }
    expect(await taskIdOf(newcomer.id, track, "Read the handbook")).toBeGreaterThan(0);
    const [{ state }] = await db().query<{ state: string }>(
      "select state from user_tasks where user_id = $1 and track_id = $2 and doer_user_id = $1", [newcomer.id, track]);
    expect(state).toBe("available");
    expect(await inbox(newcomer.token, [O.available])).toEqual([]);
  });
});
