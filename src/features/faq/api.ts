// The FAQ calls (services/contract/faq.ts) for the browser. Every edit sends back the version its screen showed.
import { areaApi, areaClient } from "../../../services/client/api";
import { FaqGroup } from "../../../services/contract/faq";
import type { Faq, FaqCategory, FaqItem } from "../../../services/contract/faq";

export type { Faq, FaqCategory, FaqItem };
const call = areaClient(areaApi(FaqGroup));

export const getFaq = (signal?: AbortSignal) => call("faq.getFaqByClient", (a) => a.faq.getFaqByClient(), { signal });

export const createCategory = (category_name: string) =>
  call("faq.createCategory", (a) => a.faq.createCategory({ payload: { category_name } }));
/** Renames a category and (or) orders its questions. */
export const updateCategory = (c: FaqCategory, change: { category_name?: string; question_position_ids?: readonly number[] }) =>
  call("faq.updateCategory", (a) =>
    a.faq.updateCategory({
      payload: {
        id: c.id,
        category_name: change.category_name ?? c.category_name,
        question_position_ids: [...(change.question_position_ids ?? c.question_position_ids)],
        expectedVersion: c.version,
      },
    }));
export const removeCategory = (c: FaqCategory) =>
  call("faq.removeCategory", (a) => a.faq.removeCategory({ query: { id: c.id, expectedVersion: c.version } }));

export interface QuestionInput {
  readonly title: string;
  readonly faq_item_category_id: number;
  readonly data: string;
}
export const createItem = (faqId: number, q: QuestionInput) =>
  call("faq.createItem", (a) => a.faq.createItem({ payload: { faq_id: faqId, ...q } }));
export const updateItem = (item: FaqItem, q: QuestionInput) =>
  call("faq.updateItem", (a) => a.faq.updateItem({ payload: { id: item.id, faq_id: item.faq_id, ...q, expectedVersion: item.version } }));
export const removeItem = (item: FaqItem) =>
  call("faq.removeItem", (a) => a.faq.removeItem({ query: { id: item.id, expectedVersion: item.version } }));

export const orderCategories = (faq: Faq & { id: number }, order: readonly number[]) =>
  call("faq.orderCategories", (a) => a.faq.orderCategories({ payload: { id: faq.id, category_position_ids: [...order], expectedVersion: faq.version } }));
