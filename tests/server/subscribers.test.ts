// The subscribers (src/server/events/subscribers.ts) on a real database, PGlite and PostgreSQL: order, checkpoint,
// positions committed out of order, retry and parking, rebuild from 0, every registered subscriber run twice over
// the same facts, two runners on one PostgreSQL applying each fact once, and kill -9 of a process mid-way.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/types.js";
import { subscriberRunner } from "../../src/server/events/subscriberRunner.js";
import { rebuildSubscriber, retryParked, subscriberStatus } from "../../src/server/events/subscriberStatus.js";
import { subscribers } from "../../src/server/events/subscribers.js";
import { appendIn } from "../../src/server/events/store.js";
import { declareEvents } from "../../src/server/events/upcasters.js";
import { openTestDb, settled } from "./harness.js";
import { appendProbes, applied, createProbeTable, PROBE_FACT, probe } from "./subscriberProbe.js";

declareEvents([PROBE_FACT]);
const onPostgres = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await createProbeTable(db);
}, 180_000);
afterAll(() => drop?.());

/** The test database's own URL (the file's copy of the template), for a second pool or process on it. */
const thisDatabaseUrl = async () => {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${(await db.query<{ db: string }>("select current_database() as db"))[0].db}`;
  return u.toString();
};

const checkpoint = async (name: string) =>
  Number((await db.query<{ position: number }>("select position from subscriptions where name = $1", [name]))[0]?.position ?? -1);

describe("a subscriber", () => {
  it("applies its facts once each, in position order, and keeps its checkpoint between runs", async () => {
    const sub = probe("probe.order");
    const first = await appendProbes(db, "order-a", 30);
    const runner = subscriberRunner(db, [sub]);
    await runner.catchUp();
    expect(await applied(db, sub.name)).toEqual(first.map((position) => ({ position, times: 1 })));
    const second = await appendProbes(db, "order-b", 20);
    await runner.catchUp();
    await runner.stop();
    // a new runner (another process) starts from the checkpoint the first one wrote
    const next = subscriberRunner(db, [sub]);
    await next.catchUp();
    await next.stop();
    expect(await applied(db, sub.name)).toEqual([...first, ...second].map((position) => ({ position, times: 1 })));
    expect(await checkpoint(sub.name)).toBeGreaterThanOrEqual(second.at(-1)!);
  });

  it("goes past a position whose transaction rolled back (a hole)", async () => {
    const sub = probe("probe.hole");
    await db.transaction(async (tx) => {
      await appendIn(tx, 0, { type: "probe", id: "hole" }, 0, [{ type: PROBE_FACT, data: {} }], { actor: "system" });
      throw new Error("rolled back");
    }).catch(() => {});
    const after = await appendProbes(db, "hole-after", 2);
    const runner = subscriberRunner(db, [sub]);
    await runner.catchUp();
    await runner.stop();
    expect((await applied(db, sub.name)).slice(-2)).toEqual(after.map((position) => ({ position, times: 1 })));
  });

  it.skipIf(!onPostgres)("never skips a lower position that commits after a higher one", async () => {
    const sub = probe("probe.late");
    const runner = subscriberRunner(db, [sub]);
    await runner.catchUp();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let lowPosition = 0;
    const slow = db.transaction(async (tx) => {
      [{ position: lowPosition }] = await appendIn(tx, 0, { type: "probe", id: "late-low" }, 0, [{ type: PROBE_FACT, data: {} }], { actor: "system" });
      await gate;
    });
    while (!lowPosition) await sleep(5);
    const [high] = await appendProbes(db, "late-high", 1);
    expect(high).toBeGreaterThan(lowPosition);
    await runner.catchUp();
    // the higher one is committed and visible, but the lower one may still commit: neither is passed yet
    expect((await applied(db, sub.name)).map((a) => a.position)).not.toContain(high);
    release();
    await slow;
    await runner.catchUp();
    await runner.stop();
    expect((await applied(db, sub.name)).slice(-2)).toEqual([{ position: lowPosition, times: 1 }, { position: high, times: 1 }]);
  });

  it("retries a failing fact with a growing wait, parks it after its last attempt, and retries parked facts on demand", async () => {
    let broken = true;
    const [bad, good] = await appendProbes(db, "fail", 2);
    const failing = probe("probe.failing", { attempts: 3, failing: (p) => broken && p === bad });
    const healthy = probe("probe.healthy");
    const runner = subscriberRunner(db, [failing, healthy], { backoffMs: 60_000 });
    /** The wait before the next attempt, then that time made now (instead of sleeping through it). */
    const waitThenDue = async () => {
      const [f] = await db.query<{ wait: number }>(
        `select extract(epoch from next_attempt_at - failed_at)::float8 as wait from subscription_failures where name = $1 and position = $2`, [failing.name, bad]);
      await db.query("update subscription_failures set next_attempt_at = now() where name = $1 and position = $2", [failing.name, bad]);
      return f.wait;
    };
    await runner.catchUp();
    // the failing one waits at its fact (its work rolled back); the other went on
    expect((await applied(db, failing.name)).map((a) => a.position)).not.toContain(bad);
    expect((await applied(db, healthy.name)).map((a) => a.position)).toEqual(expect.arrayContaining([bad, good]));
    let [status] = await subscriberStatus(db, [failing]);
    expect(status.retrying).toMatchObject({ position: bad, attempts: 1 });
    await runner.catchUp();
    // not due yet: no second attempt
    expect((await subscriberStatus(db, [failing]))[0].retrying?.attempts).toBe(1);
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 3; attempt++) {
      waits.push(await waitThenDue());
      await runner.catchUp();
    }
    expect(waits).toEqual([60, 120]);
    [status] = await subscriberStatus(db, [failing]);
    expect(status.retrying).toBeNull();
    expect(status.parked).toMatchObject([{ position: bad, type: PROBE_FACT, attempts: 3 }]);
    expect(status.parked[0].error).toContain(`fails on #${bad}`);
    // parked: the subscriber went on past it
    expect((await applied(db, failing.name)).map((a) => a.position)).toContain(good);
    broken = false;
    expect(await retryParked(db, failing)).toEqual({ applied: 1, failed: 0 });
    expect((await subscriberStatus(db, [failing]))[0].parked).toEqual([]);
    expect((await applied(db, failing.name)).find((a) => a.position === bad)).toEqual({ position: bad, times: 1 });
    await runner.stop();
  });

  it("is rebuilt alone from position 0", async () => {
    const sub = probe("probe.rebuilt");
    const other = probe("probe.notRebuilt");
    const positions = await appendProbes(db, "rebuild", 5);
    const runner = subscriberRunner(db, [sub, other]);
    await runner.catchUp();
    await rebuildSubscriber(db, sub.name);
    expect(await checkpoint(sub.name)).toBe(0);
    await runner.catchUp();
    await runner.stop();
    const all = await db.query<{ n: number }>("select count(*)::int as n from events where type = $1", [PROBE_FACT]);
    const again = await applied(db, sub.name);
    expect(again).toHaveLength(all[0].n);
    expect(again.filter((a) => positions.includes(a.position)).every((a) => a.times === 2)).toBe(true);
    expect((await applied(db, other.name)).every((a) => a.times === 1)).toBe(true);
  });
});

describe("the registered subscribers", () => {
  it("leave the same facts when run twice over the same facts (idempotent handlers)", async () => {
    await settled(db);
    const count = async () => (await db.query<{ type: string; n: number }>(
      "select type, count(*)::int as n from events where type in ('notification.created', 'certificate.issued') group by type order by type"));
    const before = await count();
    expect(before.find((r) => r.type === "notification.created")?.n).toBeGreaterThan(0);
    for (const s of subscribers()) await rebuildSubscriber(db, s.name);
    await settled(db);
    expect(await count()).toEqual(before);
    for (const s of await subscriberStatus(db, subscribers())) expect({ name: s.name, behind: s.behind, parked: s.parked }).toEqual({ name: s.name, behind: 0, parked: [] });
  });
});

describe.skipIf(!onPostgres)("several processes on one PostgreSQL", () => {
  it("runs a subscriber in one of two runners at a time, each fact applied once", async () => {
    const sub = probe("probe.twoRunners", { delayMs: 1 });
    const { openPostgres } = await import("../../src/server/db/postgres.js");
    const other = await openPostgres(await thisDatabaseUrl(), 2);
    const a = subscriberRunner(db, [sub], { pollMs: 20, leaseMs: 1000 });
    const b = subscriberRunner(other, [sub], { pollMs: 20, leaseMs: 1000 });
    a.start();
    b.start();
    const positions: number[] = [];
    for (let i = 0; i < 10; i++) positions.push(...(await appendProbes(db, `two-${i}`, 30)));
    while ((await checkpoint(sub.name)) < positions.at(-1)!) await sleep(50);
    await Promise.all([a.stop(), b.stop()]);
    await other.close();
    // (a new subscriber starts at position 0: the earlier tests' probe facts are applied too)
    const done = await applied(db, sub.name);
    expect(done.map((d) => d.position).filter((p) => positions.includes(p))).toEqual(positions);
    expect(done.every((d) => d.times === 1)).toBe(true);
  });

  it("continues from its checkpoint after kill -9 of the process running it, each fact applied once", async () => {
    const name = "probe.killed";
    const positions = await appendProbes(db, "killed", 600);
    const databaseUrl = await thisDatabaseUrl();
    const child = spawn(process.execPath, ["--import", "tsx", "tests/server/subscriberChild.ts", name, "1000"], {
      env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "pipe", "inherit"],
    });
    const ofThisTest = async () => (await applied(db, name)).filter((a) => positions.includes(a.position));
    // its first transaction of facts committed: the next one is under way (10 ms a fact) when the process dies
    while ((await ofThisTest()).length === 0) await sleep(20);
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const atKill = (await ofThisTest()).length;
    expect(atKill).toBeLessThan(positions.length);
    // its lease runs out (1 s), then this runner takes the subscriber over from the checkpoint
    const runner = subscriberRunner(db, [probe(name)], { leaseMs: 1000 });
    while ((await checkpoint(name)) < positions.at(-1)!) {
      await runner.catchUp();
      await sleep(100);
    }
    await runner.stop();
    const done = await applied(db, name);
    expect(done.map((d) => d.position).filter((p) => positions.includes(p))).toEqual(positions);
    expect(done.every((d) => d.times === 1)).toBe(true);
  }, 180_000);
});
