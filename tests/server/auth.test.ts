import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKeys } from "../../src/server/auth/keys.js";
import { appendNext } from "../../src/server/events/command.js";
import { type TestServer, eventCount, startServer } from "./harness.js";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const setStatus = async (email: string, status: number) => {
  const [u] = await s.db.query("select id, client_id from users where email = $1", [email]);
  await s.db.transaction((tx) =>
    appendNext(tx, u.client_id, { type: "user", id: u.id }, [{ type: "user.statusChanged", data: { status_id: status, at: s.clock.now().toISOString() } }], { actor: "system" }));
};

describe("public key and sign-in", () => {
  it("serves an RSA-2048 SPKI PEM key that survives a restart of the key loader", async () => {
    const { status, body } = await s.request("/api/authPublicKey");
    expect(status).toBe(200);
    expect(body.key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const { createPublicKey } = await import("node:crypto");
    expect(createPublicKey(body.key).asymmetricKeyDetails?.modulusLength).toBe(2048);
    const [row] = await s.db.query("select count(*)::int as n from server_keys");
    expect(row.n).toBe(2);
  });

  it("makes the RSA pair and the JWT secret on a first start, once, and loads them after", async () => {
    // The test databases are copies of a template that already holds keys (tests/db/template.ts): start from none,
    // and put the running server's keys back after (a later test signs a token with the stored secret).
    const kept = await s.db.query<{ name: string; value: string }>("select name, value from server_keys");
    await s.db.query("delete from server_keys");
    try {
      const first = await loadKeys(s.db, { jwtSecret: undefined });
      const rows = await s.db.query<{ name: string; value: string }>("select name, value from server_keys order by name");
      expect(rows.map((r) => r.name)).toEqual(["jwt", "rsa"]);
      expect(rows.map((r) => r.value)).not.toEqual(kept.sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.value));
      const again = await loadKeys(s.db, { jwtSecret: undefined });
      expect(again.publicKeyPem).toBe(first.publicKeyPem);
      expect(again.jwtSecret).toEqual(first.jwtSecret);
      const { createPublicKey } = await import("node:crypto");
      expect(createPublicKey(first.publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(2048);
    } finally {
      await s.db.query("delete from server_keys");
      for (const k of kept) await s.db.query("insert into server_keys (name, value) values ($1, $2)", [k.name, k.value]);
    }
  });

  it("signs in with an encrypted password: bearer token, httpOnly SameSite=Lax refresh cookie on /api", async () => {
    const { token, reply } = await s.login("employee@demo.local");
    expect(reply.body).toMatchObject({ token_type: "Bearer", expires_in: s.config.accessTokenTtlSeconds });
    expect(token.split(".")).toHaveLength(3);
    const cookie = reply.cookies.stride_refresh.raw;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).not.toMatch(/Secure/i);
    const session = await s.request("/api/getSessionData", { token });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe("employee@demo.local");
  });

  it("accepts the login case-insensitively", async () => {
    await expect(s.login("Employee@Demo.Local")).resolves.toBeTruthy();
  });

  it("answers a ciphertext that does not decrypt with 400 naming the field, never 500", async () => {
    for (const password of ["bm90IGVuY3J5cHRlZA==", "***", "A".repeat(2048)]) {
      const r = await s.request("/api/userAuthTokens", { body: { login: "employee@demo.local", password } });
      expect(r.status).toBe(400);
      expect(r.body.fields[0].path).toBe("payload.password");
    }
  });

  it("answers a wrong password and an unknown login alike: 401 with attempts_left", async () => {
    const wrong = await s.request("/api/userAuthTokens", { body: { login: "hr@demo.local", password: await s.encrypt("Wrong-pass1") } });
    const unknown = await s.request("/api/userAuthTokens", { body: { login: "nobody@demo.local", password: await s.encrypt("Wrong-pass1") } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ _tag: "Unauthorized", message: "auth.login.incorrectEmailPassword", attempts_left: 4 });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe("lockout", () => {
  it("locks after lockout_attempts failures with 429, retry time and attempts left; signs in after the freeze", async () => {
    const bad = await s.encrypt("Wrong-pass1");
    const lefts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await s.request("/api/userAuthTokens", { body: { login: "chief@demo.local", password: bad } });
      expect(r.status).toBe(401);
      lefts.push(r.body.attempts_left);
    }
    expect(lefts).toEqual([4, 3, 2, 1]);
    const fifth = await s.request("/api/userAuthTokens", { body: { login: "chief@demo.local", password: bad } });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ _tag: "LimitExceeded", message: "auth.login.attemptsExceeded", attempts_left: 0 });
    expect(fifth.body.retry_after_seconds).toBe(15 * 60);
    expect(new Date(fifth.body.retry_at).getTime()).toBeGreaterThan(s.clock.now().getTime());
    // Even the right password waits for the freeze.
    const good = await s.request("/api/userAuthTokens", { body: { login: "chief@demo.local", password: await s.encrypt("Demo-2026!") } });
    expect(good.status).toBe(429);
    // The same answer while the freeze runs (a reloaded sign-in page shows what it was told): the lock is not moved.
    expect(good.body).toMatchObject({ retry_at: fifth.body.retry_at, attempts_left: 0 });
    s.clock.advance(15 * 60_000 + 1000);
    await expect(s.login("chief@demo.local")).resolves.toBeTruthy();
    const [cred] = await s.db.query("select failed_attempts, locked_until from user_credentials c join users u on u.id = c.user_id where u.email = 'chief@demo.local'");
    expect(cred).toEqual({ failed_attempts: 0, locked_until: null });
  });

  it("locks an unknown login exactly like a known one", async () => {
    const bad = await s.encrypt("Wrong-pass1");
    let last = 0;
    for (let i = 0; i < 5; i++) last = (await s.request("/api/userAuthTokens", { body: { login: "ghost@demo.local", password: bad } })).status;
    expect(last).toBe(429);
  });

  it("records counted attempts as events", async () => {
    const [{ n }] = await s.db.query("select count(*)::int as n from events where type in ('user.loginAttempted', 'login.attempted')");
    expect(n).toBeGreaterThanOrEqual(10);
  });
});

describe("user status", () => {
  it("refuses a blocked user with 403 user_blocked, and ends their live token the same way", async () => {
    const { token } = await s.login("legal@demo.local");
    await setStatus("legal@demo.local", 2);
    const r = await s.request("/api/userAuthTokens", { body: { login: "legal@demo.local", password: await s.encrypt("Demo-2026!") } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ _tag: "UserBlocked", code: "user_blocked" });
    const live = await s.request("/api/getSessionData", { token });
    expect(live.status).toBe(403);
    expect(live.body.code).toBe("user_blocked");
    await setStatus("legal@demo.local", 1);
  });

  it("refuses archived and pending users with 403 and a catalogue id", async () => {
    await setStatus("accountant@demo.local", 3);
    const archived = await s.request("/api/userAuthTokens", { body: { login: "accountant@demo.local", password: await s.encrypt("Demo-2026!") } });
    expect(archived.status).toBe(403);
    expect(archived.body).toMatchObject({ _tag: "Forbidden", message: "auth.login.userArchived" });
    await setStatus("accountant@demo.local", 4);
    const pending = await s.request("/api/userAuthTokens", { body: { login: "accountant@demo.local", password: await s.encrypt("Demo-2026!") } });
    expect(pending.body).toMatchObject({ _tag: "Forbidden", message: "auth.login.userPending" });
    await setStatus("accountant@demo.local", 1);
  });
});

describe("tokens", () => {
  it("refuses a missing, forged or expired bearer token with 401", async () => {
    const { token } = await s.login("buddy@demo.local");
    expect((await s.request("/api/getSessionData")).status).toBe(401);
    const [h, p] = token.split(".");
    const forged = `${h}.${p}.${Buffer.from("forged-signature-forged-signature").toString("base64url")}`;
    expect((await s.request("/api/getSessionData", { token: forged })).status).toBe(401);
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: "1" })).toString("base64url")}.${token.split(".")[2]}`;
    expect((await s.request("/api/getSessionData", { token: tampered })).status).toBe(401);
    expect((await s.request("/api/getSessionData", { token: "garbage" })).status).toBe(401);
    s.clock.advance((s.config.accessTokenTtlSeconds + 5) * 1000);
    const expired = await s.request("/api/getSessionData", { token });
    expect(expired.status).toBe(401);
    expect(expired.body._tag).toBe("Unauthorized");
  });

  it("rotates the refresh token; the old one stops working, and reusing it ends the session", async () => {
    const { refresh } = await s.login("recruiter@demo.local");
    const first = await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${refresh}` });
    expect(first.status).toBe(200);
    const rotated = first.cookies.stride_refresh.value;
    expect(rotated).not.toBe(refresh);
    expect((await s.request("/api/getSessionData", { token: first.body.token })).status).toBe(200);
    // Reuse of the rotated token after the grace window: refused, and the whole session ends (the newer token
    // and access token too).
    s.clock.advance((s.config.refreshGraceSeconds + 1) * 1000);
    const reuse = await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${refresh}` });
    expect(reuse.status).toBe(401);
    const after = await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${rotated}` });
    expect(after.status).toBe(401);
    expect((await s.request("/api/getSessionData", { token: first.body.token })).status).toBe(401);
    const [{ n }] = await s.db.query("select count(*)::int as n from events where type = 'session.ended' and data->>'reason' = 'refresh_reuse'");
    expect(n).toBe(1);
  });

  it("refuses a correctly signed token that has no expiry", async () => {
    const { token } = await s.login("buddy@demo.local");
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    const [{ value }] = await s.db.query("select value from server_keys where name = 'jwt'");
    const key = new TextEncoder().encode(value);
    const sign = (withExp: boolean) => {
      const jwt = new SignJWT({ cid: claims.cid, sid: claims.sid }).setProtectedHeader({ alg: "HS256" }).setSubject(claims.sub).setIssuedAt(claims.iat);
      return (withExp ? jwt.setExpirationTime(claims.exp) : jwt).sign(key);
    };
    expect((await s.request("/api/getSessionData", { token: await sign(true) })).status).toBe(200);
    expect((await s.request("/api/getSessionData", { token: await sign(false) })).status).toBe(401);
  });

  it("refuses refresh without a cookie or with an unknown one", async () => {
    expect((await s.request("/api/userAuthTokens/refresh", { method: "POST" })).status).toBe(401);
    expect((await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: "stride_refresh=nope" })).status).toBe(401);
  });

  it("logs out: ends the session, clears the cookie, and works with an expired access token", async () => {
    const { token, refresh } = await s.login("functional@demo.local");
    s.clock.advance((s.config.accessTokenTtlSeconds + 5) * 1000);
    const out = await s.request("/api/logout", { token });
    expect(out.status).toBe(204);
    expect(out.cookies.stride_refresh.raw).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    const refreshAfter = await s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${refresh}` });
    expect(refreshAfter.status).toBe(401);
  });

  it("logs out by the refresh cookie alone, and is harmless without any session", async () => {
    const { token, refresh } = await s.login("itmanager@demo.local");
    expect((await s.request("/api/logout", { cookie: `stride_refresh=${refresh}` })).status).toBe(204);
    expect((await s.request("/api/getSessionData", { token })).status).toBe(401);
    const before = await eventCount(s.db);
    expect((await s.request("/api/logout")).status).toBe(204);
    expect(await eventCount(s.db)).toBe(before);
  });
});
