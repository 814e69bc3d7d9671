// The machinery every API call shares: fetch with the page's cookies, the base URL, the content-language and
// bearer headers, one token refresh and retry on a 401, and the catalogue rules for failures (spec 001 §8).
import { Cause, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { apiBase, requestLocale } from "./config.js";
import { classify, HandledFailure } from "./errors.js";
import { act } from "./failures.js";
import { answered, withIdempotencyKey } from "./idempotency.js";
import { refreshToken } from "./refresh.js";
import { authorizationHeader } from "./token.js";

/** Paths whose 401 means "wrong credentials" or "refresh failed", never "refresh and retry". */
const noRefresh = /\/api\/(userAuthTokens|logout|authPublicKey|domainBranding|confirmPassword|logError)/;

const withHeaders = (request: HttpClientRequest.HttpClientRequest) => {
  const auth = authorizationHeader();
  const r = HttpClientRequest.setHeader(request, "content-language", requestLocale());
  return auth ? HttpClientRequest.setHeader(r, "authorization", auth) : r;
};

/** Adds the base URL and headers, and retries once after a refresh when an authenticated call gets a 401. */
export const transformClient = (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  client.pipe(
    HttpClient.mapRequest((request) => withIdempotencyKey(withHeaders(HttpClientRequest.prependUrl(request, apiBase())))),
    HttpClient.transform((response, request) =>
      // A request given up (a read cancelled by its query: a newer fetch of the same list replaced it) is not a create
      // whose answer was lost: its key goes too. Otherwise the next identical read carried it and the server answered
      // 409 "still running", or the first request's stored answer: the list as it was before the change that refetched it.
      Effect.onInterrupt(Effect.flatMap(response, (res) => {
        // A 401 is answered before the key is looked at: the retry after the refresh reuses it.
        if (res.status !== 401) answered(request);
        if (res.status !== 401 || !request.headers.authorization || noRefresh.test(request.url)) return Effect.succeed(res);
        return Effect.flatMap(
          Effect.promise(() => refreshToken()),
          (ok) => (ok ? client.execute(withHeaders(request)).pipe(Effect.tap(() => Effect.sync(() => answered(request)))) : Effect.succeed(res)),
        );
      }), () => Effect.sync(() => answered(request))),
    ),
  );

/** Fetch with cookies (`credentials: "include"`); the HttpClient every client is made with. */
export const fetchLayer = Layer.mergeAll(FetchHttpClient.layer, Layer.succeed(FetchHttpClient.RequestInit, { credentials: "include" }));

export const runtime = ManagedRuntime.make(fetchLayer);

export { type FailureHandlers, registerLogout, setFailureHandlers } from "./failures.js";

/**
 * Runs one API call. `call` names it as `group.endpoint` (for the catalogue rules). The promise resolves with
 * the decoded success, or rejects with the contract error for the caller (Invalid, NotFound, LimitExceeded…),
 * or with a `HandledFailure` when the client already redirected, logged out or the call was cancelled.
 */
export const runCall = async <A, E>(call: string, effect: Effect.Effect<A, E>, options?: { readonly signal?: AbortSignal }): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect, options?.signal ? { signal: options.signal } : undefined);
  if (Exit.isSuccess(exit)) return exit.value;
  if (Cause.hasInterruptsOnly(exit.cause)) throw new HandledFailure("cancelled", undefined);
  const error = Cause.squash(exit.cause);
  const outcome = classify(error, call);
  if (outcome === "rethrow") throw error;
  if (outcome !== "cancelled") act(outcome, call);
  throw new HandledFailure(outcome, error);
};
