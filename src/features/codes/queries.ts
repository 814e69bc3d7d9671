// Server state of the codes pages: queryOptions factories for every read (pages and loaders use these only).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import * as api from "./api";

export const codesKey = ["codes"] as const;
export const CODES_PAGE = 50;

type Paged<T> = { readonly items: readonly T[]; readonly last_id: number | null };
const nextPage = <T>(page: Paged<T>) => (page.items.length >= CODES_PAGE && page.last_id !== null ? page.last_id : undefined);
export const rowsOf = <T>(data: { pages: Paged<T>[] } | undefined): T[] => data?.pages.flatMap((p) => [...p.items]) ?? [];

export const catalogsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...codesKey, "catalogs"],
    queryFn: ({ pageParam, signal }) => api.catalogs({ limit: CODES_PAGE, ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<api.CodeCatalog>,
  });
export const catalogQuery = (id: number) => queryOptions({ queryKey: [...codesKey, "catalog", id], queryFn: ({ signal }) => api.catalog(id, signal) });
export const catalogCodesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...codesKey, "codes", id],
    queryFn: ({ pageParam, signal }) => api.codes(id, { limit: CODES_PAGE, ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<api.AccessCode>,
  });
export const registrationSettingsQuery = () => queryOptions({ queryKey: [...codesKey, "settings"], queryFn: ({ signal }) => api.settings(signal) });
/** What the public registration page offers on this host; the page shows its own failure. */
export const registrationOptionsQuery = () =>
  queryOptions({ queryKey: [...codesKey, "options"], queryFn: ({ signal }) => api.options(signal), retry: false, meta: { errorMessage: false } });
