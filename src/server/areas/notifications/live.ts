import { onCacheNote, onCacheReset, tellOtherProcesses } from "../../db/cacheNotes.js";
import type { Sql } from "../../db/types.js";

/**
 * The open notification streams of this process, per database (`Sql.scope`) and person. A new notification pokes
 * its recipient's streams once its transaction commits; the streams of other server processes on the same
 * PostgreSQL hear of it through the cache notes' LISTEN/NOTIFY (db/cacheNotes.ts), sent with the transaction's
 * commit, so a poke never announces a notification that was rolled back. A poke carries nothing but "look again":
 * the browser reads the count and the list through the ordinary calls, which check the session.
 */
type Listener = () => void;
const hubs = new WeakMap<object, Map<number, Set<Listener>>>();

const hubOf = (scope: object) => {
  const known = hubs.get(scope);
  if (known) return known;
  const hub = new Map<number, Set<Listener>>();
  hubs.set(scope, hub);
  return hub;
};

/** Calls `listener` whenever a notification for `userId` commits; returns the function that stops it. */
export const listen = (scope: object, userId: number, listener: Listener) => {
  const hub = hubOf(scope);
  const set = hub.get(userId) ?? new Set();
  set.add(listener);
  hub.set(userId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0 && hub.get(userId) === set) hub.delete(userId);
  };
};

/** How many streams this process holds open for a database (the bench's memory figure, the tests). */
export const openStreams = (scope: object) => [...hubOf(scope).values()].reduce((n, s) => n + s.size, 0);

const poke = (scope: object, userId: number | null) => {
  const hub = hubOf(scope);
  const sets = userId === null ? [...hub.values()] : [hub.get(userId)].filter((s) => s !== undefined);
  for (const set of sets) for (const listener of [...set]) listener();
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
