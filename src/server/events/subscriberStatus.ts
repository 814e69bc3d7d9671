import type { Db } from "../db/types.js";
import { applyFact, storedTypes } from "./subscriberStep.js";
import type { Subscriber } from "./subscribers.js";
import { toStored } from "./store.js";
import { upcast } from "./upcasters.js";

/** A fact a subscriber parked: skipped after its last attempt, kept for `npm run subscribers -- --retry`. */
export interface ParkedFact {
  readonly position: number;
  readonly type: string;
  readonly attempts: number;
  readonly error: string;
  readonly parkedAt: string;
}

/** How far a subscriber is: what `npm run subscribers` prints and the support pages show. */
export interface SubscriberStatus {
  readonly name: string;
  readonly position: number;
  /** the log's last position */
  readonly end: number;
  /** facts of its types after its checkpoint (counted up to 100,000) */
  readonly behind: number;
  /** seconds since its oldest fact not yet applied was recorded; 0 when caught up */
  readonly lagSeconds: number;
  readonly leasedBy: string | null;
  /** a fact failing now, waiting for its next attempt */
  readonly retrying: { readonly position: number; readonly attempts: number; readonly nextAttemptAt: string } | null;
  readonly parked: readonly ParkedFact[];
}

/** The status of each subscriber of `list` (one without a row yet is at position 0). */
export const subscriberStatus = async (db: Db, list: readonly Subscriber[]): Promise<SubscriberStatus[]> => {
  const [{ end }] = await db.query<{ end: number }>("select coalesce(max(position), 0) as end from events");
  const out: SubscriberStatus[] = [];
  for (const s of list) {
    const [row] = await db.query<{ position: number; leased_by: string | null; lease_until: string | null }>(
      "select position, case when lease_until > now() then leased_by end as leased_by from subscriptions where name = $1", [s.name]);
    const position = Number(row?.position ?? 0);
    const [ahead] = await db.query<{ n: number; oldest: string | null }>(
      `select count(*)::int as n, extract(epoch from now() - min(recorded_at))::float8 as oldest
         from (select recorded_at from events where position > $1 and type = any($2::text[]) order by position limit 100000) f`,
      [position, storedTypes(s)]);
    const failures = await db.query<{ position: number; attempts: number; error: string; next_attempt_at: string; parked_at: string | null; type: string | null }>(
      `select f.position, f.attempts, f.error, f.next_attempt_at, f.parked_at, e.type from subscription_failures f
         left join events e on e.position = f.position where f.name = $1 order by f.position`, [s.name]);
    const open = failures.find((f) => !f.parked_at && Number(f.position) > position);
    out.push({
      name: s.name, position, end: Number(end), behind: ahead.n, lagSeconds: ahead.n ? Math.max(0, Number(ahead.oldest ?? 0)) : 0,
      leasedBy: row?.leased_by ?? null,
      retrying: open ? { position: Number(open.position), attempts: open.attempts, nextAttemptAt: new Date(open.next_attempt_at).toISOString() } : null,
      parked: failures.filter((f) => f.parked_at).map((f) => ({
        position: Number(f.position), type: f.type ?? "", attempts: f.attempts, error: f.error, parkedAt: new Date(f.parked_at!).toISOString(),
      })),
    });
  }
  return out;
};

/**
 * Runs a subscriber's parked facts again, oldest first, each in its own transaction with its failure row locked
 * (two retries at once apply a fact once). A fact that fails again stays parked with the new error. Parked facts
 * are behind the checkpoint, so the process holding the subscriber never meets them: this may run beside it.
 */
export const retryParked = async (db: Db, s: Subscriber): Promise<{ applied: number; failed: number }> => {
  const parked = await db.query<{ position: number }>(
    "select position from subscription_failures where name = $1 and parked_at is not null order by position", [s.name]);
  let applied = 0;
  let failed = 0;
  for (const { position } of parked) {
    const done = await db.transaction(async (tx) => {
      const [f] = await tx.query<{ attempts: number }>(
        "select attempts from subscription_failures where name = $1 and position = $2 and parked_at is not null for update", [s.name, position]);
      const [row] = await tx.query("select * from events where position = $1", [position]);
      if (!f || !row) return null;
      // one more attempt: a failure parks it again at once
      const outcome = await applyFact(tx, { ...s, attempts: f.attempts + 1 }, upcast(toStored(row)), f.attempts, { backoffMs: 0 });
      if (outcome === "done") {
        const [still] = await tx.query("select 1 from subscription_failures where name = $1 and position = $2", [s.name, position]);
        return !still;
      }
      return false;
    });
    if (done) applied++;
    else if (done === false) failed++;
  }
  return { applied, failed };
};

/**
 * Starts a subscriber again from position 0 (its failures forgotten): the process holding it, or the next to
 * claim it, applies the whole log again. Its handler is idempotent, so only what is missing is written.
 */
export const rebuildSubscriber = async (db: Db, name: string) => {
  await db.transaction(async (tx) => {
    await tx.query("insert into subscriptions (name) values ($1) on conflict (name) do update set position = 0, updated_at = now()", [name]);
    await tx.query("delete from subscription_failures where name = $1", [name]);
  });
};
