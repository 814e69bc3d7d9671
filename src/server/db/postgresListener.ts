import pg from "pg";
import { log } from "../log.js";
import { applyCacheNotes, CACHE_CHANNEL, resetCaches } from "./cacheNotes.js";

/** `application_name` of the listening connections (tests end them to check the reconnection). */
export const LISTENER_NAME = "stride-cache-listener";
/** A connection that died without an error (a dropped network) is noticed by this ping. */
const PING_MS = 30_000;
const MAX_RETRY_MS = 10_000;

/**
 * Listens on CACHE_CHANNEL on a connection of its own and applies what other processes say to `scope`'s caches.
 * On an error it reconnects (waits doubling up to 10 s) and, once listening again, empties every cache: notes sent
 * meanwhile were missed. Resolves after the first attempt to listen; the
 * returned function stops.
 */
export const listenForCacheNotes = async (url: string, scope: object, origin: string): Promise<() => Promise<void>> => {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  let retry: NodeJS.Timeout | undefined;
  // Startup waits for the first attempt only: a database that refuses LISTEN must not keep the server down.
  let firstAttempt: (() => void) | null = null;
  const attempted = new Promise<void>((resolve) => {
    firstAttempt = resolve;
  });

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_NAME, keepAlive: true, query_timeout: 10_000 });
    const ping = setInterval(() => c.query("select 1").catch(lost), PING_MS);
    ping.unref();
    const lost = (e?: unknown) => {
      if (client !== c) return;
      client = null;
      clearInterval(ping);
      c.end().catch(() => {});
      if (stopped) return;
      log.error(`cache listener: connection lost, reconnecting in ${retryMs} ms`, e ?? "");
      scheduleConnect();
    };
    c.on("notification", (m) => {
      if (m.channel === CACHE_CHANNEL && m.payload) applyCacheNotes(scope, origin, m.payload);
    });
    c.on("error", lost);
    c.on("end", () => lost());
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${CACHE_CHANNEL}`);
    } catch (e) {
      return lost(e);
    } finally {
      firstAttempt?.();
      firstAttempt = null;
    }
    if (stopped) return void c.end().catch(() => {});
    retryMs = 250;
    resetCaches(scope);
  };

  const scheduleConnect = () => {
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  void connect();
  await attempted;
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
};
