// Server state of the FAQ: the whole FAQ in one query, and one write helper (call → snackbar → FAQ refetched).
import { queryOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "./api";

export const faqKey = ["faq"] as const;

export const faqQuery = () => queryOptions({ queryKey: faqKey, queryFn: ({ signal }) => api.getFaq(signal) });

/** The FAQ in the cache now (the latest versions, for a write queued behind another). */
export const cachedFaq = (queryClient: QueryClient) => queryClient.getQueryData<api.Faq>(faqKey);

/** Changes the cached FAQ at once: a reorder shows its new order before the server answers. */
export const setCachedFaq = (queryClient: QueryClient, update: (faq: api.Faq) => api.Faq) =>
  queryClient.setQueryData<api.Faq>(faqKey, (old) => (old ? update(old) : old));

/**
 * An FAQ write: a failure shows the server's message or "Data update fail." (spec 001 §8), a success its message
 * if given. `refetch`: "always" refetches the FAQ after it; "onError" only after a failure (a reorder has put
 * its answer in the cache, and a refetch between two quick reorders would show the older one for a moment).
 */
export function useFaqWrite<V, R>(fn: (v: V) => Promise<R>, options: { success?: string; refetch?: "always" | "onError" } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorMessage: "common.updateFail", ...(options.success ? { successMessage: options.success } : {}) },
    onSettled: (_r, error) =>
      error || options.refetch !== "onError" ? queryClient.invalidateQueries({ queryKey: faqKey }) : undefined,
  });
}
