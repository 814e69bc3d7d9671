import { Effect } from "effect";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import { NewsMessages } from "../../../../services/contract/news.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db, Sql } from "../../db/types.js";
import { DomainError } from "../../events/errors.js";
import { runDb } from "../../http/run.js";
import { inRequestLanguage } from "../lists/index.js";

export const notFound = (detail = "news item") => new DomainError("notFound", NewsMessages.notFound, detail);
export const invalid = (path: string, messageId: string) =>
  new DomainError("invalid", "errors.invalid", `${path}: ${messageId}`, [{ path, message: messageId }]);
export const conflict = (messageId: string, detail: string) => new DomainError("conflict", messageId, detail);

/** Whether the client has the news feature on (spec 000 §6: without it, news and its management go). */
const newsOn = async (sql: Sql, clientId: number) =>
  (await sql.query<{ on: boolean }>("select coalesce((features->>'news')::boolean, false) as on from clients where id = $1", [clientId]))[0]
    ?.on === true;

/**
 * News work for the signed-in user: the `news` section (and `edit` for management), the client's news feature
 * (404 `news.off` when it is off: nothing of news exists then), the page's language for people's names; a thrown
 * DomainError is its 400/403/404/409 (http/run.ts), nothing written.
 */
const newsWork = <E extends NotFound | Forbidden | Invalid | Conflict, A>(work: (db: Db, user: SessionUser) => Promise<A>, manage: boolean) =>
  Effect.gen(function* () {
    const user = yield* inRequestLanguage(yield* (manage ? requirePermission("news", "edit") : requirePermission("news")));
    return yield* runDb<E, A>(async (db) => {
      if (!(await newsOn(db, user.clientId))) throw new DomainError("notFound", NewsMessages.off, "the news feature is off");
      return work(db, user);
    });
  });

/** A read: refused with 400, 403 or 404. */
export const newsRead = <A>(work: (db: Db, user: SessionUser) => Promise<A>, { manage = false } = {}) =>
  newsWork<NotFound | Forbidden | Invalid, A>(work, manage);
/** A management write: also 409 (a taken name, a stale version). */
export const newsWrite = <A>(work: (db: Db, user: SessionUser) => Promise<A>) => newsWork<NotFound | Forbidden | Invalid | Conflict, A>(work, true);
