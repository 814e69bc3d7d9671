import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen, SeenQuery } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { RichTextOf } from "../richText/index.js";
import { Authorization } from "./security.js";

/** Spec 001 §9: the FAQ search applies from this many characters (a substring of the question titles). */
export const FAQ_SEARCH_MIN = 3;
export const CATEGORY_NAME_MAX = 255;
export const QUESTION_TITLE_MAX = 500;
/** The answer is rich text (Markdown, services/richText: https images, checked links); its length in characters. */
export const ANSWER_MAX = 20_000;
/** One FAQ is read whole (`getFaqByClient`): these bound it, so the page and its orders stay small. */
export const MAX_CATEGORIES = 200;
export const MAX_QUESTIONS_PER_CATEGORY = 500;

/**
 * Why a category name or question title is refused (a catalogue id), or null when it is fine: empty after trimming.
 * Length and line breaks are the schema's (`Line`); the browser asks the same before sending.
 */
export const faqTextProblem = (raw: string): string | null => (raw.trim() ? null : "faq.errors.empty");

export const FaqCategory = Schema.Struct({
  id: Schema.Int,
  faq_id: Schema.Int,
  category_name: Schema.String,
  /** The category's questions in their order. */
  question_position_ids: Schema.Array(Schema.Int),
  /** The category's stream version: send it back as `expectedVersion` with an edit. */
  version: Schema.Int,
});
export type FaqCategory = typeof FaqCategory.Type;

export const FaqItem = Schema.Struct({
  id: Schema.Int,
  faq_id: Schema.Int,
  title: Schema.String,
  /** The answer, Markdown as the editor wrote it. */
  data: Schema.String,
  /** The answer as HTML, rendered from `data` and sanitised by the server (src/server/richText). */
  data_html: Schema.String,
  faq_item_category_id: Schema.Int,
  version: Schema.Int,
});
export type FaqItem = typeof FaqItem.Type;

/** The client's FAQ, whole. `id` is null while the client has none (its first category creates it). */
export const Faq = Schema.Struct({
  id: Schema.NullOr(Schema.Int),
  categories: Schema.Array(FaqCategory),
  items: Schema.Array(FaqItem),
  /** The categories in their order. */
  category_position_ids: Schema.Array(Schema.Int),
  /** The FAQ's stream version (its category order): `expectedVersion` of `manageFaq`. */
  version: Schema.Int,
});
export type Faq = typeof Faq.Type;

const Id = Int32;
const IdQuery = { id: IntFromString };
const CategoryName = Line(CATEGORY_NAME_MAX);
const Title = Line(QUESTION_TITLE_MAX);
const Answer = RichTextOf(ANSWER_MAX);
const Order = (max: number) => Schema.Array(Id).check(Schema.isMaxLength(max));
const W = [Forbidden, NotFound, Invalid, Conflict];

const QuestionFields = { faq_id: Id, title: Title, faq_item_category_id: Id, data: Answer };

/**
 * The FAQ (spec 001 §7 "FAQ"): everyone with the FAQ section reads it; its edit flag creates, renames, orders
 * and removes categories and questions. An order must name exactly the questions of that category (or the
 * categories of that FAQ), each once: anything else is a 400 and nothing is written.
 */
export class FaqGroup extends HttpApiGroup.make("faq")
  .add(HttpApiEndpoint.get("getFaqByClient", "/getFaqByClient", { success: Faq, error: W }))
  .add(HttpApiEndpoint.get("getCategory", "/manageFaqItemCategory", { query: IdQuery, success: FaqCategory, error: W }))
  .add(HttpApiEndpoint.post("createCategory", "/manageFaqItemCategory", {
    payload: Schema.Struct({ category_name: CategoryName }), success: FaqCategory, error: W,
  }))
  .add(HttpApiEndpoint.put("updateCategory", "/manageFaqItemCategory", {
    payload: Schema.Struct({
      id: Id, category_name: CategoryName, question_position_ids: Order(MAX_QUESTIONS_PER_CATEGORY), ...Seen,
    }),
    success: FaqCategory, error: W,
  }))
  .add(HttpApiEndpoint.delete("removeCategory", "/manageFaqItemCategory", {
    query: { ...IdQuery, ...SeenQuery }, success: HttpApiSchema.NoContent, error: W,
  }))
  .add(HttpApiEndpoint.get("getItem", "/manageFaqItem", { query: IdQuery, success: FaqItem, error: W }))
  .add(HttpApiEndpoint.post("createItem", "/manageFaqItem", {
    payload: Schema.Struct(QuestionFields), success: FaqItem, error: W,
  }))
  .add(HttpApiEndpoint.put("updateItem", "/manageFaqItem", {
    payload: Schema.Struct({ id: Id, ...QuestionFields, ...Seen }), success: FaqItem, error: W,
  }))
  .add(HttpApiEndpoint.delete("removeItem", "/manageFaqItem", {
    query: { ...IdQuery, ...SeenQuery }, success: HttpApiSchema.NoContent, error: W,
  }))
  .add(HttpApiEndpoint.put("orderCategories", "/manageFaq", {
    payload: Schema.Struct({ id: Id, category_position_ids: Order(MAX_CATEGORIES), ...Seen }), success: Faq, error: W,
  }))
  .middleware(Authorization) {}
