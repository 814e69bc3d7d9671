// What other areas (and the seed) use of clients; the manifest last, so that these load before its handlers.
export { CALM_COLORS, clientByHost, clientExists, defaultClientId, loadBranding, loadPolicy } from "./queries.js";

import { Layer } from "effect";
import { BrandingGroup, ClientsGroup } from "../../../../services/contract/clients.js";
import { defineArea } from "../manifest.js";
import { BrandingLive, ClientsLive } from "./handlers.js";
import { clientsProjection } from "./projection.js";

/** Clients (tenants): their settings, hosts, branding, password and privacy policies. */
export const manifest = defineArea({
  name: "clients",
  groups: [BrandingGroup, ClientsGroup],
  handlers: Layer.mergeAll(BrandingLive, ClientsLive),
  streams: ["client", "clientBranding", "passwordPolicy", "privacyPolicy"],
  projections: [clientsProjection],
});
