import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { onCacheNote, onCacheReset } from "../db/cacheNotes.js";
import type { Db } from "../db/types.js";
import { log } from "../log.js";
import { type Horizon, visibleHorizon } from "./horizon.js";
import { factsFor, STEP_FACTS, step } from "./subscriberStep.js";
import { factsCommitted, onFactsCommitted, SUBSCRIBER_NOTE, type Subscriber, subscribers } from "./subscribers.js";

/** How long a process holds a subscriber without renewing; a killed process's subscribers move on after it. */
export const SUBSCRIBER_LEASE_MS = 30_000;
/** How often a runner looks again without a wake-up (a lost NOTIFY, a retry coming due, a dead holder's lease). */
export const SUBSCRIBER_POLL_MS = 1000;
/** An idle subscriber's checkpoint (moved past facts of other types) is written at most this often. */
const PERSIST_MS = 1000;

export interface SubscriberRunnerOptions {
  readonly leaseMs?: number;
  readonly pollMs?: number;
  readonly backoffMs?: number;
  /** a name for this runner in `subscriptions.leased_by` (default: host, process id and a random part) */
  readonly owner?: string;
}

export interface SubscriberRunner {
  readonly owner: string;
  /**
   * Runs every subscriber this runner holds (claiming the free ones) up to the log's horizon now. `persist`: write
   * the checkpoints now even of subscribers that only passed other facts (else at most every second).
   */
  catchUp(o?: { persist?: boolean }): Promise<void>;
  /** Runs in the background: woken by commits (here and, on PostgreSQL, in other processes), and every pollMs. */
  start(): void;
  /** Stops the background loop, writes the checkpoints and gives the leases back. */
  stop(): Promise<void>;
}

// Another process's commit of facts reaches this one as a cache note (db/cacheNotes.ts); a lost listening
// connection may have missed some: look again.
onCacheNote(SUBSCRIBER_NOTE, (scope) => factsCommitted(scope));
onCacheReset((scope) => factsCommitted(scope));

interface Held {
  position: number;
  /** what the row says (the last position written) */
  stored: number;
  storedAt: number;
  renewAt: number;
}

/** Runs `list` for `db` in this process, each subscriber while this runner holds its lease. */
export const subscriberRunner = (db: Db, list: readonly Subscriber[], options: SubscriberRunnerOptions = {}): SubscriberRunner => {
  const { leaseMs = SUBSCRIBER_LEASE_MS, pollMs = SUBSCRIBER_POLL_MS, backoffMs = 1000 } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const held = new Map<string, Held>();
  let horizon: Horizon | null = null;
  let chain: Promise<void> = Promise.resolve();

  const prepare = async () => {
    await db.query("insert into subscriptions (name) select unnest($1::text[]) on conflict do nothing", [list.map((s) => s.name)]);
    const [{ low }] = await db.query<{ low: number }>("select coalesce(min(position), 0) as low from subscriptions where name = any($1::text[])",
      [list.map((s) => s.name)]);
    return visibleHorizon(Number(low));
  };

  /** Takes or renews the lease (a free one, an expired one, or this runner's); false when another holds it. */
  const claim = async (s: Subscriber) => {
    const mine = held.get(s.name);
    if (mine && Date.now() < mine.renewAt) return mine;
    const [row] = await db.query<{ position: number }>(
      `update subscriptions set leased_by = $2, lease_until = now() + $3 * interval '1 millisecond'
        where name = $1 and (leased_by = $2 or leased_by is null or lease_until <= now()) returning position`, [s.name, owner, leaseMs]);
    if (!row) {
      held.delete(s.name);
      return null;
    }
    const stored = Number(row.position);
    // held all along: the row may lag what this runner passed (written lazily); anything else, the row decides
    const h: Held = mine && mine.stored === stored ? mine : { position: stored, stored, storedAt: Date.now(), renewAt: 0 };
    h.renewAt = Date.now() + leaseMs / 3;
    held.set(s.name, h);
    return h;
  };

  /** Writes an idle subscriber's checkpoint, unless the row changed under it (a rebuild): then the row decides. */
  const persist = async (s: Subscriber, h: Held, force: boolean) => {
    if (h.position === h.stored || (!force && Date.now() - h.storedAt < PERSIST_MS)) return;
    const rows = await db.query("update subscriptions set position = $3, updated_at = now() where name = $1 and leased_by = $2 and position = $4 returning name",
      [s.name, owner, h.position, h.stored]);
    if (rows.length) Object.assign(h, { stored: h.position, storedAt: Date.now() });
    else held.delete(s.name);
  };

  const run = async (s: Subscriber, h: Held, to: number, persistNow: boolean) => {
    while (h.position < to) {
      const fetched = await factsFor(db, s, h.position, to);
      if (fetched.facts.length === 0) {
        h.position = fetched.read < STEP_FACTS ? to : fetched.last;
        continue;
      }
      const r = await step(db, s, owner, h.position, to, { backoffMs }, fetched);
      if (r.lost) return void held.delete(s.name);
      Object.assign(h, { position: r.position, stored: r.position, storedAt: Date.now() });
      if (r.waiting) break;
    }
    await persist(s, h, persistNow);
  };

  const catchUpNow = async (persistNow: boolean) => {
    horizon ??= await prepare();
    const to = await horizon.advance(db);
    // a checkpoint changed by someone else (a rebuild from 0, another holder after a lost lease): the row decides
    const rows = await db.query<{ name: string; position: number }>("select name, position from subscriptions where name = any($1::text[])",
      [list.map((s) => s.name)]);
    for (const r of rows) if (held.get(r.name) && held.get(r.name)!.stored !== Number(r.position)) held.delete(r.name);
    for (const s of list) {
      const h = await claim(s);
      if (h) await run(s, h, to, persistNow);
    }
  };

  /** One catch-up at a time in this runner: the background loop and the tests' settled() share it. */
  const catchUp = (o: { persist?: boolean } = {}) => {
    const next = chain.then(() => catchUpNow(o.persist ?? false));
    chain = next.catch(() => {});
    return next;
  };

  let stopped = true;
  let kick: (() => void) | null = null;
  let kicked = false;
  let loop: Promise<void> | null = null;
  let unwake: (() => void) | null = null;
  const start = () => {
    if (!stopped) return;
    stopped = false;
    unwake = onFactsCommitted(db.scope, () => {
      kicked = true;
      kick?.();
    });
    loop = (async () => {
      while (!stopped) {
        kicked = false;
        await catchUp().catch((e) => log.error("subscribers: catch-up failed", e));
        if (stopped || kicked) continue;
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, pollMs);
          kick = () => {
            clearTimeout(t);
            resolve();
          };
        });
        kick = null;
      }
    })();
  };

  const stop = async () => {
    stopped = true;
    unwake?.();
    kick?.();
    await loop;
    await chain;
    for (const s of list) {
      const h = held.get(s.name);
      if (!h) continue;
      await persist(s, h, true).catch(() => {});
      await db.query("update subscriptions set leased_by = null, lease_until = null where name = $1 and leased_by = $2", [s.name, owner]).catch(() => {});
      held.delete(s.name);
    }
  };

  return { owner, catchUp, start, stop };
};

const runners = new WeakMap<object, SubscriberRunner>();

/** This process's runner of every registered subscriber for `db` (the server starts it; settled() drives it). */
export const subscriberRunnerFor = (db: Db): SubscriberRunner => {
  let r = runners.get(db.scope);
  if (!r) {
    r = subscriberRunner(db, subscribers());
    runners.set(db.scope, r);
  }
  return r;
};

/**
 * Runs every registered subscriber up to the end of the log as it is now: for the seed (its demo's reactions) and
 * for tests that read a reaction's result right after a request. A subscriber waiting on a failing fact stops there.
 */
export const settled = (db: Db) => subscriberRunnerFor(db).catchUp({ persist: true });
