// Platform administration of client organisations: the clients list and one client's information and password
// policy (services/contract/clients.ts). Every call names the client by `client_id`.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import {
  type ClientInformationUpdate, type ClientSummary, ClientsGroup, type PasswordPolicy,
} from "../../../services/contract/clients";

const call = areaClient(areaApi(ClientsGroup));
type S = AbortSignal | undefined;
export type { ClientSummary, PasswordPolicy };
export type ClientInformation = Awaited<ReturnType<typeof getInformation>>;
export type InformationDraft = typeof ClientInformationUpdate.Type;

/** Clients per page of the list. */
export const PAGE = 50;

export const clientsListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ["clients", "list", search] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call("clients.listClients", (a) =>
        a.clients.listClients({ query: { limit: PAGE, ...(pageParam ? { last_id: pageParam } : {}), ...(search ? { search } : {}) } }), { signal }),
    getNextPageParam: (last) => last.last_id ?? undefined,
    meta: { errorMessage: "common.getFail" },
  });

export const getInformation = (clientId: number, signal?: S) =>
  call("clients.getClientInformation", (a) => a.clients.getClientInformation({ query: { client_id: clientId } }), { signal });
export const putInformation = (clientId: number, payload: InformationDraft) =>
  call("clients.putClientInformation", (a) => a.clients.putClientInformation({ query: { client_id: clientId }, payload }));
export const getPolicy = (clientId: number, signal?: S) =>
  call("clients.getPasswordPolicy", (a) => a.clients.getPasswordPolicy({ query: { client_id: clientId } }), { signal });
export const putPolicy = (clientId: number, payload: PasswordPolicy) =>
  call("clients.putPasswordPolicy", (a) => a.clients.putPasswordPolicy({ query: { client_id: clientId }, payload }));

export const informationQuery = (clientId: number) =>
  // The client page shows its own failure (or the not-found page for a client that does not exist): no notice.
  queryOptions({ queryKey: ["clients", clientId, "information"] as const, queryFn: ({ signal }) => getInformation(clientId, signal), meta: { errorMessage: false } });
export const policyQuery = (clientId: number) =>
  queryOptions({ queryKey: ["clients", clientId, "policy"] as const, queryFn: ({ signal }) => getPolicy(clientId, signal) });
