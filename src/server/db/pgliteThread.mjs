// The worker thread that owns the embedded database (db/pgliteWorker.ts starts it): PGlite's WASM runs here, on
// its own core, while the main thread parses requests and writes responses. Each message from the main thread is
// one call (PgliteCall in pgliteWorker.ts); each answer (PgliteReply) carries the call's id. Plain JavaScript, so
// the thread starts without a TypeScript loader (tsx's hooks do not reach a worker's entry on Node 20).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { preparedStatements } from "./pglitePrepared.mjs";

const port = parentPort;
/** @type {{ dataDir: string | undefined, from: Uint8Array | undefined }} */
const { dataDir, from } = workerData;

/**
 * Open transactions by number: PGlite holds its lock until `finish` tells the transaction to commit or roll back.
 * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction, finish: (commit: boolean) => void, done: Promise<unknown> }>}
 */
const open = new Map();
let nextTx = 1;

/** What crosses back of a failed query: PostgreSQL's fields (code, constraint, detail…), never the parameters. */
const fieldsOf = (e) => {
  /** @type {Record<string, string | number>} */
  const out = { message: String(e?.message ?? e) };
  for (const [k, v] of Object.entries(e ?? {})) if (k !== "params" && k !== "query" && (typeof v === "string" || typeof v === "number")) out[k] = v;
  return out;
};

/** @param {import("./pgliteWorker.js").PgliteReply} m */
const reply = (m) => port.postMessage(m);

/** BEGIN once PGlite's lock is free; answers `id` with the transaction's number, or with BEGIN's failure. */
const begin = (id) => {
  const n = nextTx++;
  let finish;
  const decided = new Promise((resolve) => { finish = resolve; });
  let begun = false;
  const done = pg.transaction(async (tx) => {
    begun = true;
    open.set(n, { tx, finish, done });
    reply({ id, result: n });
    if (!(await decided)) await tx.rollback();
  });
  done.catch((e) => { if (!begun) reply({ id, error: fieldsOf(e) }); }).finally(() => open.delete(n));
};

const pg = from ? await PGlite.create({ dataDir, loadDataDir: new Blob([from]) }) : await PGlite.create(dataDir);
const prepared = preparedStatements(pg);

port.on("message", async (/** @type {import("./pgliteWorker.js").PgliteCall} */ m) => {
  try {
    switch (m.op) {
      case "query": {
        const on = m.tx === undefined ? pg : open.get(m.tx)?.tx;
        if (!on || (m.tx !== undefined && on.closed)) throw new Error("Transaction is closed");
        const rows = m.prepare ? await prepared.run(m.text, m.params, m.tx !== undefined) : (await on.query(m.text, m.params)).rows;
        reply({ id: m.id, result: rows });
        return;
      }
      case "begin":
        begin(m.id);
        return;
      case "end": {
        const t = open.get(m.tx);
        if (!t) throw new Error("Transaction is closed");
        t.finish(m.commit);
        // Answered once COMMIT has returned: what the caller then acknowledges is in the data directory.
        await t.done;
        reply({ id: m.id, result: null });
        return;
      }
      case "dump":
        reply({ id: m.id, result: new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()) });
        return;
      case "close":
        await pg.close();
        reply({ id: m.id, result: null });
        port.close();
        return;
    }
  } catch (e) {
    reply({ id: m.id, error: fieldsOf(e) });
  }
});
reply({ id: 0, result: "ready" });
