import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen, SeenQuery } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";
import { WidgetItem } from "./widgetTemplates.js";

export * from "./widgetTemplates.js";

export const PAGE_NAME_MAX = 100;
/** A client's dashboard holds at most this many pages, each at most this many widgets: one read answers it whole. */
export const MAX_PAGES = 20;
export const MAX_ITEMS_PER_PAGE = 24;

/** Who sees a published page (spec 000 §3 visibility settings: enable, only_users, only_managers). */
export const PageVisibility = Schema.Literals(["everyone", "users", "managers", "nobody"]);
export type PageVisibility = typeof PageVisibility.Type;

/** A page of the client's dashboard as the administrator edits it (the draft). */
export const WidgetPage = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  visibility: PageVisibility,
  items: Schema.Array(WidgetItem),
  /** The page's stream version: send it back as `expectedVersion` with an edit. */
  version: Schema.Int,
});
export type WidgetPage = typeof WidgetPage.Type;

/** Every draft page in order, and when the dashboard was last published (null: never). */
export const WidgetDashboard = Schema.Struct({
  pages: Schema.Array(WidgetPage),
  published_at: Schema.NullOr(Schema.String),
  /** whether the draft differs from what people see */
  unpublished_changes: Schema.Boolean,
});
export type WidgetDashboard = typeof WidgetDashboard.Type;

/** A person shown on a widget (team, my staff). */
export const WidgetPerson = Schema.Struct({
  id: Schema.Int,
  first_name: Schema.String,
  last_name: Schema.String,
  /** team widget: the relation (functionalManager, lineManager, adaptationHelper, hrBp) */
  relation: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
});
/** A track of the reader (or of their staff) with its counts. */
export const WidgetTrack = Schema.Struct({
  id: Schema.Int,
  workflow_id: Schema.Int,
  name: Schema.String,
  state: Schema.String,
  user_name: Schema.optional(Schema.String),
  completed_count: Schema.Int,
  overdue_count: Schema.Int,
  total_count: Schema.Int,
});
/** A course appointment of the reader (or of their staff, with whose): state, progress, due date (spec 000 §3). */
export const WidgetCourse = Schema.Struct({
  /** the appointment's id */
  id: Schema.Int,
  course_id: Schema.Int,
  title: Schema.String,
  state: Schema.String,
  is_required: Schema.Boolean,
  due_date: Schema.NullOr(Schema.String),
  overdue: Schema.Boolean,
  done: Schema.Int,
  total: Schema.Int,
  user_name: Schema.optional(Schema.String),
});
export const WidgetFile = Schema.Struct({
  id: Schema.Int,
  folder_id: Schema.NullOr(Schema.Int),
  display_name: Schema.String,
  created_at: Schema.String,
});
/** What one published widget shows the reader: its item and the data its template reads, for that reader. */
export const WidgetView = Schema.Struct({
  item: WidgetItem,
  people: Schema.Array(WidgetPerson),
  tracks: Schema.Array(WidgetTrack),
  files: Schema.Array(WidgetFile),
  courses: Schema.Array(WidgetCourse),
});
export type WidgetView = typeof WidgetView.Type;
export const PublishedPage = Schema.Struct({ id: Schema.Int, name: Schema.String, widgets: Schema.Array(WidgetView) });
export type PublishedPage = typeof PublishedPage.Type;
export const MyWidgets = Schema.Struct({ pages: Schema.Array(PublishedPage) });
export type MyWidgets = typeof MyWidgets.Type;

const Id = Int32;
const Name = Line(PAGE_NAME_MAX);
const W = [Forbidden, NotFound, Invalid, Conflict];

/**
 * The client's dashboard widgets (spec 001 §7 "Widgets"): the administrator (widgets section, edit flag) composes
 * pages of widgets on a 12-column grid, sets each page's visibility and publishes; everyone with the dashboard
 * section reads the published pages meant for them, each widget with its data. A layout whose widget is wider or
 * narrower than its template allows, leaves the grid or overlaps another is a 400 and nothing is written.
 */
export class WidgetsGroup extends HttpApiGroup.make("widgets")
  .add(HttpApiEndpoint.get("dashboard", "/dashboard", { success: WidgetDashboard, error: W }))
  .add(HttpApiEndpoint.post("createPage", "/pages", { payload: Schema.Struct({ name: Name }), success: WidgetPage, error: W }))
  .add(HttpApiEndpoint.put("renamePage", "/pages/rename", {
    payload: Schema.Struct({ id: Id, name: Name, ...Seen }), success: WidgetPage, error: W,
  }))
  .add(HttpApiEndpoint.put("layPage", "/pages", {
    payload: Schema.Struct({ id: Id, items: Schema.Array(WidgetItem).check(Schema.isMaxLength(MAX_ITEMS_PER_PAGE)), ...Seen }),
    success: WidgetPage, error: W,
  }))
  .add(HttpApiEndpoint.put("setVisibility", "/pages/visibility", {
    payload: Schema.Struct({ id: Id, visibility: PageVisibility, ...Seen }), success: WidgetPage, error: W,
  }))
  .add(HttpApiEndpoint.delete("removePage", "/pages", {
    query: { id: IntFromString, ...SeenQuery }, success: HttpApiSchema.NoContent, error: W,
  }))
  .add(HttpApiEndpoint.post("publish", "/publication", { success: WidgetDashboard, error: W }))
  .add(HttpApiEndpoint.get("mine", "/mine", { success: MyWidgets, error: W }))
  .middleware(Authorization)
  .prefix("/widgets") {}
