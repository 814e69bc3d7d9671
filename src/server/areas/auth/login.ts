import {
  Forbidden, LimitExceeded, Messages, Unauthorized, UserBlocked,
} from "../../../../services/contract/errors.js";
import { UserStatus } from "../../auth/authorization.js";
import type { AuthCtx } from "../../auth/context.js";
import { randomToken, sha256 } from "../../auth/crypto.js";
import { lockedOut, registerFailure } from "../../auth/lockout.js";
import { burnVerify, verifyPassword } from "../../auth/passwords.js";
import { signAccess, verifySignatureOnly } from "../../auth/tokens.js";
import { appendNext, retrying, transact } from "../../events/command.js";
import { VersionConflict } from "../../events/store.js";
import { defaultClientId, loadPolicy } from "../clients/queries.js";
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
 */
export const login = async ({ db, keys, clock, config }: AuthCtx, loginName: string, plain: string): Promise<LoginResult> => {
  const now = clock.now();
  const [user] = await db.query<any>(USER_SQL, [loginName.trim()]);
  if (!user) return unknownLogin({ db, keys, clock, config }, loginName, plain, now);
  const locked = lockedOut(user, now);
  if (locked) return { ok: false, error: locked };
  if (!(await verifyPassword(user.password_hash, plain))) {
    const error = await transact(db, async (tx) => {
      const [state] = await tx.query<any>("select failed_attempts, locked_until from user_credentials where user_id = $1 for update", [user.id]);
      const failure = registerFailure(state, await loadPolicy(tx, user.client_id), now);
      await appendNext(tx, user.client_id, { type: "user", id: user.id }, [{
        type: "user.loginFailed",
        data: { failed_attempts: failure.failed_attempts, locked_until: failure.locked_until, at: now.toISOString() },
      }], { actor: "system" });
      return failure.error;
    });
    return { ok: false, error };
  }
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

const unknownLogin = async ({ db }: AuthCtx, loginName: string, plain: string, now: Date): Promise<LoginResult> => {
  const hash = sha256(loginName.trim().toLowerCase());
  const [state] = await db.query<any>("select failed_attempts, locked_until from login_throttle where login_hash = $1", [hash]);
  const locked = state ? lockedOut(state, now) : null;
  if (locked) return { ok: false, error: locked };
  await burnVerify(plain);
  // The first failures of a new login race to create its stream: the loser retries on the new version.
  const error = await retrying(3, () => transact(db, async (tx) => {
    const clientId = (await defaultClientId(tx)) ?? 0;
    const [current] = await tx.query<any>("select failed_attempts, locked_until from login_throttle where login_hash = $1 for update", [hash]);
    const failure = registerFailure(current ?? { failed_attempts: 0, locked_until: null }, await loadPolicy(tx, clientId), now);
    await appendNext(tx, clientId, { type: "login", id: hash }, [{
      type: "login.failed",
      data: { failed_attempts: failure.failed_attempts, locked_until: failure.locked_until, at: now.toISOString() },
    }], { actor: "system" });
    return failure.error;
  }));
  return { ok: false, error };
};

const REFRESH_SQL = `
  select rt.session_id, rt.rotated_at, s.user_id, s.client_id, s.ended_at, s.expires_at, u.status_id, cl.is_active as client_active
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
 * Rotates the refresh token: the presented one stops working. Presenting a token that was already rotated
 * means it leaked (or was replayed): the whole session ends.
 */
export const refresh = async (ctx: AuthCtx, token: string): Promise<IssuedTokens | Unauthorized> => {
  const refused = (detail: string) => new Unauthorized({ message: Messages.unauthorized, detail });
  if (!token) return refused("no refresh cookie");
  const now = ctx.clock.now();
  const [row] = await ctx.db.query<any>(REFRESH_SQL, [sha256(token)]);
  if (!row) return refused("unknown refresh token");
  if (row.rotated_at) {
    await endSession(ctx, row.session_id, row.client_id, "refresh_reuse", "system");
    return new Unauthorized({ message: Messages.sessionEnded, detail: "refresh token reused: session ended" });
  }
  if (row.ended_at || new Date(row.expires_at) <= now) return new Unauthorized({ message: Messages.sessionEnded, detail: "session ended" });
  if (row.status_id !== UserStatus.active) return refused("user is not active");
  if (row.client_active === false) return refused("client is not active");
  const next = randomToken();
  const hash = sha256(token);
  const rotated = await transact(ctx.db, async (tx) => {
    // Lock the token row: of two concurrent refreshes with one token, the second sees it rotated and loses.
    const [current] = await tx.query<any>("select rotated_at from refresh_tokens where hash = $1 for update", [hash]);
    if (current?.rotated_at) return false;
    await appendNext(tx, row.client_id, { type: "session", id: row.session_id }, [{
      type: "session.refreshed",
      data: {
        refresh_hash: sha256(next), previous_hash: hash, at: now.toISOString(),
        expires_at: new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000).toISOString(),
      },
    }], { actor: row.user_id });
    return true;
  }).catch((e) => {
    if (e instanceof VersionConflict) return false;
    throw e;
  });
  if (!rotated) return refused("refresh token rotated concurrently");
  const access = await signAccess(ctx.keys, { userId: row.user_id, clientId: row.client_id, sessionId: row.session_id }, now,
    ctx.config.accessTokenTtlSeconds);
  return { token: access, expires_in: ctx.config.accessTokenTtlSeconds, refresh: next };
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
