// Server state of certificates: queryOptions factories for every read (the pages and loaders use these only).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import * as api from "./api";

export const PAGE = 50;
export const certificatesKey = ["certificates"] as const;

type Paged<T> = { readonly items: readonly T[]; readonly last_id: number | null };
/** The rows of every loaded page. */
export const rowsOf = <T>(data: { pages: Paged<T>[] } | undefined): T[] => data?.pages.flatMap((p) => [...p.items]) ?? [];

const paged = <T>(name: string, fetch: (q: { limit: number; last_id?: number }, signal: AbortSignal) => Promise<Paged<T>>) =>
  infiniteQueryOptions({
    queryKey: [...certificatesKey, name],
    queryFn: ({ pageParam, signal }) => fetch({ limit: PAGE, ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: (page: Paged<T>) => (page.items.length >= PAGE && page.last_id !== null ? page.last_id : undefined),
  });

export const templatesQuery = () => paged("templates", api.templates);
export const myCertificatesQuery = () => paged("mine", api.myCertificates);
export const templateQuery = (id: number) =>
  queryOptions({ queryKey: [...certificatesKey, "template", id], queryFn: ({ signal }) => api.template(id, signal) });
export const verificationQuery = (uuid: string) =>
  queryOptions({ queryKey: [...certificatesKey, "verify", uuid], queryFn: ({ signal }) => api.verify(uuid, signal) });
