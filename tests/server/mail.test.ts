import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKeys } from "../../src/server/auth/keys.js";
import { MAX_ATTEMPTS, runMailOutbox, type SenderContext } from "../../src/server/mail/send.js";
import type { Transport } from "../../src/server/mail/transport.js";
import { rebuild } from "../../src/server/events/rebuild.js";
import { decodeMime, type SmtpSink, startSmtpSink } from "../smtpSink.js";
import { eventCount, snapshot, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let admin: string;
let nwAdmin: string;
let employee: string;
let smtp: SmtpSink;

/** The messages the sink accepted, their text decoded. */
const inbox = () => smtp.messages.map((m) => ({ from: m.from, to: m.to, body: decodeMime(m.raw) }));

beforeAll(async () => {
  s = await startServer();
  [admin, nwAdmin, employee] = await Promise.all(
    ["admin@demo.local", "admin@northwind.local", "employee@demo.local"].map(async (e) => (await s.login(e)).token));
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await s?.close();
});

const sender = async (transport?: SenderContext["transport"]): Promise<SenderContext> =>
  ({ db: s.db, keys: await loadKeys(s.db, s.config), config: s.config, transport });
const history = (token: string, body: Record<string, unknown> = {}) => s.request("/api/emailHistory", { token, body });
const settings = (token: string, method: string, body?: Record<string, unknown>, query = "") =>
  s.request(`/api/emailServerSettings${query}`, { token, method, body });
const newUser = async (email: string, extra: Record<string, unknown> = {}) =>
  (await s.request("/api/users", { token: admin, body: { email, first_name: "Ann", last_name: "Lee", language: "en", ...extra } })).body.id as number;
const invite = (id: number) => s.request("/api/sendUserInvitations", { token: admin, body: { user_ids: [id] } });
const SMTP = () => ({ host: "127.0.0.1", port: smtp.port, secure: false, username: "mailer", password: "s3cret", from_address: "learning@demo.local" });

describe("mail without a transport", () => {
  it("returns the link to the admin and records the mail as not delivered, with the reason", async () => {
    const id = await newUser("nomail@demo.local");
    const r = await invite(id);
    expect(r.status).toBe(200);
    expect(r.body.invited[0]).toMatchObject({ user_id: id, mailed: false });
    expect(r.body.invited[0].uid).toMatch(/^[\w-]{20,}$/);
    const h = await history(admin, { selected_emails: ["NoMail@demo.local"] });
    expect(h.status).toBe(200);
    expect(h.body.items).toHaveLength(1);
    expect(h.body.items[0]).toMatchObject({ type: "invitation", user_id: id, delivered: false, state: "failed", reason: "mail.reason.noTransport" });
    expect(h.body.items[0].subject).toContain("Demo");
    // Nothing is left for the sender to retry.
    expect(await runMailOutbox(await sender(), new Date(Date.now() + 3600_000))).toEqual({ sent: 0, failed: 0 });
  });
});

describe("e-mail server settings", () => {
  it("refuses an employee, another client without platform administration, and bad payloads; never a 500", async () => {
    expect((await settings(employee, "GET")).status).toBe(403);
    expect((await settings(employee, "POST", SMTP())).status).toBe(403);
    expect((await settings(nwAdmin, "GET", undefined, "?client_id=1")).status).toBe(403);
    expect((await settings(nwAdmin, "POST", { ...SMTP(), client_id: 1 })).status).toBe(403);
    const before = await eventCount(s.db);
    for (const [bad, path] of [[{ port: 70000 }, "payload.port"], [{ port: 0 }, "payload.port"], [{ host: "bad host!" }, "payload.host"],
      [{ from_address: "nope" }, "payload.from_address"], [{ secure: "yes" }, "payload.secure"]] as const) {
      const r = await settings(admin, "POST", { ...SMTP(), ...bad });
      expect(r.status).toBe(400);
      expect(r.body.fields.map((f: any) => f.path)).toContain(path);
    }
    expect((await settings(admin, "GET", undefined, "?client_id=abc")).status).toBe(400);
    expect((await settings(admin, "PUT", SMTP())).status).toBe(404);
    expect((await settings(admin, "DELETE")).status).toBe(404);
    expect((await settings(admin, "GET", undefined, "?client_id=999999")).status).toBe(404);
    expect(await eventCount(s.db)).toBe(before);
    expect((await settings(admin, "GET")).body).toBeNull();
  });

  it("stores the settings without ever returning the password; the event holds it only encrypted", async () => {
    const created = await settings(admin, "POST", SMTP());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ host: "127.0.0.1", port: smtp.port, username: "mailer", has_password: true, from_address: "learning@demo.local" });
    expect(JSON.stringify(created.body)).not.toContain("s3cret");
    expect((await settings(admin, "POST", SMTP())).status).toBe(409);
    // Omitted on update: kept.
    const updated = await settings(admin, "PUT", { ...SMTP(), password: undefined, username: "mailer2" });
    expect(updated.body).toMatchObject({ username: "mailer2", has_password: true });
    const events = await s.db.query("select data::text as d from events where stream_type = 'mailServer'");
    expect(events.map((e) => e.d).join()).not.toContain("s3cret");
    // Northwind sees none of it; the platform administrator reads Northwind's (none).
    expect((await settings(nwAdmin, "GET")).body).toBeNull();
    expect((await settings(admin, "GET", undefined, "?client_id=2")).status).toBe(200);
  });

  it("sends a test message to the caller and says how it went", async () => {
    const { id } = (await settings(admin, "GET")).body;
    const before = inbox().length;
    const r = await s.request(`/api/testEmailSending?id=${id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ sent: true, address: "admin@demo.local", reason: null });
    expect(inbox().slice(before).map((m) => m.to)).toEqual([["admin@demo.local"]]);
    expect((await s.request(`/api/testEmailSending?id=${id}`, { token: employee })).status).toBe(403);
    expect((await s.request(`/api/testEmailSending?id=${id}`, { token: nwAdmin })).status).toBe(404);
    expect((await s.request("/api/testEmailSending?id=0", { token: admin })).status).toBe(400);
  });
});

describe("mail through the client's SMTP server", () => {
  it("mails an invitation with the link through the client's default template, sanitised, once", async () => {
    const template = await s.request("/api/emailTemplates", {
      token: admin,
      body: { name: "Invite EN", subject: "Join {{client}}, {{name}}", type: "invitation", language: "en", is_default: true, html: true,
        content: '<p onclick="x()">Hi {{name}}<script>alert(1)</script></p><p><a href="{{link}}">Start</a></p>' },
    });
    expect(template.status).toBe(200);
    // A row stored before sanitising existed (or written around the API): the mail is sanitised on its own.
    await s.db.query("update catalogue_items set data = jsonb_set(data, '{content}', to_jsonb($1::text)) where id = $2", [
      '<p onclick="x()">Hi {{name}}<script>alert(1)</script></p><img src="javascript:alert(2)"><p><a href="{{link}}">Start</a></p>', template.body.id]);
    const id = await newUser("invitee@demo.local", { first_name: "<b>Bo</b>" });
    const r = await invite(id);
    expect(r.body.invited[0]).toEqual({ user_id: id, expires_at: expect.any(String), mailed: true });
    const before = inbox().length;
    // Two senders at once (two processes): the mail goes out once.
    const ctx = await sender();
    await Promise.all([runMailOutbox(ctx, new Date()), runMailOutbox(ctx, new Date())]);
    expect(await runMailOutbox(ctx, new Date(Date.now() + 3600_000))).toEqual({ sent: 0, failed: 0 });
    const mails = inbox().slice(before);
    expect(mails.map((m) => m.to)).toEqual([["invitee@demo.local"]]);
    const body = mails[0].body;
    expect(body).not.toMatch(/<script|onclick|alert\(1\)|javascript:/);
    expect(body).toContain("&lt;b&gt;Bo&lt;/b&gt;");
    const uid = body.match(/http:\/\/localhost:3000\/en\/confirmPassword\/([\w-]+)/)?.[1];
    expect(uid).toBeDefined();
    expect((await s.request(`/api/confirmPassword?uid=${uid}`)).body.link_state).toBe("active");
    // The database holds no usable link: only its encrypted uid.
    expect(JSON.stringify(await s.db.query("select * from mail_outbox where user_id = $1", [id]))).not.toContain(uid!);
    const h = await history(admin, { selected_users: [id] });
    expect(h.body.items).toEqual([expect.objectContaining({ subject: "Join Demo, <b>Bo</b> Lee", delivered: true, state: "sent", attempts: 1 })]);
  });

  it("retries a password reset after the server was down, with backoff, and gives up after the last attempt", async () => {
    const target = await newUser("reset@demo.local", { language: "fr" });
    await settings(admin, "PUT", { ...SMTP(), port: 1 });
    const reset = await s.request("/api/resetUserPasswordBatch", { token: admin, body: { user_ids: [target] } });
    expect(reset.body.links[0]).toEqual({ user_id: target, expires_at: expect.any(String), mailed: true });
    const ctx = await sender();
    const t0 = Date.now();
    expect(await runMailOutbox(ctx, new Date(t0))).toEqual({ sent: 0, failed: 1 });
    let [row] = (await history(admin, { selected_users: [target] })).body.items;
    expect(row).toMatchObject({ type: "passwordReset", state: "queued", delivered: false, attempts: 1 });
    expect(row.reason).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // Not before the backoff.
    expect(await runMailOutbox(ctx, new Date(t0 + 30_000))).toEqual({ sent: 0, failed: 0 });
    await settings(admin, "PUT", SMTP());
    const before = inbox().length;
    expect(await runMailOutbox(ctx, new Date(t0 + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(inbox().slice(before)[0].body).toMatch(/http:\/\/localhost:3000\/fr\/confirmPassword\/[\w-]+/);
    [row] = (await history(admin, { selected_users: [target] })).body.items;
    expect(row).toMatchObject({ state: "sent", delivered: true, attempts: 2, reason: null });

    // A server that keeps refusing: failed for good after MAX_ATTEMPTS.
    await s.request("/api/resetUserPasswordBatch", { token: admin, body: { user_ids: [target] } });
    const refusing: Transport = { send: async () => Promise.reject(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 })), close: () => {} };
    const broken = await sender(async () => refusing);
    for (let i = 0; i < MAX_ATTEMPTS; i++) await runMailOutbox(broken, new Date(t0 + 86_400_000 * (i + 1)));
    [row] = (await history(admin, { selected_users: [target] })).body.items;
    expect(row).toMatchObject({ state: "failed", delivered: false, attempts: MAX_ATTEMPTS });
    expect(row.reason).toContain("550");
    expect(await runMailOutbox(broken, new Date(t0 + 86_400_000 * 10))).toEqual({ sent: 0, failed: 0 });
  });
});

describe("e-mail history", () => {
  it("is the session's client's, keyset-paged; another client's needs platform administration", async () => {
    const all = (await history(admin, { limit: 200 })).body.items;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await history(admin, { limit: 2 });
    expect(first.body.items.map((i: any) => i.id)).toEqual(all.slice(0, 2).map((i: any) => i.id));
    const next = await history(admin, { limit: 2, last_id: first.body.last_id });
    expect(next.body.items.map((i: any) => i.id)).toEqual(all.slice(2, 4).map((i: any) => i.id));
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(admin, { selected_date: { from: today, to: today }, limit: 200 })).body.items).toHaveLength(all.length);
    expect((await history(admin, { selected_date: { to: "2000-01-01" } })).body.items).toEqual([]);
    // Northwind's administrator sees none of Demo's mail, and may not ask for it.
    expect((await history(nwAdmin)).body.items).toEqual([]);
    expect((await history(nwAdmin, { client_id: 1 })).status).toBe(403);
    expect((await history(admin, { client_id: 2 })).status).toBe(200);
    expect((await history(employee)).status).toBe(403);
  });

  it("refuses bad filters with 400, never a 500", async () => {
    for (const body of [{ limit: 0 }, { limit: 500 }, { last_id: "x" }, { selected_date: { from: "2025-02-30" } },
      { selected_date: { from: "yesterday" } }, { selected_users: ["a"] }, { client_id: 0 }]) {
      const r = await history(admin, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("is a projection: a rebuild from the log gives the same outbox and settings", async () => {
    const before = [await snapshot(s.db, "mail_outbox"), await snapshot(s.db, "mail_server_settings")];
    await rebuild(s.db);
    expect([await snapshot(s.db, "mail_outbox"), await snapshot(s.db, "mail_server_settings")]).toEqual(before);
  });
});

describe("SMTP_URL", () => {
  it("sends the mail of a client without its own settings through SMTP_URL, from the client's e-mail", async () => {
    const s2 = await startServer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const token = (await s2.login("admin@northwind.local")).token;
      const [target] = await s2.db.query("select id from users where email = 'employee@northwind.local'");
      const r = await s2.request("/api/resetUserPasswordBatch", { token, body: { user_ids: [target.id] } });
      expect(r.body.links[0]).toEqual({ user_id: target.id, expires_at: expect.any(String), mailed: true });
      const before = inbox().length;
      const ctx = { db: s2.db, keys: await loadKeys(s2.db, s2.config), config: s2.config };
      expect(await runMailOutbox(ctx, new Date())).toEqual({ sent: 1, failed: 0 });
      expect(inbox().slice(before).map((m) => [m.from, m.to])).toEqual([["it@northwind.local", ["employee@northwind.local"]]]);
      expect(inbox()[before].body).toMatch(/http:\/\/northwind\.localhost:3000\/(en\/)?confirmPassword\/[\w-]+/);
    } finally {
      await s2.close();
    }
  });
});
