// The person's live notification stream (server-sent events, GET /api/notifications/notifications/stream) over
// fetch rather than EventSource, so the bearer token travels in a header, never in the URL. Each `ready` (the
// stream opened, perhaps after missing something) and `notifications` event calls `onChange`; the caller reads the
// count and the list again. A dropped stream reconnects after a wait that doubles up to 30 s; a 401 refreshes the
// token once, and a signed-out browser stops. A stream the server closed on purpose (`closed`: its session ended, or
// the person opened too many and this was the oldest) and a refusal (403: blocked) are not reopened, so the
// person's streams do not push each other out in turn. Loaded on first use, out of the first screen's bundle.
import { apiBase } from "./config.js";
import { refreshToken } from "./refresh.js";
import { authorizationHeader } from "./token.js";

/** The contract's path of the stream. */
export const StreamPath = "/api/notifications/notifications/stream";

/** Opens the stream and keeps it open until the returned function is called. */
export const openNotificationStream = (onChange: () => void): (() => void) => {
  const abort = new AbortController();
  let wait = 1000;
  const run = async () => {
    while (!abort.signal.aborted) {
      const auth = authorizationHeader();
      if (!auth) return;
      try {
        const res = await fetch(`${apiBase()}${StreamPath}`, { headers: { authorization: auth, accept: "text/event-stream" }, signal: abort.signal });
        if (res.status === 401) {
          if (!(await refreshToken())) return;
          continue;
        }
        if (res.status === 403) return;
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          // Events end with a blank line; only the event name matters.
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const event = buffer.slice(0, end);
            if (/^event: closed$/m.test(event)) return;
            if (/^event: (ready|notifications)$/m.test(event)) onChange();
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
          wait = 1000;
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 30_000);
    }
  };
  void run();
  return () => abort.abort();
};
