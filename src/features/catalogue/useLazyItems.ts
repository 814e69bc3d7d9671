// A resource's items, loaded lazily: the first page, then `lazy_count` more after the last id each time the
// list nears its end (spec 001 §7: lazy_count, lazy_id, lazy_asc). A search (3+ characters) starts over.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { DataStatus } from "../../../ui/DataTable";
import type { CatalogueResource } from "../../../services/contract/catalogue";
import { type LazyItemsOptions, lazyItemsQuery } from "./queries";

export function useLazyItems(resource: CatalogueResource, opts: LazyItemsOptions = {}) {
  const query = useInfiniteQuery(lazyItemsQuery(resource, opts));
  const rows = query.data?.pages.flat() ?? [];
  const status: DataStatus = query.isPending
    ? "loading"
    : query.isError && !rows.length
      ? "failed"
      : query.isFetchingNextPage
        ? "loadingMore"
        : !rows.length
          ? "empty"
          : query.hasNextPage
            ? "loaded"
            : "complete";
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
  };
  return { query, rows, status, loadMore };
}
