// The table shell: react-aria's Table with header, rows, and empty and loading slots.
// A data table (columns, sorting, paging) builds on these pieces.
import type { ReactNode } from "react";
import {
  Cell as AriaCell,
  type CellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps,
  TableLoadMoreItem,
  type TableProps as AriaTableProps,
  useTableOptions,
} from "react-aria-components";
import { Checkbox } from "./Checkbox";
import { cx, withClass } from "./cx";
import { ChevronDownIcon } from "./icons";
import { Spinner } from "./Spinner";
import * as s from "./Table.css";

export interface TableProps extends AriaTableProps {
  /** Class of the scrolling, bordered container. */
  containerClassName?: string;
  /** Rows are loading (the first page or the next): `aria-busy` on the table's container, which react-aria's table
   * itself does not pass on. Its count and "Loading…" are read out by a `ListStatus` beside it (ui/a11y). */
  isBusy?: boolean;
}

export function Table({ className, containerClassName, isBusy, ...props }: TableProps) {
  return (
    <div className={cx(s.container, containerClassName)} aria-busy={isBusy}>
      <AriaTable {...props} className={withClass(s.table, className)} />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={withClass(s.header, className)} />;
}

export interface ColumnProps extends Omit<AriaColumnProps, "children"> {
  children: ReactNode;
}

export function Column({ children, className, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={withClass(s.column, className)}>
      {({ allowsSorting, sortDirection }) => (
        <span className={s.columnInner}>
          {children}
          {allowsSorting && sortDirection && <ChevronDownIcon size={14} className={cx(s.sortIcon, sortDirection === "ascending" && s.sortUp)} />}
        </span>
      )}
    </AriaColumn>
  );
}

/** The checkbox column of a selectable table: "select all" when multiple rows can be selected. */
export function SelectionColumn() {
  const { selectionMode } = useTableOptions();
  return <AriaColumn className={cx(s.column, s.selection)}>{selectionMode === "multiple" && <Checkbox slot="selection" />}</AriaColumn>;
}

/** The checkbox cell of a selectable row; react-aria names it. */
export function SelectionCell() {
  return (
    <AriaCell className={cx(s.cell, s.selection)}>
      <Checkbox slot="selection" />
    </AriaCell>
  );
}

export interface TableBodyProps<T extends object> extends Omit<AriaTableBodyProps<T>, "renderEmptyState"> {
  /** True while the first page loads: the loading slot replaces the empty state. */
  isLoading?: boolean;
  loadingState?: ReactNode;
  /** Shown when there are no rows and nothing is loading (an EmptyState or ErrorState). */
  emptyState?: ReactNode;
}

export function TableBody<T extends object>({ isLoading, loadingState, emptyState, className, ...props }: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      className={className}
      renderEmptyState={() => <div className={s.state}>{isLoading ? (loadingState ?? <Spinner size={24} />) : emptyState}</div>}
    />
  );
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={withClass(s.row, className)} />;
}

export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={withClass(s.cell, className)} />;
}

export interface TableLoadMoreProps {
  isLoading?: boolean;
  onLoadMore?: () => void;
  /** Accessible name of the spinner; pass translated text. */
  label?: string;
}

/** The last row of a lazily paged table: calls `onLoadMore` when scrolled into view. */
export function TableLoadMore({ isLoading, onLoadMore, label }: TableLoadMoreProps) {
  return (
    <TableLoadMoreItem isLoading={isLoading} onLoadMore={onLoadMore} className={s.loadMore}>
      <Spinner size={20} label={label} />
    </TableLoadMoreItem>
  );
}
