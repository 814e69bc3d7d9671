// Moving and resizing a widget with the mouse. Its title is the move handle, the grip in its lower right corner the
// resize handle. The pointer's travel is turned into whole grid cells (a column's pitch from the grid's width and gap,
// a row's from the widget's own height over its rows, since rows grow with their content); a width snaps to the
// nearest one the template allows (4, 6 or 12 within its minW and maxW). The widget shows where it would land, and on
// release the change is saved if the grid's rules (`layoutProblem`, the server's own) allow it, else it goes back.
// Keyboard users have the move and size buttons, which do the same.
import { type PointerEvent, useState } from "react";
import { layoutProblem, templateOf, WIDGET_WIDTHS, type WidgetItem } from "../../../services/contract/widgets";

export interface Drag {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly ok: boolean;
}

/** The template's allowed width nearest to `raw` columns (the widget's own width when the template is unknown). */
export const snapWidth = (it: WidgetItem, raw: number) => {
  const tpl = templateOf(it.template_id);
  const allowed = WIDGET_WIDTHS.filter((w) => tpl && w >= tpl.minW && w <= tpl.maxW);
  return allowed.reduce<number>((best, w) => (Math.abs(w - raw) < Math.abs(best - raw) ? w : best), allowed[0] ?? it.w);
};

export function useDragMove(items: readonly WidgetItem[], save: (next: WidgetItem[]) => void, disabled: boolean) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const begin = (item: WidgetItem, mode: "move" | "resize") => (e: PointerEvent<HTMLElement>) => {
    const cell = e.currentTarget.closest<HTMLElement>("[data-cell]");
    const grid = cell?.parentElement;
    if (disabled || e.button !== 0 || !cell || !grid) return;
    const style = getComputedStyle(grid);
    // One column on narrow screens: widgets stack, there is nowhere to drag to.
    if (style.gridTemplateColumns.split(" ").length !== 12) return;
    e.preventDefault();
    const gap = Number.parseFloat(style.columnGap) || 0;
    const colPitch = (grid.clientWidth - 11 * gap) / 12 + gap;
    const rowPitch = (cell.offsetHeight + (Number.parseFloat(style.rowGap) || 0)) / item.h;
    const [x0, y0] = [e.clientX, e.clientY];
    e.currentTarget.setPointerCapture(e.pointerId);
    const place = (ev: { clientX: number; clientY: number }): Drag => {
      const [dx, dy] = [(ev.clientX - x0) / colPitch, (ev.clientY - y0) / rowPitch];
      const to = mode === "move"
        ? { ...item, x: Math.max(0, item.x + Math.round(dx)), y: Math.max(0, item.y + Math.round(dy)) }
        : { ...item, w: snapWidth(item, item.w + dx), h: Math.max(1, item.h + Math.round(dy)) };
      const next = items.map((it) => (it.key === item.key ? to : it));
      return { key: item.key, x: to.x, y: to.y, w: to.w, h: to.h, ok: layoutProblem(next) === null };
    };
    const target = e.currentTarget;
    const move = (ev: globalThis.PointerEvent) => setDrag(place(ev));
    const end = (ev: globalThis.PointerEvent) => {
      target.removeEventListener("pointermove", move);
      target.removeEventListener("pointerup", end);
      target.removeEventListener("pointercancel", end);
      setDrag(null);
      const d = place(ev);
      const changed = d.x !== item.x || d.y !== item.y || d.w !== item.w || d.h !== item.h;
      if (ev.type === "pointerup" && d.ok && changed) save(items.map((it) => (it.key === item.key ? { ...it, x: d.x, y: d.y, w: d.w, h: d.h } : it)));
    };
    target.addEventListener("pointermove", move);
    target.addEventListener("pointerup", end);
    target.addEventListener("pointercancel", end);
  };
  return { drag, start: (item: WidgetItem) => begin(item, "move"), resize: (item: WidgetItem) => begin(item, "resize") };
}
