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
      // Told by the server (429), or restored on a reload from what the page was told, while it still runs; typing
      // the locked e-mail again returns to that lock.
      const told = run.sent.findLast((e) => e.type === "login.restoreLock" || (e.type === "xstate.error.actor.authenticate" && lastError([e])?.status === 429));
      const restored = told?.type === "login.restoreLock" ? (told as unknown as { login: string; retryAt: number; now: number }) : undefined;
      const err = restored ? { retryAt: restored.retryAt, attemptsLeft: 0, status: 429 } : lastError([told!]);
      expect(err?.status).toBe(429);
      if (restored) expect(s.context.lockedLogin).toBe(restored.login);
      expect(s.context.retryAt).toBe(err?.retryAt);
      expect(s.context.attemptsLeft).toBe(0);
      expect(s.can({ type: "login.unlock", now: (s.context.retryAt as number) - 1 })).toBe(false);
      expect(s.can({ type: "login.unlock", now: s.context.retryAt as number })).toBe(true);
      // The lock is this account's: another e-mail opens the form, the same one (in any case) does not.
      expect(s.can({ type: "login.edit", login: "someone.else@example.com", now: 0 })).toBe(true);
      expect(s.can({ type: "login.edit", login: ` ${(s.context.lockedLogin as string).toUpperCase()} `, now: 0 })).toBe(false);
    },
    blocked: (_s, run) => {
      expect(lastError(run.sent)).toEqual({ status: 403, code: "user_blocked" });
    },
    error: (s, run) => {
      const status = lastError(run.sent)?.status;
      expect(s.context.problem).toBe(status === 401 ? "invalidCredentials" : status === 503 ? "serverUnavailable" : "failed");
      // Wrong passwords in a row for one e-mail, counted so the form shows the attempts left from the second on.
      if (status === 401) expect(s.context.failures).toBeGreaterThanOrEqual(1);
      if (status === 401) expect(s.context.attemptsLeft).toBe(lastError(run.sent)?.attemptsLeft);
    },
    success: (s) => {
      expect(s.status).toBe("done");
      expect(s.context.problem).toBeNull();
    },
  },
});
