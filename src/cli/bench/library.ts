// Library bench (npm run bench; BENCH_LIBRARY=0 skips it): a content page of a folder with 10k items, the tree of
// 2k folders, a 200 MB streaming upload (server RSS growth) and the first byte of a folder zip.
import { constants, publicEncrypt } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpServer } from "effect/http";
import "../../server/areas/manifests.js";
import { readConfig } from "../../server/config.js";
import { migrate } from "../../server/db/migrate.js";
import type { Db } from "../../server/db/types.js";
import { serverLayer } from "../../server/http/app.js";
import { seedDemo } from "../../server/seed/demo.js";
import { childrenSql, GROUPS_SQL } from "../../server/areas/library/paging.js";
import { TREE_SQL } from "../../server/areas/library/queries.js";
import { nextId } from "../../server/events/command.js";
import { appendIn } from "../../server/events/store.js";
import { DEMO_PASSWORD } from "../../server/seed/demo.js";
import { freshBenchDb } from "./freshDb.js";
import { timeCalls } from "./timing.js";
import { streamedUpload } from "./upload.js";

const ITEMS = Number(process.env.BENCH_LIBRARY_ITEMS ?? 10_000);
const FOLDERS = Number(process.env.BENCH_LIBRARY_FOLDERS ?? 2_000);
const UPLOAD_MB = Number(process.env.BENCH_LIBRARY_UPLOAD_MB ?? 200);
const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

const folderEvent = (id: number, parent: number | null, name: string, creator: number) => ({
  type: "library.folder.created", data: { id, library_type_id: 1, parent_folder_id: parent, display_name: name, creator_id: creator, at: new Date().toISOString() },
});

/** Seeds through events, in batches of one transaction each. */
const seed = async (db: Db, clientId: number, creator: number) => {
  const meta = { actor: creator };
  const big = await db.transaction(async (tx) => {
    const id = await nextId(tx, "library_folder_ids");
    await appendIn(tx, clientId, { type: "libraryFolder", id }, 0, [folderEvent(id, null, "Bench 10k", creator)], meta);
    return id;
  });
  for (let done = 0; done < ITEMS; done += 500) {
    await db.transaction(async (tx) => {
      for (let i = done; i < Math.min(ITEMS, done + 500); i++) {
        if (i % 5 === 0) {
          const id = await nextId(tx, "library_folder_ids");
          await appendIn(tx, clientId, { type: "libraryFolder", id }, 0, [folderEvent(id, big, `Folder ${i}`, creator)], meta);
        } else {
          const id = await nextId(tx, "library_file_ids");
          await appendIn(tx, clientId, { type: "libraryFile", id }, 0, [{
            type: "library.file.created",
            data: {
              id, library_type_id: 1, folder_id: big, display_name: `Document ${i}.pdf`, extension: "pdf", mime_type: "application/pdf", size: PDF.length,
              general_file_type_id: 5, storage_key: `bench/none/${id}`, show_in_files: true, workflow_id: null, creator_id: creator, at: new Date().toISOString(),
            },
          }], meta);
        }
      }
    });
    process.stdout.write(`\rlibrary: seeding ${Math.min(ITEMS, done + 500)}/${ITEMS} items`);
  }
  // A tree of FOLDERS folders: 40 top folders, each a chain of sub-folders.
  await db.transaction(async (tx) => {
    let parent: number | null = null;
    for (let i = 0; i < FOLDERS; i++) {
      const id = await nextId(tx, "library_folder_ids");
      if (i % 50 === 0) parent = null;
      await appendIn(tx, clientId, { type: "libraryFolder", id }, 0, [folderEvent(id, parent, `Tree ${i}`, creator)], meta);
      parent = id;
    }
  });
  console.log("");
  // PostgreSQL's autovacuum analyzes after bulk inserts like these; PGlite has no autovacuum (the server analyzes
  // the library tables at start). Without statistics the planner reads a page as bitmap scan + top-N sort (~8 ms
  // at 10k items) instead of the ordered keyset index scan (<1 ms): both far under the target.
  await db.query("analyze library_folders");
  await db.query("analyze library_files");
  return big;
};

/** EXPLAIN ANALYZE of the queries behind the content page and the tree: where the database's time goes. */
const explain = async (db: Db, clientId: number, big: number) => {
  const [mid] = await db.query<{ sort_key: string; id: number }>(
    "select sort_key, id from library_files where folder_id = $1 order by sort_key desc, id desc offset 100 limit 1", [big]);
  const queries: Array<[string, string, unknown[]]> = [
    ["content: first folders batch", childrenSql("folder", false), [big, 201]],
    ["content: files batch after a cursor near the end", childrenSql("file", true), [big, 201, mid.sort_key, mid.id]],
    ["content: group counts of the whole folder", GROUPS_SQL, [big]],
    ["tree: every folder", TREE_SQL, [clientId, 1]],
  ];
  const out: Record<string, { execution_ms: number; planning_ms: number; plan: string[] }> = {};
  for (const [name, sql, params] of queries) {
    // timing off: per-node clocks cost more than the work in PGlite; the total and the plan's shape are what matter.
    const plan = (await db.query<Record<string, string>>(`explain (analyze, buffers, timing off) ${sql}`, params)).map((r) => Object.values(r)[0]);
    const ms = (label: string) => Number(/([\d.]+) ms/.exec(plan.find((l) => l.startsWith(label)) ?? "")?.[1] ?? Number.NaN);
    out[name] = { execution_ms: ms("Execution Time"), planning_ms: ms("Planning Time"), plan: plan.filter((l) => !/^(Planning|Execution)/.test(l)).slice(0, 8) };
  }
  return out;
};

/** Streams UPLOAD_MB of a PDF to fileStorageUploader, sampling this process's RSS (the server runs in-process). */
const bigUpload = (base: string, token: string, folder: number) =>
  streamedUpload(base, token, { library_folder_id: String(folder) }, { name: "big.pdf", type: "application/pdf" }, (req, end) => {
    req.write("%PDF-1.4\n");
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < UPLOAD_MB * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      end();
    };
    pump();
  });

const firstByte = async (base: string, token: string, folder: number) => {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/downloadLibraryFolder`, {
    method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ library_folder_id: folder }),
  });
  const reader = res.body!.getReader();
  await reader.read();
  const ms = performance.now() - t0;
  await reader.cancel();
  return { status: res.status, ms };
};

/** Starts a server on `db` with files in a temp DATA_DIR, runs the library measures, writes bench/library-results.json. */
export const libraryBench = async (db: Db, clientId: number) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "stride-bench-files-"));
  const config = { ...readConfig(process.env), port: 0, host: "127.0.0.1", dataDir, s3: undefined };
  const scope = await Effect.runPromise(Scope.make());
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(db, config, "/nonexistent"), scope));
    const { port } = Context.get(context, HttpServer.HttpServer).address as { port: number };
    return await measure(db, `http://127.0.0.1:${port}`, clientId);
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void));
    await rm(dataDir, { recursive: true, force: true });
  }
};

const measure = async (db: Db, base: string, clientId: number) => {
  const [admin] = await db.query<{ id: number }>("select id from users where lower(email) = 'admin@demo.local'");
  const big = await seed(db, clientId, admin.id);
  const { key } = (await (await fetch(`${base}/api/authPublicKey`)).json()) as { key: string };
  const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(DEMO_PASSWORD)).toString("base64");
  const login = await fetch(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login: "admin@demo.local", password }) });
  const { token } = (await login.json()) as { token: string };
  const get = async (p: string) => {
    const r = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
    if (r.status !== 200) throw new Error(`${p}: ${r.status}`);
    return r.json();
  };
  const pageItems = (await get(`/api/libraryFolderContent?library_folder_id=${big}`) as any).items.length;
  const content = await timeCalls(200, () => get(`/api/libraryFolderContent?library_folder_id=${big}`));
  // A page near the end (keyset: as cheap as the first) and the largest page allowed.
  const [near] = await db.query<{ id: number }>("select id from library_files where folder_id = $1 order by sort_key desc, id desc offset 150 limit 1", [big]);
  const deep = await timeCalls(100, () => get(`/api/libraryFolderContent?library_folder_id=${big}&last_id=${-near.id}`));
  const max = await timeCalls(20, () => get(`/api/libraryFolderContent?library_folder_id=${big}&limit=1000`));
  const tree = await timeCalls(200, () => get("/api/libraryTreeMenu?library_type_id=1"));
  const folder = (await db.query<{ id: number }>("select id from library_folders where display_name = 'Tree 0'"))[0].id;
  const up = await bigUpload(base, token, folder);
  const zip = await firstByte(base, token, folder);
  const results = {
    at: new Date().toISOString(), load_average: os.loadavg(), content_page: { items: pageItems, folder_items: ITEMS, ...content, target_p99_ms: 100 },
    content_page_near_end: deep, content_page_1000: max, explain: await explain(db, clientId, big),
    tree: { folders: FOLDERS, ...tree, target_p99_ms: 100 },
    upload: { mb: UPLOAD_MB, status: up.status, rssGrowthMb: up.rssGrowthMb, seconds: up.seconds, target_rss_growth_mb: 64 }, zip_first_byte: { ...zip, target_ms: 1000 },
  };
  const f = (n: number) => n.toFixed(1);
  console.log(`\nlibrary: content page (${pageItems} items) p50 ${f(content.p50)} ms p99 ${f(content.p99)} ms (target ≤ 100)`);
  console.log(`library: content page near the end p99 ${f(deep.p99)} ms; 1000-item page p99 ${f(max.p99)} ms; CPU per first page ${f(content.cpu_ms)} ms`);
  console.log(`library: tree (${FOLDERS} folders) p50 ${f(tree.p50)} ms p99 ${f(tree.p99)} ms (target ≤ 100)`);
  console.log(`library: upload ${UPLOAD_MB} MB → ${up.status} in ${f(up.seconds)} s, RSS growth ${f(up.rssGrowthMb)} MB (target < 64)`);
  console.log(`library: folder zip first byte ${f(zip.ms)} ms → ${zip.status} (target ≤ 1000)`);
  // One entry per database kind, so a PGlite run and a PostgreSQL run sit side by side.
  const file = path.resolve("bench", "library-results.json");
  const previous = JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
  const kept = previous.pglite || previous.postgres ? previous : {};
  await writeFile(file, `${JSON.stringify({ ...kept, [db.kind]: results }, null, 2)}\n`);
  return results;
};


// Standalone: `npx tsx src/cli/bench/library.ts` on a fresh temporary PGlite (or BENCH_DATABASE_URL) with the demo client.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { db, cleanup } = await freshBenchDb("lib");
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id }] = await db.query<{ id: number }>("select id from clients where is_default");
    await libraryBench(db, id);
  } finally {
    await cleanup();
  }
}
