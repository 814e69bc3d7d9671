import { PassThrough } from "node:stream";
import { NodeStream } from "@effect/platform-node";
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { CurrentUser } from "../../../../services/contract/security.js";
import { watchSession } from "../../auth/sessionWatch.js";
import { Database } from "../../http/services.js";
import { listen } from "./live.js";

/** How often an idle stream sends a comment line, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 25_000;

/** Why the server closed a stream (the `closed` event's `reason`): the browser does not reconnect after either. */
export type StreamClosedReason = "sessionEnded" | "superseded";

/**
 * GET /api/notifications/notifications/stream: server-sent events for the signed-in person. `ready` when it
 * opens (the browser reads the count again: it may have missed something while reconnecting), then
 * `notifications` each time one of theirs commits, here or in another process (live.ts). The events carry no data:
 * what they announce is read through the ordinary calls. Costs one small buffer and one set entry per stream.
 * It lives no longer than its session (auth/sessionWatch.ts: logout, revocation, the person blocked or erased, the
 * client switched off) and is one of at most MAX_STREAMS_PER_PERSON of the person's: either end is a last `closed`
 * event with its reason, then the end of the response.
 */
export const notificationStream = () =>
  Effect.gen(function* () {
    const user = yield* CurrentUser;
    const db = yield* Database;
    const out = new PassThrough();
    out.write("retry: 5000\nevent: ready\ndata: {}\n\n");
    // Nothing is written once the stream is closed or gone (a write after the end would be an error event).
    const open = () => !out.writableEnded && !out.destroyed;
    const send = (text: string) => open() && out.write(text);
    const close = (reason: StreamClosedReason) => {
      if (open()) out.end(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
      forget();
    };
    const stop = listen(db.scope, user.userId, {
      poke: () => send("event: notifications\ndata: {}\n\n"),
      supersede: () => close("superseded"),
    });
    const unwatch = watchSession(db, user, () => close("sessionEnded"));
    const beat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
    beat.unref();
    // Closed here, or the response ended (the browser left, the server stops): the person is forgotten.
    const forget = () => {
      stop();
      unwatch();
      clearInterval(beat);
    };
    out.once("close", forget);
    return HttpServerResponse.stream(NodeStream.fromReadable<Uint8Array>({ evaluate: () => out }), {
      contentType: "text/event-stream",
      headers: { "cache-control": "no-store", "x-accel-buffering": "no" },
    });
  });
