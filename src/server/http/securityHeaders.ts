import { createHash } from "node:crypto";
import type { HttpServerResponse } from "effect/http";

/**
 * Headers every answer carries: no MIME sniffing, and no referrer beyond this origin (links in e-mails and the
 * library's presigned URLs must not learn the page the user was on).
 */
const EVERY_ANSWER = { "x-content-type-options": "nosniff", "referrer-policy": "same-origin" } as const;

/** The sha256 CSP sources of a page's inline scripts (index.html applies the theme before the first paint). */
export const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => `'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`);

/**
 * The app's Content-Security-Policy: its own scripts (plus the hashes of index.html's inline ones), inline styles
 * (vanilla-extract's theme variables and the components' style attributes), images from https (client logos may
 * live elsewhere) and blob: (avatars, previews), frames from this origin and the SCORM content origin (`frameOrigins`:
 * the player frames packages served there), nobody else may frame the app. `extraOrigins`: object storage, for
 * presigned downloads.
 */
export const appCsp = (scriptHashes: readonly string[], extraOrigins: readonly string[] = [], frameOrigins: readonly string[] = []) => {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(" ")}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `media-src 'self' blob:${extra}`,
    "object-src 'self' blob:",
    `frame-src 'self' blob:${frameOrigins.map((o) => ` ${o}`).join("")}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
};

/** Any other HTML page (the API docs inline their whole UI): still framed only by this origin, no plugins. */
const OTHER_HTML_CSP = "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; object-src 'none'; frame-ancestors 'self'; base-uri 'self'";

/** Headers of the app's HTML answers. */
export const htmlHeaders = (csp: string) => ({ "content-security-policy": csp, "x-frame-options": "SAMEORIGIN" });

const isHtml = (response: HttpServerResponse.HttpServerResponse) =>
  (response.body._tag !== "Empty" && "contentType" in response.body && String(response.body.contentType).includes("text/html")) ||
  (response.headers["content-type"] ?? "").includes("text/html");

const isJson = (response: HttpServerResponse.HttpServerResponse) =>
  (response.body._tag !== "Empty" && "contentType" in response.body && String(response.body.contentType).includes("json")) ||
  (response.headers["content-type"] ?? "").includes("json");

/**
 * The headers of an answer: the ones above on every answer, a framing policy on HTML that has none of its own, and
 * `no-store` on the API's JSON answers that say nothing of caching: they hold people's data (profiles, answers,
 * results), which must not stay in the cache of a shared computer or a proxy after the person signs out. Set by the
 * server's one answer middleware (areas/logs/defects.ts) together with the request id: one copy of the headers an answer.
 */
export const securityHeadersOf = (url: string, response: HttpServerResponse.HttpServerResponse): Record<string, string> => {
  const headers: Record<string, string> = { ...EVERY_ANSWER };
  if (isHtml(response) && !response.headers["content-security-policy"]) Object.assign(headers, htmlHeaders(OTHER_HTML_CSP));
  if (url.startsWith("/api/") && isJson(response) && !response.headers["cache-control"]) headers["cache-control"] = "no-store";
  return headers;
};
