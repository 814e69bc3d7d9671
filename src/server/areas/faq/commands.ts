import {
  faqTextProblem, MAX_CATEGORIES, MAX_QUESTIONS_PER_CATEGORY,
} from "../../../../services/contract/faq.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, nextId, transact } from "../../events/command.js";
import { conflictBy, invalidField, notFoundError } from "../../events/errors.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { FaqFacts as F, FaqStreams as S } from "./facts.js";
import { categoryOf, faqOf, itemOf } from "./queries.js";

const meta = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });

/** A name or title trimmed, or a 400 naming the field when nothing is left of it. */
const text = (raw: string, path: string) => {
  const why = faqTextProblem(raw);
  if (why) throw invalidField(path, why);
  return raw.trim();
};

/**
 * An order must name exactly the ids it orders, each once: an id of another category, of another client, a
 * missing or a repeated one is a 400 naming the field (nothing written).
 */
const checkOrder = (order: readonly number[], current: readonly number[], path: string) => {
  const known = new Set(current);
  if (order.length !== current.length || new Set(order).size !== order.length || order.some((id) => !known.has(id))) {
    throw invalidField(path, "faq.errors.orderMismatch", `order ${JSON.stringify(order)} is not a permutation of ${JSON.stringify(current)}`);
  }
};
const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The client's FAQ, created on its first category (one per client: a race for it is a 409 from the unique key). */
const faqFor = async (tx: Sql, u: SessionUser) => {
  const found = await faqOf(tx, u.clientId);
  if (found) return found;
  const id = await nextId(tx, "faq_ids");
  await appendIn(tx, u.clientId, { type: S.faq, id }, 0, [{ type: F.created, data: { id } }], meta(u));
  return { id, category_position_ids: [] as number[], version: 1 };
};

export const createCategory = (db: Db, u: SessionUser, rawName: string) =>
  transact(db, async (tx) => {
    const category_name = text(rawName, "payload.category_name");
    const faq = await faqFor(tx, u);
    if (faq.category_position_ids.length >= MAX_CATEGORIES) throw conflictBy("faq.errors.tooManyCategories");
    const id = await nextId(tx, "faq_category_ids");
    await appendIn(tx, u.clientId, { type: S.category, id }, 0, [{ type: F.categoryCreated, data: { id, faq_id: faq.id, category_name } }], meta(u));
    return id;
  });

/** Renames a category and orders its questions (one call in the spec); only what changed becomes a fact. */
export const updateCategory = (db: Db, u: SessionUser, id: number, rawName: string, order: readonly number[], seen?: number) =>
  transact(db, async (tx) => {
    const category_name = text(rawName, "payload.category_name");
    const current = await categoryOf(tx, u.clientId, id);
    await requireSeen(tx, u.clientId, { type: S.category, id }, seen, current.version);
    checkOrder(order, current.question_position_ids, "payload.question_position_ids");
    const facts = [
      ...(category_name !== current.category_name ? [{ type: F.categoryRenamed, data: { category_name } }] : []),
      ...(sameOrder(order, current.question_position_ids) ? [] : [{ type: F.questionsOrdered, data: { question_position_ids: order } }]),
    ];
    if (facts.length) await appendNext(tx, u.clientId, { type: S.category, id }, facts, meta(u));
  });

/** Removes a category with its questions (the page asked first). */
export const removeCategory = (db: Db, u: SessionUser, id: number, seen?: number) =>
  transact(db, async (tx) => {
    const current = await categoryOf(tx, u.clientId, id);
    await requireSeen(tx, u.clientId, { type: S.category, id }, seen, current.version);
    await appendNext(tx, u.clientId, { type: S.category, id },
      [{ type: F.categoryRemoved, data: { faq_id: current.faq_id, removed_item_ids: current.question_position_ids } }], meta(u));
  });

interface Question {
  readonly faq_id: number;
  readonly title: string;
  readonly faq_item_category_id: number;
  readonly data: string;
}

/** The question's fields checked: its FAQ and category must be the client's (else a 400 naming the field). */
const checkQuestion = async (tx: Sql, u: SessionUser, q: Question) => {
  const title = text(q.title, "payload.title");
  const faq = await faqOf(tx, u.clientId);
  if (!faq || faq.id !== q.faq_id) throw invalidField("payload.faq_id", "faq.errors.faqNotFound");
  const [cat] = await tx.query<{ n: number }>(
    "select cardinality(question_position_ids)::int as n from faq_categories where client_id = $1 and faq_id = $2 and id = $3",
    [u.clientId, faq.id, q.faq_item_category_id]);
  if (!cat) throw invalidField("payload.faq_item_category_id", "faq.errors.categoryNotFound");
  return { title, questions: cat.n };
};

export const createItem = (db: Db, u: SessionUser, q: Question) =>
  transact(db, async (tx) => {
    const { title, questions } = await checkQuestion(tx, u, q);
    if (questions >= MAX_QUESTIONS_PER_CATEGORY) throw conflictBy("faq.errors.tooManyQuestions");
    const id = await nextId(tx, "faq_item_ids");
    await appendIn(tx, u.clientId, { type: S.item, id }, 0, [{
      type: F.itemCreated, data: { id, faq_id: q.faq_id, faq_item_category_id: q.faq_item_category_id, title, data: q.data },
    }], meta(u));
    return id;
  });

/** Edits a question; a new category moves it to the end of that category's order. */
export const updateItem = (db: Db, u: SessionUser, id: number, q: Question, seen?: number) =>
  transact(db, async (tx) => {
    const current = await itemOf(tx, u.clientId, id);
    await requireSeen(tx, u.clientId, { type: S.item, id }, seen, current.version);
    const { title, questions } = await checkQuestion(tx, u, q);
    const moves = q.faq_item_category_id !== current.faq_item_category_id;
    if (moves && questions >= MAX_QUESTIONS_PER_CATEGORY) throw conflictBy("faq.errors.tooManyQuestions");
    if (!moves && title === current.title && q.data === current.data) return;
    await appendNext(tx, u.clientId, { type: S.item, id },
      [{ type: F.itemUpdated, data: { faq_item_category_id: q.faq_item_category_id, title, data: q.data } }], meta(u));
  });

export const removeItem = (db: Db, u: SessionUser, id: number, seen?: number) =>
  transact(db, async (tx) => {
    const current = await itemOf(tx, u.clientId, id);
    await requireSeen(tx, u.clientId, { type: S.item, id }, seen, current.version);
    await appendNext(tx, u.clientId, { type: S.item, id }, [{ type: F.itemRemoved, data: { faq_item_category_id: current.faq_item_category_id } }], meta(u));
  });

/** Orders the FAQ's categories: `id` must be the client's FAQ (else 404), the order all of its categories. */
export const orderCategories = (db: Db, u: SessionUser, id: number, order: readonly number[], seen?: number) =>
  transact(db, async (tx) => {
    const faq = await faqOf(tx, u.clientId);
    if (!faq || faq.id !== id) throw notFoundError(`faq ${id}`, "faq.errors.faqNotFound");
    await requireSeen(tx, u.clientId, { type: S.faq, id }, seen, faq.version);
    checkOrder(order, faq.category_position_ids, "payload.category_position_ids");
    if (sameOrder(order, faq.category_position_ids)) return;
    await appendNext(tx, u.clientId, { type: S.faq, id }, [{ type: F.categoriesOrdered, data: { category_position_ids: order } }], meta(u));
  });
