import { type Db, type Sql, UNIQUE_VIOLATION } from "../db/types.js";
import { project } from "./projections.js";
import type { EventMeta, NewEvent, StoredEvent, StreamRef } from "./types.js";

/** The stream was written by someone else since the caller read it: nothing was written. */
export class VersionConflict extends Error {
  readonly _tag = "VersionConflict";
  constructor(readonly stream: StreamRef, readonly expected: number, readonly actual: number) {
    super(`stream ${stream.type}/${stream.id} is at version ${actual}, expected ${expected}`);
  }
}

/** Sentinel for appends that do not care about the stream's version (log-like streams). */
export const ANY_VERSION = -1;

const toStored = (r: any): StoredEvent => ({
  position: Number(r.position),
  clientId: r.client_id,
  streamType: r.stream_type,
  streamId: r.stream_id,
  version: r.version,
  type: r.type,
  data: r.data,
  meta: r.meta,
  recordedAt: new Date(r.recorded_at),
});

const currentVersion = async (sql: Sql, stream: StreamRef) =>
  (await sql.query<{ v: number }>(
    "select coalesce(max(version), 0)::int as v from events where stream_type = $1 and stream_id = $2",
    [stream.type, String(stream.id)],
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
    throw new VersionConflict(stream, expectedVersion, actual);
  }
  const stored: StoredEvent[] = [];
  let version = actual;
  for (const event of events) {
    version += 1;
    const rows = await tx.query(
      `insert into events (client_id, stream_type, stream_id, version, type, data, meta)
       values ($1, $2, $3, $4, $5, $6, $7) returning *`,
      [clientId, stream.type, String(stream.id), version, event.type, JSON.stringify(event.data),
        JSON.stringify({ ...meta, ...event.meta })],
    );
    const e = toStored(rows[0]);
    await project(tx, e);
    stored.push(e);
  }
  return stored;
};

/** Reads one stream in order. */
export const readStream = async (sql: Sql, stream: StreamRef): Promise<StoredEvent[]> =>
  (await sql.query("select * from events where stream_type = $1 and stream_id = $2 order by version",
    [stream.type, String(stream.id)])).map(toStored);

/** Reads the log from a position on, in pages, for rebuild and replay. */
export const readFrom = async (sql: Sql, afterPosition: number, limit: number): Promise<StoredEvent[]> =>
  (await sql.query("select * from events where position > $1 order by position limit $2",
    [afterPosition, limit])).map(toStored);

export const streamVersion = currentVersion;
