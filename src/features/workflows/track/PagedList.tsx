// A keyset-paged list of the track's tabs: loading, error and empty states, the rows, and "Show more" while the
// server has another page. The caller renders each row (an <li>).
import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { useT } from "../../lists/useT";
import * as s from "./track.css";

export function PagedList<T>({ list, rows, empty, failed, testId, children }: {
  list: Pick<UseInfiniteQueryResult, "isPending" | "isError" | "refetch" | "hasNextPage" | "fetchNextPage" | "isFetchingNextPage">;
  rows: readonly T[];
  /** the empty state's title (a message id) */
  empty: string;
  /** the error state's title (a message id) */
  failed: string;
  testId: string;
  children: (row: T) => ReactNode;
}) {
  const t = useT();
  if (list.isPending) return <Spinner label={t("app.loading")} />;
  if (list.isError) return <ErrorState title={t(failed)} retryLabel={t("app.retry")} onRetry={() => void list.refetch()} />;
  if (rows.length === 0) return <EmptyState title={t(empty)} headingLevel={3} />;
  return (
    <>
      <ul className={s.list} data-testid={testId}>
        {rows.map(children)}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" onPress={() => void list.fetchNextPage()} isDisabled={list.isFetchingNextPage}>
          {t("workflows.assign.more")}
        </Button>
      )}
    </>
  );
}
