import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { loadKeys } from "../../src/server/auth/keys.js";
import { migrate } from "../../src/server/db/migrate.js";
import { createRequire } from "node:module";
import { openPglite, type PgliteReuse } from "../../src/server/db/pglite.js";
import { openPgliteInWorker } from "../../src/server/db/pgliteWorker.js";
import { onServer, openScratchPostgres } from "../../src/server/db/scratch.js";
import { openPostgres } from "../../src/server/db/postgres.js";
import type { Db } from "../../src/server/db/types.js";
import { slimDump } from "./slimTarball.js";
import { templateName } from "./templateName.js";
import { seedIfEmpty } from "../../src/server/seed/index.js";

/*
 * Each test file gets a database of its own, migrated and seeded with the demo. Opening an empty PGlite (initdb)
 * and migrating and seeding it took most of a file's time, so a run does it once: the first file that needs a
 * database builds the template in the run's folder (globalSetup.ts makes it), the others wait for it, and every
 * file starts from a copy. PGlite: a tarball of the data directory, loaded into memory. PostgreSQL: a template
 * database, copied by `create database … template`. It is built anew in every run, so it always has the current
 * migrations and seed, and the seed's timestamps are as recent as a seed made by the file itself would be.
 */

/**
 * What every test database holds before its file's tests: the migrations, the demo seed and the server's keys. The
 * keys are made on a server's first start (auth/keys.ts); made once here, the copies' servers load them instead of
 * each generating an RSA-2048 pair: about 0.28 s of CPU a file, measured on 2026-11-29 (a CPU profile of eight API
 * files), over two hundred files a run. auth.test.ts makes them on an empty table.
 */
export const migratedAndSeeded = async (db: Db) => {
  await migrate(db);
  await seedIfEmpty(db, { seedDemo: true });
  await loadKeys(db, { jwtSecret: undefined });
};

/**
 * Runs `build` once per run for `key`: the caller that takes the lock builds and writes `<key>.ready`; the others
 * wait for that file (or for `<key>.failed`, and then fail with the builder's error).
 */
const once = async (runDir: string, key: string, build: () => Promise<Uint8Array | string>): Promise<Buffer> => {
  const ready = path.join(runDir, `${key}.ready`);
  const failed = path.join(runDir, `${key}.failed`);
  const read = (file: string) => readFile(file).catch(() => undefined);
  const built = await read(ready);
  if (built) return built;
  const mine = await mkdir(path.join(runDir, `${key}.lock`)).then(() => true, () => false);
  if (mine) {
    try {
      const content = await build();
      await writeFile(`${ready}.part`, content);
      await rename(`${ready}.part`, ready);
    } catch (e) {
      await writeFile(failed, String((e as Error)?.stack ?? e));
      throw e;
    }
  }
  for (let waited = 0; ; waited += 100) {
    const content = await read(ready);
    if (content) return content;
    const error = await read(failed);
    if (error) throw new Error(`building the test database template failed:\n${error}`);
    if (waited > 300_000) throw new Error(`the test database template in ${runDir} was not built in 5 minutes`);
    await sleep(100);
  }
};

/**
 * PGlite's compiled WebAssembly and share-file bundle, made once per worker: the API test files share their
 * worker's modules (isolate: false in vitest.config.ts), so this promise outlives the file that made it. And the
 * tests' smaller shared buffers (PgliteReuse.settings).
 */
let reuse: Promise<PgliteReuse> | undefined;
const pgliteReuse = () =>
  (reuse ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [wasm, data] = await Promise.all([readFile(path.join(dist, "pglite.wasm")), readFile(path.join(dist, "pglite.data"))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]), settings: { shared_buffers: "8MB" } };
  })());

/**
 * The run's PGlite template: the tarball of a migrated, seeded data directory, built by the first file to ask
 * (slimDump: without what no test reads), and read once per worker.
 */
let template: { runDir: string; tarball: Promise<Buffer> } | undefined;
const pgliteTemplate = (runDir: string) => {
  if (template?.runDir !== runDir) {
    const tarball = once(runDir, "pglite", async () => {
      const db = await openPglite(undefined);
      try {
        await migratedAndSeeded(db);
        return await slimDump(db);
      } finally {
        await db.close();
      }
    });
    template = { runDir, tarball };
    tarball.catch(() => (template = undefined));
  }
  return template.tarball;
};

/**
 * Writes the template as a PGlite data directory at `dir`, for a test that starts the real server on a DATA_DIR
 * (its database is `<DATA_DIR>/pglite`): the server then finds a migrated, seeded database instead of making one,
 * which took its first start about 20 s on a loaded machine.
 */
export const writePgliteDataDir = async (runDir: string, dir: string) => {
  const db = await openPglite(dir, await pgliteTemplate(runDir), await pgliteReuse());
  await db.close();
};

/**
 * A fresh PGlite in memory, loaded from the run's template tarball: in the test's own thread, or with
 * TEST_PGLITE_WORKER=1 in a worker thread as the server runs it (db/pgliteWorker.ts).
 */
export const openPgliteFromTemplate = async (runDir: string) => {
  const tarball = await pgliteTemplate(runDir);
  const db = process.env.TEST_PGLITE_WORKER === "1" ? await openPgliteInWorker(undefined, tarball) : await openPglite(undefined, tarball, await pgliteReuse());
  return { db, drop: () => db.close() };
};

/**
 * Where the test databases live on PostgreSQL: the tablespace named by TEST_PG_TABLESPACE, when set (`.ci/run` makes
 * one on tmpfs), else the server's default. The template is made there and its copies inherit it. Measured on
 * 2026-11-29 (the 779 API tests on PostgreSQL, two workers, machine otherwise idle): 88–92 s on the data directory's
 * ext4, 60 s in a tablespace on /dev/shm. On ext4 the backends spent 65 CPU-s in the kernel, most of it allocating
 * inodes (`find_inode_bit`, `recently_deleted` in `perf`): each copy makes about 1,300 files, and the copies
 * dropped seconds before leave freshly deleted inodes that ext4 scans past.
 */
const inTablespace = () => {
  const name = process.env.TEST_PG_TABLESPACE;
  return name ? ` tablespace "${name.replaceAll('"', '""')}"` : "";
};

/**
 * The run's connections to its test databases: with `synchronous_commit` off, a commit does not wait for its WAL to
 * reach the disk. A test database is thrown away at its file's end, so losing its last commits in a crash of the
 * machine costs nothing; what a commit makes visible to other sessions, and when, is unchanged. About 4 s of the
 * PostgreSQL run (same measurement as above).
 */
const throwaway = (url: string) => {
  const target = new URL(url);
  const options = target.searchParams.get("options");
  target.searchParams.set("options", `${options ? `${options} ` : ""}-c synchronous_commit=off`);
  return target.toString();
};

/** A new PostgreSQL database copied from the run's template database. */
export const openPostgresFromTemplate = async (runDir: string, serverUrl: string) => {
  const url = throwaway(serverUrl);
  const template = (await once(runDir, "postgres", async () => {
    const name = templateName(runDir);
    await onServer(url, `create database ${name}${inTablespace()}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Closed before anyone copies it: PostgreSQL copies no database that has connections.
    const db = await openPostgres(target.toString(), 2);
    try {
      await migratedAndSeeded(db);
    } finally {
      await db.close();
    }
    return name;
  })).toString();
  return openScratchPostgres(url, "stride_test", 20, template);
};
