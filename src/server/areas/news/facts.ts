/**
 * The facts the news area appends, each past tense, declared once. Streams: `newsCategory`, `newsTag` and
 * `newsItem`, each by id. No lifecycle machine: an item is published by its date alone (readers see it from then).
 */
export const NewsFacts = {
  categoryCreated: "news.category.created",
  categoryRenamed: "news.category.renamed",
  categoryRemoved: "news.category.removed",
  tagCreated: "news.tag.created",
  tagRenamed: "news.tag.renamed",
  tagRemoved: "news.tag.removed",
  itemCreated: "news.item.created",
  itemUpdated: "news.item.updated",
  itemRemoved: "news.item.removed",
  accessSet: "news.item.accessSet",
} as const;

export const NewsStreams = { category: "newsCategory", tag: "newsTag", item: "newsItem" } as const;
