// A resource's items, loaded lazily: the first page, then `lazy_count` more after the last id each time the
// list nears its end (spec 001 §7: lazy_count, lazy_id, lazy_asc). A search (3+ characters) starts over.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { DataStatus } from "../../../ui/DataTable";
import type { CatalogueResource } from "../../../services/contract/catalogue";
import { catalogueKey, type Item, listPage, PAGE } from "./api";

export function useLazyItems(resource: CatalogueResource, opts: { search?: string; smart_form_id?: number; pageSize?: number; client_id?: number } = {}) {
  const search = opts.search && opts.search.trim().length >= 3 ? opts.search.trim() : "";
  const size = opts.pageSize ?? PAGE;
  const query = useInfiniteQuery({
    queryKey: catalogueKey(resource, "lazy", { search, form: opts.smart_form_id ?? null, size, client: opts.client_id ?? null }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => listPage(resource, { lazy_id: pageParam, search, smart_form_id: opts.smart_form_id, count: size, client_id: opts.client_id }, signal),
    getNextPageParam: (last: readonly Item[]) => (last.length < size ? undefined : (last[last.length - 1]?.id as number)),
    meta: { errorMessage: "catalogue.get.fail" },
  });
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
