/**
 * The FAQ's facts, by stream. `faq` (one per client): its creation and its category order. `faqCategory`: a
 * category's name, its question order, its removal (with its questions). `faqItem`: a question's title, answer
 * and category, its removal. An order names the whole set each time, so replaying it needs no earlier state.
 */
export const FaqStreams = { faq: "faq", category: "faqCategory", item: "faqItem" } as const;

export const FaqFacts = {
  created: "faq.created",
  categoriesOrdered: "faq.categoriesOrdered",
  categoryCreated: "faq.category.created",
  categoryRenamed: "faq.category.renamed",
  questionsOrdered: "faq.category.questionsOrdered",
  categoryRemoved: "faq.category.removed",
  itemCreated: "faq.item.created",
  itemUpdated: "faq.item.updated",
  itemRemoved: "faq.item.removed",
} as const;
