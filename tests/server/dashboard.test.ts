// The start page's own-work summary: the user's own plans and actions (overdue flagged by the server's date),
// plans waiting for their approval, readable recent files; nothing of another client; a role without the
// dashboard is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveDemoPassword, type TestServer } from "./harness.js";
import { call, type LibraryEnv, mkdir, putFile, startLibrary, userId } from "./libraryFixture.js";

let env: LibraryEnv;
let s: TestServer;
beforeAll(async () => {
  env = await startLibrary();
  s = env.server;
});
afterAll(() => env?.close());

const myWork = async (token: string) => s.request("/api/dashboard/myWork", { token });
const tokenOf = async (email: string) => (await s.login(email)).token;

describe("own work", () => {
  it("lists the employee's plan and open actions, flagging those past their planned end date", async () => {
    const work = (await myWork(await tokenOf("employee@demo.local"))).body;
    expect(work.plans).toEqual([expect.objectContaining({ plan_name: "Индивидуальный план развития 2026", state: "inProgress" })]);
    expect(work.actions.length).toBeGreaterThan(0);
    const today = s.clock.now().toISOString().slice(0, 10);
    for (const a of work.actions) expect(a.overdue).toBe(a.planned_end_date < today);
    expect(work.overdue_count).toBe(work.actions.filter((a: { overdue: boolean }) => a.overdue).length);
    // Ordered by due date, the earliest first.
    const dates = work.actions.map((a: { planned_end_date: string }) => a.planned_end_date);
    expect(dates).toEqual([...dates].sort());
    expect(work.approvals).toEqual([]);
  });

  it("moves with time: a year earlier nothing is overdue", async () => {
    s.clock.advance(-366 * 86_400_000);
    try {
      const work = (await myWork(await tokenOf("employee@demo.local"))).body;
      expect(work.overdue_count).toBe(0);
      expect(work.actions.every((a: { overdue: boolean }) => !a.overdue)).toBe(true);
    } finally {
      s.clock.advance(366 * 86_400_000);
    }
  });

  it("shows the manager the plans waiting for their approval or grade, never their own", async () => {
    const work = (await myWork(await tokenOf("manager@demo.local"))).body;
    expect(work.approvals.length).toBeGreaterThan(0);
    expect(work.approvals.every((a: { state_id: number }) => [2, 5, 6, 7].includes(a.state_id))).toBe(true);
    expect(work.approvals.map((a: { state: string }) => a.state)).toContain("approval");
  });

  it("lists recent library files the user may read, and nothing of another client", async () => {
    const admin = await userId(env, "admin@demo.local");
    const grant = async (folder: number, entries: unknown[]) =>
      expect((await call(env, env.admin, "libraryFolderUsersPermissions", { library_folder_id: folder, entries }, "PUT")).status).toBe(200);
    const openFolder = await mkdir(env, env.admin, null, "Employees read");
    await grant(openFolder, [{ subject_kind: "role", subject_id: 9, level: 1, can_remove: false }, { subject_kind: "user", subject_id: admin, level: 3, can_remove: true }]);
    const open = await putFile(env, openFolder, "open.pdf");
    const closedFolder = await mkdir(env, env.admin, null, "Admins only");
    await grant(closedFolder, [{ subject_kind: "user", subject_id: admin, level: 3, can_remove: true }]);
    const closed = await putFile(env, closedFolder, "closed.pdf");
    const demo = (await myWork(env.admin)).body;
    expect(demo.files.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([open, closed]));
    const mine = (await myWork(env.employee)).body.files.map((f: { id: number }) => f.id);
    expect(mine).toContain(open);
    expect(mine).not.toContain(closed);
    const nw = (await myWork(await tokenOf("admin@northwind.local"))).body;
    const demoIds = new Set(demo.files.map((f: { id: number }) => f.id));
    expect(nw.files.some((f: { id: number }) => demoIds.has(f.id))).toBe(false);
    expect(nw.plans).toEqual([]);
    expect(nw.actions).toEqual([]);
  });

  it("shows the employee's tracks with their tasks counted as the learning page counts them, the tasks overdue on them and the courses to finish", async () => {
    const work = (await myWork(env.employee)).body;
    const learning = await s.request("/api/userTracks", { token: env.employee, body: {} });
    expect(learning.status).toBe(200);
    const tracks = learning.body.items as Array<{ workflow_id: number; display_name: string; counts: Record<string, number> }>;
    expect(tracks.length).toBeGreaterThan(0);
    expect(work.tracks.map((t: { workflow_id: number }) => t.workflow_id).sort()).toEqual(tracks.map((t) => t.workflow_id).sort());
    const sum = (k: string) => tracks.reduce((n, t) => n + t.counts[k], 0);
    expect(work.task_counts).toEqual({
      planned: sum("planned"), available: sum("available"), in_progress: sum("in_progress"), overdue: sum("overdue"), completed: sum("completed"),
    });
    // The demo employee's first week is one task behind (the seed's hire date): it is theirs, with its days late.
    expect(work.overdue_tasks.length).toBeGreaterThan(0);
    const today = s.clock.now().toISOString().slice(0, 10);
    for (const k of work.overdue_tasks) {
      expect(k.person_name).toBeNull();
      expect(k.end_date < today).toBe(true);
      expect(k.days_overdue).toBe(Math.round((Date.parse(today) - Date.parse(k.end_date)) / 86_400_000));
    }
    expect(work.courses).toEqual([expect.objectContaining({ title: "Информационная безопасность", is_required: true, state: "assigned" })]);
  });

  it("shows a manager the overdue tasks they do in a colleague's track, named by whose it is, and another client nothing of this one", async () => {
    const manager = (await myWork(env.manager)).body;
    // The manager's own growth track is listed as one (the page opens it under /growth/growthTrack).
    expect(manager.tracks).toEqual(expect.arrayContaining([expect.objectContaining({ display_name: "Manager essentials", workflow_type_id: 2 })]));
    for (const k of manager.overdue_tasks) expect(k.person_name).toEqual(expect.any(String));
    const doer = await s.db.query<{ n: number }>(
      "select count(*)::int as n from user_tasks t join users u on u.id = t.doer_user_id where u.email = 'manager@demo.local' and t.state = 'overdue' and t.user_id <> u.id");
    expect(manager.overdue_tasks.length).toBe(Math.min(5, doer[0].n));
    const nw = (await myWork(env.foreign)).body;
    expect(nw.tracks).toEqual([]);
    expect(nw.overdue_tasks).toEqual([]);
    expect(nw.courses).toEqual([]);
  });

  it("refuses a role without the dashboard and a request without a session", async () => {
    const admin = await tokenOf("admin@demo.local");
    const role = await s.request("/api/customUserRoles", {
      token: admin, body: { name: { ru: "Только профиль", en: "Profile only", fr: "Profil seul" }, routes: { profile: { use_route: true } } },
    });
    expect(role.status).toBe(200);
    const created = await s.request("/api/users", { token: admin, body: { email: "nodash@demo.local", first_name: "Н", last_name: "Безпанели", custom_role_id: role.body.id } });
    expect(created.status).toBe(200);
    await giveDemoPassword(s.db, created.body.id);
    expect((await myWork(await tokenOf("nodash@demo.local"))).status).toBe(403);
    expect((await s.request("/api/dashboard/myWork")).status).toBe(401);
  });
});
