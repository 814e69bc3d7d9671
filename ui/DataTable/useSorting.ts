// The grid's sort state: its own (the loaded rows reordered in the browser), or the app's when it passes
// `onSortChange` (the server orders the rows; the grid only shows the header state and reports clicks).
import type { SortingState } from "@tanstack/react-table";
import { useState } from "react";
import type { DataSort } from "./types";

export function useSorting(sort: DataSort | null | undefined, onSortChange: ((sort: DataSort | null) => void) | undefined) {
  const [local, setLocal] = useState<SortingState>([]);
  const manual = Boolean(onSortChange);
  const sorting: SortingState = manual ? (sort ? [sort] : []) : local;
  const setSorting = (u: SortingState | ((old: SortingState) => SortingState)) => {
    const next = typeof u === "function" ? u(sorting) : u;
    if (onSortChange) onSortChange(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    else setLocal(next);
  };
  return { manual, sorting, setSorting };
}
