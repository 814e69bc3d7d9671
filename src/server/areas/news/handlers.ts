import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { transact } from "../../events/command.js";
import * as cmd from "./commands.js";
import { accessOf, adminItem, adminPage, groupOptions, namesOf, readerItem, readerPage } from "./queries.js";
import { newsRead, newsWrite } from "./run.js";

const manage = { manage: true };

/** The news calls (services/contract/news.ts): readers need `news`, management `news` edit, all the news feature. */
export const NewsLive = HttpApiBuilder.group(Api, "news", (h) =>
  h
    .handle("listNews", ({ query }) => newsRead((db, user) => readerPage(db, user, query)))
    .handle("getNews", ({ params }) => newsRead((db, user) => readerItem(db, user, params.id)))
    .handle("listCategories", () => newsRead((db, user) => namesOf(db, "news_categories", user.clientId)))
    .handle("listTags", () => newsRead((db, user) => namesOf(db, "news_tags", user.clientId)))
    .handle("createCategory", ({ payload }) => newsWrite((db, user) => transact(db, (tx) => cmd.createName(tx, user, "category", payload.name))))
    .handle("renameCategory", ({ params, payload }) =>
      newsWrite((db, user) => transact(db, (tx) => cmd.renameName(tx, user, "category", params.id, payload.name))))
    .handle("removeCategory", ({ params }) =>
      Effect.asVoid(newsWrite((db, user) => transact(db, (tx) => cmd.removeName(tx, user, "category", params.id)))))
    .handle("createTag", ({ payload }) => newsWrite((db, user) => transact(db, (tx) => cmd.createName(tx, user, "tag", payload.name))))
    .handle("renameTag", ({ params, payload }) =>
      newsWrite((db, user) => transact(db, (tx) => cmd.renameName(tx, user, "tag", params.id, payload.name))))
    .handle("removeTag", ({ params }) =>
      Effect.asVoid(newsWrite((db, user) => transact(db, (tx) => cmd.removeName(tx, user, "tag", params.id)))))
    .handle("adminList", ({ query }) => newsRead((db, user) => adminPage(db, user.clientId, query), manage))
    .handle("createNews", ({ payload }) =>
      newsWrite(async (db, user) => adminItem(db, user.clientId, await transact(db, (tx) => cmd.createItem(tx, user, payload)))))
    .handle("getNewsItem", ({ params }) => newsRead((db, user) => adminItem(db, user.clientId, params.id), manage))
    .handle("updateNews", ({ params, payload }) =>
      newsWrite(async (db, user) => {
        await transact(db, (tx) => cmd.updateItem(tx, user, params.id, payload));
        return adminItem(db, user.clientId, params.id);
      }))
    .handle("publishNews", ({ params, payload }) =>
      newsWrite(async (db, user) => {
        await transact(db, (tx) => cmd.publishItem(tx, user, params.id, payload));
        return adminItem(db, user.clientId, params.id);
      }))
    .handle("unpublishNews", ({ params, payload }) =>
      newsWrite(async (db, user) => {
        await transact(db, (tx) => cmd.unpublishItem(tx, user, params.id, payload.expectedVersion));
        return adminItem(db, user.clientId, params.id);
      }))
    .handle("removeNews", ({ params, query }) =>
      Effect.asVoid(newsWrite((db, user) => transact(db, (tx) => cmd.removeItem(tx, user, params.id, query.expectedVersion)))))
    .handle("getAccess", ({ params }) => newsRead((db, user) => accessOf(db, user, params.id), manage))
    .handle("setAccess", ({ params, payload }) =>
      newsWrite(async (db, user) => {
        await transact(db, (tx) => cmd.setAccess(tx, user, params.id, payload));
        return accessOf(db, user, params.id);
      }))
    .handle("groupOptions", ({ query }) => newsRead((db, user) => groupOptions(db, user.clientId, query), manage)),
);
