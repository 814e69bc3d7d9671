import { type AnyMachineSnapshot, type AnyStateMachine, type StateNode, transition } from "xstate";
import { registry } from "../../../machines/index.js";
import type { NewEvent, StoredEvent } from "./types.js";
import { registerUpcaster } from "./upcasters.js";

/**
 * Lifecycle streams store facts, not commands. A machine decides on a command (`task.approve`); what is stored is
 * the fact it became (`task.approved`, past tense), with the state before and after in `meta.from` / `meta.to`.
 * Each lifecycle names its facts here, once: a command may become different facts by the state it left (the first
 * and the extra approval). Projections and replay follow facts with `evolve`, which applies the machine's own
 * actions along the recorded transition and never asks a guard: a stricter guard tomorrow does not change what
 * happened yesterday. Before this convention the log stored the command names; they are upcast to their facts
 * (`upcasters.ts`), so an old database still rebuilds.
 */
export interface FactRule {
  readonly command: string;
  readonly fact: string;
  /** the states this naming applies to when the command leaves them (default: any) */
  readonly from?: readonly string[];
}

export interface Lifecycle {
  /** the stream type, which is the machine's registry name and `meta.machine` */
  readonly name: string;
  readonly machine: AnyStateMachine;
  readonly facts: readonly FactRule[];
}

interface Known extends Lifecycle {
  /** the machine with every guard replaced by "the recorded transition took this guard's branch" */
  readonly follower: AnyStateMachine;
}

const lifecycles = new Map<string, Known>();
/** old command name → the lifecycles that stored it under that name, for the legacy upcaster */
const legacyNames = new Map<string, Known[]>();
const RECORDED = "@recorded";

type Node = StateNode<any, any>;
const stateKey = (machine: AnyStateMachine, node: Node) => (node === machine.root ? "*" : node.key);

/** For each named guard, the `from>to` pairs of the transitions it guards ("*": a transition of the root). */
const guardedPairs = (machine: AnyStateMachine) => {
  const pairs = new Map<string, Set<string>>();
  const visit = (node: Node) => {
    for (const list of node.transitions.values()) {
      for (const t of list) {
        if (t.guard === undefined) continue;
        if (typeof t.guard !== "string") throw new Error(`${machine.id}: a lifecycle machine names its guards (${node.key})`);
        const from = stateKey(machine, node);
        const to = t.target?.[0] ? stateKey(machine, t.target[0] as Node) : from;
        const set = pairs.get(t.guard) ?? new Set<string>();
        set.add(`${from}>${to}`);
        pairs.set(t.guard, set);
      }
    }
    for (const child of Object.values(node.states) as Node[]) visit(child);
  };
  visit(machine.root as Node);
  return pairs;
};

/** The machine that follows recorded transitions: a guard passes when the fact went the way it guards. */
const followerOf = (machine: AnyStateMachine): AnyStateMachine => {
  const pairs = guardedPairs(machine);
  const guards = Object.fromEntries(
    [...pairs].map(([name, set]) => [
      name,
      ({ event }: { event: Record<string, any> }) => {
        const r = event[RECORDED] as { from: string; to: string };
        return set.has(`${r.from}>${r.to}`) || (r.from === r.to && set.has("*>*"));
      },
    ]),
  );
  return machine.provide({ guards } as never);
};

/** Registers a lifecycle's fact names (each area does it once, beside its projection). */
export const defineLifecycle = (lifecycle: Lifecycle): Lifecycle => {
  if (lifecycles.has(lifecycle.name)) return lifecycle;
  if (registry[lifecycle.name]?.machine !== lifecycle.machine || !registry[lifecycle.name].serverDecides) {
    throw new Error(`${lifecycle.name}: a lifecycle's machine is registered in machines/index.ts with serverDecides`);
  }
  const known: Known = { ...lifecycle, follower: followerOf(lifecycle.machine) };
  lifecycles.set(lifecycle.name, known);
  for (const rule of lifecycle.facts) {
    if (rule.command === rule.fact) continue;
    const list = legacyNames.get(rule.command) ?? [];
    if (!list.includes(known)) list.push(known);
    legacyNames.set(rule.command, list);
    // Events stored before facts had their command's name: the fact is the one this lifecycle gives it now.
    registerUpcaster(rule.command, 1, (e) => {
      const l = legacyNames.get(e.type)?.find((x) => x.name === ((e.meta.machine as string | undefined) ?? e.streamType));
      return l ? { ...e, type: factOf(l, e.type, String(e.meta.from ?? "")) } : e;
    });
  }
  return lifecycle;
};

const lifecycleOf = (name: string): Known => {
  const l = lifecycles.get(name);
  if (!l) throw new Error(`no lifecycle '${name}' is defined`);
  return l;
};

/** The lifecycles the server decides with (their names are stream types and machine names). */
export const definedLifecycles = (): readonly Lifecycle[] => [...lifecycles.values()];

/** The fact a command becomes when the machine accepts it in state `from`. */
export const factOf = (l: Lifecycle, command: string, from: string): string => {
  const rule = l.facts.find((r) => r.command === command && (!r.from || r.from.includes(from)));
  if (!rule) throw new Error(`${l.name}: no fact is named for '${command}' from '${from}'`);
  return rule.fact;
};

/** The command a stored fact of this lifecycle was decided as (replay asks the machine about it). */
export const commandOf = (name: string, fact: string): string | undefined =>
  lifecycleOf(name).facts.find((r) => r.fact === fact)?.command;

/** A machine command, as handlers build them: its type and payload (the actor included). */
export type Command = { readonly type: string } & Record<string, unknown>;

/**
 * The facts of commands the machine accepts from this snapshot, in order, with the states before and after, and
 * the snapshot they lead to. `refuse` is called with the first command the machine does not accept (and must
 * throw): nothing is decided then.
 */
export const decideFacts = <S extends AnyMachineSnapshot>(
  name: string,
  snapshot: S,
  commands: readonly Command[],
  refuse: (snapshot: S, command: Command) => never,
): { facts: NewEvent[]; snapshot: S } => {
  const l = lifecycleOf(name);
  let current = snapshot;
  const facts: NewEvent[] = [];
  for (const command of commands) {
    if (!current.can(command as never)) refuse(current, command);
    const [next] = transition(l.machine, current, command as never);
    const { type, ...data } = command;
    const from = current.value as string;
    facts.push({ type: factOf(l, type, from), data, meta: { machine: l.name, from, to: next.value } });
    current = next as S;
  }
  return { facts, snapshot: current };
};

/** The snapshot a row keeps (state value + context), restored for a machine. */
export const restoreSnapshot = <M extends AnyStateMachine>(machine: M, value: unknown, context: unknown) =>
  machine.resolveState({ value, context } as never) as ReturnType<M["resolveState"]>;

/**
 * Applies a stored fact to a snapshot: the machine's actions along the transition the fact records, no guard
 * asked. The state after is the recorded one (`meta.to`) whatever today's machine would choose.
 */
export const evolve = (name: string, value: unknown, context: unknown, fact: StoredEvent): { value: string; context: any } => {
  const l = lifecycleOf(name);
  const command = commandOf(name, fact.type);
  if (!command) throw new Error(`${name}: '${fact.type}' is not one of its facts (stream ${fact.streamType}/${fact.streamId})`);
  const before = restoreSnapshot(l.follower, value, context);
  const to = (fact.meta.to as string | undefined) ?? (value as string);
  const [after] = transition(l.follower, before, { type: command, ...fact.data, [RECORDED]: { from: value, to } } as never);
  return { value: to, context: (after as AnyMachineSnapshot).context };
};
