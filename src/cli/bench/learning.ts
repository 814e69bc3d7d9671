// Learning bench (npm run bench; BENCH_LEARNING=0 skips it; standalone: `npx tsx src/cli/bench/learning.ts`, which
// seeds its own people). Issue 16's targets, with 100k users and 1M task rows:
// - the learning page's first 30 tracks (`userTracks`) p99 ≤ 50 ms at 20 concurrent requests (PostgreSQL);
// - the timeline of a 300-task track (`mobileEmployeeTimeLine`) p99 ≤ 50 ms;
// - a form save (PUT /userWorkflowTaskFormData/{id} on an existing record) p99 ≤ 30 ms;
// - my-tasks of a manager with 2,000 open tasks in other people's tracks (`myTasks`) p99 ≤ 50 ms;
// - the dates job (`runTaskDates`: planned → available, open → overdue) over the 1M task rows ≤ 10 s, run twice
//   (the second run must change nothing, and be fast);
// - each endpoint ≤ 1.3× its raw SQL: the statements the server ran for one call, recorded, then run straight
//   through the driver with the same concurrency in the same run (SQL ops/s over endpoint req/s).
// The task rows (BENCH_LEARNING_TASKS tasks of one track for every bench person, BENCH_LEARNING_DUE_PERMILLE of them
// due for the job) are written set-based (generate_series / insert-select) into the read tables, not through the
// API: the publish's API path is the tracks bench's. The tracks and their tasks (the 300-task one included) are made
// through the API as the admin. Each statement of one call is explained (ANALYZE, BUFFERS). The load average is
// recorded beside each figure; the server's CPU per request is the load-free cost. Writes
// bench/learning-results.json (one entry per database kind).
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpServer } from "effect/http";
import "../../server/areas/manifests.js";
import { runTaskDates } from "../../server/areas/learning/job.js";
import { hashPassword } from "../../server/auth/passwords.js";
import { readConfig } from "../../server/config.js";
import { migrate } from "../../server/db/migrate.js";
import type { Db, QueryOptions, Sql } from "../../server/db/types.js";
import { serverLayer } from "../../server/http/app.js";
import { bulkCreateUsers } from "../../server/seed/bulk.js";
import { DEMO_PASSWORD, seedDemo } from "../../server/seed/demo.js";
import { cannon, rawSql, tokenOf } from "./cannon.js";
import { floorServer } from "./floor.js";
import { freshBenchDb } from "./freshDb.js";

const TASKS = Number(process.env.BENCH_LEARNING_TASKS ?? 10);
/** Per thousand task rows: open ones past their end (→ overdue), and as many again planned ones whose start has come. */
const DUE_PERMILLE = Number(process.env.BENCH_LEARNING_DUE_PERMILLE ?? 10);
const MY_TASKS = Number(process.env.BENCH_LEARNING_MY_TASKS ?? 2000);
const TIMELINE_TASKS = Number(process.env.BENCH_LEARNING_TIMELINE_TASKS ?? 300);
/** Tracks of the person reading the learning page: more than one page of 30. */
const TRACKS = 40;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BENCH_PASSWORD = "Bench-2026!";
const load = () => os.loadavg().map((l) => Number(l.toFixed(2)));

type Statement = [text: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined];
/** Statements the server runs while `recording.on` (one call, its transaction's included), to run and explain them afterwards. */
const recording = { on: false, statements: [] as Statement[] };
const recordingSql = <S extends Sql>(sql: S): S => ({
  ...sql,
  query: (text: string, params?: readonly unknown[], options?: QueryOptions) => {
    if (recording.on) recording.statements.push([text, params, options]);
    return sql.query(text, params, options);
  },
});
const recorded = (db: Db): Db => ({ ...recordingSql(db), transaction: (fn) => db.transaction((tx) => fn(recordingSql(tx))) });

/** The admin's API (the tracks and their tasks are made as the builder makes them). */
const adminPost = async (base: string) => {
  const token = await tokenOf(base, "admin@demo.local", DEMO_PASSWORD);
  return async <T = any>(p: string, body: unknown): Promise<T> => {
    const r = await fetch(base + p, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
};

interface Seeded {
  readonly reader: { id: number; email: string };
  readonly manager: { id: number; email: string };
  readonly timelineTrack: number;
  readonly formTask: number;
  readonly taskRows: number;
  readonly due: { overdue: number; available: number };
  readonly seedSeconds: number;
}

/**
 * One track of TASKS tasks for every bench person (user_tracks, user_tasks, set-based), MY_TASKS of whose first tasks
 * the manager does; the reader's TRACKS tracks, one of TIMELINE_TASKS tasks; the reader's questionnaire (a form task).
 */
export const seedLearning = async (db: Db, base: string, clientId: number): Promise<Seeded> => {
  const post = await adminPost(base);
  const newTrack = (name: string) => post<{ id: number }>("/api/workflows", {
    folder_id: null, display_name: `${name} ${Date.now()}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 4,
  });
  const addTasks = async (track: number, n: number) => {
    for (let i = 0; i < n; i++)
      await post("/api/manageWorkflowElement", {
        element: { workflow_id: track, title: `Task ${i + 1}`, workflow_element_type_id: 1, start_date_rel: i, end_date_rel: i + 1, content: { text: "Read this." } },
      });
  };
  const main = await newTrack("Bench learning track");
  await addTasks(main.id, TASKS);
  const tracks: number[] = [];
  for (let i = 0; i < TRACKS; i++) tracks.push((await newTrack(`Bench learning ${i + 1}`)).id);
  await addTasks(tracks[0], TIMELINE_TASKS);

  const people = await db.query<{ id: number; email: string }>(
    "select id, email from users where client_id = $1 and email like '%@bench.local' order by id", [clientId]);
  const manager = people[0];
  const reader = people[Math.floor(people.length / 2)];
  const t0 = performance.now();
  const ranked = `select u.id, (row_number() over (order by u.id))::int as n from users u where u.client_id = $1 and u.email like '%@bench.local'`;
  await db.query(
    `insert into user_tracks (id, client_id, user_id, workflow_id, state, start_date, total_count, assigned_at, updated_at)
     select nextval('user_track_ids'), $1, p.id, $2, 'active', current_date - 10, $3, now(), now() from (${ranked}) p`,
    [clientId, main.id, TASKS]);
  // Task k of person n: s = 10n + k spreads the states; s % 1000 below DUE_PERMILLE is an open task past its end
  // (the job makes it overdue), the next DUE_PERMILLE a planned one starting today (the job makes it available).
  // The manager does the first task of the MY_TASKS people after them, open and not due.
  await db.query(
    `insert into user_tasks (id, client_id, user_id, track_id, element_id, doer_role_id, doer_user_id, start_date, end_date, state, started,
                             completed_at, created_at, updated_at)
     select nextval('user_task_ids'), $1, x.id, $2, x.element_id, case when x.mine then 1 else 9 end, case when x.mine then $5 else x.id end,
            x.start_date, x.end_date, x.state, x.state = 'in_progress', case when x.state = 'completed' then now() end, now(), now()
       from (select p.id, e.id as element_id, p.n between 2 and $4 + 1 and e.k = 1 as mine,
                    case when p.n between 2 and $4 + 1 and e.k = 1 then 'available'
                         when (p.n * 10 + e.k) % 1000 < $3 then (array['available', 'in_progress'])[1 + (p.n + e.k) % 2]
                         when (p.n * 10 + e.k) % 1000 < 2 * $3 then 'planned'
                         else (array['planned', 'available', 'in_progress', 'overdue', 'completed'])[1 + (p.n + e.k) % 5] end as state,
                    (p.n * 10 + e.k) % 1000 < 2 * $3 and not (p.n between 2 and $4 + 1 and e.k = 1) as due
               from (${ranked}) p
               cross join (select id, (row_number() over (order by position, id))::int as k from workflow_elements where client_id = $1 and workflow_id = $2) e) x0
       cross join lateral (select x0.*,
              case when x0.due and x0.state = 'planned' then current_date
                   when x0.due then current_date - 3
                   when x0.state = 'planned' then current_date + 1 + x0.element_id % 30
                   when x0.state in ('overdue', 'completed') then current_date - 20
                   else current_date - 1 end as start_date,
              case when x0.due and x0.state = 'planned' then current_date + 2
                   when x0.due then current_date - 1
                   when x0.state in ('overdue', 'completed') then current_date - 10
                   else current_date + 5 + x0.element_id % 30 end as end_date) x`,
    [clientId, main.id, DUE_PERMILLE, MY_TASKS, manager.id]);
  await db.query(
    `insert into user_tracks (id, client_id, user_id, workflow_id, state, start_date, total_count, assigned_at, updated_at)
     select nextval('user_track_ids'), $1, $2, t, 'active', current_date - 10, 0, now(), now() from unnest($3::int[]) t order by t`,
    [clientId, reader.id, tracks]);
  await db.query(
    `insert into user_tasks (id, client_id, user_id, track_id, element_id, doer_role_id, doer_user_id, start_date, end_date, state, created_at, updated_at)
     select nextval('user_task_ids'), $1, $2, $3, e.id, 9, $2, current_date + e.k - 5, current_date + e.k + 5,
            (array['planned', 'available', 'in_progress', 'completed'])[1 + e.k % 4], now(), now()
       from (select id, (row_number() over (order by position, id))::int as k from workflow_elements where client_id = $1 and workflow_id = $3) e`,
    [clientId, reader.id, tracks[0]]);
  // The reader's questionnaire: the demo track's form task, open.
  const [form] = await db.query<{ id: number; workflow_id: number }>(
    `select we.id, we.workflow_id from workflow_elements we where we.client_id = $1 and we.type_id = 4 order by we.id limit 1`, [clientId]);
  await db.query(
    `insert into user_tracks (id, client_id, user_id, workflow_id, state, start_date, total_count, assigned_at, updated_at)
     values (nextval('user_track_ids'), $1, $2, $3, 'active', current_date - 10, 1, now(), now())`, [clientId, reader.id, form.workflow_id]);
  const [{ id: formTask }] = await db.query<{ id: number }>(
    `insert into user_tasks (id, client_id, user_id, track_id, element_id, doer_role_id, doer_user_id, start_date, end_date, state, created_at, updated_at)
     values (nextval('user_task_ids'), $1, $2, $3, $4, 9, $2, current_date - 1, current_date + 30, 'available', now(), now()) returning id::int as id`,
    [clientId, reader.id, form.workflow_id, form.id]);
  // Each track's counts, as the projection keeps them.
  await db.query(
    `update user_tracks ut set planned_count = c.planned, available_count = c.available, in_progress_count = c.in_progress,
            overdue_count = c.overdue, completed_count = c.completed, total_count = c.total
       from (select user_id, track_id, count(*) filter (where state = 'planned')::int as planned, count(*) filter (where state = 'available')::int as available,
                    count(*) filter (where state = 'in_progress')::int as in_progress, count(*) filter (where state = 'overdue')::int as overdue,
                    count(*) filter (where state = 'completed')::int as completed, count(*)::int as total
               from user_tasks where client_id = $1 group by user_id, track_id) c
      where ut.client_id = $1 and ut.user_id = c.user_id and ut.workflow_id = c.track_id`, [clientId]);
  const seedSeconds = (performance.now() - t0) / 1000;
  // Settled as autovacuum leaves tables after such growth: the read tables and the tracks made through the API
  // (without statistics the planner takes a track's 300 tasks for one row and loops over workflow_elements).
  for (const table of ["user_tracks", "user_tasks", "workflows", "workflow_elements", "catalogue_items"]) await db.query(`vacuum analyze ${table}`);
  const [{ rows }] = await db.query<{ rows: number }>("select count(*)::int as rows from user_tasks where client_id = $1", [clientId]);
  const today = new Date().toISOString().slice(0, 10);
  const [due] = await db.query<{ overdue: number; available: number }>(
    `select count(*) filter (where state in ('available', 'in_progress') and end_date < $2::date)::int as overdue,
            count(*) filter (where state = 'planned' and start_date <= $2::date)::int as available
       from user_tasks where client_id = $1`, [clientId, today]);
  return { reader, manager, timelineTrack: tracks[0], formTask, taskRows: rows, due, seedSeconds };
};

/**
 * The recorded statements of one call run again through the driver, in order (a save's in one transaction). An
 * event's version is the stream's next one, read by the append's own version query just before it.
 */
const replay = (db: Db, statements: readonly Statement[], inTransaction: boolean) => {
  const run = async (sql: Sql) => {
    let version = 0;
    for (const [text, params, options] of statements) {
      if (text.startsWith("insert into events")) {
        const p = [...(params ?? [])];
        p[3] = version + 1;
        await sql.query(text, p, options);
        continue;
      }
      const rows = await sql.query(text, params, options);
      if (text.includes("coalesce(max(version), 0)::int as v")) version = rows[0].v;
    }
  };
  return inTransaction ? () => db.transaction(run) : () => run(db);
};

/** Each read statement of one call explained (ANALYZE, BUFFERS): the database's own time, apart from round trips and load. */
const explain = async (db: Db, statements: readonly Statement[]) => {
  const out = [];
  for (const [text, params] of statements) {
    if (!/^\s*select/i.test(text)) {
      out.push({ sql: text.replace(/\s+/g, " ").trim().slice(0, 100), planning_ms: 0, execution_ms: 0, plan: ["(a write: not explained)"] });
      continue;
    }
    const plan = (await db.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, params)).map((r) => r["QUERY PLAN"]);
    const ms = (label: string) => Number(/: ([\d.]+) ms/.exec(plan.find((l) => l.startsWith(label)) ?? "")?.[1] ?? 0);
    out.push({ sql: text.replace(/\s+/g, " ").trim().slice(0, 100), planning_ms: ms("Planning Time"), execution_ms: ms("Execution Time"), plan });
  }
  return out;
};

interface Scenario {
  readonly name: string;
  readonly token: string;
  readonly method: string;
  readonly path: string;
  readonly body?: string;
  readonly target_p99_ms: number;
  /** a write: its raw SQL runs in one transaction */
  readonly write?: boolean;
  /** concurrent callers, CONNECTIONS unless said */
  readonly connections?: number;
}

/** Seeds, measures the four endpoints and the job on `db`, writes bench/learning-results.json. */
export const learningBench = async (db: Db, clientId: number) => {
  const config = { ...readConfig(process.env), port: 0, host: "127.0.0.1" };
  const scope = await Effect.runPromise(Scope.make());
  const endpoints = [];
  let seed: Seeded;
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(recorded(db), config, "/nonexistent"), scope));
    const { port } = Context.get(context, HttpServer.HttpServer).address as { port: number };
    const base = `http://127.0.0.1:${port}`;
    seed = await seedLearning(db, base, clientId);
    console.log(`\nlearning: ${seed.taskRows} task rows seeded set-based in ${seed.seedSeconds.toFixed(1)} s; due for the job: ${seed.due.overdue} overdue, ${seed.due.available} available`);
    const reader = await tokenOf(base, seed.reader.email, BENCH_PASSWORD);
    const manager = await tokenOf(base, seed.manager.email, BENCH_PASSWORD);
    // The save's record: the first save (POST) makes it and starts the task; the bench PUTs the whole form again.
    const first = await fetch(`${base}/api/userWorkflowTaskFormData`, {
      method: "POST", headers: { authorization: `Bearer ${reader}`, "content-type": "application/json" },
      body: JSON.stringify({ user_workflow_task_id: seed.formTask, data: { expect: { value: "A calm first week", completed: true } } }),
    });
    if (first.status !== 200) throw new Error(`first save: ${first.status} ${await first.text()}`);
    const record = (await first.json()) as { id: number };
    const scenarios: Scenario[] = [
      { name: "POST /api/userTracks (30)", token: reader, method: "POST", path: "/api/userTracks", body: "{}", target_p99_ms: 50 },
      { name: `GET /api/mobileEmployeeTimeLine (${TIMELINE_TASKS} tasks)`, token: reader, method: "GET", path: `/api/mobileEmployeeTimeLine?workflow_id=${seed.timelineTrack}`, target_p99_ms: 50 },
      // One person's saves: the saveQueue machine sends one at a time (and 20 at once on one record would only
      // measure the wait for the task's row lock, each save taking its turn).
      {
        name: "PUT /api/userWorkflowTaskFormData/{id}", token: reader, method: "PUT", path: `/api/userWorkflowTaskFormData/${record.id}`, write: true, connections: 1, target_p99_ms: 30,
        body: JSON.stringify({ data: { expect: { value: "A calm first week, and a second one", completed: true }, start: { value: 4, completed: true } } }),
      },
      { name: `POST /api/myTasks (manager, ${MY_TASKS} open)`, token: manager, method: "POST", path: "/api/myTasks", body: "{}", target_p99_ms: 50 },
    ];
    for (const s of scenarios) {
      (globalThis as { gc?: () => void }).gc?.();
      const connections = s.connections ?? CONNECTIONS;
      const opts = { connections, method: s.method, ...(s.body === undefined ? {} : { body: s.body }) };
      await cannon(base + s.path, s.token, { ...opts, seconds: 2 }); // warm-up
      // autocannon stops sending at its end, the server still answers what it had: let it finish before recording
      await new Promise((r) => setTimeout(r, 1000));
      recording.statements = [];
      recording.on = true;
      const one = await fetch(base + s.path, {
        method: s.method, headers: { authorization: `Bearer ${s.token}`, ...(s.body === undefined ? {} : { "content-type": "application/json" }) }, body: s.body,
      });
      const answer = await one.text();
      recording.on = false;
      if (one.status !== 200) throw new Error(`${s.name}: ${one.status}`);
      const statements = recording.statements;
      const loadBefore = load();
      const http = await cannon(base + s.path, s.token, { ...opts, seconds: DURATION });
      const sql = await rawSql(Math.max(3, DURATION / 2), connections, replay(db, statements, s.write === true));
      // The HTTP floor (floor.ts): the same statements and answer behind a bare node:http server.
      const floorAt = await floorServer(replay(db, statements, s.write === true), answer);
      const floor = await cannon(floorAt.url, s.token, { ...opts, seconds: Math.max(3, DURATION / 2) }).finally(() => floorAt.close());
      const floorRatio = Number((sql.ops / Math.max(floor.rps, 1e-9)).toFixed(2));
      const plans = await explain(db, statements);
      const dbMs = plans.reduce((n, p) => n + p.planning_ms + p.execution_ms, 0);
      const ratio = Number((sql.ops / Math.max(http.rps, 1e-9)).toFixed(2));
      endpoints.push({
        endpoint: s.name, connections, http: { ...http, target_p99_ms: s.target_p99_ms }, sql, ratio, target_ratio: 1.3,
        floor: { rps: floor.rps, p50_ms: floor.p50_ms, p99_ms: floor.p99_ms, errors: floor.errors }, floor_ratio: floorRatio, statements: statements.length,
        db_ms: Number(dbMs.toFixed(2)), load_average_before: loadBefore, load_average_after: load(), plans,
      });
      console.log(`learning: ${s.name} p99 ${http.p99_ms} ms (target ≤ ${s.target_p99_ms}), ${http.rps} req/s, ${http.errors} errors, `
        + `server CPU ${http.server_cpu_us} µs/request; raw SQL ${sql.ops} ops/s p99 ${sql.p99_ms} ms (SQL/endpoint ${ratio}×, target ≤ 1.3); `
        + `HTTP floor ${floor.rps} req/s p99 ${floor.p99_ms} ms (SQL/floor ${floorRatio}×); `
        + `${statements.length} statements, ${dbMs.toFixed(2)} ms in the database; load ${loadBefore.join(" ")}`);
    }
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void));
  }
  // The dates job over every task row, as the jobs runner runs it; then again, which must find nothing.
  const job = [];
  for (let i = 0; i < 2; i++) {
    const loadBefore = load();
    const t = performance.now();
    const done = await runTaskDates(db, new Date());
    const seconds = Number(((performance.now() - t) / 1000).toFixed(2));
    job.push({ run: i + 1, seconds, ...done, target_seconds: 10, load_average_before: loadBefore, load_average_after: load() });
    console.log(`learning: dates job run ${i + 1} over ${seed.taskRows} task rows: ${done.overdue} overdue, ${done.available} available in ${seconds} s (target ≤ 10); load ${loadBefore.join(" ")}`);
  }
  const [left] = await db.query<{ n: number }>(
    "select count(*)::int as n from user_tasks where client_id = $1 and ((state in ('available', 'in_progress') and end_date < current_date) or (state = 'planned' and start_date <= current_date))",
    [clientId]);
  const results = {
    at: new Date().toISOString(), load_average: load(), connections: CONNECTIONS, duration_seconds: DURATION, task_rows: seed.taskRows,
    seed_seconds: Number(seed.seedSeconds.toFixed(1)), due: seed.due, endpoints, job, due_after_jobs: left.n,
  };
  const file = path.resolve("bench", "learning-results.json");
  const previous = JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
  await writeFile(file, `${JSON.stringify({ ...previous, [db.kind]: results }, null, 2)}\n`);
  console.log(`learning: wrote ${path.relative(process.cwd(), file)}`);
  return results;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const users = Number(process.env.BENCH_USERS ?? 100_000);
  const { db, cleanup } = await freshBenchDb("learning");
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id }] = await db.query<{ id: number }>("select id from clients where is_default");
    await bulkCreateUsers(db, id, users, await hashPassword(BENCH_PASSWORD), { onBatch: (n) => process.stdout.write(`\rlearning: seeding people ${n}/${users}`) });
    await db.query("vacuum analyze");
    await learningBench(db, id);
  } finally {
    await cleanup();
  }
}
