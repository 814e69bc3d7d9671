import { Effect, Layer, Redacted } from "effect";
import { Messages, Unauthorized, UserBlocked } from "../../../services/contract/errors.js";
import { Authorization, CurrentUser, type SessionUser } from "../../../services/contract/security.js";
import { idempotent } from "../http/idempotency.js";
import { AppClock, AppConfig, Database } from "../http/services.js";
import { ServerKeys } from "./keys.js";
import { sessionCache } from "./sessionCache.js";
import { effectivePermissions } from "./permissions.js";
import { verifyAccess } from "./tokens.js";

/** User status ids (spec 000 §3). */
export const UserStatus = { active: 1, blocked: 2, archived: 3, pending: 4 } as const;

// At most one indexed query per request (none on a cache hit): the session, its user and custom role, by primary keys.
export const SESSION_SQL = `
  select s.user_id, s.ended_at, u.client_id, u.status_id, u.role_id, u.custom_role_id, u.language, u.is_manager,
         cr.routes as custom_routes, cr.is_manager_available, cr.user_access, u.unit_id, cl.is_active as client_active
  from sessions s join users u on u.id = s.user_id join clients cl on cl.id = u.client_id
  left join custom_roles cr on cr.id = u.custom_role_id
  where s.id = $1`;

const unauthorized = (detail: string) => new Unauthorized({ message: Messages.unauthorized, detail });

/** Bearer authentication: a valid, unexpired token of a live session of a user who is still active. */
export const AuthorizationLive = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const db = yield* Database;
    const keys = yield* ServerKeys;
    const clock = yield* AppClock;
    const { sessionCacheMs } = yield* AppConfig;
    const cache = sessionCache(db);
    const lookup = async (sessionId: number) => {
      const now = Date.now();
      const hit = cache.session(sessionId, now);
      if (hit) return hit;
      const [row] = await db.query(SESSION_SQL, [sessionId], { prepare: true });
      if (row) cache.rememberSession(sessionId, row, now, sessionCacheMs);
      return row;
    };
    const authenticate = (token: string) =>
      Effect.gen(function* () {
        if (!token) return yield* Effect.fail(unauthorized("no bearer token"));
        const at = clock.now();
        let claims = cache.token(token, at.getTime()) ?? null;
        if (!claims) {
          claims = yield* Effect.promise(() => verifyAccess(keys, token, at));
          if (!claims) return yield* Effect.fail(new Unauthorized({ message: Messages.tokenInvalid, detail: "invalid or expired token" }));
          cache.rememberToken(token, claims);
        }
        const row = yield* Effect.promise(() => lookup(claims.sessionId));
        if (!row || row.user_id !== claims.userId || row.client_id !== claims.clientId) {
          return yield* Effect.fail(unauthorized("unknown session"));
        }
        if (row.ended_at) return yield* Effect.fail(new Unauthorized({ message: Messages.sessionEnded, detail: "session ended" }));
        if (row.status_id === UserStatus.blocked) {
          return yield* Effect.fail(new UserBlocked({ message: Messages.userBlocked, code: "user_blocked" }));
        }
        if (row.status_id !== UserStatus.active) return yield* Effect.fail(unauthorized("user is not active"));
        // A client switched off by the platform administrators: its users' sessions are refused.
        if (row.client_active === false) return yield* Effect.fail(unauthorized("client is not active"));
        const user: SessionUser = {
          userId: claims.userId,
          clientId: row.client_id,
          roleId: row.role_id,
          customRoleId: row.custom_role_id,
          sessionId: claims.sessionId,
          language: row.language,
          isManager: row.is_manager,
          permissions: effectivePermissions(row as any),
          access: { ownUnitsOnly: row.user_access === "own_units", unitId: row.unit_id },
        };
        return user;
      });
    return {
      bearer: (httpEffect, { credential }) =>
        Effect.flatMap(authenticate(Redacted.value(credential)), (user) =>
          Effect.provideService(idempotent(db, user, httpEffect), CurrentUser, user)),
    };
  }),
);
