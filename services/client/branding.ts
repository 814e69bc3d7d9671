// A client's branding: public by host (login page) and the editable settings.
import type { Branding } from "../contract/branding.js";
import { ClientsGroup } from "../contract/clients.js";
import { areaApi, areaClient } from "./api.js";
import type { BrandingUpdate } from "./types.js";

const clientsCall = areaClient(areaApi(ClientsGroup));

// The public branding call goes without the Effect client (public.ts): the login page makes it.
export { getDomainBranding } from "./public.js";

/** The signed-in user's client branding settings (or another client's, with `clients` edit). */
export const getClientBranding = (clientId?: number, signal?: AbortSignal): Promise<Branding> =>
  clientsCall("clients.getClientBrandingSettings", (api) =>
    api.clients.getClientBrandingSettings({ query: clientId === undefined ? {} : { client_id: clientId } }), { signal });

/** Saves a client's branding (another client's with `clients` edit); needs `client_settings` edit. */
export const putClientBranding = (update: BrandingUpdate, clientId?: number): Promise<Branding> =>
  clientsCall("clients.putClientBrandingSettings", (api) =>
    api.clients.putClientBrandingSettings({ query: clientId === undefined ? {} : { client_id: clientId }, payload: update }));
