import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { runDb } from "../../http/run.js";
import * as cmd from "./commands.js";
import { categoryOf, faqByClient, itemOf } from "./queries.js";

/** FAQ work for a reader (the FAQ section) or an editor (its edit flag), scoped by the session's client. */
const faqDb = <A>(edit: boolean, work: (db: Db, u: SessionUser) => Promise<A>) =>
  Effect.flatMap(edit ? requirePermission("faq", "edit") : requirePermission("faq"), (u) =>
    runDb<Forbidden | NotFound | Invalid | Conflict, A>((db) => work(db, u)));

/** The FAQ (spec 001 §7): reads for every reader, writes for editors; each write answers what it wrote. */
export const FaqLive = HttpApiBuilder.group(Api, "faq", (h) =>
  h
    .handle("getFaqByClient", () => faqDb(false, (db, u) => faqByClient(db, u.clientId)))
    .handle("getCategory", ({ query }) => faqDb(false, (db, u) => categoryOf(db, u.clientId, query.id)))
    .handle("createCategory", ({ payload }) =>
      faqDb(true, async (db, u) => categoryOf(db, u.clientId, await cmd.createCategory(db, u, payload.category_name))))
    .handle("updateCategory", ({ payload }) =>
      faqDb(true, async (db, u) => {
        await cmd.updateCategory(db, u, payload.id, payload.category_name, payload.question_position_ids, payload.expectedVersion);
        return categoryOf(db, u.clientId, payload.id);
      }))
    .handle("removeCategory", ({ query }) => faqDb(true, (db, u) => cmd.removeCategory(db, u, query.id, query.expectedVersion)))
    .handle("getItem", ({ query }) => faqDb(false, (db, u) => itemOf(db, u.clientId, query.id)))
    .handle("createItem", ({ payload }) => faqDb(true, async (db, u) => itemOf(db, u.clientId, await cmd.createItem(db, u, payload))))
    .handle("updateItem", ({ payload }) =>
      faqDb(true, async (db, u) => {
        await cmd.updateItem(db, u, payload.id, payload, payload.expectedVersion);
        return itemOf(db, u.clientId, payload.id);
      }))
    .handle("removeItem", ({ query }) => faqDb(true, (db, u) => cmd.removeItem(db, u, query.id, query.expectedVersion)))
    .handle("orderCategories", ({ payload }) =>
      faqDb(true, async (db, u) => {
        await cmd.orderCategories(db, u, payload.id, payload.category_position_ids, payload.expectedVersion);
        return faqByClient(db, u.clientId);
      })),
);
