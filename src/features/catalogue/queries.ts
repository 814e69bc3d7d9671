// Server state of the generic catalogue: the keys (everything of a resource sits under `["catalogue", resource]`,
// so a write invalidates the resource) and the queryOptions factories of the lazy pages and a reference field's options.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { CatalogueResource } from "../../../services/contract/catalogue";
import { type Item, listPage, PAGE } from "./api";

/** Query keys: everything of a resource sits under `["catalogue", resource]`. */
export const catalogueKey = (resource: CatalogueResource, ...rest: unknown[]) => ["catalogue", resource, ...rest] as const;

export interface LazyItemsOptions {
  readonly search?: string;
  readonly smart_form_id?: number;
  readonly pageSize?: number;
  readonly client_id?: number;
}
/** The search a lazy list sends: applied from 3 characters. */
export const lazySearch = (search?: string) => (search && search.trim().length >= 3 ? search.trim() : "");

/** A resource's items in lazy pages: `lazy_count` more after the last id each time (spec 001 §7). */
export const lazyItemsQuery = (resource: CatalogueResource, opts: LazyItemsOptions = {}) => {
  const search = lazySearch(opts.search);
  const size = opts.pageSize ?? PAGE;
  return infiniteQueryOptions({
    queryKey: catalogueKey(resource, "lazy", { search, form: opts.smart_form_id ?? null, size, client: opts.client_id ?? null }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => listPage(resource, { lazy_id: pageParam, search, smart_form_id: opts.smart_form_id, count: size, client_id: opts.client_id }, signal),
    getNextPageParam: (last: readonly Item[]) => (last.length < size ? undefined : (last[last.length - 1]?.id as number)),
    meta: { errorMessage: "catalogue.get.fail" },
  });
};

/** Options of a reference field: the target resource's first 500 items. */
export const refOptionsQuery = (resource: CatalogueResource | undefined, clientId?: number) =>
  queryOptions({
    queryKey: catalogueKey(resource ?? "tags", "options", clientId ?? null),
    queryFn: ({ signal }) => listPage(resource!, { count: 500, client_id: clientId }, signal),
    enabled: !!resource,
    meta: { errorMessage: "catalogue.get.fail" },
  });
