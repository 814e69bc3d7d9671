import { onCacheNote, onCacheReset, tellOtherProcesses } from "../../db/cacheNotes.js";
import type { Sql } from "../../db/types.js";

/**
 * The open notification streams of this process, per database (`Sql.scope`) and person. A new notification pokes
 * its recipient's streams once its transaction commits; the streams of other server processes on the same
 * PostgreSQL hear of it through the cache notes' LISTEN/NOTIFY (db/cacheNotes.ts), sent with the transaction's
 * commit, so a poke never announces a notification that was rolled back. A poke carries nothing but "look again":
 * the browser reads the count and the list through the ordinary calls, which check the session.
 */
interface Listener {
  /** a notification of the person's committed: look again */
  readonly poke: () => void;
  /** the person opened one stream too many and this is their oldest: close it */
  readonly supersede: () => void;
}
const hubs = new WeakMap<object, Map<number, Set<Listener>>>();

/**
 * The most streams one person holds open in one process (tabs, devices, a client that never closes what it
 * opens): a new one past it closes their oldest, so a person cannot make the server hold unbounded streams.
 */
export const MAX_STREAMS_PER_PERSON = 10;

const hubOf = (scope: object) => {
  const known = hubs.get(scope);
  if (known) return known;
  const hub = new Map<number, Set<Listener>>();
  hubs.set(scope, hub);
  return hub;
};

/**
 * Calls `listener.poke` whenever a notification for `userId` commits; returns the function that stops it. The
 * person's oldest stream past MAX_STREAMS_PER_PERSON is told to close (`supersede`) and no longer poked.
 */
export const listen = (scope: object, userId: number, listener: Listener) => {
  const hub = hubOf(scope);
  const set = hub.get(userId) ?? new Set();
  hub.set(userId, set);
  // A Set iterates in insertion order: the first is the oldest.
  for (const oldest of set) {
    if (set.size < MAX_STREAMS_PER_PERSON) break;
    set.delete(oldest);
    oldest.supersede();
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && hub.get(userId) === set) hub.delete(userId);
  };
};

/** How many streams this process holds open for a database (the bench's memory figure, the tests), or for one person. */
export const openStreams = (scope: object, userId?: number) =>
  userId === undefined ? [...hubOf(scope).values()].reduce((n, s) => n + s.size, 0) : (hubOf(scope).get(userId)?.size ?? 0);

const poke = (scope: object, userId: number | null) => {
  const hub = hubOf(scope);
  const sets = userId === null ? [...hub.values()] : [hub.get(userId)].filter((s) => s !== undefined);
  for (const set of sets) for (const listener of [...set]) listener.poke();
};

/** After the caller's transaction commits: the recipient's streams here and in the other processes look again. */
export const pokeAfterCommit = (tx: Sql, userId: number) => {
  tx.afterCommit(() => poke(tx.scope, userId));
  tellOtherProcesses(tx, "notifications", userId);
};

// Another process wrote a notification for this person (or, null, for too many people to name).
onCacheNote("notifications", (scope, userId) => poke(scope, userId));
// Notes may have been missed while the listening connection was down: every stream looks again.
onCacheReset((scope) => poke(scope, null));
