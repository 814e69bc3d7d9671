import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/types.js";
import { log } from "../log.js";

/** A periodic job: run at most once per `everyMs` across every server process on the database. */
export interface Job {
  readonly name: string;
  readonly everyMs: number;
  /** The job's work; what it returns (a summary of what it did) is logged. */
  readonly run: () => Promise<string | undefined>;
  /** Subscribes to whatever asks for a run now rather than at the next period; returns the unsubscribe. */
  readonly wake?: (runSoon: () => void) => () => void;
}

/** How often a runner looks for due jobs (another process's wake or a dead process's lease is seen this late). */
export const JOB_POLL_MS = 1000;

// All times are the database's (`now()`), so processes on different hosts agree on leases and due times.
const ms = "* interval '1 millisecond'";

const CLAIM_SQL = `
  update scheduled_jobs set lease_until = now() + $3 ${ms}, leased_by = $2, attempts = attempts + 1, wake = false,
         started_at = now()
   where name = (select name from scheduled_jobs
                  where name = any($1::text[]) and due_at <= now() and (lease_until is null or lease_until <= now())
                  order by due_at limit 1 for update skip locked)
  returning name, attempts`;

// Only the lease holder finishes or renews: a process that lost its lease (paused past it) changes nothing.
const RENEW_SQL = `update scheduled_jobs set lease_until = now() + $3 ${ms} where name = $1 and leased_by = $2 returning name`;

const SUCCEEDED_SQL = `
  update scheduled_jobs set lease_until = null, leased_by = null, attempts = 0, runs = runs + 1, wake = false,
         finished_at = now(), last_run_by = $2, last_error = null,
         due_at = case when wake then now() else greatest(now(), started_at + $3 ${ms}) end
   where name = $1 and leased_by = $2`;

const FAILED_SQL = `
  update scheduled_jobs set lease_until = null, leased_by = null, wake = false, finished_at = now(), last_run_by = $2,
         last_error = $4, due_at = greatest(now(), started_at + $3 ${ms})
   where name = $1 and leased_by = $2`;

/** Claims one due job of `names` that no process holds; null when there is none. */
export const claimJob = async (db: Db, names: readonly string[], worker: string, leaseMs: number) =>
  (await db.query<{ name: string; attempts: number }>(CLAIM_SQL, [names, worker, leaseMs]))[0] ?? null;

/** A name for this runner in `leased_by`: host, process id and a random part (two runners in one test process). */
const workerName = () => `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

export interface JobRunner {
  readonly worker: string;
  /** Asks for a job to run now, in whichever process claims it first (again after the current run if running). */
  runSoon(name: string): Promise<void>;
  /** Claims and starts what is due now (the poll does this every JOB_POLL_MS). */
  tick(): Promise<void>;
  /** Resolves when no job of this runner is running. */
  settled(): Promise<void>;
  stop(): void;
  /**
   * Stops claiming and waits up to `graceMs` for the running jobs to record their outcome, so that a process shutting
   * down does not close its database under a job (which then fails half-way and waits out its lease elsewhere).
   */
  drain(graceMs: number): Promise<void>;
}

/**
 * Runs `jobs` in this process, each when it is due and no other process holds it: the claim is an UPDATE of the
 * job's `scheduled_jobs` row chosen with FOR UPDATE SKIP LOCKED, setting a lease that the runner renews every
 * third of `leaseMs` while the job runs. A process that dies stops renewing, and once the lease has ended another
 * process claims the job again. Different jobs run side by side; one job never twice at once.
 */
export const startJobRunner = (db: Db, jobs: readonly Job[], options: { leaseMs: number; pollMs?: number }): JobRunner => {
  const { leaseMs, pollMs = JOB_POLL_MS } = options;
  const worker = workerName();
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  // A new job is due at once; a known one keeps its schedule. Tried again on the next tick if the database failed.
  let registered: Promise<unknown> | null = null;
  const register = () =>
    (registered ??= Promise.all(
      jobs.map((j) => db.query("insert into scheduled_jobs (name, due_at) values ($1, now()) on conflict (name) do nothing", [j.name])),
    ).catch((e) => {
      registered = null;
      throw e;
    }));

  const runClaimed = async (job: Job) => {
    let finished = false;
    const renew = setInterval(() => {
      db.query(RENEW_SQL, [job.name, worker, leaseMs]).then(
        // A renewal that reaches the database after the outcome matches nothing, and that is no loss.
        (rows) => rows.length || finished || log.error(`job ${job.name}: lease lost to another process`),
        (e) => log.error(`job ${job.name}: lease not renewed`, e),
      );
    }, Math.max(50, Math.floor(leaseMs / 3)));
    renew.unref();
    const outcome = await Promise.resolve().then(job.run).then(
      (summary) => ({ ok: true as const, summary }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    finished = true;
    clearInterval(renew);
    if (outcome.ok) {
      if (outcome.summary) log.info(outcome.summary);
      await db.query(SUCCEEDED_SQL, [job.name, worker, job.everyMs]);
    } else {
      log.error(`job ${job.name} failed`, outcome.error);
      const error = outcome.error as Error | undefined;
      await db.query(FAILED_SQL, [job.name, worker, job.everyMs, String(error?.stack ?? error).slice(0, 2000)]);
    }
  };

  const claimDue = async () => {
    await register();
    for (;;) {
      const idle = jobs.map((j) => j.name).filter((n) => !running.has(n));
      if (stopped || !idle.length) return;
      const claimed = await claimJob(db, idle, worker, leaseMs);
      if (!claimed) return;
      const job = byName.get(claimed.name)!;
      const done = runClaimed(job)
        .catch((e) => void log.error(`job ${job.name}: outcome not recorded`, e))
        .finally(() => {
          running.delete(job.name);
          // It may be due again at once (asked to run again while running).
          if (!stopped) void tick();
        });
      running.set(job.name, done);
    }
  };

  const tick = (): Promise<void> => {
    if (ticking) {
      again = true;
      return ticking;
    }
    const current = claimDue()
      .catch((e) => void log.error("job runner: claiming failed", e))
      .finally(() => {
        ticking = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    ticking = current;
    return current;
  };

  const settled = async () => {
    while (ticking || running.size) await Promise.all([ticking, ...running.values()]);
  };
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };

  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  void tick();

  return {
    worker,
    runSoon: async (name) => {
      await register();
      await db.query("update scheduled_jobs set wake = true, due_at = least(due_at, now()) where name = $1", [name]);
      await tick();
    },
    tick,
    settled,
    stop,
    drain: async (graceMs) => {
      stop();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([settled(), new Promise<void>((r) => { timeout = setTimeout(r, graceMs); })]);
      clearTimeout(timeout);
    },
  };
};
