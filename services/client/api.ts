// Typed clients over the contract. Each area builds its client from only the groups it calls, so a page
// loads the schemas it needs and not the whole API; `ApiClient` (ApiClient.ts) is the whole contract at once.
import { Effect } from "effect";
import type { HttpClient } from "effect/http";
import { HttpApi, HttpApiClient, type HttpApiGroup } from "effect/http-api";
import { SchemaErrors } from "../contract/security.js";
import { runCall, transformClient } from "./runtime.js";

/** An API made of some of the contract's groups, mounted like the real one (under /api, with SchemaErrors). */
export const areaApi = <const G extends readonly [HttpApiGroup.Constraint, ...HttpApiGroup.Constraint[]]>(...groups: G) =>
  HttpApi.make("stride").add(...groups).middleware(SchemaErrors).prefix("/api");

/** A function that runs calls on the client of an area API, made once on first use. */
export const areaClient = <Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>) => {
  let client: HttpApiClient.Client<Groups> | undefined;
  const get = Effect.suspend(() =>
    client
      ? Effect.succeed(client)
      : Effect.tap(HttpApiClient.make(api, { transformClient }) as Effect.Effect<HttpApiClient.Client<Groups>, never, HttpClient.HttpClient>, (c) =>
          Effect.sync(() => {
            client = c;
          }),
        ),
  );
  return <A, E>(call: string, f: (api: HttpApiClient.Client<Groups>) => Effect.Effect<A, E>, options?: { readonly signal?: AbortSignal }) =>
    runCall(call, Effect.flatMap(get, f) as Effect.Effect<A, E>, options);
};
