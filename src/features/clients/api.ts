// Platform administration of client organisations: the clients list and one client's information and password
// policy (services/contract/clients.ts). Every call names the client by `client_id`.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import {
  type ClientCreate, type ClientInformationUpdate, type ClientSummary, ClientsGroup, type PasswordPolicy, type PrivacyPolicy,
} from "../../../services/contract/clients";

const call = areaClient(areaApi(ClientsGroup));
type S = AbortSignal | undefined;
export type { ClientCreate, ClientSummary, PasswordPolicy, PrivacyPolicy };
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

/** A client's information; without `clientId`, the session's own client's. */
export const getInformation = (clientId: number | undefined, signal?: S) =>
  call("clients.getClientInformation", (a) => a.clients.getClientInformation({ query: clientId === undefined ? {} : { client_id: clientId } }), { signal });
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

/** A new client with its first administrator; the answer carries the administrator's invitation link id. */
export const createClient = (payload: ClientCreate) => call("clients.createClient", (a) => a.clients.createClient({ payload }));
export const setClientActivity = (id: number, is_active: boolean) =>
  call("clients.setClientActivity", (a) => a.clients.setClientActivity({ payload: { id, is_active } }));

/** Another client's custom roles (read-only). */
export const rolesQuery = (clientId: number) =>
  queryOptions({
    queryKey: ["clients", clientId, "roles"] as const,
    queryFn: ({ signal }) => call("clients.clientRoles", (a) => a.clients.clientRoles({ query: { client_id: clientId } }), { signal }),
  });

/** The client's privacy policy (`clientId` undefined: the session's own client). */
export const privacyPolicyQuery = (clientId?: number) =>
  queryOptions({
    queryKey: ["clients", clientId ?? "own", "privacyPolicy"] as const,
    queryFn: ({ signal }) =>
      call("clients.getClientPrivacyPolicy", (a) => a.clients.getClientPrivacyPolicy({ query: clientId === undefined ? {} : { client_id: clientId } }), { signal }),
  });
export const removePrivacyPolicy = (clientId?: number) =>
  call("clients.removeClientPrivacyPolicy", (a) => a.clients.removeClientPrivacyPolicy({ query: clientId === undefined ? {} : { client_id: clientId } }));
/** The multipart path of the policy upload (postMultipart). */
export const privacyPolicyUploadPath = (clientId?: number) => `/api/clientPrivacyPolicy${clientId === undefined ? "" : `?client_id=${clientId}`}`;
