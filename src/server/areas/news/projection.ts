import { initialTransition } from "xstate";
import { newsItemMachine } from "../../../../machines/newsItem.js";
import type { Sql } from "../../db/types.js";
import { evolve } from "../../events/lifecycle.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { renderRichText, richTextPlain } from "../../richText/index.js";
import { NewsFacts as F, NewsStreams } from "./facts.js";

/** Characters of plain text a list card shows of the body. */
const EXCERPT = 240;

const setTags = async (tx: Sql, e: StoredEvent, id: number, tagIds: readonly number[]) => {
  await tx.query("delete from news_item_tags where news_id = $1", [id]);
  if (tagIds.length)
    await tx.query("insert into news_item_tags (client_id, news_id, tag_id) select $1, $2, unnest($3::int[])", [e.clientId, id, tagIds]);
};

/**
 * The item's machine state after this fact (its row keeps the snapshot). Facts stored before the lifecycle (issue 40)
 * carry a `publish_at` and no machine: such an item was published from that moment, and an edit moved it.
 */
const stepped = async (tx: Sql, e: StoredEvent) => {
  const [row] = await tx.query<{ state_value: string; context: any }>("select state_value, context from news_items where id = $1", [Number(e.streamId)]);
  if (!row) return null;
  const next = evolve(NewsStreams.item, row.state_value, row.context, e);
  if (e.data.publish_at !== undefined && e.meta.machine === undefined)
    return { value: "published", context: { hasBody: String(e.data.body ?? "").trim() !== "", publishAt: new Date(e.data.publish_at).toISOString() } };
  return next;
};

const keepState = (tx: Sql, id: number, s: { value: string; context: any }) =>
  tx.query("update news_items set state_value = $2, context = $3, publish_at = $4 where id = $1", [id, s.value, JSON.stringify(s.context), s.context.publishAt]);

/** A fact that moves only the item's state (and its moment). */
const stateOnly = async (tx: Sql, e: StoredEvent) => {
  const s = await stepped(tx, e);
  if (s) await keepState(tx, Number(e.streamId), s);
};

/**
 * News read tables. The body's HTML and excerpt are made here from the stored Markdown (deterministic: a rebuild
 * makes the same), so a read never renders. Removing a category leaves its items without one; removing a tag
 * takes it off its items.
 */
export const newsProjection = defineProjection({
  name: "news",
  tables: ["news_categories", "news_tags", "news_items", "news_item_tags", "news_access"],
  handles: {
    [F.categoryCreated]: async (tx, e) => {
      await tx.query("insert into news_categories (id, client_id, name) values ($1, $2, $3)", [e.data.id, e.clientId, e.data.name]);
    },
    [F.categoryRenamed]: async (tx, e) => {
      await tx.query("update news_categories set name = $2 where id = $1", [Number(e.streamId), e.data.name]);
    },
    [F.categoryRemoved]: async (tx, e) => {
      const id = Number(e.streamId);
      await tx.query("update news_items set category_id = null where client_id = $1 and category_id = $2", [e.clientId, id]);
      await tx.query("delete from news_categories where id = $1", [id]);
    },
    [F.tagCreated]: async (tx, e) => {
      await tx.query("insert into news_tags (id, client_id, name) values ($1, $2, $3)", [e.data.id, e.clientId, e.data.name]);
    },
    [F.tagRenamed]: async (tx, e) => {
      await tx.query("update news_tags set name = $2 where id = $1", [Number(e.streamId), e.data.name]);
    },
    [F.tagRemoved]: async (tx, e) => {
      const id = Number(e.streamId);
      await tx.query("delete from news_item_tags where client_id = $1 and tag_id = $2", [e.clientId, id]);
      await tx.query("delete from news_tags where id = $1", [id]);
    },
    [F.itemCreated]: async (tx, e) => {
      const d = e.data;
      const [draft] = initialTransition(newsItemMachine, d.input ?? { hasBody: String(d.body).trim() !== "" });
      // an item created before the lifecycle was published from its `publish_at`
      const s = d.input ? { value: draft.value, context: draft.context } : { value: "published", context: { ...draft.context, publishAt: new Date(d.publish_at).toISOString() } };
      await tx.query(
        `insert into news_items (id, client_id, title, cover_url, body, body_html, excerpt, category_id, publish_at, author_id, created_at, updated_at, state_value, context)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13)`,
        [d.id, e.clientId, d.title, d.cover_url, d.body, renderRichText(d.body), richTextPlain(d.body, EXCERPT), d.category_id, s.context.publishAt, d.author_id, d.at,
          s.value, JSON.stringify(s.context)],
      );
      await setTags(tx, e, d.id, d.tag_ids ?? []);
    },
    [F.itemUpdated]: async (tx, e) => {
      const d = e.data;
      const id = Number(e.streamId);
      const s = await stepped(tx, e);
      if (!s) return;
      await tx.query(
        `update news_items set title = $2, cover_url = $3, body = $4, body_html = $5, excerpt = $6, category_id = $7, updated_at = $8
         where id = $1`,
        [id, d.title, d.cover_url, d.body, renderRichText(d.body), richTextPlain(d.body, EXCERPT), d.category_id, d.at],
      );
      await keepState(tx, id, s);
      await setTags(tx, e, id, d.tag_ids ?? []);
    },
    [F.itemPublished]: stateOnly,
    [F.itemUnpublished]: stateOnly,
    [F.itemRemoved]: async (tx, e) => {
      const id = Number(e.streamId);
      await tx.query("delete from news_item_tags where news_id = $1", [id]);
      await tx.query("delete from news_access where news_id = $1", [id]);
      await tx.query("delete from news_items where id = $1", [id]);
    },
    [F.accessSet]: async (tx, e) => {
      const id = Number(e.streamId);
      const groups: number[] = e.data.group_ids ?? [];
      const users: number[] = e.data.user_ids ?? [];
      await tx.query("delete from news_access where news_id = $1", [id]);
      if (groups.length)
        await tx.query("insert into news_access (client_id, news_id, group_id) select $1, $2, unnest($3::int[])", [e.clientId, id, groups]);
      if (users.length)
        await tx.query("insert into news_access (client_id, news_id, user_id) select $1, $2, unnest($3::int[])", [e.clientId, id, users]);
      await tx.query("update news_items set restricted = $2 where id = $1", [id, groups.length + users.length > 0]);
      const s = await stepped(tx, e);
      if (s) await keepState(tx, id, s);
    },
  },
});
