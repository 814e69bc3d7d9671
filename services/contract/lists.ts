import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { Authorization } from "./security.js";

/**
 * Lists and filters (spec 001 §7 "Lists and filters", spec 000 §4): one query engine on the server answers
 * every list route. Pages are keyset-paged by `last_id` (rows sorted by id, or by a sortable column then id); a page shorter than `limit`, or a
 * 204, ends a lazy list.
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
/** An integer in a path or query string that fits the database's int columns: anything else is a 400. */
export const IntFromString = Schema.FiniteFromString.check(Schema.isInt32());

/** A list route name: `users`, `groups`, `roles`, `archivedUsers`, `groupUsers:12`... */
export const ListRoute = Text(100).check(Schema.isMinLength(1));

/** Report cell types (spec 000 §3): the type of a column's values. */
export const CellType = {
  unknown: 0, string: 1, float: 2, int: 3, datetime: 4, date: 5, array: 6, duration: 7, dict: 8, boolean: 9,
} as const;

/** A column the route can show: `value` is the row key, `text` its label in the request's language. */
export const ListColumn = Schema.Struct({
  text: Schema.String,
  value: Schema.String,
  name: Schema.String,
  type: Schema.Int,
  /** Shown by default (the others can be switched on in the table settings). */
  visible: Schema.Boolean,
  /** The server can order the list by this column (`sort` of virginSearch / filter). */
  sortable: Schema.optional(Schema.Boolean),
});
export type ListColumn = typeof ListColumn.Type;

/** Operators a condition may use; each filter field lists the ones it accepts. */
export const FilterOperators = [
  "eq", "ne", "in", "not_in", "contains", "starts_with", "gt", "gte", "lt", "lte", "between", "is_empty", "is_not_empty",
] as const;
export const FilterOperator = Schema.Literals(FilterOperators);
export type FilterOperator = typeof FilterOperator.Type;

/** An option of a dictionary field (statuses, roles, positions...). */
export const SourceItem = Schema.Struct({ id: Schema.Union([Schema.Int, Schema.String]), value: Schema.String });

/** A field the route can filter by. `source` lists the allowed values of a dictionary field. */
export const FilterField = Schema.Struct({
  name: Schema.String,
  text: Schema.String,
  type: Schema.Int,
  operators: Schema.Array(Schema.String),
  source: Schema.optional(Schema.Array(SourceItem)),
  /** The values are user ids: pick a person rather than type a value. */
  ref: Schema.optional(Schema.Literal("user")),
});
export type FilterField = typeof FilterField.Type;

export const ConditionValue = Schema.Union([Text(500), Schema.Finite, Schema.Boolean, Schema.Null]);
/** One condition: `field` from the route's filters, an operator, and its values (two for `between`). */
export const Condition = Schema.Struct({
  field: Text(100),
  operator: FilterOperator,
  values: Schema.Array(ConditionValue).check(Schema.isMaxLength(1000)),
});
export type Condition = typeof Condition.Type;

export const PageParams = Schema.Struct({
  /** Rows per page, 1..1000 (default 100). */
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
  /** The id of the last row already shown (null or absent: the first page). */
  last_id: Schema.optional(Schema.NullOr(Int32)),
});

/**
 * A page of a list. `rows` is plain JSON, or (when the request asked `use_zip`) the same JSON array gzipped and
 * base64-encoded. An empty (null) cell is left out of its row: a missing key reads as no value. `settings.last_id` is the id of the page's last row, to ask for the next page.
 */
export const ListPage = Schema.Struct({
  rows: Schema.Union([Schema.Array(Schema.Record(Schema.String, Schema.Unknown)), Schema.String]),
  columns: Schema.Array(ListColumn),
  /** The route's filter fields with their options: on the first page (no `last_id`); later pages answer []. */
  filters: Schema.Array(FilterField),
  settings: Schema.Struct({ last_id: Schema.NullOr(Schema.Int), limit: Schema.Int, use_zip: Schema.Boolean }),
});
export type ListPage = typeof ListPage.Type;

/**
 * Server-side order of a list: a sortable column of the route, ascending by default. Keyset paging stays exact:
 * the page after `last_id` is the rows after that row's (sort value, id).
 */
export const ListSort = Schema.Struct({ field: Text(100), dir: Schema.optional(Schema.Literals(["asc", "desc"])) });
export type ListSort = typeof ListSort.Type;

export const VirginSearch = Schema.Struct({
  route: ListRoute,
  sort: Schema.optional(ListSort),
  params: Schema.optional(PageParams),
  use_zip: Schema.optional(Schema.Boolean),
  /** Dictionary cells as their display text instead of `{ id, value }`. */
  simple_value: Schema.optional(Schema.Boolean),
  /** Another client's list: platform administrators only. */
  client_id: Schema.optional(Int32),
});

export const FilterRequest = Schema.Struct({
  route: ListRoute,
  sort: Schema.optional(ListSort),
  filter_params: Schema.Array(Condition).check(Schema.isMaxLength(50)),
  /** true (default): every condition must hold; false: any of them. */
  all_conditions: Schema.optional(Schema.Boolean),
  /** Only active users (status 1) on user routes. */
  is_active_user: Schema.optional(Schema.Boolean),
  /** Ignored: the list is always the caller's own view (kept because the spec's client sends it). */
  user_id: Schema.optional(Schema.NullOr(Int32)),
  params: Schema.optional(PageParams),
  use_zip: Schema.optional(Schema.Boolean),
  simple_value: Schema.optional(Schema.Boolean),
  client_id: Schema.optional(Int32),
});

/** A saved filter of one user for one route and client (spec 000 §4). `data` is what the filter form holds. */
export const UserFilterForm = Schema.Struct({
  id: Schema.Int,
  route: Schema.String,
  client_id: Schema.Int,
  user_id: Schema.Int,
  name: Schema.String,
  data: Schema.Record(Schema.String, Schema.Unknown),
  created_at: Schema.String,
  updated_at: Schema.String,
});
export const UserFilterFormInput = Schema.Struct({
  route: ListRoute,
  name: Schema.optional(Line(200)),
  data: Schema.Record(Schema.String, Schema.Unknown),
});

/** Quick search over names and e-mail, from 3 characters (shorter values answer no rows). */
export const ExtendedUserFilter = Schema.Struct({
  value: Text(200),
  check_external: Schema.optional(Schema.Boolean),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
});
export const UserHit = Schema.Struct({
  id: Schema.Int,
  full_name: Schema.String,
  email: Schema.String,
  status_id: Schema.Int,
  avatar_id: Schema.NullOr(Schema.Int),
});

/** Export of the rows the user can see with the columns they chose (spec 001 §7 Exports): an XLSX stream. */
export const ExportColumn = Schema.Struct({ header_title: Text(200), index: Schema.Int, header_name: Text(100) });
export const ExportTable = Schema.Struct({
  /** The list route: `users`, `groups`... */
  entity_name: ListRoute,
  analytics_id: Schema.optional(Schema.NullOr(Schema.Int)),
  data: Schema.Struct({
    columns: Schema.Array(ExportColumn).check(Schema.isMinLength(1), Schema.isMaxLength(200)),
    /** Only rows matching these conditions; absent: every row the user can see. */
    filters: Schema.optional(Schema.Array(Condition).check(Schema.isMaxLength(50))),
    all_conditions: Schema.optional(Schema.Boolean),
    /** The list's order (as the table shows it); absent: by id. */
    sort: Schema.optional(ListSort),
    /** Accepted for compatibility with the spec's client, ignored: rows always come from the server. */
    rows: Schema.optional(Schema.Unknown),
  }),
});

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const ListErrors = [Forbidden, NotFound, Invalid] as const;

export class ListsGroup extends HttpApiGroup.make("lists")
  .add(HttpApiEndpoint.post("virginSearch", "/virginSearch", { payload: VirginSearch, success: [ListPage, HttpApiSchema.NoContent], error: ListErrors }))
  .add(HttpApiEndpoint.post("filter", "/filter", { payload: FilterRequest, success: [ListPage, HttpApiSchema.NoContent], error: ListErrors }))
  .add(
    HttpApiEndpoint.get("userFilterFormsByRoute", "/userFilterFormsByRoute", {
      query: { route: ListRoute },
      success: Schema.Array(UserFilterForm),
      error: ListErrors,
    }),
  )
  .add(HttpApiEndpoint.post("createUserFilterForm", "/userFilterForms", { payload: UserFilterFormInput, success: UserFilterForm, error: [...ListErrors, Conflict] }))
  .add(
    HttpApiEndpoint.put("updateUserFilterForm", "/userFilterForms/:id", {
      params: { id: IntFromString },
      payload: UserFilterFormInput,
      success: UserFilterForm,
      error: [...ListErrors, Conflict],
    }),
  )
  .add(
    HttpApiEndpoint.post("extendedUserFilter", "/extendedUserFilter", {
      payload: ExtendedUserFilter,
      success: Schema.Struct({ rows: Schema.Array(UserHit) }),
      error: ListErrors,
    }),
  )
  .add(
    HttpApiEndpoint.post("exportTable", "/exportTable", {
      payload: ExportTable,
      success: HttpApiSchema.WithHeaders(HttpApiSchema.StreamUint8Array({ contentType: XLSX_TYPE }), { "content-disposition": Schema.String }),
      error: ListErrors,
    }),
  )
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })
  .middleware(Authorization) {}
