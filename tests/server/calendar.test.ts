// The person's calendar: their dated track tasks, course deadlines and plan actions over a range (one read per
// source, nothing of anyone else or of another client), the refusals (no section, bad range), and the private
// iCalendar feed: made, read without a session as RFC 5545 text, replaced, revoked (410, clearly), nothing written
// by a refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount, giveDemoPassword, startServer, type TestServer } from "./harness.js";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, 300_000);
afterAll(() => s?.close());

const tokenOf = async (email: string) => (await s.login(email)).token;
const idOf = async (email: string) => (await s.db.query<{ id: number }>("select id from users where email = $1", [email]))[0].id;
const day = (offset: number) => new Date(s.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const items = (token: string, from: string, to: string) => s.request(`/api/calendar/items?from=${from}&to=${to}`, { token });

/** What the read tables hold for the person in [from, to], straight from SQL: the expectation. */
const expected = async (userId: number, from: string, to: string) => {
  const tasks = await s.db.query<{ id: number }>(
    `select t.id::int as id from user_tasks t join user_tracks ut on ut.client_id = t.client_id and ut.user_id = t.user_id and ut.workflow_id = t.track_id
      where (t.user_id = $1 or t.doer_user_id = $1) and ut.state <> 'removed'
        and coalesce(t.start_date, t.end_date) <= $3::date and coalesce(t.end_date, t.start_date) >= $2::date`,
    [userId, from, to]);
  const courses = await s.db.query<{ id: number }>(
    "select id from course_appointments where user_id = $1 and state <> 'canceled' and least(appointed_at::date, due_date) <= $3::date and due_date >= $2::date",
    [userId, from, to]);
  const actions = await s.db.query<{ id: number }>(
    `select a.id from dev_plan_actions a join dev_plan_tasks t on t.id = a.task_id
      where t.owner_id = $1 and t.state_id not in (8, 9) and a.planned_end_date between $2::date and $3::date`, [userId, from, to]);
  return [...tasks.map((r) => `task-${r.id}`), ...courses.map((r) => `course-${r.id}`), ...actions.map((r) => `devPlan-${r.id}`)].sort();
};

describe("calendar items", () => {
  it("gathers the employee's track tasks, course deadlines and plan actions in the range, by date", async () => {
    const employee = await tokenOf("employee@demo.local");
    const id = await idOf("employee@demo.local");
    const [from, to] = [day(-20), day(40)];
    const reply = await items(employee, from, to);
    expect(reply.status).toBe(200);
    const got = reply.body.items as { key: string; kind: string; date: string; start_date: string | null; overdue: boolean; done: boolean; title: string }[];
    expect(got.map((i) => i.key).sort()).toEqual(await expected(id, from, to));
    expect(new Set(got.map((i) => i.kind))).toEqual(new Set(["task", "event", "course"]));
    expect(got.map((i) => i.date)).toEqual(got.map((i) => i.date).sort());
    for (const i of got) {
      // due in the range, or spanning into it
      expect(i.date >= from && (i.start_date ?? i.date) <= to).toBe(true);
      if (i.start_date) expect(i.start_date < i.date).toBe(true);
      expect(i.overdue).toBe(!i.done && i.date < day(0));
      expect(i.title.length).toBeGreaterThan(0);
    }
    const event = got.find((i) => i.kind === "event") as any;
    expect(event.time).toMatch(/^\d{2}:\d{2}$/);
    // The seeded plan's action falls due on 2026-06-15.
    const june = (await items(employee, "2026-06-01", "2026-06-30")).body.items as { key: string; kind: string; plan_task_id: number | null }[];
    expect(june.map((i) => i.key).sort()).toEqual(await expected(id, "2026-06-01", "2026-06-30"));
    expect(june.find((i) => i.kind === "devPlan")?.plan_task_id).toEqual(expect.any(Number));
  });

  it("reads a task or course that spans several days on any of them, due on its last", async () => {
    const employee = await tokenOf("employee@demo.local");
    const id = await idOf("employee@demo.local");
    const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const [task] = await s.db.query<{ id: number; start: string; end: string }>(
      `select t.id::int as id, t.start_date::text as start, t.end_date::text as end from user_tasks t
         join user_tracks ut on ut.client_id = t.client_id and ut.user_id = t.user_id and ut.workflow_id = t.track_id and ut.state <> 'removed'
        where t.user_id = $1 and t.end_date - t.start_date >= 2 order by t.id limit 1`, [id]);
    expect(task).toBeDefined();
    // One day strictly inside the span: neither its start nor its end is in the range.
    const inside = plusDays(task.start, 1);
    const got = (await items(employee, inside, inside)).body.items as { key: string; date: string; start_date: string | null }[];
    expect(got.find((i) => i.key === `task-${task.id}`)).toMatchObject({ date: task.end, start_date: task.start });
    expect((await items(employee, plusDays(task.end, 1), plusDays(task.end, 2))).body.items.some((i: { key: string }) => i.key === `task-${task.id}`)).toBe(false);

    // A course spans from its appointment to its deadline: read on its appointment's day, before it is due.
    const [course] = await s.db.query<{ id: number; start: string; due: string }>(
      `select id, appointed_at::date::text as start, due_date::text as due from course_appointments
        where user_id = $1 and state <> 'canceled' and appointed_at::date < due_date order by id limit 1`, [id]);
    expect(course).toBeDefined();
    const first = (await items(employee, course.start, course.start)).body.items as { key: string; kind: string; date: string; start_date: string | null }[];
    expect(first.find((i) => i.key === `course-${course.id}`)).toMatchObject({ kind: "course", date: course.due, start_date: course.start });
  });

  it("shows a doer the tasks they do in someone else's track, and another client's person nothing of Demo", async () => {
    const manager = await tokenOf("manager@demo.local");
    const got = (await items(manager, day(-20), day(40))).body.items as { for_someone: boolean; task_id: number | null; element_id: number | null }[];
    const someone = got.filter((i) => i.for_someone);
    expect(someone.length).toBeGreaterThan(0);
    // each names its task's activity (the workflow element), the doer's address /manager/my-tasks/{activity}/task/{task}
    for (const i of someone) {
      const [row] = await s.db.query<{ element_id: number }>("select element_id from user_tasks where id = $1", [i.task_id]);
      expect(i.element_id).toBe(row.element_id);
    }
    const nw = await tokenOf("admin@northwind.local");
    const theirs = (await items(nw, day(-20), day(40))).body.items as { key: string }[];
    const demo = new Set(await expected(await idOf("employee@demo.local"), day(-20), day(40)));
    expect(theirs.some((i) => demo.has(i.key))).toBe(false);
  });

  it("refuses a range that ends before it starts, is too long or is not a date, and a request without a session", async () => {
    const employee = await tokenOf("employee@demo.local");
    expect((await items(employee, day(5), day(1))).status).toBe(400);
    const long = await items(employee, day(0), day(100));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("calendar.errors.badRange");
    expect((await items(employee, "2026-02-30", day(1))).status).toBe(400);
    expect((await items(employee, "yesterday", day(1))).status).toBe(400);
    expect((await s.request(`/api/calendar/items?from=${day(0)}&to=${day(1)}`)).status).toBe(401);
  });

  it("refuses a role without the calendar section, and writes nothing", async () => {
    const admin = await tokenOf("admin@demo.local");
    const role = await s.request("/api/customUserRoles", {
      token: admin, body: { name: { ru: "Без календаря", en: "No calendar", fr: "Sans calendrier" }, routes: { learning: { use_route: true } } },
    });
    expect(role.status).toBe(200);
    const created = await s.request("/api/users", { token: admin, body: { email: "nocal@demo.local", first_name: "Н", last_name: "Безкалендаря", custom_role_id: role.body.id } });
    expect(created.status).toBe(200);
    await giveDemoPassword(s.db, created.body.id);
    const token = await tokenOf("nocal@demo.local");
    const before = await eventCount(s.db);
    expect((await items(token, day(0), day(7))).status).toBe(403);
    expect((await s.request("/api/calendar/feed", { token, method: "POST" })).status).toBe(403);
    expect(await eventCount(s.db)).toBe(before);
  });
});

describe("calendar feed", () => {
  const feedPath = (url: string) => url.replace(/^.*\/api\//, "/api/");

  it("is made once, read without a session as RFC 5545 text, and keeps only the token's hash", async () => {
    const employee = await tokenOf("employee@demo.local");
    expect((await s.request("/api/calendar/feed", { token: employee })).body).toEqual({ active: false, created_at: null });
    const made = await s.request("/api/calendar/feed", { token: employee, method: "POST" });
    expect(made.status).toBe(200);
    const token = made.body.url.split("/").pop();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await s.request("/api/calendar/feed", { token: employee })).body.active).toBe(true);
    // Neither the table nor the log holds the token itself.
    expect((await s.db.query("select 1 from calendar_feeds where token_hash = $1", [token])).length).toBe(0);
    expect((await s.db.query("select 1 from events where data::text like $1", [`%${token}%`])).length).toBe(0);

    const res = await fetch(s.base + feedPath(made.body.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = text.split("BEGIN:VEVENT").length - 1;
    expect(events).toBeGreaterThan(0);
    expect(text.match(/^UID:/gm)?.length).toBe(events);
    expect(text.match(/^DTSTAMP:\d{8}T\d{6}Z$/gm)?.length).toBe(events);
    expect(text).toMatch(/^DTSTART;VALUE=DATE:\d{8}$/m);
    expect(text).toMatch(/^URL:http:\/\/[^/]+\/(learning|education|growth)\//m);
  });

  it("escapes every line break a client may split on (CR, LF, NEL, U+2028, U+2029) and drops other controls: a title adds no line", async () => {
    const employee = await tokenOf("employee@demo.local");
    const url = (await s.request("/api/calendar/feed", { token: employee, method: "POST" })).body.url;
    const read = async () => (await fetch(s.base + feedPath(url))).text();
    const plain = await read();
    const id = Number(plain.match(/^UID:course-(\d+)@/m)?.[1]);
    const [{ course_id: course, title }] = await s.db.query<{ course_id: number; title: string }>(
      "select a.course_id, k.title from course_appointments a join courses k on k.id = a.course_id where a.id = $1", [id]);
    const breaks = ["\r", "\n", "\r\n", "\u0085", "\u2028", "\u2029"];
    const hostile = `${breaks.map((b, i) => `A${i}${b}X-INJECTED-${i}:1`).join("")}\u0001\u000b\u001f\u007fEND:VEVENT\u2028BEGIN:VEVENT`;
    await s.db.query("update courses set title = $2 where id = $1", [course, hostile]);
    try {
      const text = await read();
      // Unfolded and split at CRLF, no line holds a line break or another control character (RFC 5545 CONTROL).
      const lines = text.replace(/\r\n /g, "").split("\r\n");
      expect(lines.filter((l) => /[\p{Cc}\u2028\u2029]/u.test(l.replaceAll("\t", "")))).toEqual([]);
      expect(lines.filter((l) => l.startsWith("X-INJECTED"))).toEqual([]);
      expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(plain.split("BEGIN:VEVENT").length - 1);
      expect(lines).toContain(`SUMMARY:${breaks.map((_, i) => `A${i}\\nX-INJECTED-${i}:1`).join("")}END:VEVENT\\nBEGIN:VEVENT`);
    } finally {
      await s.db.query("update courses set title = $2 where id = $1", [course, title]);
    }
  });

  it("stops the earlier link when a new one is made, and answers a revoked link with a clear 410", async () => {
    const employee = await tokenOf("employee@demo.local");
    const first = (await s.request("/api/calendar/feed", { token: employee, method: "POST" })).body.url;
    const second = (await s.request("/api/calendar/feed", { token: employee, method: "POST" })).body.url;
    const old = await s.request(feedPath(first));
    expect(old.status).toBe(410);
    expect(old.body).toMatchObject({ _tag: "FeedRevoked", message: "calendar.errors.feedRevoked" });
    expect((await fetch(s.base + feedPath(second))).status).toBe(200);

    const revoked = await s.request("/api/calendar/feed", { token: employee, method: "DELETE" });
    expect(revoked.body).toEqual({ active: false, created_at: null });
    expect((await s.request(feedPath(second))).status).toBe(410);
    // Revoking again writes nothing.
    const before = await eventCount(s.db);
    expect((await s.request("/api/calendar/feed", { token: employee, method: "DELETE" })).status).toBe(200);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("answers an unknown or malformed token 404 and writes nothing; a blocked person's link stops", async () => {
    const before = await eventCount(s.db);
    expect((await s.request(`/api/calendar/feed/${"A".repeat(43)}`)).status).toBe(404);
    expect((await s.request("/api/calendar/feed/short")).status).toBe(404);
    expect(await eventCount(s.db)).toBe(before);

    const mentor = await tokenOf("mentor@demo.local");
    const url = (await s.request("/api/calendar/feed", { token: mentor, method: "POST" })).body.url;
    expect((await fetch(s.base + feedPath(url))).status).toBe(200);
    await s.db.query("update users set status_id = 2 where email = 'mentor@demo.local'");
    try {
      expect((await s.request(feedPath(url))).status).toBe(404);
    } finally {
      await s.db.query("update users set status_id = 1 where email = 'mentor@demo.local'");
    }
  });
});
