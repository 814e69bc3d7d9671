// A list route driven by the lazyList machine: keyset pages by `last_id` from virginSearch / filter, a new search
// cancels the one in flight, 404 or an empty filtered answer is a warning, a failure cleans the list. Columns and
// filter fields come with the first page. The DataTable reads `rows`, `status` and calls `loadMore`.
import { useMachine } from "@xstate/react";
import { useCallback, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type FetchPageInput, type ListRow, lazyListMachine, type PageResult } from "../../../machines/lazyList";
import { errorTag } from "../../../services/client/errors";
import type { FilterField, ListColumn, ListSort } from "../../../services/contract/lists";
import type { DataSort, DataStatus } from "../../../ui/DataTable";
import { fetchListPage, type ListFilter } from "./api";

export const PAGE_SIZE = 100;

/** The filter a list query carries (conditions plus all/any). */
export const filterOf = (query: { filters?: Record<string, unknown> }): ListFilter | null => {
  const conditions = (query.filters?.conditions ?? []) as ListFilter["conditions"];
  const match = ((query.filters?.match as string[] | undefined)?.[0] ?? "all") as ListFilter["match"];
  return conditions.length ? { conditions, match } : null;
};

/** The server-side order a list query carries, if any. */
export const sortOf = (query: object): ListSort | null => ((query as { sort?: ListSort }).sort ?? null);

/** A list query from a search term (applied from 3 characters), a filter and the server-side order. */
export const queryOf = (search: string, filter: ListFilter | null, sort: DataSort | null = null) => {
  const base = queryOfFilter(search, filter);
  return sort ? { ...base, sort: { field: sort.id, dir: sort.desc ? "desc" : "asc" } as ListSort } : base;
};

const queryOfFilter = (search: string, filter: ListFilter | null) => {
  const term = search.trim();
  const conditions = [...(filter?.conditions ?? [])];
  if (term.length >= 3) conditions.push({ field: term.includes("@") ? "email" : "full_name", operator: "contains", values: [term] });
  // a search narrows an "any" filter as well: then every condition must hold
  const match = filter?.match === "any" && term.length >= 3 && conditions.length > 1 ? "all" : (filter?.match ?? "all");
  return conditions.length ? { search: term, filters: { conditions, match: [match] } } : { search: term };
};

/** `clientId`: another client's list (platform administrators); none is the session's client. */
export function useDataList(route: string, clientId?: number) {
  const [meta, setMeta] = useState<{ columns: readonly ListColumn[]; filters: readonly FilterField[] }>({ columns: [], filters: [] });
  const routeRef = useRef(route);
  routeRef.current = route;
  const clientRef = useRef(clientId);
  clientRef.current = clientId;
  const machine = useMemo(
    () =>
      lazyListMachine.provide({
        actors: {
          fetchPage: fromPromise<PageResult, FetchPageInput>(async ({ input, signal }) => {
            try {
              const page = await fetchListPage(
                {
                  route: routeRef.current, filter: filterOf(input.query), sort: sortOf(input.query), lastId: (input.lastId as number | null) ?? null,
                  limit: input.limit ?? PAGE_SIZE, clientId: clientRef.current,
                },
                signal,
              );
              if (!page) return { status: 204 };
              // Filter fields come with the first page only; later pages keep them.
              if (page.columns.length) setMeta((m) => ({ columns: page.columns, filters: input.lastId == null ? page.filters : m.filters }));
              const rows = (typeof page.rows === "string" ? [] : page.rows) as ListRow[];
              return { status: 200, rows };
            } catch (error) {
              throw errorTag(error) === "NotFound" ? { status: 404 } : error;
            }
          }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { mode: "lazy", limit: PAGE_SIZE } });

  const load = useCallback((query: ReturnType<typeof queryOf>) => send({ type: "list.load", query }), [send]);
  const loadMore = useCallback(() => send({ type: "list.loadMore" }), [send]);
  const value = String(snapshot.value) as DataStatus;
  return {
    rows: snapshot.context.rows,
    status: value,
    warning: snapshot.context.warning,
    query: snapshot.context.query,
    columns: meta.columns,
    filters: meta.filters,
    load,
    loadMore,
  };
}
