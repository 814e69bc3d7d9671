import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkCreateUsers } from "../../src/server/seed/bulk.js";
import { type TestServer, giveDemoPassword, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin] = await Promise.all(["admin@demo.local", "admin@northwind.local"].map(async (e) => (await s.login(e)).token));
  const [{ password_hash }] = await s.db.query("select hash as password_hash from credentials limit 1");
  await bulkCreateUsers(s.db, 1, 250, password_hash, { email: (i) => `bulk${i}@demo.local` });
});
afterAll(() => s?.close());

const search = (body: Record<string, unknown>, token = admin) => s.request("/api/virginSearch", { token, body });
const filter = (body: Record<string, unknown>, token = admin) => s.request("/api/filter", { token, body: { route: "users", ...body } });
const createUser = async (email: string, extra: Record<string, unknown> = {}) =>
  (await s.request("/api/users", { token: admin, body: { email, first_name: "L", last_name: email.split("@")[0], ...extra } })).body.id as number;

describe("virginSearch", () => {
  it("answers rows, columns, filters and settings; gzip+base64 with use_zip; 204 past the end", async () => {
    const r = await search({ route: "users", params: { limit: 5 }, use_zip: false });
    expect(r.status).toBe(200);
    expect(r.body.rows).toHaveLength(5);
    expect(r.body.rows[0]).toMatchObject({ id: 1, email: "admin@demo.local", status: { id: 1 } });
    expect(r.body.columns.map((c: any) => c.name)).toContain("full_name");
    expect(r.body.filters.find((f: any) => f.name === "status_id").source).toHaveLength(4);
    expect(r.body.settings).toEqual({ last_id: r.body.rows[4].id, limit: 5, use_zip: false });
    const z = await search({ route: "users", params: { limit: 5 }, use_zip: true });
    expect(JSON.parse(gunzipSync(Buffer.from(z.body.rows, "base64")).toString())).toEqual(r.body.rows);
    const simple = await search({ route: "users", params: { limit: 1 }, simple_value: true });
    expect(simple.body.rows[0].status).toBe("Активен");
    expect((await search({ route: "users", params: { limit: 5, last_id: 2_000_000 } })).status).toBe(204);
  });

  it("pages by last_id with no duplicates or gaps while rows are inserted", async () => {
    const seen: number[] = [];
    let last: number | null = null;
    let inserted = 0;
    for (;;) {
      const r = await search({ route: "users", params: { limit: 37, last_id: last } });
      if (r.status === 204) break;
      seen.push(...r.body.rows.map((x: any) => x.id));
      last = r.body.settings.last_id;
      if (inserted < 3) {
        await createUser(`during${inserted++}@demo.local`);
      }
      if (r.body.rows.length < 37) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await s.db.query("select id from users where client_id = 1 and status_id <> 3 order by id")).map((x) => x.id);
    expect(seen).toEqual(all);
  });

  it("never shows another client's rows; client_id needs platform administration", async () => {
    const nw = await search({ route: "users" }, nwAdmin);
    expect(nw.body.rows.every((r: any) => r.email.endsWith("northwind.local"))).toBe(true);
    expect((await search({ route: "users", client_id: 1 }, nwAdmin)).status).toBe(403);
    const platform = await search({ route: "users", client_id: 2, params: { limit: 10 } });
    expect(platform.body.rows.map((r: any) => r.email).sort()).toEqual(["admin@northwind.local", "employee@northwind.local"]);
  });

  it("refuses a role without the section (403) and an unknown route (404)", async () => {
    const employee = (await s.login("employee@demo.local")).token;
    expect((await search({ route: "users" }, employee)).status).toBe(403);
    expect((await search({ route: "nope" })).status).toBe(404);
  });

  it("hides sensitive columns and filters without the sensitive-data flag", async () => {
    const hr = (await s.login("hr@demo.local")).token;
    const r = await search({ route: "users", params: { limit: 1 } }, hr);
    expect(r.body.columns.map((c: any) => c.name)).not.toContain("phone");
    expect(r.body.rows[0]).not.toHaveProperty("birth_date");
    expect((await filter({ filter_params: [{ field: "phone", operator: "is_empty", values: [] }] }, hr)).status).toBe(400);
    expect((await search({ route: "users", params: { limit: 1 } })).body.columns.map((c: any) => c.name)).toContain("phone");
  });
});

describe("filter", () => {
  it("applies conditions with all or any, and pages the result", async () => {
    const a = await createUser("flt-a@demo.local", { city: "Tver", hire_date: "2024-01-10" });
    const b = await createUser("flt-b@demo.local", { city: "Tver", hire_date: "2023-05-01" });
    const c = await createUser("flt-c@demo.local", { city: "Perm", hire_date: "2024-03-01" });
    const three = [
      { field: "city", operator: "in", values: ["tver", "perm"] },
      { field: "hire_date", operator: "gte", values: ["2024-01-01"] },
      { field: "status_id", operator: "eq", values: [1] },
    ];
    const all = await filter({ filter_params: three });
    expect(all.body.rows.map((r: any) => r.id)).toEqual([a, c]);
    const any = await filter({ filter_params: [three[0], { field: "email", operator: "starts_with", values: ["flt-b"] }], all_conditions: false });
    expect(any.body.rows.map((r: any) => r.id)).toEqual([a, b, c]);
    const page = await filter({ filter_params: [three[0]], params: { limit: 2 } });
    expect(page.body.rows.map((r: any) => r.id)).toEqual([a, b]);
    const next = await filter({ filter_params: [three[0]], params: { limit: 2, last_id: page.body.settings.last_id } });
    expect(next.body.rows.map((r: any) => r.id)).toEqual([c]);
    expect((await filter({ filter_params: [{ field: "city", operator: "eq", values: ["Nowhere"] }] })).status).toBe(204);
  });

  it("treats values as parameters, never as SQL", async () => {
    const r = await filter({ filter_params: [{ field: "email", operator: "contains", values: ["'; drop table users; --"] }] });
    expect(r.status).toBe(204);
    const pct = await filter({ filter_params: [{ field: "email", operator: "contains", values: ["%"] }] });
    expect(pct.status).toBe(204);
    expect((await s.db.query("select count(*)::int as n from users"))[0].n).toBeGreaterThan(250);
  });

  it("answers 400 naming a bad field, operator or value", async () => {
    const field = await filter({ filter_params: [{ field: "password_hash", operator: "eq", values: ["x"] }] });
    expect(field.status).toBe(400);
    expect(field.body.fields[0].path).toBe("payload.filter_params.0.field");
    const op = await filter({ filter_params: [{ field: "city", operator: "gt", values: ["x"] }] });
    expect(op.body.fields[0].path).toBe("payload.filter_params.0.operator");
    const value = await filter({ filter_params: [{ field: "hire_date", operator: "eq", values: ["yesterday"] }] });
    expect(value.body.fields[0].path).toBe("payload.filter_params.0.values.0");
    const between = await filter({ filter_params: [{ field: "hire_date", operator: "between", values: ["2024-01-01"] }] });
    expect(between.status).toBe(400);
  });

  it("filters group membership and only active users", async () => {
    const u = await createUser("member@demo.local");
    const g = (await s.request("/api/userGroups", { token: admin, body: { name: "Members", type: "static" } })).body.id;
    await s.request("/api/batchEntitiesProfileProcessing", {
      token: admin, body: { operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: g, target_object_ids: [u] },
    });
    expect((await filter({ filter_params: [{ field: "groups", operator: "in", values: [g] }] })).body.rows.map((r: any) => r.id)).toEqual([u]);
    await s.request("/api/userStatus", { token: admin, body: { user_id: u, operation: "block" } });
    expect((await filter({ filter_params: [{ field: "groups", operator: "in", values: [g] }], is_active_user: true })).status).toBe(204);
  });
});

describe("groups route", () => {
  it("lists the client's groups with their member counts and filters them", async () => {
    const g = (await s.request("/api/userGroups", { token: admin, body: { name: "Route group", type: "dynamic", conditions: [{ field: "email", operator: "starts_with", values: ["bulk1"] }] } })).body;
    const r = await search({ route: "groups", simple_value: true });
    expect(r.body.rows.find((x: any) => x.id === g.id)).toMatchObject({ name: "Route group", type: "Динамическая", status: "Активна", members_count: g.members_count });
    const f = await filter({ route: "groups", filter_params: [{ field: "type", operator: "eq", values: [2] }, { field: "name", operator: "contains", values: ["route"] }] });
    expect(f.body.rows.map((x: any) => x.id)).toEqual([g.id]);
    expect((await search({ route: "groups" }, nwAdmin)).status).toBe(204);
  });
});

describe("team route", () => {
  it("shows a manager their reports only, and refuses people without the manager area", async () => {
    const manager = (await s.login("manager@demo.local")).token;
    const r = await search({ route: "team" }, manager);
    const reports = await s.db.query(
      "select u.email from users u join users m on m.id in (u.manager_id, u.functional_manager_id) where m.email = 'manager@demo.local' and u.status_id <> 3 order by u.id");
    expect(r.body.rows.map((x: any) => x.email)).toEqual(reports.map((x) => x.email));
    expect(r.body.rows.map((x: any) => x.email)).toContain("employee@demo.local");
    expect((await search({ route: "team" }, (await s.login("employee@demo.local")).token)).status).toBe(403);
  });
});

describe("user access: own units only", () => {
  it("shows only the viewer's unit and its sub-units", async () => {
    const unit = (name: string, parent_id?: number) =>
      s.request("/api/unitsByClient", { token: admin, body: { name, ...(parent_id ? { parent_id } : {}) } }).then((r) => r.body.id as number);
    const top = await unit("Sales");
    const sub = await unit("Sales East", top);
    const other = await unit("Finance");
    const role = (await s.request("/api/customUserRoles", {
      token: admin, body: { name: { ru: "Рук", en: "Head", fr: "Chef" }, routes: { users: { use_route: true, export: true } }, user_access: "own_units" },
    })).body.id;
    const head = await createUser("head@demo.local", { unit_id: top, custom_role_id: role });
    const inSub = await createUser("in-sub@demo.local", { unit_id: sub });
    const inOther = await createUser("in-other@demo.local", { unit_id: other });
    await giveDemoPassword(s.db, head);
    const token = (await s.login("head@demo.local")).token;
    const rows = (await search({ route: "users" }, token)).body.rows.map((r: any) => r.id);
    expect(rows.sort()).toEqual([head, inSub].sort());
    expect((await s.request(`/api/users/${inSub}`, { token })).status).toBe(200);
    expect((await s.request(`/api/users/${inOther}`, { token })).status).toBe(404);
    const quick = await s.request("/api/extendedUserFilter", { token, body: { value: "in-" } });
    expect(quick.body.rows.map((r: any) => r.id)).toEqual([inSub]);
    // The rule travels with the (cached) session: widening the role applies to the next request, as does a move.
    const roleBody = { name: { ru: "Рук", en: "Head", fr: "Chef" }, routes: { users: { use_route: true, export: true } } };
    const widened = await s.request(`/api/customUserRoles/${role}`, { method: "PUT", token: admin, body: { ...roleBody, user_access: "all_users" } });
    expect(widened.status).toBe(200);
    expect((await search({ route: "users" }, token)).body.rows.map((r: any) => r.id)).toContain(inOther);
    await s.request(`/api/customUserRoles/${role}`, { method: "PUT", token: admin, body: { ...roleBody, user_access: "own_units" } });
    expect((await search({ route: "users" }, token)).body.rows.map((r: any) => r.id)).not.toContain(inOther);
    expect((await s.request(`/api/users/${head}`, { method: "PUT", token: admin, body: { unit_id: other } })).status).toBe(200);
    expect((await search({ route: "users" }, token)).body.rows.map((r: any) => r.id).sort()).toEqual([head, inOther].sort());
  });
});

describe("saved filters and quick search", () => {
  it("saves per route, client and user, newest first; updates only one's own", async () => {
    const one = await s.request("/api/userFilterForms", { token: admin, body: { route: "users", name: "Tver", data: { city: ["Tver"] } } });
    const two = await s.request("/api/userFilterForms", { token: admin, body: { route: "users", data: { status_id: [1] } } });
    const list = await s.request("/api/userFilterFormsByRoute?route=users", { token: admin });
    expect(list.body.map((f: any) => f.id)).toEqual([two.body.id, one.body.id]);
    const upd = await s.request(`/api/userFilterForms/${one.body.id}`, { method: "PUT", token: admin, body: { route: "users", data: { city: ["Perm"] } } });
    expect(upd.body.data).toEqual({ city: ["Perm"] });
    const hr = (await s.login("hr@demo.local")).token;
    expect((await s.request("/api/userFilterFormsByRoute?route=users", { token: hr })).body).toEqual([]);
    expect((await s.request(`/api/userFilterForms/${one.body.id}`, { method: "PUT", token: hr, body: { route: "users", data: {} } })).status).toBe(404);
  });

  it("finds users by name or e-mail from 3 characters", async () => {
    expect((await s.request("/api/extendedUserFilter", { token: admin, body: { value: "bu" } })).body.rows).toEqual([]);
    const r = await s.request("/api/extendedUserFilter", { token: admin, body: { value: "смирнова" } });
    expect(r.body.rows.map((x: any) => x.email)).toEqual(["admin@demo.local"]);
    const nw = await s.request("/api/extendedUserFilter", { token: nwAdmin, body: { value: "demo.local" } });
    expect(nw.body.rows).toEqual([]);
  });
});
