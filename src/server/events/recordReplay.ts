import { machines } from "../../../machines/index.js";
import type { Sql } from "../db/types.js";
import { openMany, type Sealed } from "./personalData.js";
import { redact } from "./redact.js";
import { type ReplayStep, replayStream } from "./replay.js";
import { readStream } from "./store.js";
import type { StoredEvent } from "./types.js";

/**
 * Streams without a lifecycle machine (a user's profile, a library file, a role, the client's branding...) are
 * records: their first event carries the fields, and each later one the fields it changes, either as `changes`
 * (`user.updated`) or as its data itself. Replaying one folds those fields in order, so the record as it stood after
 * any event is the fold of the events up to it. A `*.removed` / `*.deleted` event ends the record. The step's state
 * is "recorded" or "removed"; the record itself is its context (redacted like all replayed data).
 */
export const RECORD = "record";

type Fields = Record<string, unknown>;
const isFields = (v: unknown): v is Fields => !!v && typeof v === "object" && !Array.isArray(v);

/** Whether a stream's events go through a machine (the same choice replayEvents makes) or fold as a record. */
export const hasMachine = (streamType: string, events: readonly StoredEvent[]) =>
  !!machines[(events[0]?.meta.machine as string | undefined) ?? streamType];

/** Folds a record stream's events, one step each, as replayEvents does for machine streams. */
export const replayRecordEvents = (events: readonly StoredEvent[]): ReplayStep[] => {
  let record: Fields | null = null;
  let state: "recorded" | "removed" | null = null;
  return events.map((event) => {
    const before = state;
    const data = isFields(event.data) ? event.data : {};
    if (/\.(removed|deleted)$/.test(event.type)) {
      state = "removed";
    } else {
      record = { ...(record ?? {}), ...(isFields(data.changes) ? data.changes : data) };
      state = "recorded";
    }
    return {
      position: event.position,
      version: event.version,
      recordedAt: event.recordedAt.toISOString(),
      actor: event.meta.actor,
      type: event.type,
      // A record's events are not decided by a machine: the command is the fact itself.
      command: event.type,
      data: redact(event.data),
      before,
      after: state,
      context: redact(record),
    };
  });
};

/** Any stream replayed up to `until` (all of it without): through its machine, or folded as a record. */
export const replayAnyStream = async (sql: Sql, streamType: string, streamId: string, until?: Date): Promise<ReplayStep[]> => {
  const events = await readStream(sql, { type: streamType, id: streamId });
  if (hasMachine(streamType, events)) return replayStream(sql, streamType, streamId, until);
  const upTo = until ? events.filter((e) => e.recordedAt.getTime() <= until.getTime()) : events;
  return replayRecord(sql, upTo);
};

/** Folds a record stream's events with their personal fields opened (or marked erased). */
export const replayRecord = async (sql: Sql, events: readonly StoredEvent[]): Promise<ReplayStep[]> =>
  replayRecordEvents(await withPersonalOpened(sql, events));

/**
 * A record's personal fields travel sealed (events/personalData.ts): support sees them opened, where they belong
 * (a change's fields inside `changes`), or `personal_data: "erased"` once the person's key is gone.
 */
const withPersonalOpened = async (sql: Sql, events: readonly StoredEvent[]): Promise<StoredEvent[]> => {
  const opened = await openMany(sql, events.map((e) => (isFields(e.data) ? (e.data.sealed as Sealed | undefined) : undefined)));
  return events.map((event, i) => {
    if (!isFields(event.data) || !event.data.sealed) return event;
    const { sealed: _, ...clear } = event.data;
    const fields = opened[i] ?? { personal_data: "erased" };
    const data = isFields(clear.changes) ? { ...clear, changes: { ...clear.changes, ...fields } } : { ...clear, ...fields };
    return { ...event, data };
  });
};
