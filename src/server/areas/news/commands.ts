import { NEWS_NOT_NOW, newsItemMachine } from "../../../../machines/newsItem.js";
import { NewsMessages } from "../../../../services/contract/news.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import type { Command } from "../../events/lifecycle.js";
import { restoreSnapshot } from "../../events/lifecycle.js";
import { runCommand } from "../../events/pipeline.js";
import { appendIn, streamVersion } from "../../events/store.js";
import { NewsFacts as F, NewsStreams } from "./facts.js";
import { conflict, invalid, notFound } from "./run.js";

/** Who acts: the session user, or the seed acting as the demo administrator. */
export type Actor = Pick<SessionUser, "userId" | "clientId" | "roleId">;

const meta = (u: Actor) => ({ actor: u.userId, roleId: u.roleId });
const now = () => new Date().toISOString();

type Kind = "category" | "tag";
const TABLE = { category: "news_categories", tag: "news_tags" } as const;
const FACTS = {
  category: { created: F.categoryCreated, renamed: F.categoryRenamed, removed: F.categoryRemoved },
  tag: { created: F.tagCreated, renamed: F.tagRenamed, removed: F.tagRemoved },
} as const;

/** 409 `news.nameTaken` when another category (tag) of the client has this name, case and spaces aside. */
const requireFreeName = async (tx: Sql, kind: Kind, clientId: number, name: string, except?: number) => {
  const [taken] = await tx.query(
    `select 1 from ${TABLE[kind]} where client_id = $1 and lower(name) = lower($2) and id <> $3`, [clientId, name, except ?? 0]);
  if (taken) throw conflict(NewsMessages.nameTaken, `${kind} name taken`);
};

const requireOwn = async (tx: Sql, kind: Kind, clientId: number, id: number) => {
  const [row] = await tx.query(`select 1 from ${TABLE[kind]} where client_id = $1 and id = $2`, [clientId, id]);
  if (!row) throw notFound(`news ${kind}`);
};

/** Creates a category or tag; its id. */
export const createName = async (tx: Sql, user: Actor, kind: Kind, raw: string) => {
  const name = raw.trim();
  await requireFreeName(tx, kind, user.clientId, name);
  const id = await nextId(tx, kind === "category" ? "news_category_ids" : "news_tag_ids");
  await appendIn(tx, user.clientId, { type: NewsStreams[kind], id }, 0, [{ type: FACTS[kind].created, data: { id, name } }], meta(user));
  return { id, name };
};

export const renameName = async (tx: Sql, user: Actor, kind: Kind, id: number, raw: string) => {
  const name = raw.trim();
  await requireOwn(tx, kind, user.clientId, id);
  await requireFreeName(tx, kind, user.clientId, name, id);
  const stream = { type: NewsStreams[kind], id };
  await appendIn(tx, user.clientId, stream, await streamVersion(tx, stream), [{ type: FACTS[kind].renamed, data: { name } }], meta(user));
  return { id, name };
};

export const removeName = async (tx: Sql, user: Actor, kind: Kind, id: number) => {
  await requireOwn(tx, kind, user.clientId, id);
  const stream = { type: NewsStreams[kind], id };
  await appendIn(tx, user.clientId, stream, await streamVersion(tx, stream), [{ type: FACTS[kind].removed, data: {} }], meta(user));
};

export interface ItemInput {
  readonly title: string;
  readonly cover_url: string | null;
  readonly body: string;
  readonly category_id: number | null;
  readonly tag_ids: readonly number[];
  readonly expectedVersion?: number | undefined;
}

/** Whether a body gives readers something to read (the machine's `hasBody`: an empty one is never published). */
const hasBody = (body: string) => body.trim().length > 0;

/** The item's fields as stored: the category and tags must be the client's (400 naming the field otherwise). */
const checkedFields = async (tx: Sql, clientId: number, input: ItemInput) => {
  if (input.category_id !== null) {
    const [c] = await tx.query("select 1 from news_categories where client_id = $1 and id = $2", [clientId, input.category_id]);
    if (!c) throw invalid("payload.category_id", NewsMessages.unknownCategory);
  }
  const tagIds = [...new Set(input.tag_ids)];
  if (tagIds.length) {
    const found = new Set((await tx.query<{ id: number }>("select id from news_tags where client_id = $1 and id = any($2)", [clientId, tagIds])).map((r) => r.id));
    const missing = tagIds.findIndex((t) => !found.has(t));
    if (missing >= 0) throw invalid(`payload.tag_ids.${input.tag_ids.indexOf(tagIds[missing]!)}`, NewsMessages.unknownTag);
  }
  return { title: input.title.trim(), cover_url: input.cover_url, body: input.body, category_id: input.category_id, tag_ids: tagIds };
};

/** Creates a news item, a draft readers do not see until it is published; its id. */
export const createItem = async (tx: Sql, user: Actor, input: ItemInput) => {
  const fields = await checkedFields(tx, user.clientId, input);
  const id = await nextId(tx, "news_item_ids");
  await appendIn(tx, user.clientId, { type: NewsStreams.item, id }, 0, [
    { type: F.itemCreated, data: { id, ...fields, author_id: user.userId, at: now(), input: { hasBody: hasBody(fields.body) } } },
  ], meta(user));
  return id;
};

/** The item's machine snapshot, when it is this client's (404 otherwise: another client's item does not exist here). */
const requireItem = async (tx: Sql, user: Actor, id: number) => {
  const [row] = await tx.query<{ state_value: string; context: unknown }>(
    "select state_value, context from news_items where client_id = $1 and id = $2", [user.clientId, id]);
  if (!row) throw notFound();
  return row;
};

/** Editors act on items as `admin` (the route's right, news with edit, is checked before). */
const editorOf = (u: Actor) => ({ id: u.userId, relation: "admin" as const });

/**
 * A command on an item of this client (404 otherwise) through the news item's machine: refused with its rule (409,
 * nothing written), or stale when the stream is no longer at the version the user's screen showed.
 */
const itemCommand = async (tx: Sql, user: Actor, id: number, expected: number | undefined, command: (at: string) => Command) => {
  const row = await requireItem(tx, user, id);
  const stream = { type: NewsStreams.item, id };
  await runCommand(tx, {
    clientId: user.clientId, stream, lifecycle: NewsStreams.item, notNow: NEWS_NOT_NOW, meta: meta(user), expected,
    load: { snapshot: restoreSnapshot(newsItemMachine, row.state_value, row.context), version: await streamVersion(tx, stream) },
    commands: [command(now())],
  });
};

export const updateItem = async (tx: Sql, user: Actor, id: number, input: ItemInput) => {
  await requireItem(tx, user, id);
  const fields = await checkedFields(tx, user.clientId, input);
  await itemCommand(tx, user, id, input.expectedVersion, (at) => ({ type: "news.edit", hasBody: hasBody(fields.body), ...fields, at, actor: editorOf(user) }));
};

/** Readers see the item from `at` (a later one schedules it), or from now by this server's clock. */
export const publishItem = (tx: Sql, user: Actor, id: number, input: { at?: string | undefined; expectedVersion?: number | undefined }) =>
  itemCommand(tx, user, id, input.expectedVersion, (now) => ({
    type: "news.publish", at: input.at === undefined ? now : new Date(input.at).toISOString(), actor: editorOf(user),
  }));

/** Back to a draft: readers no longer see it. */
export const unpublishItem = (tx: Sql, user: Actor, id: number, expected: number | undefined) =>
  itemCommand(tx, user, id, expected, (at) => ({ type: "news.unpublish", at, actor: editorOf(user) }));

export const removeItem = (tx: Sql, user: Actor, id: number, expected: number | undefined) =>
  itemCommand(tx, user, id, expected, (at) => ({ type: "news.remove", at, actor: editorOf(user) }));

/**
 * Sets who may read an item: groups and people of the client only. An id of another client's group or person (or
 * one that does not exist) is a 400 naming it, and nothing is written.
 */
export const setAccess = async (
  tx: Sql, user: Actor, id: number,
  input: { group_ids: readonly number[]; user_ids: readonly number[]; expectedVersion?: number | undefined },
) => {
  await requireItem(tx, user, id);
  const groupIds = [...new Set(input.group_ids)];
  const userIds = [...new Set(input.user_ids)];
  const groups = new Set((await tx.query<{ id: number }>("select id from user_groups where client_id = $1 and id = any($2)", [user.clientId, groupIds])).map((r) => r.id));
  const badGroup = input.group_ids.findIndex((g) => !groups.has(g));
  if (badGroup >= 0) throw invalid(`payload.group_ids.${badGroup}`, NewsMessages.unknownGroup);
  const users = new Set((await tx.query<{ id: number }>("select id from users where client_id = $1 and id = any($2)", [user.clientId, userIds])).map((r) => r.id));
  const badUser = input.user_ids.findIndex((u) => !users.has(u));
  if (badUser >= 0) throw invalid(`payload.user_ids.${badUser}`, NewsMessages.unknownUser);
  await itemCommand(tx, user, id, input.expectedVersion, (at) => ({ type: "news.setAccess", group_ids: groupIds, user_ids: userIds, at, actor: editorOf(user) }));
};
