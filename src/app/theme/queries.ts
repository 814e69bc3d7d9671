// The branding in force: the client's, read by host (and by the user's login once signed in).
import { queryOptions } from "@tanstack/react-query";
import { getDomainBranding } from "../../../services/client/public";

/** Query for the branding of this host, optionally for a signed-in login. */
export const domainBrandingQuery = (login?: string) => {
  const host = typeof location === "undefined" ? "" : location.hostname;
  return queryOptions({
    queryKey: ["branding", "domain", host, login ?? null] as const,
    queryFn: ({ signal }) => getDomainBranding(login ? { host, login } : { host }, signal),
    staleTime: 10 * 60_000,
    meta: { errorMessage: false },
  });
};
