// Platform administration (`clients` edit): a new client organisation with its first administrator, a client
// switched on or off, another client's roles. Each command is one transaction of events.
import { Effect } from "effect";
import { ClientsMessages, type ClientCreate } from "../../../../services/contract/clients.js";
import { Conflict, Invalid, Messages } from "../../../../services/contract/errors.js";
import { AllPermissions, type Permissions } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { randomToken, sha256 } from "../../auth/crypto.js";
import { ServerKeys } from "../../auth/keys.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appendNext, nextId } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { queryDb } from "../../http/run.js";
import { AppConfig } from "../../http/services.js";
import { queueMail } from "../../mail/outbox.js";
import { wakeMailer } from "../../mail/wake.js";
import { adminActor, applyInvite, command, createUserIn, loadUserRow, notFound, now } from "../users/index.js";
import { normaliseHost } from "./queries.js";

/** A valid host name or IPv4 address, lower-cased and without port. */
export const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$|^\d{1,3}(\.\d{1,3}){3}$/;

/** The hosts of a request, normalised and deduplicated; a 400 naming the bad ones. */
export const checkHosts = (raw: readonly string[]) => {
  const hosts = [...new Set(raw.map(normaliseHost))];
  const bad = hosts.filter((host) => !HOST.test(host));
  return bad.length
    ? new Invalid({ message: Messages.invalid, fields: bad.map((b) => ({ path: "payload.hosts", message: `clients.host.invalid: ${b}` })) })
    : hosts;
};

const hostTaken = (hosts: readonly string[]) => new Conflict({ message: Messages.hostTaken, detail: `host taken: ${hosts.join(", ")}` });

const SUMMARY_SQL = `select c.id, c.name, c.email, c.language, c.is_default, c.is_active,
    coalesce((select array_agg(host order by host) from client_hosts h where h.client_id = c.id), '{}') as hosts,
    (select count(*) from users u where u.client_id = c.id)::int as users_count
  from clients c where c.id = $1`;

/** One client as the platform administrators' list shows it. */
export const loadSummary = async (sql: Sql, id: number) => {
  const [row] = await sql.query<any>(SUMMARY_SQL, [id]);
  return row ? { ...row, is_default: !!row.is_default, is_active: row.is_active !== false, hosts: row.hosts ?? [] } : null;
};

const ADMIN_ROLE_NAMES = { ru: "Администратор", en: "Administrator", fr: "Administrateur" };
const LINK_TTL_MS = 7 * 24 * 3600 * 1000;
/** A client's own administrators manage everything of their client but not the platform (`clients`). */
const { clients: _platformOnly, ...TENANT_ADMIN } = AllPermissions;

/**
 * POST /api/clients: `client.created`, the client's Administrator custom role, its first administrator (active,
 * invited: a password link, mailed, or returned to the platform administrator while the client has no mail
 * transport). A taken host or e-mail is 409, nothing written.
 */
export const createClient = (input: ClientCreate) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("clients", "edit");
    const at = yield* now;
    const hosts = checkHosts(input.hosts);
    if (hosts instanceof Invalid) return yield* Effect.fail(hosts);
    const expires = new Date(Date.parse(at) + LINK_TTL_MS).toISOString();
    const mail = { config: yield* AppConfig, keys: yield* ServerKeys };
    const made = yield* command(async (tx) => {
      const taken = await tx.query<{ host: string }>("select host from client_hosts where host = any($1::text[])", [hosts]);
      if (taken.length) return hostTaken(taken.map((t) => t.host));
      const id = await nextId(tx, "client_ids");
      const meta = { actor: user.userId };
      await appendIn(tx, id, { type: "client", id }, 0, [{
        type: "client.created",
        data: {
          id, name: input.name.trim(), email: input.email.trim().toLowerCase(), language: input.language, hosts,
          active_user_limit: input.active_user_limit ?? null, features: {}, at,
        },
      }], meta);
      const roleId = await nextId(tx, "custom_role_ids");
      await appendIn(tx, id, { type: "customRole", id: roleId }, 0, [{
        type: "customRole.created",
        data: { id: roleId, client_id: id, name: ADMIN_ROLE_NAMES, routes: TENANT_ADMIN as Permissions, user_access: "all_users", is_manager_available: true, at },
      }], meta);
      const adminId = await createUserIn(tx, user, id, {
        email: input.admin.email, first_name: input.admin.first_name, last_name: input.admin.last_name,
        role_id: 5, custom_role_id: roleId, language: input.language, status: "active",
      } as any, at);
      if (typeof adminId !== "number") return adminId;
      // The first administrator is invited at once: the same machine event and password link as sendUserInvitations.
      const row = await loadUserRow(tx, id, adminId);
      await applyInvite(tx, row, adminActor(user), at);
      const uid = randomToken(24);
      const uidHash = sha256(uid);
      await appendIn(tx, id, { type: "passwordLink", id: uidHash }, 0, [{
        type: "passwordLink.created", data: { uid_hash: uidHash, user_id: adminId, client_id: id, expires_at: expires, at, invitation: true },
      }], meta);
      // Mailed like every invitation (users area); the link is shown to the platform administrator only when the
      // new client has no mail transport yet (the usual case: its mail server is set up later).
      const { mailed } = await queueMail(tx, mail, {
        clientId: id, userId: adminId, type: "invitation", actor: user.userId, at, link: { uid, expiresAt: expires },
      });
      return { id, admin: { user_id: adminId, expires_at: expires, mailed, uid: mailed ? null : uid } };
    });
    if (made.admin.mailed) wakeMailer();
    const client = yield* queryDb((db) => loadSummary(db, made.id));
    return { client: client!, admin: made.admin };
  });

/**
 * PUT /api/clientActivity: a client switched off cannot sign in and its sessions are refused (auth/authorization.ts);
 * the default client and the administrator's own client cannot be switched off (409).
 */
export const setClientActivity = (payload: { readonly id: number; readonly is_active: boolean }) =>
  Effect.gen(function* () {
    const user = yield* requirePermission("clients", "edit");
    const at = yield* now;
    yield* command(async (tx) => {
      const [row] = await tx.query<{ is_default: boolean; is_active: boolean }>("select is_default, is_active from clients where id = $1 for update", [payload.id]);
      if (!row) return notFound();
      if (!payload.is_active && (row.is_default || payload.id === user.clientId)) {
        return new Conflict({ message: ClientsMessages.deactivateRefused, detail: row.is_default ? "the default client" : "one's own client" });
      }
      if (row.is_active === payload.is_active) return payload.id;
      await appendNext(tx, payload.id, { type: "client", id: payload.id }, [{ type: payload.is_active ? "client.activated" : "client.deactivated", data: { at } }],
        { actor: user.userId });
      return payload.id;
    });
    return (yield* queryDb((db) => loadSummary(db, payload.id)))!;
  });

/** The target client's custom roles: one's own needs `roles`, another's `clients` edit (resolved by the caller). */
export const rolesOf = (user: SessionUser, clientId: number) =>
  clientId === user.clientId ? requirePermission("roles") : Effect.succeed(user);
