// The FAQ search (spec 001 §9): from 3 characters on, a question matches when its title contains the text, in any
// case. Categories with no match are left out while searching.
import { FAQ_SEARCH_MIN } from "../../../services/contract/faq";
import type { Faq, FaqCategory, FaqItem } from "./api";

export interface ShownCategory {
  readonly category: FaqCategory;
  readonly questions: readonly FaqItem[];
}

/** Whether a search text is long enough to search with. */
export const isSearch = (text: string) => text.trim().length >= FAQ_SEARCH_MIN;

/** The categories in their order with their questions in theirs; while searching only the matches. */
export const shownCategories = (faq: Faq, text: string): ShownCategory[] => {
  const byId = new Map(faq.items.map((i) => [i.id, i]));
  const categories = new Map(faq.categories.map((c) => [c.id, c]));
  const needle = isSearch(text) ? text.trim().toLocaleLowerCase() : null;
  const out: ShownCategory[] = [];
  for (const id of faq.category_position_ids) {
    const category = categories.get(id);
    if (!category) continue;
    const questions = category.question_position_ids.flatMap((q) => byId.get(q) ?? []);
    const matching = needle === null ? questions : questions.filter((q) => q.title.toLocaleLowerCase().includes(needle));
    if (needle === null || matching.length) out.push({ category, questions: matching });
  }
  return out;
};
