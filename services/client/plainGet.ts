// A contract GET over plain fetch, for the calls a first screen needs before the Effect client has loaded (the
// first-load budget, docs/architecture.md): the login page's public calls (public.ts) and the signed-in shell's and
// dashboard's reads (firstScreen.ts). It does what the Effect client's runtime does for a GET: the base URL, the
// content-language and bearer headers, one token refresh and retry on a 401 of an authenticated call, and the
// catalogue rules for failures (errors.ts). Only for answers that are plain JSON (strings, numbers, booleans,
// nulls, arrays and records of them): there is nothing to decode, and tests/services/client.test.ts compares
// each call's answer with the Effect client's.
import { apiBase, requestLocale } from "./config.js";
import { classify, HandledFailure } from "./errors.js";
import { act } from "./failures.js";
import { refreshToken } from "./refresh.js";
import { authorizationHeader } from "./token.js";

export type Query = Record<string, string | number | undefined>;

/** A failure with no contract error in its body, shaped like the Effect client's (errors.ts reads its status). */
const statusFailure = (status: number) =>
  Object.assign(new Error(`HTTP ${status}`), { _tag: "HttpClientError", reason: { _tag: "StatusCodeError", response: { status } } });

const send = (url: string, signal: AbortSignal | undefined) => {
  const headers: Record<string, string> = { "content-language": requestLocale() };
  const auth = authorizationHeader();
  if (auth) headers.authorization = auth;
  return fetch(url, { credentials: "include", headers, signal });
};

/**
 * GETs `path` (the contract's, from /api) as `call` (`group.endpoint`, for the catalogue rules). Resolves with the
 * JSON answer, or rejects like the Effect client: the contract error, or a `HandledFailure` when the client
 * already redirected, logged out or the call was cancelled. `refresh`: a 401 of a call made with a token refreshes
 * the token once and asks again (not for the public calls, whose 401 is an answer).
 */
export const plainGet = async <A>(call: string, path: string, query: Query = {}, options: { signal?: AbortSignal; refresh?: boolean } = {}): Promise<A> => {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  );
  const url = `${apiBase()}${path}${params.size ? `?${params}` : ""}`;
  let error: unknown;
  try {
    let res = await send(url, options.signal);
    if (res.status === 401 && options.refresh && authorizationHeader() && (await refreshToken())) res = await send(url, options.signal);
    if (res.ok) return (await res.json()) as A;
    // The contract's errors arrive as their encoded form, with `_tag`, like the Effect client rejects with.
    const body = (await res.json().catch(() => undefined)) as { _tag?: unknown } | undefined;
    error = body && typeof body._tag === "string" ? body : statusFailure(res.status);
  } catch (e) {
    error = e;
  }
  const outcome = classify(error, call);
  if (outcome === "rethrow") throw error;
  if (outcome !== "cancelled") act(outcome, call);
  throw new HandledFailure(outcome, error);
};
