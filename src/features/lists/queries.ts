// Server state of the list routes that TanStack Query holds: the saved filters of a route. (The rows themselves
// are paged by the lazyList machine, useDataList.ts, so a new search cancels the one in flight.)
import { queryOptions } from "@tanstack/react-query";
import { listSavedFilters } from "./api";

export const listsKeys = {
  savedFilters: (route: string) => ["lists", "savedFilters", route] as const,
};

export const savedFiltersQuery = (route: string) =>
  queryOptions({ queryKey: listsKeys.savedFilters(route), queryFn: ({ signal }) => listSavedFilters(route, signal) });
