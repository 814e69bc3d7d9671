import type { Faq, FaqCategory, FaqItem } from "../../../../services/contract/faq.js";
import type { Sql } from "../../db/types.js";
import { notFoundError } from "../../events/errors.js";
import { renderRichText } from "../../richText/index.js";

const CATEGORY_COLS = "id, faq_id, category_name, question_position_ids, version";
const ITEM_COLS = "id, faq_id, title, data, faq_item_category_id, version";

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const category = (r: any): FaqCategory => ({
  id: r.id, faq_id: r.faq_id, category_name: r.category_name, question_position_ids: ids(r.question_position_ids), version: r.version,
});
// The answer's HTML is rendered on read, not stored: a stricter sanitiser tomorrow applies to every answer at once.
const item = (r: any): FaqItem => ({
  id: r.id, faq_id: r.faq_id, title: r.title, data: r.data, data_html: renderRichText(r.data), faq_item_category_id: r.faq_item_category_id,
  version: r.version,
});

export interface FaqRow {
  readonly id: number;
  readonly category_position_ids: number[];
  readonly version: number;
}

/** The client's FAQ row, if it has one (one per client). */
export const faqOf = async (sql: Sql, clientId: number): Promise<FaqRow | undefined> => {
  const [r] = await sql.query<any>("select id, category_position_ids, version from faqs where client_id = $1", [clientId]);
  return r && { id: r.id, category_position_ids: ids(r.category_position_ids), version: r.version };
};

/** The client's whole FAQ in three queries (each by client), whatever its size. */
export const faqByClient = async (sql: Sql, clientId: number): Promise<Faq> => {
  const faq = await faqOf(sql, clientId);
  if (!faq) return { id: null, categories: [], items: [], category_position_ids: [], version: 0 };
  const [categories, items] = await Promise.all([
    sql.query(`select ${CATEGORY_COLS} from faq_categories where client_id = $1 and faq_id = $2 order by id`, [clientId, faq.id]),
    sql.query(`select ${ITEM_COLS} from faq_items where client_id = $1 and faq_id = $2 order by id`, [clientId, faq.id]),
  ]);
  return { id: faq.id, categories: categories.map(category), items: items.map(item), category_position_ids: faq.category_position_ids, version: faq.version };
};

/** A category of the client (else 404: another client's id is as unknown as a missing one). */
export const categoryOf = async (sql: Sql, clientId: number, id: number): Promise<FaqCategory> => {
  const [r] = await sql.query(`select ${CATEGORY_COLS} from faq_categories where client_id = $1 and id = $2`, [clientId, id]);
  if (!r) throw notFoundError(`faq category ${id}`, "faq.errors.categoryNotFound");
  return category(r);
};

/** A question of the client (else 404). */
export const itemOf = async (sql: Sql, clientId: number, id: number): Promise<FaqItem> => {
  const [r] = await sql.query(`select ${ITEM_COLS} from faq_items where client_id = $1 and id = $2`, [clientId, id]);
  if (!r) throw notFoundError(`faq item ${id}`, "faq.errors.itemNotFound");
  return item(r);
};
