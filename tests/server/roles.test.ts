import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SystemRoleIds } from "../../services/contract/permissions.js";
import { type TestServer, eventCount, startServer } from "./harness.js";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

/** The demo user holding each system role. */
const byRole: Record<number, string> = {
  1: "manager", 2: "hr", 3: "recruiter", 4: "buddy", 5: "itmanager", 6: "chief", 7: "legal", 8: "accountant", 9: "employee",
  10: "functional", 11: "mentor",
};

describe("system roles on the server", () => {
  it("has a demo user for each of the 11 roles", () => {
    expect(Object.keys(byRole).map(Number).sort((a, b) => a - b)).toEqual(Object.values(SystemRoleIds).sort((a, b) => a - b));
  });

  it("refuses client settings to every system role, and password resets to all but users-edit roles", async () => {
    const [hr] = await s.db.query("select id from users where email = 'hr@demo.local'");
    for (const [role, prefix] of Object.entries(byRole)) {
      const { token } = await s.login(`${prefix}@demo.local`);
      const session = (await s.request("/api/getSessionData", { token })).body;
      expect(session.user.role_id).toBe(Number(role));
      expect((await s.request("/api/clientInformation", { token })).status).toBe(403);
      const before = await eventCount(s.db);
      const reset = await s.request("/api/resetUserPasswordBatch", { token, body: { user_ids: [hr.id] } });
      const canEditUsers = session.permissions.users?.edit === true;
      expect(reset.status, `${prefix} reset`).toBe(canEditUsers ? 200 : 403);
      if (!canEditUsers) expect(await eventCount(s.db)).toBe(before);
    }
  });

  it("never shows one client's data to another client's users", async () => {
    const { token } = await s.login("admin@northwind.local");
    const session = (await s.request("/api/getSessionData", { token })).body;
    expect(session.client.name).toBe("Northwind");
    const notes = (await s.request("/api/notifications/notifications/getNotificationsByUser", { token })).body.items;
    expect(notes).toEqual([]);
    const [demoUser] = await s.db.query("select id from users where email = 'employee@demo.local'");
    expect((await s.request("/api/resetUserPasswordBatch", { token, body: { user_ids: [demoUser.id] } })).status).toBe(404);
    const [demoClient] = await s.db.query("select id from clients where name = 'Demo'");
    const other = await s.request(`/api/password-policy-settings?client_id=${demoClient.id}`, { token });
    expect(other.status).toBe(403);
  });
});
