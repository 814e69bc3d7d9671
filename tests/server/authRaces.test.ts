import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestServer, startServer } from "./harness.js";

// Counts every argon2 comparison the server runs (known logins and the burnt verify of unknown ones).
const compared = vi.hoisted(() => ({ passwords: [] as string[] }));
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (hashed: string, plain: string, ...rest: any[]) => {
      compared.passwords.push(plain);
      return (real.verify as any)(hashed, plain, ...rest);
    },
  };
});

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await s.login("admin@demo.local")).token;
  const policy = (await s.request("/api/password-policy-settings", { token: admin })).body;
  const put = await s.request("/api/password-policy-settings", { method: "PUT", token: admin, body: { ...policy, lockout_attempts: 3 } });
  expect(put.status).toBe(200);
});
afterAll(() => s?.close());

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const c of statuses) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
};
const attempt = (login: string, cipher: string) => s.request("/api/userAuthTokens", { body: { login, password: cipher } });

describe("lockout under concurrent guesses (lockout_attempts 3)", () => {
  it("compares at most 3 passwords of 30 concurrent wrong guesses, and answers the rest 429", async () => {
    const wrong = await s.encrypt("Wrong-pass1");
    compared.passwords.length = 0;
    const replies = await Promise.all(Array.from({ length: 30 }, () => attempt("buddy@demo.local", wrong)));
    expect(compared.passwords).toHaveLength(3);
    expect(tally(replies.map((r) => r.status))).toEqual({ 401: 2, 429: 28 });
  });

  it("after 2 failures, 30 concurrent attempts with the right one among them compare one password only", async () => {
    const wrong = await s.encrypt("Wrong-pass1");
    const right = await s.encrypt("Demo-2026!");
    for (let i = 0; i < 2; i++) expect((await attempt("mentor@demo.local", wrong)).status).toBe(401);
    compared.passwords.length = 0;
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt("mentor@demo.local", i === 17 ? right : wrong)));
    const statuses = tally(replies.map((r) => r.status));
    // The third attempt is the last one compared: it signs in only when it is the right password itself (a
    // success then clears the counter, and attempts queued behind it start a new count).
    if (compared.passwords[0] === "Demo-2026!") expect(statuses[200]).toBe(1);
    else {
      expect(compared.passwords).toHaveLength(1);
      expect(statuses).toEqual({ 429: 30 });
    }
  });

  it("counts unknown logins the same way: at most 3 burnt comparisons", async () => {
    const wrong = await s.encrypt("Wrong-pass1");
    compared.passwords.length = 0;
    const replies = await Promise.all(Array.from({ length: 30 }, () => attempt("nobody-at-all@demo.local", wrong)));
    expect(compared.passwords).toHaveLength(3);
    expect(tally(replies.map((r) => r.status))).toEqual({ 401: 2, 429: 28 });
  });
});

describe("refresh with one cookie from several tabs", () => {
  const refreshWith = (cookie: string) => s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${cookie}` });

  it("answers ten parallel refreshes with the same new pair, and the session stays alive", async () => {
    const { refresh } = await s.login("recruiter@demo.local");
    const replies = await Promise.all(Array.from({ length: 10 }, () => refreshWith(refresh)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const cookies = new Set(replies.map((r) => r.cookies.stride_refresh.value));
    expect(cookies.size).toBe(1);
    const [next] = cookies;
    expect(next).not.toBe(refresh);
    for (const r of replies) expect((await s.request("/api/getSessionData", { token: r.body.token })).status).toBe(200);
    const again = await refreshWith(next);
    expect(again.status).toBe(200);
    const [{ n }] = await s.db.query("select count(*)::int as n from events where type = 'session.ended'");
    expect(n).toBe(0);
  });

  it("still ends the session when a rotated token comes back after the grace window", async () => {
    const { refresh } = await s.login("itmanager@demo.local");
    const first = await refreshWith(refresh);
    expect(first.status).toBe(200);
    expect((await refreshWith(refresh)).cookies.stride_refresh.value).toBe(first.cookies.stride_refresh.value);
    s.clock.advance((s.config.refreshGraceSeconds + 1) * 1000);
    const reuse = await refreshWith(refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body.detail).toBe("refresh token reused: session ended");
    expect((await refreshWith(first.cookies.stride_refresh.value)).status).toBe(401);
    expect((await s.request("/api/getSessionData", { token: first.body.token })).status).toBe(401);
  });
});
