import { Worker } from "node:worker_threads";
import { log } from "../log.js";
import { lockIfOnDisk } from "./dataDirLock.js";
import type { PgliteDb } from "./pglite.js";
import { type QueryOptions, type Sql, withoutNul } from "./types.js";

/** A call to the database thread (pgliteThread.ts); `id` names its reply. */
export type PgliteCall =
  | { id: number; op: "query"; text: string; params?: unknown[]; tx?: number; prepare?: boolean }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "dump" }
  | { id: number; op: "close" };

/** A reply: the result, or the error's fields (PostgreSQL's code, constraint, detail…). Id 0: the database is open. */
export type PgliteReply = { id: number; result: unknown; error?: undefined } | { id: number; error: Record<string, string | number> };

type Call = PgliteCall extends infer C ? (C extends { id: number } ? Omit<C, "id"> : never) : never;

/**
 * Embedded PostgreSQL in a worker thread of its own, so that its WASM (every query's CPU) runs on one core while
 * the main thread serves HTTP on the other. The same `Db` as the in-thread openPglite: PGlite still runs one
 * statement at a time, and a transaction holds it from BEGIN to COMMIT (the thread opens it with PGlite's own
 * `transaction`, which queues every other query behind it), so transactions mean what they meant. A commit is
 * acknowledged only after PGlite's COMMIT has returned in the thread, as before. If the thread dies (a WASM abort),
 * the database is gone for this process: it exits, as it would have with PGlite in its own thread. `from`: as
 * openPglite's. A data directory on disk is locked first (dataDirLock.ts): another opener of it is refused.
 */
export const openPgliteInWorker = async (dataDir: string | undefined, from?: Uint8Array): Promise<PgliteDb> => {
  const lock = await lockIfOnDisk(dataDir);
  const worker = new Worker(new URL("./pgliteThread.mjs", import.meta.url), { workerData: { dataDir, from } });
  const pending = new Map<number, { resolve: (v: any) => void; reject: (e: unknown) => void }>();
  let next = 1;
  let closing = false; // close() asked: the thread's exit is expected
  let serving = false; // opened: from now on an exit nobody asked for ends the process
  let ready!: { resolve: (v: any) => void; reject: (e: unknown) => void };
  const opened = new Promise((resolve, reject) => { ready = { resolve, reject }; });
  pending.set(0, ready);

  const failAll = (e: unknown) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on("message", (m: PgliteReply) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error) p.reject(Object.assign(new Error(String(m.error.message)), m.error));
    else p.resolve(m.result);
  });
  worker.on("error", (e) => {
    failAll(e);
    if (!closing) log.error("the PGlite thread failed", e);
  });
  worker.on("exit", (code) => {
    failAll(new Error(`the PGlite thread exited (${code})`));
    // Unasked: nothing can reach the data any more. Exit, so that a supervisor starts the server again.
    if (serving && !closing) {
      log.error(`the PGlite thread exited with ${code}; stopping`);
      process.exit(70);
    }
  });

  const call = <T>(c: Call): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (closing && c.op !== "close") return reject(new Error("the database is closed"));
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...c, id });
    });
  const query = <T>(text: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined, tx?: number) =>
    call<T[]>({ op: "query", text, params: withoutNul(params), tx, ...(options?.prepare ? { prepare: true } : {}) });

  try {
    await opened;
    serving = true;
  } catch (e) {
    closing = true;
    await worker.terminate();
    await lock?.release();
    throw e;
  }
  const scope = {};
  return {
    kind: "pglite",
    scope,
    afterCommit: (fn) => fn(),
    query: (text, params, options) => query(text, params, options),
    transaction: async (fn) => {
      const tx = await call<number>({ op: "begin" });
      const committed: (() => void)[] = [];
      const sql: Sql = { scope, afterCommit: (f) => committed.push(f), query: (text, params, options) => query(text, params, options, tx) };
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(sql);
      } catch (e) {
        await call({ op: "end", tx, commit: false }).catch(() => {});
        throw e;
      }
      await call({ op: "end", tx, commit: true });
      for (const f of committed) f();
      return result;
    },
    listenToOtherProcesses: async () => async () => {},
    close: async () => {
      if (closing) return;
      closing = true;
      await call({ op: "close" }).catch(() => {});
      await worker.terminate();
      await lock?.release();
    },
    dump: () => call<Uint8Array>({ op: "dump" }),
  };
};
