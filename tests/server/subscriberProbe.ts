// A subscriber for the subscribers' own tests: it counts how often each fact was applied (`probe_applied.times`),
// so a test sees order, gaps, repeats and exactly-once; it fails on the positions a test names.
import type { Db, Sql } from "../../src/server/db/types.js";
import { appendBatch, type BatchEvent } from "../../src/server/events/store.js";
import { defineSubscriber, type Subscriber } from "../../src/server/events/subscribers.js";

export const PROBE_FACT = "probe.happened";

export const createProbeTable = (db: Db) =>
  db.query(`create table if not exists probe_applied (sub text not null, position bigint not null, times int not null, seq bigserial,
            primary key (sub, position))`);

/** A probe subscriber named `name`; `failing(position)` decides whether the attempt throws; `delayMs` per fact. */
export const probe = (name: string, o: { failing?: (position: number) => boolean; delayMs?: number; attempts?: number } = {}): Subscriber =>
  defineSubscriber({
    name, reads: [PROBE_FACT], attempts: o.attempts,
    handle: async (tx: Sql, e) => {
      if (o.delayMs) await tx.query("select pg_sleep($1)", [o.delayMs / 1000]);
      await tx.query(
        `insert into probe_applied (sub, position, times) values ($1, $2, 1)
         on conflict (sub, position) do update set times = probe_applied.times + 1`, [name, e.position]);
      if (o.failing?.(e.position)) throw new Error(`probe ${name} fails on #${e.position}`);
    },
  });

/** Appends `n` probe facts (streams `probe/<tag>-<i>`), answers their positions. */
export const appendProbes = async (db: Db, tag: string, n: number) => {
  const events: BatchEvent[] = Array.from({ length: n }, (_, i) => ({ stream: { type: "probe", id: `${tag}-${i}` }, version: 1, type: PROBE_FACT, data: { i } }));
  return (await db.transaction((tx) => appendBatch(tx, 0, events, { actor: "system" }))).map((e) => e.position);
};

/** What the probe `name` applied: positions in the order applied, and how often each. */
export const applied = async (db: Db, name: string) =>
  (await db.query<{ position: number; times: number }>("select position, times from probe_applied where sub = $1 order by seq", [name]))
    .map((r) => ({ position: Number(r.position), times: r.times }));
