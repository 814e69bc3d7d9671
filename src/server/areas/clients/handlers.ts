import { Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { MAX_ID } from "../../../../services/contract/ids.js";
import { Conflict, Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import { CurrentUser, type SessionUser } from "../../../../services/contract/security.js";
import { requirePermission, targetClient } from "../../auth/permissions.js";
import { appendNext, transact } from "../../events/command.js";
import { queryDb, withDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { checkHosts, createClient, rolesOf, setClientActivity } from "./admin.js";
import { listClients } from "./list.js";
import { loadPolicyFile, publicPolicy, publicPolicyFile, removePolicy, uploadPolicy } from "./privacy.js";
import { listRoles } from "../users/index.js";
import {
  brandingByHost, clientByHost, clientExists, loadBranding, loadPolicy,
} from "./queries.js";

interface ClientQuery {
  readonly client_id?: number | undefined;
  readonly host?: string | undefined;
}

/**
 * The client a settings request acts on: `client_id`, else the client of `host`, else the session's own.
 * Another client than one's own needs `clients` edit (403); a client that does not exist is 404.
 */
const resolveTarget = (user: SessionUser, query: ClientQuery) =>
  Effect.gen(function* () {
    let requested = query.client_id;
    if (requested === undefined && query.host) {
      const byHost = yield* queryDb((db) => clientByHost(db, query.host!));
      if (byHost === null) return yield* Effect.fail(new NotFound({ message: Messages.notFound, detail: "unknown host" }));
      requested = byHost;
    }
    const id = yield* targetClient(user, requested);
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID || !(yield* queryDb((db) => clientExists(db, id)))) {
      return yield* Effect.fail(new NotFound({ message: Messages.notFound }));
    }
    return id;
  });

const now = Effect.map(Effect.service(AppClock), (c) => c.now().toISOString());

const CLIENT_SQL = `select id, name, email, phone, registration_number, short_description, full_description, language,
  time_zone, date_format, time_format, is_active, is_default, coalesce((select array_agg(host order by host) from client_hosts h where h.client_id = c.id), '{}') as hosts
  from clients c where id = $1`;

/** Public: the branding of the login page, by login, else host, else the default client. */
export const BrandingLive = HttpApiBuilder.group(Api, "branding", (h) =>
  h.handle("domainBranding", ({ query }) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest;
      return yield* queryDb(async (db) => {
        if (query.login) {
          const [user] = await db.query<{ client_id: number }>("select client_id from users where lower(email) = lower($1)", [query.login.trim()]);
          if (user) return loadBranding(db, user.client_id);
        }
        return brandingByHost(db, query.host ?? request.headers.host ?? "");
      });
    }))
    .handle("privacyPolicy", ({ query }) => publicPolicy(query.host))
    .handle("privacyPolicyFile", ({ query }) => publicPolicyFile(query.host)),
);

/** A client's branding, information and password policy: `client_settings`, edit to change. */
export const ClientsLive = HttpApiBuilder.group(Api, "clients", (h) =>
  h
    .handle("listClients", ({ query }) => listClients(query))
    .handle("createClient", ({ payload }) => createClient(payload))
    .handle("setClientActivity", ({ payload }) => setClientActivity(payload))
    .handle("clientRoles", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* Effect.service(CurrentUser);
        const id = yield* resolveTarget(user, query);
        yield* rolesOf(user, id);
        return yield* listRoles({ ...user, clientId: id });
      }))
    .handle("getClientPrivacyPolicy", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings");
        const id = yield* resolveTarget(user, query);
        return yield* queryDb((db) => loadPolicyFile(db, id));
      }))
    .handle("uploadClientPrivacyPolicy", ({ query, payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings", "edit");
        const id = yield* resolveTarget(user, query);
        return yield* uploadPolicy(id, user.userId, payload);
      }))
    .handle("removeClientPrivacyPolicy", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings", "edit");
        const id = yield* resolveTarget(user, query);
        return yield* removePolicy(id, user.userId);
      }))
    .handle("getClientBrandingSettings", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings");
        const id = yield* resolveTarget(user, query);
        return yield* queryDb((db) => loadBranding(db, id));
      }))
    .handle("putClientBrandingSettings", ({ query, payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings", "edit");
        const id = yield* resolveTarget(user, { client_id: payload.client_id ?? query.client_id, host: query.host });
        const { client_id: _ignored, ...branding } = payload;
        const at = yield* now;
        return yield* withDb(async (db) => {
          await transact(db, (tx) =>
            appendNext(tx, id, { type: "clientBranding", id }, [{ type: "branding.set", data: { ...branding, at } }], { actor: user.userId }));
          return loadBranding(db, id);
        });
      }))
    .handle("getClientInformation", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings");
        const id = yield* resolveTarget(user, query);
        return yield* queryDb(async (db) => (await db.query(CLIENT_SQL, [id]))[0] as any);
      }))
    .handle("putClientInformation", ({ query, payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings", "edit");
        const id = yield* resolveTarget(user, query);
        const hosts = checkHosts(payload.hosts);
        if (hosts instanceof Invalid) return yield* Effect.fail(hosts);
        const at = yield* now;
        const taken = yield* withDb((db) =>
          transact(db, async (tx) => {
            const others = await tx.query("select host from client_hosts where host = any($1::text[]) and client_id <> $2", [hosts, id]);
            if (others.length) return others.map((o) => o.host as string);
            await appendNext(tx, id, { type: "client", id }, [{ type: "client.updated", data: { ...payload, hosts, at } }], { actor: user.userId });
            return null;
          }));
        if (taken) return yield* Effect.fail(new Conflict({ message: Messages.hostTaken, detail: `host taken: ${taken.join(", ")}` }));
        return yield* queryDb(async (db) => (await db.query(CLIENT_SQL, [id]))[0] as any);
      }))
    .handle("getPasswordPolicy", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings");
        const id = yield* resolveTarget(user, query);
        return yield* queryDb((db) => loadPolicy(db, id));
      }))
    .handle("putPasswordPolicy", ({ query, payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings", "edit");
        const id = yield* resolveTarget(user, query);
        if (payload.min_length > payload.max_length) {
          return yield* Effect.fail(new Invalid({ message: Messages.invalid, fields: [{ path: "payload.max_length", message: "clients.policy.maxBelowMin" }] }));
        }
        const at = yield* now;
        return yield* withDb(async (db) => {
          await transact(db, (tx) =>
            appendNext(tx, id, { type: "passwordPolicy", id }, [{ type: "passwordPolicy.set", data: { ...payload, at } }], { actor: user.userId }));
          return loadPolicy(db, id);
        });
      })),
);
