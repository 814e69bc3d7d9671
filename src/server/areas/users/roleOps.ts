import { Effect } from "effect";
import { Conflict, Invalid, Messages } from "../../../../services/contract/errors.js";
import { allows, type Permissions, SystemRoleNames, SystemRolePermissions } from "../../../../services/contract/permissions.js";
import { CurrentUser, type SessionUser } from "../../../../services/contract/security.js";
import type { CustomRoleInput } from "../../../../services/contract/users.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { queryDb } from "../../http/run.js";
import { langOf } from "../lists/index.js";
import { command, notFound, now, read } from "./run.js";

/** The 11 system roles: read-only, names in the viewer's language, with how many of the client's users hold each. */
export const systemRoles = Effect.gen(function* () {
  const user = yield* Effect.service(CurrentUser);
  const counts = yield* queryDb((db) =>
    db.query<{ role_id: number; n: number }>("select role_id, count(*)::int as n from users where client_id = $1 and status_id <> 3 group by role_id", [user.clientId]));
  const lang = langOf(user);
  return Object.entries(SystemRoleNames).map(([id, names]) => ({
    id: Number(id), name: names[lang], names, routes_permissions: SystemRolePermissions[Number(id)] as any, user_access: "all_users" as const,
    is_manager_available: true, users_count: counts.find((c) => c.role_id === Number(id))?.n ?? 0,
  }));
});

const ROLE_SQL = `select r.*, (select count(*)::int from users u where u.custom_role_id = r.id and u.status_id <> 3) as users_count from custom_roles r`;
const shape = (r: any) => ({
  id: r.id, client_id: r.client_id, name: r.name, routes: r.routes, user_access: r.user_access, is_manager_available: r.is_manager_available,
  users_count: r.users_count, created_at: new Date(r.created_at).toISOString(), updated_at: new Date(r.updated_at).toISOString(),
});
const loadRole = async (sql: Sql, clientId: number, id: number) =>
  (await sql.query(`${ROLE_SQL} where r.id = $1 and r.client_id = $2`, [id, clientId])).map(shape)[0] ?? null;

export const listRoles = (user: SessionUser) => read((db) => db.query(`${ROLE_SQL} where r.client_id = $1 order by r.id`, [user.clientId]).then((r) => r.map(shape)));
export const getRole = (user: SessionUser, id: number) => read(async (db) => (await loadRole(db, user.clientId, id)) ?? notFound());

/**
 * Checks a role's permissions: sensitive data needs access to the related users (users, manager or analytics);
 * platform administration (`clients`) cannot be granted by a client's own role editor unless they hold it.
 */
const checkRoutes = (editor: SessionUser, routes: Permissions) => {
  const fields: { path: string; message: string }[] = [];
  if (routes.sensitive_data?.use_route && !["users", "manager", "analytics"].some((s) => routes[s as keyof Permissions]?.use_route)) {
    fields.push({ path: "payload.routes.sensitive_data", message: "roles.sensitive.needsAccess" });
  }
  if (routes.clients?.use_route && !allows(editor.permissions, "clients", "edit")) {
    fields.push({ path: "payload.routes.clients", message: "roles.clients.notGrantable" });
  }
  return fields.length ? new Invalid({ message: Messages.invalid, fields }) : null;
};

const data = (input: typeof CustomRoleInput.Type) => ({
  name: input.name, routes: input.routes, user_access: input.user_access ?? "all_users", is_manager_available: input.is_manager_available ?? false,
});

export const createRole = (input: typeof CustomRoleInput.Type) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("roles", "edit");
    const at = yield* now;
    const id = yield* command(async (tx) => {
      const bad = checkRoutes(user, input.routes as Permissions);
      if (bad) return bad;
      const id = await nextId(tx, "custom_role_ids");
      await appendIn(tx, user.clientId, { type: "customRole", id }, 0, [{ type: "customRole.created", data: { id, client_id: user.clientId, ...data(input), at } }],
        { actor: user.userId });
      return id;
    });
    return yield* getRole(user, id);
  });

/** Saving a role changes what its holders reach at once: the projection drops every cached session. */
export const updateRole = (id: number, input: typeof CustomRoleInput.Type) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("roles", "edit");
    const at = yield* now;
    yield* command(async (tx) => {
      if (!(await loadRole(tx, user.clientId, id))) return notFound();
      const bad = checkRoutes(user, input.routes as Permissions);
      if (bad) return bad;
      await appendNext(tx, user.clientId, { type: "customRole", id }, [{ type: "customRole.updated", data: { ...data(input), at } }], { actor: user.userId });
      return id;
    });
    return yield* getRole(user, id);
  });

export const removeRole = (id: number) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("roles", "edit");
    const at = yield* now;
    yield* command(async (tx) => {
      if (!(await loadRole(tx, user.clientId, id))) return notFound();
      const [held] = await tx.query("select 1 from users where custom_role_id = $1 limit 1", [id]);
      if (held) return new Conflict({ message: "roles.remove.inUse", detail: "users still hold the role" });
      await appendNext(tx, user.clientId, { type: "customRole", id }, [{ type: "customRole.removed", data: { at } }], { actor: user.userId });
      return id;
    });
  });
