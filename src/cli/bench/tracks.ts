// Tracks bench (npm run bench; BENCH_TRACKS=0 skips it; standalone: `npx tsx src/cli/bench/tracks.ts`): publishing a
// track of 50 tasks assigned through a static group to 10,000 people (500,000 task rows), issue 15's target ≤ 15 s on
// PostgreSQL with the server's memory growing by less than 100 MB. The setup goes through the API as the admin (the
// group, its members, the track, its tasks, the assignment); the measured part is the publish call and the publish
// job materialising it (runPublishJobs, as the jobs runner would, in batches of 1,000 people), with this process's
// RSS sampled every 50 ms (the server runs in-process). Before it, the builder of a 300-task track: its load and its
// reordering (builderMeasure). Prints the figures and writes bench/tracks-results.json.
import { constants, publicEncrypt } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpServer } from "effect/http";
import "../../server/areas/manifests.js";
import { runPublishJobs } from "../../server/areas/workflows/publishJob.js";
import { hashPassword } from "../../server/auth/passwords.js";
import { readConfig } from "../../server/config.js";
import { migrate } from "../../server/db/migrate.js";
import type { Db } from "../../server/db/types.js";
import { serverLayer } from "../../server/http/app.js";
import { bulkCreateUsers } from "../../server/seed/bulk.js";
import { DEMO_PASSWORD, seedDemo } from "../../server/seed/demo.js";
import { freshBenchDb } from "./freshDb.js";
import { timeCalls } from "./timing.js";

const PEOPLE = Number(process.env.BENCH_TRACK_PEOPLE ?? 10_000);
const TASKS = Number(process.env.BENCH_TRACK_TASKS ?? 50);

/** Starts a server on `db`, runs the publish measure, writes bench/tracks-results.json (one entry per database kind). */
export const tracksBench = async (db: Db, clientId: number) => {
  const config = { ...readConfig(process.env), port: 0, host: "127.0.0.1" };
  const scope = await Effect.runPromise(Scope.make());
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(db, config, "/nonexistent"), scope));
    const { port } = Context.get(context, HttpServer.HttpServer).address as { port: number };
    return await measure(db, `http://127.0.0.1:${port}`, clientId);
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void));
  }
};

const adminApi = async (base: string) => {
  const { key } = (await (await fetch(`${base}/api/authPublicKey`)).json()) as { key: string };
  const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(DEMO_PASSWORD)).toString("base64");
  const login = await fetch(`${base}/api/userAuthTokens`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login: "admin@demo.local", password }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const r = await fetch(base + p, {
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
  return Object.assign(<T = any>(p: string, body: unknown) => call<T>("POST", p, body), {
    get: <T = any>(p: string) => call<T>("GET", p), put: <T = any>(p: string, body: unknown) => call<T>("PUT", p, body),
  });
};

/**
 * PostgreSQL's CPU for this database so far (ms): its backends' user and system time from /proc (the server runs on
 * this machine in the bench; the clock ticks are 10 ms). Null on PGlite (in this process: process.cpuUsage counts it)
 * or when /proc cannot be read.
 */
const serverCpuMs = async (db: Db) => {
  if (db.kind !== "postgres") return null;
  const pids = await db.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database()");
  let ticks = 0;
  for (const { pid } of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
    if (stat === null) return null;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
};

const BUILDER_TASKS = Number(process.env.BENCH_BUILDER_TASKS ?? 300);

/**
 * The builder of a 300-task track (issue 15: loads in p99 ≤ 100 ms; reordering 300 positions ≤ 50 ms): its load as
 * the page makes it (the track's properties, then the tasks page by page), 50 times one after another, and the
 * reverse of its 300 positions saved 20 times, each with the version the previous one left.
 */
const builderMeasure = async (post: Awaited<ReturnType<typeof adminApi>>) => {
  const track = await post<{ id: number; version: number }>("/api/workflows", {
    folder_id: null, display_name: `Bench builder ${Date.now()}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 4,
  });
  for (let i = 0; i < BUILDER_TASKS; i++)
    await post("/api/manageWorkflowElement", {
      element: { workflow_id: track.id, title: `Step ${i + 1}`, workflow_element_type_id: 1, start_date_rel: i, end_date_rel: i + 1, content: { text: "Read this." } },
    });
  // The page's load: the track's properties, then its tasks page by page (the ids, for the reorder below).
  let ids: number[] = [];
  const load = async () => {
    await post.get(`/api/workflowProperties?library_file_id=${track.id}`);
    const seen: number[] = [];
    for (let last: number | null = null; ;) {
      const page: { items: Array<{ id: number }>; last_id: number | null } =
        await post.get(`/api/workflowElements?workflow_id=${track.id}${last ? `&last_id=${last}` : ""}`);
      seen.push(...page.items.map((e) => e.id));
      if (page.last_id === null || page.items.length === 0) break;
      last = page.last_id;
    }
    ids = seen;
  };
  const loads = await timeCalls(50, load);
  let version = (await post.get<{ version: number }>(`/api/workflowProperties?library_file_id=${track.id}`)).version;
  const reorders = await timeCalls(20, async () => {
    ids = [...ids].reverse();
    const saved = await post<{ version: number }>("/api/workflowElementPositionsManage", {
      workflow_id: track.id, workflow_element_positions: ids.map((id, index) => ({ id, index })), expectedVersion: version,
    });
    version = saved.version;
  });
  return {
    builder_tasks: ids.length, builder_load_p50_ms: round(loads.p50), builder_load_p99_ms: round(loads.p99), builder_load_cpu_ms: round(loads.cpu_ms),
    builder_load_target_ms: 100,
    reorder_p50_ms: round(reorders.p50), reorder_p99_ms: round(reorders.p99), reorder_cpu_ms: round(reorders.cpu_ms), reorder_target_ms: 50,
  };
};

/**
 * TASKS tasks, a day apart from five days before the start point: the first few are open (overdue, available) the day
 * people get the track. Every tenth and the second are the manager's (role 1), so a publish also tells managers of
 * their open tasks (trackNotices.ts), where the people have one (the standalone bench gives them one).
 */
const addTasks = async (post: Awaited<ReturnType<typeof adminApi>>, workflowId: number) => {
  for (let i = 0; i < TASKS; i++)
    await post("/api/manageWorkflowElement", {
      element: {
        workflow_id: workflowId, title: `Task ${i + 1}`, workflow_element_type_id: 1, start_date_rel: i - 5, end_date_rel: i - 3,
        content: { text: "Read this." }, ...(i % 10 === 0 || i === 1 ? { assigned_role_id: 1 } : {}),
      },
    });
};

const round = (ms: number) => Number(ms.toFixed(1));
const DYNAMIC_PEOPLE = Number(process.env.BENCH_DYNAMIC_PEOPLE ?? 10);

/**
 * A dynamic group's membership change reaching the tracks (issue 15: within 1 s for one person): a dynamic group on a
 * city nobody has, assigned a published track of TASKS tasks; then, one person after another, the person's city is
 * edited to it through the API and the clock runs until their user_tracks row is active and all their task rows
 * exist (read from the database every 5 ms: the projection applies it in the edit's transaction, so it is there
 * when the call returns). Then the same people move back out, timed until their open tasks are gone. Runs after the
 * publish, so the people already have the 10,000-person track and user_tasks holds its 500,000 rows.
 */
const dynamicMeasure = async (db: Db, post: Awaited<ReturnType<typeof adminApi>>, clientId: number, people: readonly number[]) => {
  const city = `Bench city ${Date.now()}`;
  const group = await post<{ id: number }>("/api/userGroups", {
    name: `Bench dynamic ${Date.now()}`, type: "dynamic", conditions: [{ field: "city", operator: "eq", values: [city] }],
  });
  const track = await post<{ id: number }>("/api/workflows", {
    folder_id: null, display_name: `Bench dynamic track ${Date.now()}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 7,
    workflow_checkpoint_custom_date: new Date().toISOString().slice(0, 10),
  });
  await addTasks(post, track.id);
  await post("/api/publishWorkflow", { library_file_id: track.id });
  await post("/api/batchEntitiesProfileProcessing",
    { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 4, source_object_id: track.id, target_object_ids: [group.id] });
  const tasksOf = async (userId: number) => (await db.query<{ n: number }>(
    `select count(k.id)::int as n from user_tracks ut
       left join user_tasks k on k.client_id = ut.client_id and k.user_id = ut.user_id and k.track_id = ut.workflow_id and k.completed_at is null
      where ut.client_id = $1 and ut.user_id = $2 and ut.workflow_id = $3 and ut.state = 'active'`, [clientId, userId, track.id]))[0].n;
  const until = async (userId: number, done: (n: number) => boolean) => {
    for (const t = performance.now(); !done(await tasksOf(userId));) {
      if (performance.now() - t > 10_000) throw new Error(`tracks bench: person ${userId} not in step with the dynamic group after 10 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const chosen = people.slice(0, DYNAMIC_PEOPLE);
  let k = 0;
  const enter = await timeCalls(chosen.length, async () => {
    const id = chosen[k++];
    await post.put(`/api/users/${id}`, { city });
    await until(id, (n) => n === TASKS);
  });
  k = 0;
  const leave = await timeCalls(chosen.length, async () => {
    const id = chosen[k++];
    await post.put(`/api/users/${id}`, { city: "Bench elsewhere" });
    await until(id, (n) => n === 0);
  });
  return {
    dynamic_people: chosen.length, dynamic_enter_p50_ms: round(enter.p50), dynamic_enter_max_ms: round(enter.max), dynamic_enter_cpu_ms: round(enter.cpu_ms),
    dynamic_leave_p50_ms: round(leave.p50), dynamic_leave_max_ms: round(leave.max), dynamic_leave_cpu_ms: round(leave.cpu_ms), dynamic_target_ms: 1000,
  };
};

const measure = async (db: Db, base: string, clientId: number) => {
  const post = await adminApi(base);
  const builder = await builderMeasure(post);
  console.log(`\ntracks: builder of ${builder.builder_tasks} tasks loads in p99 ${builder.builder_load_p99_ms} ms (target ≤ 100), `
    + `reordering them p99 ${builder.reorder_p99_ms} ms (target ≤ 50)`);
  const people = (await db.query<{ id: number }>(
    "select id from users where client_id = $1 and status_id = 1 and email like '%@bench.local' order by id limit $2", [clientId, PEOPLE])).map((r) => r.id);
  if (people.length < PEOPLE) throw new Error(`tracks bench: ${people.length} bench people, ${PEOPLE} needed`);
  const group = await post<{ id: number }>("/api/userGroups", { name: `Bench track group ${Date.now()}`, type: "static" });
  await post("/api/batchEntitiesProfileProcessing",
    { operation_name: "add_to_groups", source_entity_type_id: 4, target_entity_type_id: 3, source_object_id: group.id, target_object_ids: people });
  // a custom date as the start point: every person has it, so nobody waits and every task row is written
  const track = await post<{ id: number }>("/api/workflows", {
    folder_id: null, display_name: `Bench track ${Date.now()}`, workflow_type_id: 1, duration_type: "RELATION", workflow_checkpoint_id: 7,
    workflow_checkpoint_custom_date: new Date().toISOString().slice(0, 10),
  });
  await addTasks(post, track.id);
  await post("/api/batchEntitiesProfileProcessing",
    { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 4, source_object_id: track.id, target_object_ids: [group.id] });
  await db.query("analyze");
  (globalThis as { gc?: () => void }).gc?.();

  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  const cpu0 = process.cpuUsage();
  const dbCpu0 = await serverCpuMs(db);
  const t0 = performance.now();
  await post("/api/publishWorkflow", { library_file_id: track.id });
  const publishMs = performance.now() - t0;
  await runPublishJobs(db);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  const cpu = process.cpuUsage(cpu0);
  const dbCpu = await serverCpuMs(db);
  const dynamic = await dynamicMeasure(db, post, clientId, people);
  console.log(`tracks: a dynamic group's change reaches one person's tracks in p50 ${dynamic.dynamic_enter_p50_ms} ms, max ${dynamic.dynamic_enter_max_ms} ms`
    + ` (leaving: p50 ${dynamic.dynamic_leave_p50_ms}, max ${dynamic.dynamic_leave_max_ms}; ${dynamic.dynamic_people} people; target ≤ 1000)`);
  const [{ rows }] = await db.query<{ rows: number }>("select count(*)::int as rows from user_tasks where client_id = $1 and track_id = $2", [clientId, track.id]);
  const [job] = await db.query<{ state: string }>("select state from workflow_publish_jobs where workflow_id = $1 order by id desc limit 1", [track.id]);
  const results = {
    at: new Date().toISOString(), load_average: os.loadavg(), people: PEOPLE, tasks: TASKS, task_rows: rows, job_state: job?.state ?? "inline",
    ...builder, publish_call_ms: Math.round(publishMs), seconds: Number(seconds.toFixed(1)), rss_growth_mb: Number(((peak - rss0) / 1024 / 1024).toFixed(1)),
    publish_process_cpu_s: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
    ...(dbCpu0 === null || dbCpu === null ? {} : { publish_postgres_cpu_s: Number(((dbCpu - dbCpu0) / 1000).toFixed(1)) }),
    target_seconds: 15, target_rss_growth_mb: 100, ...dynamic,
  };
  console.log(`\ntracks: publish to ${PEOPLE} people × ${TASKS} tasks (${rows} task rows, ${db.kind}): ${results.seconds} s (call ${results.publish_call_ms} ms),`
    + ` RSS growth ${results.rss_growth_mb} MB (targets ≤ 15 s, < 100 MB; load average ${results.load_average.map((l) => l.toFixed(1)).join(" ")})`);
  const file = path.resolve("bench", "tracks-results.json");
  const previous = JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
  await writeFile(file, `${JSON.stringify({ ...previous, [db.kind]: results }, null, 2)}\n`);
  return results;
};


if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { db, cleanup } = await freshBenchDb("tracks");
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id }] = await db.query<{ id: number }>("select id from clients where is_default");
    // every 50th person manages the next 49: the track's manager tasks have doers to tell (trackNotices.ts)
    await bulkCreateUsers(db, id, PEOPLE, await hashPassword("Bench-2026!"), {
      onBatch: (n) => process.stdout.write(`\rtracks: seeding people ${n}/${PEOPLE}`),
      profile: (i, idOf) => (i % 50 === 0 ? {} : { manager_id: idOf(i - (i % 50)) }),
    });
    await tracksBench(db, id);
  } finally {
    await cleanup();
  }
}
