import type { Sql } from "../../db/types.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { FaqFacts as F } from "./facts.js";

const at = (e: StoredEvent) => e.recordedAt.toISOString();
const idOf = (e: StoredEvent) => Number(e.streamId);

/** Puts a question at the end of its category's order (a new one, or one moved in from another category). */
const appendQuestion = (tx: Sql, categoryId: number, itemId: number) =>
  tx.query("update faq_categories set question_position_ids = array_append(array_remove(question_position_ids, $2), $2) where id = $1",
    [categoryId, itemId]);
const dropQuestion = (tx: Sql, categoryId: number, itemId: number) =>
  tx.query("update faq_categories set question_position_ids = array_remove(question_position_ids, $2) where id = $1", [categoryId, itemId]);

/**
 * The FAQ's read tables from its facts. Orders live on the parent row: a created category or question joins the
 * end of its parent's order, a removed one leaves it; an ordered fact replaces the whole order as recorded.
 */
export const faqProjection = defineProjection({
  name: "faq",
  tables: ["faqs", "faq_categories", "faq_items"],
  handles: {
    [F.created]: async (tx, e) => {
      await tx.query("insert into faqs (id, client_id, version, created_at, updated_at) values ($1, $2, $3, $4, $4)",
        [idOf(e), e.clientId, e.version, at(e)]);
    },
    [F.categoriesOrdered]: async (tx, e) => {
      await tx.query("update faqs set category_position_ids = $2, version = $3, updated_at = $4 where id = $1",
        [idOf(e), e.data.category_position_ids, e.version, at(e)]);
    },
    [F.categoryCreated]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into faq_categories (id, client_id, faq_id, category_name, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
        [idOf(e), e.clientId, d.faq_id, d.category_name, e.version, at(e)],
      );
      await tx.query("update faqs set category_position_ids = array_append(category_position_ids, $2), updated_at = $3 where id = $1",
        [d.faq_id, idOf(e), at(e)]);
    },
    [F.categoryRenamed]: async (tx, e) => {
      await tx.query("update faq_categories set category_name = $2, version = $3, updated_at = $4 where id = $1",
        [idOf(e), e.data.category_name, e.version, at(e)]);
    },
    [F.questionsOrdered]: async (tx, e) => {
      await tx.query("update faq_categories set question_position_ids = $2, version = $3, updated_at = $4 where id = $1",
        [idOf(e), e.data.question_position_ids, e.version, at(e)]);
    },
    [F.categoryRemoved]: async (tx, e) => {
      // Its questions go with it (the foreign key's cascade); the FAQ's order forgets it.
      await tx.query("update faqs set category_position_ids = array_remove(category_position_ids, $2), updated_at = $3 where id = $1",
        [e.data.faq_id, idOf(e), at(e)]);
      await tx.query("delete from faq_categories where id = $1", [idOf(e)]);
    },
    [F.itemCreated]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into faq_items (id, client_id, faq_id, faq_item_category_id, title, data, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [idOf(e), e.clientId, d.faq_id, d.faq_item_category_id, d.title, d.data, e.version, at(e)],
      );
      await appendQuestion(tx, d.faq_item_category_id, idOf(e));
    },
    [F.itemUpdated]: async (tx, e) => {
      const d = e.data;
      const [before] = await tx.query<{ faq_item_category_id: number }>("select faq_item_category_id from faq_items where id = $1", [idOf(e)]);
      await tx.query("update faq_items set title = $2, data = $3, faq_item_category_id = $4, version = $5, updated_at = $6 where id = $1",
        [idOf(e), d.title, d.data, d.faq_item_category_id, e.version, at(e)]);
      if (before && before.faq_item_category_id !== d.faq_item_category_id) {
        await dropQuestion(tx, before.faq_item_category_id, idOf(e));
        await appendQuestion(tx, d.faq_item_category_id, idOf(e));
      }
    },
    [F.itemRemoved]: async (tx, e) => {
      const [row] = await tx.query<{ faq_item_category_id: number }>("delete from faq_items where id = $1 returning faq_item_category_id", [idOf(e)]);
      if (row) await dropQuestion(tx, row.faq_item_category_id, idOf(e));
    },
  },
});
