// The test message's answer when the mail job, woken by the same queueing, claims the message first: the request
// waits for that sender's outcome instead of answering "not sent" with no reason (seen in a browser test under load).
// The race is made certain by mocking the handler's sender: before the request's own claim, "the job" starts a run
// of its own over all due mail, which reaches the database first. This file mocks a module: it runs isolated
// (vitest.config.ts).
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type SmtpSink, startSmtpSink } from "../smtpSink.js";
import { startServer, type TestServer } from "./harness.js";

const jobRuns: Promise<unknown>[] = [];
vi.mock("../../src/server/mail/send.js", async (original) => {
  const real = await original<typeof import("../../src/server/mail/send.js")>();
  return {
    ...real,
    runMailOutbox: (ctx: Parameters<typeof real.runMailOutbox>[0], now: Date, limit?: number, onlyId?: number) => {
      // Not awaited: the job's run is under way when the request's own claim comes.
      if (onlyId !== undefined) jobRuns.push(real.runMailOutbox(ctx, now));
      return real.runMailOutbox(ctx, now, limit, onlyId);
    },
  };
});

let s: TestServer;
let smtp: SmtpSink;

beforeAll(async () => {
  s = await startServer();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await s?.close();
});

it("answers sent when another sender delivered the test message, and the message went once", async () => {
  const admin = (await s.login("admin@demo.local")).token;
  const saved = await s.request("/api/emailServerSettings", {
    token: admin,
    body: { host: "127.0.0.1", port: smtp.port, secure: false, username: "mailer", password: "s3cret", from_address: "learning@demo.local" },
  });
  expect(saved.status).toBe(200);
  const r = await s.request(`/api/testEmailSending?id=${saved.body.id}`, { token: admin });
  await Promise.all(jobRuns);
  expect(jobRuns).toHaveLength(1);
  expect(r.body).toEqual({ sent: true, address: "admin@demo.local", reason: null });
  expect(smtp.delivered).toEqual(["admin@demo.local"]);
});
