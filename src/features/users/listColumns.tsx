// The columns of a users-area list (the users page, the archive, another client's users and groups): one per
// column the server describes, a dictionary cell shown by its label, the status as its badge. And the export of
// the columns the user sees, which every such page offers the same way.
import { useMemo } from "react";
import { CellType, type ListColumn } from "../../../services/contract/lists";
import { type DateKind, formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import type { Locale } from "../../app/i18n/locale";
import { type DataColumn, readColumns } from "../../../ui/DataTable";
import type { ListFilter } from "../lists/api";
import { filterOf, queryOf, sortOf } from "../lists/useDataList";
import type { useExport } from "../lists/useExport";
import { idOf, StatusBadge } from "./common";

export type ListRow = { id: number; [k: string]: unknown };

const WIDE = new Set(["full_name", "email", "name"]);

/** Date columns are written by the one formatter (they came as ISO text): a day as a day, a moment with its time. */
const DATED: Partial<Record<number, DateKind>> = { [CellType.date]: "short", [CellType.datetime]: "list" };
const dateCell = (v: unknown, kind: DateKind, locale: Locale) => (typeof v === "string" && v ? formatDate(v, kind, locale) : "");

/** The cell of a column whose values are dates (a day, or a moment), written in the page's language; none for others. */
export const datedCell = (c: ListColumn, locale: Locale) =>
  DATED[c.type] ? { cell: (row: Record<string, unknown>) => dateCell(row[c.value], DATED[c.type]!, locale) } : {};

const label = (v: unknown) => (v && typeof v === "object" && "value" in v ? (v as { value: unknown }).value : v);

/** `sortable`: the headers sort on the server where the column allows it; `statusBadge`: the users' status column. */
export function useListColumns(columns: readonly ListColumn[], o: { sortable?: boolean; statusBadge?: boolean } = {}) {
  const { sortable = false, statusBadge = true } = o;
  const locale = useLocale();
  return useMemo<DataColumn<ListRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.value,
        header: c.text,
        visible: c.visible,
        ...(sortable ? { sortable: c.sortable === true } : {}),
        size: WIDE.has(c.value) ? 240 : 170,
        value: (row) => label(row[c.value]),
        ...datedCell(c, locale),
        ...(statusBadge && c.value === "status" ? { cell: (row: ListRow) => <StatusBadge id={idOf(row.status)} /> } : {}),
      })),
    [columns, sortable, statusBadge, locale],
  );
}

/** Starts the XLSX export of `route` with the columns shown (the table's stored choice) and the current query. */
export const exportShown = (
  exporter: ReturnType<typeof useExport>, route: string, columns: readonly ListColumn[],
  query: { term: string; filter: ListFilter | null; sort: Parameters<typeof queryOf>[2] },
) => {
  const stored = readColumns(route);
  const visible = columns.filter((c) => stored[c.value] ?? c.visible).map((c) => ({ id: c.value, header: c.text }));
  const q = queryOf(query.term, query.filter, query.sort);
  exporter.start({ route, columns: visible, filter: filterOf(q), sort: sortOf(q) });
};
