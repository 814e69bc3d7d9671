// The learning profile calls against a real database: /profile/myHistory (the person's own facts from the log, keyset
// pages, nothing of the events' data) and the time to complete, for oneself and, on the users page, for another person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveDemoPassword, startServer, type TestServer } from "./harness.js";

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startServer();
  for (const who of ["employee", "manager", "mentor", "admin"]) {
    tokens[who] = (await s.login(`${who}@demo.local`)).token;
    ids[who] = (await s.db.query<{ id: number }>("select id from users where email = $1", [`${who}@demo.local`]))[0].id;
  }
  tokens.foreign = (await s.login("admin@northwind.local")).token;
  const admin = (path: string, body: unknown) => s.request(`/api/${path}`, { token: tokens.admin, body });
  // a role with the library alone: neither the profile nor the learning section
  const role = (await admin("customUserRoles", { name: { ru: "Только файлы", en: "Files only", fr: "Fichiers" }, routes: { library: { use_route: true } } })).body;
  const user = (await admin("users", { email: "files.only@demo.local", first_name: "Только", last_name: "Файлы", custom_role_id: role.id })).body;
  await giveDemoPassword(s.db, user.id);
  tokens.filesOnly = (await s.login("files.only@demo.local")).token;
}, 240_000);
afterAll(() => s?.close());

const call = (token: string | undefined, path: string, body: unknown) => s.request(`/api/${path}`, { token, body });
const history = (token: string, body: unknown = {}) => call(token, "myHistory", body);
const times = (token: string, body: unknown = {}) => call(token, "timeToComplete", body);

describe("myHistory", () => {
  it("lists what the demo employee did, newest first, in words' parts: the tasks they did, the test's score, their plan", async () => {
    const r = await history(tokens.employee);
    expect(r.status).toBe(200);
    const items = r.body.items as any[];
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
    const seen = (kind: string, subject: string) => items.filter((i) => i.kind === kind && i.subject === subject);
    expect(seen("task.completed", "Добро пожаловать в Demo")).toEqual([expect.objectContaining({ context: "Welcome to Demo", person: null, percent: null })]);
    expect(seen("task.started", "Добро пожаловать в Demo")).toHaveLength(1);
    expect(seen("task.completed", "Тест по безопасности")[0].percent).toBe(100);
    expect(seen("answers.saved", "Анкета новичка")).toHaveLength(1);
    expect(items.some((i) => i.kind === "plan.sentForApproval" && i.subject)).toBe(true);
    expect(items.some((i) => i.kind === "survey.answered")).toBe(true);
    // HR's and the manager's tasks in the employee's track are theirs, not the employee's
    expect(seen("task.completed", "Знакомство с командой")).toEqual([]);
    for (const i of items) expect(Number.isNaN(Date.parse(i.at))).toBe(false);
  });

  it("answers none of the events' data: saved answers and sealed parts stay in the log", async () => {
    const text = JSON.stringify((await history(tokens.employee, { limit: 100 })).body);
    expect(text).not.toContain("sealed");
    expect(text).not.toContain("Познакомиться с командой и продуктом"); // the questionnaire's saved answer
    expect(text).not.toContain("Научиться вести проекты"); // the plan survey's answer
  });

  it("shows only the signed-in person's own facts: the manager's task in the employee's track names the employee", async () => {
    const mine = (await history(tokens.employee, { limit: 100 })).body.items.map((i: any) => i.id);
    const manager = (await history(tokens.manager, { limit: 100 })).body.items as any[];
    expect(manager.find((i) => i.subject === "Знакомство с командой")).toMatchObject({ kind: "task.completed", context: "Welcome to Demo" });
    expect(manager.find((i) => i.subject === "Знакомство с командой").person).toMatch(/\S/);
    expect(manager.some((i) => mine.includes(i.id))).toBe(false);
    // another client's administrator sees nothing of the demo client
    const foreign = (await history(tokens.foreign, { limit: 100 })).body.items.map((i: any) => i.id);
    expect(foreign.some((id: number) => mine.includes(id))).toBe(false);
    const [{ n }] = await s.db.query<{ n: number }>(
      "select count(*)::int as n from events where client_id = 1 and position = any($1::int8[]) and meta->>'actor' <> $2", [mine, String(ids.employee)]);
    expect(n).toBe(0);
  });

  it("pages by last_id: each page after the last one's position, together the whole history once", async () => {
    const all = (await history(tokens.employee, { limit: 100 })).body.items.map((i: any) => i.id);
    expect(all.length).toBeGreaterThan(4);
    const paged: number[] = [];
    let last: number | null = null;
    do {
      const r = await history(tokens.employee, { limit: 3, ...(last ? { last_id: last } : {}) });
      expect(r.status).toBe(200);
      expect(r.body.items.length).toBeLessThanOrEqual(3);
      if (last) for (const i of r.body.items) expect(i.id).toBeLessThan(last);
      paged.push(...r.body.items.map((i: any) => i.id));
      last = r.body.last_id;
    } while (last);
    expect(paged).toEqual(all);
  });

  it("refuses a person without the profile section, no session, and bad paging (naming the field)", async () => {
    expect((await history(tokens.filesOnly)).status).toBe(403);
    expect((await call(undefined, "myHistory", {})).status).toBe(401);
    const zero = await history(tokens.employee, { limit: 0 });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body.fields)).toContain("limit");
    const bad = await history(tokens.employee, { last_id: "x" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.fields)).toContain("last_id");
  });
});

describe("timeToComplete", () => {
  /** The employee's own completed tasks as the projection holds them, with the minutes computed here. */
  const expected = async () => {
    const rows = await s.db.query<{ id: number; title: string; start_date: string; completed_at: Date; recommended_time: number | null }>(
      `select ut.id::int as id, we.title, ut.start_date::text as start_date, ut.completed_at, we.recommended_time
         from user_tasks ut join workflow_elements we on we.id = ut.element_id
        where ut.user_id = $1 and ut.doer_user_id = $1 and ut.state = 'completed' order by we.position`, [ids.employee]);
    return rows.map((r) => ({
      id: r.id, title: r.title, took_minutes: Math.max(0, Math.floor((new Date(r.completed_at).getTime() - Date.parse(`${r.start_date}T00:00:00Z`)) / 60_000)),
      recommended_minutes: r.recommended_time,
    }));
  };

  it("gives the demo employee's own completed tasks in Welcome to Demo with the time each took and the track's sums", async () => {
    const r = await times(tokens.employee);
    expect(r.status).toBe(200);
    expect(r.body.last_id).toBeNull();
    const [track] = r.body.items;
    expect(r.body.items).toHaveLength(1);
    const tasks = await expected();
    expect(tasks.map((t) => t.title)).toEqual(["Добро пожаловать в Demo", "Заполнить профиль", "Напоминание о первом дне", "Тест по безопасности"]);
    expect(track.tasks.map(({ completed_at: _, ...t }: any) => t)).toEqual(tasks);
    // the seed completed the day-0 tasks on day 5: days, not minutes
    expect(track.tasks[0].took_minutes).toBeGreaterThan(4 * 24 * 60);
    expect(track).toMatchObject({
      display_name: "Welcome to Demo", own_total: 8, completed: 4,
      took_minutes: tasks.reduce((n, t) => n + t.took_minutes, 0), recommended_minutes: tasks.reduce((n, t) => n + (t.recommended_minutes ?? 0), 0),
    });
  });

  it("shows the same to an administrator and to the employee's manager on the users page; refuses others", async () => {
    const own = (await times(tokens.employee)).body;
    expect((await times(tokens.admin, { user_id: ids.employee })).body).toEqual(own);
    expect((await times(tokens.manager, { user_id: ids.employee })).body).toEqual(own);
    // the manager for someone not their report; another client's administrator; an unknown user
    expect((await times(tokens.manager, { user_id: ids.admin })).status).toBe(404);
    expect((await times(tokens.foreign, { user_id: ids.employee })).status).toBe(404);
    expect((await times(tokens.admin, { user_id: 2_000_000 })).status).toBe(404);
    // an employee, and a mentor without reports (no manager section), may not read anyone else's
    expect((await times(tokens.employee, { user_id: ids.manager })).status).toBe(403);
    expect((await times(tokens.mentor, { user_id: ids.employee })).status).toBe(403);
    expect((await times(tokens.filesOnly)).status).toBe(403);
  });

  it("pages by track (last_id) and says nothing for someone without tracks", async () => {
    const [track] = (await times(tokens.employee)).body.items;
    expect((await times(tokens.employee, { last_id: track.id })).body).toEqual({ items: [], last_id: null });
    expect((await times(tokens.employee, { limit: 1 })).body.last_id).toBe(track.id);
    expect((await times(tokens.admin)).body).toEqual({ items: [], last_id: null });
  });

  it("refuses bad input naming the field, and no session", async () => {
    for (const [body, field] of [[{ user_id: 0 }, "user_id"], [{ user_id: "x" }, "user_id"], [{ limit: 101 }, "limit"], [{ last_id: -1 }, "last_id"]] as const) {
      const r = await times(tokens.admin, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body.fields)).toContain(field);
    }
    expect((await call(undefined, "timeToComplete", {})).status).toBe(401);
  });
});

describe("timeToComplete over several tracks", () => {
  it("pages the tracks newest first by last_id, a track without a completed task listed with none", async () => {
    const [{ id: growth }] = await s.db.query<{ id: number }>("select id from workflows where display_name = 'Manager essentials'");
    const assigned = await call(tokens.admin, "batchEntitiesProfileProcessing", {
      operation_name: "add_to_workflows", source_entity_type_id: 3, target_entity_type_id: 7, source_object_id: ids.employee, target_object_ids: [growth],
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const first = (await times(tokens.employee, { limit: 1 })).body;
    expect(first.items.map((t: any) => [t.display_name, t.completed, t.tasks.length])).toEqual([["Manager essentials", 0, 0]]);
    expect(first.items[0].own_total).toBe(3);
    expect(first.last_id).toBe(first.items[0].id);
    const second = (await times(tokens.employee, { limit: 1, last_id: first.last_id })).body;
    expect(second.items.map((t: any) => [t.display_name, t.completed])).toEqual([["Welcome to Demo", 4]]);
    expect(second.items[0].id).toBeLessThan(first.last_id);
    expect((await times(tokens.employee, { limit: 1, last_id: second.last_id })).body).toEqual({ items: [], last_id: null });
    expect((await times(tokens.employee)).body.items.map((t: any) => t.display_name)).toEqual(["Manager essentials", "Welcome to Demo"]);
  });
});
