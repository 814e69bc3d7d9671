import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projections } from "../../src/server/events/projections.js";
import { redact } from "../../src/server/events/redact.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { append, readStream, VersionConflict } from "../../src/server/events/store.js";
import { declareEvents, registerUpcaster } from "../../src/server/events/upcasters.js";
import { type TestServer, snapshot, startServer } from "./harness.js";

// The store's own test streams have no read table.
declareEvents(["test.seeded", "test.raced", "test.x"]);

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe("event store", () => {
  it("lets exactly one of 50 parallel appends at the same expected version win; 49 get VersionConflict", async () => {
    for (const [stream, expected] of [[{ type: "test", id: "race-1" }, 0], [{ type: "test", id: "race-2" }, 3]] as const) {
      if (expected > 0) {
        await append(s.db, 0, stream, 0, [1, 2, 3].map((i) => ({ type: "test.seeded", data: { i } })), { actor: "system" });
      }
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => append(s.db, 0, stream, expected, [{ type: "test.raced", data: { i } }], { actor: "system" })),
      );
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const l of lost) expect(l.reason).toBeInstanceOf(VersionConflict);
      const events = await readStream(s.db, stream);
      expect(events.map((e) => e.version)).toEqual(Array.from({ length: expected + 1 }, (_, i) => i + 1));
    }
  });

  it("writes nothing on a version mismatch", async () => {
    const stream = { type: "test", id: "mismatch" };
    await expect(append(s.db, 0, stream, 2, [{ type: "test.x", data: {} }], { actor: "system" })).rejects.toBeInstanceOf(VersionConflict);
    expect(await readStream(s.db, stream)).toHaveLength(0);
  });

  it("keeps password hashes and personal fields out of the log, and redacts secrets when events are printed", async () => {
    const [created] = await s.db.query("select data from events where type = 'user.created' limit 1");
    expect(created.data.password_hash).toBeUndefined();
    expect(created.data.email).toBeUndefined();
    expect(created.data.sealed.box).toEqual(expect.any(String));
    expect((await s.db.query("select count(*)::int as n from events where data::text like '%argon2%' or data::text like '%employee@demo.local%' or data::text like '%Demo-2026%'"))[0].n).toBe(0);
    expect(JSON.stringify(redact({ password_hash: "$argon2id$x" }))).toBe('{"password_hash":"[redacted]"}');
    expect(redact({ a: [{ refresh_hash: "x", keep: 1 }] })).toEqual({ a: [{ refresh_hash: "[redacted]", keep: 1 }] });
  });
});

describe("rebuild", () => {
  it("reproduces every read table after a realistic sequence of commands", async () => {
    const bad = await s.encrypt("Wrong-pass1");
    await s.request("/api/userAuthTokens", { body: { login: "hr@demo.local", password: bad } });
    await s.request("/api/userAuthTokens", { body: { login: "unknown@demo.local", password: bad } });
    const emp = await s.login("employee@demo.local");
    const refreshed = await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${emp.refresh}` });
    expect(refreshed.status).toBe(200);
    await s.request("/api/changePassword", { token: emp.token, body: { old_password: await s.encrypt("Demo-2026!"), new_password: await s.encrypt("Rebuilt-2026") } });
    const admin = await s.login("admin@demo.local");
    const [recruiter] = await s.db.query("select id from users where email = 'recruiter@demo.local'");
    const links = (await s.request("/api/resetUserPasswordBatch", { token: admin.token, body: { user_ids: [recruiter.id] } })).body.links;
    await s.request("/api/confirmPassword", { body: { uid: links[0].uid, password: await s.encrypt("Linked-2030") } });
    const branding = (await s.request("/api/clientBrandingSettings", { token: admin.token })).body;
    await s.request("/api/clientBrandingSettings", { method: "PUT", token: admin.token, body: { ...branding, title: "Rebuilt" } });
    const info = (await s.request("/api/clientInformation", { token: admin.token })).body;
    const { id: _id, ...infoUpdate } = info;
    await s.request("/api/clientInformation", { method: "PUT", token: admin.token, body: { ...infoUpdate, hosts: [...info.hosts, "demo.example"] } });
    const policy = (await s.request("/api/password-policy-settings", { token: admin.token })).body;
    await s.request("/api/password-policy-settings", { method: "PUT", token: admin.token, body: { ...policy, history_size: 5 } });
    await s.request("/api/notifications/notificationSettings", { method: "PUT", token: admin.token, body: { settings: { 29: { send_notification: false } } } });
    const emp2 = await s.login("employee@demo.local", "Rebuilt-2026");
    const list = (await s.request("/api/notifications/notifications/getNotificationsByUser", { token: emp2.token })).body.items;
    await s.request("/api/notifications/notifications", { method: "PUT", token: emp2.token, body: { id: list[0].id, is_read: true } });
    await s.request("/api/notifications/notifications/readAllNotifications", { method: "PUT", token: admin.token });
    const log = await s.request("/api/logError", { token: emp2.token, body: { message: "oops" } });
    await s.request("/api/manageErrorLogs", { token: emp2.token, body: { message: "oops", level: "warning", is_web: true, log_id: log.body.id } });
    await s.request("/api/logout", { token: emp2.token });

    const tables = [...new Set(projections().flatMap((p) => p.tables))].sort();
    expect(tables).toEqual(expect.arrayContaining(["users", "sessions", "clients", "notifications", "error_logs", "custom_roles"]));
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await snapshot(s.db, t)] as const)));
    for (const t of ["sessions", "refresh_tokens", "password_links", "login_throttle", "error_logs"]) expect(before[t].length).toBeGreaterThan(0);
    const result = await rebuild(s.db);
    expect(result.events).toBeGreaterThan(50);
    const after = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await snapshot(s.db, t)] as const)));
    for (const t of tables) expect({ table: t, rows: after[t] }).toEqual({ table: t, rows: before[t] });
    // The server still works on the rebuilt tables.
    await expect(s.login("employee@demo.local", "Rebuilt-2026")).resolves.toBeTruthy();
  });
});

describe("rebuild refuses what it cannot read", () => {
  const everyTable = async () => {
    const tables = [...new Set(projections().flatMap((p) => p.tables))].sort();
    return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await snapshot(s.db, t)] as const)));
  };
  const insertRaw = async (type: string, schemaVersion: number) =>
    (await s.db.query<{ position: number }>(
      `insert into events (client_id, stream_type, stream_id, version, type, schema_version, data, meta)
       values (1, 'mystery', 'm-1', 1, $1, $2, '{}', '{"actor":"system"}') returning position`, [type, schemaVersion]))[0].position;

  it("stops on an unknown event type, names its stream and event, and leaves every read table as it was", async () => {
    const before = await everyTable();
    const position = await insertRaw("mystery.happened", 1);
    try {
      await expect(rebuild(s.db)).rejects.toThrow(new RegExp(`event #${position} of stream mystery/m-1 .*type 'mystery.happened'.*unknown`));
      expect(await everyTable()).toEqual(before);
    } finally {
      await s.db.query("delete from events where position = $1", [position]);
    }
  });

  it("stops on a known type at a schema version no upcaster reads, with nothing half-rebuilt", async () => {
    const before = await everyTable();
    const position = await insertRaw("test.seeded", 7);
    try {
      await expect(rebuild(s.db)).rejects.toThrow(/stream mystery\/m-1 .*type 'test.seeded' at schema 7 has no upcaster to schema 1/);
      expect(await everyTable()).toEqual(before);
      // Once an upcaster knows that version, the same log rebuilds.
      registerUpcaster("test.seeded", 7, (e) => ({ ...e, schemaVersion: 1 }));
      await expect(rebuild(s.db)).resolves.toMatchObject({ events: expect.any(Number) });
      expect(await everyTable()).toEqual(before);
    } finally {
      await s.db.query("delete from events where position = $1", [position]);
    }
  });
});
