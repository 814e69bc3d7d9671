import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayStream } from "../../src/server/events/replay.js";
import { eventCount, type TestServer, giveDemoPassword, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
let hr: string;
beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin, hr] = await Promise.all(["admin@demo.local", "admin@northwind.local", "hr@demo.local"].map(async (e) => (await s.login(e)).token));
});
afterAll(() => s?.close());

const user = async (email: string, extra: Record<string, unknown> = {}) =>
  (await s.request("/api/users", { token: admin, body: { email, first_name: "G", last_name: email.split("@")[0], ...extra } })).body.id as number;
const members = async (groupId: number) =>
  (await s.db.query("select user_id from user_group_members where group_id = $1 order by user_id", [groupId])).map((r) => r.user_id);

describe("groups", () => {
  it("keeps a dynamic group's members in step with users' profiles", async () => {
    const a = await user("dyn-a@demo.local", { city: "Kazan" });
    const g = await s.request("/api/userGroups", { token: admin, body: { name: "Kazan", type: "dynamic", conditions: [{ field: "city", operator: "eq", values: ["kazan"] }] } });
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({ type: "dynamic", status_id: 1, members_count: 1 });
    const b = await user("dyn-b@demo.local", { city: "Kazan" });
    expect(await members(g.body.id)).toEqual([a, b]);
    await s.request(`/api/users/${a}`, { method: "PUT", token: admin, body: { city: "Omsk" } });
    expect(await members(g.body.id)).toEqual([b]);
    const any = await s.request(`/api/userGroups/${g.body.id}`, {
      method: "PUT", token: admin,
      body: { name: "Kazan or Omsk", type: "dynamic", match: "any", conditions: [{ field: "city", operator: "eq", values: ["Kazan"] }, { field: "city", operator: "eq", values: ["Omsk"] }] },
    });
    expect(any.body).toMatchObject({ name: "Kazan or Omsk", match: "any", members_count: 2 });
    const steps = await replayStream(s.db, "userGroup", String(g.body.id));
    expect(steps.map((x) => x.after)).toEqual(["draft", "draft", "active", "active"]);
    expect(steps.every((x) => !x.divergence)).toBe(true);
  });

  it("offers Manager as a reference to a person, and a group on a manager's id takes their reports", async () => {
    const page = await s.request("/api/virginSearch", { token: admin, body: { route: "users", limit: 1 } });
    expect(page.body.filters.find((f: { name: string }) => f.name === "manager_id")).toMatchObject({ ref: "user" });
    expect(page.body.filters.find((f: { name: string }) => f.name === "city").ref).toBeUndefined();
    const [boss] = await s.db.query("select id from users where email = 'manager@demo.local'");
    const g = await s.request("/api/userGroups", { token: admin, body: { name: "Petrov's team", type: "dynamic", conditions: [{ field: "manager_id", operator: "eq", values: [boss.id] }] } });
    expect(g.status).toBe(200);
    const [employee] = await s.db.query("select id from users where email = 'employee@demo.local'");
    expect(await members(g.body.id)).toContain(employee.id);
    // A name typed as free text is refused, naming the value.
    const typed = await s.request("/api/userGroups", { token: admin, body: { name: "Typed", type: "dynamic", conditions: [{ field: "manager_id", operator: "eq", values: ["Петров"] }] } });
    expect(typed.status).toBe(400);
    expect(typed.body.fields[0]).toMatchObject({ path: "payload.conditions.0.values.0", message: "lists.filter.badValue" });
  });

  it("refuses a type change after saving, and bad conditions, writing nothing", async () => {
    const g = await s.request("/api/userGroups", { token: admin, body: { name: "Static one", type: "static" } });
    const before = await eventCount(s.db);
    const change = await s.request(`/api/userGroups/${g.body.id}`, { method: "PUT", token: admin, body: { name: "Static one", type: "dynamic" } });
    expect(change.status).toBe(409);
    const bad = await s.request("/api/userGroups", { token: admin, body: { name: "Bad", type: "dynamic", conditions: [{ field: "password_hash", operator: "eq", values: ["x"] }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe("payload.conditions.0.field");
    const op = await s.request("/api/userGroups", { token: admin, body: { name: "Bad", type: "dynamic", conditions: [{ field: "hire_date", operator: "contains", values: ["x"] }] } });
    expect(op.status).toBe(400);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("adds and removes static members in batches, refusing dynamic groups and foreign ids", async () => {
    const g = (await s.request("/api/userGroups", { token: admin, body: { name: "Picked", type: "static" } })).body.id;
    const dyn = (await s.request("/api/userGroups", { token: admin, body: { name: "Dyn", type: "dynamic", conditions: [] } })).body.id;
    const u1 = await user("st-a@demo.local");
    const u2 = await user("st-b@demo.local");
    const [foreign] = await s.db.query("select id from users where email = 'employee@northwind.local'");
    const add = await s.request("/api/batchEntitiesProfileProcessing", {
      token: admin, body: { operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: g, target_object_ids: [u1, u2, foreign.id] },
    });
    expect(add.body).toEqual({ processed: [u1, u2], refused: [{ id: foreign.id, reason: "errors.notFound" }] });
    expect(await members(g)).toEqual([u1, u2]);
    const toGroups = await s.request("/api/batchEntitiesProfileProcessing", {
      token: admin, body: { operation_name: "remove_from_groups", source_entity_type_id: 3, target_entity_type_id: 4, source_object_id: u1, target_object_ids: [g, dyn] },
    });
    expect(toGroups.body).toEqual({ processed: [g], refused: [{ id: dyn, reason: "users.group.dynamic" }] });
    expect(await members(g)).toEqual([u2]);
    const tab = await s.request(`/api/userGroupUsersProfile?user_group_id=${g}`, { token: admin });
    expect(tab.body.rows.map((r: any) => r.id)).toEqual([u2]);
    const groupsOfUser = await s.request(`/api/userGroupsProfile?user_id=${u2}`, { token: admin });
    expect(groupsOfUser.body.rows.map((r: any) => r.id)).toContain(g);
    const tracks = await s.request(`/api/userGroupWorkflowsProfile?user_group_id=${g}`, { token: admin });
    expect(tracks.body.rows).toEqual([]);
  });

  it("blocks and activates users in a batch, each processed or refused", async () => {
    const u = await user("batch-st@demo.local");
    const [me] = await s.db.query("select id from users where email = 'admin@demo.local'");
    const r = await s.request("/api/batchEntitiesProfileProcessing", {
      token: admin, body: { operation_name: "block", source_entity_type_id: 3, target_entity_type_id: 3, target_object_ids: [u, me.id] },
    });
    expect(r.body).toEqual({ processed: [u], refused: [{ id: me.id, reason: "users.status.self" }] });
    const back = await s.request("/api/batchEntitiesProfileProcessing", {
      token: admin, body: { operation_name: "activate", source_entity_type_id: 3, target_entity_type_id: 3, target_object_ids: [u] },
    });
    expect(back.body.processed).toEqual([u]);
  });

  it("deactivates a group, removes it, and hides another client's groups", async () => {
    const g = (await s.request("/api/userGroups", { token: admin, body: { name: "Temp", type: "static" } })).body.id;
    const off = await s.request(`/api/userGroups/${g}`, { method: "PUT", token: admin, body: { name: "Temp", type: "static", status_id: 2 } });
    expect(off.body.status_id).toBe(2);
    expect((await s.request(`/api/userGroups/${g}`, { token: nwAdmin })).status).toBe(404);
    expect((await s.request(`/api/userGroups/${g}`, { method: "DELETE", token: nwAdmin })).status).toBe(404);
    expect((await s.request("/api/userGroups", { token: nwAdmin })).body.some((x: any) => x.id === g)).toBe(false);
    expect((await s.request(`/api/userGroups/${g}`, { method: "DELETE", token: admin })).status).toBe(204);
    expect((await s.request(`/api/userGroups/${g}`, { token: admin })).status).toBe(404);
  });

  it("needs groups edit to write and groups access to read", async () => {
    const employee = (await s.login("employee@demo.local")).token;
    expect((await s.request("/api/userGroups", { token: employee })).status).toBe(403);
    expect((await s.request("/api/userGroups", { token: hr })).status).toBe(200);
    expect((await s.request("/api/userGroups", { token: hr, body: { name: "No", type: "static" } })).status).toBe(403);
  });
});

describe("roles", () => {
  it("lists the 11 system roles with localised names", async () => {
    const r = await s.request("/api/userRoles", { token: admin });
    expect(r.body).toHaveLength(11);
    expect(r.body.find((x: any) => x.id === 9)).toMatchObject({ name: "Сотрудник", names: { en: "Employee" }, user_access: "all_users" });
    const en = await s.login("admin@northwind.local");
    expect((await s.request("/api/userRoles", { token: en.token })).body.find((x: any) => x.id === 9).name).toBe("Employee");
  });

  it("creates, edits and removes custom roles; a saved role changes its holders' access at once", async () => {
    const role = await s.request("/api/customUserRoles", {
      token: admin, body: { name: { ru: "Аналитик", en: "Analyst", fr: "Analyste" }, routes: { learning: { use_route: true }, groups: { use_route: true } } },
    });
    expect(role.status).toBe(200);
    const id = await user("holder@demo.local", { custom_role_id: role.body.id });
    await giveDemoPassword(s.db, id);
    const holder = (await s.login("holder@demo.local")).token;
    expect((await s.request("/api/userGroups", { token: holder })).status).toBe(200);
    expect((await s.request("/api/userGroups", { token: holder, body: { name: "H", type: "static" } })).status).toBe(403);
    const upd = await s.request(`/api/customUserRoles/${role.body.id}`, {
      method: "PUT", token: admin, body: { name: role.body.name, routes: { learning: { use_route: true }, groups: { use_route: true, edit: true } } },
    });
    expect(upd.status).toBe(200);
    expect((await s.request("/api/userGroups", { token: holder, body: { name: "H", type: "static" } })).status).toBe(200);
    const users = await s.request(`/api/userRoleUsersProfile?user_role_id=${role.body.id}&is_custom=true`, { token: admin });
    expect(users.body.rows.map((r: any) => r.id)).toEqual([id]);
    expect((await s.request(`/api/customUserRoles/${role.body.id}`, { method: "DELETE", token: admin })).status).toBe(409);
    await s.request(`/api/users/${id}`, { method: "PUT", token: admin, body: { custom_role_id: null } });
    expect((await s.request("/api/userGroups", { token: holder })).status).toBe(403);
    expect((await s.request(`/api/customUserRoles/${role.body.id}`, { method: "DELETE", token: admin })).status).toBe(204);
  });

  it("refuses sensitive data without access to related users, unknown sections, and other clients' roles", async () => {
    const bad = await s.request("/api/customUserRoles", { token: admin, body: { name: { ru: "a", en: "a", fr: "a" }, routes: { sensitive_data: { use_route: true } } } });
    expect(bad.status).toBe(400);
    const unknown = await s.request("/api/customUserRoles", { token: admin, body: { name: { ru: "a", en: "a", fr: "a" }, routes: { nope: { use_route: true } } } });
    expect(unknown.status).toBe(400);
    const nw = (await s.request("/api/customUserRoles", { token: nwAdmin })).body;
    const [demoRole] = await s.db.query("select id from custom_roles where client_id = 1 limit 1");
    expect(nw.some((r: any) => r.id === demoRole.id)).toBe(false);
    expect((await s.request(`/api/customUserRoles/${demoRole.id}`, { token: nwAdmin })).status).toBe(404);
    expect((await s.request("/api/customUserRoles", { token: hr })).status).toBe(403);
  });
});
