import { gzipSync } from "node:zlib";
import { Effect, Option } from "effect";
import { HttpServerRequest, HttpServerResponse } from "effect/http";
import { Forbidden, Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import type { ListPage } from "../../../../services/contract/lists.js";
import { allows } from "../../../../services/contract/permissions.js";
import { CurrentUser, type SessionUser } from "../../../../services/contract/security.js";
import { targetClient } from "../../auth/permissions.js";
import { pickLanguage } from "../auth/index.js";
import { queryDb } from "../../http/run.js";
import { BadCondition, Params } from "./conditions.js";
import type { Sql } from "../../db/types.js";
import { filterCache } from "./filterCache.js";
import { jsonPage, jsonPageFits } from "./jsonPage.js";
import {
  canSeeSensitive, describeColumns, describeFilters, type Lang, langOf, listRoute, pageQuery, type RouteDef, type Selection, type SortBy, shapeRow, visibleColumns,
} from "./engine.js";

export const DEFAULT_LIMIT = 1000;

/**
 * The signed-in user with `language` set to the request's: the `content-language` header if it names one of ours
 * (the interface language the browser shows), else the user's own. Column and option names follow it.
 */
export const inRequestLanguage = <U extends { readonly language: string }>(user: U) =>
  Effect.gen(function* () {
    const request = yield* Effect.serviceOption(HttpServerRequest.HttpServerRequest);
    const header = Option.getOrUndefined(request)?.headers["content-language"];
    const language = pickLanguage(header, user.language) as Lang;
    return language === user.language ? user : { ...user, language };
  });
export const requestUser = Effect.flatMap(Effect.service(CurrentUser), inRequestLanguage);

/** The route, if it exists and the user's role opens its section: else 404 or 403. */
export const resolveRoute = (name: string) =>
  Effect.gen(function* () {
    const user = yield* requestUser;
    const def = listRoute(name);
    if (!def) return yield* Effect.fail(new NotFound({ message: Messages.notFound, detail: `unknown list route ${name}` }));
    if (!allows(user.permissions, def.section)) {
      return yield* Effect.fail(new Forbidden({ message: Messages.forbidden, detail: `needs ${def.section}` }));
    }
    return { user, def };
  });

/** A bad condition is a 400 that names it. */
export const badCondition = (e: unknown) =>
  e instanceof BadCondition
    ? Effect.fail(new Invalid({ message: Messages.invalid, fields: [{ path: e.path, message: e.reason }] }))
    : Effect.die(e);

export interface PageRequest {
  readonly route: string;
  readonly selection: Selection;
  readonly lastId: number | null;
  readonly limit: number;
  readonly zip: boolean;
  readonly simple: boolean;
  readonly clientId?: number | undefined;
  readonly sort?: SortBy | undefined;
}

/** The route's filter fields for this user as JSON text: from the client's filter cache, else read and kept there. */
const filtersJson = async (def: RouteDef, user: SessionUser, clientId: number, sql: Sql, lang: Lang) => {
  const cache = filterCache(sql);
  const key = `${def.name}|${lang}|${canSeeSensitive(user) ? "sensitive" : ""}`;
  const known = cache.get(clientId, key);
  if (known !== undefined) return known;
  const version = cache.version(clientId);
  const fields: ListPage["filters"] = await describeFilters(def, user, clientId, sql, lang);
  const json = JSON.stringify(fields);
  cache.remember(clientId, key, json, version);
  return json;
};

const page = (def: RouteDef, user: SessionUser, clientId: number, r: PageRequest) =>
  queryDb(async (sql) => {
    const lang = langOf(user);
    const cols = visibleColumns(def, user);
    const ctx = { sql, user, clientId, p: new Params() };
    try {
      let rows: string;
      let lastId: number;
      if (jsonPageFits(cols)) {
        const built = await jsonPage(def, ctx, r.selection, cols, r.lastId, r.limit, r.sort, r.simple);
        if (built.count === 0 || built.lastId === null) return undefined;
        rows = built.rows;
        lastId = built.lastId;
      } else {
        const read = await pageQuery(def, ctx, r.selection, cols, r.lastId, r.limit, r.sort);
        if (read.length === 0) return undefined;
        rows = JSON.stringify(read.map((row) => shapeRow(cols, row, r.simple, true)));
        lastId = Number(read[read.length - 1].id);
      }
      const columns: ListPage["columns"] = describeColumns(cols, lang, def);
      const settings: ListPage["settings"] = { last_id: lastId, limit: r.limit, use_zip: r.zip };
      // The filter fields and their options come with the first page only (a later page answers []): the
      // browser keeps them from there, and a deep page costs one query.
      const filters = r.lastId === null ? await filtersJson(def, user, clientId, sql, lang) : "[]";
      // The rows are JSON text already: the body is put together around them rather than parsed and written again.
      const rowsJson = r.zip ? JSON.stringify(gzipSync(rows).toString("base64")) : rows;
      return `{"rows":${rowsJson},"columns":${JSON.stringify(columns)},"filters":${filters},"settings":${JSON.stringify(settings)}}`;
    } catch (e) {
      if (e instanceof BadCondition) return e;
      throw e;
    }
  });

/** One page of a list route for the signed-in user; undefined (204) when there are no rows. */
export const listPage = (r: PageRequest) =>
  Effect.gen(function* () {
    const { user, def } = yield* resolveRoute(r.route);
    const clientId = yield* targetClient(user, r.clientId);
    const result = yield* page(def, user, clientId, r);
    if (result instanceof BadCondition) return yield* badCondition(result);
    if (result === undefined) return undefined;
    // Written here rather than encoded through the contract's ListPage schema: the page is built by this code to
    // that type (checked by the compiler and by the API tests), and walking 100–1,000 rows cell by cell through the
    // schema cost about a fifth of the endpoint's CPU (a CPU profile of the bench's virginSearch scenario).
    return HttpServerResponse.text(result, { contentType: "application/json" });
  });
