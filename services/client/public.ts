// The public calls of the login page (its client's branding, whether a privacy policy is published), over plain
// fetch rather than the Effect client: the login page then shows and works without Effect (about 60 KiB gzip),
// which loads when the user signs in (the first-load budget, docs/architecture.md). The calls stay the contract's:
// `PublicCalls` names each endpoint as `group.endpoint` with the path the contract gives it, and
// tests/services/client.test.ts checks both against the contract and compares the answers with the Effect
// client's. Both answers are plain JSON (strings, integers, nulls), so there is nothing to decode.
import type { Branding } from "../contract/branding.js";
import type { PrivacyPolicy } from "../contract/clients.js";
import { apiBase, requestLocale } from "./config.js";
import { classify, HandledFailure } from "./errors.js";
import { act } from "./failures.js";
import { authorizationHeader } from "./token.js";

/** The contract's public GET endpoints this module calls, by `group.endpoint`, with their full paths. */
export const PublicCalls = {
  "branding.domainBranding": "/api/domainBranding",
  "branding.privacyPolicy": "/api/privacyPolicy",
} as const;

type Query = Record<string, string | undefined>;

/** A failure with no contract error in its body, shaped like the Effect client's (errors.ts reads its status). */
const statusFailure = (status: number) =>
  Object.assign(new Error(`HTTP ${status}`), { _tag: "HttpClientError", reason: { _tag: "StatusCodeError", response: { status } } });

const get = async <A>(call: keyof typeof PublicCalls, query: Query, signal?: AbortSignal): Promise<A> => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const headers: Record<string, string> = { "content-language": requestLocale() };
  const auth = authorizationHeader();
  if (auth) headers.authorization = auth;
  let error: unknown;
  try {
    const res = await fetch(`${apiBase()}${PublicCalls[call]}${params.size ? `?${params}` : ""}`, { credentials: "include", headers, signal });
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

/** The branding for this host (and login, when known): the login page and the shell use it. */
export const getDomainBranding = (params: { host?: string; login?: string }, signal?: AbortSignal): Promise<Branding> =>
  get("branding.domainBranding", params, signal);

/** The published privacy policy of this host's client (public). */
export const getPublicPrivacyPolicy = (params: { host?: string }, signal?: AbortSignal): Promise<PrivacyPolicy> =>
  get("branding.privacyPolicy", params, signal);
