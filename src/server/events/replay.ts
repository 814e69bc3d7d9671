import { type AnyStateMachine, initialTransition, transition } from "xstate";
import { machines } from "../../../machines/index.js";
import type { Sql } from "../db/types.js";
import { redact } from "./redact.js";
import { readStream } from "./store.js";
import type { StoredEvent } from "./types.js";

/**
 * Lifecycle streams follow one convention so any of them can be replayed: the first event (`*.created`) carries
 * the machine's input in `data.input`; every later event is the machine event itself (`{ type, ...data }`), and
 * its meta records the state before and after (`from`, `to`) as the server decided it at the time.
 */
export interface ReplayStep {
  readonly position: number;
  readonly version: number;
  readonly recordedAt: string;
  readonly actor: unknown;
  readonly type: string;
  readonly data: unknown;
  readonly before: unknown;
  readonly after: unknown;
  readonly context: unknown;
  /** Why the current machine would not decide as the server did then; absent when it agrees. */
  readonly divergence?: string;
}

const machineFor = (streamType: string, events: readonly StoredEvent[]): AnyStateMachine | undefined =>
  machines[(events[0]?.meta.machine as string | undefined) ?? streamType];

/** Replays one stream's events through its machine, step by step. */
export const replayEvents = (streamType: string, events: readonly StoredEvent[]): ReplayStep[] => {
  const machine = machineFor(streamType, events);
  if (!machine) throw new Error(`no machine is registered for stream type '${streamType}'`);
  const steps: ReplayStep[] = [];
  let snapshot: any;
  for (const event of events) {
    const before = snapshot?.value ?? null;
    let divergence: string | undefined;
    if (!snapshot) {
      [snapshot] = initialTransition(machine, event.data.input);
    } else {
      const machineEvent = { type: event.type, ...event.data };
      if (!snapshot.can(machineEvent)) divergence = `the machine now rejects '${event.type}' in ${JSON.stringify(before)}`;
      else [snapshot] = transition(machine, snapshot, machineEvent);
    }
    const recordedTo = event.meta.to;
    if (!divergence && recordedTo !== undefined && JSON.stringify(recordedTo) !== JSON.stringify(snapshot.value)) {
      divergence = `recorded state ${JSON.stringify(recordedTo)}, replay gives ${JSON.stringify(snapshot.value)}`;
    }
    steps.push({
      position: event.position,
      version: event.version,
      recordedAt: event.recordedAt.toISOString(),
      actor: event.meta.actor,
      type: event.type,
      data: redact(event.data),
      before,
      after: snapshot.value,
      context: redact(snapshot.context),
      ...(divergence ? { divergence } : {}),
    });
  }
  return steps;
};

/** Replays a stored stream; with `until`, only the events recorded at or before that moment (see asOf.ts). */
export const replayStream = async (sql: Sql, streamType: string, streamId: string, until?: Date) => {
  const events = await readStream(sql, { type: streamType, id: streamId });
  return replayEvents(streamType, until ? events.filter((e) => e.recordedAt.getTime() <= until.getTime()) : events);
};

/** The streams of one type with their client and last recorded state, newest first. */
export const listStreams = async (sql: Sql, streamType: string, limit = 200) =>
  sql.query<{ stream_id: string; client_id: number; version: number; state: unknown; updated_at: string }>(
    `select distinct on (stream_id) stream_id, client_id, version, meta->'to' as state, recorded_at as updated_at
       from events where stream_type = $1 order by stream_id, version desc limit $2`,
    [streamType, limit],
  );
