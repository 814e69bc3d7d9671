// Server state of news: queryOptions factories for every read (the pages and loaders use these only).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import * as api from "./api";

export const newsKey = ["news"] as const;
/** Page size of the lazy lists. */
export const PAGE = 20;

type Paged<T> = { readonly items: readonly T[]; readonly last_id: number | null };
const nextPage = <T>(page: Paged<T>) => (page.items.length >= PAGE && page.last_id !== null ? page.last_id : undefined);

/** The rows of every loaded page. */
export const rowsOf = <T>(data: { pages: Paged<T>[] } | undefined): T[] => data?.pages.flatMap((p) => [...p.items]) ?? [];

/** The reader's news, newest first, loaded a page at a time (keyset `last_id`). */
export const newsListQuery = (filter: { category_id?: number; tag_id?: number } = {}) =>
  infiniteQueryOptions({
    queryKey: [...newsKey, "list", filter.category_id ?? 0, filter.tag_id ?? 0],
    queryFn: ({ pageParam, signal }) => api.listNews({ limit: PAGE, ...filter, ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<api.NewsCard>,
  });
export const newsArticleQuery = (id: number) =>
  queryOptions({ queryKey: [...newsKey, "article", id], queryFn: ({ signal }) => api.getNews(id, signal) });
export const namesQuery = (kind: api.NameKind) =>
  queryOptions({ queryKey: [...newsKey, "names", kind], queryFn: ({ signal }) => api.listNames(kind, signal) });
/** The management list: every item, or those of one status (drafts, scheduled, published). */
export const adminListQuery = (status?: api.NewsStatus) =>
  infiniteQueryOptions({
    queryKey: [...newsKey, "admin", status ?? "all"],
    queryFn: ({ pageParam, signal }) =>
      api.adminList({ limit: PAGE, ...(status ? { status } : {}), ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<api.NewsAdminRow>,
  });
export const newsItemQuery = (id: number) =>
  queryOptions({ queryKey: [...newsKey, "item", id], queryFn: ({ signal }) => api.getNewsItem(id, signal) });
export const accessQuery = (id: number) =>
  queryOptions({ queryKey: [...newsKey, "access", id], queryFn: ({ signal }) => api.getAccess(id, signal) });
/** The client's active groups (the access page filters them as the user types). */
export const groupOptionsQuery = () =>
  queryOptions({ queryKey: [...newsKey, "groups"], queryFn: ({ signal }) => api.groupOptions("", signal) });
