// "Forgot password?" (POST /api/forgotPassword) and the link it mails: the same answer for every e-mail, the limits
// per address and per e-mail counted in the database, a link through the SMTP sink that expires, works once, follows
// the client's policy, ends the other sessions and signs the person in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKeys } from "../../src/server/auth/keys.js";
import { runMailOutbox } from "../../src/server/mail/send.js";
import { decodeMime, type SmtpSink, startSmtpSink } from "../smtpSink.js";
import { eventCount, type TestServer, startServer } from "./harness.js";

let s: TestServer;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // Behind a trusted proxy, so that each test's requests come from addresses of their own.
  s = await startServer({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, trustedProxies: ["127.0.0.1/32"] });
  // Starting a server takes seconds alone; on the shared 2-core machine under load it took minutes.
}, 600_000);
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

const forgot = (login: string, address = "203.0.113.1") =>
  s.request("/api/forgotPassword", { body: { login }, headers: { "x-forwarded-for": address } });
/** Sends what the outbox holds and returns the set-password uids mailed to `email` since `from` messages. */
const mailedUids = async (email: string, from: number) => {
  await runMailOutbox({ db: s.db, keys: await loadKeys(s.db, s.config), config: s.config }, new Date(Date.now() + 60_000));
  return smtp.messages.slice(from).filter((m) => m.to.includes(email))
    .map((m) => decodeMime(m.raw).match(/confirmPassword\/([\w-]+)/)?.[1]).filter((x): x is string => !!x);
};
const mailCount = async () => (await s.db.query<{ n: number }>("select count(*)::int as n from events where type = 'mail.queued'"))[0].n;

describe("forgot password: the answer", () => {
  it("answers an unknown e-mail exactly like a known one, and mails only the known one", async () => {
    const queued = await mailCount();
    const unknown = await forgot("nobody-here@demo.local");
    const known = await forgot("Mentor@Demo.local");
    expect(unknown.status).toBe(204);
    expect(known.status).toBe(204);
    expect(unknown.body).toEqual(known.body);
    expect(await mailCount()).toBe(queued + 1);
    const [mail] = await s.db.query<any>("select data from events where type = 'mail.queued' order by position desc limit 1");
    expect(mail.data.type).toBe("passwordReset");
  });

  it("mails nobody for an account that may not sign in (blocked), with the same answer", async () => {
    const [{ id }] = await s.db.query<{ id: number }>("select id from users where email = 'accountant@demo.local'");
    await s.db.query("update users set status_id = 2 where id = $1", [id]);
    try {
      const queued = await mailCount();
      expect((await forgot("accountant@demo.local")).status).toBe(204);
      expect(await mailCount()).toBe(queued);
    } finally {
      await s.db.query("update users set status_id = 1 where id = $1", [id]);
    }
  });

  it("refuses a bad payload with 400 and writes nothing", async () => {
    const before = await eventCount(s.db);
    for (const body of [{}, { login: "" }, { login: 42 }, { login: "x".repeat(300) }]) {
      expect((await s.request("/api/forgotPassword", { body })).status).toBe(400);
    }
    expect(await eventCount(s.db)).toBe(before);
  });
});

describe("forgot password: the link", () => {
  it("mails a one-hour link that sets the password once, ends the other sessions, closes older links and signs in", async () => {
    const email = "hr@demo.local";
    const elsewhere = await s.login(email);
    const from = smtp.messages.length;
    expect((await forgot(email, "203.0.113.2")).status).toBe(204);
    expect((await forgot(email, "203.0.113.2")).status).toBe(204);
    const [older, uid] = await mailedUids(email, from);
    expect(uid).toBeDefined();
    const link = await s.request(`/api/confirmPassword?uid=${uid}`);
    expect(link.body).toMatchObject({ link_state: "active", login: email });
    const [row] = await s.db.query<any>("select expires_at, created_at from password_links order by created_at desc limit 1");
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(3600_000);

    // The client's policy holds, and a refused password leaves the link open.
    const before = await eventCount(s.db);
    const weak = await s.request("/api/confirmPassword", { body: { uid, password: await s.encrypt("weak") } });
    expect(weak.status).toBe(400);
    expect(weak.body.fields[0].path).toBe("payload.password");
    expect(await eventCount(s.db)).toBe(before);

    const set = await s.request("/api/confirmPassword", { body: { uid, password: await s.encrypt("Forgot-2031x") } });
    expect(set.status).toBe(200);
    expect(set.body.session).toMatchObject({ token_type: "Bearer", token: expect.any(String) });
    expect(set.cookies.stride_refresh?.value).toBeTruthy();
    expect((await s.request("/api/getSessionData", { token: set.body.session.token })).body.user.email).toBe(email);
    expect((await s.request("/api/getSessionData", { token: elsewhere.token })).status).toBe(401);
    await expect(s.login(email, "Forgot-2031x")).resolves.toBeTruthy();

    // Once: the link is used, and the older mail's link no longer sets a password either.
    const again = await s.request("/api/confirmPassword", { body: { uid, password: await s.encrypt("Again-2032x") } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("auth.password.linkInactive");
    expect((await s.request(`/api/confirmPassword?uid=${older}`)).body.link_state).toBe("used");
  });

  it("expires after an hour", async () => {
    const from = smtp.messages.length;
    await forgot("recruiter@demo.local", "203.0.113.3");
    const [uid] = await mailedUids("recruiter@demo.local", from);
    s.clock.advance(61 * 60_000);
    expect((await s.request(`/api/confirmPassword?uid=${uid}`)).body.link_state).toBe("expired");
    const late = await s.request("/api/confirmPassword", { body: { uid, password: await s.encrypt("Late-2031xx") } });
    expect(late.status).toBe(400);
  });
});

describe("forgot password: the limits", () => {
  it("answers the fourth request for one e-mail in an hour 429 with the retry time, known or not, and writes nothing", async () => {
    for (const email of ["employee@demo.local", "ghost@demo.local"]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email, `198.51.100.${i}`)).status).toBe(204);
      const before = await eventCount(s.db);
      const over = await forgot(email, "198.51.100.9");
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ message: "auth.reset.tooManyRequests", attempts_left: 0 });
      expect(over.body.retry_after_seconds).toBeGreaterThan(0);
      expect(over.body.retry_after_seconds).toBeLessThanOrEqual(3600);
      expect(Date.parse(over.body.retry_at)).toBeGreaterThan(s.clock.now().getTime());
      expect(await eventCount(s.db)).toBe(before);
    }
    s.clock.advance(3600_000);
    expect((await forgot("employee@demo.local", "198.51.100.10")).status).toBe(204);
  });

  it("limits one address over many e-mails, counted in the database the processes share", { timeout: 600_000 }, async () => {
    const limited = await startServer({ passwordResetPerAddress: 2 });
    try {
      const ask = (login: string) => limited.request("/api/forgotPassword", { body: { login } });
      expect((await ask("a1@demo.local")).status).toBe(204);
      expect((await ask("a2@demo.local")).status).toBe(204);
      expect((await ask("a3@demo.local")).status).toBe(429);
      const [{ hits }] = await limited.db.query<{ hits: number }>("select hits from rate_limits where bucket = 'passwordReset.address'");
      expect(hits).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
