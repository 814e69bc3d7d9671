// The keyset-paged tables of the development plan pages: header, rows that open a page, the load error or empty
// state, and "Load more" under them while the server has more pages.
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../ui/components/Button";
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
  return (
    <>
      <Table aria-label={label}>
        <TableHeader>{columns}</TableHeader>
        <TableBody items={rowsOf(query.data)} isLoading={query.isPending} emptyState={<TableEmpty query={query} title={emptyTitle} description={emptyText} />}>
          {(row) => (
            <Row id={row.id} href={href(row)}>
              {cells(row)}
            </Row>
          )}
        </TableBody>
      </Table>
      <LoadMore query={query} />
    </>
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
