// Server state of e-mail: the history (keyset pages) and the SMTP settings, per client (`clientId` undefined: the
// session's own client).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { emailHistory, getSettings } from "./api";

export const mailKeys = {
  all: ["mail"] as const,
  settings: (clientId?: number) => ["mail", "settings", clientId ?? "own"] as const,
};

/** The history, newest first, keyset by id; `emails` filters by recipient address. */
export const historyQuery = (clientId: number | undefined, emails: readonly string[]) =>
  infiniteQueryOptions({
    queryKey: ["mail", "history", clientId ?? "own", emails] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => emailHistory(clientId, emails, pageParam, signal),
    getNextPageParam: (last) => last.last_id ?? undefined,
    // The table shows its own error state.
    meta: { errorMessage: false },
  });

export const settingsQuery = (clientId?: number) =>
  queryOptions({ queryKey: mailKeys.settings(clientId), queryFn: ({ signal }) => getSettings(clientId, signal), meta: { errorMessage: false } });
