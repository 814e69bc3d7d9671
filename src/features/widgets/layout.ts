// Moves and resizes of one widget on the editor's grid, each checked by the same rules as the server
// (`layoutProblem`): a move the grid refuses is not offered. Buttons (and so the keyboard) do what a drag does.
import { layoutProblem, templateOf, WIDGET_WIDTHS, type WidgetItem } from "../../../services/contract/widgets";

export type Move = "left" | "right" | "up" | "down" | "narrower" | "wider" | "shorter" | "taller";
export const MOVES: readonly Move[] = ["left", "right", "up", "down", "narrower", "wider", "shorter", "taller"];

const widthStep = (it: WidgetItem, dir: 1 | -1) => {
  const tpl = templateOf(it.template_id);
  const allowed = WIDGET_WIDTHS.filter((w) => tpl && w >= tpl.minW && w <= tpl.maxW);
  const i = allowed.indexOf(it.w as (typeof WIDGET_WIDTHS)[number]);
  return allowed[i + dir] ?? it.w;
};

const moved = (it: WidgetItem, m: Move): WidgetItem => {
  switch (m) {
    case "left": return { ...it, x: it.x - 1 };
    case "right": return { ...it, x: it.x + 1 };
    case "up": return { ...it, y: it.y - 1 };
    case "down": return { ...it, y: it.y + 1 };
    case "narrower": return { ...it, w: widthStep(it, -1) };
    case "wider": return { ...it, w: widthStep(it, 1) };
    case "shorter": return { ...it, h: it.h - 1 };
    case "taller": return { ...it, h: it.h + 1 };
  }
};

/** The page's widgets after moving one, or null when the grid refuses it (an edge, another widget, a size limit). */
export const applyMove = (items: readonly WidgetItem[], key: string, m: Move): WidgetItem[] | null => {
  const next = items.map((it) => (it.key === key ? moved(it, m) : it));
  const before = items.find((it) => it.key === key);
  const after = next.find((it) => it.key === key);
  if (!before || !after || JSON.stringify(before) === JSON.stringify(after) || after.x < 0 || after.y < 0) return null;
  return layoutProblem(next) ? null : next;
};

/** A key for a new widget, unique on its page. */
export const newKey = (items: readonly WidgetItem[]) => {
  for (let n = items.length + 1; ; n++) if (!items.some((it) => it.key === `w${n}`)) return `w${n}`;
};
