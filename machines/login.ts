import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * The login form (spec 001 §8, DESIGN §6).
 *
 * credentials → submitting → success, or extraAuth (an extra code step the server may ask for)
 * → verifying → success; or lockedOut (429: too many attempts, with `retryAt` and `attemptsLeft`),
 * blocked (403 user_blocked) or error. The password travels only in the `login.submit` event and
 * the invoked `authenticate` input (the app encrypts it there); it is never kept in context.
 * A wrong code (401 on extra auth) returns to the code step with the login error text.
 * A lockout belongs to one account (`lockedLogin`): the form opens again once `login.unlock` reports a time past
 * `retryAt`, or at once when `login.edit` reports another e-mail (typing the locked one again closes it again while
 * the lock runs). A page opened (or reloaded) while a lockout it was told of still runs starts locked out with
 * `login.restoreLock` (the server answers the same 429 until `retryAt`; the page keeps what it was told rather than
 * guessing again). `failures` counts the wrong passwords in a row for `login`, so the form can say the attempts left
 * from the second one on (spec 001 §8).
 * The app provides `authenticate` (output `{ extraAuth }`) and `verifyCode`; both reject with
 * `{ status, code?, retryAt?, attemptsLeft? }`.
 */
export type LoginProblem = "invalidCredentials" | "serverUnavailable" | "failed" | "invalidCode";
export interface AuthError {
  status?: number;
  code?: string;
  retryAt?: number;
  attemptsLeft?: number;
}

export interface LoginContext {
  login: string;
  problem: LoginProblem | null;
  /** The account the running lockout belongs to, and until when. */
  lockedLogin: string | null;
  retryAt: number | null;
  attemptsLeft: number | null;
  /** Wrong credentials in a row for `login`. */
  failures: number;
}

export type LoginEvent =
  | { type: "login.submit"; login: string; password: string }
  | { type: "login.change" }
  | { type: "login.edit"; login: string; now: number }
  | { type: "login.cancel" }
  | { type: "login.unlock"; now: number }
  | { type: "login.restoreLock"; login: string; retryAt: number; now: number }
  | { type: "code.submit"; code: string };

/** E-mails compare as the server compares them. */
const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
const errorOf = (event: unknown): AuthError => ((event as { error?: AuthError }).error ?? {}) as AuthError;
const problemOf = (e: AuthError): LoginProblem =>
  e.status === 400 || e.status === 401
    ? "invalidCredentials"
    : e.status === undefined || [0, 502, 503, 504].includes(e.status)
      ? "serverUnavailable"
      : "failed";

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    authenticate: fromPromise<{ extraAuth: boolean }, { login: string; password: string }>(async () => {
      throw new Error("authenticate is provided by the app");
    }),
    verifyCode: fromPromise<unknown, { login: string; code: string }>(async () => {
      throw new Error("verifyCode is provided by the app");
    }),
  },
  guards: {
    filled: ({ event }) => event.type === "login.submit" && event.login.trim() !== "" && event.password !== "",
    codeFilled: ({ event }) => event.type === "code.submit" && event.code.trim() !== "",
    needsExtraAuth: ({ event }) => (event as unknown as { output: { extraAuth?: boolean } }).output.extraAuth === true,
    tooManyAttempts: ({ event }) => errorOf(event).status === 429,
    userBlocked: ({ event }) => errorOf(event).status === 403 && errorOf(event).code === "user_blocked",
    wrongCode: ({ event }) => errorOf(event).status === 401,
    lockOver: ({ context, event }) => event.type === "login.unlock" && event.now >= (context.retryAt ?? 0),
    lockRuns: ({ event }) => event.type === "login.restoreLock" && event.retryAt > event.now,
    editsLockedLogin: ({ context, event }) =>
      event.type === "login.edit" && same(context.lockedLogin, event.login) && (context.retryAt ?? 0) > event.now,
    editsOtherLogin: ({ context, event }) => event.type === "login.edit" && !same(context.lockedLogin, event.login),
  },
  actions: {
    begin: assign(({ context, event }) => {
      const login = event.type === "login.submit" ? event.login.trim() : "";
      return { login, problem: null, failures: same(context.login, login) ? context.failures : 0 };
    }),
    fail: assign(({ context, event }) => {
      const problem = problemOf(errorOf(event));
      return problem === "invalidCredentials"
        ? { problem, failures: context.failures + 1, attemptsLeft: errorOf(event).attemptsLeft ?? null }
        : { problem };
    }),
    lock: assign(({ context, event }) => ({
      lockedLogin: context.login,
      retryAt: errorOf(event).retryAt ?? null,
      attemptsLeft: errorOf(event).attemptsLeft ?? 0,
      failures: 0,
    })),
    unlock: assign({ lockedLogin: null, retryAt: null, attemptsLeft: null }),
  },
}).createMachine({
  id: "login",
  initial: "credentials",
  context: { login: "", problem: null, lockedLogin: null, retryAt: null, attemptsLeft: null, failures: 0 },
  states: {
    credentials: {
      on: {
        "login.submit": { guard: "filled", target: "submitting", actions: "begin" },
        "login.edit": { guard: "editsLockedLogin", target: "lockedOut", actions: assign({ attemptsLeft: 0 }) },
        "login.restoreLock": {
          guard: "lockRuns",
          target: "lockedOut",
          actions: assign(({ event }) =>
            event.type === "login.restoreLock" ? { login: event.login, lockedLogin: event.login, retryAt: event.retryAt, attemptsLeft: 0 } : {}),
        },
      },
    },
    submitting: {
      invoke: {
        id: "authenticate",
        src: "authenticate",
        input: ({ event }) => {
          const e = event as Extract<LoginEvent, { type: "login.submit" }>;
          return { login: e.login.trim(), password: e.password };
        },
        onDone: [{ guard: "needsExtraAuth", target: "extraAuth" }, { target: "success" }],
        onError: [
          { guard: "tooManyAttempts", target: "lockedOut", actions: "lock" },
          { guard: "userBlocked", target: "blocked" },
          { target: "error", actions: "fail" },
        ],
      },
    },
    extraAuth: {
      on: {
        "code.submit": { guard: "codeFilled", target: "verifying", actions: assign({ problem: null }) },
        "login.cancel": { target: "credentials", actions: assign({ problem: null }) },
      },
    },
    verifying: {
      invoke: {
        id: "verifyCode",
        src: "verifyCode",
        input: ({ context, event }) => ({
          login: context.login,
          code: (event as Extract<LoginEvent, { type: "code.submit" }>).code.trim(),
        }),
        onDone: { target: "success" },
        onError: [
          { guard: "wrongCode", target: "extraAuth", actions: assign({ problem: "invalidCode" }) },
          { target: "error", actions: "fail" },
        ],
      },
    },
    lockedOut: {
      on: {
        "login.unlock": { guard: "lockOver", target: "credentials", actions: "unlock" },
        // Another account is not locked: the form works for it at once; the lock stays remembered for its own.
        "login.edit": { guard: "editsOtherLogin", target: "credentials", actions: assign({ problem: null, attemptsLeft: null }) },
      },
    },
    blocked: {
      on: {
        "login.change": "credentials",
        "login.edit": "credentials",
      },
    },
    error: {
      on: {
        "login.submit": { guard: "filled", target: "submitting", actions: "begin" },
        "login.change": { target: "credentials", actions: assign({ problem: null }) },
        "login.edit": { guard: "editsLockedLogin", target: "lockedOut", actions: assign({ problem: null, attemptsLeft: 0 }) },
      },
    },
    success: { type: "final" },
  },
});

export const loginModel = defineModel(loginMachine, {
  events: [
    { type: "login.submit", login: "ann@example.com", password: "s3cret" },
    { type: "login.submit", login: " ", password: "" },
    { type: "code.submit", code: "123456" },
    { type: "login.unlock", now: 1_000 },
    { type: "login.unlock", now: 61_000 },
    { type: "login.restoreLock", login: "ann@example.com", retryAt: 60_000, now: 1_000 },
    { type: "login.restoreLock", login: "ann@example.com", retryAt: 60_000, now: 60_000 },
    { type: "login.edit", login: "bob@example.com", now: 1_000 },
    { type: "login.edit", login: "Ann@Example.com", now: 1_000 },
    { type: "xstate.done.actor.authenticate", output: { extraAuth: false } },
    { type: "xstate.done.actor.authenticate", output: { extraAuth: true } },
    { type: "xstate.error.actor.authenticate", error: { status: 401, attemptsLeft: 3 } },
    { type: "xstate.error.actor.authenticate", error: { status: 429, retryAt: 60_000, attemptsLeft: 0 } },
    { type: "xstate.error.actor.authenticate", error: { status: 403, code: "user_blocked" } },
    { type: "xstate.error.actor.authenticate", error: { status: 503 } },
    { type: "xstate.done.actor.verifyCode", output: {} },
    { type: "xstate.error.actor.verifyCode", error: { status: 401 } },
    { type: "xstate.error.actor.verifyCode", error: { status: 500 } },
  ],
  serialize: (s) => [s.value, s.context.problem, s.context.retryAt, s.context.lockedLogin, Math.min(s.context.failures, 2)],
  simplePaths: false,
});
