import { PassThrough } from "node:stream";
import { NodeStream } from "@effect/platform-node";
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { CurrentUser } from "../../../../services/contract/security.js";
import { Database } from "../../http/services.js";
import { listen } from "./live.js";

/** How often an idle stream sends a comment line, so proxies and browsers keep it open. */
export const HEARTBEAT_MS = 25_000;

/**
 * GET /api/notifications/notifications/stream: server-sent events for the signed-in person. `ready` when it
 * opens (the browser reads the count again: it may have missed something while reconnecting), then
 * `notifications` each time one of theirs commits, here or in another process (live.ts). The events carry no data:
 * what they announce is read through the ordinary calls. Costs one small buffer and one set entry per stream.
 */
export const notificationStream = () =>
  Effect.gen(function* () {
    const user = yield* CurrentUser;
    const db = yield* Database;
    const out = new PassThrough();
    out.write("retry: 5000\nevent: ready\ndata: {}\n\n");
    const stop = listen(db.scope, user.userId, () => out.write("event: notifications\ndata: {}\n\n"));
    const beat = setInterval(() => out.write(": keep-alive\n\n"), HEARTBEAT_MS);
    beat.unref();
    // The response ends (the browser left, the server stops): the stream is destroyed and forgets the person.
    out.once("close", () => {
      stop();
      clearInterval(beat);
    });
    return HttpServerResponse.stream(NodeStream.fromReadable<Uint8Array>({ evaluate: () => out }), {
      contentType: "text/event-stream",
      headers: { "cache-control": "no-store", "x-accel-buffering": "no" },
    });
  });
