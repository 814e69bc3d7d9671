// The widget templates and the grid's measures, without Effect's Schema: the home page's widget cards read them, and
// the home page loads no Schema (the first-load budget, scripts/bundle-budget.mjs). widgetTemplates.ts holds the
// schemas and re-exports these.
/** The dashboard grid's columns, and the widths a widget may take on it (spec 001 §9). */
export const GRID_COLUMNS = 12;
export const WIDGET_WIDTHS = [4, 6, 12] as const;
/** Rows a page may reach: a layout below it is refused (the page would scroll forever). */
export const GRID_ROWS = 48;

export interface WidgetTemplate {
  /** spec 000 §3 template id, 1–17 */
  readonly id: number;
  readonly name: string;
  /** default size, and the limits the editor and the server hold it to */
  readonly w: number;
  readonly h: number;
  readonly minW: number;
  readonly maxW: number;
  readonly maxH: number;
  /** the settings it takes beyond title and description */
  readonly settings: readonly ("links" | "roles" | "filter")[];
}

const t = (id: number, name: string, settings: WidgetTemplate["settings"] = [], size: Partial<WidgetTemplate> = {}): WidgetTemplate => ({
  id, name, w: 4, h: 3, minW: 4, maxW: 6, maxH: 8, settings, ...size,
});

/**
 * The templates whose data exists, by spec id. Adding one (progress of task cards, my staff's task cards,
 * assessment, once their areas land) is one line here, its reader in the server's `widgetData.ts` and its card in
 * the browser's `widgets/cards.tsx`; the ids the spec names and this list lacks are refused by the server.
 */
export const WidgetTemplates: readonly WidgetTemplate[] = [
  t(1, "profile"),
  t(2, "team", ["roles"]),
  t(3, "milestone", [], { w: 6 }),
  t(4, "links", ["links"]),
  t(5, "recent"),
  t(6, "progressTrack"),
  t(8, "adaptation", ["filter"]),
  t(9, "myStaffTrack", ["filter"], { w: 6 }),
  t(11, "myStaff", [], { w: 6, minW: 6, maxW: 12 }),
  t(13, "myCourses"),
  t(14, "staffCourses", [], { w: 6, minW: 6, maxW: 12 }),
  t(15, "coursesRequired"),
  t(16, "coursesAdditional"),
  t(17, "developmentTracks", ["filter"]),
];
export const templateOf = (id: number) => WidgetTemplates.find((x) => x.id === id);
