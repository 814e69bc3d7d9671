import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayStream } from "../../src/server/events/replay.js";
import { eventCount, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
let employee: string;
let hr: string;
beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin, employee, hr] = await Promise.all(
    ["admin@demo.local", "admin@northwind.local", "employee@demo.local", "hr@demo.local"].map(async (e) => (await s.login(e)).token));
});
afterAll(() => s?.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** One file through fileStorageUploader (the multipart shape of the contract); its library id. */
const uploadOne = async (token: string, name: string, bytes: Uint8Array, type: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([bytes as BlobPart], { type }), name);
  const res = await fetch(`${s.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(body)}`);
  return body[0].id as number;
};
const create = (body: Record<string, unknown>, token = admin) => s.request("/api/users", { token, body });
const idOf = async (email: string) => (await s.db.query("select id from users where email = $1", [email]))[0].id as number;

describe("users: create and edit", () => {
  it("creates an active user through the userStatus machine and shows the overview", async () => {
    const r = await create({ email: "New.Person@Demo.local", first_name: "Нина", last_name: "Орлова", phone: "+7 900", birth_date: "1990-05-04" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: "new.person@demo.local", status_id: 1, role_id: 9, full_name: "Орлова Нина", phone: "+7 900", birth_date: "1990-05-04", registered: false });
    expect(r.body.can).toMatchObject({ block: true, archive: true, invite: true, activate: false });
    const steps = await replayStream(s.db, "userStatus", String(r.body.id));
    expect(steps.map((x) => [x.type, x.after, x.divergence])).toEqual([["userStatus.created", "pending", undefined], ["user.activated", "active", undefined]]);
  });

  it("creates a pending user when asked", async () => {
    const r = await create({ email: "pending1@demo.local", first_name: "P", last_name: "One", status: "pending" });
    expect(r.body.status_id).toBe(4);
  });

  it("refuses a taken e-mail (any client, any case) with 409 and writes nothing", async () => {
    const before = await eventCount(s.db);
    const r = await create({ email: "EMPLOYEE@northwind.local", first_name: "X", last_name: "Y" });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe("users.email.taken");
    expect(await eventCount(s.db)).toBe(before);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const bad = await create({ email: "nope", first_name: "", last_name: "Y" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: any) => f.path)).toEqual(expect.arrayContaining(["payload.email", "payload.first_name"]));
    const date = await create({ email: "d1@demo.local", first_name: "a", last_name: "b", birth_date: "2025-02-30" });
    expect(date.status).toBe(400);
    const [nwUser] = await s.db.query("select id from users where email = 'employee@northwind.local'");
    const ref = await create({ email: "d2@demo.local", first_name: "a", last_name: "b", manager_id: nwUser.id, job_position_id: 999999 });
    expect(ref.status).toBe(400);
    expect(ref.body.fields.map((f: any) => f.path).sort()).toEqual(["payload.job_position_id", "payload.manager_id"]);
  });

  it("edits only what changed, sets the manager flag, and keeps other fields", async () => {
    const id = (await create({ email: "edit1@demo.local", first_name: "E", last_name: "One" })).body.id;
    const boss = await idOf("hr@demo.local");
    const before = await eventCount(s.db);
    const r = await s.request(`/api/users/${id}`, { method: "PUT", token: admin, body: { first_name: "Ed", manager_id: boss, city: "Kazan" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ first_name: "Ed", last_name: "One", city: "Kazan", manager: { id: boss } });
    expect(await eventCount(s.db)).toBe(before + 1);
    const [b] = await s.db.query("select is_manager from users where id = $1", [boss]);
    expect(b.is_manager).toBe(true);
    const same = await s.request(`/api/users/${id}`, { method: "PUT", token: admin, body: { first_name: "Ed" } });
    expect(same.status).toBe(200);
    expect(await eventCount(s.db)).toBe(before + 1);
    const self = await s.request(`/api/users/${id}`, { method: "PUT", token: admin, body: { manager_id: id } });
    expect(self.status).toBe(400);
  });

  it("refuses roles without users edit (403) and another client's user (404), writing nothing", async () => {
    const before = await eventCount(s.db);
    expect((await create({ email: "x1@demo.local", first_name: "a", last_name: "b" }, employee)).status).toBe(403);
    expect((await create({ email: "x2@demo.local", first_name: "a", last_name: "b" }, hr)).status).toBe(403);
    const demoUser = await idOf("employee@demo.local");
    expect((await s.request(`/api/users/${demoUser}`, { method: "PUT", token: nwAdmin, body: { city: "X" } })).status).toBe(404);
    expect((await s.request(`/api/users/${demoUser}`, { token: nwAdmin })).status).toBe(404);
    expect((await s.request("/api/userStatus", { token: nwAdmin, body: { user_id: demoUser, operation: "block" } })).status).toBe(404);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("shows a user to themselves and to their manager, hides sensitive fields from others", async () => {
    const me = await idOf("employee@demo.local");
    expect((await s.request(`/api/users/${me}`, { token: employee })).status).toBe(200);
    expect((await s.request(`/api/users/${await idOf("hr@demo.local")}`, { token: employee })).status).toBe(403);
    const manager = (await s.login("manager@demo.local")).token;
    expect((await s.request(`/api/users/${me}`, { token: manager })).status).toBe(200);
    const id = (await create({ email: "sens@demo.local", first_name: "S", last_name: "S", phone: "123" })).body.id;
    const seenByHr = await s.request(`/api/users/${id}`, { token: hr });
    expect(seenByHr.status).toBe(200);
    expect(seenByHr.body.phone).toBeNull();
  });
});

describe("users: status, limit and invitations", () => {
  it("blocks, activates, archives and unarchives by the machine; refuses what it refuses", async () => {
    const id = (await create({ email: "st1@demo.local", first_name: "S", last_name: "T" })).body.id;
    const op = (operation: string, token = admin) => s.request("/api/userStatus", { token, body: { user_id: id, operation } });
    expect((await op("block")).body.status_id).toBe(2);
    expect((await op("unarchive")).status).toBe(409);
    expect((await op("archive")).body.status_id).toBe(3);
    expect((await op("activate")).status).toBe(409);
    expect((await op("unarchive")).body.status_id).toBe(2);
    expect((await op("activate")).body.status_id).toBe(1);
    expect((await op("block", hr)).status).toBe(403);
    const steps = await replayStream(s.db, "userStatus", String(id));
    expect(steps.every((x) => !x.divergence)).toBe(true);
    expect(steps.at(-1)?.after).toBe("active");
  });

  it("refuses to block or archive oneself", async () => {
    const r = await s.request("/api/userStatus", { token: admin, body: { user_id: await idOf("admin@demo.local"), operation: "block" } });
    expect(r.status).toBe(409);
  });

  it("starts the status stream of a seeded user from the state it is in", async () => {
    const id = await idOf("legal@demo.local");
    expect((await s.request("/api/userStatus", { token: admin, body: { user_id: id, operation: "block" } })).body.status_id).toBe(2);
    const steps = await replayStream(s.db, "userStatus", String(id));
    expect(steps.map((x) => x.after)).toEqual(["pending", "active", "blocked"]);
    expect(steps.every((x) => !x.divergence)).toBe(true);
  });

  it("refuses activation over the client's active-user limit; the event carries count and limit", async () => {
    const [{ n }] = await s.db.query("select count(*)::int as n from users where client_id = 1 and status_id = 1");
    await s.db.query("update clients set active_user_limit = $1 where id = 1", [n]);
    try {
      const over = await create({ email: "limit1@demo.local", first_name: "L", last_name: "One" });
      expect(over.status).toBe(409);
      expect(over.body.message).toBe("users.activation.limitExceeded");
      const pending = await create({ email: "limit2@demo.local", first_name: "L", last_name: "Two", status: "pending" });
      const act = await s.request("/api/userStatus", { token: admin, body: { user_id: pending.body.id, operation: "activate" } });
      expect(act.status).toBe(409);
      expect(act.body.message).toBe("users.activation.limitExceeded");
      await s.request("/api/userStatus", { token: admin, body: { user_id: await idOf("accountant@demo.local"), operation: "block" } });
      const ok = await s.request("/api/userStatus", { token: admin, body: { user_id: pending.body.id, operation: "activate" } });
      expect(ok.body.status_id).toBe(1);
      const [e] = await s.db.query("select data from events where stream_type = 'userStatus' and stream_id = $1 and type = 'user.activated'", [String(pending.body.id)]);
      expect(e.data).toMatchObject({ activeCount: n - 1, limit: n });
    } finally {
      await s.db.query("update clients set active_user_limit = null where id = 1");
    }
  });

  it("invites only active, unregistered users", async () => {
    const fresh = (await create({ email: "inv1@demo.local", first_name: "I", last_name: "One" })).body.id;
    const pending = (await create({ email: "inv2@demo.local", first_name: "I", last_name: "Two", status: "pending" })).body.id;
    const registered = await idOf("employee@demo.local");
    const r = await s.request("/api/sendUserInvitations", { token: admin, body: { user_ids: [fresh, pending, registered, 999999] } });
    expect(r.status).toBe(200);
    expect(r.body.invited.map((i: any) => i.user_id)).toEqual([fresh]);
    expect(r.body.refused.map((x: any) => x.id).sort()).toEqual([pending, registered, 999999].sort());
    const link = await s.request(`/api/confirmPassword?uid=${encodeURIComponent(r.body.invited[0].uid)}`);
    expect(link.body.link_state).toBe("active");
    expect((await s.request(`/api/users/${fresh}`, { token: admin })).body.invited_at).not.toBeNull();
  });
});

describe("users: short lists for pickers", () => {
  it("lists the client's users, groups and custom roles; another client needs platform administration", async () => {
    const users = await s.request("/api/clientEntitiesShortInfo?entity_id=3", { token: employee });
    expect(users.body.items.some((i: any) => i.name === "Смирнова Анна")).toBe(true);
    expect(users.body.items.some((i: any) => i.name.includes("Fuller"))).toBe(false);
    const roles = await s.request("/api/clientEntitiesShortInfo?entity_id=8", { token: admin });
    expect(roles.body.items[0]).toMatchObject({ name: "Администратор", is_custom: true });
    expect((await s.request("/api/clientEntitiesShortInfo?entity_id=4", { token: admin })).status).toBe(200);
    expect((await s.request("/api/clientEntitiesShortInfo?entity_id=3&client_id=1", { token: nwAdmin })).status).toBe(403);
    const holders = await s.request("/api/userRoleUsersProfile?user_role_id=9", { token: admin });
    expect(holders.body.rows.map((r: any) => r.email)).toContain("employee@demo.local");
    expect((await s.request("/api/userRoleUsersProfile?user_role_id=12", { token: admin })).status).toBe(404);
  });
});

describe("users: avatar and profile tabs", () => {
  it("sets and removes an avatar for oneself; others need users edit; only an image of the client's library", async () => {
    const me = await idOf("employee@demo.local");
    // The employee's own avatar upload (purpose avatar: no folder right needed; users-avatar.test.ts).
    const image = await uploadOne(employee, "me.png", PNG, "image/png", { purpose: "avatar" });
    const text = await uploadOne(admin, "notes.txt", new TextEncoder().encode("hello"), "text/plain");
    const nwImage = await uploadOne(nwAdmin, "nw.png", PNG, "image/png");
    const set = await s.request("/api/manageUserAvatar", { token: employee, body: { user_id: me, file_id: image } });
    expect(set.body).toEqual({ user_id: me, avatar_id: image });
    expect((await s.request(`/api/users/${me}`, { token: admin })).body.avatar_id).toBe(image);
    const before = await eventCount(s.db);
    for (const file_id of [text, 2_000_000]) {
      const bad = await s.request("/api/manageUserAvatar", { token: employee, body: { user_id: me, file_id } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual([{ path: "payload.file_id", message: "users.avatar.notImage" }]);
    }
    expect((await s.request("/api/manageUserAvatar", { token: employee, body: { user_id: me, file_id: nwImage } })).status).toBe(400);
    expect((await s.request("/api/manageUserAvatar", { token: employee, body: { user_id: await idOf("hr@demo.local"), file_id: image } })).status).toBe(403);
    expect((await s.request("/api/manageUserAvatar", { token: nwAdmin, body: { user_id: me, file_id: nwImage } })).status).toBe(404);
    expect((await s.request("/api/manageUserAvatar", { token: employee, body: { user_id: me, file_id: "x" } })).status).toBe(400);
    expect(await eventCount(s.db)).toBe(before);
    const del = await s.request("/api/manageUserAvatar", { method: "DELETE", token: employee, body: { user_id: me } });
    expect(del.body.avatar_id).toBeNull();
    expect((await s.request(`/api/users/${me}`, { token: admin })).body.avatar_id).toBeNull();
  });

  it("lists a user's sessions to themselves and to users admins only", async () => {
    const me = await idOf("employee@demo.local");
    const mine = await s.request(`/api/userSessionsProfile?user_id=${me}`, { token: employee });
    expect(mine.status).toBe(200);
    expect(mine.body.rows.length).toBeGreaterThan(0);
    expect(mine.body.columns.map((c: any) => c.name)).toContain("active");
    expect((await s.request(`/api/userSessionsProfile?user_id=${me}`, { token: admin })).status).toBe(200);
    expect((await s.request(`/api/userSessionsProfile?user_id=${me}`, { token: nwAdmin })).status).toBe(404);
  });
});
