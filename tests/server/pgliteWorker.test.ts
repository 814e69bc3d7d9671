import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgliteDb } from "../../src/server/db/pglite.js";
import { openPgliteInWorker } from "../../src/server/db/pgliteWorker.js";
import { UNIQUE_VIOLATION } from "../../src/server/db/types.js";

// The embedded database in its worker thread (db/pgliteWorker.ts) keeps what the in-thread one promised: a
// transaction holds the database alone, errors keep PostgreSQL's fields, values cross as the driver gives them, and
// a process killed with SIGKILL loses no commit it acknowledged. The store's 50-way race runs on it with
// TEST_PGLITE_WORKER=1 (tests/server/store.test.ts).

let db: PgliteDb;
beforeAll(async () => {
  db = await openPgliteInWorker(undefined);
  await db.query("create table t (id int primary key, at timestamptz, j jsonb, b bytea, big int8, tags text[])");
}, 120_000);
afterAll(() => db?.close());

// PGlite whatever the run's database: the PostgreSQL run (TEST_DATABASE_URL) would repeat it as it is, so it runs once.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("PGlite in a worker thread", () => {
  it("returns values as the in-thread driver does, and errors with PostgreSQL's code and constraint", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    await db.query("insert into t values ($1, $2, $3, $4, $5, $6)", [1, at, JSON.stringify({ a: [1, "x\u0000"] }), new Uint8Array([1, 2]), 7, ["a", "b"]]);
    const [row] = await db.query("select * from t where id = 1");
    expect(row).toEqual({ id: 1, at, j: { a: [1, "x"] }, b: new Uint8Array([1, 2]), big: 7, tags: ["a", "b"] });
    const error = await db.query("insert into t (id) values (1)").catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: UNIQUE_VIOLATION, constraint: "t_pkey" });
  });

  it("holds the database for a transaction: a query from outside waits for its commit and sees all of it", async () => {
    const seen: string[] = [];
    const tx = db.transaction(async (sql) => {
      await sql.query("insert into t (id) values (10)");
      await new Promise((r) => setTimeout(r, 150));
      await sql.query("insert into t (id) values (11)");
      seen.push("committing");
    });
    await new Promise((r) => setTimeout(r, 30));
    const outside = db.query<{ n: number }>("select count(*)::int as n from t where id in (10, 11)").then(([r]) => seen.push(`outside saw ${r.n}`));
    await Promise.all([tx, outside]);
    expect(seen).toEqual(["committing", "outside saw 2"]);
  });

  it("rolls back a transaction that throws, runs afterCommit only on commit, and stays usable", async () => {
    const ran: string[] = [];
    await expect(db.transaction(async (sql) => {
      await sql.query("insert into t (id) values (20)");
      sql.afterCommit(() => ran.push("rolled back"));
      throw new Error("no");
    })).rejects.toThrow("no");
    await expect(db.transaction((sql) => sql.query("insert into t (id) values (1)"))).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    await db.transaction(async (sql) => {
      await sql.query("insert into t (id) values (21)");
      sql.afterCommit(() => ran.push("committed"));
    });
    expect(ran).toEqual(["committed"]);
    expect(await db.query("select id from t where id in (20, 21) order by id")).toEqual([{ id: 21 }]);
  });

  it("loses no acknowledged commit when its process is killed with SIGKILL", { timeout: 300_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "stride-pglite-kill-"));
    try {
      const child = spawn(process.execPath, ["--import", "tsx", "tests/server/pgliteWorkerChild.ts", dir], { stdio: ["ignore", "pipe", "pipe"] });
      let acked = 0;
      let errors = "";
      child.stderr.on("data", (d) => { errors += d; });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (d: Buffer) => {
          acked = Math.max(acked, ...String(d).trim().split("\n").map(Number));
          if (acked >= 30) resolve();
        });
        child.once("exit", () => reject(new Error(`the child exited early: ${errors}`)));
      });
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
      const reopened = await openPgliteInWorker(path.join(dir, "pglite"));
      try {
        const rows = await reopened.query<{ n: number }>("select n from acked where n <= $1 order by n", [acked]);
        expect(rows.map((r) => r.n)).toEqual(Array.from({ length: acked }, (_, i) => i + 1));
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
