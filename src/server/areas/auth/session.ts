import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder, HttpApiSecurity } from "effect/http-api";
import { HttpEffect } from "effect/http";
import type { Config } from "../../config.js";
import type { Sql } from "../../db/types.js";
import { randomToken, sha256 } from "../../auth/crypto.js";
import type { Keys } from "../../auth/keys.js";
import { signAccess } from "../../auth/tokens.js";
import { appendIn } from "../../events/store.js";
import { appendNext, nextId } from "../../events/command.js";

/** The httpOnly cookie that carries the refresh token, only to /api. */
export const RefreshCookie = HttpApiSecurity.apiKey({ key: "stride_refresh", in: "cookie" });
const COOKIE_PATH = "/api";

/** Sets the refresh cookie on this request's response. */
export const setRefreshCookie = (token: string, config: Config) =>
  HttpApiBuilder.securitySetCookie(RefreshCookie, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: `${config.refreshTokenTtlSeconds} seconds`,
  });

/** Clears the refresh cookie on this request's response. */
export const clearRefreshCookie = (config: Config) =>
  HttpEffect.appendPreResponseHandler((_req, response) =>
    Effect.succeed(
      HttpServerResponse.expireCookieUnsafe(response, RefreshCookie.key, {
        path: COOKIE_PATH, httpOnly: true, sameSite: "lax", secure: config.secureCookies,
      }),
    ),
  );

export interface IssuedTokens {
  readonly token: string;
  readonly expires_in: number;
  readonly refresh: string;
}

/** Starts a session (event `session.started` on a new `session` stream) and issues its two tokens. */
export const startSession = async (
  tx: Sql, keys: Keys, config: Config, now: Date, user: { id: number; client_id: number },
): Promise<IssuedTokens> => {
  const sessionId = await nextId(tx, "session_ids");
  const refresh = randomToken();
  await appendIn(tx, user.client_id, { type: "session", id: sessionId }, 0, [{
    type: "session.started",
    data: {
      session_id: sessionId, user_id: user.id, client_id: user.client_id, refresh_hash: sha256(refresh),
      expires_at: new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000).toISOString(), at: now.toISOString(),
    },
  }], { actor: user.id });
  const token = await signAccess(keys, { userId: user.id, clientId: user.client_id, sessionId }, now, config.accessTokenTtlSeconds);
  return { token, expires_in: config.accessTokenTtlSeconds, refresh };
};

/** The access-token answer of sign-in and refresh. */
export const tokenResponse = (t: IssuedTokens) => ({ token: t.token, token_type: "Bearer" as const, expires_in: t.expires_in });

/** Ends every live session of the user but `keep` (`session.ended` with this reason on each). */
export const endOtherSessions = async (tx: Sql, clientId: number, userId: number, keep: number | null, at: Date, reason: string) => {
  const live = await tx.query<{ id: number }>("select id from sessions where user_id = $1 and ended_at is null and expires_at > $3 and id is distinct from $2 order by id for update",
    [userId, keep, at.toISOString()]);
  for (const { id } of live) {
    await appendNext(tx, clientId, { type: "session", id }, [{ type: "session.ended", data: { reason, at: at.toISOString() } }], { actor: userId });
  }
};
