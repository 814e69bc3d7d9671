// Moving a widget with the mouse: its title is the handle. The pointer's travel is turned into whole grid cells (a
// column's pitch from the grid's width and gap, a row's from the widget's own height over its rows, since rows grow
// with their content); the widget shows where it would land, and on release the move is saved if the grid's rules
// (`layoutProblem`) allow it, else it goes back. Keyboard users have the move buttons, which do the same.
import { type PointerEvent, useState } from "react";
import { layoutProblem, type WidgetItem } from "../../../services/contract/widgets";

export interface Drag {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly ok: boolean;
}

export function useDragMove(items: readonly WidgetItem[], save: (next: WidgetItem[]) => void, disabled: boolean) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const start = (item: WidgetItem) => (e: PointerEvent<HTMLElement>) => {
    const cell = e.currentTarget.closest<HTMLElement>("[data-cell]");
    const grid = cell?.parentElement;
    if (disabled || e.button !== 0 || !cell || !grid) return;
    const style = getComputedStyle(grid);
    // One column on narrow screens: widgets stack, there is nowhere to drag to.
    if (style.gridTemplateColumns.split(" ").length !== 12) return;
    const gap = Number.parseFloat(style.columnGap) || 0;
    const colPitch = (grid.clientWidth - 11 * gap) / 12 + gap;
    const rowPitch = (cell.offsetHeight + (Number.parseFloat(style.rowGap) || 0)) / item.h;
    const [x0, y0] = [e.clientX, e.clientY];
    e.currentTarget.setPointerCapture(e.pointerId);
    const place = (ev: { clientX: number; clientY: number }): Drag => {
      const x = Math.max(0, item.x + Math.round((ev.clientX - x0) / colPitch));
      const y = Math.max(0, item.y + Math.round((ev.clientY - y0) / rowPitch));
      const next = items.map((it) => (it.key === item.key ? { ...it, x, y } : it));
      return { key: item.key, x, y, ok: layoutProblem(next) === null };
    };
    const target = e.currentTarget;
    const move = (ev: globalThis.PointerEvent) => setDrag(place(ev));
    const end = (ev: globalThis.PointerEvent) => {
      target.removeEventListener("pointermove", move);
      target.removeEventListener("pointerup", end);
      target.removeEventListener("pointercancel", end);
      setDrag(null);
      const d = place(ev);
      if (ev.type === "pointerup" && d.ok && (d.x !== item.x || d.y !== item.y)) save(items.map((it) => (it.key === item.key ? { ...it, x: d.x, y: d.y } : it)));
    };
    target.addEventListener("pointermove", move);
    target.addEventListener("pointerup", end);
    target.addEventListener("pointercancel", end);
  };
  return { drag, start };
}
