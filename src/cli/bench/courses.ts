// Courses and SCORM bench (npm run bench; BENCH_COURSES=0 skips it; standalone: `npx tsx src/cli/bench/courses.ts`),
// issue 17's speed targets, everything through the real HTTP endpoints of a server started in-process:
// - SCORM commits: BENCH_SCORM_LEARNERS (200) learners, each signed in with their own session and attempt, commit
//   realistic SCORM 2004 CMI data (location, 2 KB of suspend data, score, progress, a growing list of interactions)
//   every 5 s for BENCH_SCORM_SECONDS (30) through POST /api/scorm/commit; target p99 ≤ 30 ms.
// - Importing a BENCH_SCORM_UPLOAD_MB (200) MB SCORM package: a valid package (manifest, launch page, incompressible
//   filler files) made in a temp dir and streamed to fileStorageUploader with purpose=scorm; this process's RSS is
//   sampled every 50 ms (the server runs here); target growth < 64 MB.
// - A catalogue of BENCH_COURSES_COUNT (10,000) published courses: one course made through the API (catalogue,
//   course, module, activate, publish), the rest written as the same facts in multi-row batches (appendBatch: one
//   insert of events per batch, then the projection); the learner's catalogue and the administrator's course list
//   paged through (last_id) over HTTP; target p99 ≤ 50 ms. EXPLAIN ANALYZE of both queries is recorded.
// The commits and the pages are sent by a process of its own (load.ts), commits paced on a fixed schedule (40 a second
// for 200 learners); around each run the server's cost per request is read, which the machine's load does not change
// much: statements (metered.ts), this process's CPU (the server's alone) and PostgreSQL's active time; the load
// average is recorded beside each p99. BENCH_TRACE=1 prints the statements by their total time; BENCH_SCORM_UPLOAD_MB=0
// leaves the import out.
// Prints the figures and writes bench/courses-results.json (one entry per database kind) with the load average.
import { constants, publicEncrypt, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ZipArchive } from "archiver";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpServer } from "effect/http";
import "../../server/areas/manifests.js";
import { hashPassword } from "../../server/auth/passwords.js";
import { readConfig } from "../../server/config.js";
import { migrate } from "../../server/db/migrate.js";
import type { Db } from "../../server/db/types.js";
import { appendBatch } from "../../server/events/store.js";
import { serverLayer } from "../../server/http/app.js";
import { bulkCreateUsers } from "../../server/seed/bulk.js";
import { DEMO_PASSWORD, seedDemo } from "../../server/seed/demo.js";
import { freshBenchDb } from "./freshDb.js";
import { cmiValues, type PacedJob, type PagesJob, runLoad } from "./load.js";
import { type Meter, meter, type Reading, since } from "./metered.js";
import { timeCalls } from "./timing.js";
import { streamedUpload } from "./upload.js";

const LEARNERS = Number(process.env.BENCH_SCORM_LEARNERS ?? 200);
const COMMIT_SECONDS = Number(process.env.BENCH_SCORM_SECONDS ?? 30);
const COMMIT_EVERY_MS = 5000;
const UPLOAD_MB = Number(process.env.BENCH_SCORM_UPLOAD_MB ?? 200);
const COURSES = Number(process.env.BENCH_COURSES_COUNT ?? 10_000);
const PACKAGE = "/work/shared/fixtures/scorm/RuntimeBasicCalls_SCORM20043rdEdition.zip";
const TARGETS = { commit_p99_ms: 30, upload_rss_growth_mb: 64, catalogue_p99_ms: 50 };

/** Starts a server on `db` with files in a temp DATA_DIR, runs the three measures, writes bench/courses-results.json. */
export const coursesBench = async (db: Db, clientId: number) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "stride-bench-courses-"));
  const config = { ...readConfig(process.env), port: 0, host: "127.0.0.1", dataDir, s3: undefined };
  const scope = await Effect.runPromise(Scope.make());
  try {
    const metered = meter(db);
    const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(metered.db, config, "/nonexistent"), scope));
    const { port } = Context.get(context, HttpServer.HttpServer).address as { port: number };
    return await measure(db, metered, `http://127.0.0.1:${port}`, clientId, dataDir);
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void));
    await rm(dataDir, { recursive: true, force: true });
  }
};

const signIn = async (base: string, login: string, password: string) => {
  const { key } = (await (await fetch(`${base}/api/authPublicKey`)).json()) as { key: string };
  const cipher = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(password)).toString("base64");
  const r = await fetch(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login, password: cipher }) });
  if (r.status !== 200) throw new Error(`sign-in ${login}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
};

const client = (base: string, token: string) => {
  const call = async <T = any>(method: string, p: string, body?: unknown): Promise<T> => {
    const r = await fetch(base + p, {
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (r.status !== 200) throw new Error(`${method} ${p}: ${r.status} ${(await r.text()).slice(0, 300)}`);
    return (await r.json()) as T;
  };
  return { post: <T = any>(p: string, body: unknown) => call<T>("POST", p, body), get: <T = any>(p: string) => call<T>("GET", p) };
};

/** A SCORM upload (purpose=scorm) of a file on disk, streamed; samples this process's RSS meanwhile. */
const streamUpload = (base: string, token: string, file: string, name: string) =>
  streamedUpload(base, token, { purpose: "scorm" }, { name, type: "application/zip" }, (req, end, fail) => {
    const src = createReadStream(file, { highWaterMark: 64 * 1024 });
    src.on("error", fail);
    src.on("end", end);
    src.pipe(req, { end: false });
  });

/** A valid SCORM 2004 package of about `mb` MB: a manifest, a launch page and incompressible filler files, stored. */
const makeBigPackage = async (dir: string, mb: number) => {
  const file = path.join(dir, "big-scorm.zip");
  const fillers = Math.max(1, Math.ceil(mb / 4));
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="bench.big" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Bench ${mb} MB</title>
    <item identifier="item" identifierref="res"><title>Big</title></item></organization></organizations>
  <resources><resource identifier="res" type="webcontent" adlcp:scormType="sco" href="index.html"><file href="index.html"/>
${Array.from({ length: fillers }, (_, i) => `    <file href="media/filler-${i}.bin"/>`).join("\n")}
  </resource></resources>
</manifest>`;
  const archive = new ZipArchive({ store: true });
  const out = createWriteStream(file);
  const done = new Promise<void>((resolve, reject) => { out.on("close", resolve); archive.on("error", reject); out.on("error", reject); });
  archive.pipe(out);
  archive.append(manifest, { name: "imsmanifest.xml" });
  archive.append("<!doctype html><html><head><title>Big</title></head><body><p>Big package</p></body></html>", { name: "index.html" });
  // Each filler is 4 MB of random bytes (no compression would shrink it), appended one after another.
  for (let i = 0; i < fillers; i++) archive.append(randomBytes(Math.min(4, mb - i * 4) * 1024 * 1024), { name: `media/filler-${i}.bin` });
  await archive.finalize();
  await done;
  return file;
};

const quantiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
  return { n: s.length, p50: q(0.5), p99: q(0.99), max: s.at(-1) ?? Number.NaN };
};

const scormCommits = async (db: Db, metered: Meter, base: string, clientId: number, admin: ReturnType<typeof client>, adminToken: string) => {
  const up = await streamUpload(base, adminToken, PACKAGE, "RuntimeBasicCalls_SCORM20043rdEdition.zip");
  if (up.status !== 200) throw new Error(`package upload: ${up.status} ${up.body}`);
  const [file] = JSON.parse(up.body) as { id: number }[];
  const { scorm_package_id: packageId } = await admin.get<{ scorm_package_id: string }>(`/api/scormPackageUrl?library_file_id=${file.id}`);
  // The learners: employees of the client (role 9, the learning section), one shared password hash (see bulk.ts).
  await bulkCreateUsers(db, clientId, LEARNERS, await hashPassword(DEMO_PASSWORD), { email: (i) => `learner${i}@bench.local` });
  const learners: { api: ReturnType<typeof client>; token: string; attempt: number; item: string }[] = [];
  for (let start = 0; start < LEARNERS; start += 4) {
    learners.push(...(await Promise.all(Array.from({ length: Math.min(4, LEARNERS - start) }, async (_, k) => {
      const token = await signIn(base, `learner${start + k}@bench.local`, DEMO_PASSWORD);
      const api = client(base, token);
      const l = await api.post<{ attempt_id: number; package: { items: { identifier: string; href: string | null }[] } }>("/api/scorm/launch", { scorm_package_id: packageId });
      return { api, token, attempt: l.attempt_id, item: l.package.items.find((i) => i.href)!.identifier };
    }))));
    process.stdout.write(`\rscorm: ${learners.length}/${LEARNERS} learners signed in with an attempt`);
  }
  console.log("");
  const suspend = randomBytes(1500).toString("base64").slice(0, 2000);
  // One learner's commits one after another: the commit's own time, without the others queueing beside it.
  const one = learners[0];
  let k = 0;
  const alone = await timeCalls(100, () => one.api.post("/api/scorm/commit", { attempt_id: one.attempt, item: one.item, terminate: false, values: cmiValues(++k, suspend) }));
  const job: PacedJob = {
    kind: "paced", base, seconds: COMMIT_SECONDS, everyMs: COMMIT_EVERY_MS, suspend,
    // each learner's session goes on where the commits one after another left it (the first learner's)
    learners: learners.map((l) => ({ token: l.token, attempt: l.attempt, item: l.item })),
  };
  const { result, cost, load } = await metredLoad(db, metered, job);
  const [{ n: stored }] = await db.query<{ n: number }>("select count(*)::int as n from events where type = 'scorm.attempt.committed'");
  return {
    learners: LEARNERS, seconds: COMMIT_SECONDS, every_ms: COMMIT_EVERY_MS, one_after_another: alone, ...quantiles(result.latencies),
    errors: result.errors, stored_commit_facts: stored, commits_per_second: result.sent / COMMIT_SECONDS, schedule_lateness_p99_ms: result.lateness_p99_ms,
    ...cost, load_process_cpu_ms_per_commit: result.client_cpu_ms / Math.max(1, result.sent), load_average: load, target_p99_ms: TARGETS.commit_p99_ms,
  };
};

/** Settles PostgreSQL's statistics: a backend reports its active time at most every second, an idle one within 10 s. */
const settle = (db: Db) => (db.kind === "postgres" ? new Promise((r) => setTimeout(r, 11_000)) : Promise.resolve());

/**
 * A load run in its own process, the server's cost per request read around it: statements, the database's active
 * time, and this process's CPU (the server alone: the load's client is elsewhere). The load average is recorded beside.
 */
const metredLoad = async (db: Db, metered: Meter, job: PacedJob | PagesJob) => {
  await settle(db);
  const before: Reading = await metered.read();
  const loadBefore = os.loadavg();
  const result = await runLoad(job);
  const cpuAfter = process.cpuUsage();
  const loadAfter = os.loadavg();
  await settle(db);
  const after = { ...(await metered.read()), cpu: cpuAfter };
  return { result, cost: since(before, after, result.sent), load: { before: loadBefore, after: loadAfter } };
};

const bigImport = async (base: string, adminToken: string, dir: string) => {
  const file = await makeBigPackage(dir, UPLOAD_MB);
  const size = (await stat(file)).size;
  (globalThis as { gc?: () => void }).gc?.();
  const up = await streamUpload(base, adminToken, file, "big-scorm.zip");
  await rm(file, { force: true });
  return { mb: UPLOAD_MB, zip_bytes: size, status: up.status, refused: up.status === 200 ? null : up.body.slice(0, 300), seconds: up.seconds, rss_growth_mb: up.rssGrowthMb, target_rss_growth_mb: TARGETS.upload_rss_growth_mb };
};

/** A realistic description, different for each course (rendering it is most of a catalogue page's cost). */
const description = (i: number) => `**Course ${i}** teaches the basics of information security: passwords, phishing and *safe* browsing.

You will learn:

- to spot a phishing mail
- to keep passwords in a manager
- to report an incident (see [the policy](https://example.com/policy/${i}))`;

/** One course made through the API, then COURSES - 1 more written as the same facts in batches of events. */
const seedCourses = async (db: Db, admin: ReturnType<typeof client>, clientId: number) => {
  const catalog = await admin.post<{ id: number }>("/api/courseCatalogs", { name: "Bench catalogue", description: "", group_ids: [], user_ids: [], self_enrol: true });
  const course = await admin.post<{ id: number }>("/api/courseEditor", {
    title: "Bench course 0", description: description(0), cover_file_id: null, category_id: null, level: "", format: "",
    average_minutes: 30, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [catalog.id],
  });
  await admin.post(`/api/courseEditor/${course.id}/modules`, { title: "Module 1" });
  await admin.post(`/api/courseEditor/${course.id}/state`, { command: "activate" });
  await admin.post(`/api/courseEditor/${course.id}/state`, { command: "publish" });
  const template = await db.query<{ stream_type: string; version: number; type: string; data: Record<string, any>; meta: Record<string, unknown> }>(
    "select stream_type, version, type, data, meta from events where stream_type in ('courseContent', 'course') and stream_id = $1 order by position", [String(course.id)]);
  const t0 = performance.now();
  const BATCH = 1000;
  for (let done = 1; done < COURSES; done += BATCH) {
    const n = Math.min(BATCH, COURSES - done);
    await db.transaction(async (tx) => {
      const ids = (await tx.query<{ id: number }>("select nextval('course_ids')::int as id from generate_series(1, $1)", [n])).map((r) => r.id);
      const moduleIds = (await tx.query<{ id: number }>("select nextval('course_module_ids')::int as id from generate_series(1, $1)", [n])).map((r) => r.id);
      // Grouped by fact, in the template's order, so the projection applies each run of one type together.
      const events = template.flatMap((e) => ids.map((id, k) => ({
        stream: { type: e.stream_type, id }, version: e.version, type: e.type, meta: e.meta as never,
        data: e.type === "courseContent.created" ? { ...e.data, id, title: `Bench course ${done + k}`, description: description(done + k) }
          : e.type === "courseContent.moduleAdded" ? { ...e.data, id: moduleIds[k] } : e.data,
      })));
      await appendBatch(tx, clientId, events, { actor: "system" });
    });
    process.stdout.write(`\rcourses: seeded ${Math.min(COURSES, done + n)}/${COURSES}`);
  }
  console.log("");
  await db.query("analyze");
  return { catalog: catalog.id, seed_seconds: (performance.now() - t0) / 1000 };
};

/** Pages through a list by last_id (`pages` pages, from the start again at its end) from the load process. */
const pageThrough = async (db: Db, metered: Meter, base: string, token: string, listPath: string, pages: number) => {
  const { result, cost, load } = await metredLoad(db, metered, { kind: "pages", base, token, path: listPath, pages });
  const { p50, p99 } = quantiles(result.latencies);
  return { p50, p99, pages: result.sent, rows_per_page: result.rows / Math.max(1, result.sent), ...cost, load_average: load };
};

const explainLists = async (db: Db, clientId: number, learnerId: number) => {
  const { catalogCourses, courses } = await import("../../server/areas/courses/queries.js");
  const plans: Record<string, string[]> = {};
  // The queries the endpoints run, caught as they are sent: EXPLAIN ANALYZE of each, on its first page.
  const capture = (name: string, run: (sql: Db) => Promise<unknown>) =>
    run({ ...db, query: async (text: string, params?: unknown[]) => {
      const rows = await db.query<Record<string, string>>(`explain (analyze, buffers) ${text}`, params);
      plans[name] = rows.map((r) => Object.values(r)[0]);
      return [] as never;
    } } as Db);
  await capture("learner catalogue", (sql) => catalogCourses(sql, { clientId, userId: learnerId } as never, {}));
  await capture("admin course list", (sql) => courses(sql, clientId, {}));
  return plans;
};

/** A request's cost in the printed summary. */
const cost = (c: { statements_per_request: number; db_active_ms_per_request: number | null; server_cpu_ms_per_request: number }) =>
  `${c.statements_per_request.toFixed(1)} statements, ${c.server_cpu_ms_per_request.toFixed(2)} ms server CPU`
  + (c.db_active_ms_per_request === null ? "" : `, ${c.db_active_ms_per_request.toFixed(2)} ms DB active`);

const measure = async (db: Db, metered: Meter, base: string, clientId: number, dataDir: string) => {
  const adminToken = await signIn(base, "admin@demo.local", DEMO_PASSWORD);
  const admin = client(base, adminToken);
  const results: Record<string, unknown> = { at: new Date().toISOString(), database: db.kind };
  const f = (n: number) => n.toFixed(1);

  const seeded = await seedCourses(db, admin, clientId);
  const learnerToken = await signIn(base, "employee@demo.local", DEMO_PASSWORD);
  const learner = client(base, learnerToken);
  const [{ id: learnerId }] = await db.query<{ id: number }>("select id from users where lower(email) = 'employee@demo.local'");
  for (let i = 0; i < 5; i++) await learner.post("/api/catalogCourses", {}); // warm
  results.load_before_catalogue = os.loadavg();
  // The whole catalogue paged through once (each page's descriptions rendered for the first time), then again.
  const pagesOf = Math.ceil(COURSES / 30);
  const catalogue = await pageThrough(db, metered, base, learnerToken, "/api/catalogCourses", pagesOf);
  const catalogueAgain = await pageThrough(db, metered, base, learnerToken, "/api/catalogCourses", pagesOf);
  const adminList = await pageThrough(db, metered, base, adminToken, "/api/coursesList", pagesOf);
  results.catalogue = {
    courses: COURSES, seed_seconds: seeded.seed_seconds, learner_first_pass: catalogue, learner_second_pass: catalogueAgain, admin: adminList,
    target_p99_ms: TARGETS.catalogue_p99_ms, explain: await explainLists(db, clientId, learnerId),
  };
  console.log(`courses: ${COURSES} courses seeded in ${f(seeded.seed_seconds)} s; learner catalogue ${catalogue.pages} pages of ${f(catalogue.rows_per_page)}: `
    + `first pass p50 ${f(catalogue.p50)} ms p99 ${f(catalogue.p99)} ms, second pass p50 ${f(catalogueAgain.p50)} ms p99 ${f(catalogueAgain.p99)} ms; `
    + `admin list p50 ${f(adminList.p50)} ms p99 ${f(adminList.p99)} ms (target ≤ ${TARGETS.catalogue_p99_ms}); per page: learner ${cost(catalogueAgain)}, `
    + `admin ${cost(adminList)}; load average ${catalogue.load_average.before[0]}`);

  results.load_before_commits = os.loadavg();
  const commits = await scormCommits(db, metered, base, clientId, admin, adminToken);
  results.scorm_commits = commits;
  console.log(`scorm: ${commits.n} commits by ${LEARNERS} learners every 5 s: p50 ${f(commits.p50)} ms p99 ${f(commits.p99)} ms max ${f(commits.max)} ms, `
    + `${commits.errors} errors (target p99 ≤ ${TARGETS.commit_p99_ms}); each: ${cost(commits)}, load average ${commits.load_average.before[0]}; `
    + `one learner's commits one after another p50 ${f(commits.one_after_another.p50)} ms p99 ${f(commits.one_after_another.p99)} ms`);

  results.load_before_upload = os.loadavg();
  // BENCH_SCORM_UPLOAD_MB=0 leaves the import out (a run about the commits and the catalogue only).
  const upload = UPLOAD_MB > 0 ? await bigImport(base, adminToken, dataDir) : null;
  results.scorm_import = upload;
  if (upload) console.log(`scorm: ${UPLOAD_MB} MB package import → ${upload.status} in ${f(upload.seconds)} s, RSS growth ${f(upload.rss_growth_mb)} MB (target < ${TARGETS.upload_rss_growth_mb})`);
  results.load_after = os.loadavg();

  const file = path.resolve("bench", "courses-results.json");
  const previous = JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
  await writeFile(file, `${JSON.stringify({ ...previous, [db.kind]: results }, null, 2)}\n`);
  return results;
};

// Standalone: `npx tsx src/cli/bench/courses.ts` on a fresh temporary PGlite (or BENCH_DATABASE_URL) with the demo client.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { db, cleanup } = await freshBenchDb("courses", readConfig(process.env).databasePoolSize);
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id }] = await db.query<{ id: number }>("select id from clients where is_default");
    await coursesBench(db, id);
  } finally {
    await cleanup();
  }
}
