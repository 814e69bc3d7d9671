// One process per embedded data directory (db/dataDirLock.ts): while a process has it open, a second opener (the
// server, `npm run rebuild`, another PGlite in this process) is refused with a message naming the holder and opens
// nothing; a holder killed with SIGKILL leaves no lock behind, and what it acknowledged is all there.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLocked } from "../../src/server/db/dataDirLock.js";
import { LOCKED_EXIT } from "../../src/server/db/open.js";
import { openPglite } from "../../src/server/db/pglite.js";
import { openPgliteInWorker } from "../../src/server/db/pgliteWorker.js";

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "stride-lock-"));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** Runs `node --import tsx <script>` with DATA_DIR; resolves with its exit code and output. */
const run = (script: string, dataDir: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "error", SEED_DEMO: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stdout.on("data", (d) => { output += d; });
    child.stderr.on("data", (d) => { output += d; });
    child.once("exit", (code) => resolve({ code, output }));
  });

/** tests/server/pgliteWorkerChild.ts on `dir`: commits rows and prints each acknowledged one; resolves after `n`. */
const holder = (dir: string, n: number) => {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/server/pgliteWorkerChild.ts", dir], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const state = { acked: 0, child };
  let errors = "";
  child.stderr.on("data", (d) => { errors += d; });
  const ready = new Promise<typeof state>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      state.acked = Math.max(state.acked, ...String(d).trim().split("\n").map(Number));
      if (state.acked >= n) resolve(state);
    });
    child.once("exit", () => reject(new Error(`the holder exited early: ${errors}`)));
  });
  return ready;
};

// The lock is the embedded database's; PostgreSQL runs (TEST_DATABASE_URL) would repeat the same PGlite processes.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("the embedded data directory's lock", () => {
  it("refuses a second opener in this process, naming it, until the first closes", { timeout: 120_000 }, async () => {
    const dir = path.join(await tempDir(), "pglite");
    const first = await openPglite(dir);
    try {
      await first.query("create table kept (n int)");
      await first.query("insert into kept values (1)");
      const refused = await openPglite(dir).then(() => null, (e) => e);
      expect(refused).toBeInstanceOf(DataDirLocked);
      expect(refused.holder).toMatchObject({ pid: process.pid });
      expect(refused.message).toContain(`process ${process.pid}`);
      // Another spelling of the same directory (a symlink to its parent, a relative path) is the same lock.
      const alias = path.join(await tempDir(), "alias");
      await symlink(path.dirname(dir), alias);
      await expect(openPgliteInWorker(path.join(alias, "pglite"))).rejects.toBeInstanceOf(DataDirLocked);
      await expect(openPglite(path.relative(process.cwd(), dir))).rejects.toBeInstanceOf(DataDirLocked);
      // The refused openers touched nothing: the first still reads and writes.
      await first.query("insert into kept values (2)");
      expect(await first.query("select n from kept order by n")).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir);
    expect(await again.query("select n from kept order by n")).toEqual([{ n: 1 }, { n: 2 }]);
    await again.close();
  });

  it("refuses the server and rebuild beside a live process with its pid; after kill -9 the next opener starts and finds every acknowledged write", { timeout: 300_000 }, async () => {
    const dataDir = await tempDir();
    const live = await holder(dataDir, 5);
    const pid = live.child.pid;

    const inProcess = await openPgliteInWorker(path.join(dataDir, "pglite")).then(() => null, (e) => e);
    expect(inProcess).toBeInstanceOf(DataDirLocked);
    expect(inProcess.holder.pid).toBe(pid);

    const [server, rebuild] = await Promise.all([run("src/server/main.ts", dataDir), run("src/cli/rebuild.ts", dataDir)]);
    for (const r of [server, rebuild]) {
      expect(r.code).toBe(LOCKED_EXIT);
      expect(r.output).toContain(`in use by process ${pid} (`);
      expect(r.output).not.toMatch(/\n\s+at /); // the message, not a stack trace
    }
    expect(server.output).toMatch(/^stride: /m);
    expect(rebuild.output).toMatch(/^rebuild: /m);
    // The holder went on committing while they were refused.
    const before = live.acked;
    await new Promise<void>((resolve) => live.child.stdout?.on("data", () => { if (live.acked > before) resolve(); }));

    const exited = new Promise((r) => live.child.once("exit", r));
    live.child.kill("SIGKILL");
    await exited;
    const acked = live.acked;
    const reopened = await openPgliteInWorker(path.join(dataDir, "pglite"));
    try {
      const rows = await reopened.query<{ n: number }>("select n from acked where n <= $1 order by n", [acked]);
      expect(rows.map((r) => r.n)).toEqual(Array.from({ length: acked }, (_, i) => i + 1));
    } finally {
      await reopened.close();
    }
  });
});
