import { Schema } from "effect";
import { Line } from "./ids.js";

export { GRID_COLUMNS, GRID_ROWS, templateOf, WIDGET_WIDTHS, type WidgetTemplate, WidgetTemplates } from "./widgetCatalog.js";
import { GRID_COLUMNS, GRID_ROWS, templateOf, WIDGET_WIDTHS } from "./widgetCatalog.js";

/** The team widget's relations in their default order (spec 000 §3), each shown unless switched off. */
export const TEAM_RELATIONS = ["functionalManager", "lineManager", "adaptationHelper", "hrBp"] as const;
export type TeamRelation = (typeof TEAM_RELATIONS)[number];
/** The my-staff tracks filter (spec 000 §4). */
export const STAFF_TRACK_FILTERS = ["all", "in_progress", "overdue", "completed"] as const;

export const MAX_LINKS = 10;
const Url = Schema.String.check(Schema.isMaxLength(2000), Schema.isPattern(/^https?:\/\/[^\s]+$/, { message: "widgets.errors.url" }));

export const WidgetSettings = Schema.Struct({
  title: Schema.optional(Line(100)),
  description: Schema.optional(Schema.String.check(Schema.isMaxLength(1000))),
  links: Schema.optional(Schema.Array(Schema.Struct({ label: Line(100), url: Url })).check(Schema.isMaxLength(MAX_LINKS))),
  roles: Schema.optional(
    Schema.Array(Schema.Struct({ relation: Schema.Literals(TEAM_RELATIONS), show: Schema.Boolean })).check(Schema.isMaxLength(TEAM_RELATIONS.length)),
  ),
  filter: Schema.optional(Schema.Literals(STAFF_TRACK_FILTERS)),
});
export type WidgetSettings = typeof WidgetSettings.Type;

const Cell = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: GRID_ROWS }));
/** One widget placed on a page: its template, its cell on the grid (x, y from the top left), its size and settings. */
export const WidgetItem = Schema.Struct({
  /** stable within the page: the editor's key, chosen by the browser */
  key: Schema.String.check(Schema.isPattern(/^[a-z0-9]{1,16}$/)),
  template_id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 17 })),
  x: Cell,
  y: Cell,
  w: Cell,
  h: Cell,
  settings: WidgetSettings,
});
export type WidgetItem = typeof WidgetItem.Type;

/**
 * Why a page's layout is refused, as the field path and catalogue id of the first fault, or null when it is fine:
 * a template that does not exist, a width outside {4, 6, 12} or the template's limits, a height outside 1–maxH, a
 * widget past the grid's right edge or bottom, two widgets sharing a cell, a key used twice, settings the template
 * does not take. The editor asks the same before saving; the server decides.
 */
export const layoutProblem = (items: readonly WidgetItem[]): { path: string; message: string } | null => {
  const taken = new Set<string>();
  const keys = new Set<string>();
  for (const [i, it] of items.entries()) {
    const at = (f: string) => `payload.items.${i}.${f}`;
    const tpl = templateOf(it.template_id);
    if (!tpl) return { path: at("template_id"), message: "widgets.errors.template" };
    if (keys.has(it.key)) return { path: at("key"), message: "widgets.errors.key" };
    keys.add(it.key);
    if (!(WIDGET_WIDTHS as readonly number[]).includes(it.w) || it.w < tpl.minW || it.w > tpl.maxW) return { path: at("w"), message: "widgets.errors.width" };
    if (it.h < 1 || it.h > tpl.maxH) return { path: at("h"), message: "widgets.errors.height" };
    if (it.x + it.w > GRID_COLUMNS || it.y + it.h > GRID_ROWS) return { path: at("x"), message: "widgets.errors.outside" };
    const extra = (["links", "roles", "filter"] as const).find((k) => it.settings[k] !== undefined && !tpl.settings.includes(k));
    if (extra) return { path: at(`settings.${extra}`), message: "widgets.errors.setting" };
    for (let y = it.y; y < it.y + it.h; y++)
      for (let x = it.x; x < it.x + it.w; x++) {
        if (taken.has(`${x},${y}`)) return { path: at("y"), message: "widgets.errors.overlap" };
        taken.add(`${x},${y}`);
      }
  }
  return null;
};

/** The first free place for a widget of this size: row by row from the top, the leftmost column that fits. */
export const freePlace = (items: readonly WidgetItem[], w: number, h: number): { x: number; y: number } => {
  const clash = (x: number, y: number) => items.some((o) => x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h);
  for (let y = 0; y + h <= GRID_ROWS; y++) for (let x = 0; x + w <= GRID_COLUMNS; x++) if (!clash(x, y)) return { x, y };
  return { x: 0, y: GRID_ROWS };
};
