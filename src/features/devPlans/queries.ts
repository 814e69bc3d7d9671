// Server state of the development plans: queryOptions factories for every read, and one mutation helper for
// every write (through the area client, then the fresh answer replaces the cache and the area's keys are
// invalidated, so a 409 from a concurrent change also ends on the new state).
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staleOf } from "../../../services/client/errors";
import * as api from "./api";

export const devPlansKey = ["devPlans"] as const;
/** Page size of the keyset-paged lists. */
export const PAGE = 50;

type Paged<T> = { readonly items: readonly T[]; readonly last_id: number | null };
const nextPage = <T>(page: Paged<T>) => (page.items.length >= PAGE && page.last_id !== null ? page.last_id : undefined);
const paged = <T>(key: readonly unknown[], fetch: (q: api.Page, signal: AbortSignal) => Promise<Paged<T>>) =>
  infiniteQueryOptions({
    queryKey: [...devPlansKey, ...key],
    queryFn: ({ pageParam, signal }) => fetch({ limit: PAGE, ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<T>,
  });

/** The rows of every loaded page. */
export const rowsOf = <T>(data: { pages: Paged<T>[] } | undefined): T[] => data?.pages.flatMap((p) => [...p.items]) ?? [];

export const plansQuery = (canceled?: boolean) => paged(["plans", canceled ?? "all"], (q, s) => api.listPlans({ ...q, canceled }, s));
export const planQuery = (id: number) => queryOptions({ queryKey: [...devPlansKey, "plan", id], queryFn: ({ signal }) => api.getPlan(id, signal) });
export const membersQuery = (id: number) => paged(["members", id], (q, s) => api.listMembers(id, q, s));
export const progressQuery = (id: number) =>
  queryOptions({ queryKey: [...devPlansKey, "progress", id], queryFn: ({ signal }) => api.getProgress(id, signal) });
export const planUsersQuery = (id: number) => paged(["planUsers", id], (q, s) => api.listPlanUsers(id, q, s));
export const canceledPlansQuery = (id: number) => paged(["canceledPlans", id], (q, s) => api.listCanceledPlans(id, q, s));

export const tasksQuery = (scope: api.TaskScope, planId?: number) =>
  paged(["tasks", scope, planId ?? "all"], (q, s) => api.listTasks({ ...q, scope, ...(planId ? { plan_id: planId } : {}) }, s));
export const managerUsersQuery = () => paged(["managerUsers"], (q, s) => api.listManagerUsers(q, s));
/** The members step's group picker: the client's active groups, searched by name. */
export const groupSearchQuery = (term: string) =>
  queryOptions({
    queryKey: [...devPlansKey, "groupSearch", term],
    queryFn: ({ signal }) => api.groupOptions(term, signal),
    staleTime: 30_000,
    meta: { errorMessage: "common.getFail" },
  });
export const taskQuery = (id: number) => queryOptions({ queryKey: [...devPlansKey, "task", id], queryFn: ({ signal }) => api.getTask(id, signal) });

interface WriteOptions<V, R> {
  /** Catalogue ids of the snackbar on success and on failure (spec 001 §8). */
  readonly success?: string;
  readonly failure?: string;
  readonly onSuccess?: (result: R, variables: V) => void;
  /** The page shows a stale-version refusal itself (StaleNotice with Reload): no snackbar, and no refetch until Reload. */
  readonly staleShown?: boolean;
}

/** A write of the area: the answer (a Task or a Plan) replaces its cache entry, then the area refetches. */
export function useDevPlansWrite<V, R>(fn: (v: V) => Promise<R>, options: WriteOptions<V, R> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorMessage: options.failure ?? "common.updateFail", successMessage: options.success, staleShown: options.staleShown },
    onSuccess: (result, variables) => {
      const r = result as { id?: number; owner?: unknown; stage_id?: unknown } | undefined;
      if (r?.id !== undefined && r.owner !== undefined) queryClient.setQueryData(taskQuery(r.id).queryKey, result as never);
      else if (r?.id !== undefined && r.stage_id !== undefined) queryClient.setQueryData(planQuery(r.id).queryKey, result as never);
      options.onSuccess?.(result, variables);
    },
    // A stale refusal the page shows keeps what the user saw until they press Reload (useReloadDevPlans).
    onSettled: (_r, error) => (options.staleShown && staleOf(error) ? undefined : queryClient.invalidateQueries({ queryKey: devPlansKey })),
  });
}

/** Reload after a stale refusal: refetches the area, then clears the mutation's error (the notice goes). */
export function useReloadDevPlans(mutation: { reset: () => void }) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: devPlansKey }).then(() => mutation.reset());
}
