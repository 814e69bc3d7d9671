// npm run bench: seeds a fresh database with 100k users (each with a position, unit, organisation and, past the
// first 1,000, a manager, so list rows carry their labels as in production), starts the server in-process and drives the key
// endpoints with autocannon (in a child process, so it does not share the server's thread), beside the same SQL
// timed straight through the driver. Prints a table and writes bench/results.json.
// Env: BENCH_DATABASE_URL (PostgreSQL; default a temporary PGlite, in a worker thread as the server runs it;
// BENCH_PGLITE_THREAD=main keeps it in the server's thread, for comparison), BENCH_USERS, BENCH_DURATION,
// BENCH_CONNECTIONS; BENCH_USERS_HEAVY=0 skips the users export and import; BENCH_TRACKS=0 the tracks publish (bench/tracks.ts);
// BENCH_COURSES=0 the SCORM commits, the 200 MB package import and the 10k-course catalogue (bench/courses.ts).
// BENCH_HOME=0 the dashboard, unread count and live notifications (bench/home.ts). BENCH_LEARNING=0 the learning page,
// timeline, form save, my-tasks and the dates job over 1M task rows (bench/learning.ts).
import { execFile, spawn } from "node:child_process";
import { constants, publicEncrypt } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpServer } from "effect/http";
import { USER_SQL } from "../server/areas/auth/login.js";
import { declareEvents } from "../server/events/upcasters.js";
import { SESSION_DATA_SQL } from "../server/areas/auth/sessionData.js";
import { BRANDING_BY_HOST_SQL } from "../server/areas/clients/queries.js";
import "../server/areas/manifests.js";
import { SESSION_SQL } from "../server/auth/authorization.js";
import { hashPassword } from "../server/auth/passwords.js";
import { readConfig } from "../server/config.js";
import { migrate } from "../server/db/migrate.js";
import { openPglite } from "../server/db/pglite.js";
import { openPgliteInWorker } from "../server/db/pgliteWorker.js";
import { openScratchPostgres } from "../server/db/scratch.js";
import type { Db } from "../server/db/types.js";
import { rawSql as driverRaw } from "./bench/cannon.js";
import { floorServer } from "./bench/floor.js";
import { compareRatios, formatComparison } from "./bench/compare.js";
import { serverLayer } from "../server/http/app.js";
import { bulkCreateUsers } from "../server/seed/bulk.js";
import { seedDemo } from "../server/seed/demo.js";

// The raw-SQL baseline of sign-in appends a 'bench' event: declared, so a rebuild of a bench database reads it.
declareEvents(["bench"]);

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PASSWORD = "Bench-2026!";
const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

interface Fresh {
  readonly db: Db;
  readonly label: string;
  /** How a server process opens the same database: PGlite's DATA_DIR (once this process has closed it) or a URL. */
  readonly where: { url: string } | { dataDir: string };
  readonly cleanup: () => Promise<void>;
}

const openFresh = async (): Promise<Fresh> => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(path.join(tmpdir(), "stride-bench-"));
    const inMain = process.env.BENCH_PGLITE_THREAD === "main";
    const db = await (inMain ? openPglite : openPgliteInWorker)(path.join(dir, "pglite"));
    let closed = false;
    const close = async () => {
      if (!closed) await db.close();
      closed = true;
    };
    return {
      db: { ...db, close }, label: inMain ? "pglite-main-thread" : "pglite", where: { dataDir: dir },
      cleanup: async () => { await close(); await rm(dir, { recursive: true, force: true }); },
    };
  }
  // The pool the server would open (DATABASE_POOL_SIZE), so the figures are the product's as configured.
  const { db, url: scratchUrl, drop } = await openScratchPostgres(url, "stride_bench", readConfig(process.env).databasePoolSize);
  return { db, label: "postgres", where: { url: scratchUrl }, cleanup: drop };
};

/** Throughput, latency (ms), failures, and the server process's own CPU per request (µs): contention-free cost. */
interface Measure { rps: number; p50: number; p99: number; errors: number; cpuUs: number }

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** autocannon in a child process (`bodies`: one per request in turn, bench/rotating.ts); latencies in ms. */
const cannon = async (url: string, o: { method?: string; headers?: Record<string, string>; body?: string; bodies?: readonly string[]; duration: number }) => {
  const args = [autocannonBin, "-j", "-c", String(CONNECTIONS), "-d", String(o.duration), "-m", o.method ?? "GET"];
  for (const [k, v] of Object.entries(o.headers ?? {})) args.push("-H", `${k}=${v}`);
  if (o.body) args.push("-b", o.body);
  args.push(url);
  const cpu = cpuNow();
  const stdout = o.bodies ? await rotating(url, o as Parameters<typeof rotating>[1]) : (await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 })).stdout;
  const r = JSON.parse(stdout.trim().split("\n").pop()!);
  return {
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx,
    cpuUs: (cpuNow() - cpu) / Math.max(1, r.requests.total),
  } as Measure;
};

/** A section of the committed results, marked with the run it came from (null when it has none). */
const keptFrom = (committed: Record<string, any> | null, key: string) => {
  const section = committed?.[key];
  return section ? { ...section, measured_at: section.measured_at ?? committed?.at } : null;
};

/** The endpoint's HTTP floor (bench/floor.ts): its SQL and its answer's bytes behind a bare node:http server. */
const floorOf = async (url: string, s: { http: { method?: string; headers?: Record<string, string>; body?: string; bodies?: readonly string[] }; sql: () => Promise<void> }) => {
  const answer = await (await fetch(url, { method: s.http.method ?? "GET", headers: s.http.headers, body: s.http.body ?? s.http.bodies?.[0] })).text();
  const floor = await floorServer(s.sql, answer);
  try {
    return await cannon(floor.url, { ...s.http, duration: Math.max(3, DURATION / 2) });
  } finally {
    await floor.close();
  }
};

/** bench/rotating.ts in a child process: autocannon with the bodies in turn; its JSON result. */
const rotating = (url: string, o: { method?: string; headers?: Record<string, string>; bodies: readonly string[]; duration: number }) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./bench/rotating.ts", import.meta.url))], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => { out += d; });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`rotating load exited with ${code}`))));
    child.stdin.end(JSON.stringify({ url, connections: CONNECTIONS, duration: o.duration, method: o.method ?? "GET", headers: o.headers ?? {}, bodies: o.bodies }));
  });

/** The same SQL, straight through the driver, with the same number of concurrent callers. */
const rawSql = async (seconds: number, op: () => Promise<unknown>): Promise<Measure> => {
  const r = await driverRaw(seconds, CONNECTIONS, op);
  return { rps: r.ops, p50: r.p50_ms, p99: r.p99_ms, errors: r.errors, cpuUs: r.cpu_us };
};

const main = async () => {
  const { db, label, where, cleanup } = await openFresh();
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id: demo }] = await db.query<{ id: number }>("select id from clients where is_default");
    // The server runs before the users are seeded: the catalogue they refer to is created through its API.
    const config = { ...readConfig(process.env), port: 0, host: "127.0.0.1" };
    const scope = await Effect.runPromise(Scope.make());
    const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(db, config, "/nonexistent"), scope));
    const { port } = Context.get(context, HttpServer.HttpServer).address as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const { seedUserCatalogue, benchProfile } = await import("./bench/users.js");
    const refs = await seedUserCatalogue(base);

    const seedStart = performance.now();
    const hash = await hashPassword(PASSWORD);
    await bulkCreateUsers(db, demo, USERS, hash, {
      profile: benchProfile(refs),
      onBatch: (done) => process.stdout.write(`\rseeding users through events: ${done}/${USERS}`),
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(`\nseeded ${USERS} users in ${seedSeconds.toFixed(1)} s (${label})`);
    // Settled as a database is between bursts of writes: otherwise autovacuum visits the freshly written tables
    // while the first endpoints are measured, and takes a core from them.
    await db.query("vacuum analyze");
    // PGlite seeds in this thread, so the server's keep-alive timers could not fire meanwhile: let them close the
    // catalogue requests' idle sockets now, or the next fetch may reuse one as it closes (ECONNRESET).
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const { key } = (await (await fetch(`${base}/api/authPublicKey`)).json()) as { key: string };
    const cipher = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(PASSWORD)).toString("base64");
    const login = `user${Math.floor(USERS / 2)}@bench.local`;
    const loginBody = JSON.stringify({ login, password: cipher });
    const tokenRes = await fetch(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: loginBody });
    const { token } = (await tokenRes.json()) as { token: string };
    const [me] = await db.query("select id from users where email = $1", [login]);
    // The sign-in bench's people: 2,000 of the bench users, none of them the one signed in above.
    const signIns = Array.from({ length: Math.min(2000, Math.floor(USERS / 4)) }, (_, i) => `user${i + 1}@bench.local`);
    let rawSignIn = 0;
    const [session] = await db.query("select id from sessions where user_id = $1", [me.id]);

    interface Scenario {
      readonly name: string;
      readonly path: string;
      readonly http: { method?: string; headers?: Record<string, string>; body?: string; bodies?: readonly string[] };
      readonly sql: () => Promise<void>;
    }
    const scenarios: Scenario[] = [
      {
        // Many people, each signing in as themselves in turn (bench/rotating.ts): one login signed in by 20 callers at
        // once is the lockout's case, refused with 429 by design (issue 13).
        name: "POST /api/userAuthTokens",
        http: { method: "POST", headers: { "content-type": "application/json" }, bodies: signIns.map((l) => JSON.stringify({ login: l, password: cipher })) },
        path: "/api/userAuthTokens",
        sql: async () => {
          const [u] = await db.query(USER_SQL, [signIns[rawSignIn++ % signIns.length]]);
          await db.transaction(async (tx) => {
            const [{ id }] = await tx.query("select nextval('session_ids')::int as id");
            await tx.query("select coalesce(max(version), 0)::int as v from events where stream_type = 'benchSession' and stream_id = $1", [String(id)]);
            const data = JSON.stringify({ session_id: id, user_id: u.id });
            await tx.query("insert into events (client_id, stream_type, stream_id, version, type, data, meta) values ($1, 'benchSession', $2, 1, 'bench', $3, '{}')",
              [u.client_id, String(id), data]);
            await tx.query("insert into sessions (id, user_id, client_id, refresh_hash, expires_at, created_at) values ($1, $2, $3, $4, now(), now())",
              [id, u.id, u.client_id, `bench-${id}`]);
            await tx.query("insert into refresh_tokens (hash, session_id, created_at) values ($1, $2, now())", [`bench-${id}`, id]);
          });
        },
      },
      {
        name: "GET /api/getSessionData",
        http: { headers: { authorization: `Bearer ${token}` } },
        path: "/api/getSessionData",
        // Per request the endpoint runs SESSION_DATA_SQL; the session check (SESSION_SQL) is cached for
        // SESSION_CACHE_MS, so it runs about once a second here. Set SESSION_CACHE_MS=0 to measure without.
        sql: async () => {
          if (config.sessionCacheMs <= 0) await db.query(SESSION_SQL, [session.id]);
          await db.query(SESSION_DATA_SQL, [me.id]);
        },
      },
      {
        name: "GET /api/domainBranding",
        http: {},
        path: "/api/domainBranding?host=localhost",
        sql: async () => {
          await db.query(BRANDING_BY_HOST_SQL, ["localhost"]);
        },
      },
    ];

    if (process.env.BENCH_DEVPLANS !== "0") scenarios.push(...(await (await import("./bench/devPlans.js")).devPlanScenarios(db, base, demo)));
    const usersBench = process.env.BENCH_USERS_LISTS !== "0" ? await import("./bench/users.js") : null;
    if (usersBench) scenarios.push(...(await usersBench.userScenarios(db, base, demo)));
    const results = [];
    for (const s of scenarios) {
      // The seeding's garbage is collected before each endpoint (npm run bench exposes gc): otherwise a major
      // collection of the 100k users' events lands in whichever endpoint is measured next, in its p99.
      (globalThis as { gc?: () => void }).gc?.();
      process.stdout.write(`${s.name}: warming up… `);
      await cannon(base + s.path, { ...s.http, duration: 2 });
      process.stdout.write("measuring… ");
      const endpoint = await cannon(base + s.path, { ...s.http, duration: DURATION });
      process.stdout.write("raw SQL… ");
      const raw = await rawSql(Math.max(3, DURATION / 2), s.sql);
      process.stdout.write("HTTP floor… ");
      const floor = await floorOf(base + s.path, s);
      console.log("done");
      results.push({
        endpoint: s.name, http: endpoint, sql: raw, ratio: raw.rps / Math.max(endpoint.rps, 1e-9),
        floor, floor_ratio: raw.rps / Math.max(floor.rps, 1e-9),
      });
    }
    if (usersBench) await usersBench.explainUserLists(db, demo);
    const usersHeavy = usersBench && process.env.BENCH_USERS_HEAVY !== "0" ? await usersBench.usersHeavyBench(base) : null;
    await Effect.runPromise(Scope.close(scope, Exit.void));
    if (process.env.BENCH_LIBRARY !== "0") await (await import("./bench/library.js")).libraryBench(db, demo);
    if (process.env.BENCH_TRACKS !== "0") await (await import("./bench/tracks.js")).tracksBench(db, demo);
    if (process.env.BENCH_HOME !== "0") await (await import("./bench/home.js")).homeBench(db, demo, "url" in where ? where.url : null);
    if (process.env.BENCH_LEARNING !== "0") await (await import("./bench/learning.js")).learningBench(db, demo);
    if (process.env.BENCH_CERTIFICATES !== "0") await (await import("./bench/certificates.js")).certificatesBench();
    if (process.env.BENCH_COURSES !== "0") await (await import("./bench/courses.js")).coursesBench(db, demo);
    let exportServer = null;
    if (usersBench && process.env.BENCH_EXPORT_SERVER !== "0") {
      // PGlite admits one process: this one lets go of it for the server's.
      if ("dataDir" in where) await db.close();
      exportServer = await (await import("./bench/exportMemory.js")).exportInFreshServer(where);
      console.log(`users export in a fresh server process: ${exportServer.seconds} s, RSS ${exportServer.rss_before_mb} → peak ${exportServer.rss_peak_sampled_mb} MB (high-water ${exportServer.rss_high_water_mb} MB)`);
    }

    const f = (n: number, d = 0) => n.toFixed(d).padStart(9);
    console.log(`\nStride bench: ${label}, ${USERS} users, ${CONNECTIONS} connections, ${DURATION} s per endpoint\n`);
    console.log("endpoint                     |    req/s   p50 ms   p99 ms   errors   CPU µs | SQL ops/s   p50 ms   p99 ms   CPU µs | SQL/endpoint  CPU ratio | floor req/s  SQL/floor");
    console.log("-----------------------------+---------------------------------------------+--------------------------------------+-------------------------+-----------------------");
    for (const r of results) {
      console.log(`${r.endpoint.padEnd(28)} |${f(r.http.rps)}${f(r.http.p50, 1)}${f(r.http.p99, 1)}${f(r.http.errors)}${f(r.http.cpuUs)} |${f(r.sql.rps)}${f(r.sql.p50, 2)}${f(r.sql.p99, 2)}${f(r.sql.cpuUs)} | ${r.ratio.toFixed(2).padStart(10)}×${(r.http.cpuUs / Math.max(1, r.sql.cpuUs)).toFixed(2).padStart(10)}× | ${f(r.floor.rps)}  ${r.floor_ratio.toFixed(2).padStart(8)}×`);
    }
    console.log("\nSQL/endpoint: raw SQL ops/s over endpoint req/s (the load generator shares the 2 cores with the server).");
    console.log("floor: the same SQL and answer behind a bare node:http server (bench/floor.ts); SQL/floor is the least ratio any HTTP server gets here.");
    console.log("CPU µs: this process's CPU per request; with PGlite it includes the database, with PostgreSQL it does not.");
    const file = path.resolve("bench", label === "pglite" ? "results.json" : `results-${label}.json`);
    const committed = await readFile(file, "utf8").then((t) => JSON.parse(t), () => null);
    const out = {
      at: new Date().toISOString(), database: label, users: USERS, connections: CONNECTIONS, duration_seconds: DURATION,
      seed_seconds: Number(seedSeconds.toFixed(1)), node: process.version, results,
      // A run that skipped these (BENCH_USERS_HEAVY=0, BENCH_EXPORT_SERVER=0) keeps the committed run's, with its date.
      users_heavy: usersHeavy ?? keptFrom(committed, "users_heavy"), export_server: exportServer ?? keptFrom(committed, "export_server"),
      targets: { key_reads_rps: 2000, p99_ms: 50, endpoint_vs_sql: 1.3 },
    };
    console.log(`\n${formatComparison(compareRatios(results, committed?.results ?? []), committed?.at).join("\n")}`);
    await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await cleanup();
  }
};

await main();
