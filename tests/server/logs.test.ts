import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, eventCount, startServer } from "./harness.js";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const lastLog = async () => (await s.db.query("select * from error_logs order by id desc limit 1"))[0];

describe("error logging", () => {
  it("records a browser error without a token with no client and no user, whatever the body claims", async () => {
    const r = await s.request("/api/logError", { body: { message: "boom", error: "TypeError", stackTrace: "at x", userId: 1, clientId: 1, route: "/learning", params: { a: 1 } } });
    expect(r.status).toBe(200);
    const row = await lastLog();
    expect(row).toMatchObject({ id: r.body.id, message: "boom", client_id: null, user_id: null, route: "/learning", is_web: true });
    const [{ n }] = await s.db.query("select count(*)::int as n from events where type = 'errorLog.recorded'");
    expect(n).toBeGreaterThan(0);
  });

  it("takes client and user from a valid bearer token", async () => {
    const { token } = await s.login("employee@demo.local");
    const [u] = await s.db.query("select id, client_id from users where email = 'employee@demo.local'");
    const r = await s.request("/api/logError", { token, body: { message: "with token", clientId: 999 } });
    expect(await lastLog()).toMatchObject({ id: r.body.id, client_id: u.client_id, user_id: u.id });
    const m = await s.request("/api/manageErrorLogs", { token, body: { message: "follow-up", level: "warning", is_web: false, log_id: r.body.id } });
    expect(m.status).toBe(204);
    expect(await lastLog()).toMatchObject({ id: r.body.id, level: "warning", is_web: false });
    // Another reporter cannot reclassify it: a new entry is recorded instead.
    await s.request("/api/manageErrorLogs", { body: { message: "anon", level: "info", is_web: true, log_id: r.body.id } });
    expect(await lastLog()).toMatchObject({ message: "anon", client_id: null, level: "info" });
  });

  it("refuses a message over the schema's limit with 400, and a body over 1 MB with 413; nothing written", async () => {
    const before = await eventCount(s.db);
    const long = await s.request("/api/logError", { body: { message: "x".repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.body.fields[0].path).toBe("payload.message");
    const huge = await s.request("/api/logError", { body: { message: "x", stackTrace: "y".repeat(1024 * 1024 + 10) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ _tag: "TooLarge", message: "errors.tooLarge" });
    const badLevel = await s.request("/api/manageErrorLogs", { body: { message: "x", level: "fatal", is_web: true } });
    expect(badLevel.body.fields[0].path).toBe("payload.level");
    expect(await eventCount(s.db)).toBe(before);
  });

  it("logs a handler that dies (an infrastructure failure) with the request id it answered", async () => {
    const { token } = await s.login("employee@demo.local");
    await s.db.query("alter table notifications rename to notifications_away");
    try {
      const r = await s.request("/api/notifications/notifications/getNotReadNotificationsCountByUser", { token, headers: { "x-request-id": "req-test-42" } });
      expect(r.status).toBe(500);
      expect(r.headers.get("x-request-id")).toBe("req-test-42");
      expect(r.body).toEqual({ _tag: "InternalError", message: "errors.internal", request_id: "req-test-42" });
    } finally {
      await s.db.query("alter table notifications_away rename to notifications");
    }
    let row: any;
    for (let i = 0; i < 50 && !row; i++) {
      row = (await s.db.query("select * from error_logs where request_id = 'req-test-42'"))[0];
      if (!row) await new Promise((r) => setTimeout(r, 20));
    }
    expect(row).toMatchObject({ level: "error", is_web: false, message: "errors.internal" });
    expect(row.route).toContain("getNotReadNotificationsCountByUser");
  });

  it("gives every answer a request id", async () => {
    const r = await s.request("/api/health");
    expect(r.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
