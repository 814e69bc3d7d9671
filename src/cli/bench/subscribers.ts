// Subscribers bench (standalone: `npx tsx src/cli/bench/subscribers.ts`; PostgreSQL with BENCH_DATABASE_URL, else a
// PGlite in a worker thread as the server runs it), issue 36's target: a subscriber keeps up with 1,000 facts/s on
// PostgreSQL and 200 on PGlite with a lag p99 ≤ 1 s.
// Writers append BENCH_SUB_RATE facts a second (default 1000 on PostgreSQL, 200 on PGlite) for BENCH_SUB_SECONDS
// (20), in transactions of BENCH_SUB_PER_TX (5) facts on BENCH_SUB_WRITERS (4) connections, each paced on a fixed
// schedule; a subscriber in this process (the server's runner, woken by the commits) writes one row a fact. A fact's
// lag is the time from its transaction's start (`recorded_at`) to the handler's `clock_timestamp()`: commit,
// wake-up, horizon, read and apply. Prints the rate reached, lag p50 / p99 / max, the catch-up time after the
// writers stop and the rate of a rebuild from position 0 over the same facts (no writer beside it), and writes bench/subscribers-results.json (one entry per database kind) with the load average.
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { migrate } from "../../server/db/migrate.js";
import type { Db } from "../../server/db/types.js";
import { subscriberRunner } from "../../server/events/subscriberRunner.js";
import { rebuildSubscriber } from "../../server/events/subscriberStatus.js";
import { appendIn } from "../../server/events/store.js";
import { defineSubscriber } from "../../server/events/subscribers.js";
import { declareEvents } from "../../server/events/upcasters.js";
import { freshBenchDb } from "./freshDb.js";

const FACT = "bench.ticked";
declareEvents([FACT]);

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Appends `rate` facts a second for `seconds`, `perTx` a transaction, spread over `writers` paced loops. */
const write = async (db: Db, o: { rate: number; seconds: number; perTx: number; writers: number }) => {
  const txPerWriter = Math.round((o.rate * o.seconds) / o.perTx / o.writers);
  const everyMs = (1000 * o.perTx * o.writers) / o.rate;
  const started = performance.now();
  let late = 0;
  await Promise.all(Array.from({ length: o.writers }, async (_, w) => {
    for (let i = 0; i < txPerWriter; i++) {
      const due = started + (i * everyMs) + (w * everyMs) / o.writers;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      else late++;
      await db.transaction((tx) => appendIn(tx, 1, { type: "bench", id: `${w}-${i}` }, 0,
        Array.from({ length: o.perTx }, (_, k) => ({ type: FACT, data: { k } })), { actor: "system" }));
    }
  }));
  return { facts: txPerWriter * o.writers * o.perTx, seconds: (performance.now() - started) / 1000, late };
};

const run = async () => {
  const { db, url, cleanup } = await freshBenchDb("subscribers", 8);
  const kind = url ? "postgres" : "pglite";
  const rate = Number(process.env.BENCH_SUB_RATE ?? (url ? 1000 : 200));
  const seconds = Number(process.env.BENCH_SUB_SECONDS ?? 20);
  const perTx = Number(process.env.BENCH_SUB_PER_TX ?? 5);
  const writers = Number(process.env.BENCH_SUB_WRITERS ?? 4);
  try {
    await migrate(db);
    await db.query("create table bench_subscriber_seen (position bigint primary key, lag_ms float8 not null)");
    const sub = defineSubscriber({
      name: "bench.lag", reads: [FACT],
      handle: async (tx, e) => {
        await tx.query(
          `insert into bench_subscriber_seen (position, lag_ms)
           values ($1, extract(epoch from clock_timestamp() - $2::timestamptz) * 1000) on conflict do nothing`,
          [e.position, e.recordedAt.toISOString()], { prepare: true });
      },
    });
    const runner = subscriberRunner(db, [sub]);
    runner.start();
    const cpu = process.cpuUsage();
    const written = await write(db, { rate, seconds, perTx, writers });
    const stopped = performance.now();
    for (;;) {
      const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from bench_subscriber_seen");
      if (n >= written.facts) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const catchUpMs = performance.now() - stopped;
    const used = process.cpuUsage(cpu);
    await runner.stop();
    const lags = (await db.query<{ lag_ms: number }>("select lag_ms from bench_subscriber_seen")).map((r) => Number(r.lag_ms)).sort((a, b) => a - b);
    if (process.env.BENCH_TRACE) console.log("paced phase done", lags.length);
    // the same facts again from position 0, no writer beside it: how many facts a second the subscriber applies
    await rebuildSubscriber(db, sub.name);
    const again = subscriberRunner(db, [sub]);
    const rebuildStarted = performance.now();
    await again.catchUp({ persist: true });
    const rebuildMs = performance.now() - rebuildStarted;
    await again.stop();
    const result = {
      kind, at: new Date().toISOString(), loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100),
      target_rate: rate, facts: written.facts, achieved_rate: Math.round(written.facts / written.seconds), late_transactions: written.late,
      lag_ms: { p50: Math.round(quantile(lags, 0.5)), p99: Math.round(quantile(lags, 0.99)), max: Math.round(lags.at(-1) ?? 0) },
      catch_up_ms: Math.round(catchUpMs), process_cpu_s: Math.round((used.user + used.system) / 1e4) / 100,
      rebuild: { facts: written.facts, ms: Math.round(rebuildMs), facts_per_s: Math.round(written.facts / (rebuildMs / 1000)) },
    };
    console.log(`subscribers on ${kind}: ${result.facts} facts at ${result.achieved_rate}/s (target ${rate}/s, ${written.late} transactions late); ` +
      `lag p50 ${result.lag_ms.p50} ms, p99 ${result.lag_ms.p99} ms, max ${result.lag_ms.max} ms; caught up ${result.catch_up_ms} ms after the writers stopped; ` +
      `rebuilt from 0 at ${result.rebuild.facts_per_s} facts/s; load ${result.loadavg.join(" ")}`);
    const file = fileURLToPath(new URL("../../../bench/subscribers-results.json", import.meta.url));
    const previous = JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
    await writeFile(file, `${JSON.stringify({ ...previous, [kind]: result }, null, 2)}\n`);
    return result;
  } finally {
    await cleanup();
  }
};

await run();
