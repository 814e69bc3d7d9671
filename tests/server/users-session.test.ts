// The session cache never outlives a change of the user's status, roles or role settings: with a cache of a
// minute, a blocked user is refused at once and a role edit changes what its holders reach on the next request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionCache, sessionCache } from "../../src/server/auth/sessionCache.js";
import { eventCount, type TestServer, giveDemoPassword, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
beforeAll(async () => {
  s = await startServer({ sessionCacheMs: 60_000 });
  admin = (await s.login("admin@demo.local")).token;
  nwAdmin = (await s.login("admin@northwind.local")).token;
});
afterAll(() => s?.close());

const idOf = async (email: string) => (await s.db.query("select id from users where email = $1", [email]))[0].id as number;
const users = (token: string) => s.request("/api/virginSearch", { token, body: { route: "users", params: { limit: 1 } } });
const groups = (token: string) => s.request("/api/userGroups", { token });
/** A fresh active user who can sign in with the demo password. */
const person = async (email: string, extra: Record<string, unknown> = {}) => {
  const r = await s.request("/api/users", { token: admin, body: { email, first_name: "S", last_name: "Cache", ...extra } });
  expect(r.status).toBe(200);
  await giveDemoPassword(s.db, r.body.id);
  return { id: r.body.id as number, token: (await s.login(email)).token };
};

describe("session cache invalidation", () => {
  it("refuses a blocked user on the very next request, and lets them back in when activated", async () => {
    const p = await person("cache.block@demo.local");
    expect((await s.request("/api/getSessionData", { token: p.token })).status).toBe(200);
    expect((await s.request("/api/userStatus", { token: admin, body: { user_id: p.id, operation: "block" } })).status).toBe(200);
    const refused = await s.request("/api/getSessionData", { token: p.token });
    expect(refused.status).toBe(403);
    expect(refused.body._tag).toBe("UserBlocked");
    expect((await s.request("/api/userStatus", { token: admin, body: { user_id: p.id, operation: "activate" } })).status).toBe(200);
    expect((await s.request("/api/getSessionData", { token: p.token })).status).toBe(200);
    expect((await s.request("/api/userStatus", { token: admin, body: { user_id: p.id, operation: "archive" } })).status).toBe(200);
    expect((await s.request("/api/getSessionData", { token: p.token })).status).toBe(401);
  });

  it("applies a system role change at once", async () => {
    const p = await person("cache.role@demo.local");
    expect((await groups(p.token)).status).toBe(403);
    expect((await s.request(`/api/users/${p.id}`, { method: "PUT", token: admin, body: { role_id: 2 } })).status).toBe(200);
    expect((await groups(p.token)).status).toBe(200);
    expect((await s.request(`/api/users/${p.id}`, { method: "PUT", token: admin, body: { role_id: 9 } })).status).toBe(200);
    expect((await groups(p.token)).status).toBe(403);
  });

  it("applies a custom role's new settings to its holders at once, and taking the role away too", async () => {
    const role = await s.request("/api/customUserRoles", {
      token: admin, body: { name: { ru: "Кэш", en: "Cache", fr: "Cache" }, routes: { users: { use_route: true } } },
    });
    expect(role.status).toBe(200);
    const p = await person("cache.custom@demo.local", { custom_role_id: role.body.id });
    expect((await users(p.token)).status).toBe(200);
    expect((await groups(p.token)).status).toBe(403);
    const edit = (routes: Record<string, unknown>) =>
      s.request(`/api/customUserRoles/${role.body.id}`, { method: "PUT", token: admin, body: { name: role.body.name, routes } });
    expect((await edit({ groups: { use_route: true } })).status).toBe(200);
    expect((await users(p.token)).status).toBe(403);
    expect((await groups(p.token)).status).toBe(200);
    expect((await s.request(`/api/users/${p.id}`, { method: "PUT", token: admin, body: { custom_role_id: null } })).status).toBe(200);
    expect((await groups(p.token)).status).toBe(403);
  });

  it("keeps the cache for requests that change nothing (no query per request)", async () => {
    // A demo user nothing has changed lately (a fresh user is held out of the cache for a few seconds).
    const p = { id: await idOf("legal@demo.local"), token: (await s.login("legal@demo.local")).token };
    expect((await s.request("/api/getSessionData", { token: p.token })).status).toBe(200);
    // Changing the row behind the server's back is not seen while the entry lives: the cache is really used.
    await s.db.query("update users set status_id = 2 where id = $1", [p.id]);
    expect((await s.request("/api/getSessionData", { token: p.token })).status).toBe(200);
    await s.db.query("update users set status_id = 1 where id = $1", [p.id]);
  });

  it("refuses the changes to the wrong role, to another client and with a bad payload, and writes nothing", async () => {
    const p = await person("cache.refuse@demo.local");
    const employee = (await s.login("employee@demo.local")).token;
    const before = await eventCount(s.db);
    expect((await s.request("/api/userStatus", { token: employee, body: { user_id: p.id, operation: "block" } })).status).toBe(403);
    expect((await s.request("/api/userStatus", { token: nwAdmin, body: { user_id: p.id, operation: "block" } })).status).toBe(404);
    expect((await s.request("/api/userStatus", { token: admin, body: { user_id: p.id, operation: "explode" } })).status).toBe(400);
    expect((await s.request(`/api/users/${p.id}`, { method: "PUT", token: employee, body: { role_id: 2 } })).status).toBe(403);
    expect((await s.request(`/api/users/${p.id}`, { method: "PUT", token: admin, body: { role_id: 99 } })).status).toBe(400);
    expect(await eventCount(s.db)).toBe(before);
    expect((await s.request("/api/getSessionData", { token: p.token })).status).toBe(200);
  });
});

describe("session cache window", () => {
  it("does not remember a row read while a change may still be uncommitted", () => {
    const now = Date.now();
    const cache = new SessionCache();
    cache.rememberSession(900_001, { user_id: 900_001 }, now, 60_000);
    expect(cache.session(900_001, now)).toBeDefined();
    cache.forgetUser(900_001);
    expect(cache.session(900_001, now)).toBeUndefined();
    // A read that started before the change (or runs before its commit) is not kept.
    cache.rememberSession(900_001, { user_id: 900_001, stale: true }, now, 60_000);
    expect(cache.session(900_001, now)).toBeUndefined();
    // Other users are cached as usual.
    cache.rememberSession(900_002, { user_id: 900_002 }, now, 60_000);
    expect(cache.session(900_002, now)).toBeDefined();
    // Well after the change has committed, caching resumes.
    cache.rememberSession(900_001, { user_id: 900_001 }, now + 20_000, 60_000);
    expect(cache.session(900_001, now + 20_000)).toBeDefined();
  });

  it("is one per database: another database's session 1 is not this one's, and a transaction shares its database's", () => {
    const a = { scope: {}, afterCommit: (f: () => void) => f(), query: async () => [] };
    const b = { scope: {}, afterCommit: (f: () => void) => f(), query: async () => [] };
    const txOfA = { scope: a.scope, afterCommit: (f: () => void) => f(), query: async () => [] };
    const now = Date.now();
    sessionCache(a).rememberSession(1, { user_id: 10 }, now, 60_000);
    expect(sessionCache(b).session(1, now)).toBeUndefined();
    expect(sessionCache(txOfA).session(1, now)).toEqual({ user_id: 10 });
    sessionCache(txOfA).forgetUser(10);
    expect(sessionCache(a).session(1, now)).toBeUndefined();
  });
});
