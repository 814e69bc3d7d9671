import type { Sql } from "../../db/types.js";
import { hasMachine, RECORD, replayRecord } from "../../events/recordReplay.js";
import { hideFields } from "../../events/redact.js";
import { replayEvents } from "../../events/replay.js";
import { readStream } from "../../events/store.js";

// Loaded when first asked: the manifests list includes this area, so a static import would be a cycle.
const manifests = async () => (await import("../manifests.js")).areaManifests;

/** The area that declares extras for this machine's replay (the buttons each side had), if one does. */
const replayCommandsOf = async (machine: string) =>
  (await manifests()).find((a) => a.replay?.[machine])?.replay?.[machine] ?? null;

/** The fields the owning area declares sensitive in a stream type's events (its manifest's `sensitive`). */
export const sensitiveFieldsOf = async (streamType: string): Promise<ReadonlySet<string>> =>
  new Set((await manifests()).flatMap((a) => a.sensitive?.[streamType] ?? []));

/**
 * Replays a stream of the client through its machine, or folds it as a record when it has none (null when the
 * stream is not the client's, or has no events): each step with the state before and after, the context, any
 * divergence, and the buttons each side had after it where the machine's area declares them (its manifest's `replay`).
 * Without `sensitive` (the viewer's sensitive-data right), the fields the area declares sensitive for the stream
 * type (a person's answers, a secret) read HIDDEN in each step's data and context.
 */
export const replaySteps = async (sql: Sql, clientId: number, streamType: string, streamId: string, sensitive: boolean) => {
  const events = await readStream(sql, { type: streamType, id: streamId });
  if (events.length === 0 || events.some((e) => e.clientId !== clientId)) return null;
  const machine = hasMachine(streamType, events) ? ((events[0].meta.machine as string | undefined) ?? streamType) : RECORD;
  const steps = machine === RECORD ? await replayRecord(sql, events) : replayEvents(streamType, events);
  const commandsOf = machine === RECORD ? null : await replayCommandsOf(machine);
  const commandsAt = commandsOf ? await commandsOf(sql, events) : null;
  const hidden = sensitive ? new Set<string>() : await sensitiveFieldsOf(streamType);
  return {
    machine,
    steps: steps.map((s) => {
      const commands = commandsAt ? commandsAt(s.after, s.context) : null;
      return {
        position: s.position,
        version: s.version,
        time: s.recordedAt,
        actor: s.actor ?? null,
        type: s.type,
        command: s.command,
        data: hideFields(s.data, hidden),
        before: s.before,
        after: s.after,
        context: hideFields(s.context, hidden),
        divergence: s.divergence ?? null,
        available_commands: commands,
      };
    }),
  };
};
