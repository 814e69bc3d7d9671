// The generic catalogue (services/contract/catalogue.ts) for the browser: lazy pages of a resource, and the
// create, update and remove calls.
import { areaApi, areaClient } from "../../../services/client/api";
import { type CatalogueItem, CatalogueGroup, type CatalogueResource } from "../../../services/contract/catalogue";

const call = areaClient(areaApi(CatalogueGroup));
type S = AbortSignal | undefined;
export type Item = CatalogueItem;

/** Items per lazy page of the catalogue pages. */
export const PAGE = 50;

export interface PageQuery {
  lazy_id?: number;
  search?: string;
  smart_form_id?: number;
  count?: number;
  /** Another client's items (platform administrators). */
  client_id?: number;
}

/** `clientId`: another client's item (platform administrators); none is the session's client. */
const inClient = (clientId?: number) => (clientId === undefined ? {} : { client_id: clientId });

/** One lazy page: `count` items after `lazy_id`, by id ascending. */
export const listPage = (resource: CatalogueResource, q: PageQuery, signal?: S) =>
  call(
    "catalogue.list",
    (a) =>
      a.catalogue.list({
        params: { resource },
        query: {
          lazy_count: q.count ?? PAGE,
          lazy_asc: "true",
          ...(q.lazy_id ? { lazy_id: q.lazy_id } : {}),
          ...(q.search && q.search.trim().length >= 3 ? { search: q.search.trim() } : {}),
          ...(q.smart_form_id ? { smart_form_id: q.smart_form_id } : {}),
          ...inClient(q.client_id),
        },
      }),
    { signal },
  ) as Promise<readonly Item[]>;

export const getItem = (resource: CatalogueResource, id: number, signal?: S, clientId?: number) =>
  call("catalogue.get", (a) => a.catalogue.get({ params: { resource, id }, query: inClient(clientId) }), { signal }) as Promise<Item>;
export const createItem = (resource: CatalogueResource, payload: Record<string, unknown>, clientId?: number) =>
  call("catalogue.create", (a) => a.catalogue.create({ params: { resource }, query: inClient(clientId), payload })) as Promise<Item>;
/** `expectedVersion`: the item's `version` the editor showed; a stale one (a colleague saved meanwhile) is 409 errors.staleVersion. */
export const updateItem = (resource: CatalogueResource, id: number, payload: Record<string, unknown>, expectedVersion: number, clientId?: number) =>
  call("catalogue.update", (a) => a.catalogue.update({ params: { resource, id }, query: { ...inClient(clientId), expectedVersion }, payload })) as Promise<Item>;
export const removeItem = (resource: CatalogueResource, id: number, expectedVersion: number, clientId?: number) =>
  call("catalogue.remove", (a) => a.catalogue.remove({ params: { resource, id }, query: { ...inClient(clientId), expectedVersion } }));

