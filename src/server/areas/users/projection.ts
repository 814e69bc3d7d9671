import { sessionCache } from "../../auth/sessionCache.js";
import type { Sql } from "../../db/types.js";
import { defineProjection } from "../../events/projections.js";
import { bumpListLabels } from "../lists/index.js";
import type { StoredEvent } from "../../events/types.js";
import { declareEvents } from "../../events/upcasters.js";
import "./facts.js";
import { refreshUserGroups } from "./dynamicGroups.js";
import { createdData, erasedProfile, PERSONAL_COLUMNS, updatedChanges } from "./personal.js";
import { usersBatch } from "./projectionBatch.js";

/** Profile columns `user.created` may carry and `user.updated` may change (a whitelist: never event keys as SQL). */
export const PROFILE_COLUMNS = [
  "email", "first_name", "last_name", "middle_name", "language", "role_id", "custom_role_id", "manager_id", "functional_manager_id",
  "mentor_id", "phone", "birth_date", "hire_date", "gender_id", "city", "external_id", "job_position_id", "job_employment_level_id",
  "job_relation_id", "unit_id", "organization_id", "internal_unit_id", "function_code_id", "custom_fields",
] as const;

const value = (col: string, v: unknown) => (col === "custom_fields" ? JSON.stringify(v ?? {}) : v ?? null);

/** A counted sign-in attempt (`user.loginAttempted`, formerly `user.loginFailed`): the counter and the lock it set. */
const countAttempt = async (tx: Sql, e: StoredEvent) => {
  await tx.query("update user_credentials set failed_attempts = $2, locked_until = $3 where user_id = $1",
    [Number(e.streamId), e.data.failed_attempts, e.data.locked_until ?? null]);
};

/** Recomputes is_manager of users who may have gained or lost reports. */
export const refreshManagers = async (tx: Sql, ids: readonly (number | null | undefined)[]) => {
  const list = [...new Set(ids.filter((m): m is number => typeof m === "number"))];
  if (!list.length) return;
  // Set-based with the two partial indexes (an `or` in one exists would scan the users of every listed id).
  await tx.query(
    `with bosses as (select manager_id as id from users where manager_id = any($1::int[])
                     union select functional_manager_id from users where functional_manager_id = any($1::int[]))
     update users m set is_manager = (m.id in (select id from bosses))
      where m.id = any($1::int[]) and m.is_manager is distinct from (m.id in (select id from bosses))`, [list]);
  for (const m of list) sessionCache(tx).forgetUser(m);
};

const setStatus = async (tx: Sql, e: { streamId: string; data: Record<string, any> }) => {
  const id = Number(e.streamId);
  sessionCache(tx).forgetUser(id);
  await tx.query("update users set status_id = $2, updated_at = $3 where id = $1 and status_id <> $2", [id, e.data.status_id, e.data.at]);
  await refreshUserGroups(tx, id);
};

/** A role's settings changed: its holders' cached sessions go (a user given or refused the role is forgotten by user.updated). */
const forgetHolders = async (tx: Sql, roleId: number) => {
  // Its name is in its holders' stored list rows.
  await bumpListLabels(tx, "select client_id from custom_roles where id = $1", [roleId]);
  for (const { id } of await tx.query<{ id: number }>("select id from users where custom_role_id = $1", [roleId])) sessionCache(tx).forgetUser(id);
};

// The status stream's first event only carries the machine's input: the users row already exists.
declareEvents(["userStatus.created"]);

/**
 * Users, their lockout state and the client's custom roles. Password hashes are not here: they live in
 * `credentials` (auth/credentials.ts), outside the log; personal fields arrive sealed (./personal.ts).
 */
export const usersProjection = defineProjection({
  name: "users",
  tables: ["users", "user_credentials", "custom_roles"],
  handles: {
    "user.created": async (tx, e) => {
      const d = await createdData(tx, e.data);
      // One round trip in the common case (seed, bench): the user, their lockout row, whether someone already
      // reports to them (an import may create reports first), and the client's dynamic groups.
      const extra = PROFILE_COLUMNS.slice(10).filter((c) => d[c] !== undefined);
      const groups = await tx.query<{ id: number; match: string; conditions: any[] }>(
        `with u as (
           insert into users (id, client_id, email, first_name, last_name, middle_name, language, status_id, role_id, custom_role_id,
             manager_id, functional_manager_id, mentor_id, registered, created_at, updated_at, is_manager${extra.map((c) => `, ${c}`).join("")})
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15,
             exists (select 1 from users r where r.manager_id = $1 or r.functional_manager_id = $1)${extra.map((_, i) => `, $${i + 16}`).join("")})
           returning id),
         c as (insert into user_credentials (user_id) select id from u)
         select g.id, g.match, g.conditions from user_groups g where g.client_id = $2 and g.type = 'dynamic'`,
        [d.id, d.client_id, d.email, d.first_name ?? "", d.last_name ?? "", d.middle_name ?? "", d.language ?? "ru",
          d.status_id ?? 1, d.role_id ?? 9, d.custom_role_id ?? null, d.manager_id ?? null, d.functional_manager_id ?? null,
          d.mentor_id ?? null, d.registered ?? true, d.at, ...extra.map((c) => value(c, d[c]))],
      );
      await refreshManagers(tx, [d.manager_id, d.functional_manager_id]);
      if (groups.length) await refreshUserGroups(tx, d.id, groups);
    },
    "user.updated": async (tx, e) => {
      const id = Number(e.streamId);
      const d = e.data;
      const changes = await updatedChanges(tx, id, d);
      const cols = PROFILE_COLUMNS.filter((c) => changes[c] !== undefined);
      const [before] = await tx.query<{ manager_id: number | null; functional_manager_id: number | null }>(
        "select manager_id, functional_manager_id from users where id = $1", [id]);
      await tx.query(`update users set ${[...cols.map((c, i) => `${c} = $${i + 3}`), "updated_at = $2"].join(", ")} where id = $1`,
        [id, d.at, ...cols.map((c) => value(c, changes[c]))]);
      sessionCache(tx).forgetUser(id);
      await refreshManagers(tx, [before?.manager_id, before?.functional_manager_id, changes.manager_id, changes.functional_manager_id]);
      await refreshUserGroups(tx, id);
    },
    "user.statusChanged": setStatus,
    "user.activated": setStatus,
    "user.blocked": setStatus,
    "user.archived": setStatus,
    "user.unarchived": setStatus,
    "user.invited": async (tx, e) => {
      await tx.query("update users set invited_at = $2 where id = $1", [Number(e.streamId), e.data.at]);
    },
    "user.registered": async (tx, e) => {
      await tx.query("update users set registered = true where id = $1", [Number(e.streamId)]);
    },
    "user.avatarSet": async (tx, e) => {
      await tx.query("update users set avatar_id = $2, updated_at = $3 where id = $1", [Number(e.streamId), e.data.avatar_id ?? null, e.data.at]);
    },
    // The hash is in `credentials`, written by the command; the event only says that the password changed.
    "user.passwordChanged": async (tx, e) => {
      await tx.query("update user_credentials set failed_attempts = 0, locked_until = null where user_id = $1", [Number(e.streamId)]);
    },
    // Personal columns blanked (the same values a rebuild gets from events it can no longer open), avatar dropped.
    "user.erased": async (tx, e) => {
      const id = Number(e.streamId);
      const blank = erasedProfile(id);
      await tx.query(
        `update users set ${PERSONAL_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(", ")}, avatar_id = null, erased_at = $2, updated_at = $2
          where id = $1`, [id, e.data.at, ...PERSONAL_COLUMNS.map((c) => value(c, blank[c]))]);
      await tx.query("update user_credentials set failed_attempts = 0, locked_until = null where user_id = $1", [id]);
      sessionCache(tx).forgetUser(id);
      await refreshUserGroups(tx, id);
    },
    // An attempt is counted before its password is compared (auth/login.ts); logs older than that hold
    // `user.loginFailed`, written after the compare, with the same data.
    "user.loginAttempted": countAttempt,
    "user.loginFailed": countAttempt,
    // A successful sign-in clears the failed attempts.
    "session.started": async (tx, e) => {
      await tx.query("update user_credentials set failed_attempts = 0, locked_until = null where user_id = $1 and (failed_attempts <> 0 or locked_until is not null)",
        [e.data.user_id]);
    },
    "customRole.created": async (tx, { data: d }) => {
      await tx.query(
        `insert into custom_roles (id, client_id, name, routes, is_manager_available, user_access, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [d.id, d.client_id, JSON.stringify(d.name), JSON.stringify(d.routes), d.is_manager_available ?? false, d.user_access ?? "all_users", d.at],
      );
    },
    "customRole.updated": async (tx, e) => {
      await forgetHolders(tx, Number(e.streamId));
      const d = e.data;
      await tx.query("update custom_roles set name = $2, routes = $3, is_manager_available = $4, user_access = $5, updated_at = $6 where id = $1",
        [Number(e.streamId), JSON.stringify(d.name), JSON.stringify(d.routes), d.is_manager_available ?? false, d.user_access ?? "all_users", d.at]);
    },
    "customRole.removed": async (tx, e) => {
      await forgetHolders(tx, Number(e.streamId));
      await tx.query("delete from custom_roles where id = $1", [Number(e.streamId)]);
    },
  },
  batch: usersBatch,
});
