// The job runner: two runners on one database (two pools on PostgreSQL, as two processes would be) run a due job
// once, a job asked for during its run runs again after it, a held lease keeps others off until it ends, and a
// failure is recorded and retried after the period.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/server/db/migrate.js";
import { openPglite } from "../../src/server/db/pglite.js";
import { openPostgres } from "../../src/server/db/postgres.js";
import { openScratchPostgres } from "../../src/server/db/scratch.js";
import type { Db } from "../../src/server/db/types.js";
import { type Job, type JobRunner, startJobRunner } from "../../src/server/jobs/runner.js";

let a: Db;
let b: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    a = b = await openPglite(undefined);
    await migrate(a);
    close = () => a.close();
    return;
  }
  const scratch = await openScratchPostgres(url, "stride_test", 4);
  await migrate(scratch.db);
  a = scratch.db;
  b = await openPostgres(scratch.url, 4);
  close = async () => {
    await b.close();
    await scratch.drop();
  };
});
afterAll(() => close?.());

const runners: JobRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) {
    r.stop();
    await r.settled();
  }
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const HOUR = 3_600_000;

/** A job that counts its runs, each taking `ms` (or until `gate` opens). */
const counted = (name: string, ms = 30) => {
  const job = {
    runs: 0,
    gate: null as Promise<void> | null,
    failWith: null as Error | null,
    name,
    everyMs: HOUR,
    run: async () => {
      job.runs++;
      await (job.gate ?? sleep(ms));
      if (job.failWith) throw job.failWith;
      return undefined;
    },
  };
  return job;
};

/** A runner that only acts when the test ticks it (the poll is an hour). */
const runner = (db: Db, jobs: Job[], leaseMs = 60_000) => {
  const r = startJobRunner(db, jobs, { leaseMs, pollMs: HOUR });
  runners.push(r);
  return r;
};

const row = async (name: string) => (await a.query("select * from scheduled_jobs where name = $1", [name]))[0];
const makeDue = (name: string) => a.query("update scheduled_jobs set due_at = now() where name = $1", [name]);

describe("the job runner", () => {
  it("runs a due job once however many runners look for it at the same time, then not before its period", async () => {
    const job = counted("once");
    const r1 = runner(a, [job]);
    const r2 = runner(b, [job]);
    for (let round = 1; round <= 4; round++) {
      await Promise.all([r1.tick(), r2.tick(), r1.tick(), r2.tick()]);
      await Promise.all([r1.settled(), r2.settled()]);
      expect(job.runs).toBe(round);
      const r = await row("once");
      expect(r.runs).toBe(round);
      expect(r).toMatchObject({ leased_by: null, lease_until: null, attempts: 0, last_error: null });
      expect([r1.worker, r2.worker]).toContain(r.last_run_by);
      // Due again only after the period.
      expect(new Date(r.due_at).getTime() - new Date(r.started_at).getTime()).toBe(HOUR);
      await Promise.all([r1.tick(), r2.tick()]);
      await Promise.all([r1.settled(), r2.settled()]);
      expect(job.runs).toBe(round);
      await makeDue("once");
    }
  });

  it("runs a job asked for during its run once more after it, in whichever runner claims it", async () => {
    const job = counted("wake");
    let open = () => {};
    job.gate = new Promise<void>((r) => (open = r));
    const r1 = runner(a, [job]);
    await r1.tick();
    expect(job.runs).toBe(1);
    const r2 = runner(b, [job]);
    // The other runner is asked while the first one runs it: it cannot claim it now, the first one runs it again.
    await r2.runSoon("wake");
    expect(job.runs).toBe(1);
    job.gate = null;
    open();
    await r1.settled();
    await r2.settled();
    expect(job.runs).toBe(2);
    expect((await row("wake")).runs).toBe(2);
    expect((await row("wake")).wake).toBe(false);
  });

  it("keeps a job from others while its lease is renewed, and lets another runner take it once a lease has ended", async () => {
    const job = counted("lease", 900);
    const r1 = runner(a, [job], 300);
    await r1.tick();
    const r2 = runner(b, [job], 300);
    // Three lease lengths into the run, the renewed lease still holds.
    for (let i = 0; i < 6; i++) {
      await sleep(150);
      await r2.tick();
    }
    await r1.settled();
    expect(job.runs).toBe(1);
    expect((await row("lease")).last_run_by).toBe(r1.worker);

    // A process that died holding the lease: nobody takes the job until the lease ends, then the other one does.
    await a.query(`update scheduled_jobs set due_at = now(), leased_by = 'dead:1', lease_until = now() + interval '400 milliseconds',
      attempts = 1, started_at = now() where name = 'lease'`);
    await r2.tick();
    await r2.settled();
    expect(job.runs).toBe(1);
    await sleep(450);
    await r2.tick();
    expect((await row("lease")).attempts).toBe(2);
    await r2.settled();
    expect(job.runs).toBe(2);
    expect(await row("lease")).toMatchObject({ last_run_by: r2.worker, attempts: 0, leased_by: null });
    // The dead process's late outcome would change nothing: only the holder records one.
    const before = await row("lease");
    await a.query("update scheduled_jobs set runs = runs + 1 where name = 'lease' and leased_by = 'dead:1'");
    expect(await row("lease")).toEqual(before);
  });

  it("records a failure and retries after the period, running other jobs meanwhile", async () => {
    const failing = counted("failing");
    failing.failWith = new Error("smtp is down");
    const other = counted("other");
    const r1 = runner(a, [failing, other]);
    await r1.tick();
    await r1.settled();
    expect([failing.runs, other.runs]).toEqual([1, 1]);
    const r = await row("failing");
    expect(r).toMatchObject({ attempts: 1, leased_by: null, runs: 0 });
    expect(r.last_error).toContain("smtp is down");
    expect(new Date(r.due_at).getTime() - new Date(r.started_at).getTime()).toBe(HOUR);
    await r1.tick();
    await r1.settled();
    expect(failing.runs).toBe(1);
    failing.failWith = null;
    await makeDue("failing");
    await r1.tick();
    await r1.settled();
    expect(await row("failing")).toMatchObject({ attempts: 0, last_error: null, runs: 1 });
  });

  it("when draining, claims nothing more and waits for a running job to record its outcome, up to the grace", async () => {
    const slow = counted("draining");
    let open = () => {};
    slow.gate = new Promise<void>((r) => { open = r; });
    const r1 = runner(a, [slow]);
    await r1.tick();
    expect(slow.runs).toBe(1);
    let drained = false;
    const draining = r1.drain(60_000).then(() => { drained = true; });
    await sleep(50);
    expect(drained).toBe(false);
    open();
    await draining;
    // the outcome is in the database before drain resolves, so the database may close right after
    expect(await row("draining")).toMatchObject({ runs: 1, leased_by: null });
    await makeDue("draining");
    await r1.tick();
    expect(slow.runs).toBe(1);
    // a job that outlasts the grace keeps its lease for another process to take over after it ends
    const stuck = counted("stuck");
    stuck.gate = new Promise<void>(() => {});
    const r2 = runner(b, [stuck]);
    await r2.tick();
    const t0 = Date.now();
    await r2.drain(100);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect((await row("stuck")).leased_by).toBe(r2.worker);
    runners.splice(runners.indexOf(r2), 1);
  });

  it("never claims a job this runner does not run", async () => {
    const mine = counted("mine");
    runner(a, [mine]);
    const theirs = counted("theirs");
    const r2 = runner(b, [theirs]);
    await r2.tick();
    await r2.settled();
    expect(theirs.runs).toBe(1);
    expect((await row("theirs")).runs).toBe(1);
    expect((await row("mine")).last_run_by).not.toBe(r2.worker);
  });
});
