import { type Db, type Sql, UNIQUE_VIOLATION } from "../db/types.js";
import { project, projectMany } from "./projections.js";
import { tellOtherProcesses } from "../db/cacheNotes.js";
import { react } from "./reactions.js";
import { factsCommitted, SUBSCRIBER_NOTE } from "./subscribers.js";
import type { EventMeta, NewEvent, StoredEvent, StreamRef } from "./types.js";
import { schemaVersionOf, upcast } from "./upcasters.js";

/** The stream's latest change: what a stale writer is told (who, when, at which version). */
export interface LatestChange {
  readonly version: number;
  /** null: the system (a job, a cascade) */
  readonly by: { readonly id: number; readonly name: string } | null;
  readonly at: string;
}

/**
 * The stream was written by someone else since the caller read it: nothing was written. `latest` says who and
 * when, when the check could read it (a race lost to a unique key cannot: its transaction is aborted).
 */
export class VersionConflict extends Error {
  readonly _tag = "VersionConflict";
  constructor(readonly stream: StreamRef, readonly expected: number, readonly actual: number, readonly latest?: LatestChange) {
    super(`stream ${stream.type}/${stream.id} is at version ${actual}, expected ${expected}`);
  }
}

/** The latest event of a client's stream and its actor's name (one query), or undefined for an empty stream. */
export const latestChange = async (sql: Sql, clientId: number, stream: StreamRef): Promise<LatestChange | undefined> => {
  const [r] = await sql.query<{ version: number; actor_id: number | null; name: string | null; recorded_at: string }>(
    `select e.version, u.id as actor_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as name, e.recorded_at
       from events e left join users u on u.id = case when e.meta->>'actor' ~ '^[0-9]+$' then (e.meta->>'actor')::int end
      where e.client_id = $1 and e.stream_type = $2 and e.stream_id = $3 order by e.version desc limit 1`,
    [clientId, stream.type, String(stream.id)],
  );
  if (!r) return undefined;
  return { version: r.version, by: r.actor_id == null ? null : { id: r.actor_id, name: r.name ?? "" }, at: new Date(r.recorded_at).toISOString() };
};

/** A VersionConflict telling who changed the stream since `expected` (read in the caller's transaction). */
export const staleVersion = async (sql: Sql, clientId: number, stream: StreamRef, expected: number, actual: number) =>
  new VersionConflict(stream, expected, actual, await latestChange(sql, clientId, stream));

/** Sentinel for appends that do not care about the stream's version (log-like streams). */
export const ANY_VERSION = -1;

/** A row of `events` as a StoredEvent (before upcasting). */
export const toStored = (r: any): StoredEvent => ({
  position: Number(r.position),
  clientId: r.client_id,
  streamType: r.stream_type,
  streamId: r.stream_id,
  version: r.version,
  type: r.type,
  schemaVersion: r.schema_version ?? 1,
  data: r.data,
  meta: r.meta,
  recordedAt: new Date(r.recorded_at),
});

const currentVersion = async (sql: Sql, stream: StreamRef) =>
  (await sql.query<{ v: number }>(
    "select coalesce(max(version), 0)::int as v from events where stream_type = $1 and stream_id = $2",
    [stream.type, String(stream.id)], { prepare: true },
  ))[0].v;

/**
 * Appends events to one stream at the expected version and runs their projections, all in one transaction.
 * A version mismatch (or a concurrent writer winning the race) throws VersionConflict and writes nothing.
 */
export const append = async (
  db: Db,
  clientId: number,
  stream: StreamRef,
  expectedVersion: number,
  events: readonly NewEvent[],
  meta: EventMeta,
): Promise<StoredEvent[]> => {
  try {
    return await db.transaction((tx) => appendIn(tx, clientId, stream, expectedVersion, events, meta));
  } catch (e: any) {
    if (e?.code === UNIQUE_VIOLATION && String(e?.constraint ?? e?.message ?? "").includes("stream_type")) {
      throw new VersionConflict(stream, expectedVersion, await currentVersion(db, stream));
    }
    throw e;
  }
};

/** The same as append, inside a transaction the caller already holds (several streams in one command). */
export const appendIn = async (
  tx: Sql,
  clientId: number,
  stream: StreamRef,
  expectedVersion: number,
  events: readonly NewEvent[],
  meta: EventMeta,
): Promise<StoredEvent[]> => {
  const actual = await currentVersion(tx, stream);
  if (expectedVersion !== ANY_VERSION && actual !== expectedVersion) {
    throw await staleVersion(tx, clientId, stream, expectedVersion, actual);
  }
  const stored: StoredEvent[] = [];
  let version = actual;
  for (const event of events) {
    version += 1;
    const rows = await tx.query(
      `insert into events (client_id, stream_type, stream_id, version, type, schema_version, data, meta)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [clientId, stream.type, String(stream.id), version, event.type, event.schemaVersion ?? schemaVersionOf(event.type),
        JSON.stringify(event.data), JSON.stringify({ ...meta, ...event.meta })],
      // Every command runs these two: kept prepared (parsed and planned once per connection).
      { prepare: true },
    );
    const e = toStored(rows[0]);
    await project(tx, e);
    stored.push(e);
  }
  // After the whole batch: a reaction appending to this stream finds it at its new version.
  for (const e of stored) await react(tx, e);
  if (stored.length) wakeSubscribers(tx);
  return stored;
};

/** The subscribers (events/subscribers.ts) look again once these facts commit: here, and in the other processes. */
const wakeSubscribers = (tx: Sql) => {
  tx.afterCommit(() => factsCommitted(tx.scope));
  tellOtherProcesses(tx, SUBSCRIBER_NOTE, null);
};

/** One event of a batch appended by appendBatch: its stream and the version it takes there. */
export interface BatchEvent extends NewEvent {
  readonly stream: StreamRef;
  readonly version: number;
}

const BATCH_ROWS = 1000;

/**
 * Appends many events, each at the version it names (new streams: 1, 2...), with multi-row inserts, then runs
 * their projections in position order (`projectMany`: runs of one type go to a projection's batch handler). For
 * imports, launches and seeding, which create thousands of streams in one command. A version already taken is a
 * unique violation: the caller's transaction fails and nothing is written (`transact` turns it into a
 * VersionConflict).
 */
export const appendBatch = async (tx: Sql, clientId: number, events: readonly BatchEvent[], meta: EventMeta): Promise<StoredEvent[]> => {
  const stored: StoredEvent[] = [];
  for (let i = 0; i < events.length; i += BATCH_ROWS) {
    const chunk = events.slice(i, i + BATCH_ROWS);
    const params: unknown[] = [clientId];
    const metas = chunk.map((e) => ({ ...meta, ...e.meta }));
    const values = chunk.map((e, k) => {
      params.push(e.stream.type, String(e.stream.id), e.version, e.type, e.schemaVersion ?? schemaVersionOf(e.type), JSON.stringify(e.data),
        JSON.stringify(metas[k]));
      const n = params.length;
      return `($1, $${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    // Only the positions come back: the rest of each stored event is what was sent (JSON round-tripped).
    const rows = await tx.query<{ position: number; recorded_at: string; schema_version: number }>(
      `insert into events (client_id, stream_type, stream_id, version, type, schema_version, data, meta) values ${values.join(", ")}
       returning position, recorded_at, schema_version`,
      params,
    );
    rows.forEach((r, k) => {
      const e = chunk[k];
      stored.push({
        position: Number(r.position), clientId, streamType: e.stream.type, streamId: String(e.stream.id), version: e.version, type: e.type,
        schemaVersion: r.schema_version, data: JSON.parse(JSON.stringify(e.data)), meta: JSON.parse(JSON.stringify(metas[k])),
        recordedAt: new Date(r.recorded_at),
      });
    });
  }
  stored.sort((a, b) => a.position - b.position);
  await projectMany(tx, stored);
  if (stored.length) wakeSubscribers(tx);
  return stored;
};

/** Reads one stream in order, each event upcast to its current type and schema. */
export const readStream = async (sql: Sql, stream: StreamRef): Promise<StoredEvent[]> =>
  (await sql.query("select * from events where stream_type = $1 and stream_id = $2 order by version",
    [stream.type, String(stream.id)])).map((r) => upcast(toStored(r)));

/** Reads the log from a position on, in pages, for rebuild and replay, each event upcast. */
export const readFrom = async (sql: Sql, afterPosition: number, limit: number): Promise<StoredEvent[]> =>
  (await sql.query("select * from events where position > $1 order by position limit $2",
    [afterPosition, limit])).map((r) => upcast(toStored(r)));

export const streamVersion = currentVersion;
