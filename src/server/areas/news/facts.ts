import { newsItemMachine } from "../../../../machines/newsItem.js";
import { defineLifecycle } from "../../events/lifecycle.js";

/**
 * The facts the news area appends, each past tense, declared once. Streams: `newsCategory`, `newsTag` and
 * `newsItem`, each by id. An item's stream is the `newsItem` lifecycle (machines/newsItem.ts): a draft until
 * published, now or from a later moment.
 */
export const NewsFacts = {
  categoryCreated: "news.category.created",
  categoryRenamed: "news.category.renamed",
  categoryRemoved: "news.category.removed",
  tagCreated: "news.tag.created",
  tagRenamed: "news.tag.renamed",
  tagRemoved: "news.tag.removed",
  /** the first fact of an item: its fields and the machine input (a draft) */
  itemCreated: "news.item.created",
  itemUpdated: "news.item.updated",
  itemPublished: "news.item.published",
  itemUnpublished: "news.item.unpublished",
  itemRemoved: "news.item.removed",
  accessSet: "news.item.accessSet",
} as const;

export const NewsStreams = { category: "newsCategory", tag: "newsTag", item: "newsItem" } as const;

/** A news item: what its commands become in the log. */
export const newsItemLifecycle = defineLifecycle({
  name: NewsStreams.item,
  machine: newsItemMachine,
  facts: [
    { command: "news.edit", fact: NewsFacts.itemUpdated },
    { command: "news.publish", fact: NewsFacts.itemPublished },
    { command: "news.unpublish", fact: NewsFacts.itemUnpublished },
    { command: "news.setAccess", fact: NewsFacts.accessSet },
    { command: "news.remove", fact: NewsFacts.itemRemoved },
  ],
});
