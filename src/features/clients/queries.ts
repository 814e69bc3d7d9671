// Server state of the clients area: keys and queryOptions factories of the clients list, one client's information,
// password policy, roles and privacy policy (`clientId` undefined: the session's own client), and the public
// privacy policy of this host.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { getPublicPrivacyPolicy } from "../../../services/client/public";
import { getClientRoles, getInformation, getPolicy, getPrivacyPolicy, listClients } from "./api";

const host = () => (typeof location === "undefined" ? "" : location.hostname);

export const clientsKeys = {
  all: ["clients"] as const,
  list: ["clients", "list"] as const,
  client: (clientId?: number) => ["clients", clientId ?? "own"] as const,
};

export const clientsListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...clientsKeys.list, search] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => listClients(search, pageParam, signal),
    getNextPageParam: (last) => last.last_id ?? undefined,
    meta: { errorMessage: "common.getFail" },
  });

export const informationQuery = (clientId?: number) =>
  // The client page shows its own failure (or the not-found page for a client that does not exist): no notice.
  queryOptions({ queryKey: [...clientsKeys.client(clientId), "information"] as const, queryFn: ({ signal }) => getInformation(clientId, signal), meta: { errorMessage: false } });
export const policyQuery = (clientId: number) =>
  queryOptions({ queryKey: [...clientsKeys.client(clientId), "policy"] as const, queryFn: ({ signal }) => getPolicy(clientId, signal) });
/** Another client's custom roles (read-only). */
export const rolesQuery = (clientId: number) =>
  queryOptions({ queryKey: [...clientsKeys.client(clientId), "roles"] as const, queryFn: ({ signal }) => getClientRoles(clientId, signal) });
/** The client's privacy policy (`clientId` undefined: the session's own client). */
export const privacyPolicyQuery = (clientId?: number) =>
  queryOptions({ queryKey: [...clientsKeys.client(clientId), "privacyPolicy"] as const, queryFn: ({ signal }) => getPrivacyPolicy(clientId, signal) });

/** The published policy of this host's client (public). */
export const publicPolicyQuery = () =>
  queryOptions({
    queryKey: ["privacyPolicy", host()] as const,
    // Plain fetch (services/client/public.ts): the page opens from the login page, which loads without Effect.
    queryFn: ({ signal }) => getPublicPrivacyPolicy({ host: host() }, signal),
    staleTime: 60_000,
    meta: { errorMessage: false },
  });
