// Idempotency keys for the browser's POSTs. A create whose answer was lost (the network dropped, the tab slept)
// is often sent again with the same body: it then carries the same key, and the server answers the first
// result instead of creating twice. Once an answer arrives, or the request is given up (a cancelled read), the same
// body sent again is a new request.
import { HttpClientRequest } from "effect/http";

const HEADER = "idempotency-key";
/** How long an unanswered request's key is offered to a resend of the same body. */
const RESEND_WINDOW_MS = 10 * 60_000;

const unanswered = new Map<string, { readonly key: string; readonly at: number }>();

const newKey = () => {
  // getRandomValues works outside secure contexts too (randomUUID does not): a deployment on plain http.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

const fingerprint = (request: HttpClientRequest.HttpClientRequest) =>
  request.body._tag === "Uint8Array" ? `${request.url}\n${new TextDecoder().decode(request.body.body)}` : undefined;

/** Gives a POST its key: the key of an unanswered identical request, or a new one. */
export const withIdempotencyKey = (request: HttpClientRequest.HttpClientRequest): HttpClientRequest.HttpClientRequest => {
  if (request.method !== "POST" || request.headers[HEADER]) return request;
  const now = Date.now();
  for (const [print, entry] of unanswered) if (now - entry.at > RESEND_WINDOW_MS) unanswered.delete(print);
  const print = fingerprint(request);
  const key = (print && unanswered.get(print)?.key) || newKey();
  if (print) unanswered.set(print, { key, at: now });
  return HttpClientRequest.setHeader(request, HEADER, key);
};

/** An answer arrived for this request (whatever its status), or it was given up (runtime.ts): its key is not offered again. */
export const answered = (request: HttpClientRequest.HttpClientRequest): void => {
  const print = fingerprint(request);
  if (print && unanswered.get(print)?.key === request.headers[HEADER]) unanswered.delete(print);
};
