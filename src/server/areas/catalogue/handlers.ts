import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import "./projection.js";
import { createItem, getItem, listItems, removeItem, updateItem } from "./service.js";

/** The generic catalogue: GET/POST/PUT/DELETE /api/{resource}(/{id}), one projection for every resource. */
export const CatalogueLive = HttpApiBuilder.group(Api, "catalogue", (h) =>
  h
    .handle("list", ({ params, query }) => listItems(params.resource, query))
    .handle("get", ({ params }) => getItem(params.resource, params.id))
    .handle("create", ({ params, payload }) => createItem(params.resource, payload, undefined))
    .handle("update", ({ params, payload }) => updateItem(params.resource, params.id, payload))
    .handle("remove", ({ params }) => removeItem(params.resource, params.id)),
);
