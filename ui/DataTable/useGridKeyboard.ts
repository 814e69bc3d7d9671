// Keyboard navigation of the data grid (WAI-ARIA grid pattern): one roving tab stop; arrows move between rows
// and cells, Home/End to the row's ends (with Ctrl: the first/last row), PageUp/PageDown by a screen,
// Enter opens the row (or sorts on a header), Space toggles the row's selection. Row -1 is the header row.
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";

export interface GridPosition {
  row: number;
  col: number;
}

interface Options {
  rowCount: number;
  colCount: number;
  pageSize: number;
  scrollToRow: (row: number) => void;
  onEnter: (pos: GridPosition) => void;
  onSpace: (pos: GridPosition) => void;
  container: () => HTMLElement | null;
}

/** Where a navigation key moves the active cell; null for any other key. */
export function nextCell(key: string, ctrl: boolean, pos: GridPosition, page: number, rows: number, cols: number): GridPosition | null {
  switch (key) {
    case "ArrowDown":
      return { row: pos.row + 1, col: pos.col };
    case "ArrowUp":
      return { row: pos.row - 1, col: pos.col };
    case "ArrowRight":
      return { row: pos.row, col: pos.col + 1 };
    case "ArrowLeft":
      return { row: pos.row, col: pos.col - 1 };
    case "PageDown":
      return { row: pos.row + page, col: pos.col };
    case "PageUp":
      return { row: pos.row - page, col: pos.col };
    case "Home":
      return ctrl ? { row: 0, col: pos.col } : { row: pos.row, col: 0 };
    case "End":
      return ctrl ? { row: rows - 1, col: pos.col } : { row: pos.row, col: cols - 1 };
    default:
      return null;
  }
}

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));

export function useGridKeyboard({ rowCount, colCount, pageSize, scrollToRow, onEnter, onSpace, container }: Options) {
  const [pos, setPos] = useState<GridPosition>({ row: -1, col: 0 });
  const pending = useRef(false);

  // Focus the active cell once it is rendered (a virtualised row appears a frame after scrolling to it).
  useEffect(() => {
    if (!pending.current) return;
    let tries = 0;
    const focus = () => {
      const el = container()?.querySelector<HTMLElement>(`[data-cell="${pos.row}:${pos.col}"]`);
      if (el) {
        el.focus({ preventScroll: pos.row < 0 });
        pending.current = false;
      } else if (tries++ < 10) requestAnimationFrame(focus);
    };
    focus();
  }, [pos, container]);

  const move = useCallback(
    (next: GridPosition) => {
      const row = clamp(next.row, -1, Math.max(rowCount - 1, -1));
      const col = clamp(next.col, 0, Math.max(colCount - 1, 0));
      pending.current = true;
      if (row >= 0) scrollToRow(row);
      setPos({ row, col });
    },
    [rowCount, colCount, scrollToRow],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (el.tagName === "INPUT" && e.key !== "ArrowUp" && e.key !== "ArrowDown" && e.key !== " ") return;
      const next = nextCell(e.key, e.ctrlKey, pos, pageSize, rowCount, colCount);
      if (next) {
        e.preventDefault();
        move(next);
        return;
      }
      if (e.key === "Enter") {
        e.preventDefault();
        onEnter(pos);
      } else if (e.key === " ") {
        e.preventDefault();
        onSpace(pos);
      }
    },
    [pos, pageSize, rowCount, colCount, move, onEnter, onSpace],
  );

  /** Sync the roving position when a cell gets focus by pointer. */
  const onFocusCell = useCallback((row: number, col: number) => {
    setPos((p) => (p.row === row && p.col === col ? p : { row, col }));
  }, []);

  return { pos, onKeyDown, onFocusCell };
}
