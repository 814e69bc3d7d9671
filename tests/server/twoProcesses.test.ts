// Two real server processes on one PostgreSQL: a user blocked through one is refused by the other at once (its
// session cache hears the change through NOTIFY, well within SESSION_CACHE_MS), a due job runs once across both,
// a notification written through one reaches a stream open on the other, and a job whose process is killed while
// holding its lease runs in the other once the lease ends.
import { webcrypto } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/server/db/migrate.js";
import { openScratchPostgres } from "../../src/server/db/scratch.js";
import type { Db } from "../../src/server/db/types.js";
import { DEMO_PASSWORD } from "./harness.js";
import { freePort, type ServerProcess, startServerProcess } from "./serverProcess.js";

const url = process.env.TEST_DATABASE_URL;
const SESSION_CACHE_MS = 5000;
const LEASE_MS = 1500;

type Server = ServerProcess;

/** `node --import tsx src/server/main.ts` on the scratch database; resolves when it answers. */
const start = async (databaseUrl: string, dataDir: string, seed: boolean): Promise<Server> =>
  startServerProcess(await freePort(), {
    DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: seed ? "1" : "0", LOG_LEVEL: "error",
    SESSION_CACHE_MS: String(SESSION_CACHE_MS), JOB_LEASE_MS: String(LEASE_MS), S3_BUCKET: "", SMTP_URL: "", APP_DIR: "/nonexistent",
  }, 600);

const login = async (base: string, email: string) => {
  const { key } = await (await fetch(`${base}/api/authPublicKey`)).json();
  const der = Buffer.from(key.replace(/-----[^-]+-----|\s/g, ""), "base64");
  const pub = await webcrypto.subtle.importKey("spki", der, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
  const password = Buffer.from(await webcrypto.subtle.encrypt({ name: "RSA-OAEP" }, pub, new TextEncoder().encode(DEMO_PASSWORD))).toString("base64");
  const res = await fetch(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login: email, password }) });
  expect(res.status).toBe(200);
  return (await res.json()).token as string;
};

const call = async (base: string, token: string, route: string, body?: unknown) => {
  const res = await fetch(base + route, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pidOf = (worker: string | null) => Number(worker?.split(":")[1]);

let db: Db;
let drop: () => Promise<void>;
let databaseUrl: string;
let dataDir: string;
let a: Server;
let b: Server;
beforeAll(async () => {
  if (!url) return;
  ({ db, drop, url: databaseUrl } = await openScratchPostgres(url, "stride_test", 2));
  dataDir = await mkdtemp(path.join(tmpdir(), "stride-two-"));
  // Migrated here, so that the two can start side by side (each would otherwise race to create the tables).
  await migrate(db);
  [a, b] = await Promise.all([start(databaseUrl, dataDir, true), start(databaseUrl, dataDir, false)]);
}, 120_000);
afterAll(async () => {
  for (const s of [a, b]) {
    if (s && s.child.exitCode === null && s.child.signalCode === null) {
      const exited = new Promise((r) => s.child.once("exit", r));
      s.child.kill("SIGKILL");
      await exited;
    }
  }
  await drop?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const devPlansJob = async () => (await db.query("select * from scheduled_jobs where name = 'devPlans'"))[0];
/** Waits for `check` (a database read) to hold, for at most `ms`. */
const until = async <T>(read: () => Promise<T>, check: (v: T) => boolean, ms: number) => {
  const end = Date.now() + ms;
  let v = await read();
  while (!check(v) && Date.now() < end) {
    await sleep(50);
    v = await read();
  }
  return v;
};

describe.skipIf(!url)("two server processes on one PostgreSQL", () => {
  it("refuse a user blocked through the other process within a second, not after SESSION_CACHE_MS", { timeout: 30_000 }, async () => {
    const email = "buddy@demo.local";
    const [{ id }] = await db.query("select id from users where email = $1", [email]);
    const token = await login(b.base, email);
    expect((await call(b.base, token, "/api/getSessionData")).status).toBe(200);
    // B caches the check: a change written behind the event log's back (no note) is not seen yet.
    await db.query("update users set status_id = 2 where id = $1", [id]);
    expect((await call(b.base, token, "/api/getSessionData")).status).toBe(200);
    await db.query("update users set status_id = 1 where id = $1", [id]);

    const admin = await login(a.base, "admin@demo.local");
    expect((await call(a.base, admin, "/api/userStatus", { user_id: id, operation: "block" })).status).toBe(200);
    const blockedAt = Date.now();
    let refused = await call(b.base, token, "/api/getSessionData");
    while (refused.status === 200 && Date.now() - blockedAt < SESSION_CACHE_MS + 1000) {
      await sleep(20);
      refused = await call(b.base, token, "/api/getSessionData");
    }
    expect(refused.status).toBe(403);
    expect(refused.body._tag).toBe("UserBlocked");
    expect(Date.now() - blockedAt).toBeLessThan(1000);
  });

  it("bring a notification written through one process to a stream open on the other within a second", { timeout: 30_000 }, async () => {
    // An open plan of the employee whose role model makes the line manager an approver: the owner's comment is for them.
    const [task] = await db.query<{ id: number }>(
      `select t.id from dev_plan_tasks t join users u on u.id = t.owner_id
        where u.email = 'employee@demo.local' and t.state_value not in ('completed', 'canceled')
          and t.context -> 'roleModel' -> 'approve' ? 'lineManager' order by t.id limit 1`);
    expect(task).toBeDefined();
    const manager = await login(b.base, "manager@demo.local");
    const stream = await fetch(`${b.base}/api/notifications/notifications/stream`, { headers: { authorization: `Bearer ${manager}` } });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("event: ready")) text += (await reader.read()).value ?? "";
    const employee = await login(a.base, "employee@demo.local");
    expect((await call(a.base, employee, `/api/development/tasks/${task.id}/comments`, { text: "Готово" })).status).toBe(200);
    // Measured from the answer: the write has committed by then (under load the call itself can take longer).
    const writtenAt = Date.now();
    while (!text.includes("event: notifications") && Date.now() - writtenAt < 5000) {
      const next = await Promise.race([reader.read(), sleep(5000).then(() => null)]);
      if (!next || next.done) break;
      text += next.value;
    }
    expect(text).toContain("event: notifications");
    expect(Date.now() - writtenAt).toBeLessThan(1000);
    await reader.cancel();
  });

  it("run a due job once across both processes", { timeout: 30_000 }, async () => {
    // The demo's task waiting for approval, made due for auto-approval (its row and the machine's context).
    const due = await db.query<{ id: number }>(
      `update dev_plan_tasks set auto_approve_days = 1, submitted_at = now() - interval '2 days',
         context = jsonb_set(jsonb_set(context, '{roleModel,autoApproveDays}', '1'), '{submittedAt}', to_jsonb(now() - interval '2 days'))
        where state_value = 'approval' returning id`);
    expect(due.length).toBeGreaterThan(0);
    const before = await devPlansJob();
    await db.query("update scheduled_jobs set due_at = now() where name = 'devPlans'");
    const after = await until(devPlansJob, (j) => j.runs > before.runs, 5000);
    expect(after.runs).toBe(before.runs + 1);
    // Both processes poll every second: two more seconds and the job has still run once.
    await sleep(2000);
    expect((await devPlansJob()).runs).toBe(before.runs + 1);
    expect([a.child.pid, b.child.pid]).toContain(pidOf(after.last_run_by));
    const approved = await db.query("select stream_id from events where type = 'task.autoApproved' and stream_id = any($1::text[])",
      [due.map((t) => String(t.id))]);
    expect(approved.map((e) => Number(e.stream_id)).sort()).toEqual(due.map((t) => t.id).sort());
  });

  it("run a killed process's job in the other one once its lease has ended", { timeout: 30_000 }, async () => {
    // The job's first read waits on this lock, so its process is still running it when it is killed.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    try {
      await blocker.query("begin");
      await blocker.query("lock table dev_plan_tasks in access exclusive mode");
      const before = await devPlansJob();
      await db.query("update scheduled_jobs set due_at = now() where name = 'devPlans'");
      const held = await until(devPlansJob, (j) => j.leased_by !== null, 5000);
      const holder = [a, b].find((s) => s.child.pid === pidOf(held.leased_by))!;
      const survivor = holder === a ? b : a;
      expect(holder).toBeDefined();
      const killed = new Promise((r) => holder.child.once("exit", r));
      holder.child.kill("SIGKILL");
      await killed;
      const dead = await devPlansJob();
      expect(dead.leased_by).toBe(held.leased_by);
      await blocker.query("rollback");

      const ran = await until(devPlansJob, (j) => j.runs > before.runs, 3 * LEASE_MS + 2000);
      expect(ran.runs).toBe(before.runs + 1);
      expect(pidOf(ran.last_run_by)).toBe(survivor.child.pid);
      expect(new Date(ran.started_at).getTime()).toBeGreaterThanOrEqual(new Date(dead.lease_until).getTime());
      expect(ran).toMatchObject({ leased_by: null, attempts: 0, last_error: null });
      // The survivor still serves.
      expect((await fetch(`${survivor.base}/api/authPublicKey`)).status).toBe(200);
    } finally {
      await blocker.end();
    }
  });
});
