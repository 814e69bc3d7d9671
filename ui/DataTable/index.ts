// The data grid of the design system (TanStack Table 9 + TanStack Virtual).
export { ColumnChooser, type ColumnChooserProps } from "./ColumnChooser";
export { readColumns, TABLE_HEADERS_KEY, writeColumns } from "./columnStorage";
export { DataTable, type DataTableProps } from "./DataTable";
export { ExportButton, type ExportButtonProps } from "./ExportButton";
export type { DataColumn, DataRow, DataSort, DataStatus, DataTableLabels } from "./types";
export type { RowSelectionState } from "@tanstack/react-table";
