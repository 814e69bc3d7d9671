// Server state of the clients area: keys and queryOptions factories of the clients list, one client's information,
// password policy, roles and privacy policy (`clientId` undefined: the session's own client). The public policy of
// this host is in public/queries.ts, apart, so that the login page loads no Effect client.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { getClientRoles, getInformation, getPolicy, getPrivacyPolicy, listClients } from "./api";


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

