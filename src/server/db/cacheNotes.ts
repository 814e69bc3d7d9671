import type { Sql } from "./types.js";

/**
 * What one server process tells the others on the same database about its in-process caches: "forget this key"
 * (a session that ended, a user whose status or roles changed, a client whose filter options changed). On
 * PostgreSQL the notes go out with `pg_notify` on CACHE_CHANNEL inside the writing transaction, so they are
 * delivered when it commits and never if it rolls back; each process LISTENs on a connection of its own
 * (postgresListener.ts). PGlite is one process per data directory: nothing to tell.
 */
export const CACHE_CHANNEL = "stride_cache";

/** A key of a cache, or null for all of it. */
export type CacheKey = number | null;
type Forget = (scope: object, key: CacheKey) => void;

const caches = new Map<string, Forget>();
const resets: ((scope: object) => void)[] = [];

/** Registers how the cache called `name` forgets a key (or all, with null) in database `scope` when told to. */
export const onCacheNote = (name: string, forget: Forget) => {
  caches.set(name, forget);
};

/** Registers how a cache drops what it holds for `scope` when notes may have been missed (listening was lost). */
export const onCacheReset = (reset: (scope: object) => void) => {
  resets.push(reset);
};

/** How a PostgreSQL transaction (or its pool, at once) sends notes; other Sql objects send none. */
const senders = new WeakMap<Sql, (note: string) => void>();

/** Called by the driver for each transaction it opens and for its pool. */
export const sendCacheNotesThrough = (sql: Sql, send: (note: string) => void) => {
  senders.set(sql, send);
};

/** Tells the other server processes on `sql`'s database to forget `key` of cache `name` once `sql` commits. */
export const tellOtherProcesses = (sql: Sql, name: string, key: CacheKey) => {
  senders.get(sql)?.(JSON.stringify([name, key]));
};

/** NOTIFY's payload is at most 8000 bytes. */
const MAX_PAYLOAD = 7900;
/** Beyond this many payloads in one transaction (an import), each cache is told to forget everything instead. */
const MAX_PAYLOADS = 8;

/** The NOTIFY payloads for `notes` (each a JSON `[cache, key]`), headed by the sending database's origin id. */
export const cacheNotePayloads = (origin: string, notes: Iterable<string>): string[] => {
  const pack = (list: Iterable<string>) => {
    const out: string[] = [];
    let current: string[] = [];
    let size = origin.length + 3;
    for (const n of list) {
      if (current.length && size + n.length + 1 > MAX_PAYLOAD) {
        out.push(`${origin} [${current.join(",")}]`);
        current = [];
        size = origin.length + 3;
      }
      current.push(n);
      size += n.length + 1;
    }
    if (current.length) out.push(`${origin} [${current.join(",")}]`);
    return out;
  };
  const list = [...notes];
  const payloads = pack(list);
  if (payloads.length <= MAX_PAYLOADS) return payloads;
  const names = new Set(list.map((n) => (JSON.parse(n) as [string, CacheKey])[0]));
  return pack([...names].map((name) => JSON.stringify([name, null])));
};

/** Applies a payload heard on CACHE_CHANNEL to the caches of `scope`, unless this database sent it. */
export const applyCacheNotes = (scope: object, origin: string, payload: string) => {
  const space = payload.indexOf(" ");
  if (space < 0 || payload.slice(0, space) === origin) return;
  let notes: unknown;
  try {
    notes = JSON.parse(payload.slice(space + 1));
  } catch {
    return;
  }
  if (!Array.isArray(notes)) return;
  for (const note of notes) {
    if (!Array.isArray(note)) continue;
    const [name, key] = note;
    if (typeof key === "number" || key === null) caches.get(name)?.(scope, key);
  }
};

/** Every cache of `scope` drops what it holds: notes may have been missed while not listening. */
export const resetCaches = (scope: object) => {
  for (const reset of resets) reset(scope);
};
