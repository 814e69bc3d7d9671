import { CellType } from "../../../../services/contract/lists.js";
import { type AccessContext, type ColumnDef, langOf, pageSql, type RouteDef, type Selection, type SortBy, sortKeys } from "./engine.js";
import { buildListRows, shapeOf, storedRowsSql } from "./listRows.js";
import { catalogueLabel } from "./sql.js";

/**
 * A page's rows as JSON text built by the database, in the shape `shapeRow` gives (sparse: null cells left out;
 * dictionary cells `{ id, value }`, or their label with `simple`). The driver then reads one text value instead
 * of parsing every cell, and nothing is shaped or serialised again here: on the users list this was most of the
 * endpoint's remaining CPU. Kept to columns whose cells are scalars or dictionary pairs; other routes use `shapeRow`.
 */
export const jsonPageFits = (cols: readonly ColumnDef[]) =>
  cols.every((c) => c.type !== CellType.array && c.type !== CellType.unknown);

// JavaScript's toISOString, which the rows read through the driver give for a timestamp.
const iso = (sql: string) => `to_char((${sql}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One cell as the text `,"name":value`, or null when the cell is null (then `coalesce` leaves it out). Values go
 * through `to_json`, the very conversion json_build_object makes, so numbers, booleans, dates and escaping are the
 * same; but the database no longer builds a json object per row, then parses it again to strip its nulls (pgbench,
 * the same 100-row users page without labels: 1.05 ms with json_build_object and json_strip_nulls, 0.48 as text).
 */
const cell = (c: ColumnDef, simple: boolean, lang: ReturnType<typeof langOf>) => {
  const json = (sql: string) => `to_json(${sql})::text`;
  const key = `',"${c.name}":'`;
  const value = c.type === CellType.datetime ? iso(c.sql) : c.shown ? c.shown(lang) : c.sql;
  if (c.label === undefined) return `coalesce(${key} || ${json(value)}, '')`;
  const label = typeof c.label === "function" ? c.label(lang) : c.label;
  if (simple) return `coalesce(${key} || ${json(`(${label})`)}, '')`;
  // The case keeps the label's subquery from running for a null reference (concatenation evaluates every part).
  return `case when (${c.sql}) is null then '' else ${key} || '{"id":' || ${json(`(${value})`)} || ',"value":' || ${json(`coalesce((${label})::text, '')`)} || '}' end`;
};

/** The browser's page (useDataList's PAGE_SIZE) and the endpoint's default (DEFAULT_LIMIT). */
const PREPARED_PAGE_SIZES = new Set([100, 1000]);

/**
 * Whether this page may read stored rows (listRows.ts): a route that keeps them, full cells (not `simple`), and the
 * columns a viewer gets (every column, or every one but the sensitive ones). Those it reads: `open` and `sensitive`
 * are the route's columns in the stored text's order.
 */
const storedFor = (def: RouteDef, cols: readonly ColumnDef[], simple: boolean) => {
  if (!def.storedRows || simple || !def.table || !def.columns.some((c) => c.catalogue)) return undefined;
  const withSensitive = cols.some((c) => c.sensitive);
  const expected = def.columns.filter((c) => withSensitive || !c.sensitive);
  if (cols.length !== expected.length || cols.some((c, i) => c !== expected[i])) return undefined;
  return {
    table: def.storedRows, withSensitive,
    open: def.columns.filter((c) => !c.sensitive), sensitive: def.columns.filter((c) => c.sensitive),
  };
};

export interface JsonPage {
  /** The rows as a JSON array's text. */
  readonly rows: string;
  readonly count: number;
  /** The id of the page's last row in its order (the next page's `last_id`). */
  readonly lastId: number | null;
}

export const jsonPage = async (
  def: RouteDef, ctx: AccessContext, sel: Selection, cols: readonly ColumnDef[], lastId: number | null, limit: number,
  sort: SortBy | undefined, simple: boolean,
): Promise<JsonPage> => {
  const lang = langOf(ctx.user);
  const { desc, keys } = sortKeys(def, cols, sort);
  // Column names come from the route definitions in code; the check keeps them safe as SQL literals.
  for (const c of cols) if (!/^\w+$/.test(c.name)) throw new Error(`bad column name ${c.name}`);
  const a = def.alias;
  const cells = (list: readonly ColumnDef[]) => list.filter((c) => c.name !== "id").map((c) => cell(c, simple, lang));
  const by = (reverse: boolean) => keys.map((_, i) => `"__k${i}"${desc !== reverse ? " desc" : ""}`).join(", ");
  // Without conditions, and at the page sizes the browser and the default ask for, the text is one of a few per
  // route (language, sort, flags, size): kept prepared, a page skips planning, which costs as much as running it.
  const prepare = !sel.conditions?.length && PREPARED_PAGE_SIZES.has(limit);
  const stored = storedFor(def, cols, simple);
  if (stored) return storedPage(def, ctx, sel, lastId, limit, sort, stored, cells, by, prepare, lang, cols);
  const object = [`'{"id":' || ${a}.id`, ...cells(cols), `'}'`].join(" || ");
  const page = await pageSql(def, ctx, sel, cols, lastId, limit, sort, (k) =>
    [`${a}.id as id`, ...k.map((key, i) => `${key} as "__k${i}"`), `${object} as j`].join(", "));
  // The aggregate orders by the page's own keys: an ordered subquery's order is not promised to reach json_agg.
  const [row] = await ctx.sql.query<{ n: number; rows: string | null; last_id: number | null }>(
    `select count(*)::int as n, '[' || string_agg(j, ',' order by ${by(false)}) || ']' as rows, (array_agg(id order by ${by(true)}))[1] as last_id
       from (${page}) t`,
    ctx.p.values, { prepare },
  );
  return { rows: row?.rows ?? "[]", count: row?.n ?? 0, lastId: row?.last_id ?? null };
};

/**
 * A page over stored rows (listRows.ts): one statement when every row is stored and fresh (the page's text, joined
 * by the database); else the page with each row's stored text (null when stale or missing), then those rows built
 * and stored (one fixed, prepared text per language). The page statement stays small: building a row is not in it, so it costs little to plan (the
 * filters' pages are planned each time, and PGlite plans every statement).
 */
const storedPage = async (
  def: RouteDef, ctx: AccessContext, sel: Selection, lastId: number | null, limit: number, sort: SortBy | undefined,
  stored: NonNullable<ReturnType<typeof storedFor>>, cells: (list: readonly ColumnDef[]) => string[],
  by: (reverse: boolean) => string, prepare: boolean, lang: ReturnType<typeof langOf>, cols: readonly ColumnDef[],
): Promise<JsonPage> => {
  const a = def.alias;
  // A stored row's text: the cells every viewer sees, then the sensitive ones.
  const row = [`'{"id":' || ${a}.id`, ...cells(stored.open)].join(" || ");
  const sensitive = stored.sensitive.length ? cells(stored.sensitive).join(" || ") : "''";
  const shape = shapeOf(`${row}\n${sensitive}`);
  const page = await pageSql(def, ctx, sel, cols, lastId, limit, sort, (k) =>
    [`${a}.id as id`, ...k.map((key, i) => `${key} as "__k${i}"`), `${a}.__j as j`, `${a}.__s as s`].join(", "),
    storedRowsSql(stored.table, lang, shape, ctx.p.add(ctx.clientId)));
  // Most pages find every row stored and fresh: then the database joins them into the page's text, and the driver
  // reads one text value (reading the rows as three text arrays cost more CPU in the driver's array parser than
  // the statement did in PostgreSQL: about 3.5 ms a 100-row page). `fresh` says whether it could.
  const whole = `'[' || string_agg(j${stored.withSensitive ? " || s" : ""} || '}', ',' order by ${by(false)}) || ']'`;
  const [fast] = await ctx.sql.query<{ n: number; fresh: boolean; rows: string | null; last_id: number | null }>(
    `select count(*)::int as n, coalesce(bool_and(j is not null), true) as fresh, ${whole} as rows,
            (array_agg(id order by ${by(true)}))[1] as last_id
       from (${page}) t`,
    ctx.p.values, { prepare },
  );
  if (fast?.fresh) return { rows: fast.rows ?? "[]", count: fast.n, lastId: fast.last_id ?? null };
  const [result] = await ctx.sql.query<{ n: number; ids: number[] | null; js: (string | null)[] | null; ss: (string | null)[] | null; last_id: number | null }>(
    `select count(*)::int as n, array_agg(id order by ${by(false)}) as ids, array_agg(j order by ${by(false)}) as js,
            array_agg(s order by ${by(false)}) as ss, (array_agg(id order by ${by(true)}))[1] as last_id
       from (${page}) t`,
    ctx.p.values, { prepare },
  );
  const ids = result?.ids ?? [];
  const js = result?.js ?? [];
  const ss = result?.ss ?? [];
  const stale = ids.filter((_, i) => js[i] === null);
  const built = stale.length
    ? await buildListRows(ctx.sql, {
      table: stored.table, lang, shape, clientId: ctx.clientId, ids: stale, row, sensitive,
      labels: catalogueLabel("c", lang), refs: def.columns.filter((c) => c.catalogue).map((c) => c.sql),
    })
    : new Map<number, { j: string; s: string }>();
  const out: string[] = [];
  ids.forEach((id, i) => {
    const r = js[i] === null ? built.get(id) : { j: js[i]!, s: ss[i] ?? "" };
    // A row gone between the two statements (erased, moved) is left out, as a page read a moment later would.
    if (r) out.push(`${r.j}${stored.withSensitive ? r.s : ""}}`);
  });
  return { rows: `[${out.join(",")}]`, count: result?.n ?? 0, lastId: result?.last_id ?? null };
};
