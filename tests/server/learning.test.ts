// The learning calls against a real database: the employee's tracks, timeline and tasks, form saves through the
// trackProgress machine and the answers stream, tests with their score, my-tasks, and every refusal writing nothing.
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MyTasksPage, TaskStates, Timeline, UserTracksPage } from "../../services/contract/learning.js";
import type { SessionUser } from "../../services/contract/security.js";
import { runTaskDates } from "../../src/server/areas/learning/job.js";
import { myTasks, timeline, userTracks } from "../../src/server/areas/learning/queries.js";
import { categoryNames } from "../../src/server/areas/workflows/categories.js";
import { eventCount, refusedWritingNothing } from "./harness.js";
import { type LearningEnv, startLearning } from "./learningFixture.js";
import { myTasksBefore, toTrack, userTracksBefore } from "./learningPagesBefore.js";

let env: LearningEnv;
// 240 s: the demo seed and the learner's assignment ran past 120 s twice at load 25–29 (2026-11-28, six sessions).
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

describe("the employee's tracks and timeline", () => {
  it("lists the assigned track with its progress counts, 30 a page; someone without tracks gets none", async () => {
    const r = await call(env.tokens.learner, "userTracks", {});
    expect(r.status).toBe(200);
    expect(r.body.items.map((t: any) => t.display_name)).toEqual(["Welcome to Demo"]);
    const t = r.body.items[0];
    expect(t.counts.total).toBe(16);
    expect(t.counts.available + t.counts.planned + t.counts.overdue).toBe(16);
    expect(t.counts.overdue).toBeGreaterThan(0);
    expect(r.body.last_id).toBeNull();
    expect((await call(env.tokens.manager, "userTracks", { workflow_types: [1] })).body).toEqual({ items: [], last_id: null });
    expect((await call(env.tokens.learner, "userTracks", { workflow_types: [2] })).body.items).toEqual([]);
  });

  it("lists growth tracks apart (/growth/growthTrack): the demo manager's first month as a manager", async () => {
    const r = await call(env.tokens.manager, "userTracks", { workflow_types: [2] });
    expect(r.body.items.map((t: any) => [t.display_name, t.workflow_type_id, t.category_id, t.state])).toEqual([["Manager essentials", 2, -2, "active"]]);
    expect(r.body.items[0].counts).toMatchObject({ total: 6, completed: 0 });
    const timeline = (await call(env.tokens.manager, `mobileEmployeeTimeLine?workflow_id=${r.body.items[0].workflow_id}`)).body.items;
    expect(timeline[0]).toMatchObject({ title: "Welcome to the managers' track", state: "available", mine: true });
  });

  it("counts the person's tracks of each kind in the session data (the menu hides learning without any)", async () => {
    const tracks = async (token: string) => (await call(token, "getSessionData")).body.tracks;
    expect(await tracks(env.tokens.learner)).toEqual({ onboarding: 1, growth: 0 });
    expect(await tracks(env.tokens.manager)).toEqual({ onboarding: 0, growth: 1 });
    expect(await tracks(env.tokens.admin)).toEqual({ onboarding: 0, growth: 0 });
  });

  it("shows the demo employee mid-way through their onboarding: under its category, one task overdue, the test passed", async () => {
    const [track] = (await call(env.tokens.employee, "userTracks", {})).body.items;
    expect(track).toMatchObject({ display_name: "Welcome to Demo", category_id: -1, category_name: "Адаптация" });
    expect(track.counts).toEqual({ planned: 3, available: 2, in_progress: 1, overdue: 1, completed: 9, total: 16 });
    const timeline = (await call(env.tokens.employee, `mobileEmployeeTimeLine?workflow_id=${track.workflow_id}`)).body.items;
    expect(timeline.filter((i: any) => i.state === "overdue").map((i: any) => i.title)).toEqual(["Правила безопасности"]);
    expect(timeline.find((i: any) => i.title === "Тест по безопасности")).toMatchObject({ state: "completed" });
  });

  it("shows the timeline in the track's order, which tasks are the employee's, and the people around them", async () => {
    const r = await call(env.tokens.learner, `mobileEmployeeTimeLine?workflow_id=${env.welcome}`);
    expect(r.status).toBe(200);
    expect(r.body.items[0]).toMatchObject({ title: "Письмо-приглашение", mine: false, doer_role_id: 2 });
    expect(r.body.items[3]).toMatchObject({ title: "Добро пожаловать в Demo", mine: true, state: "overdue", state_id: 4 });
    expect(r.body.items.find((i: any) => i.title === "Анкета новичка")).toMatchObject({ mine: true, state: "available", state_id: 5 });
    expect(r.body.items.at(-1)).toMatchObject({ title: "Испытательный срок пройден", state: "planned" });
    expect(r.body.contacts.map((c: any) => c.relation)).toEqual(["manager", "mentor"]);
    expect(r.body.contacts[0]).toMatchObject({ id: env.ids.manager, email: "manager@demo.local" });
  });

  it("answers the timeline exactly as the contract's Timeline (the database writes its JSON, nothing encodes it)", async () => {
    const r = await call(env.tokens.learner, `mobileEmployeeTimeLine?workflow_id=${env.welcome}`);
    // every field of the schema, of its type, and no other: decoded strictly and encoded again, the same object
    const decoded = Schema.decodeUnknownSync(Timeline)(r.body, { onExcessProperty: "error" });
    expect(Schema.encodeSync(Timeline)(decoded)).toEqual(r.body);
    const [expected] = await env.s.db.query<{ n: number; mine: number }>(
      `select count(*)::int as n, count(*) filter (where t.doer_user_id = $1 or (t.doer_user_id is null and t.doer_role_id = u.role_id))::int as mine
         from user_tasks t join users u on u.id = t.user_id where t.user_id = $1 and t.track_id = $2`, [env.ids.learner, env.welcome]);
    expect(r.body.items.length).toBe(expected.n);
    expect(r.body.items.filter((i: any) => i.mine).length).toBe(expected.mine);
    expect(r.body.items.every((i: any) => i.state_id === TaskStates[i.state as keyof typeof TaskStates])).toBe(true);
    // an empty phone or city reads as null, never ""
    expect(r.body.contacts.every((c: any) => c.phone !== "" && c.city !== "" && c.job !== "")).toBe(true);
  });
});

describe("doing tasks", () => {
  it("reads a content task and marks it done; the track's counts follow", async () => {
    const id = await taskId("Добро пожаловать в Demo");
    const open = await call(env.tokens.learner, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`);
    expect(open.body).toMatchObject({ state: "overdue", commands: { start: true, complete: true, complete_reason: null }, version: 0 });
    expect(open.body.content.text).toContain("Добро пожаловать");
    const done = await call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "complete", expectedVersion: 0 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: "completed", state_id: 3, version: 1, commands: { complete: false } });
    const track = (await call(env.tokens.learner, "userTracks", {})).body.items[0];
    expect(track.counts.completed).toBe(1);
  });

  it("saves a form as it goes (POST then PUT with the version), starting the task, and completes it once the required questions are answered", async () => {
    const id = await taskId("Анкета новичка");
    const first = await call(env.tokens.learner, "userWorkflowTaskFormData", { user_workflow_task_id: id, data: { expect: { value: "Команду" } }, expectedVersion: 0 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ data: { expect: { value: "Команду" } }, version: 1 });
    expect((await call(env.tokens.learner, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`)).body.state).toBe("in_progress");
    // an element that is not in the form, a value of the wrong type: named, nothing written
    expect(fields(await refused(400, () => call(env.tokens.learner, `userWorkflowTaskFormData/${first.body.id}`, { data: { nope: { value: "x" } }, expectedVersion: 1 }, "PUT")))).toEqual(["data.nope"]);
    expect(fields(await refused(400, () => call(env.tokens.learner, `userWorkflowTaskFormData/${first.body.id}`, { data: { start: { value: "five" } }, expectedVersion: 1 }, "PUT")))).toEqual(["data.start"]);
    const second = await call(env.tokens.learner, `userWorkflowTaskFormData/${first.body.id}`, { data: { expect: { value: "Команду и продукт" } }, expectedVersion: 1 }, "PUT");
    expect(second.body).toMatchObject({ id: first.body.id, version: 2 });
    // a stale version: someone else saved since (another tab)
    const stale = await refused(409, () => call(env.tokens.learner, `userWorkflowTaskFormData/${first.body.id}`, { data: {}, expectedVersion: 1 }, "PUT"));
    expect(stale.message).toBe("errors.staleVersion");
    // the rating question is required: completing names it
    const missing = await refused(400, () => call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "complete" }));
    expect(fields(missing)).toEqual(["data.start"]);
    await call(env.tokens.learner, `userWorkflowTaskFormData/${first.body.id}`, { data: { expect: { value: "Команду" }, start: { value: 4 } }, expectedVersion: 2 }, "PUT");
    const done = await call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "complete" });
    expect(done.body).toMatchObject({ state: "completed", saved: { data: { start: { value: 4 } }, version: 3 } });
    // a completed task takes no save
    const closed = await refused(409, () => call(env.tokens.learner, `userWorkflowTaskFormData/${first.body.id}`, { data: { start: { value: 1 } }, expectedVersion: 3 }, "PUT"));
    expect(closed.message).toBe("learning.errors.taskCompleted");
  });

  it("hides a test's key until it is completed, then shows the score and the correct answers", async () => {
    const id = await taskId("Тест по безопасности");
    const before = (await call(env.tokens.learner, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`)).body;
    expect(JSON.stringify(before.form)).not.toMatch(/"correct":\["/);
    await call(env.tokens.learner, "userWorkflowTaskFormData", { user_workflow_task_id: id, data: { fire: { value: "f1" }, pass: { value: ["p1"] } } });
    const done = await call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "complete" });
    expect(done.body.score).toEqual({ total: 2, correct: 1, percent: 50 });
    expect(done.body.form.elements[0].correct).toEqual(["f1"]);
  });
});

describe("refusals write nothing", () => {
  it("refuses a save to a task without a form, and to a completed task", async () => {
    const content = await taskId("Правила безопасности");
    expect(fields(await refused(400, () => call(env.tokens.learner, "userWorkflowTaskFormData", { user_workflow_task_id: content, data: {} })))).toEqual(["user_workflow_task_id"]);
    const done = await taskId("Анкета новичка");
    expect((await refused(409, () => call(env.tokens.learner, "userWorkflowTaskFormData", { user_workflow_task_id: done, data: { start: { value: 2 } } }))).message).toBe("learning.errors.taskCompleted");
  });

  it("refuses bad payloads with the field named", async () => {
    expect((fields(await refused(400, () => call(env.tokens.learner, "mobileEmployeeTaskDetails?user_workflow_task_id=abc")))).join(" ")).toContain("user_workflow_task_id");
    expect((fields(await refused(400, () => call(env.tokens.learner, "userWorkflowTaskFormData", { user_workflow_task_id: 1, data: "x" })))).join(" ")).toContain("data");
    expect((fields(await refused(400, () => call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: 1, command: "finish" })))).join(" ")).toContain("command");
    expect((fields(await refused(400, () => call(env.tokens.learner, "userTracks", { limit: 1000 })))).join(" ")).toContain("limit");
  });

  it("answers another client's task and another person's task with 404, and a role without learning with 403", async () => {
    const id = await taskId("Встреча с наставником");
    // the demo employee's own track does not show the learner's tasks
    await refused(404, () => call(env.tokens.employee, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`));
    await refused(404, () => call(env.tokens.foreign, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`));
    await refused(404, () => call(env.tokens.foreign, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "complete" }));
    // the manager neither owns this track nor does this task (the mentor does)
    await refused(404, () => call(env.tokens.manager, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`));
    const form = await taskId("Анкета новичка");
    await refused(404, () => call(env.tokens.manager, "userWorkflowTaskFormData", { user_workflow_task_id: form, data: {} }));
    await refused(403, () => call(env.tokens.noLearning, "userTracks", {}));
    await refused(404, () => call(env.tokens.learner, `mobileEmployeeTimeLine?workflow_id=999999`));
  });

  it("lets the employee see a task someone else does, but not complete it: the machine's rule says who may", async () => {
    const id = await taskId("Встреча с наставником");
    const seen = await call(env.tokens.learner, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`);
    expect(seen.body).toMatchObject({ mine: false, commands: { complete: false, complete_reason: "learning.rules.onlyDoer" } });
    const r = await refused(403, () => call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "complete" }));
    expect(r.message).toBe("learning.rules.onlyDoer");
  });

  it("refuses to start a task that is not available yet, with the machine's reason", async () => {
    const id = await taskId("Испытательный срок пройден");
    const r = await refused(409, () => call(env.tokens.learner, "userWorkflowTaskProgress", { user_workflow_task_id: id, command: "start" }));
    expect(r.message).toBe("learning.errors.notNow");
  });
});

describe("everyone's own tasks", () => {
  it("lists the tasks a person does in others' tracks and lets them complete one", async () => {
    const learners = (items: any[]) => items.filter((t) => t.person.id === env.ids.learner);
    const r = await call(env.tokens.mentor, "myTasks", {});
    expect(learners(r.body.items).map((t: any) => t.title)).toEqual(["Встреча с наставником"]);
    const mine = learners(r.body.items)[0];
    expect(mine).toMatchObject({ mine: true, state: "overdue", workflow_name: "Welcome to Demo" });
    expect(learners((await call(env.tokens.mentor, "myTasks", { today: true })).body.items)).toHaveLength(1);
    const done = await call(env.tokens.mentor, "userWorkflowTaskProgress", { user_workflow_task_id: mine.id, command: "complete" });
    expect(done.body.state).toBe("completed");
    expect(learners((await call(env.tokens.mentor, "myTasks", { today: true })).body.items)).toEqual([]);
    const manager = await call(env.tokens.manager, "myTasks", {});
    expect(learners(manager.body.items).map((t: any) => t.title)).toEqual(["Знакомство с командой", "Первая неделя: итоги", "Цели на испытательный срок"]);
  });
});

describe("the dates job", () => {
  it("makes open tasks past their end date overdue once, and a second run changes nothing", async () => {
    const later = new Date(Date.now() + 2 * 86_400_000);
    const first = await runTaskDates(env.s.db, later);
    expect(first.overdue).toBeGreaterThan(0);
    expect(first.available).toBeGreaterThan(0);
    const id = await taskId("Правила безопасности");
    expect((await call(env.tokens.learner, `mobileEmployeeTaskDetails?user_workflow_task_id=${id}`)).body).toMatchObject({ state: "overdue", state_id: 4 });
    const before = await eventCount(env.s.db);
    expect(await runTaskDates(env.s.db, later)).toEqual({ available: 0, overdue: 0 });
    expect(await eventCount(env.s.db)).toBe(before);
    const track = (await call(env.tokens.learner, "userTracks", {})).body.items[0];
    const [{ n }] = await env.s.db.query<{ n: number }>("select count(*)::int as n from user_tasks where user_id = $1 and state = 'overdue'", [env.ids.learner]);
    expect(track.counts.overdue).toBe(n);
  });

  it("moves the other tasks of a chunk when one of them lost a race, and leaves that one as it was", async () => {
    // 100 days on, every open task is past its end. One of them has a fact the job has not read (a writer that
    // appended after the job's read): its append conflicts, its chunk runs again task by task.
    const much = new Date(Date.now() + 100 * 86_400_000);
    // every task not done whose end has passed by then: a planned one opens, then goes overdue, in the same run
    const due = await env.s.db.query<{ id: number; client_id: number; user_id: number; element_id: number; progress_version: number; state: string }>(
      `select id::int as id, client_id, user_id, element_id, progress_version, state from user_tasks
        where state in ('planned', 'available', 'in_progress') and end_date < $1::date order by end_date, id`, [much.toISOString().slice(0, 10)]);
    const raced = due.find((t) => t.state !== "planned")!;
    expect(due.length).toBeGreaterThan(1);
    await env.s.db.query(
      `insert into events (client_id, stream_type, stream_id, version, type, data, meta)
       values ($1, 'trackProgress', $2, $3, 'trackProgress.started', $4, '{"actor":"system"}')`,
      [raced.client_id, `task-${raced.user_id}-${raced.element_id}`, raced.progress_version + 1, JSON.stringify({ user_id: raced.user_id, element_id: raced.element_id })]);
    const r = await runTaskDates(env.s.db, much);
    expect(r.overdue).toBe(due.length - 1);
    const states = await env.s.db.query<{ id: number; state: string }>("select id::int as id, state from user_tasks where id = any($1::bigint[])", [due.map((o) => o.id)]);
    expect(states.filter((t) => t.state === "overdue").map((t) => t.id).sort()).toEqual(due.filter((t) => t !== raced).map((o) => o.id).sort());
    expect(states.find((t) => t.id === raced.id)?.state).not.toBe("overdue");
  });
});

describe("the lists' JSON bodies (built by the database, sent as they are)", () => {
  const people = ["learner", "employee", "manager", "mentor"] as const;
  /** The person as a session has them, in a language. */
  const sessionOf = async (who: (typeof people)[number], language: string) => {
    const [u] = await env.s.db.query<{ client_id: number; role_id: number }>("select client_id, role_id from users where id = $1", [env.ids[who]]);
    return { userId: env.ids[who], clientId: u.client_id, roleId: u.role_id, language } as SessionUser;
  };
  /** userTracks's pages as the code before gave them: the first, a short one and the one after it, by kind and category. */
  const sameTrackPages = async (user: SessionUser) => {
    const first = await userTracksBefore(env.s.db, user, { limit: 1 });
    const queries = [{}, { limit: 1 }, { limit: 1, last_id: first?.last_id }, { workflow_types: [1] }, { workflow_types: [2] },
      { category_id: -1 }, { category_id: -2, workflow_types: [2] }, { category_id: -1, limit: 1, last_id: first?.last_id }];
    for (const q of queries) await samePage(user, q);
  };
  /** One userTracks page as the code before gave it, or its 404 (a category the client does not have, or not active). */
  const samePage = async (user: SessionUser, q: Parameters<typeof userTracks>[2]) => {
    const before = await userTracksBefore(env.s.db, user, q);
    if (before === null) await expect(userTracks(env.s.db, user, q), JSON.stringify(q)).rejects.toThrow("categoryNotFound");
    else expect(await userTracks(env.s.db, user, q), JSON.stringify(q)).toEqual(before);
  };

  it("answers userTracks and myTasks exactly as the contract's pages", async () => {
    for (const [path, schema] of [["userTracks", UserTracksPage], ["myTasks", MyTasksPage]] as const) {
      for (const who of people) {
        const r = await call(env.tokens[who], path, {});
        expect(r.status).toBe(200);
        expect(r.headers.get("content-type")).toContain("application/json");
        const decoded = Schema.decodeUnknownSync(schema as typeof UserTracksPage)(r.body, { onExcessProperty: "error" });
        expect(Schema.encodeSync(schema as typeof UserTracksPage)(decoded)).toEqual(r.body);
      }
    }
    const named = await call(env.tokens.learner, "userTracks", { category_id: -1 });
    expect(Schema.encodeSync(UserTracksPage)(Schema.decodeUnknownSync(UserTracksPage)(named.body, { onExcessProperty: "error" }))).toEqual(named.body);
    expect(named.body.category).toMatchObject({ id: -1 });
    expect((await call(env.tokens.learner, "userTracks", { category_id: -99 })).status).toBe(404);
  });

  it("gives the pages the code before gave, in every language, page after page", async () => {
    for (const language of ["ru", "en", "fr"]) {
      for (const who of people) {
        const user = await sessionOf(who, language);
        await sameTrackPages(user);
        const first = await myTasksBefore(env.s.db, user, { limit: 1 });
        for (const q of [{}, { today: true }, { limit: 1 }, { limit: 1, last_id: first.last_id }, { limit: 2, today: true }]) {
          expect(await myTasks(env.s.db, user, q), JSON.stringify(q)).toEqual(await myTasksBefore(env.s.db, user, q));
        }
      }
    }
  });

  it("names a track's category as the code before did: the client's own active ones (in the language, else their name), else the built-in ones", async () => {
    const db = env.s.db;
    const learner = await sessionOf("learner", "en");
    const [{ category_id: kept }] = await db.query<{ category_id: number | null }>("select category_id from workflows where id = $1", [env.welcome]);
    const item = (id: number, data: unknown) =>
      db.query("insert into catalogue_items (id, client_id, resource, data, created_at, updated_at) values ($1, $2, 'workflowCategories', $3::jsonb, now(), now())",
        [id, learner.clientId, JSON.stringify(data)]);
    const ids = [2_000_000_001, 2_000_000_002, 2_000_000_003];
    try {
      await item(ids[0], { name: "Ours", display_name: { en: "Ours in English", ru: "" }, color: "#123456", state_id: 1 });
      await item(ids[1], { name: "Retired \"one\"", display_name: { en: "Retired" }, color: "#654321", state_id: 2 });
      await item(ids[2], { name: "Plain 'name'", state_id: 1 });
      for (const category of [ids[0], ids[1], ids[2], -1, null]) {
        await db.query("update workflows set category_id = $2 where id = $1", [env.welcome, category]);
        for (const language of ["ru", "en", "fr"]) {
          const user = { ...learner, language };
          await sameTrackPages(user);
          if (category !== null) await samePage(user, { category_id: category });
          const [row] = await db.query<any>(
            `select ut.id, ut.workflow_id, w.display_name, w.description, w.workflow_type_id, w.category_id, ut.state, ut.waiting_reason,
                    ut.start_date::text as start_date, ut.end_date::text as end_date, ut.planned_count, ut.available_count, ut.in_progress_count,
                    ut.overdue_count, ut.completed_count, ut.total_count
               from user_tracks ut join workflows w on w.id = ut.workflow_id where ut.user_id = $1 and ut.workflow_id = $2`, [learner.userId, env.welcome]);
          const track = (await timeline(db, user, env.welcome)).track;
          expect(track).toEqual(toTrack(row, await categoryNames(db, learner.clientId, language)));
          expect(Schema.encodeSync(Timeline)(Schema.decodeUnknownSync(Timeline)(await timeline(db, user, env.welcome), { onExcessProperty: "error" }))).toBeTruthy();
        }
      }
      await db.query("update workflows set category_id = $2 where id = $1", [env.welcome, ids[0]]);
      const named = await userTracks(db, learner, { category_id: ids[0] });
      expect(named.category).toEqual({ id: ids[0], name: "Ours in English", color: "#123456" });
      expect(named.items[0]).toMatchObject({ category_name: "Ours in English", category_color: "#123456" });
    } finally {
      await db.query("update workflows set category_id = $2 where id = $1", [env.welcome, kept]);
      await db.query("delete from catalogue_items where id = any($1::int[])", [ids]);
    }
  });
});
