// Platform administration of client organisations: the clients list and one client's information and password
// policy (services/contract/clients.ts). Every call names the client by `client_id`.
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

/** One page of the clients list, keyset by id, optionally searched. */
export const listClients = (search: string, lastId: number, signal?: S) =>
  call("clients.listClients", (a) => a.clients.listClients({ query: { limit: PAGE, ...(lastId ? { last_id: lastId } : {}), ...(search ? { search } : {}) } }), { signal });

/** A client's information; without `clientId`, the session's own client's. */
export const getInformation = (clientId: number | undefined, signal?: S) =>
  call("clients.getClientInformation", (a) => a.clients.getClientInformation({ query: clientId === undefined ? {} : { client_id: clientId } }), { signal });
export const putInformation = (clientId: number, payload: InformationDraft) =>
  call("clients.putClientInformation", (a) => a.clients.putClientInformation({ query: { client_id: clientId }, payload }));
export const getPolicy = (clientId: number, signal?: S) =>
  call("clients.getPasswordPolicy", (a) => a.clients.getPasswordPolicy({ query: { client_id: clientId } }), { signal });
export const putPolicy = (clientId: number, payload: PasswordPolicy) =>
  call("clients.putPasswordPolicy", (a) => a.clients.putPasswordPolicy({ query: { client_id: clientId }, payload }));

/** A new client with its first administrator; the answer carries the administrator's invitation link id. */
export const createClient = (payload: ClientCreate) => call("clients.createClient", (a) => a.clients.createClient({ payload }));
export const setClientActivity = (id: number, is_active: boolean) =>
  call("clients.setClientActivity", (a) => a.clients.setClientActivity({ payload: { id, is_active } }));

/** Another client's custom roles (read-only). */
export const getClientRoles = (clientId: number, signal?: S) =>
  call("clients.clientRoles", (a) => a.clients.clientRoles({ query: { client_id: clientId } }), { signal });
/** The client's privacy policy (`clientId` undefined: the session's own client). */
export const getPrivacyPolicy = (clientId: number | undefined, signal?: S) =>
  call("clients.getClientPrivacyPolicy", (a) => a.clients.getClientPrivacyPolicy({ query: clientId === undefined ? {} : { client_id: clientId } }), { signal });
export const removePrivacyPolicy = (clientId?: number) =>
  call("clients.removeClientPrivacyPolicy", (a) => a.clients.removeClientPrivacyPolicy({ query: clientId === undefined ? {} : { client_id: clientId } }));
/** The multipart path of the policy upload (postMultipart). */
export const privacyPolicyUploadPath = (clientId?: number) => `/api/clientPrivacyPolicy${clientId === undefined ? "" : `?client_id=${clientId}`}`;
