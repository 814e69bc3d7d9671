import type { Sql } from "../db/types.js";
import type { StoredEvent } from "./types.js";

/**
 * A subscriber reacts to facts after they commit, outside the writer's transaction: it reads the log by position
 * from its own checkpoint (`subscriptions`), one process at a time (a lease), and applies each fact it reads in a
 * transaction that also moves its checkpoint, so a fact's effects and the checkpoint past it commit together (a
 * process killed half-way leaves neither). For what reacts to another area's facts (notifications, certificates on a
 * pass) and what is coming (reports, the audit log, webhooks): the writer's request neither waits for nor fails with
 * it. A projection stays for the stream's own read model, which the user reads at once after their write.
 *
 * The handler must be idempotent: a rebuild from position 0, `npm run subscribers -- --retry` and a fact retried
 * after a failure run it again over facts it may have applied (tests/server/subscribers.test.ts runs every
 * subscriber twice over the same facts).
 */
export interface Subscriber {
  /** `<area>.<what>`: the row in `subscriptions` and the name `npm run subscribers` shows. */
  readonly name: string;
  /** The fact types it reads (current types: stored ones are upcast first). */
  readonly reads: readonly string[];
  /** Applies one fact in the subscriber's transaction. A throw rolls back what it did, and the fact is retried. */
  readonly handle: (tx: Sql, event: StoredEvent) => Promise<void>;
  /** Attempts before a failing fact is parked (default SUBSCRIBER_ATTEMPTS). */
  readonly attempts?: number;
}

/** Attempts at a failing fact before it is parked: waits of 1, 2, 4, 8 s between them by default. */
export const SUBSCRIBER_ATTEMPTS = 5;

const registry: Subscriber[] = [];

/** Declares an area's subscriber; `areas/manifests.ts` registers the areas' subscribers, in manifest order. */
export const defineSubscriber = (subscriber: Subscriber): Subscriber => subscriber;

/** Registers a subscriber once (the manifests do this for every area's). */
export const registerSubscriber = (subscriber: Subscriber): Subscriber => {
  if (!registry.some((s) => s.name === subscriber.name)) registry.push(subscriber);
  return subscriber;
};

/** Every registered subscriber, in registration order. */
export const subscribers = (): readonly Subscriber[] => registry;

/** The attempts a subscriber gets at a fact before it is parked. */
export const attemptsOf = (s: Subscriber) => s.attempts ?? SUBSCRIBER_ATTEMPTS;

// Wake-ups: a commit that appended facts asks the runner of its database to look now (events/store.ts).
const wakers = new WeakMap<object, Set<() => void>>();

/** Calls `fn` whenever facts were committed to the database of `scope` (here, or in another process: subscriberWake.ts). */
export const onFactsCommitted = (scope: object, fn: () => void) => {
  const set = wakers.get(scope) ?? new Set();
  set.add(fn);
  wakers.set(scope, set);
  return () => void set.delete(fn);
};

/** Wakes the runners of `scope`'s database: a hint only, they re-read from their checkpoints. */
export const factsCommitted = (scope: object) => {
  for (const fn of wakers.get(scope) ?? []) fn();
};

/** The cache note (db/cacheNotes.ts) that tells other processes on the database that facts were committed. */
export const SUBSCRIBER_NOTE = "subscribers";
