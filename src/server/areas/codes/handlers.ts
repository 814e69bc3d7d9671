import { Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { type Conflict, type Forbidden, type Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import type { Flag, Section } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db, Sql } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { queryDb, runDb } from "../../http/run.js";
import { callerAddress } from "../../http/rateLimit.js";
import { AppClock, AppConfig } from "../../http/services.js";
import { inRequestLanguage, type Lang, langOf } from "../lists/index.js";
import { blockCode, createCatalog, setSettings, updateCatalog } from "./catalogs.js";
import { codesWorkbook, download } from "./exportCodes.js";
import { listCatalogs, listCodes, loadCatalog, loadCode, loadSettings } from "./queries.js";
import { register, registrationOptions } from "./registration.js";
import { giveBackDomainAttempt, takeRegistrationAttempt } from "./registrationAttempts.js";

type Refusal = Forbidden | NotFound | Invalid | Conflict;
const notFound = () => new NotFound({ message: Messages.notFound });
const orNotFound = <A>(a: A | null) => (a === null ? Promise.reject(notFound()) : Promise.resolve(a));

/** Work for a user with the section (and flag), in the request's language, scoped by the session's client. */
const withUser = <A>(section: Section, flag: Flag | undefined, work: (db: Db, u: SessionUser, lang: Lang) => Promise<A>) =>
  Effect.flatMap(Effect.flatMap(requirePermission(section, flag), inRequestLanguage), (u) => runDb<Refusal, A>((db) => work(db, u, langOf(u))));

/** A write: one transaction at the clock's time; the answer is read after it commits. */
const writing = <A>(section: Section, work: (tx: Sql, u: SessionUser, at: string) => Promise<number>, answer: (db: Db, u: SessionUser, lang: Lang, id: number) => Promise<A>) =>
  Effect.flatMap(Effect.service(AppClock), (clock) =>
    withUser(section, "edit", async (db, u, lang) => answer(db, u, lang, await transact(db, (tx) => work(tx, u, clock.now().toISOString())))));

/** Catalogues and codes (`codes`), the registration settings (`client_settings`); scoped by the session's client. */
export const CodesLive = HttpApiBuilder.group(Api, "codes", (h) =>
  h
    .handle("listCodeCatalogs", ({ query }) => withUser("codes", undefined, (db, u, lang) => listCatalogs(db, u.clientId, query.last_id ?? null, query.limit ?? 50, lang)))
    .handle("getCodeCatalog", ({ params }) => withUser("codes", undefined, (db, u, lang) => loadCatalog(db, u.clientId, params.id, lang).then(orNotFound)))
    .handle("createCodeCatalog", ({ payload }) =>
      writing("codes", (tx, u, at) => createCatalog(tx, u, payload, at), (db, u, lang, id) => loadCatalog(db, u.clientId, id, lang)))
    .handle("updateCodeCatalog", ({ payload }) =>
      writing("codes", (tx, u, at) => updateCatalog(tx, u, payload, at), (db, u, lang, id) => loadCatalog(db, u.clientId, id, lang)))
    .handle("listAccessCodes", ({ params, query }) =>
      withUser("codes", undefined, async (db, u, lang) => {
        await loadCatalog(db, u.clientId, params.id, lang).then(orNotFound);
        return listCodes(db, u.clientId, params.id, query.last_id ?? null, query.limit ?? 50, lang);
      }))
    .handle("blockAccessCode", ({ payload }) =>
      writing("codes", (tx, u, at) => blockCode(tx, u, payload.id, payload.is_blocked, at), (db, u, lang) => loadCode(db, u.clientId, payload.id, lang)))
    .handle("exportAccessCodes", ({ params }) =>
      Effect.flatMap(
        withUser("codes", "export", async (db, u, lang) => codesWorkbook(db, u.clientId, await loadCatalog(db, u.clientId, params.id, lang).then(orNotFound), lang)),
        (bytes) => download(bytes, params.id)))
    .handle("getRegistrationSettings", () => withUser("client_settings", undefined, (db, u) => loadSettings(db, u.clientId)))
    .handle("setRegistrationSettings", ({ payload }) =>
      writing("client_settings", (tx, u, at) => setSettings(tx, u, payload, at), (db, u) => loadSettings(db, u.clientId))),
);

const requestHost = Effect.map(HttpServerRequest.HttpServerRequest, (r) => r.headers.host ?? "");

/** Public: what registration offers on this host, and registration itself. */
export const RegistrationLive = HttpApiBuilder.group(Api, "registration", (h) =>
  h
    .handle("registrationOptions", ({ query }) => Effect.flatMap(requestHost, (host) => queryDb((db) => registrationOptions(db, query.host ?? host))))
    .handle("register", ({ payload }) =>
      Effect.gen(function* () {
        // Counted before anything is read: an attempt tells whether an e-mail is taken or a code exists.
        const limit = (yield* AppConfig).registrationAttempts;
        const [address, now] = [yield* callerAddress, (yield* AppClock).now()];
        const refusal = yield* queryDb((db) => takeRegistrationAttempt(db, limit, address, payload.email, now));
        if (refusal) return yield* Effect.fail(refusal);
        const registered = yield* register(payload, yield* requestHost);
        yield* queryDb((db) => giveBackDomainAttempt(db, limit, payload.email, now));
        return registered;
      })),
);
