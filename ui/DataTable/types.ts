import type { ReactNode } from "react";

/** A row of the grid: anything with an id. */
export interface DataRow {
  id: number | string;
}

/** A column: `cell` renders a row's value, `value` gives the raw value for sorting. */
export interface DataColumn<T extends DataRow> {
  id: string;
  header: string;
  value: (row: T) => unknown;
  cell?: (row: T) => ReactNode;
  /** Initial width in px. */
  size?: number;
  /** Shown by default (the chooser can switch it on or off). */
  visible?: boolean;
  sortable?: boolean;
}

/** A server-side order: the column and its direction. */
export interface DataSort {
  id: string;
  desc: boolean;
}

/** Where the data is: the app maps its list machine's state to one of these. */
export type DataStatus = "idle" | "loading" | "loaded" | "loadingMore" | "complete" | "empty" | "failed";

/** Every text the grid shows: the design system takes no messages of its own. */
export interface DataTableLabels {
  selectAll: string;
  selectRow: (row: DataRow) => string;
  columns: string;
  loading: string;
  loadingMore: string;
  allLoaded: (count: number) => string;
  sortAscending: string;
  sortDescending: string;
}
