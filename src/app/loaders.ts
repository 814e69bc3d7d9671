// What route loaders use to read a page's data before it renders: `queryClient.query` / `infiniteQuery` with
// `staleTime: "static"` (what query-core 5.108 recommends in place of the deprecated `ensureQueryData`: cached data is
// used as it is, whatever its age, and only a query without data is fetched) of the feature's queryOptions factories (features/<area>/queries.ts), so the page's own useQuery finds the data
// in the cache and renders at once.
//
// A failed read is the page's or the app's, by what failed:
// - a contract error (404 of a row that does not exist, an invalid id) is the page's: it has its own not-found or
//   error state for it, so the loader lets the page render and show it (the page's query asks again and says so);
// - a failure the API client already handled (401 → index page, 403 → 403 page, a cancel) needs nothing more;
// - anything else (the server unreachable, a 500) fails the route: the router shows the error page.
// The loader's own read is silent (meta.errorMessage false): the page that shows a failure also announces it, once.
import type {
  DefaultError, InfiniteQueryExecuteOptions, QueryClient, QueryExecuteOptions, QueryKey,
} from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { isSilent } from "../../services/client/errors";

const isContractError = (error: unknown) => {
  const tag = (error as { _tag?: unknown } | undefined)?._tag;
  return typeof tag === "string" && tag !== "HttpClientError";
};

/** True for the failures a page shows itself or the client already dealt with. */
export const isPageFailure = (error: unknown): boolean => isSilent(error) || isContractError(error);

const settle = async (read: Promise<unknown>): Promise<void> => {
  try {
    await read;
  } catch (error) {
    if (!isPageFailure(error)) throw error;
  }
};

const quiet = <M extends { meta?: Record<string, unknown> }>(options: M): M => ({ ...options, meta: { ...options.meta, errorMessage: false } });

/** Reads one query into the cache unless it is there already. */
export const ensureQuery = <TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, DefaultError, TData, TQueryFnData, TQueryKey>,
): Promise<void> => settle(queryClient.query({ ...quiet(options), staleTime: "static" }));

/** Reads the first page of an infinite (keyset-paged) query into the cache unless it is there already. */
export const ensureInfinite = <TQueryFnData, TData, TQueryKey extends QueryKey, TPageParam>(
  queryClient: QueryClient,
  options: InfiniteQueryExecuteOptions<TQueryFnData, DefaultError, TData, TQueryKey, TPageParam>,
): Promise<void> => settle(queryClient.infiniteQuery({ ...quiet(options), staleTime: "static" }));

/**
 * Starts reads without holding the route back: for data beside a page's main content (the library's folder tree,
 * while the folder's content is paged by its own machine), which must not delay the content. Failures stay the page's.
 */
export const prefetch = (...reads: Promise<void>[]): void => {
  for (const read of reads) read.catch(() => {});
};

/** Runs a loader's reads side by side; the route waits for all of them. */
export const loadAll = async (...reads: Promise<void>[]): Promise<void> => {
  await Promise.all(reads);
};

/**
 * For a loader that sends the browser elsewhere by what it reads (a deep link, a former address): the data, or null
 * when the client already handled the failure (403, sign-in). A contract failure (404, a bad id) is the not-found
 * page: there is no page of its own to show it.
 */
export const readOrNotFound = async <TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, DefaultError, TData, TQueryFnData, TQueryKey>,
): Promise<TData | null> => {
  try {
    return await queryClient.query({ ...quiet(options), staleTime: "static" });
  } catch (error) {
    if (isSilent(error)) return null;
    if (isPageFailure(error)) throw notFound();
    throw error;
  }
};
