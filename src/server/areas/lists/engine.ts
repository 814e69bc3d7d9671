import type { Condition, FilterField, ListColumn } from "../../../../services/contract/lists.js";
import { allows, type Section } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { keysetAfter, keysetOrder } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { BadCondition, compileConditions, type FieldDef, operatorsOf, Params } from "./conditions.js";
import { catalogueLabel } from "./sql.js";

export type Lang = "ru" | "en" | "fr";
export type Texts = Readonly<Record<Lang, string>>;
export const langOf = (user: SessionUser): Lang => (user.language === "en" || user.language === "fr" ? user.language : "ru");

/** A column of a list route. `sql` is trusted SQL over the route's tables; dict columns add `label`. */
export interface ColumnDef {
  readonly name: string;
  readonly text: Texts;
  readonly sql: string;
  /** Cell type id (contract `CellType`). */
  readonly type: number;
  readonly label?: string | ((lang: Lang) => string);
  /**
   * The cell as written for a reader of this language, when that differs from `sql` (a person's name: family name
   * first in Russian only); `sql` stays what an export's raw value and the keyset read.
   */
  readonly shown?: (lang: Lang) => string;
  /**
   * The cell is a catalogue item's id (`sql`), labelled with `catalogueCell(sql)`: the page reads the labels of its
   * distinct ids once (see `pageSql`) instead of one lookup per row and column.
   */
  readonly catalogue?: boolean;
  readonly visible?: boolean;
  /** Shown only to roles with the sensitive-data flag. */
  readonly sensitive?: boolean;
  /**
   * Sortable: the never-null SQL keys that order by this column (the row id is always the last key, so the
   * keyset stays exact). An index on (client_id, ...keys, id) keeps deep pages cheap.
   */
  readonly sort?: readonly string[];
}

/** A filterable field: a condition field with its label and, for dictionaries, the options. */
export interface FilterDef extends FieldDef {
  readonly text: Texts;
  readonly sensitive?: boolean;
  /** Options computed without the database (fixed lists); those in tables are `options` or `catalogue`. */
  readonly source?: (sql: Sql, clientId: number, lang: Lang) => Promise<{ id: number | string; value: string }[]>;
  /**
   * Options from a table: `select id, value from <from> order by <order>`, with `$1` the client and `$2` the
   * language; `from` starts with one of OPTION_TABLES (the first page's options are cached until those change).
   */
  readonly options?: OptionsSql;
  /** The options are a catalogue resource's items. */
  readonly catalogue?: string;
  /** The values are ids of the client's users: the browser picks a person (searching by name), never free text. */
  readonly ref?: "user";
}

export interface OptionsSql {
  readonly id: string;
  readonly value: string;
  readonly from: string;
  readonly order: string;
  readonly limit?: number;
}

/** Who may read a route and which of its rows they see, as SQL over the route's tables. */
export interface AccessContext {
  readonly user: SessionUser;
  readonly clientId: number;
  readonly sql: Sql;
  readonly p: Params;
}

export interface RouteDef {
  readonly name: string;
  /** Section (and flag) the route needs. */
  readonly section: Section;
  /** `from` clause: trusted SQL; the main table's alias owns `id` and `client_id`. */
  readonly from: string;
  readonly alias: string;
  /**
   * When every filter, sort key and row rule reads the main table alone and the rest of `from` is left joins
   * for labels: the main table and those joins. A page is then cut on the table first (an index walk that stops
   * at `limit`), and the joins run for the page's rows only, not for every row of the client.
   */
  readonly table?: string;
  readonly joins?: string;
  readonly columns: readonly ColumnDef[];
  readonly filters: readonly FilterDef[];
  /** Rows of the route whatever the filter (archived users only, say): trusted SQL. */
  readonly where?: string;
  /** The role's row rule (the user-access rule for user lists): a predicate, or `true`. */
  readonly access?: (ctx: AccessContext) => Promise<string>;
  /** Only-active-users predicate for `is_active_user`. */
  readonly activeOnly?: string;
  /** The route's rows are users, whose JSON pages may read rows stored as the list shows them (listRows.ts). */
  readonly storedRows?: "user_list_rows";
}

const routes = new Map<string, RouteDef>();
const fieldMaps = new WeakMap<RouteDef, Map<string, FieldDef>>();

/** Tables filter options may be read from (`options.from`): the filter cache forgets a client's when these change. */
export const OPTION_TABLES: readonly string[] = ["catalogue_items", "custom_roles", "user_groups"];

/** Registers a list route once, at module load. */
export const registerList = (def: RouteDef) => {
  // The label map lives in the cut-page statement, which only routes over one table have.
  if (!def.table && def.columns.some((c) => c.catalogue)) throw new Error(`list ${def.name}: catalogue columns need \`table\``);
  // Options from another table would be kept by the filter cache with nothing to tell it of their changes.
  for (const f of def.filters) {
    const table = f.options?.from.trim().split(/\s/)[0];
    if (table !== undefined && !OPTION_TABLES.includes(table)) throw new Error(`list ${def.name}: options of ${f.name} from ${table}, not an OPTION_TABLES table`);
  }
  routes.set(def.name, def);
  fieldMaps.set(def, new Map(def.filters.map((f) => [f.name, f])));
  return def;
};
export const listRoute = (name: string) => routes.get(name);

export const canSeeSensitive = (user: SessionUser) => allows(user.permissions, "sensitive_data");

// Column lists and their descriptions depend only on the route, the sensitive flag and the language: made once.
const columnCache = new WeakMap<RouteDef, Map<string, readonly ColumnDef[] | ListColumn[]>>();
const cached = <T extends readonly ColumnDef[] | ListColumn[]>(def: RouteDef, key: string, make: () => T): T => {
  const m = columnCache.get(def) ?? new Map<string, readonly ColumnDef[] | ListColumn[]>();
  columnCache.set(def, m);
  const v = (m.get(key) as T | undefined) ?? make();
  m.set(key, v);
  return v;
};

/** The columns and filter fields this user may see on the route. */
export const visibleColumns = (def: RouteDef, user: SessionUser): readonly ColumnDef[] => {
  const sensitive = canSeeSensitive(user);
  return cached(def, `cols:${sensitive}`, () => def.columns.filter((c) => !c.sensitive || sensitive));
};
export const visibleFields = (def: RouteDef, user: SessionUser) => {
  const sensitive = canSeeSensitive(user);
  return new Map([...fieldMaps.get(def)!].filter(([, f]) => sensitive || !(f as FilterDef).sensitive));
};

const sortable = (c: ColumnDef) => c.sort !== undefined || c.name === "id";
const columnList = (cols: readonly ColumnDef[], lang: Lang): ListColumn[] =>
  cols.map((c) => ({ text: c.text[lang], value: c.name, name: c.name, type: c.type, visible: c.visible !== false, sortable: sortable(c) }));
export const describeColumns = (cols: readonly ColumnDef[], lang: Lang, def?: RouteDef): ListColumn[] =>
  def ? cached(def, `desc:${lang}:${cols.length}`, () => columnList(cols, lang)) : columnList(cols, lang);

const CATALOGUE_OPTIONS = `select 'c:' || resource as k, id::text as id,
    coalesce(nullif(data->'display_name'->>$2, ''), data->>'name', data->>'value') as value,
    row_number() over (order by coalesce(nullif(data->'display_name'->>$2, ''), data->>'name', data->>'value'), id) as n
  from catalogue_items where client_id = $1 and resource = any($3::text[])`;

/**
 * Every option that lives in a table (catalogue items, custom roles, groups...), read in one statement: each
 * part numbers its rows in its own order, and the page's first request pays one round trip for all of them.
 */
const tableOptions = async (fields: readonly FilterDef[], clientId: number, sql: Sql, lang: Lang) => {
  const resources = fields.flatMap((f) => (f.catalogue ? [f.catalogue] : []));
  const parts = resources.length ? [CATALOGUE_OPTIONS] : [];
  for (const f of fields) {
    if (!f.options || f.catalogue) continue;
    // Field names come from the route definitions in code; the check keeps them safe as SQL literals.
    if (!/^\w+$/.test(f.name)) throw new Error(`bad filter name ${f.name}`);
    const o = f.options;
    const part = `select 'f:${f.name}' as k, (${o.id})::text as id, (${o.value})::text as value, row_number() over (order by ${o.order}) as n from ${o.from}`;
    parts.push(o.limit ? `select * from (${part}) p where n <= ${Number(o.limit)}` : part);
  }
  const byKey = new Map<string, { id: number | string; value: string }[]>();
  if (parts.length === 0) return byKey;
  const rows = await sql.query<{ k: string; id: string; value: string }>(
    `${parts.join(" union all ")} order by k, n`, [clientId, lang, resources], { prepare: true });
  const textIds = new Set(fields.filter((f) => f.textIds).map((f) => `f:${f.name}`));
  for (const r of rows) {
    const list = byKey.get(r.k) ?? [];
    if (list.length === 0) byKey.set(r.k, list);
    list.push({ id: textIds.has(r.k) ? r.id : Number(r.id), value: r.value ?? "" });
  }
  return byKey;
};

export const describeFilters = async (def: RouteDef, user: SessionUser, clientId: number, sql: Sql, lang: Lang): Promise<FilterField[]> => {
  const fields = [...visibleFields(def, user).values()] as FilterDef[];
  const fromTables = await tableOptions(fields, clientId, sql, lang);
  const sources = await Promise.all(fields.map((fd) =>
    fd.catalogue ? (fromTables.get(`c:${fd.catalogue}`) ?? []) : fd.options ? (fromTables.get(`f:${fd.name}`) ?? []) : fd.source?.(sql, clientId, lang)));
  return fields.map((fd, i) => {
    const type = { text: 1, int: 3, float: 2, date: 5, datetime: 4, bool: 9, dict: 8 }[fd.type];
    const source = sources[i];
    return { name: fd.name, text: fd.text[lang], type, operators: [...operatorsOf(fd)], ...(source ? { source } : {}), ...(fd.ref ? { ref: fd.ref } : {}) };
  });
};

export interface Selection {
  readonly conditions?: readonly Condition[];
  readonly all?: boolean;
  readonly activeOnly?: boolean;
}

/** The `where` of a route for this user: client, route rows, access rule and the user's conditions. */
export const whereOf = async (def: RouteDef, ctx: AccessContext, sel: Selection): Promise<string> => {
  const a = def.alias;
  const parts = [`${a}.client_id = ${ctx.p.add(ctx.clientId)}`];
  if (def.where) parts.push(def.where);
  if (def.access) parts.push(await def.access(ctx));
  if (sel.activeOnly && def.activeOnly) parts.push(def.activeOnly);
  if (sel.conditions?.length) parts.push(compileConditions(visibleFields(def, ctx.user), sel.conditions, sel.all !== false, ctx.p));
  return parts.join(" and ");
};

/** The select list: each column as its name, dict columns with their label beside (`name__label`). */
export const selectList = (def: RouteDef, cols: readonly ColumnDef[], lang: Lang) =>
  [`${def.alias}.id as id`, ...cols.filter((c) => c.name !== "id").flatMap((c) => [
    `${c.shown ? c.shown(lang) : c.sql} as "${c.name}"`,
    ...(c.label ? [`${typeof c.label === "function" ? c.label(lang) : c.label} as "${c.name}__label"`] : []),
  ])].join(", ");

/** A row with dates as ISO strings: every row an endpoint answers is plain JSON. */
export const jsonRow = (row: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
};

/**
 * A row as the list answers it: dict cells as `{ id, value }`, or as their text with `simple_value`. `sparse`
 * leaves empty (null) cells out: most profile fields are empty, and their keys were half of a page's bytes.
 */
/** Per column list, the cells to read: the label keys are built once, not per row (a page shapes 1,000s of cells). */
const cellPlans = new WeakMap<readonly ColumnDef[], readonly { readonly name: string; readonly label: string | null }[]>();
const cellPlan = (cols: readonly ColumnDef[]) => {
  const known = cellPlans.get(cols);
  if (known) return known;
  const plan = cols.filter((c) => c.name !== "id").map((c) => ({ name: c.name, label: c.label === undefined ? null : `${c.name}__label` }));
  cellPlans.set(cols, plan);
  return plan;
};

export const shapeRow = (cols: readonly ColumnDef[], row: Record<string, unknown>, simple: boolean, sparse = false) => {
  const out: Record<string, unknown> = { id: row.id };
  for (const c of cellPlan(cols)) {
    const raw = row[c.name];
    const v = raw instanceof Date ? raw.toISOString() : raw;
    const cell = c.label === null ? v : simple ? (row[c.label] ?? null) : v == null ? null : { id: v, value: row[c.label] ?? "" };
    if (!(sparse && cell == null)) out[c.name] = cell ?? null;
  }
  return out;
};

export interface SortBy {
  readonly field: string;
  readonly dir?: "asc" | "desc" | undefined;
}

/** The order keys of a sort on the route's visible columns (a column that cannot sort is a 400). */
export const sortKeys = (def: RouteDef, cols: readonly ColumnDef[], sort: SortBy | undefined, path = "payload.sort.field") => {
  const id = `${def.alias}.id`;
  if (!sort) return { keys: [id], desc: false };
  const col = cols.find((c) => c.name === sort.field && sortable(c));
  if (!col) throw new BadCondition(path, "lists.sort.unknownField");
  return { keys: [...(col.sort ?? []), id], desc: sort.dir === "desc" };
};

/**
 * One keyset page, at most `limit` rows: by id after `lastId`, or with a sort by (sort keys, id) after the keys of
 * the `lastId` row (read by primary key in the same statement). Never OFFSET.
 */
export const pageQuery = async (
  def: RouteDef, ctx: AccessContext, sel: Selection, cols: readonly ColumnDef[], lastId: number | null, limit: number, sort?: SortBy,
) => ctx.sql.query(await pageSql(def, ctx, sel, cols, lastId, limit, sort, () => selectList(def, cols, langOf(ctx.user))), ctx.p.values);

/**
 * The page statement with the select list `list` makes from the order keys (the keyset rules of `pageQuery`).
 *
 * With catalogue columns, the cut page is a materialised CTE and one map `__labels.m` (id → label) is read from
 * catalogue_items for the page's distinct ids. Per-row scalar lookups cost 4 µs each on a small catalogue (the
 * planner scans it rather than its index): a users page with three references a row took 2.1 ms, 1.1 with the map.
 */
export const pageSql = async (
  def: RouteDef, ctx: AccessContext, sel: Selection, cols: readonly ColumnDef[], lastId: number | null, limit: number,
  sort: SortBy | undefined, list: (keys: readonly string[]) => string,
  /** Stored rows (listRows.ts): `wrap` makes the page of the cut one, adding each row's stored text. */
  stored?: { readonly wrap: (cut: string) => string },
) => {
  const { keys, desc } = sortKeys(def, cols, sort);
  const a = def.alias;
  const where = await whereOf(def, ctx, sel);
  const source = def.table ? `${def.table} ${a}` : def.from;
  const cursor = lastId === null ? null
    : keys.length === 1 ? ctx.p.add(lastId)
      // The position row must be the same client's: another client's row would tell where its values fall.
      : `(select ${keys.join(", ")} from ${source} where ${a}.id = ${ctx.p.add(lastId)} and ${a}.client_id = ${ctx.p.add(ctx.clientId)})`;
  const after = keysetAfter({ keys, desc }, cursor);
  const order = keysetOrder({ keys, desc });
  // The limit is written into the text, not passed: a prepared page then gets a generic plan that knows it reads
  // 100 rows. With `limit $n` the generic plan's guess (a tenth of the table) cost more than re-planning, so the
  // server re-planned every page (pgbench, users page 1,000: 1.72 ms prepared with $n, 1.17 ms with the literal).
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`bad page limit ${limit}`);
  const cut = `where ${where}${after}${order} limit ${limit}`;
  if (!def.table) return `select ${list(keys)} from ${def.from} ${cut}`;
  // Over stored rows the page builds no row, so it reads no labels.
  const refs = stored ? [] : cols.filter((c) => c.catalogue).map((c) => c.sql);
  if (!refs.length && stored) return `with __page as materialized (${stored.wrap(`select ${a}.*, ${a}.xmin::text as __xmin from ${source} ${cut}`)})
    select ${list(keys)} from __page ${a}${order}`;
  if (!refs.length) return `select ${list(keys)} from (select ${a}.* from ${source} ${cut}) ${a} ${def.joins ?? ""}${order}`;
  const labels = `(select coalesce(jsonb_object_agg(c.id, ${catalogueLabel("c", langOf(ctx.user))}), '{}') as m from catalogue_items c
     where c.client_id = ${ctx.p.add(ctx.clientId)} and c.id in (select unnest(array[${refs.join(", ")}]) from __page ${a})) __labels`;
  return `with __page as materialized (select ${a}.* from ${source} ${cut})
    select ${list(keys)} from __page ${a} cross join ${labels} ${def.joins ?? ""}${order}`;
};

/** The label of a `catalogue` column's cell, from the page's label map. */
export const catalogueCell = (sql: string) => `(__labels.m->>((${sql})::text))`;
