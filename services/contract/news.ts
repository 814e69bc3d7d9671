import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { isHttpsImage, RichText } from "../richText/index.js";
import { IdParam, LastId, Limit, NamedId } from "./devPlansSchemas.js";
import { Conflict, Forbidden, Invalid, NotFound, Seen, SeenQuery } from "./errors.js";
import { Line } from "./ids.js";
import { Authorization } from "./security.js";

/**
 * News (spec 000 §2 `/news`, `/news/{id}`, management/news; §6 feature switch; spec 001 §7 "GET news/").
 *
 * Every call needs the client's `news` feature: with it off, each answers 404 `news.off` (the menu and the routes
 * are gone too). Readers need the `news` section; management needs `news` with `edit`.
 *
 * Reader:
 * - GET /news?last_id&limit&category_id&tag_id   published items the reader may see, newest first (keyset: the
 *                                                 cursor is the last item's id; its publish date orders)
 * - GET /news/:id                                 one of them (404 when not published yet or not for this reader)
 * - GET /newsCategories, GET /newsTags            the client's categories and tags (to filter by), by name
 * Management (news edit):
 * - POST|PUT|DELETE /newsCategories[/:id]        categories: no two with one name (409 `news.nameTaken`);
 *                                                 removing one leaves its items without a category
 * - POST|PUT|DELETE /newsTags[/:id]              tags, the same
 * - GET  /newsAdmin?last_id&limit&status          every item (drafts, scheduled, published; or one status),
 *                                                 newest first (keyset by id)
 * - POST /newsAdmin                                create a draft: title, cover (https image), body (Markdown),
 *                                                 category, tags → the item
 * - GET|PUT /newsAdmin/:id, DELETE ?expectedVersion   one item; writes send the version the screen showed
 * - POST /newsAdmin/:id/publish { at? }            readers see it from `at` (absent: now, by the server's clock);
 *                                                 a later `at` schedules it. 409 `news.errors.emptyBody` without a body
 * - POST /newsAdmin/:id/unpublish                  back to a draft: readers no longer see it
 * - GET|PUT /newsAdmin/:id/access                 who may read it: groups and individuals of the client (none:
 *                                                 everyone in the client), with a summary of how many people
 * - GET /newsGroups?search&last_id&limit          the client's user groups to grant access to
 */

const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const nonBlank = Schema.makeFilter((s: string) => s.trim().length > 0 || "news.required");
/** A category's or tag's name. */
export const NewsName = Line(100).check(nonBlank);
/** An https image address (spec 001 §5), at most 2,048 characters. */
export const CoverUrl = Schema.String.check(
  Schema.isMaxLength(2048),
  Schema.makeFilter((s: string) => isHttpsImage(s) || "richText.imageNotHttps"),
);
/** An ISO date-time with its offset, such as 2026-11-26T09:00:00.000Z. */
const DateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/),
  Schema.makeFilter((s: string) => !Number.isNaN(Date.parse(s)) || "news.invalidDate"),
);
export const MAX_NEWS_TAGS = 20;
export const MAX_ACCESS_GROUPS = 200;
export const MAX_ACCESS_USERS = 1000;

export const NewsCategory = Schema.Struct({ id: Schema.Int, name: Schema.String });
export const NewsTag = NewsCategory;
export const NamePayload = Schema.Struct({ name: NewsName });

/** An item as the news list shows it. */
export const NewsCard = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  cover_url: Schema.NullOr(Schema.String),
  /** plain text of the body's beginning */
  excerpt: Schema.String,
  publish_at: Schema.String,
  category: Schema.NullOr(NamedId),
  tags: Schema.Array(NamedId),
});
export const NewsPage = Schema.Struct({ items: Schema.Array(NewsCard), last_id: Schema.NullOr(Schema.Int) });
/** One item as the reader sees it: the body as sanitised HTML. */
export const NewsArticle = Schema.Struct({ ...NewsCard.fields, body_html: Schema.String });

/**
 * Where an item stands for its readers: a draft (only editors see it), scheduled (published from a moment still to
 * come) or published (readers see it). The database's clock says when a scheduled item becomes published.
 */
export const NewsStatuses = ["draft", "scheduled", "published"] as const;
export const NewsStatus = Schema.Literals(NewsStatuses);
export type NewsStatus = typeof NewsStatus.Type;

/** A row of the management list. */
export const NewsAdminRow = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** the moment readers see it from; null for a draft */
  publish_at: Schema.NullOr(Schema.String),
  status: NewsStatus,
  category: Schema.NullOr(NamedId),
  /** restricted: only the groups and people of its access list read it */
  restricted: Schema.Boolean,
});
export const NewsAdminPage = Schema.Struct({ items: Schema.Array(NewsAdminRow), last_id: Schema.NullOr(Schema.Int) });

/** An item as its settings page edits it. */
export const NewsItem = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  cover_url: Schema.NullOr(Schema.String),
  body: Schema.String,
  body_html: Schema.String,
  category_id: Schema.NullOr(Schema.Int),
  tag_ids: Schema.Array(Schema.Int),
  publish_at: Schema.NullOr(Schema.String),
  status: NewsStatus,
  /** the publication commands the machine takes now, and the others with the rule that refuses them */
  available_commands: Schema.Array(Schema.Literals(["publish", "unpublish"])),
  unavailable_commands: Schema.Array(Schema.Struct({ type: Schema.Literals(["publish", "unpublish"]), reason: Schema.String })),
  version: Schema.Int,
});

export const NewsInput = Schema.Struct({
  title: Line(200).check(nonBlank),
  cover_url: Schema.NullOr(CoverUrl),
  body: RichText,
  category_id: Schema.NullOr(Id),
  tag_ids: Schema.Array(Id).check(Schema.isMaxLength(MAX_NEWS_TAGS)),
  ...Seen,
});

/** A new item: always a draft, which readers do not see until it is published. */
export const NewsCreateInput = NewsInput;

/**
 * Publishing: readers see the item from `at`; without it, from now by the server's clock, not the browser's (a browser
 * clock a minute fast would otherwise hide a "published now" item for that minute).
 */
export const PublishInput = Schema.Struct({ at: Schema.optional(DateTime), ...Seen });
export const UnpublishInput = Schema.Struct({ ...Seen });

export const NewsAccess = Schema.Struct({
  groups: Schema.Array(NamedId),
  users: Schema.Array(NamedId),
  summary: Schema.Struct({
    /** no entries: everyone in the client reads it */
    everyone: Schema.Boolean,
    /** how many active people may read it */
    people: Schema.Int,
  }),
  version: Schema.Int,
});
export const AccessInput = Schema.Struct({
  group_ids: Schema.Array(Id).check(Schema.isMaxLength(MAX_ACCESS_GROUPS)),
  user_ids: Schema.Array(Id).check(Schema.isMaxLength(MAX_ACCESS_USERS)),
  ...Seen,
});
export const GroupOptionPage = Schema.Struct({ items: Schema.Array(NamedId), last_id: Schema.NullOr(Schema.Int) });

/** Catalogue ids of the news area's refusals. */
export const NewsMessages = {
  off: "news.off",
  notFound: "news.notFound",
  nameTaken: "news.nameTaken",
  unknownCategory: "news.unknownCategory",
  unknownTag: "news.unknownTag",
  unknownGroup: "news.unknownGroup",
  unknownUser: "news.unknownUser",
  emptyBody: "news.errors.emptyBody",
} as const;

const Paging = { last_id: LastId, limit: Limit };
const ById = { id: IdParam };
const read = [Forbidden, NotFound, Invalid];
const write = [Forbidden, NotFound, Invalid, Conflict];

export class NewsGroup extends HttpApiGroup.make("news")
  .add(
    HttpApiEndpoint.get("listNews", "/news", {
      query: { ...Paging, category_id: Schema.optional(IdParam), tag_id: Schema.optional(IdParam) },
      success: NewsPage,
      error: read,
    }),
  )
  .add(HttpApiEndpoint.get("getNews", "/news/:id", { params: ById, success: NewsArticle, error: read }))
  .add(HttpApiEndpoint.get("listCategories", "/newsCategories", { success: Schema.Array(NewsCategory), error: read }))
  .add(HttpApiEndpoint.post("createCategory", "/newsCategories", { payload: NamePayload, success: NewsCategory, error: write }))
  .add(HttpApiEndpoint.put("renameCategory", "/newsCategories/:id", { params: ById, payload: NamePayload, success: NewsCategory, error: write }))
  .add(HttpApiEndpoint.delete("removeCategory", "/newsCategories/:id", { params: ById, success: HttpApiSchema.NoContent, error: write }))
  .add(HttpApiEndpoint.get("listTags", "/newsTags", { success: Schema.Array(NewsTag), error: read }))
  .add(HttpApiEndpoint.post("createTag", "/newsTags", { payload: NamePayload, success: NewsTag, error: write }))
  .add(HttpApiEndpoint.put("renameTag", "/newsTags/:id", { params: ById, payload: NamePayload, success: NewsTag, error: write }))
  .add(HttpApiEndpoint.delete("removeTag", "/newsTags/:id", { params: ById, success: HttpApiSchema.NoContent, error: write }))
  .add(HttpApiEndpoint.get("adminList", "/newsAdmin", { query: { ...Paging, status: Schema.optional(NewsStatus) }, success: NewsAdminPage, error: read }))
  .add(HttpApiEndpoint.post("createNews", "/newsAdmin", { payload: NewsCreateInput, success: NewsItem, error: write }))
  .add(HttpApiEndpoint.get("getNewsItem", "/newsAdmin/:id", { params: ById, success: NewsItem, error: read }))
  .add(HttpApiEndpoint.put("updateNews", "/newsAdmin/:id", { params: ById, payload: NewsInput, success: NewsItem, error: write }))
  .add(HttpApiEndpoint.post("publishNews", "/newsAdmin/:id/publish", { params: ById, payload: PublishInput, success: NewsItem, error: write }))
  .add(HttpApiEndpoint.post("unpublishNews", "/newsAdmin/:id/unpublish", { params: ById, payload: UnpublishInput, success: NewsItem, error: write }))
  .add(HttpApiEndpoint.delete("removeNews", "/newsAdmin/:id", { params: ById, query: SeenQuery, success: HttpApiSchema.NoContent, error: write }))
  .add(HttpApiEndpoint.get("getAccess", "/newsAdmin/:id/access", { params: ById, success: NewsAccess, error: read }))
  .add(HttpApiEndpoint.put("setAccess", "/newsAdmin/:id/access", { params: ById, payload: AccessInput, success: NewsAccess, error: write }))
  .add(
    HttpApiEndpoint.get("groupOptions", "/newsGroups", {
      query: { ...Paging, search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))) },
      success: GroupOptionPage,
      error: read,
    }),
  )
  .middleware(Authorization) {}
