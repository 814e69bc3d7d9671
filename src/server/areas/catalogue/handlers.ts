import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { createItem, getItem, listItems, removeItem, updateItem } from "./service.js";

/** The generic catalogue: GET/POST/PUT/DELETE /api/{resource}(/{id}), one projection for every resource. */
export const CatalogueLive = HttpApiBuilder.group(Api, "catalogue", (h) =>
  h
    .handle("list", ({ params, query }) => listItems(params.resource, query))
    .handle("get", ({ params, query }) => getItem(params.resource, params.id, query.client_id))
    .handle("create", ({ params, query, payload }) => createItem(params.resource, payload, query.client_id))
    .handle("update", ({ params, query, payload }) => updateItem(params.resource, params.id, payload, false, query.client_id, query.expectedVersion))
    .handle("remove", ({ params, query }) => removeItem(params.resource, params.id, query.client_id, query.expectedVersion)),
);
