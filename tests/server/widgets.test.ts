// The dashboard widgets (spec 001 §7 "Widgets") against a real database: the administrator composes and publishes
// pages, each reader sees the published pages meant for them with their own data, and every refusal (a role without
// the widgets section, another client's page, a layout the grid refuses, a bad payload) writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer, refusedWritingNothing } from "./harness.js";

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  for (const who of ["admin@demo.local", "employee@demo.local", "manager@demo.local", "admin@northwind.local"])
    t[who.split("@")[0] + (who.includes("north") ? "NW" : "")] = (await s.login(who)).token;
}, 300_000);
afterAll(() => s?.close());

const call = (token: string, path: string, method = "GET", body?: unknown) => s.request(`/api/widgets${path}`, { token, method, body });
const refused = refusedWritingNothing(() => s.db);
const item = (key: string, template_id: number, x: number, y: number, w: number, h = 3, settings: object = {}) => ({ key, template_id, x, y, w, h, settings });

describe("composing and publishing the dashboard", () => {
  it("creates a page, lays out widgets, sets visibility and publishes; readers see what is meant for them", async () => {
    expect((await call(t.admin, "/dashboard")).body).toEqual({ pages: [], published_at: null, unpublished_changes: false });
    const page = (await call(t.admin, "/pages", "POST", { name: "  Главная  " })).body;
    expect(page).toMatchObject({ name: "Главная", visibility: "everyone", items: [], version: 1 });

    const items = [
      item("team", 2, 0, 0, 4, 3, { roles: [{ relation: "lineManager", show: true }, { relation: "adaptationHelper", show: true }, { relation: "functionalManager", show: false }, { relation: "hrBp", show: false }] }),
      item("links", 4, 4, 0, 6, 3, { title: "Полезное", links: [{ label: "Портал", url: "https://example.com" }] }),
      item("staff", 11, 0, 3, 12, 4),
    ];
    const laid = await call(t.admin, "/pages", "PUT", { id: page.id, items, expectedVersion: 1 });
    expect(laid.status).toBe(200);
    expect(laid.body).toMatchObject({ version: 2, items });
    expect((await call(t.admin, "/dashboard")).body.unpublished_changes).toBe(true);

    // Nothing shows before the first publication.
    expect((await call(t.employee, "/mine")).body).toEqual({ pages: [] });
    const published = (await call(t.admin, "/publication", "POST")).body;
    expect(published).toMatchObject({ unpublished_changes: false });
    expect(published.published_at).toEqual(expect.any(String));

    const mine = (await call(t.employee, "/mine")).body;
    expect(mine.pages.map((p: any) => p.name)).toEqual(["Главная"]);
    const [team, links, staff] = mine.pages[0].widgets;
    // The team widget: the employee's line manager, then their mentor (adaptation helper), in the widget's order.
    expect(team.people.map((p: any) => [p.relation, p.email])).toEqual([["lineManager", "manager@demo.local"], ["adaptationHelper", "mentor@demo.local"]]);
    expect(links.item.settings.links[0].url).toBe("https://example.com");
    expect(staff.people).toEqual([]);
    // The manager's "my staff" lists the people reporting to them.
    const managerStaff = (await call(t.manager, "/mine")).body.pages[0].widgets[2];
    expect(managerStaff.people.map((p: any) => p.email)).toContain("employee@demo.local");

    // Visibility: a page for managers only disappears from the employee's home, stays on the manager's.
    await call(t.admin, "/pages/visibility", "PUT", { id: page.id, visibility: "managers" });
    expect((await call(t.employee, "/mine")).body.pages).toHaveLength(1); // not yet published
    await call(t.admin, "/publication", "POST");
    expect((await call(t.employee, "/mine")).body.pages).toEqual([]);
    expect((await call(t.manager, "/mine")).body.pages).toHaveLength(1);

    // Another client sees none of it.
    expect((await call(t.adminNW, "/dashboard")).body.pages).toEqual([]);
    expect((await call(t.adminNW, "/mine")).body.pages).toEqual([]);

    await call(t.admin, "/pages/rename", "PUT", { id: page.id, name: "Команда" });
    const removed = await call(t.admin, `/pages?id=${page.id}`, "DELETE");
    expect(removed.status).toBe(204);
    expect((await call(t.admin, "/dashboard")).body.pages).toEqual([]);
  });
});

describe("the track templates by type", () => {
  it("shows the reader their own adaptation (onboarding) and development (growth) tracks, each by its filter", async () => {
    const page = (await call(t.admin, "/pages", "POST", { name: "Треки" })).body;
    const items = [item("onb", 8, 0, 0, 4), item("dev", 17, 4, 0, 4), item("devdone", 17, 8, 0, 4, 3, { filter: "completed" })];
    const laid = await call(t.admin, "/pages", "PUT", { id: page.id, items, expectedVersion: 1 });
    expect(laid.body).toMatchObject({ items });
    await call(t.admin, "/publication", "POST");
    const [onb, dev, devDone] = (await call(t.employee, "/mine")).body.pages[0].widgets;
    const own = await s.db.query<{ workflow_id: number; type: number; done: boolean }>(
      `select ut.workflow_id, w.workflow_type_id as type, (ut.total_count > 0 and ut.completed_count = ut.total_count) as done
         from user_tracks ut join workflows w on w.id = ut.workflow_id join users u on u.id = ut.user_id
        where u.email = 'employee@demo.local' and ut.state = 'active'`);
    const ids = (w: any) => w.tracks.map((tr: any) => tr.workflow_id).sort();
    expect(ids(onb)).toEqual(own.filter((r) => r.type === 1).map((r) => r.workflow_id).sort());
    expect(ids(dev)).toEqual(own.filter((r) => r.type === 2).map((r) => r.workflow_id).sort());
    expect(ids(devDone)).toEqual(own.filter((r) => r.type === 2 && r.done).map((r) => r.workflow_id).sort());
    expect(own.some((r) => r.type === 1)).toBe(true);
    await call(t.admin, `/pages?id=${page.id}`, "DELETE");
    await call(t.admin, "/publication", "POST");
  });
});

describe("the course templates", () => {
  it("shows the reader their own courses (all, required, additional) and a manager their staff's, in one client", async () => {
    const api = (token: string, path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { token, method, body });
    const empId = (await s.db.query<{ id: number }>("select id from users where email = 'employee@demo.local'"))[0].id;
    // An additional course besides the seeded required one, appointed to the employee.
    const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };
    const c = (await api(t.admin, "/courseEditor", "POST", { ...blank, title: "Widget extra" })).body;
    const mod = (await api(t.admin, `/courseEditor/${c.id}/modules`, "POST", { title: "Module" })).body.modules_list[0];
    await api(t.admin, `/courseModules/${mod.id}/materials`, "POST", { kind: "text", title: "Text", body: "text" });
    for (const command of ["activate", "publish"]) expect((await api(t.admin, `/courseEditor/${c.id}/state`, "POST", { command })).status).toBe(200);
    const appointed = await api(t.admin, `/courseEditor/${c.id}/appointments`, "PUT", { group_ids: [], user_ids: [empId], prohibited_ids: [], is_required: false });
    expect(appointed.status, JSON.stringify(appointed.body)).toBe(200);

    const page = (await call(t.admin, "/pages", "POST", { name: "Курсы" })).body;
    const items = [item("my", 13, 0, 0, 4), item("req", 15, 4, 0, 4), item("add", 16, 8, 0, 4), item("staff", 14, 0, 3, 6)];
    expect((await call(t.admin, "/pages", "PUT", { id: page.id, items, expectedVersion: 1 })).body).toMatchObject({ items });
    await call(t.admin, "/publication", "POST");

    const own = await s.db.query<{ id: number; is_required: boolean }>(
      `select a.id, a.is_required from course_appointments a join courses k on k.id = a.course_id
        where a.user_id = $1 and a.state <> 'canceled' and k.state <> 'inactive'`, [empId]);
    const ids = (w: any) => w.courses.map((x: any) => x.id).sort();
    const mine = (await call(t.employee, "/mine")).body.pages.find((p: any) => p.id === page.id).widgets;
    const [my, req, add, staff] = mine;
    expect(my.item.template_id).toBe(13);
    expect(ids(my)).toEqual(own.map((r) => r.id).sort());
    expect(ids(req)).toEqual(own.filter((r) => r.is_required).map((r) => r.id).sort());
    expect(ids(add)).toEqual(own.filter((r) => !r.is_required).map((r) => r.id).sort());
    expect(req.courses.length).toBeGreaterThan(0);
    expect(add.courses).toEqual([expect.objectContaining({ course_id: c.id, title: "Widget extra", state: "assigned", is_required: false, overdue: false, done: 0, total: 1 })]);
    expect(my.courses.every((x: any) => x.user_name === undefined)).toBe(true);
    expect(staff.courses).toEqual([]); // nobody reports to the employee

    // The employee's manager sees the employee's courses, with whose.
    const mgrStaff = (await call(t.manager, "/mine")).body.pages.find((p: any) => p.id === page.id).widgets[3];
    expect(mgrStaff.item.template_id).toBe(14);
    const theirs = mgrStaff.courses.filter((x: any) => own.some((r) => r.id === x.id));
    expect(theirs.map((x: any) => x.id).sort()).toEqual(own.map((r) => r.id).sort());
    expect(theirs.every((x: any) => /\S/.test(x.user_name))).toBe(true);
    // Another client sees neither the page nor these appointments.
    const nw = (await call(t.adminNW, "/mine")).body.pages;
    expect(nw.some((p: any) => p.id === page.id)).toBe(false);
    expect(nw.flatMap((p: any) => p.widgets.flatMap((w: any) => w.courses)).some((x: any) => own.some((r) => r.id === x.id))).toBe(false);
    await call(t.admin, `/pages?id=${page.id}`, "DELETE");
    await call(t.admin, "/publication", "POST");
  });
});

describe("refusals write nothing", () => {
  let pageId = 0;
  beforeAll(async () => {
    pageId = (await call(t.admin, "/pages", "POST", { name: "Проверки" })).body.id;
  });

  it("refuses roles without the widgets section, and another client's page", async () => {
    await refused(403, () => call(t.employee, "/pages", "POST", { name: "x" }));
    await refused(403, () => call(t.manager, "/dashboard"));
    await refused(403, () => call(t.employee, "/publication", "POST"));
    await refused(404, () => call(t.adminNW, "/pages", "PUT", { id: pageId, items: [] }));
    await refused(404, () => call(t.adminNW, `/pages?id=${pageId}`, "DELETE"));
    expect((await s.request("/api/widgets/mine")).status).toBe(401);
  });

  it("refuses layouts the grid does not allow", async () => {
    const lay = (items: unknown[]) => call(t.admin, "/pages", "PUT", { id: pageId, items });
    const field = async (items: unknown[]) => (await refused(400, () => lay(items))).fields.map((f: any) => `${f.path} ${f.message}`).join(" ");
    expect(await field([item("a", 1, 0, 0, 12)])).toBe("payload.items.0.w widgets.errors.width"); // profile at most 6
    expect(await field([item("a", 11, 0, 0, 4)])).toBe("payload.items.0.w widgets.errors.width"); // my staff at least 6
    expect(await field([item("a", 1, 0, 0, 5)])).toBe("payload.items.0.w widgets.errors.width"); // widths 4, 6, 12
    expect(await field([item("a", 1, 10, 0, 4)])).toBe("payload.items.0.x widgets.errors.outside");
    expect(await field([item("a", 1, 0, 0, 4), item("b", 5, 2, 2, 4)])).toBe("payload.items.1.y widgets.errors.overlap");
    expect(await field([item("a", 1, 0, 0, 4), item("a", 5, 4, 0, 4)])).toBe("payload.items.1.key widgets.errors.key");
    expect(await field([item("a", 12, 0, 0, 4)])).toBe("payload.items.0.template_id widgets.errors.template"); // assessment: not yet
    expect(await field([item("a", 1, 0, 0, 4, 3, { links: [] })])).toBe("payload.items.0.settings.links widgets.errors.setting");
    expect(await field([item("a", 1, 0, 0, 4, 0)])).toBe("payload.items.0.h widgets.errors.height");
  });

  it("answers a bad payload with a 400, never a 500", async () => {
    await refused(400, () => call(t.admin, "/pages", "POST", { name: "   " }));
    await refused(400, () => call(t.admin, "/pages", "POST", { name: "a\nb" }));
    await refused(400, () => call(t.admin, "/pages", "POST", {}));
    await refused(400, () => call(t.admin, "/pages", "PUT", { id: pageId, items: "x" }));
    await refused(400, () => call(t.admin, "/pages", "PUT", { id: pageId, items: [{ ...item("a", 4, 0, 0, 4), settings: { links: [{ label: "x", url: "javascript:alert(1)" }] } }] }));
    await refused(400, () => call(t.admin, "/pages/visibility", "PUT", { id: pageId, visibility: "admins" }));
    await refused(400, () => call(t.admin, "/pages?id=abc", "DELETE"));
  });

  it("refuses an edit on a version the editor did not see", async () => {
    await refused(409, () => call(t.admin, "/pages/rename", "PUT", { id: pageId, name: "Новое", expectedVersion: 7 }));
  });
});
