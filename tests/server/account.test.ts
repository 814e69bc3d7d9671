import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AllPermissions, SystemRolePermissions } from "../../services/contract/permissions.js";
import { type TestServer, eventCount, startServer } from "./harness.js";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const userId = async (email: string) => (await s.db.query("select id from users where email = $1", [email]))[0].id as number;

describe("getSessionData", () => {
  it("gives an employee the system role's permissions, without the manager section", async () => {
    const { token } = await s.login("employee@demo.local");
    const { status, body } = await s.request("/api/getSessionData", { token });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: "employee@demo.local", role_id: 9, custom_role_id: null, is_manager: false });
    expect(body.role).toMatchObject({ id: 9, name: "Сотрудник" });
    expect(body.custom_role).toBeNull();
    expect(body.permissions).toEqual(SystemRolePermissions[9]);
    expect(body.client).toMatchObject({ name: "Demo", language: "ru" });
    expect(body.features).toMatchObject({ assessment: true, integration: false });
    expect(body.password_expired).toBe(false);
  });

  it("gives the manager (whom the employee reports to) the manager section", async () => {
    const { token } = await s.login("manager@demo.local");
    const { body } = await s.request("/api/getSessionData", { token });
    expect(body.user.is_manager).toBe(true);
    expect(body.permissions.manager?.use_route).toBe(true);
  });

  it("drops the manager section of a role for a user who manages nobody", async () => {
    const { token } = await s.login("buddy@demo.local");
    const { body } = await s.request("/api/getSessionData", { token });
    expect(SystemRolePermissions[4].manager).toBeTruthy();
    expect(body.permissions.manager).toBeUndefined();
  });

  it("gives the admin the custom role's routes, named in the content-language", async () => {
    const { token } = await s.login("admin@demo.local");
    const ru = await s.request("/api/getSessionData", { token });
    expect(ru.body.custom_role).toMatchObject({ name: "Администратор", is_manager_available: true });
    expect(Object.keys(ru.body.permissions).sort()).toEqual(Object.keys(AllPermissions).filter((k) => k !== "manager").sort());
    const en = await s.request("/api/getSessionData", { token, headers: { "content-language": "en" } });
    expect(en.body.custom_role.name).toBe("Administrator");
    expect(en.body.role.name).toBe("IT manager");
    const fr = await s.request("/api/getSessionData", { token, headers: { "content-language": "fr-FR" } });
    expect(fr.body.role.name).toBe("Responsable informatique");
  });
});

describe("changePassword", () => {
  const change = async (token: string, oldPw: string, newPw: string) =>
    s.request("/api/changePassword", { token, body: { old_password: await s.encrypt(oldPw), new_password: await s.encrypt(newPw) } });

  it("checks the old password, the policy (field messages) and the history, then changes it", async () => {
    const { token } = await s.login("mentor@demo.local");
    const before = await eventCount(s.db);
    const wrongOld = await change(token, "Nope-1234", "Better-2027!");
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.fields).toEqual([{ path: "payload.old_password", message: "auth.password.oldIncorrect" }]);
    const weak = await change(token, "Demo-2026!", "short");
    expect(weak.status).toBe(400);
    expect(weak.body.fields.map((f: any) => f.message)).toEqual(
      expect.arrayContaining(["auth.password.policy.minLength", "auth.password.policy.digits", "auth.password.policy.mixedCase"]),
    );
    expect(weak.body.fields[0].path).toBe("payload.new_password");
    const same = await change(token, "Demo-2026!", "Demo-2026!");
    expect(same.body.fields).toEqual([{ path: "payload.new_password", message: "auth.password.usedRecently" }]);
    expect(await eventCount(s.db)).toBe(before);

    expect((await change(token, "Demo-2026!", "Second-2027")).status).toBe(204);
    expect((await change(token, "Second-2027", "Third-2028x")).status).toBe(204);
    // History 3: the current and the two before it are refused.
    expect((await change(token, "Third-2028x", "Demo-2026!")).body.fields[0].message).toBe("auth.password.usedRecently");
    expect((await change(token, "Third-2028x", "Fourth-2029")).status).toBe(204);
    // Demo-2026! has now dropped out of the last three.
    expect((await change(token, "Fourth-2029", "Demo-2026!")).status).toBe(204);
    await expect(s.login("mentor@demo.local", "Demo-2026!")).resolves.toBeTruthy();
  });

  it("never stores a plaintext password, in events or tables", async () => {
    const rows = await s.db.query("select count(*)::int as n from events where data::text like '%Second-2027%' or data::text like '%Demo-2026!%'");
    expect(rows[0].n).toBe(0);
    const [cred] = await s.db.query("select hash from credentials limit 1");
    expect(cred.hash).toMatch(/^\$argon2id\$/);
    expect((await s.db.query("select count(*)::int as n from events where data::text like '%argon2%'"))[0].n).toBe(0);
  });

  it("reports password_expired once the policy's expiry has passed (0 disables it)", async () => {
    const { token: admin } = await s.login("admin@demo.local");
    const policy = (await s.request("/api/password-policy-settings", { token: admin })).body;
    expect((await s.request("/api/password-policy-settings", { method: "PUT", token: admin, body: { ...policy, expiry_days: 30 } })).status).toBe(200);
    const { token } = await s.login("hr@demo.local");
    expect((await s.request("/api/getSessionData", { token })).body.password_expired).toBe(false);
    s.clock.advance(31 * 86_400_000);
    const { token: later } = await s.login("hr@demo.local");
    expect((await s.request("/api/getSessionData", { token: later })).body.password_expired).toBe(true);
    const { token: adminLater } = await s.login("admin@demo.local");
    await s.request("/api/password-policy-settings", { method: "PUT", token: adminLater, body: { ...policy, expiry_days: 0 } });
    expect((await s.request("/api/getSessionData", { token: later })).body.password_expired).toBe(false);
  });
});

describe("password links", () => {
  it("needs users edit: an employee gets 403, nothing written", async () => {
    const { token } = await s.login("employee@demo.local");
    const before = await eventCount(s.db);
    const r = await s.request("/api/resetUserPasswordBatch", { token, body: { user_ids: [await userId("hr@demo.local")] } });
    expect(r.status).toBe(403);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("refuses users of another client with 404 and creates nothing", async () => {
    const { token } = await s.login("admin@northwind.local");
    const before = await eventCount(s.db);
    const r = await s.request("/api/resetUserPasswordBatch", { token, body: { user_ids: [await userId("hr@demo.local")] } });
    expect(r.status).toBe(404);
    expect(await eventCount(s.db)).toBe(before);
  });

  it("ends the user's other sessions when the password changes, and every session on a reset through a link", async () => {
    const here = await s.login("hr@demo.local");
    const elsewhere = await s.login("hr@demo.local");
    const changed = await s.request("/api/changePassword", {
      token: here.token, body: { old_password: await s.encrypt("Demo-2026!"), new_password: await s.encrypt("Changed-2027") },
    });
    expect(changed.status).toBe(204);
    expect((await s.request("/api/getSessionData", { token: here.token })).status).toBe(200);
    expect((await s.request("/api/getSessionData", { token: elsewhere.token })).status).toBe(401);
    const refreshElsewhere = await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${elsewhere.refresh}` });
    expect(refreshElsewhere.status).toBe(401);
    const { token: admin } = await s.login("admin@demo.local");
    const [link] = (await s.request("/api/resetUserPasswordBatch", { token: admin, body: { user_ids: [await userId("hr@demo.local")] } })).body.links;
    const reset = await s.request("/api/confirmPassword", { body: { uid: link.uid, password: await s.encrypt("Reset-2028x") } });
    expect(reset.status).toBe(200);
    expect((await s.request("/api/getSessionData", { token: here.token })).status).toBe(401);
    // Every earlier session ended; the one the link started is the only one left.
    const live = await s.db.query<{ id: number }>("select id from sessions where user_id = $1 and ended_at is null and expires_at > $2",
      [await userId("hr@demo.local"), s.clock.now().toISOString()]);
    expect(live).toHaveLength(1);
    expect((await s.request("/api/getSessionData", { token: reset.body.session.token })).status).toBe(200);
  });

  it("creates 24-hour links; the link sets the password once; then it is used; an old one is expired", async () => {
    const { token } = await s.login("admin@demo.local");
    const target = await userId("recruiter@demo.local");
    const r = await s.request("/api/resetUserPasswordBatch", { token, body: { user_ids: [target, target] } });
    expect(r.status).toBe(200);
    expect(r.body.links).toHaveLength(1);
    const [link] = r.body.links;
    expect(new Date(link.expires_at).getTime() - s.clock.now().getTime()).toBeGreaterThan(23.9 * 3600_000);
    const [{ n }] = await s.db.query("select count(*)::int as n from password_links where uid = $1", [link.uid]);
    expect(n).toBe(0); // only the hash is stored

    const state = await s.request(`/api/confirmPassword?uid=${link.uid}`);
    expect(state.body).toMatchObject({ link_state: "active", login: "recruiter@demo.local" });
    expect(state.body.branding_data.title).toBe("Stride Demo");

    const weak = await s.request("/api/confirmPassword", { body: { uid: link.uid, password: await s.encrypt("weak") } });
    expect(weak.status).toBe(400);
    expect(weak.body.fields[0].path).toBe("payload.password");
    const ok = await s.request("/api/confirmPassword", { body: { uid: link.uid, password: await s.encrypt("Linked-2030") } });
    expect(ok.status).toBe(200);
    await expect(s.login("recruiter@demo.local", "Linked-2030")).resolves.toBeTruthy();
    expect((await s.request(`/api/confirmPassword?uid=${link.uid}`)).body).toMatchObject({ link_state: "used", login: null });
    const again = await s.request("/api/confirmPassword", { body: { uid: link.uid, password: await s.encrypt("Another-2031") } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("auth.password.linkInactive");

    const second = (await s.request("/api/resetUserPasswordBatch", { token, body: { user_ids: [target] } })).body.links[0];
    s.clock.advance(25 * 3600_000);
    expect((await s.request(`/api/confirmPassword?uid=${second.uid}`)).body.link_state).toBe("expired");
    const late = await s.request("/api/confirmPassword", { body: { uid: second.uid, password: await s.encrypt("Another-2031") } });
    expect(late.status).toBe(400);
  });

  it("answers an unknown link as invalid, with the default branding", async () => {
    const r = await s.request("/api/confirmPassword?uid=does-not-exist");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ link_state: "invalid", login: null });
    const post = await s.request("/api/confirmPassword", { body: { uid: "does-not-exist", password: await s.encrypt("Another-2031") } });
    expect(post.status).toBe(404);
  });
});
