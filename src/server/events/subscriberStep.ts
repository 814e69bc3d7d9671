import type { Db, Sql } from "../db/types.js";
import { toStored } from "./store.js";
import { attemptsOf, type Subscriber } from "./subscribers.js";
import type { StoredEvent } from "./types.js";
import { upcast, upcastSources } from "./upcasters.js";

/** Facts a subscriber applies in one transaction. */
export const STEP_FACTS = 500;

/** How a failing fact waits before its next attempt: `backoffMs` doubled per attempt (1, 2, 4, 8 s by default). */
export interface Backoff {
  readonly backoffMs: number;
}

const FACTS_SQL = `select * from events where position > $1 and position <= $2 and type = any($3::text[]) order by position limit $4`;

/** The stored types to read for a subscriber's current ones (an old name is upcast, then filtered again). */
export const storedTypes = (s: Subscriber) => [...new Set([...s.reads, ...upcastSources()])];

/** A page of a subscriber's facts: how many rows were read, the last row's position, the facts it reads. */
export interface Fetched {
  readonly read: number;
  readonly last: number;
  readonly facts: readonly StoredEvent[];
}

/** The subscriber's next facts above `after`, up to the horizon, upcast, of the types it reads. */
export const factsFor = async (sql: Sql, s: Subscriber, after: number, horizon: number, limit = STEP_FACTS): Promise<Fetched> => {
  const rows = await sql.query(FACTS_SQL, [after, horizon, storedTypes(s), limit], { prepare: true });
  const reads = new Set(s.reads);
  return { read: rows.length, last: rows.length ? Number(rows[rows.length - 1].position) : after, facts: rows.map((r) => upcast(toStored(r))).filter((e) => reads.has(e.type)) };
};

const errorText = (e: unknown) => String((e as Error)?.stack ?? e).slice(0, 4000);

/**
 * Applies one fact in `tx` inside a savepoint: on a throw only the fact's own work is undone, and its failure is
 * recorded (attempts, error, the time of the next attempt; parked after the subscriber's last attempt). Returns
 * whether the fact is behind the subscriber now (applied or parked) or must be tried again later.
 */
export const applyFact = async (tx: Sql, s: Subscriber, e: StoredEvent, attemptsSoFar: number, o: Backoff): Promise<"done" | "retry"> => {
  await tx.query("savepoint subscriber_fact");
  try {
    await s.handle(tx, e);
    await tx.query("release savepoint subscriber_fact");
    if (attemptsSoFar > 0) await tx.query("delete from subscription_failures where name = $1 and position = $2", [s.name, e.position]);
    return "done";
  } catch (error) {
    await tx.query("rollback to savepoint subscriber_fact");
    const attempts = attemptsSoFar + 1;
    const parked = attempts >= attemptsOf(s);
    await tx.query(
      `insert into subscription_failures (name, position, attempts, error, next_attempt_at, parked_at)
       values ($1, $2, $3, $4, now() + $5 * interval '1 millisecond', case when $6 then now() end)
       on conflict (name, position) do update set attempts = excluded.attempts, error = excluded.error, failed_at = now(),
         next_attempt_at = excluded.next_attempt_at, parked_at = excluded.parked_at`,
      [s.name, e.position, attempts, errorText(error), o.backoffMs * 2 ** (attempts - 1), parked]);
    return parked ? "done" : "retry";
  }
};

/** What one step did: the checkpoint it left, and whether the subscriber waits on a failing fact. */
export interface Stepped {
  readonly position: number;
  readonly waiting: boolean;
  /** the lease was lost (another process holds the subscriber): nothing was done */
  readonly lost?: boolean;
}

/**
 * One transaction of a subscriber: takes its row (FOR UPDATE: even two processes that both believe they hold the
 * lease never apply the same facts), applies the facts read after the checkpoint in order, and moves the
 * checkpoint past what it applied. A fact whose previous attempt failed waits for its next attempt time; the
 * subscriber's later facts wait behind it (order is kept), other subscribers go on.
 */
export const step = async (db: Db, s: Subscriber, owner: string, after: number, horizon: number, o: Backoff, fetched: Fetched): Promise<Stepped> => {
  try {
    return await stepIn(db, s, owner, after, horizon, o, fetched, false);
  } catch (e) {
    if (!(e instanceof FactFailed)) throw e;
    // a fact failed in the quick pass: the whole transaction rolled back; again fact by fact, each in a savepoint
    return stepIn(db, s, owner, after, horizon, o, fetched, true);
  }
};

/** A handler threw in a step's quick pass (no savepoints): the step is run again with one per fact. */
class FactFailed extends Error {}

/**
 * `careful`: each fact in a savepoint, its failure recorded (applyFact). Otherwise the facts are applied straight
 * (one statement fewer each way per fact, which is most of a subscriber's cost) and a throw, or a fact that failed
 * before, sends the step to the careful pass.
 */
const stepIn = async (db: Db, s: Subscriber, owner: string, after: number, horizon: number, o: Backoff, fetched: Fetched, careful: boolean): Promise<Stepped> => {
  const { facts, read, last } = fetched;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ position: number }>(
      "select position from subscriptions where name = $1 and leased_by = $2 and lease_until > now() for update", [s.name, owner]);
    if (!row) return { position: after, waiting: false, lost: true };
    const from = Number(row.position);
    // reset meanwhile (a rebuild from 0) or moved by another holder: read again from where the row says
    if (from !== after) return { position: from, waiting: false };
    const failures = new Map((await tx.query<{ position: number; attempts: number; due: boolean }>(
      `select position, attempts, next_attempt_at <= now() as due from subscription_failures
        where name = $1 and parked_at is null and position = any($2::bigint[])`, [s.name, facts.map((f) => f.position)],
    )).map((f) => [Number(f.position), f]));
    let at = from;
    let waiting = false;
    for (const e of facts) {
      const failure = failures.get(e.position);
      if (failure && !failure.due) {
        waiting = true;
        break;
      }
      if (!careful) {
        if (failure) throw new FactFailed();
        try {
          await s.handle(tx, e);
        } catch {
          throw new FactFailed();
        }
        at = e.position;
        continue;
      }
      if ((await applyFact(tx, s, e, failure?.attempts ?? 0, o)) === "retry") {
        waiting = true;
        break;
      }
      at = e.position;
    }
    // nothing of its types between the last fact and the horizon (or the page's last row): past them too
    if (!waiting) at = read < STEP_FACTS ? horizon : last;
    if (at !== from) await tx.query("update subscriptions set position = $2, updated_at = now() where name = $1", [s.name, at]);
    return { position: at, waiting };
  });
};
