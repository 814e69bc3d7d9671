// "Create and invite" (POST /api/users with `invite`): the person and their set-password link in one transaction,
// the invitation in the e-mail history, its uid answered once when mail is off, and nothing written on a refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKeys } from "../../src/server/auth/keys.js";
import { runMailOutbox } from "../../src/server/mail/send.js";
import { decodeMime, type SmtpSink, startSmtpSink } from "../smtpSink.js";
import { eventCount, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let employee: string;
let nwAdmin: string;

beforeAll(async () => {
  s = await startServer();
  [admin, employee, nwAdmin] = await Promise.all(
    ["admin@demo.local", "employee@demo.local", "admin@northwind.local"].map(async (e) => (await s.login(e)).token));
  // Starting a server takes seconds alone; on the shared 2-core machine under load it took minutes.
}, 600_000);
afterAll(async () => {
  await s?.close();
});

const idOf = async (email: string) => (await s.db.query<{ id: number }>("select id from users where email = $1", [email]))[0].id;
const person = (email: string, extra: Record<string, unknown> = {}) => ({ email, first_name: "Nina", last_name: "New", language: "en", ...extra });

describe("create and invite", () => {
  it("creates the person with manager, role and hire date, invites them, and the link signs them in", async () => {
    const manager = await idOf("mentor@demo.local");
    const r = await s.request("/api/users", {
      token: admin, body: person("nina.new@demo.local", { manager_id: manager, role_id: 9, hire_date: "2027-02-01", invite: true }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: "nina.new@demo.local", status_id: 1, hire_date: "2027-02-01", manager: { id: manager } });
    // Mail is off for the demo client: the link is answered, once, to pass on.
    expect(r.body.invitation).toMatchObject({ user_id: r.body.id, mailed: false, uid: expect.any(String) });
    expect((await s.request(`/api/users/${r.body.id}`, { token: admin })).body.invitation).toBeUndefined();
    expect((await s.request(`/api/users/${r.body.id}`, { token: admin })).body.invited_at).not.toBeNull();
    const history = await s.request("/api/emailHistory", { token: admin, body: { selected_users: [r.body.id] } });
    expect(history.body.items).toEqual([expect.objectContaining({ type: "invitation", delivered: false, reason: "mail.reason.noTransport" })]);

    const set = await s.request("/api/confirmPassword", { body: { uid: r.body.invitation.uid, password: await s.encrypt("Welcome-2031x") } });
    expect(set.status).toBe(200);
    const session = await s.request("/api/getSessionData", { token: set.body.session.token });
    expect(session.body.user.email).toBe("nina.new@demo.local");
    // Registered now: no second invitation.
    const again = await s.request("/api/sendUserInvitations", { token: admin, body: { user_ids: [r.body.id] } });
    expect(again.body.refused).toEqual([{ id: r.body.id, reason: "users.invite.notAllowed" }]);
  });

  it("creates without an invitation when none is asked, and invites again whoever never set a password", async () => {
    const r = await s.request("/api/users", { token: admin, body: person("later@demo.local") });
    expect(r.status).toBe(200);
    expect(r.body.invitation).toBeUndefined();
    expect(r.body.can.invite).toBe(true);
    const first = await s.request("/api/sendUserInvitations", { token: admin, body: { user_ids: [r.body.id] } });
    const second = await s.request("/api/sendUserInvitations", { token: admin, body: { user_ids: [r.body.id] } });
    expect(second.body.invited).toHaveLength(1);
    expect(second.body.invited[0].uid).not.toBe(first.body.invited[0].uid);
  });

  it("refuses, writing nothing: an employee, a pending person to invite, a manager of another client, a bad flag, a taken e-mail", async () => {
    const nwUser = (await s.db.query<{ id: number }>("select id from users where client_id <> 1 limit 1"))[0].id;
    const cases: [string, unknown, number][] = [
      [employee, person("x1@demo.local", { invite: true }), 403],
      [admin, person("x2@demo.local", { status: "pending", invite: true }), 409],
      [admin, person("x3@demo.local", { manager_id: nwUser, invite: true }), 400],
      [admin, person("x4@demo.local", { invite: "yes" }), 400],
      [admin, person("admin@demo.local", { invite: true }), 409],
    ];
    for (const [token, body, status] of cases) {
      const before = await eventCount(s.db);
      const r = await s.request("/api/users", { token, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(await eventCount(s.db)).toBe(before);
    }
    expect(await s.db.query("select 1 from users where email like 'x_@demo.local'")).toHaveLength(0);
    // Another client's administrator makes their own client's people, never this one's.
    const theirs = await s.request("/api/users", { token: nwAdmin, body: person("theirs@demo.local", { invite: true }) });
    expect(theirs.body.client_id).not.toBe(1);
  });
});

describe("create and invite with mail on", () => {
  let smtp: SmtpSink;
  let mailing: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    mailing = await startServer({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}` });
  }, 600_000);
  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  it("mails the invitation and answers no uid", async () => {
    const token = (await mailing.login("admin@demo.local")).token;
    const r = await mailing.request("/api/users", { token, body: person("mailed.new@demo.local", { invite: true }) });
    expect(r.status).toBe(200);
    expect(r.body.invitation).toEqual({ user_id: r.body.id, expires_at: expect.any(String), mailed: true });
    await runMailOutbox({ db: mailing.db, keys: await loadKeys(mailing.db, mailing.config), config: mailing.config }, new Date(Date.now() + 60_000));
    const mail = smtp.messages.find((m) => m.to.includes("mailed.new@demo.local"));
    const uid = decodeMime(mail!.raw).match(/confirmPassword\/([\w-]+)/)?.[1];
    expect((await mailing.request(`/api/confirmPassword?uid=${uid}`)).body).toMatchObject({ link_state: "active", login: "mailed.new@demo.local" });
  });
});
