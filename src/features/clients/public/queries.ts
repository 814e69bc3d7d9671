// The public (signed-out) reads of the clients area, apart from clients/queries.ts: the login page loads these, and
// they fetch through services/client/public.ts (plain fetch) so that the first load carries no Effect client.
import { queryOptions } from "@tanstack/react-query";
import { getPublicPrivacyPolicy } from "../../../../services/client/public";

const host = () => (typeof location === "undefined" ? "" : location.hostname);

/** The published policy of this host's client (public). */
export const publicPolicyQuery = () =>
  queryOptions({
    queryKey: ["privacyPolicy", host()] as const,
    queryFn: ({ signal }) => getPublicPrivacyPolicy({ host: host() }, signal),
    staleTime: 60_000,
    meta: { errorMessage: false },
  });
