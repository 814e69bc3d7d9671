import { PERSONAL_COLUMNS } from "../areas/users/personal.js";
import { storePasswords } from "../auth/credentials.js";
import type { Db } from "../db/types.js";
import { makePersonKeys, sealWith } from "../events/personalData.js";
import { projectMany } from "../events/projections.js";
import type { StoredEvent } from "../events/types.js";

/**
 * Creates many users fast, still through events: each batch is one transaction with one multi-row insert
 * into `events` (version 1 of new `user` streams, ids from the sequence), then the users projection's set-based
 * handler, as an import runs it (`projectMany`; a rebuild applies the per-event handlers and reaches the same tables,
 * `tests/server/users-import.test.ts`). All users share one argon2 hash, stored in `credentials` (hashing 100k
 * passwords would take most of an hour and measures nothing); their personal fields are sealed like any user's.
 */
export const bulkCreateUsers = async (
  db: Db, clientId: number, count: number, passwordHash: string,
  options: {
    batch?: number; email?: (i: number) => string; onBatch?: (done: number) => void;
    /** More profile columns of the i-th user; `idOf(j)` is the id of an earlier one (a manager, say). */
    profile?: (i: number, idOf: (j: number) => number | undefined) => Record<string, unknown>;
  } = {},
) => {
  const created: number[] = [];
  const idOf = (j: number) => created[j];
  const batch = options.batch ?? 2000;
  const email = options.email ?? ((i: number) => `user${i}@bench.local`);
  const at = new Date().toISOString();
  // Nothing refreshes planner statistics while the tables grow (PGlite has no autovacuum, and PostgreSQL's comes
  // late), so the projections' lookups were planned for empty tables and each batch ran slower than the last.
  // Analysing whenever the row count has doubled keeps the plans right for a logarithmic number of passes.
  let analyseAt = batch * 2;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    await db.transaction(async (tx) => {
      const ids = (await tx.query<{ id: number }>("select nextval('user_ids')::int as id from generate_series(1, $1)", [n])).map((r) => r.id);
      // Known before the profiles are made: a user may name an earlier one of the same batch (a manager).
      created.push(...ids);
      const keys = await makePersonKeys(tx, clientId, ids);
      const datas = ids.map((id, k) => sealWith(keys.get(id)!, id, {
        id, client_id: clientId, email: email(start + k), first_name: "Bench", last_name: `User ${start + k}`,
        role_id: 9, language: "ru", at, ...options.profile?.(start + k, idOf),
      }, PERSONAL_COLUMNS));
      await storePasswords(tx, clientId, ids, passwordHash, at);
      const values: string[] = [];
      const params: unknown[] = [];
      datas.forEach((d, k) => {
        values.push(`($1, 'user', $${k * 2 + 2}, 1, 'user.created', $${k * 2 + 3}, '{"actor":"system"}')`);
        params.push(String(ids[k]), JSON.stringify(d));
      });
      const rows = await tx.query(
        `insert into events (client_id, stream_type, stream_id, version, type, data, meta) values ${values.join(", ")} returning *`,
        [clientId, ...params],
      );
      const events: StoredEvent[] = rows.map((r) => ({
        position: Number(r.position), clientId: r.client_id, streamType: r.stream_type, streamId: r.stream_id, version: r.version,
        type: r.type, data: r.data, meta: r.meta, recordedAt: new Date(r.recorded_at),
      }));
      await projectMany(tx, events);
    });
    options.onBatch?.(start + n);
    if (start + n >= analyseAt || start + n === count) {
      await db.query("analyze");
      analyseAt *= 2;
    }
  }
};
