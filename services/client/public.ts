// The public calls of the login page (its client's branding, whether a privacy policy is published), over plain
// fetch (plainGet.ts) rather than the Effect client: the login page then shows and works without Effect (about 60 KiB gzip),
// which loads when the user signs in (the first-load budget, docs/architecture.md). The calls stay the contract's:
// `PublicCalls` names each endpoint as `group.endpoint` with the path the contract gives it, and
// tests/services/client.test.ts checks both against the contract and compares the answers with the Effect
// client's. Both answers are plain JSON (strings, integers, nulls), so there is nothing to decode.
import type { Branding } from "../contract/branding.js";
import type { PrivacyPolicy } from "../contract/clients.js";
import { plainGet } from "./plainGet.js";

/** The contract's public GET endpoints this module calls, by `group.endpoint`, with their full paths. */
export const PublicCalls = {
  "branding.domainBranding": "/api/domainBranding",
  "branding.privacyPolicy": "/api/privacyPolicy",
} as const;

type Query = Record<string, string | undefined>;

const get = <A>(call: keyof typeof PublicCalls, query: Query, signal?: AbortSignal): Promise<A> => plainGet<A>(call, PublicCalls[call], query, { signal });

/** The branding for this host (and login, when known): the login page and the shell use it. */
export const getDomainBranding = (params: { host?: string; login?: string }, signal?: AbortSignal): Promise<Branding> =>
  get("branding.domainBranding", params, signal);

/** The published privacy policy of this host's client (public). */
export const getPublicPrivacyPolicy = (params: { host?: string }, signal?: AbortSignal): Promise<PrivacyPolicy> =>
  get("branding.privacyPolicy", params, signal);
