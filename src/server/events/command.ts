import { type Db, type Sql, UNIQUE_VIOLATION } from "../db/types.js";
import { appendIn, streamVersion, VersionConflict } from "./store.js";
import type { EventMeta, NewEvent, StoredEvent, StreamRef } from "./types.js";

/** A unique violation on a read table: the command lost a race for a unique key (a host, an e-mail). */
export class UniqueTaken extends Error {
  readonly _tag = "UniqueTaken";
  constructor(readonly constraint: string) {
    super(`unique key taken: ${constraint}`);
  }
}

/**
 * Runs a command (reads, then appends to one or more streams) in one transaction. A concurrent writer that
 * wins the race for a stream version becomes VersionConflict; any other unique violation becomes UniqueTaken.
 */
export const transact = async <A>(db: Db, fn: (tx: Sql) => Promise<A>): Promise<A> => {
  try {
    return await db.transaction(fn);
  } catch (e: any) {
    if (e instanceof VersionConflict || e?.code !== UNIQUE_VIOLATION) throw e;
    const constraint = String(e?.constraint ?? e?.message ?? "");
    if (constraint.includes("stream_type")) throw new VersionConflict({ type: "?", id: "?" }, -1, -1);
    throw new UniqueTaken(constraint);
  }
};

/** Appends at the stream's current version, read in the same transaction: the command's optimistic check. */
export const appendNext = async (
  tx: Sql,
  clientId: number,
  stream: StreamRef,
  events: readonly NewEvent[],
  meta: EventMeta,
): Promise<StoredEvent[]> => appendIn(tx, clientId, stream, await streamVersion(tx, stream), events, meta);

/** Next value of a sequence: ids are allocated before the event and travel in its data. */
export const nextId = async (sql: Sql, sequence: string): Promise<number> =>
  Number((await sql.query<{ id: number }>(`select nextval('${sequence}')::int as id`))[0].id);

/** Runs a command again when it lost a version race (appends to a stream that did not exist yet, say). */
export const retrying = async <A>(attempts: number, fn: () => Promise<A>): Promise<A> => {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof VersionConflict) || i >= attempts) throw e;
    }
  }
};
