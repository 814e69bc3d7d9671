// The saved filter of a list route (savedFilter machine): the applied filter is kept per route and client in
// localStorage and restored on the next visit (a filter stored by another user is dropped); saving POSTs the
// first time and PUTs after. Saved filters of the route can be found again and applied.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { type FilterData, filterStorageKey, type SaveFilterInput, type StoredFilter, savedFilterMachine } from "../../../machines/savedFilter";
import { createSavedFilter, type ListFilter, updateSavedFilter } from "./api";
import { listsKeys, savedFiltersQuery } from "./queries";

const readStored = (key: string): StoredFilter | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as StoredFilter) : null;
  } catch {
    return null;
  }
};

/** Filter data as the machine keeps it (every value an array). */
export const toData = (filter: ListFilter, name: string): FilterData => ({ conditions: filter.conditions, match: [filter.match], name: [name] });
export const fromData = (data: Record<string, unknown> | null | undefined): ListFilter | null => {
  const conditions = (data?.conditions ?? []) as ListFilter["conditions"];
  if (!Array.isArray(conditions) || conditions.length === 0) return null;
  const match = (Array.isArray(data?.match) ? data?.match[0] : data?.match) === "any" ? "any" : "all";
  return { conditions, match };
};

export function useSavedFilter(route: string, clientId: number, userId: number) {
  const key = filterStorageKey(route, clientId);
  const queryClient = useQueryClient();
  const saved = useQuery(savedFiltersQuery(route));
  const machine = useMemo(
    () =>
      savedFilterMachine.provide({
        actors: {
          saveFilter: fromPromise<{ id: number }, SaveFilterInput>(async ({ input }) => {
            const name = String((input.data.name as unknown[] | undefined)?.[0] ?? route);
            const res = input.method === "PUT" && input.id !== null ? await updateSavedFilter(input.id, route, name, input.data) : await createSavedFilter(route, name, input.data);
            void queryClient.invalidateQueries({ queryKey: listsKeys.savedFilters(route) });
            return { id: res.id };
          }),
        },
        actions: {
          persist: ({ context }) => {
            try {
              localStorage.setItem(key, JSON.stringify(context.filter));
            } catch {
              // storage unavailable: the filter lasts for the page only
            }
          },
        },
      }),
    [key, route, queryClient],
  );
  const [snapshot, send] = useMachine(machine, { input: { route, clientId, userId, stored: readStored(key) } });
  return {
    applied: snapshot.context.applied ? fromData(snapshot.context.filter.data) : null,
    saving: snapshot.matches("saving"),
    savedId: snapshot.context.filter.id,
    saved: saved.data ?? [],
    save: (filter: ListFilter, name: string) => send({ type: "filter.save", data: toData(filter, name) }),
    reset: () => send({ type: "filter.reset" }),
  };
}
