// Named prepared statements on PGlite, which has none of its own: its `query` parses and plans every statement
// again (PLAN_SQL: about 20 times as long planning as running at 5,000 users) and crosses into its WASM six times
// (parse, describe, bind, describe, execute, sync). A statement the caller marks `prepare` (a text from a small,
// fixed set, as on PostgreSQL: QueryOptions.prepare) is parsed once under a name; each run is then one crossing
// (bind, execute, sync together), and once PostgreSQL settles on a generic plan, no planning either. Plain
// JavaScript, shared by the worker thread (pgliteThread.mjs, no TypeScript loader there) and openPglite.
import { protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

/** Statements kept per database: the prepared texts are a few dozen; the cap only bounds a caller's mistake. */
const MAX_STATEMENTS = 256;

/** @param {Uint8Array[]} parts */
const concat = (parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * A `run(text, params, inTransaction)` for one PGlite instance: the rows, as objects, exactly as `pg.query` gives
 * them (the same parameter serialisers and type parsers). `inTransaction`: the caller holds PGlite's transaction
 * (inside `pg.transaction`), so only its query lock is taken and nothing is synced to the file system before COMMIT,
 * as `tx.query` does; otherwise both locks, and the sync after the statement, as `pg.query` does.
 * @param {import("@electric-sql/pglite").PGlite} pg
 */
export const preparedStatements = (pg) => {
  /** @type {Map<string, { name: string, paramTypes: number[], fields: { name: string, dataTypeID: number }[] }>} */
  const byText = new Map();
  let next = 0;
  const stream = (/** @type {Uint8Array[]} */ parts) => pg.execProtocolStream(concat(parts), { syncToFs: false });

  const prepare = async (/** @type {string} */ text) => {
    const known = byText.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to let go when the cap is reached.
      byText.delete(text);
      byText.set(text, known);
      return known;
    }
    if (byText.size >= MAX_STATEMENTS) {
      const [oldText, old] = byText.entries().next().value;
      byText.delete(oldText);
      await stream([serialize.close({ type: "S", name: old.name }), serialize.sync()]);
    }
    const name = `stride_${++next}`;
    // Parse and describe with Sync in the same crossing: a failed parse has already been answered by ReadyForQuery
    // when execProtocolStream throws, so the connection is usable again, as after a failed pg.query.
    const messages = await stream([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]);
    const params = messages.find((m) => m.name === "parameterDescription");
    const row = messages.find((m) => m.name === "rowDescription");
    const statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    byText.set(text, statement);
    return statement;
  };

  const once = async (/** @type {string} */ text, /** @type {readonly unknown[]} */ params, /** @type {boolean} */ inTransaction) => {
    const st = await prepare(text);
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = pg.serializers[st.paramTypes[i]];
      return serializer ? serializer(v) : String(v);
    });
    const messages = await stream([serialize.bind({ statement: st.name, values }), serialize.execute({}), serialize.sync()]);
    if (!inTransaction) await pg.syncToFs();
    const rows = [];
    const fields = st.fields;
    const parsers = fields.map((f) => pg.parsers[f.dataTypeID]);
    for (const m of messages) {
      if (m.name !== "dataRow") continue;
      /** @type {Record<string, unknown>} */
      const r = {};
      for (let i = 0; i < fields.length; i++) {
        const v = m.fields[i];
        r[fields[i].name] = v === null ? null : parsers[i] ? parsers[i](v, fields[i].dataTypeID) : v;
      }
      rows.push(r);
    }
    return rows;
  };

  /** A schema change under a statement (a migration) makes PostgreSQL refuse it: prepared again, once. */
  const retried = async (/** @type {string} */ text, /** @type {readonly unknown[]} */ params, /** @type {boolean} */ inTransaction) => {
    try {
      return await once(text, params, inTransaction);
    } catch (e) {
      const st = byText.get(text);
      if (!st || !/cached plan must not change result type/.test(String(/** @type {Error} */ (e)?.message))) throw e;
      byText.delete(text);
      await stream([serialize.close({ type: "S", name: st.name }), serialize.sync()]);
      return once(text, params, inTransaction);
    }
  };

  return {
    /**
     * @param {string} text
     * @param {readonly unknown[] | undefined} params
     * @param {boolean} inTransaction
     */
    run: (text, params, inTransaction) =>
      inTransaction
        ? pg._runExclusiveQuery(() => retried(text, params ?? [], true))
        : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => retried(text, params ?? [], false))),
  };
};
