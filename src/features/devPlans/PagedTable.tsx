// The keyset-paged tables of the development plan pages: header, rows that open a page, the load error or empty
// state, and "Load more" under them while the server has more pages.
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListStatus } from "../../../ui/a11y/ListStatus";
import { Button } from "../../../ui/components/Button";
import { Spinner } from "../../../ui/components/Spinner";
import { Row, Table, TableBody, TableHeader } from "../../../ui/components/Table";
import { TableEmpty, useT } from "./common";
import * as s from "./devPlans.css";
import { rowsOf } from "./queries";

type Paged<T> = { readonly items: readonly T[]; readonly last_id: number | null };

export interface PagedTableProps<T extends { readonly id: number }> {
  readonly query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  readonly label: string;
  /** The header's columns. */
  readonly columns: ReactNode;
  /** The cells of a row. */
  readonly cells: (row: T) => ReactNode;
  /** Where a row leads. */
  readonly href: (row: T) => string;
  readonly emptyTitle: string;
  readonly emptyText?: string;
}

export function PagedTable<T extends { readonly id: number }>({ query, label, columns, cells, href, emptyTitle, emptyText }: PagedTableProps<T>) {
  const t = useT();
  const rows = rowsOf(query.data);
  return (
    <>
      <Table aria-label={label} isBusy={isLoadingPage(query)}>
        <TableHeader>{columns}</TableHeader>
        <TableBody
          items={rows}
          isLoading={query.isPending}
          loadingState={<Spinner size={24} label={t("lists.loading")} />}
          emptyState={<TableEmpty query={query} title={emptyTitle} description={emptyText} />}
        >
          {(row) => (
            <Row id={row.id} href={href(row)}>
              {cells(row)}
            </Row>
          )}
        </TableBody>
      </Table>
      <PagedStatus query={query} count={rows.length} />
      <LoadMore query={query} />
    </>
  );
}

type PagedQuery = { isPending: boolean; isError: boolean; isFetchingNextPage: boolean };

/** Whether a paged table is loading its first page or the next: its `isBusy`. */
export const isLoadingPage = (query: PagedQuery) => query.isPending || query.isFetchingNextPage;

/**
 * A paged table's "Loading…" and then its row count for screen readers, in the page from the first render on (a
 * region added together with its text is often not read; ui/a11y/ListStatus). The table shows both in its own way.
 */
export function PagedStatus({ query, count }: { query: PagedQuery; count: number }) {
  const t = useT();
  return (
    <ListStatus
      hidden
      loading={isLoadingPage(query)}
      loadingLabel={t(query.isFetchingNextPage ? "lists.loadingMore" : "lists.loading")}
      countLabel={query.isError ? "" : t("lists.loaded", { count })}
    />
  );
}

/** "Load more" under a keyset-paged list, while the server has more pages. */
export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <div className={s.center} style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("app.loading")}>
        {t("app.loadMore")}
      </Button>
    </div>
  );
}
