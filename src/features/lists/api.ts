// The lists service (services/contract/lists.ts) for the browser: pages of a list route, saved filters, quick
// search and the XLSX export. The export streams a file, so it is a plain fetch with the client's headers.
import { areaApi, areaClient } from "../../../services/client/api";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import { type Condition, ListsGroup, type ListPage, type ListSort } from "../../../services/contract/lists";

const call = areaClient(areaApi(ListsGroup));

export type { Condition, ListPage };
export interface ListFilter {
  conditions: Condition[];
  match: "all" | "any";
}
export interface PageRequest {
  route: string;
  filter: ListFilter | null;
  sort?: ListSort | null;
  lastId: number | null;
  limit: number;
  /** Another client (platform administrators). */
  clientId?: number | undefined;
}

/** One page of a list route: `virginSearch` without conditions, `filter` with them; undefined on 204. */
export const fetchListPage = async ({ route, filter, sort, lastId, limit, clientId }: PageRequest, signal?: AbortSignal): Promise<ListPage | undefined> => {
  const params = { limit, ...(lastId !== null ? { last_id: lastId } : {}) };
  // Another client's rows (platform administrators): client_id travels with the route.
  const order = { ...(sort ? { sort } : {}), ...(clientId !== undefined ? { client_id: clientId } : {}) };
  const page =
    filter && filter.conditions.length > 0
      ? await call(
          "lists.filter",
          (a) => a.lists.filter({ payload: { route, ...order, filter_params: filter.conditions, all_conditions: filter.match === "all", params } }),
          { signal },
        )
      : await call("lists.virginSearch", (a) => a.lists.virginSearch({ payload: { route, ...order, params } }), { signal });
  return (page ?? undefined) as ListPage | undefined;
};

export const listSavedFilters = (route: string, signal?: AbortSignal) =>
  call("lists.userFilterFormsByRoute", (a) => a.lists.userFilterFormsByRoute({ query: { route } }), { signal });
export const createSavedFilter = (route: string, name: string, data: Record<string, unknown>) =>
  call("lists.createUserFilterForm", (a) => a.lists.createUserFilterForm({ payload: { route, name, data } }));
export const updateSavedFilter = (id: number, route: string, name: string, data: Record<string, unknown>) =>
  call("lists.updateUserFilterForm", (a) => a.lists.updateUserFilterForm({ params: { id }, payload: { route, name, data } }));

export interface ExportRequest {
  route: string;
  columns: { id: string; header: string }[];
  filter: ListFilter | null;
  sort?: ListSort | null;
}

/** Ask the server for the XLSX of a list (the rows the user can see, the columns they chose). */
export async function exportList({ route, columns, filter, sort }: ExportRequest): Promise<{ url: string; name: string }> {
  const headers: Record<string, string> = { "content-type": "application/json", "content-language": requestLocale() };
  const auth = authorizationHeader();
  if (auth) headers.authorization = auth;
  const body = {
    entity_name: route,
    data: {
      columns: columns.map((c, index) => ({ header_title: c.header.slice(0, 200), header_name: c.id, index })),
      ...(filter?.conditions.length ? { filters: filter.conditions, all_conditions: filter.match === "all" } : {}),
      ...(sort ? { sort } : {}),
    },
  };
  const res = await fetch(`${apiBase()}/api/exportTable`, { method: "POST", headers, body: JSON.stringify(body), credentials: "include" });
  if (!res.ok) throw Object.assign(new Error(`export ${res.status}`), { status: res.status });
  const blob = await res.blob();
  const disposition = res.headers.get("content-disposition") ?? "";
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? `${route}.xlsx`;
  return { url: URL.createObjectURL(blob), name: decodeURIComponent(name) };
}

/** Hand a made file to the browser as a download. */
export function downloadFile(file: { url: string; name: string }) {
  const a = document.createElement("a");
  a.href = file.url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(file.url), 60_000);
}
