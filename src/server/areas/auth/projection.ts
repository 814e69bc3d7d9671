import { sessionCache } from "../../auth/sessionCache.js";
import type { Sql } from "../../db/types.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";

/** A counted attempt of a login that names no user (`login.attempted`, formerly `login.failed`). */
const throttleUnknownLogin = async (tx: Sql, e: StoredEvent) => {
  const d = e.data;
  await tx.query(
    `insert into login_throttle (login_hash, failed_attempts, locked_until, updated_at) values ($1, $2, $3, $4)
     on conflict (login_hash) do update set failed_attempts = $2, locked_until = $3, updated_at = $4`,
    [e.streamId, d.failed_attempts, d.locked_until ?? null, d.at],
  );
};

/** Sessions with their refresh-token chain, password links and throttling of unknown logins. */
export const authProjection = defineProjection({
  name: "auth",
  tables: ["sessions", "refresh_tokens", "password_links", "login_throttle"],
  handles: {
    "session.started": async (tx, { data: d }) => {
      await tx.query(
        `insert into sessions (id, user_id, client_id, refresh_hash, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [d.session_id, d.user_id, d.client_id, d.refresh_hash, d.expires_at, d.at],
      );
      await tx.query("insert into refresh_tokens (hash, session_id, created_at) values ($1, $2, $3)", [d.refresh_hash, d.session_id, d.at]);
    },
    "session.refreshed": async (tx, e) => {
      const d = e.data;
      const id = Number(e.streamId);
      await tx.query("update refresh_tokens set rotated_at = $2 where hash = $1", [d.previous_hash, d.at]);
      await tx.query("insert into refresh_tokens (hash, session_id, created_at) values ($1, $2, $3)", [d.refresh_hash, id, d.at]);
      await tx.query("update sessions set refresh_hash = $2, expires_at = $3, refreshed_at = $4 where id = $1", [id, d.refresh_hash, d.expires_at, d.at]);
    },
    "session.ended": async (tx, e) => {
      sessionCache(tx).forgetSession(Number(e.streamId));
      await tx.query("update sessions set ended_at = $2 where id = $1 and ended_at is null", [Number(e.streamId), e.data.at]);
    },
    "passwordLink.created": async (tx, { data: d }) => {
      await tx.query(
        "insert into password_links (uid, user_id, client_id, expires_at, created_at) values ($1, $2, $3, $4, $5)",
        [d.uid_hash, d.user_id, d.client_id, d.expires_at, d.at],
      );
    },
    "passwordLink.used": async (tx, e) => {
      await tx.query("update password_links set used_at = $2 where uid = $1", [e.streamId, e.data.at]);
    },
    // A new password closes the links still open (an older reset mail, an invitation): each would set it again.
    "user.passwordChanged": async (tx, e) => {
      await tx.query("update password_links set used_at = $2 where user_id = $1 and used_at is null", [Number(e.streamId), e.data.at]);
    },
    // An erased person's links that were never used can no longer set a password.
    "user.erased": async (tx, e) => {
      await tx.query("update password_links set used_at = $2 where user_id = $1 and used_at is null", [Number(e.streamId), e.data.at]);
    },
    // `login.failed` is the name in logs written before attempts were counted ahead of the compare.
    "login.attempted": throttleUnknownLogin,
    "login.failed": throttleUnknownLogin,
  },
});
