// Home bench (npm run bench; BENCH_HOME=0 skips it; standalone: `npx tsx src/cli/bench/home.ts`, which seeds its own
// users). Issue 18's targets, with 100k users and 1M task rows on PostgreSQL:
// - the start page's own-work summary (`userDashboard`, GET /api/dashboard/myWork) p99 ≤ 50 ms at 20 concurrent requests;
// - the bell's unread count (GET …/getNotReadNotificationsCountByUser) p99 ≤ 10 ms at 20 concurrent requests;
// - a notification written by one process reaches an SSE client of another server process in ≤ 1 s;
// - 2,000 open notification streams cost less than 200 MB of that server process's memory.
// The 1M task rows (one track of BENCH_HOME_TASKS tasks for every bench user) and 10 notifications per user are
// written set-based (generate_series) into the read tables, not through the API: the API path of a publish is the
// tracks bench's. The two HTTP measures hit an in-process server with autocannon in a child process; the
// cross-process and memory measures run against a fresh `src/server/main.ts` process on the same database (RSS read
// from /proc). Prints the figures and writes bench/home-results.json (one entry per database kind).
import { spawn } from "node:child_process";
import { setMaxListeners } from "node:events";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpServer } from "effect/http";
import "../../server/areas/manifests.js";
import { MAX_STREAMS_PER_PERSON } from "../../server/areas/notifications/live.js";
import { notify } from "../../server/areas/notifications/produce.js";
import { hashPassword } from "../../server/auth/passwords.js";
import { readConfig } from "../../server/config.js";
import { migrate } from "../../server/db/migrate.js";
import type { Db } from "../../server/db/types.js";
import { serverLayer } from "../../server/http/app.js";
import { bulkCreateUsers } from "../../server/seed/bulk.js";
import { DEMO_PASSWORD, seedDemo } from "../../server/seed/demo.js";
import { cannon, tokenOf } from "./cannon.js";
import { freePort, waitForHealth } from "./exportMemory.js";
import { freshBenchDb } from "./freshDb.js";

const TASKS = Number(process.env.BENCH_HOME_TASKS ?? 10);
const STREAMS = Number(process.env.BENCH_HOME_STREAMS ?? 2000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CROSSINGS = 30;
const BENCH_PASSWORD = "Bench-2026!";

const drive = (url: string, token: string) => cannon(url, token, { connections: CONNECTIONS, seconds: DURATION });

/** One track of TASKS tasks for every bench user (user_tracks and user_tasks, set-based), and 10 notifications each. */
export const seedHome = async (db: Db, base: string, clientId: number) => {
  const adminToken = await tokenOf(base, "admin@demo.local", DEMO_PASSWORD);
  const post = async <T>(p: string, body: unknown): Promise<T> => {
    const r = await fetch(base + p, { method: "POST", headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
  const track = await post<{ id: number }>("/api/workflows", {
    folder_id: null, display_name: `Bench home track ${Date.now()}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 4,
  });
  for (let i = 0; i < TASKS; i++)
    await post("/api/manageWorkflowElement", {
      element: { workflow_id: track.id, title: `Task ${i + 1}`, workflow_element_type_id: 1, start_date_rel: i - 5, end_date_rel: i - 3, content: { text: "Read this." } },
    });
  const t0 = performance.now();
  const people = `select u.id, row_number() over (order by u.id) as n from users u where u.client_id = $1 and u.email like '%@bench.local'`;
  await db.query(
    `insert into user_tracks (id, client_id, user_id, workflow_id, state, start_date, planned_count, available_count, in_progress_count,
                              overdue_count, completed_count, total_count, assigned_at, updated_at)
     select nextval('user_track_ids'), $1, p.id, $2, 'active', current_date - 10, 2, 2, 2, 2, 2, $3, now(), now() from (${people}) p`,
    [clientId, track.id, TASKS]);
  // Task k of a person: one of the five states in turn, its dates around today (the overdue ones days behind).
  await db.query(
    `insert into user_tasks (id, client_id, user_id, track_id, element_id, doer_role_id, doer_user_id, start_date, end_date, state, created_at, updated_at)
     select nextval('user_task_ids'), $1, p.id, $2, e.id, 9, p.id, current_date + e.k - 5, current_date + e.k - 3,
            (array['planned', 'available', 'in_progress', 'overdue', 'completed'])[1 + (e.k + p.n::int) % 5], now(), now()
       from (${people}) p
       cross join (select id, (row_number() over (order by id))::int as k from workflow_elements where client_id = $1 and workflow_id = $2) e`,
    [clientId, track.id]);
  await db.query(
    `insert into notifications (id, client_id, user_id, type_id, title, body, link, is_read, created_at)
     select nextval('notification_ids'), $1, p.id, 1, 'Bench', 'Bench notice', null, g % 3 = 0, now() - g * interval '1 hour'
       from (${people}) p cross join generate_series(1, 10) g`,
    [clientId]);
  const seedSeconds = (performance.now() - t0) / 1000;
  await db.query("vacuum analyze user_tracks");
  await db.query("vacuum analyze user_tasks");
  await db.query("vacuum analyze notifications");
  const [{ rows }] = await db.query<{ rows: number }>("select count(*)::int as rows from user_tasks where client_id = $1", [clientId]);
  return { trackId: track.id, taskRows: rows, seedSeconds };
};

/** kB figures of /proc/<pid>/status, in MB. */
const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** Opens an SSE stream; resolves once `ready` arrived; `onEvent` hears each later `notifications` event. */
const openStream = async (url: string, token: string, onEvent: () => void, signal: AbortSignal) => {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" }, signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ready = () => {};
  const isReady = new Promise<void>((r) => (ready = r));
  (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes("event: ready")) ready();
          else if (block.includes("event: notifications")) onEvent();
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await isReady;
};

/** A second server process on the same database: a notification crossing to it, then the memory of STREAMS streams. */
const otherProcess = async (db: Db, url: string, clientId: number, people: Array<{ id: number; email: string }>) => {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: url, SEED_DEMO: "0", LOG_LEVEL: "warn" };
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  const abort = new AbortController();
  setMaxListeners(STREAMS + 100, abort.signal);
  try {
    await waitForHealth(base, child);
    const streamUrl = `${base}/api/notifications/notifications/stream`;
    // The crossing: one person's stream on the other process; each notification written here, timed from its commit.
    const [first] = people;
    const token = await tokenOf(base, first.email, BENCH_PASSWORD);
    let heard: (() => void) | null = null;
    await openStream(streamUrl, token, () => heard?.(), abort.signal);
    const crossings: number[] = [];
    for (let i = 0; i < CROSSINGS; i++) {
      const arrived = new Promise<void>((r) => (heard = r));
      await db.transaction(async (tx) => {
        await notify(tx, clientId, "system", { typeId: 1, userIds: [first.id], subject: `Crossing ${i}`, link: "/dashboard" }, new Date().toISOString());
      });
      const committed = performance.now();
      await Promise.race([arrived, new Promise((_, no) => setTimeout(() => no(new Error("no notification within 5 s")), 5000))]);
      crossings.push(performance.now() - committed);
      await new Promise((r) => setTimeout(r, 50));
    }
    crossings.sort((a, b) => a - b);
    // The memory: STREAMS streams spread over as few people as hold them (a person holds at most
    // MAX_STREAMS_PER_PERSON), signed in first, so the RSS counts the streams only.
    const tokens: string[] = [];
    for (const p of people.slice(0, Math.ceil(STREAMS / MAX_STREAMS_PER_PERSON))) tokens.push(await tokenOf(base, p.email, BENCH_PASSWORD));
    await new Promise((r) => setTimeout(r, 1000));
    const before = await rssOf(child.pid!);
    for (let i = 0; i < STREAMS; i += 100)
      await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) => openStream(streamUrl, tokens[(i + k) % tokens.length], () => {}, abort.signal)));
    await new Promise((r) => setTimeout(r, 2000));
    const after = await rssOf(child.pid!);
    return {
      crossing_p50_ms: Number(crossings[Math.floor(CROSSINGS / 2)].toFixed(1)), crossing_max_ms: Number(crossings[CROSSINGS - 1].toFixed(1)),
      crossing_target_ms: 1000, streams: STREAMS, streams_rss_before_mb: Math.round(before), streams_rss_after_mb: Math.round(after),
      streams_rss_growth_mb: Number((after - before).toFixed(1)), streams_target_mb: 200,
    };
  } finally {
    abort.abort();
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
  }
};

/** Statements the server runs while `recording.on` (one dashboard call; a job the runner runs meanwhile too), to explain them afterwards. */
const recording = { on: false, statements: [] as Array<[string, readonly unknown[] | undefined]> };
const recorded = (db: Db): Db => ({
  ...db,
  query: (text, params, options) => {
    if (recording.on) recording.statements.push([text, params]);
    return db.query(text, params, options);
  },
});

/**
 * Each statement of one dashboard call and the unread count, explained with ANALYZE: the database's own time
 * (execution plus planning), apart from the round trips and the machine's load.
 */
const explain = async (db: Db, statements: ReadonlyArray<[string, readonly unknown[] | undefined]>) => {
  const out = [];
  for (const [text, params] of statements) {
    const plan = (await db.query<{ "QUERY PLAN": string }>(`explain (analyze) ${text}`, params)).map((r) => r["QUERY PLAN"]);
    const ms = (label: string) => Number(/: ([\d.]+) ms/.exec(plan.find((l) => l.startsWith(label)) ?? "")?.[1] ?? 0);
    out.push({ sql: text.replace(/\s+/g, " ").trim().slice(0, 100), planning_ms: ms("Planning Time"), execution_ms: ms("Execution Time"), plan });
  }
  return out;
};

/** Runs the home measures on `db` (PostgreSQL at `url`; on PGlite only the in-process ones), writes bench/home-results.json. */
export const homeBench = async (db: Db, clientId: number, url: string | null) => {
  const config = { ...readConfig(process.env), port: 0, host: "127.0.0.1" };
  const scope = await Effect.runPromise(Scope.make());
  const { seed, person, inProcess } = await (async () => {
    try {
    const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(recorded(db), config, "/nonexistent"), scope));
    const { port } = Context.get(context, HttpServer.HttpServer).address as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const seed = await seedHome(db, base, clientId);
    console.log(`\nhome: ${seed.taskRows} task rows and 10 notifications per person seeded set-based in ${seed.seedSeconds.toFixed(1)} s`);
    const [person] = await db.query<{ id: number; email: string }>(
      "select id, email from users where client_id = $1 and email like '%@bench.local' order by id offset (select count(*) / 2 from users where client_id = $1 and email like '%@bench.local') limit 1",
      [clientId]);
    const token = await tokenOf(base, person.email, BENCH_PASSWORD);
    (globalThis as { gc?: () => void }).gc?.();
    await drive(`${base}/api/dashboard/myWork`, token); // warm-up
    recording.on = true;
    await (await fetch(`${base}/api/dashboard/myWork`, { headers: { authorization: `Bearer ${token}` } })).text();
    recording.on = false;
    const dashboard = await drive(`${base}/api/dashboard/myWork`, token);
    const unread = await drive(`${base}/api/notifications/notifications/getNotReadNotificationsCountByUser`, token);
    const inProcess = { dashboard: { ...dashboard, target_p99_ms: 50 }, unread_count: { ...unread, target_p99_ms: 10 } };
    console.log(`home: userDashboard p99 ${dashboard.p99_ms} ms (${dashboard.rps} req/s, ${dashboard.errors} errors; target ≤ 50), `
      + `unread count p99 ${unread.p99_ms} ms (${unread.rps} req/s, ${unread.errors} errors; target ≤ 10)`);
    return { seed, person, inProcess };
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void));
  } })();
  const plans = await explain(db, [
    ...recording.statements, ["select count(*)::int as n from notifications where user_id = $1 and not is_read", [person.id]],
  ]);
  const dbMs = plans.slice(0, -1).reduce((n, p) => n + p.planning_ms + p.execution_ms, 0);
  console.log(`home: while one dashboard call ran, ${plans.length - 1} statements (the in-process jobs runner's included) took ${dbMs.toFixed(2)} ms in the database (planning + execution); `
    + `the unread count ${(plans.at(-1)!.planning_ms + plans.at(-1)!.execution_ms).toFixed(2)} ms`);
  let crossing = null;
  if (url) {
    const people = await db.query<{ id: number; email: string }>(
      "select id, email from users where client_id = $1 and email like '%@bench.local' order by id limit $2",
      [clientId, Math.max(100, Math.ceil(STREAMS / MAX_STREAMS_PER_PERSON))]);
    crossing = await otherProcess(db, url, clientId, people);
    console.log(`home: notification across processes p50 ${crossing.crossing_p50_ms} ms, max ${crossing.crossing_max_ms} ms of ${CROSSINGS} (target ≤ 1000); `
      + `${STREAMS} open streams: RSS ${crossing.streams_rss_before_mb} → ${crossing.streams_rss_after_mb} MB, +${crossing.streams_rss_growth_mb} MB (target < 200)`);
  }
  const results = {
    at: new Date().toISOString(), load_average: os.loadavg(), connections: CONNECTIONS, duration_seconds: DURATION,
    task_rows: seed.taskRows, seed_seconds: Number(seed.seedSeconds.toFixed(1)), ...inProcess,
    dashboard_statements: plans.length - 1, dashboard_db_ms: Number(dbMs.toFixed(2)), ...(crossing ?? {}), plans,
  };
  console.log(`home: load average ${results.load_average.map((l) => l.toFixed(1)).join(" ")}`);
  const file = path.resolve("bench", "home-results.json");
  const previous = JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
  await writeFile(file, `${JSON.stringify({ ...previous, [db.kind]: results }, null, 2)}\n`);
  return results;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const users = Number(process.env.BENCH_USERS ?? 100_000);
  const { db, url, cleanup } = await freshBenchDb("home");
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id }] = await db.query<{ id: number }>("select id from clients where is_default");
    await bulkCreateUsers(db, id, users, await hashPassword(BENCH_PASSWORD), { onBatch: (n) => process.stdout.write(`\rhome: seeding people ${n}/${users}`) });
    await db.query("vacuum analyze");
    await homeBench(db, id, url);
  } finally {
    await cleanup();
  }
}
