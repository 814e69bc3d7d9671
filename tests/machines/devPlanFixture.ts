import { expect } from "vitest";
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, initialTransition, type SnapshotFrom, transition } from "xstate";
import { availableCommands, sampleActors } from "../../machines/devPlanRoleModel";

// What the development plan and employee plan machine tests share: the sample actors' buttons, and events decided
// the server's way (initialTransition, then transition per event, no actor).

/** An event with its payload. */
export type E = EventObject & Record<string, unknown>;
/** The name of a role model's sample actor. */
export type Name = keyof typeof sampleActors;
export const names = Object.keys(sampleActors) as Name[];

/** The commands each sample actor may send now, those `keep` lets through; actors left without any are left out. */
export function buttonsOf<M extends AnyStateMachine>(machine: M, s: SnapshotFrom<M>, keep: (command: string) => boolean = () => true) {
  const out: Partial<Record<Name, string[]>> = {};
  for (const n of names) {
    const commands = availableCommands(machine, s, sampleActors[n]).filter(keep);
    if (commands.length) out[n] = commands;
  }
  return out;
}

/** Runs events from the initial state that must all be accepted; returns the snapshot. */
export function accepted<M extends AnyStateMachine>(machine: M, input: unknown, events: E[]): SnapshotFrom<M> {
  let s: AnyMachineSnapshot = initialTransition(machine, input as never)[0];
  for (const e of events) {
    expect(s.can(e as never), `${e.type} should be accepted`).toBe(true);
    [s] = transition(machine, s as never, e as never);
  }
  return s as SnapshotFrom<M>;
}

/** The server's check: a refused event leaves the snapshot as it was. */
export function refused(machine: AnyStateMachine, s: AnyMachineSnapshot, e: E) {
  expect(s.can(e as never)).toBe(false);
  const [next] = transition(machine, s as never, e as never);
  expect(next.value).toEqual(s.value);
  expect(next.context).toEqual(s.context);
}
