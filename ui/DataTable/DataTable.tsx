// biome-ignore-all lint/a11y/useSemanticElements: a virtualised ARIA grid needs positioned divs, not table elements
// biome-ignore-all lint/a11y/useFocusableInteractive: rows are reached through their cells (one roving tab stop)
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the grid handles every key (useGridKeyboard)
// biome-ignore-all lint/a11y/noStaticElementInteractions: the column resizer is a pointer-only affordance
// A data grid over TanStack Table 9 and TanStack Virtual: column chooser (remembered per route), sort (of the loaded
// rows, or by the server when the app passes `onSortChange`: the rows then come in that order), resizable columns, sticky header, virtualised rows (only the visible ones render; the next
// page is asked near the end), loading / empty / error states, grid keyboard navigation and row selection.
// The data and its paging come from outside (the app's list machine); every label comes as a prop.
import { useOverflowHint } from "./useOverflowHint";
import {
  columnResizingFeature, columnSizingFeature, columnVisibilityFeature, createSortedRowModel, type RowSelectionState, rowSelectionFeature,
  rowSortingFeature, sortFn_alphanumeric, tableFeatures, useTable,
} from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ListStatus } from "../a11y/ListStatus";
import { Spinner } from "../components/Spinner";
import { ColumnChooser } from "./ColumnChooser";
import { readColumns, writeColumns } from "./columnStorage";
import * as s from "./DataTable.css";
import type { DataColumn, DataRow, DataSort, DataStatus, DataTableLabels } from "./types";
import { useGridKeyboard } from "./useGridKeyboard";
import { useSorting } from "./useSorting";

const features = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
});

const SELECT = "__select";
const ROW_HEIGHT = 44;

export interface DataTableProps<T extends DataRow> {
  "aria-label": string;
  columns: DataColumn<T>[];
  rows: T[];
  status: DataStatus;
  labels: DataTableLabels;
  /** Remember the chosen columns under this route name (localStorage `tableHeaders`). */
  storageKey?: string;
  onLoadMore?: () => void;
  onRowAction?: (row: T) => void;
  /** Row selection for batch actions (ids as strings). */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  emptyState?: ReactNode;
  errorState?: ReactNode;
  /** Controls shown above the grid (search, filters, export...). */
  toolbar?: ReactNode;
  /** Height of the scrolling area. */
  height?: string;
  /** Server-side sort: the rows' order (not reordered here) and its change; only `sortable` columns sort. */
  sort?: DataSort | null;
  onSortChange?: (sort: DataSort | null) => void;
}

export function DataTable<T extends DataRow>(props: DataTableProps<T>) {
  const { columns, rows, status, labels, storageKey, onLoadMore, onRowAction, selection, onSelectionChange } = props;
  const selectable = Boolean(onSelectionChange);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { manual, sorting, setSorting } = useSorting(props.sort, props.onSortChange);
  // The user's choices (remembered per route) over the columns' defaults, which may arrive with the first page.
  const [chosen, setChosen] = useState<Record<string, boolean>>(() => (storageKey ? readColumns(storageKey) : {}));
  const visibility = useMemo(() => ({ ...Object.fromEntries(columns.map((c) => [c.id, c.visible !== false])), ...chosen }), [columns, chosen]);
  const setVisibility = (update: (v: Record<string, boolean>) => Record<string, boolean>) => setChosen(() => update(visibility));

  const defs = useMemo(
    () => [
      ...(selectable ? [{ id: SELECT, header: "", size: 48, enableSorting: false, enableResizing: false, enableHiding: false }] : []),
      ...columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => c.value(row) as string | number | null,
        size: c.size ?? 180,
        minSize: 60,
        enableSorting: manual ? c.sortable === true : c.sortable !== false,
        sortFn: "alphanumeric" as const,
      })),
    ],
    [columns, selectable, manual],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const table = useTable({
    features,
    columns: defs as never,
    data: rows,
    getRowId: (row: T) => String(row.id),
    columnResizeMode: "onChange",
    manualSorting: manual,
    state: { sorting, columnVisibility: visibility, rowSelection: selection ?? {} },
    onSortingChange: setSorting,
    onColumnVisibilityChange: (u) => setVisibility((v) => (typeof u === "function" ? u(v) : u)),
    onRowSelectionChange: (u) => onSelectionChange?.(typeof u === "function" ? u(selection ?? {}) : u),
  });

  useEffect(() => {
    if (storageKey && Object.keys(chosen).length) writeColumns(storageKey, chosen);
  }, [storageKey, chosen]);

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const tableRows = table.getRowModel().rows;
  const template = headers.map((h) => `${h.column.getSize()}px`).join(" ");
  const totalWidth = headers.reduce((sum, h) => sum + h.column.getSize(), 0);
  const moreRight = useOverflowHint(scrollRef, totalWidth);

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1].index : -1;

  // Ask the next page when the last rendered row is near the end of what is loaded.
  useEffect(() => {
    if (status === "loaded" && onLoadMore && lastIndex >= tableRows.length - 20) onLoadMore();
  }, [status, lastIndex, tableRows.length, onLoadMore]);

  const toggleRow = useCallback(
    (index: number) => {
      const row = tableRows[index];
      if (row && selectable) row.toggleSelected();
    },
    [tableRows, selectable],
  );
  const keyboard = useGridKeyboard({
    rowCount: tableRows.length,
    colCount: headers.length,
    pageSize: Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 440) / ROW_HEIGHT) - 1),
    scrollToRow: (i) => virtualizer.scrollToIndex(i, { align: "auto" }),
    container: () => scrollRef.current,
    onEnter: ({ row, col }) => {
      if (row < 0) headers[col]?.column.toggleSorting();
      else if (onRowAction && tableRows[row]) onRowAction(tableRows[row].original);
    },
    onSpace: ({ row, col }) => {
      if (row < 0 && headers[col]?.id === SELECT) table.toggleAllRowsSelected();
      else if (row >= 0) toggleRow(row);
    },
  });
  // The roving tab stop; when its row or column is gone (rows restored away, a column hidden) the header's first
  // cell takes it, so the grid never loses its place in the tab order.
  const stop = keyboard.pos.row < tableRows.length && keyboard.pos.col < headers.length ? keyboard.pos : { row: -1, col: 0 };
  const tab = (row: number, col: number) => (stop.row === row && stop.col === col ? 0 : -1);

  const allSelected = selectable && rows.length > 0 && table.getIsAllRowsSelected();
  const someSelected = selectable && table.getIsSomeRowsSelected();
  const showRows = tableRows.length > 0;
  const chooserColumns = columns.map((c) => ({ id: c.id, header: c.header, visible: visibility[c.id] !== false }));

  return (
    <div className={s.frame}>
      <div className={s.toolbar}>
        {props.toolbar}
        <span className={s.toolbarSpacer} />
        <ColumnChooser label={labels.columns} columns={chooserColumns} onChange={(id, on) => setVisibility((v) => ({ ...v, [id]: on }))} />
      </div>
      <div className={s.scrollWrap}>
        <div ref={scrollRef} className={s.scroller} style={{ height: `min(${props.height ?? "max(320px, calc(100vh - 300px))"}, ${41 + Math.max(tableRows.length, 6) * ROW_HEIGHT}px)` }}>
          <div
            role="grid"
            aria-label={props["aria-label"]}
            aria-rowcount={tableRows.length + 1}
            aria-colcount={headers.length}
            aria-multiselectable={selectable || undefined}
            aria-busy={status === "loading" || status === "loadingMore"}
            className={s.grid}
            style={{ width: totalWidth }}
            onKeyDown={keyboard.onKeyDown}
          >
            <div role="row" aria-rowindex={1} className={s.headerRow} style={{ gridTemplateColumns: template }}>
              {headers.map((h, col) => {
                const sorted = h.column.getIsSorted();
                const isSelect = h.id === SELECT;
                return (
                  <div
                    key={h.id}
                    role="columnheader"
                    aria-colindex={col + 1}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    tabIndex={tab(-1, col)}
                    data-cell={`-1:${col}`}
                    data-sortable={h.column.getCanSort() || undefined}
                    className={s.headerCell}
                    onFocus={() => keyboard.onFocusCell(-1, col)}
                    onClick={isSelect ? undefined : h.column.getToggleSortingHandler()}
                  >
                    {isSelect ? (
                      <input
                        type="checkbox"
                        className={s.check}
                        aria-label={labels.selectAll}
                        tabIndex={-1}
                        checked={allSelected}
                        ref={(el) => {
                          if (el) el.indeterminate = !allSelected && someSelected;
                        }}
                        onChange={() => table.toggleAllRowsSelected()}
                      />
                    ) : (
                      <span className={s.headerText}>{h.column.columnDef.header as string}</span>
                    )}
                    {sorted && <span aria-hidden="true">{sorted === "asc" ? "↑" : "↓"}</span>}
                    {h.column.getCanResize() && (
                      <span
                        className={s.resizer}
                        data-resizing={h.column.getIsResizing() || undefined}
                        onMouseDown={h.getResizeHandler()}
                        onTouchStart={h.getResizeHandler()}
                        onClick={(e) => e.stopPropagation()}
                        aria-hidden="true"
                      />
                    )}
                  </div>
                );
              })}
            </div>
            {showRows && (
              <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
                {items.map((item) => {
                  const row = tableRows[item.index];
                  const selected = row.getIsSelected();
                  return (
                    <div
                      key={row.id}
                      role="row"
                      aria-rowindex={item.index + 2}
                      aria-selected={selectable ? selected : undefined}
                      data-action={onRowAction ? true : undefined}
                      className={s.row}
                      style={{ gridTemplateColumns: template, height: ROW_HEIGHT, transform: `translateY(${item.start}px)`, width: totalWidth }}
                      onDoubleClick={() => onRowAction?.(row.original)}
                    >
                      {row.getVisibleCells().map((c, col) => (
                        <div
                          key={c.id}
                          role="gridcell"
                          aria-colindex={col + 1}
                          tabIndex={tab(item.index, col)}
                          data-cell={`${item.index}:${col}`}
                          className={s.cell}
                          onFocus={() => keyboard.onFocusCell(item.index, col)}
                          onClick={() => c.column.id !== SELECT && onRowAction?.(row.original)}
                        >
                          {c.column.id === SELECT ? (
                            <input
                              type="checkbox"
                              className={s.check}
                              tabIndex={-1}
                              aria-label={labels.selectRow(row.original)}
                              checked={selected}
                              onChange={() => row.toggleSelected()}
                            />
                          ) : (
                            <span>{renderCell(byId.get(c.column.id), row.original)}</span>
                          )}
                        </div>
                      ))}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
          {!showRows && (
            <div className={s.state}>
              {status === "loading" || status === "idle" ? <Spinner label={labels.loading} /> : status === "failed" ? props.errorState : props.emptyState}
            </div>
          )}
        </div>
        {moreRight && <div className={s.moreRight} aria-hidden="true" data-testid="table-more-right" />}
      </div>
      {/* Always in the page, so that the first load, each next page and the count are read out (ui/a11y/ListStatus). */}
      <ListStatus
        loading={status === "loading" || status === "idle" || status === "loadingMore"}
        loadingLabel={status === "loadingMore" ? labels.loadingMore : labels.loading}
        spinner={status === "loadingMore" ? <Spinner size={14} label={labels.loadingMore} /> : undefined}
        countLabel={status === "failed" ? "" : labels.allLoaded(tableRows.length)}
        className={s.footer}
        hidden={!showRows}
      />
    </div>
  );
}

function renderCell<T extends DataRow>(column: DataColumn<T> | undefined, row: T): ReactNode {
  if (!column) return null;
  if (column.cell) return column.cell(row);
  const v = column.value(row);
  if (v == null || v === "") return "—";
  if (typeof v === "object") return (v as { value?: string }).value ?? JSON.stringify(v);
  return String(v);
}
