import { NEWS_NOT_NOW, newsItemMachine } from "../../../../machines/newsItem.js";
import { explainRefusal } from "../../../../machines/rules.js";
import type { NewsStatus } from "../../../../services/contract/news.js";
import { fullNameSql } from "../../../../services/contract/personName.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { restoreSnapshot } from "../../events/lifecycle.js";
import { streamVersion } from "../../events/store.js";
import { NewsStreams } from "./facts.js";
import { notFound } from "./run.js";

const DEFAULT_LIMIT = 20;
const iso = (d: unknown) => new Date(d as string).toISOString();
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });

/**
 * Whether the reader `$2` of client `$1` may read item `n`: an item without access entries is for everyone in
 * the client; otherwise for the people listed and the members of the groups listed.
 */
const VISIBLE = `n.state_value = 'published' and n.publish_at <= now() and (not n.restricted or exists (
  select 1 from news_access a where a.news_id = n.id and (a.user_id = $2 or a.group_id in (
    select m.group_id from user_group_members m where m.user_id = $2 and m.client_id = $1))))`;

const CARD = `n.id, n.title, n.cover_url, n.excerpt, n.publish_at, n.category_id, c.name as category_name`;

/** The tags of these items, by item, in name order: one query for a page. */
const tagsOf = async (sql: Sql, ids: readonly number[]) => {
  const by = new Map<number, { id: number; name: string }[]>();
  if (!ids.length) return by;
  const rows = await sql.query<{ news_id: number; id: number; name: string }>(
    `select it.news_id, t.id, t.name from news_item_tags it join news_tags t on t.id = it.tag_id
     where it.news_id = any($1) order by lower(t.name), t.id`, [ids]);
  for (const r of rows) by.set(r.news_id, [...(by.get(r.news_id) ?? []), { id: r.id, name: r.name }]);
  return by;
};

const cards = async (sql: Sql, rows: any[]) => {
  const tags = await tagsOf(sql, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id, title: r.title, cover_url: r.cover_url, excerpt: r.excerpt, publish_at: iso(r.publish_at),
    category: named(r.category_id, r.category_name), tags: tags.get(r.id) ?? [],
  }));
};

export interface ReaderQuery {
  readonly last_id?: number | undefined;
  readonly limit?: number | undefined;
  readonly category_id?: number | undefined;
  readonly tag_id?: number | undefined;
}

/** The reader's page: published items they may read, newest publish date first (keyset on publish date and id). */
export const readerPage = async (sql: Sql, user: SessionUser, q: ReaderQuery) => {
  const limit = q.limit ?? DEFAULT_LIMIT;
  const params: unknown[] = [user.clientId, user.userId];
  const param = (v: unknown) => `$${params.push(v)}`;
  let where = "";
  if (q.category_id !== undefined) where += ` and n.category_id = ${param(q.category_id)}`;
  if (q.tag_id !== undefined) where += ` and exists (select 1 from news_item_tags it where it.news_id = n.id and it.tag_id = ${param(q.tag_id)})`;
  const cursor = q.last_id ? `(select p.publish_at, p.id from news_items p where p.id = ${param(q.last_id)} and p.client_id = $1)` : null;
  const rows = await sql.query<any>(
    `select ${CARD} from news_items n left join news_categories c on c.id = n.category_id
     where n.client_id = $1 and ${VISIBLE}${where}
     ${keysetTail({ keys: ["n.publish_at", "n.id"], desc: true }, cursor, limit)}`, params);
  return keysetPage(await cards(sql, rows), limit);
};

/** One published item the reader may read (404 otherwise: nothing says whether it exists). */
export const readerItem = async (sql: Sql, user: SessionUser, id: number) => {
  const rows = await sql.query<any>(
    `select ${CARD}, n.body_html from news_items n left join news_categories c on c.id = n.category_id
     where n.client_id = $1 and n.id = $3 and ${VISIBLE}`, [user.clientId, user.userId, id]);
  if (!rows[0]) throw notFound();
  const [card] = await cards(sql, rows);
  return { ...card!, body_html: rows[0].body_html as string };
};

/** A client's categories or tags, by name. */
export const namesOf = (sql: Sql, table: "news_categories" | "news_tags", clientId: number) =>
  sql.query<{ id: number; name: string }>(`select id, name from ${table} where client_id = $1 order by lower(name), id`, [clientId]);

/** An item's status for its readers, by the database's clock: a published item whose moment is to come is scheduled. */
const STATUS = `case when n.state_value <> 'published' then 'draft' when n.publish_at > now() then 'scheduled' else 'published' end`;
const ofStatus: Record<NewsStatus, string> = {
  draft: "n.state_value <> 'published'",
  scheduled: "n.state_value = 'published' and n.publish_at > now()",
  published: "n.state_value = 'published' and n.publish_at <= now()",
};

/** The management list: every item or those of one status, newest first (keyset by id). */
export const adminPage = async (sql: Sql, clientId: number, q: { last_id?: number | undefined; limit?: number | undefined; status?: NewsStatus | undefined }) => {
  const limit = q.limit ?? DEFAULT_LIMIT;
  const status = q.status ? ` and ${ofStatus[q.status]}` : "";
  const rows = await sql.query<any>(
    `select n.id, n.title, n.publish_at, ${STATUS} as status, n.restricted, n.category_id, c.name as category_name
     from news_items n left join news_categories c on c.id = n.category_id
     where n.client_id = $1${status}${keysetTail({ keys: ["n.id"], desc: true }, q.last_id ? "$2" : null, limit)}`,
    q.last_id ? [clientId, q.last_id] : [clientId]);
  return keysetPage(
    rows.map((r) => ({
      id: r.id, title: r.title, publish_at: r.publish_at === null ? null : iso(r.publish_at), status: r.status as NewsStatus, restricted: r.restricted,
      category: named(r.category_id, r.category_name),
    })),
    limit,
  );
};

const PUBLICATION = { publish: "news.publish", unpublish: "news.unpublish" } as const;
type Publication = keyof typeof PUBLICATION;

/** The publication commands an editor may give now, and those this state takes that a rule refuses (with the rule). */
const publicationCommands = (value: string, context: unknown) => {
  const snapshot = restoreSnapshot(newsItemMachine, value, context);
  const available: Publication[] = [];
  const unavailable: { type: Publication; reason: string }[] = [];
  for (const type of Object.keys(PUBLICATION) as Publication[]) {
    const command = { type: PUBLICATION[type], actor: { id: 0, relation: "admin" }, at: new Date().toISOString() } as never;
    if (snapshot.can(command)) available.push(type);
    else if (snapshot._nodes.some((n) => PUBLICATION[type] in (n.config.on ?? {}))) unavailable.push({ type, reason: explainRefusal(snapshot, command, NEWS_NOT_NOW).reason });
  }
  return { available_commands: available, unavailable_commands: unavailable };
};

/** An item as its settings page edits it, with its stream version (404 for another client's). */
export const adminItem = async (sql: Sql, clientId: number, id: number) => {
  const [r] = await sql.query<any>(
    `select n.*, ${STATUS} as status, coalesce((select array_agg(it.tag_id order by it.tag_id) from news_item_tags it where it.news_id = n.id), '{}') as tag_ids
     from news_items n where n.client_id = $1 and n.id = $2`, [clientId, id]);
  if (!r) throw notFound();
  return {
    id: r.id, title: r.title, cover_url: r.cover_url, body: r.body, body_html: r.body_html, category_id: r.category_id,
    tag_ids: (r.tag_ids as number[]).map(Number), publish_at: r.publish_at === null ? null : iso(r.publish_at), status: r.status as NewsStatus,
    ...publicationCommands(r.state_value, r.context),
    version: await streamVersion(sql, { type: NewsStreams.item, id }),
  };
};

/** Who may read an item, with how many active people that is (the access page's summary). */
export const accessOf = async (sql: Sql, user: SessionUser, id: number) => {
  const item = await adminItem(sql, user.clientId, id);
  const groups = await sql.query<{ id: number; name: string }>(
    `select g.id, g.name from news_access a join user_groups g on g.id = a.group_id and g.client_id = a.client_id
     where a.news_id = $1 and a.client_id = $2 order by lower(g.name), g.id`, [id, user.clientId]);
  const users = await sql.query<{ id: number; name: string }>(
    `select u.id, ${fullNameSql("u", user.language)} as name from news_access a join users u on u.id = a.user_id and u.client_id = a.client_id
     where a.news_id = $1 and a.client_id = $2 order by lower(u.last_name), lower(u.first_name), u.id`, [id, user.clientId]);
  const everyone = groups.length === 0 && users.length === 0;
  const [count] = await sql.query<{ people: number }>(
    `select count(*)::int as people from users u where u.client_id = $1 and u.status_id = 1 and ($3 or u.id in (
       select a.user_id from news_access a where a.news_id = $2 and a.user_id is not null
       union select m.user_id from news_access a join user_group_members m on m.group_id = a.group_id and m.client_id = $1
       where a.news_id = $2 and a.group_id is not null))`, [user.clientId, id, everyone]);
  return { groups, users, summary: { everyone, people: count?.people ?? 0 }, version: item.version };
};

/** The client's active user groups whose name contains `search`, by name (keyset by id within the filter). */
export const groupOptions = async (sql: Sql, clientId: number, q: { search?: string | undefined; last_id?: number | undefined; limit?: number | undefined }) => {
  const limit = q.limit ?? 50;
  const params: unknown[] = [clientId];
  const param = (v: unknown) => `$${params.push(v)}`;
  const search = q.search?.trim() ? ` and g.name ilike ${param(`%${q.search.trim().replace(/[\\%_]/g, "\\$&")}%`)}` : "";
  const rows = await sql.query<{ id: number; name: string }>(
    `select g.id, g.name from user_groups g where g.client_id = $1 and g.status_id = 1${search}
     ${keysetTail({ keys: ["g.id"] }, q.last_id ? param(q.last_id) : null, limit)}`, params);
  return keysetPage(rows, limit);
};
