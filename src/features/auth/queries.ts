// The signed-in user's session, read once per token and shared by the guard, the layout and the pages.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { SessionData } from "../../../services/contract/auth";
import { getConfirmPasswordLink, getSessionData } from "../../../services/client/auth";
import { getToken, onTokenChange } from "../../../services/client/token";

export const sessionKey = ["session"] as const;

/** Query for the session data (GET /api/getSessionData). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: ({ signal }) => getSessionData(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** A password link (invitation or reset) and its client's branding; the page shows its own failure. */
export const confirmPasswordLinkQuery = (uid: string) =>
  queryOptions({
    queryKey: ["confirmPassword", uid],
    queryFn: ({ signal }) => getConfirmPasswordLink(uid, signal),
    retry: false,
    meta: { errorMessage: false },
  });

/** Whether a token is stored, re-rendering when it changes. */
export const useHasToken = (): boolean => useSyncExternalStore(onTokenChange, () => getToken() !== null, () => false);

/** The session when signed in and loaded. */
export const useSession = (): SessionData | undefined => {
  const hasToken = useHasToken();
  return useQuery({ ...sessionQuery(), enabled: hasToken }).data;
};

/** The signed-in user's e-mail (for the branding by login), when known. */
export const useSessionEmail = (): string | undefined => useSession()?.user.email;
