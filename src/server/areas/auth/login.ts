import {
  Forbidden, LimitExceeded, Messages, Unauthorized, UserBlocked,
} from "../../../../services/contract/errors.js";
import { UserStatus } from "../../auth/authorization.js";
import type { AuthCtx } from "../../auth/context.js";
import { sha256, successorToken } from "../../auth/crypto.js";
import { lockedOut, registerFailure, type ThrottleState } from "../../auth/lockout.js";
import { burnVerify, verifyPassword } from "../../auth/passwords.js";
import { signAccess, verifySignatureOnly } from "../../auth/tokens.js";
import type { Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import type { StreamRef } from "../../events/types.js";
import { VersionConflict } from "../../events/store.js";
import { defaultClientId, loadPolicy } from "../clients/index.js";
import { type IssuedTokens, startSession } from "./session.js";

type Refusal = Unauthorized | LimitExceeded | UserBlocked | Forbidden;
export type LoginResult = { readonly ok: true; readonly tokens: IssuedTokens } | { readonly ok: false; readonly error: Refusal };

// The hash comes from `credentials` (outside the event log); without a row the account has no password yet.
export const USER_SQL = `
  select u.id, u.client_id, u.status_id, coalesce(p.hash, '!') as password_hash, c.failed_attempts, c.locked_until, cl.is_active as client_active
  from users u join user_credentials c on c.user_id = u.id left join credentials p on p.user_id = u.id join clients cl on cl.id = u.client_id
  where lower(u.email) = lower($1)`;

/**
 * Sign-in. Unknown logins answer exactly like wrong passwords: same argon2 time, same 401 with attempts_left,
 * same lockout (counted per login in login_throttle). Status is checked only after the password matched.
 *
 * Each attempt is counted (and the lock taken when it reaches the limit) before the password is compared, in
 * one transaction under a row lock: concurrent guesses queue on that lock, so at most `lockout_attempts`
 * passwords are ever compared. A password that matches starts a session, which clears the counter.
 */
export const login = async ({ db, keys, clock, config }: AuthCtx, loginName: string, plain: string): Promise<LoginResult> => {
  const now = clock.now();
  const [user] = await db.query<any>(USER_SQL, [loginName.trim()]);
  if (!user) return unknownLogin({ db, keys, clock, config }, loginName, plain, now);
  const locked = lockedOut(user, now);
  if (locked) return { ok: false, error: locked };
  const attempt = await transact(db, async (tx) => {
    const [state] = await tx.query<any>("select failed_attempts, locked_until from user_credentials where user_id = $1 for update", [user.id]);
    return countAttempt(tx, user.client_id, { type: "user", id: user.id }, "user.loginAttempted", state, now);
  });
  if (attempt.locked) return { ok: false, error: attempt.locked };
  if (!(await verifyPassword(user.password_hash, plain))) return { ok: false, error: attempt.ifWrong };
  if (user.status_id === UserStatus.blocked) {
    return { ok: false, error: new UserBlocked({ message: Messages.userBlocked, code: "user_blocked" }) };
  }
  if (user.status_id !== UserStatus.active) {
    const message = user.status_id === UserStatus.pending ? Messages.userPending : Messages.userArchived;
    return { ok: false, error: new Forbidden({ message, detail: `user status ${user.status_id}` }) };
  }
  // A client switched off by the platform administrators (clients area): none of its users signs in.
  if (user.client_active === false) return { ok: false, error: new Forbidden({ message: "auth.login.clientInactive", detail: "client is not active" }) };
  const tokens = await transact(db, (tx) => startSession(tx, keys, config, now, user));
  return { ok: true, tokens };
};

type Attempt = { readonly locked: LimitExceeded; readonly ifWrong?: never } | { readonly locked: null; readonly ifWrong: Unauthorized | LimitExceeded };

/**
 * Inside the caller's locked transaction: refuses while a lockout runs, else records this attempt as a failure
 * in advance (event `<stream>.loginAttempted`, taking the lock when it reaches the limit) and returns the answer a
 * wrong password gets.
 */
const countAttempt = async (
  tx: Sql, clientId: number, stream: StreamRef, type: string, state: ThrottleState | undefined, now: Date,
): Promise<Attempt> => {
  const current = state ?? { failed_attempts: 0, locked_until: null };
  const locked = lockedOut(current, now);
  if (locked) return { locked };
  const failure = registerFailure(current, await loadPolicy(tx, clientId), now);
  await appendNext(tx, clientId, stream, [{
    type,
    data: { failed_attempts: failure.failed_attempts, locked_until: failure.locked_until, at: now.toISOString() },
  }], { actor: "system" });
  return { locked: null, ifWrong: failure.error };
};

const unknownLogin = async ({ db }: AuthCtx, loginName: string, plain: string, now: Date): Promise<LoginResult> => {
  const hash = sha256(loginName.trim().toLowerCase());
  const [state] = await db.query<any>("select failed_attempts, locked_until from login_throttle where login_hash = $1", [hash]);
  const locked = state ? lockedOut(state, now) : null;
  if (locked) return { ok: false, error: locked };
  // No row to lock before the first failure: an advisory lock on the login's hash queues concurrent attempts.
  const attempt = await transact(db, async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`login:${hash}`]);
    const clientId = (await defaultClientId(tx)) ?? 0;
    const [current] = await tx.query<any>("select failed_attempts, locked_until from login_throttle where login_hash = $1 for update", [hash]);
    return countAttempt(tx, clientId, { type: "login", id: hash }, "login.attempted", current, now);
  });
  if (attempt.locked) return { ok: false, error: attempt.locked };
  await burnVerify(plain);
  return { ok: false, error: attempt.ifWrong };
};

const REFRESH_SQL = `
  select rt.session_id, s.user_id, s.client_id, s.ended_at, s.expires_at, u.status_id, cl.is_active as client_active
  from refresh_tokens rt join sessions s on s.id = rt.session_id join users u on u.id = s.user_id join clients cl on cl.id = u.client_id
  where rt.hash = $1`;

const endSession = async (ctx: AuthCtx, sessionId: number, clientId: number, reason: string, actor: number | "system") => {
  const at = ctx.clock.now().toISOString();
  await transact(ctx.db, async (tx) => {
    const [s] = await tx.query<any>("select ended_at from sessions where id = $1 for update", [sessionId]);
    if (!s || s.ended_at) return;
    await appendNext(tx, clientId, { type: "session", id: sessionId }, [{ type: "session.ended", data: { reason, at } }], { actor });
  });
};

/**
 * Rotates the refresh token: the presented one stops working. Within `refreshGraceSeconds` of its rotation it
 * still answers the same successor (two tabs, or parallel requests, refreshing with one cookie); presenting it
 * after that means it leaked (or was replayed), and the whole session ends.
 */
export const refresh = async (ctx: AuthCtx, token: string): Promise<IssuedTokens | Unauthorized> => {
  const refused = (detail: string) => new Unauthorized({ message: Messages.unauthorized, detail });
  if (!token) return refused("no refresh cookie");
  const now = ctx.clock.now();
  const hash = sha256(token);
  const [row] = await ctx.db.query<any>(REFRESH_SQL, [hash]);
  if (!row) return refused("unknown refresh token");
  if (row.ended_at || new Date(row.expires_at) <= now) return new Unauthorized({ message: Messages.sessionEnded, detail: "session ended" });
  if (row.status_id !== UserStatus.active) return refused("user is not active");
  if (row.client_active === false) return refused("client is not active");
  const next = successorToken(ctx.keys, token);
  const outcome = await transact(ctx.db, async (tx) => {
    // The token row's lock orders concurrent refreshes with one token: the first rotates, the others see it rotated.
    const [current] = await tx.query<any>("select rotated_at from refresh_tokens where hash = $1 for update", [hash]);
    if (current?.rotated_at) return rotatedAnswer(tx, ctx, new Date(current.rotated_at), sha256(next), now);
    await appendNext(tx, row.client_id, { type: "session", id: row.session_id }, [{
      type: "session.refreshed",
      data: {
        refresh_hash: sha256(next), previous_hash: hash, at: now.toISOString(),
        expires_at: new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000).toISOString(),
      },
    }], { actor: row.user_id });
    return "rotated" as const;
  }).catch((e) => {
    if (e instanceof VersionConflict) return "lost" as const;
    throw e;
  });
  if (outcome === "reused") {
    await endSession(ctx, row.session_id, row.client_id, "refresh_reuse", "system");
    return new Unauthorized({ message: Messages.sessionEnded, detail: "refresh token reused: session ended" });
  }
  if (outcome === "lost") return refused("refresh token rotated concurrently");
  const access = await signAccess(ctx.keys, { userId: row.user_id, clientId: row.client_id, sessionId: row.session_id }, now,
    ctx.config.accessTokenTtlSeconds);
  return { token: access, expires_in: ctx.config.accessTokenTtlSeconds, refresh: next };
};

/** A rotated token again: inside the grace window its successor, if that is still the session's live token; else reuse. */
const rotatedAnswer = async (tx: Sql, ctx: AuthCtx, rotatedAt: Date, successorHash: string, now: Date) => {
  if (now.getTime() - rotatedAt.getTime() > ctx.config.refreshGraceSeconds * 1000) return "reused" as const;
  const [successor] = await tx.query<any>("select rotated_at from refresh_tokens where hash = $1", [successorHash]);
  return successor && !successor.rotated_at ? ("grace" as const) : ("lost" as const);
};

/** Ends the session named by the refresh cookie or by the bearer token (even an expired one). */
export const logout = async (ctx: AuthCtx, cookie: string | undefined, bearer: string | undefined) => {
  if (cookie) {
    const [row] = await ctx.db.query<any>("select s.id, s.client_id, s.user_id from refresh_tokens rt join sessions s on s.id = rt.session_id where rt.hash = $1",
      [sha256(cookie)]);
    if (row) return endSession(ctx, row.id, row.client_id, "logout", row.user_id);
  }
  const claims = bearer ? await verifySignatureOnly(ctx.keys, bearer) : null;
  if (claims) await endSession(ctx, claims.sessionId, claims.clientId, "logout", claims.userId);
};
