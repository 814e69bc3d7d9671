import { expect } from "vitest";
import { loginMachine } from "../../machines/login";
import { actorSut, describeModel } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof loginMachine>>;
const lastError = (sent: { type: string }[]) =>
  (sent.findLast((e) => e.type.startsWith("xstate.error.actor")) as { error: Record<string, unknown> } | undefined)?.error;

describeModel("login", loginMachine, {
  sut: () => actorSut(loginMachine, { actors: ["authenticate", "verifyCode"] }),
  states: {
    credentials: (s) => {
      expect(s.context.problem).toBeNull();
      expect(s.can({ type: "login.submit", login: "", password: "x" })).toBe(false);
      expect(s.can({ type: "login.submit", login: "a@b.c", password: "x" })).toBe(true);
    },
    submitting: (s, run) => {
      const submit = run.last("login.submit");
      // the password goes to the call, never into the context
      expect((run.sut as Sut).calls.at(-1)?.input).toEqual({ login: submit.login.trim(), password: submit.password });
      expect(JSON.stringify(s.context)).not.toContain(submit.password);
    },
    extraAuth: (s, run) => {
      const wrongCode = run.sent.at(-1)?.type === "xstate.error.actor.verifyCode";
      expect(s.context.problem).toBe(wrongCode ? "invalidCode" : null);
    },
    verifying: (s, run) => {
      expect((run.sut as Sut).calls.at(-1)?.input).toEqual({ login: s.context.login, code: run.last("code.submit").code });
    },
    lockedOut: (s, run) => {
      // Told by the server (429), or restored on a reload from what the page was told, while it still runs.
      const restored = run.sent.at(-1)?.type === "login.restoreLock" ? run.last("login.restoreLock") : undefined;
      const err = restored ? { retryAt: restored.retryAt, attemptsLeft: 0, status: 429 } : lastError(run.sent);
      expect(err?.status).toBe(429);
      if (restored) expect(restored.retryAt).toBeGreaterThan(restored.now);
      expect(s.context.retryAt).toBe(err?.retryAt);
      expect(s.context.attemptsLeft).toBe(err?.attemptsLeft);
      expect(s.can({ type: "login.unlock", now: (s.context.retryAt as number) - 1 })).toBe(false);
      expect(s.can({ type: "login.unlock", now: s.context.retryAt as number })).toBe(true);
    },
    blocked: (_s, run) => {
      expect(lastError(run.sent)).toEqual({ status: 403, code: "user_blocked" });
    },
    error: (s, run) => {
      const status = lastError(run.sent)?.status;
      expect(s.context.problem).toBe(status === 401 ? "invalidCredentials" : status === 503 ? "serverUnavailable" : "failed");
    },
    success: (s) => {
      expect(s.status).toBe("done");
      expect(s.context.problem).toBeNull();
    },
  },
});
