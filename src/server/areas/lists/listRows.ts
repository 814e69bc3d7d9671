import { createHash } from "node:crypto";
import type { Sql } from "../../db/types.js";

/*
 * The users list's rows kept as the list shows them (table list_rows, migration 0080). Building a page's JSON in
 * SQL (jsonPage.ts) costs 20 cells of concatenation and label lookups a row: on PostgreSQL with 100k users a page
 * took 4.5× as long as reading the same rows' stored text (pgbench, the same 100-row page). A stored row is used
 * while its stamp matches what it was built from, so nothing has to keep it up to date and it is never wrong:
 *  - u_xmin, the user's row version (PostgreSQL's xmin: every update of the row makes a new one);
 *  - m_xmin, the manager's row version (the manager's name is in the row);
 *  - labels, the client's label version, bumped by the projections that rename or remove a catalogue item or a
 *    custom role (bumpListLabels);
 *  - shape, a hash of the SQL that built it (a code change of a column or a label makes every row stale).
 * The stamp and the text are read in one statement, from one snapshot, so a row stored by a page that raced a
 * write carries the stamp of what it shows, and the next page sees it stale. A stale or missing row is built by
 * the page after it and stored (buildListRows).
 */

/** The stamp's shape: a hash of the SQL that builds a row's text, per language. */
export const shapeOf = (rowSql: string) => createHash("sha1").update(rowSql).digest("hex").slice(0, 16);

/** In the transaction that changes a label the client's rows show (a catalogue item, a custom role). */
export const bumpListLabels = (tx: Sql, clientOf: string, params: readonly unknown[]) =>
  tx.query(
    `insert into list_label_versions (client_id, v) select client_id, 1 from (${clientOf}) c where client_id is not null
     on conflict (client_id) do update set v = list_label_versions.v + 1`,
    params,
  );

/** The client's label version as SQL (0 before the first bump). */
export const labelVersionSql = (client: string) => `coalesce((select v from list_label_versions where client_id = ${client}), 0)`;

/**
 * What a page over stored rows needs (alias `u`, the users table): see pageSql's `stored`. Each row of the cut
 * page looks up its stored row by primary key (a lateral with a limit, which the planner keeps as one probe a row
 * whatever the table's statistics say); `__j` and `__s` are null when there is no fresh one. The stamp's row
 * version is the cut page's `__xmin`.
 */
export const storedRowsSql = (table: string, lang: string, shape: string, client: string) => ({
  wrap: (cut: string) =>
    `select u.*, r.j as __j, r.s as __s from (${cut}) u left join lateral (select r.j, r.s from ${table} r
       where r.id = u.id and r.lang = '${lang}' and r.u_xmin = u.__xmin and r.shape = '${shape}' and r.labels = ${labelVersionSql(client)}
         and r.m_xmin is not distinct from (select m.xmin::text from users m where m.id = u.manager_id) limit 1) r on true`,
});

/**
 * Builds the rows `ids` of the client as `row` and `sensitive` build them now (alias `u`, catalogue labels from
 * `__labels.m` over `refs`) and stores them. Storing is a cache fill: outside a transaction only, and if it fails
 * (two pages storing the same rows at once) the rows are built again without storing, for the next page to store.
 */
export const buildListRows = async (
  sql: Sql, o: { table: string; lang: string; shape: string; clientId: number; ids: readonly number[]; row: string; sensitive: string; labels: string; refs: readonly string[] },
): Promise<Map<number, { j: string; s: string }>> => {
  const built = `select u.id, '${o.lang}' as lang, u.client_id, u.xmin::text as u_xmin,
         (select m.xmin::text from users m where m.id = u.manager_id) as m_xmin, ${labelVersionSql("$2")} as labels, '${o.shape}' as shape,
         ${o.row} as j, ${o.sensitive} as s
       from users u
       cross join (select coalesce(jsonb_object_agg(c.id, ${o.labels}), '{}') as m from catalogue_items c
          where c.client_id = $2 and c.id in (select unnest(array[${o.refs.join(", ")}]) from users u where u.id = any($1::int[]))) __labels
      where u.id = any($1::int[]) and u.client_id = $2`;
  const store = `with built as materialized (${built}),
     saved as (insert into ${o.table} (id, lang, client_id, u_xmin, m_xmin, labels, shape, j, s)
       select id, lang, client_id, u_xmin, m_xmin, labels, shape, j, s from built order by id
       on conflict (id, lang) do update set client_id = excluded.client_id, u_xmin = excluded.u_xmin, m_xmin = excluded.m_xmin,
         labels = excluded.labels, shape = excluded.shape, j = excluded.j, s = excluded.s)
     select id, j, s from built`;
  const params = [[...o.ids].sort((a, b) => a - b), o.clientId];
  const read = (text: string) => sql.query<{ id: number; j: string; s: string }>(text, params, { prepare: true });
  const rows = "transaction" in sql ? await read(store).catch(() => read(built)) : await read(built);
  return new Map(rows.map((r) => [r.id, { j: r.j, s: r.s }]));
};
