import { forgetUser } from "../../auth/sessionCache.js";
import { registerProjection } from "../../events/projections.js";

/** How many previous hashes a user's credentials keep: the policy's history_size is at most 24. */
const HISTORY_KEPT = 24;

/** Users, their credentials and the client's custom roles. */
export const usersProjection = registerProjection({
  name: "users",
  tables: ["users", "user_credentials", "custom_roles"],
  handles: {
    "user.created": async (tx, { data: d }) => {
      await tx.query(
        `insert into users (id, client_id, email, first_name, last_name, middle_name, language, status_id, role_id,
           custom_role_id, manager_id, functional_manager_id, mentor_id, registered, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
        [d.id, d.client_id, d.email, d.first_name ?? "", d.last_name ?? "", d.middle_name ?? "", d.language ?? "ru",
          d.status_id ?? 1, d.role_id, d.custom_role_id ?? null, d.manager_id ?? null, d.functional_manager_id ?? null,
          d.mentor_id ?? null, d.registered ?? true, d.at],
      );
      await tx.query("insert into user_credentials (user_id, password_hash, password_changed_at) values ($1, $2, $3)",
        [d.id, d.password_hash, d.at]);
      const managers = [d.manager_id, d.functional_manager_id].filter((m) => m != null);
      if (managers.length) {
        await tx.query("update users set is_manager = true where id = any($1::int[])", [managers]);
        for (const m of managers) forgetUser(m);
      }
    },
    "user.statusChanged": async (tx, e) => {
      forgetUser(Number(e.streamId));
      await tx.query("update users set status_id = $2, updated_at = $3 where id = $1", [Number(e.streamId), e.data.status_id, e.data.at]);
    },
    "user.passwordChanged": async (tx, e) => {
      const id = Number(e.streamId);
      const [row] = await tx.query<{ password_hash: string; password_history: string[] }>(
        "select password_hash, password_history from user_credentials where user_id = $1", [id]);
      const history = [row.password_hash, ...row.password_history].slice(0, HISTORY_KEPT);
      await tx.query(
        `update user_credentials set password_hash = $2, password_changed_at = $3, password_history = $4,
           failed_attempts = 0, locked_until = null where user_id = $1`,
        [id, e.data.password_hash, e.data.at, JSON.stringify(history)],
      );
    },
    "user.loginFailed": async (tx, e) => {
      await tx.query("update user_credentials set failed_attempts = $2, locked_until = $3 where user_id = $1",
        [Number(e.streamId), e.data.failed_attempts, e.data.locked_until ?? null]);
    },
    // A successful sign-in clears the failed attempts.
    "session.started": async (tx, e) => {
      await tx.query("update user_credentials set failed_attempts = 0, locked_until = null where user_id = $1 and (failed_attempts <> 0 or locked_until is not null)",
        [e.data.user_id]);
    },
    "customRole.created": async (tx, { data: d }) => {
      await tx.query(
        `insert into custom_roles (id, client_id, name, routes, is_manager_available, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
        [d.id, d.client_id, JSON.stringify(d.name), JSON.stringify(d.routes), d.is_manager_available ?? false, d.at],
      );
    },
    "customRole.updated": async (tx, e) => {
      forgetUser();
      const d = e.data;
      await tx.query("update custom_roles set name = $2, routes = $3, is_manager_available = $4, updated_at = $5 where id = $1",
        [Number(e.streamId), JSON.stringify(d.name), JSON.stringify(d.routes), d.is_manager_available ?? false, d.at]);
    },
  },
});
