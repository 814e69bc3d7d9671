import { randomUUID } from "node:crypto";
import { Cause, Effect } from "effect";
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http";
import { Messages } from "../../../../services/contract/errors.js";
import type { Db } from "../../db/types.js";
import type { ServerClock } from "../../http/services.js";
import { log } from "../../log.js";
import { recordError } from "./record.js";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Bodies for the answers the framework gives itself (empty or plain text): every error is JSON with a catalogue id. */
const frameworkError = (status: number, requestId: string) =>
  status === 413
    ? { _tag: "TooLarge", message: Messages.tooLarge, detail: "request body over the limit" }
    : status === 415
      ? { _tag: "Invalid", message: Messages.invalid, fields: [{ path: "payload", message: "Expected a JSON body" }], detail: "unsupported content type" }
      : status === 404
        ? { _tag: "NotFound", message: Messages.notFound }
        : status >= 500
          ? { _tag: "InternalError", message: Messages.internal, request_id: requestId }
          : { _tag: "Invalid", message: Messages.invalid, fields: [] };

/**
 * Server middleware: gives every request an id (the caller's `x-request-id` if sane, else a new one) and answers it
 * in `x-request-id`, beside the headers `headersOf` gives the answer (the security headers: one pre-response
 * handler and one copy of the headers for both, about 20 µs a request less than two middlewares); turns the
 * framework's own empty or text error answers (413, 415, 500...) into JSON with a catalogue id; and records a
 * handler that died (an infrastructure failure, answered 5xx) in the error log with the request id. The answer is
 * already sent when the failure reaches the log write.
 */
export const requestIdAndDefects =
  (db: Db, clock: ServerClock, headersOf: (url: string, response: HttpServerResponse.HttpServerResponse) => Record<string, string>) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const incoming = request.headers["x-request-id"];
      const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      let answered = 0;
      const answering = HttpEffect.withPreResponseHandler(app, (req, response) => {
        answered = response.status;
        const out = response.status >= 400 && !isJson(response)
          ? HttpServerResponse.jsonUnsafe(frameworkError(response.status, requestId), { status: response.status })
          : response;
        const headers = headersOf(req.url, out);
        headers["x-request-id"] = requestId;
        return Effect.succeed(HttpServerResponse.setHeaders(out, headers));
      });
      return Effect.tapCause(answering, (cause) =>
        Cause.hasDies(cause) && answered >= 500
          ? Effect.promise(() =>
              recordError(db, {
                client_id: null, user_id: null, message: Messages.internal, error: String(Cause.squash(cause)).slice(0, 4000),
                stack: Cause.pretty(cause).slice(0, 20000), route: `${request.method} ${request.url}`.slice(0, 2000),
                level: "error", is_web: false, request_id: requestId,
              }, clock.now(), "system").catch((e) => log.error("could not record a failure", requestId, e)),
            )
          : Effect.void);
    });

const isJson = (response: HttpServerResponse.HttpServerResponse) =>
  (response.body._tag === "Uint8Array" && response.body.contentType.includes("json")) || response.headers["content-type"]?.includes("json") === true;
