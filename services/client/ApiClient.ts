// The whole contract as one Effect service, for programs and tests that call many areas; the browser's area
// services use smaller clients (api.ts) so that each page loads only its own schemas.
import { Context, Layer } from "effect";
import { HttpApiClient } from "effect/http-api";
import { Api } from "../contract/api.js";
import { fetchLayer, transformClient } from "./runtime.js";

export type Client = HttpApiClient.ForApi<typeof Api>;

/** The client for the whole contract. */
export class ApiClient extends Context.Service<ApiClient, Client>()("stride/ApiClient") {}

/** ApiClient over fetch (base URL, headers, cookies and refresh as in the browser). */
export const ApiClientLive = Layer.effect(ApiClient, HttpApiClient.make(Api, { transformClient })).pipe(Layer.provideMerge(fetchLayer));
