import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { createItem, getItem, listItems, updateItem } from "./service.js";

/** The spec's named calls over catalogue resources: organisations' activity, client units. */
export const CatalogueAliasesLive = HttpApiBuilder.group(Api, "catalogueAliases", (h) =>
  h
    .handle("clientOrganizations", ({ payload }) => updateItem("organizations", payload.id, { is_active: payload.is_active }, true, undefined, payload.expectedVersion))
    .handle("clientUnitsByClient", ({ query }) => listItems("unitsByClient", { client_id: query.client_id, search: query.search }))
    .handle("createClientUnit", ({ payload }) => createItem("unitsByClient", payload))
    .handle("updateClientUnit", ({ payload }) => updateItem("unitsByClient", payload.id, payload.item, false, undefined, payload.expectedVersion))
    .handle("clientUnitDetails", ({ query }) => getItem("unitsByClient", query.client_unit_id))
    .handle("clientExternalLearning", ({ query }) =>
      Effect.map(listItems("manageClientExternalLearning", { client_id: query.client_id, lazy_id: query.lazy_id, lazy_count: query.lazy_count ?? 200 }),
        (items) => items.filter((i) => i.is_active !== false))),
);
