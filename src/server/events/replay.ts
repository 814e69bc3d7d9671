import { type AnyStateMachine, initialTransition, transition } from "xstate";
import { machines } from "../../../machines/index.js";
import type { Sql } from "../db/types.js";
import { commandOf, definedLifecycles, evolve, restoreSnapshot } from "./lifecycle.js";
import { redact } from "./redact.js";
import { readStream } from "./store.js";
import type { StoredEvent } from "./types.js";
import { upcast } from "./upcasters.js";

/**
 * Lifecycle streams follow one convention so any of them can be replayed: the first event (`*.created`) carries
 * the machine's input in `data.input`; every later event is a fact (`task.approved`) whose data is the command's
 * payload (the actor included), and its meta records the state before and after (`from`, `to`) as the server
 * decided it at the time. Replay follows the facts (`evolve`) and asks today's machine whether it would still
 * accept each fact's command: where it would not, or would reach another state, the step shows a divergence.
 */
export interface ReplayStep {
  readonly position: number;
  readonly version: number;
  readonly recordedAt: string;
  readonly actor: unknown;
  readonly type: string;
  /** the machine command the fact was decided as (`task.approve` for `task.approved`) */
  readonly command: string;
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
export const replayEvents = (streamType: string, stored: readonly StoredEvent[]): ReplayStep[] => {
  const events = stored.map(upcast);
  const machine = machineFor(streamType, events);
  if (!machine) throw new Error(`no machine is registered for stream type '${streamType}'`);
  const name = (events[0]?.meta.machine as string | undefined) ?? streamType;
  const lifecycle = definedLifecycles().some((l) => l.name === name);
  const steps: ReplayStep[] = [];
  let snapshot: any;
  for (const event of events) {
    const before = snapshot?.value ?? null;
    let divergence: string | undefined;
    let command = event.type;
    if (!snapshot) {
      [snapshot] = initialTransition(machine, event.data.input);
    } else {
      command = (lifecycle ? commandOf(name, event.type) : event.type) ?? event.type;
      const machineEvent = { type: command, ...event.data };
      const accepted = snapshot.can(machineEvent);
      const decided = accepted ? transition(machine, snapshot, machineEvent)[0] : snapshot;
      if (!accepted) divergence = `the machine now rejects '${command}' in ${JSON.stringify(before)}`;
      else if (event.meta.to !== undefined && JSON.stringify(event.meta.to) !== JSON.stringify(decided.value)) {
        divergence = `recorded state ${JSON.stringify(event.meta.to)}, replay gives ${JSON.stringify(decided.value)}`;
      }
      // A fact happened whatever today's machine says: the replay goes on from what was recorded.
      if (lifecycle && commandOf(name, event.type)) {
        const next = evolve(name, snapshot.value, snapshot.context, event);
        snapshot = restoreSnapshot(machine, next.value, next.context);
      } else snapshot = decided;
    }
    steps.push({
      position: event.position,
      version: event.version,
      recordedAt: event.recordedAt.toISOString(),
      actor: event.meta.actor,
      type: event.type,
      command,
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
