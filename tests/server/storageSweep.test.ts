// Stored objects are freed (issue 35 item 5): a removed file's or package's objects go after the retention, objects a
// killed unpack left (never named) go once older than ORPHAN_AGE_MS, and nothing named or in progress is touched. On
// disk and on S3 (s3rver), on PGlite and on PostgreSQL (TEST_DATABASE_URL). The real kill: filesKill.test.ts.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../src/server/config.js";
import { storageOf } from "../../src/server/areas/library/index.js";
import { unpackScorm } from "../../src/server/files/scormUnpack.js";
import { newKey, type Storage } from "../../src/server/files/storage.js";
import { ORPHAN_AGE_MS, sweepObjects } from "../../src/server/files/sweep.js";
import { call, type LibraryEnv, mkdir, startLibrary, upload } from "./libraryFixture.js";
import { SCORM_FIXTURES } from "./scormFixtures.js";

const DAY = 24 * 3600_000;

/**
 * Every module that makes a stored object's key, and the table whose rows name it (the sweep's NAMED_SQL reads them).
 * A new kind of stored object must be named there first, or the sweep would delete it a day after it was stored.
 */
const STORES = {
  "src/server/areas/library/upload.ts": "library_files",
  "src/server/files/scormUnpack.ts": "scorm_packages",
  "src/server/seed/library.ts": "library_files",
  "src/server/areas/clients/privacy.ts": "client_privacy_policies",
  "src/server/areas/certificates/background.ts": "certificate_templates",
};

describe("the sweep's list of what names stored objects", () => {
  it("knows every module that makes a key, and reads the table each one's rows are in", async () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const sources = (await readdir(path.join(root, "src/server"), { recursive: true })).filter((f) => f.endsWith(".ts"));
    const makers: string[] = [];
    for (const f of sources) {
      const text = await readFile(path.join(root, "src/server", f), "utf8");
      if (/\bnewKey\(/.test(text) && !f.endsWith("files/storage.ts")) makers.push(`src/server/${f.split(path.sep).join("/")}`);
    }
    expect(makers.sort()).toEqual(Object.keys(STORES).sort());
    const sweep = await readFile(path.join(root, "src/server/files/sweep.ts"), "utf8");
    for (const table of new Set(Object.values(STORES))) expect(sweep, table).toMatch(new RegExp(`from ${table}\\b`));
    // Issued certificates keep their template's background key (they are drawn on it again later).
    expect(sweep).toMatch(/from certificates\b/);
  });
});
const RETENTION = 7 * DAY;
const PACKAGE = "ContentPackagingSingleSCO_SCORM12.zip";

describe.each([["disk", false], ["s3", true]] as const)("on %s", (_label, s3) => {
  let env: LibraryEnv;
  let storage: Storage;
  let folder: number;
  beforeAll(async () => {
    env = await startLibrary({ s3 });
    storage = storageOf(env.server.config);
    folder = await mkdir(env, env.admin, null, "Sweep");
  });
  afterAll(() => env?.close());

  const stored = async () => {
    const keys = new Set<string>();
    for await (const o of storage.list()) keys.add(o.key);
    return keys;
  };
  const sweep = (offsetMs: number, retentionMs = RETENTION) =>
    sweepObjects(env.server.db, storage, { now: new Date(Date.now() + offsetMs), retentionMs });

  /** A fixture package uploaded into `parent`: its library file id and every object it stored (the zip, its files). */
  const uploadPackage = async (parent: number) => {
    const r = await upload(env, env.admin, [{ name: PACKAGE, bytes: await readFile(path.join(SCORM_FIXTURES, PACKAGE)), type: "application/zip" }],
      { library_folder_id: String(parent) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body[0].id as number;
    const [row] = await env.server.db.query<{ storage_key: string; files: Record<string, { key: string }> }>(
      "select f.storage_key, p.files from library_files f join scorm_packages p on p.library_file_id = f.id where f.id = $1", [id]);
    return { id, keys: [row.storage_key, ...Object.values(row.files).map((f) => f.key)] };
  };

  it("keeps a removed package's objects for the retention, then deletes them all, and nothing else", async () => {
    const pkg = await uploadPackage(folder);
    expect(pkg.keys.length).toBeGreaterThan(20);
    const before = await stored();
    for (const k of pkg.keys) expect(before.has(k), k).toBe(true);
    // Named: no sweep touches it, however late.
    expect((await sweep(RETENTION + 2 * DAY)).deleted).toBe(0);

    const removed = await call(env, env.admin, "removeLibraryFiles", { file_ids: [pkg.id] });
    expect(removed.status).toBe(200);
    expect(await env.server.db.query("select 1 from scorm_packages where library_file_id = $1", [pkg.id])).toEqual([]);
    expect((await sweep(RETENTION - DAY)).deleted).toBe(0);
    expect(await stored()).toEqual(before);

    const r = await sweep(RETENTION + DAY);
    expect(r.deleted).toBe(pkg.keys.length);
    const after = await stored();
    expect([...before].filter((k) => !after.has(k)).sort()).toEqual([...pkg.keys].sort());
  });

  it("takes the retention from the configuration: FILES_RETENTION_DAYS=0 frees a removed package at the next sweep", async () => {
    expect(readConfig({}).filesRetentionMs).toBe(RETENTION);
    const none = readConfig({ FILES_RETENTION_DAYS: "0" }).filesRetentionMs;
    expect(none).toBe(0);
    const pkg = await uploadPackage(folder);
    await call(env, env.admin, "removeLibraryFiles", { file_ids: [pkg.id] });
    // The objects are fresh: the orphan age still holds them (an upload of the same moment could be naming them).
    expect((await sweep(0, none)).deleted).toBe(0);
    expect((await sweep(ORPHAN_AGE_MS + 60_000, none)).deleted).toBe(pkg.keys.length);
  });

  it("frees the packages of a removed folder, and keeps an object a copy still names", async () => {
    const sub = await mkdir(env, env.admin, folder, "Inner");
    const pkg = await uploadPackage(sub);
    const doc = await upload(env, env.admin, [{ name: "notes.txt", bytes: "shared bytes", type: "text/plain" }], { library_folder_id: String(sub) });
    const copy = await call(env, env.admin, "copyLibraryFile", { library_file_id: doc.body[0].id, target_folder_id: folder });
    expect(copy.status).toBe(200);
    const [{ storage_key: shared }] = await env.server.db.query<{ storage_key: string }>("select storage_key from library_files where id = $1", [copy.body.id]);

    expect((await call(env, env.admin, "removeLibraryFolders", { folder_ids: [sub] })).status).toBe(200);
    expect(await env.server.db.query("select 1 from scorm_packages where library_file_id = $1", [pkg.id])).toEqual([]);
    const r = await sweep(RETENTION + DAY);
    expect(r.deleted).toBe(pkg.keys.length);
    const left = await stored();
    expect(pkg.keys.filter((k) => left.has(k))).toEqual([]);
    expect(left.has(shared)).toBe(true);

    await call(env, env.admin, "removeLibraryFiles", { file_ids: [copy.body.id] });
    expect((await sweep(RETENTION + DAY)).deleted).toBe(1);
    expect((await stored()).has(shared)).toBe(false);
  });

  it("leaves an unpack in progress alone and frees what a killed one left once older than the orphan age", async () => {
    // What a process does before its transaction names the package: the files stored, nothing committed.
    const names = ["imsmanifest.xml", "Etiquette/Course.html", "Etiquette/course.jpg"];
    const files = await unpackScorm(path.join(SCORM_FIXTURES, PACKAGE), storage, 1, names);
    const keys = files.map((f) => f.key);
    const r = await sweep(0);
    expect(r.young).toBeGreaterThanOrEqual(keys.length);
    expect(r.deleted).toBe(0);
    const later = await sweep(ORPHAN_AGE_MS + 60_000);
    expect(later.deleted).toBe(keys.length);
    const left = await stored();
    expect(keys.filter((k) => left.has(k))).toEqual([]);
  });

  it("never touches keys the server did not make", async () => {
    if (s3) return;
    // A file an operator put under objects/ (not c<client>/…): listed, not deleted.
    await writeFile(path.join(env.dataDir, "files", "objects", "README.txt"), "keep");
    await sweep(RETENTION + ORPHAN_AGE_MS + DAY);
    expect(await readdir(path.join(env.dataDir, "files", "objects"))).toContain("README.txt");
    // And a fresh object of another client is young, whoever's it is.
    const key = newKey(2);
    const temp = await storage.tempFile();
    temp.stream.end("x");
    await finished(temp.stream);
    await storage.commit(temp.path, key, "text/plain");
    expect((await stored()).has(key)).toBe(true);
    await sweep(0);
    expect((await stored()).has(key)).toBe(true);
  });
});
