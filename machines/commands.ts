import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom } from "xstate";
import { explainRefusal } from "./rules";

// One mechanism for lifecycle buttons, in the browser and on the server: a machine declares its buttons once
// (`defineCommands`, next to the machine); `availableCommands` lists those the snapshot accepts from an actor now,
// `unavailableCommands` those of the current state it refuses, each with the refusing rule (rules.ts).

/**
 * A button a machine may offer: its event type and, where its guard needs a payload (a comment,
 * the scores of a grade), a representative payload built from the context.
 */
export interface CommandProbe<C = any> {
  type: string;
  payload?: (context: C) => Record<string, unknown>;
}

const commandProbes = new WeakMap<AnyStateMachine, readonly CommandProbe[]>();

/** Declares the buttons of a machine (each machine file does it once, next to the machine). */
export function defineCommands<M extends AnyStateMachine>(machine: M, probes: ReadonlyArray<CommandProbe<ContextFrom<M>>>): void {
  commandProbes.set(machine, probes);
}

/**
 * The button events the snapshot accepts from this actor now (`snapshot.can`), in the machine's
 * declared order: the browser shows exactly these, the server decides with `transition()`.
 */
export function availableCommands(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, actor: unknown): string[] {
  const probes = commandProbes.get(machine);
  if (!probes) throw new Error(`machine ${machine.id} declares no commands`);
  if (snapshot.machine !== machine) throw new Error(`snapshot is not of machine ${machine.id}`);
  return probes
    .filter((p) => snapshot.can({ type: p.type, actor, ...p.payload?.(snapshot.context) } as never))
    .map((p) => p.type);
}

/** A button of the current state the actor cannot press now, with the machine's reason (a catalogue id). */
export interface UnavailableCommand {
  type: string;
  reason: string;
}

/**
 * The declared buttons this state has but refuses this actor now, each with the rule that refuses it (see
 * rules.ts): the browser shows them disabled with the reason beside them. Buttons of other states are left out.
 */
export function unavailableCommands(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, actor: unknown, notNow: string): UnavailableCommand[] {
  const probes = commandProbes.get(machine);
  if (!probes) throw new Error(`machine ${machine.id} declares no commands`);
  return probes.flatMap((p) => {
    const event = { type: p.type, actor, ...p.payload?.(snapshot.context) };
    if (snapshot.can(event as never)) return [];
    const refusal = explainRefusal(snapshot, event, notNow);
    return refusal.here ? [{ type: p.type, reason: refusal.reason }] : [];
  });
}
