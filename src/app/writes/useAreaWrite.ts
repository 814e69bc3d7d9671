// One write helper for an area's pages: the call, the catalogue's snackbar on success and failure, the caller's
// follow-up, then every query under the area's key refetches. A stale-version refusal that the page shows itself
// (StaleNotice with Reload, `staleShown`) gets no snackbar and no refetch until the user reloads.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staleOf } from "../../../services/client/errors";

export interface AreaWriteOptions<V, R> {
  /** Catalogue ids of the snackbar on success and on failure (spec 001 §8). */
  readonly success?: string;
  readonly failure?: string;
  readonly onSuccess?: (result: R, variables: V) => void;
  /** the page shows a stale-version refusal itself (StaleNotice with Reload): no snackbar, no refetch until Reload */
  readonly staleShown?: boolean;
}

export function useAreaWrite<V, R>(areaKey: readonly unknown[], fn: (v: V) => Promise<R>, options: AreaWriteOptions<V, R> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: {
      errorMessage: options.failure ?? "common.updateFail",
      ...(options.success ? { successMessage: options.success } : {}),
      ...(options.staleShown ? { staleShown: true } : {}),
    },
    onSuccess: (result, variables) => options.onSuccess?.(result, variables),
    onSettled: (_r, error) => (options.staleShown && staleOf(error) ? undefined : queryClient.invalidateQueries({ queryKey: areaKey })),
  });
}
