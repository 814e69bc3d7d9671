// Exported state logs and their replay in the browser: the same machines as the server (machines/index.ts) and
// xstate's pure `initialTransition` / `transition`, so an imported log is checked against today's machine and
// every step where it decides otherwise is flagged.
import { type AnyMachineSnapshot, initialTransition, transition } from "xstate";
import { type Actor, availableCommands, type Relation } from "../../../machines/devPlanRoleModel";
import { devPlanTaskMachine } from "../../../machines/devPlanTask";
import { machines } from "../../../machines/index";
import type { ReplayStep, ReplayStream } from "./api";

export const LOG_FORMAT = "stride.stateLog";

/** The JSON file the page exports and imports. */
export interface StateLog extends ReplayStream {
  readonly format: typeof LOG_FORMAT;
  readonly version: 1;
  readonly exported_at: string;
}

export const toStateLog = (stream: ReplayStream): StateLog => ({
  format: LOG_FORMAT,
  version: 1,
  exported_at: new Date().toISOString(),
  stream_type: stream.stream_type,
  stream_id: stream.stream_id,
  machine: stream.machine,
  steps: stream.steps,
});

/** Reads an imported file; throws a message id when it is not a state log this page can replay. */
export const parseStateLog = (text: string): StateLog => {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("replay.import.notJson");
  }
  if (!json || json.format !== LOG_FORMAT || !Array.isArray(json.steps) || typeof json.machine !== "string") throw new Error("replay.import.notLog");
  if (!machines[json.machine]) throw new Error("replay.import.unknownMachine");
  return json as StateLog;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The buttons the owner and the first approver of an employee plan have in a snapshot. */
function taskCommands(snapshot: AnyMachineSnapshot, input: { ownerId?: number; roleModel?: { approve?: Relation[] } } | undefined) {
  if (!input?.ownerId) return null;
  const owner: Actor = { id: input.ownerId, relations: ["self"], isPlanAdmin: false };
  const approver: Actor = { id: 0, relations: [input.roleModel?.approve?.[0] ?? "lineManager"], isPlanAdmin: false };
  return { owner: availableCommands(devPlanTaskMachine, snapshot, owner), approver: availableCommands(devPlanTaskMachine, snapshot, approver) };
}

/**
 * Replays a log's events through the named machine. Each step keeps what was recorded and gets what the
 * machine decides now (`after`, `context`, buttons); `divergence` says where they differ.
 */
export const replayLocally = (log: StateLog): ReplayStep[] => {
  const machine = machines[log.machine];
  let snapshot: AnyMachineSnapshot | undefined;
  let input: any;
  return log.steps.map((step) => {
    const data = (step.data ?? {}) as Record<string, unknown>;
    let divergence: string | null = null;
    if (!snapshot) {
      input = data.input;
      [snapshot] = initialTransition(machine, input);
    } else {
      // A step is a stored fact; the machine is asked about the command it was decided as.
      const command = step.command ?? step.type;
      const event = { ...data, type: command } as never;
      if (!snapshot.can(event)) divergence = `the machine rejects '${command}' in ${JSON.stringify(snapshot.value)}`;
      else [snapshot] = transition(machine, snapshot, event);
    }
    if (!divergence && step.after !== undefined && step.after !== null && !same(step.after, snapshot.value))
      divergence = `recorded state ${JSON.stringify(step.after)}, replay gives ${JSON.stringify(snapshot.value)}`;
    const commands = log.machine === "devPlanTask" ? taskCommands(snapshot, input) : null;
    // The owner is the same actor here and on the server (the approver's id is not in the log): compare theirs.
    if (!divergence && commands && step.available_commands && !same(commands.owner, step.available_commands.owner))
      divergence = `recorded buttons ${JSON.stringify(step.available_commands.owner)}, replay gives ${JSON.stringify(commands.owner)}`;
    return { ...step, after: snapshot.value, context: snapshot.context, divergence, available_commands: commands ?? step.available_commands };
  });
};
