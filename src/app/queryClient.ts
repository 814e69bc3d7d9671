// Server state: one QueryClient. A failed read shows its `*.fail` message (meta.errorMessage, default
// "Data load fail."); a failed write shows meta.errorMessage, a successful one meta.successMessage.
// Handled failures (redirects, logout) and cancelled requests stay silent.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { requestLocale } from "../../services/client/config";
import { isSilent, messageIdOf, staleOf } from "../../services/client/errors";
import { staleMessage } from "./concurrency/staleMessage";
import { isKnownMessage } from "./i18n/messages";
import { notify } from "./snackbar/notify";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { errorMessage?: string | false };
    /** staleShown: the page shows a stale-version refusal itself (StaleNotice), beside the action */
    mutationMeta: { errorMessage?: string | false; successMessage?: string; staleShown?: boolean };
  }
}

const known = (id: string) => isKnownMessage(requestLocale(), id);

const isClientError = (error: unknown) => {
  const tag = (error as { _tag?: string } | undefined)?._tag;
  return tag !== undefined && tag !== "HttpClientError";
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Only transport failures are worth one more try; contract errors and handled ones are final.
        retry: (count, error) => count < 1 && !isSilent(error) && !isClientError(error),
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        const fallback = query.meta?.errorMessage;
        if (fallback === false || isSilent(error)) return;
        notify({ message: messageIdOf(error, fallback ?? "common.getFail", known), variant: "error" });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        const fallback = mutation.meta?.errorMessage;
        if (fallback === false || isSilent(error)) return;
        // A stale version names who changed what the user saw; pages that offer Reload beside the action say it there.
        const stale = staleOf(error);
        if (stale) {
          if (!mutation.meta?.staleShown) notify({ ...staleMessage(stale, requestLocale()), variant: "warning" });
          return;
        }
        notify({ message: messageIdOf(error, fallback ?? "common.updateFail", known), variant: "error" });
      },
      onSuccess: (_d, _v, _c, mutation) => {
        const success = mutation.meta?.successMessage;
        if (success) notify({ message: success, variant: "success" });
      },
    }),
  });
