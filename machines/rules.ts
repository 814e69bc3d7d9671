import type { AnyMachineSnapshot } from "xstate";

/**
 * Named rules of lifecycle guards. A guard built with `guardOf` holds when all its rules hold, and keeps them, so
 * a refusal can name the rule that failed: a stable catalogue id (locales/*.json) the server answers with and the
 * browser shows beside the unavailable button. A rule is about who (403: the actor may never send this here) or
 * about the plan's data (409: not now). Guards without rules are refused as "not now".
 */
export interface Rule<A = any> {
  readonly id: string;
  readonly who: boolean;
  readonly check: (args: A) => boolean;
}

/** A rule about the actor (a refusal is 403). */
export const whoRule = <A>(id: string, check: (args: A) => boolean): Rule<A> => ({ id, who: true, check });
/** A rule about the lifecycle's data (a refusal is 409). */
export const whenRule = <A>(id: string, check: (args: A) => boolean): Rule<A> => ({ id, who: false, check });

type Guard<A> = ((args: A) => boolean) & { readonly rules: readonly Rule<A>[] };

/** A guard made of rules, all of which must hold. */
export const guardOf = <A>(...rules: Rule<A>[]): Guard<A> => Object.assign((args: A) => rules.every((r) => r.check(args)), { rules });

/** Why a command is refused: the failing rule's id, whether it is about who, whether the state has the command at all. */
export interface Refusal {
  readonly reason: string;
  readonly who: boolean;
  /** the current state has a transition for this command (a button of this state, unavailable now) */
  readonly here: boolean;
}

type Transition = { guard?: unknown; eventType: string };
type Node = { transitions: Map<string, Transition[]>; states: Record<string, Node> };

const transitionsIn = (node: Node, type: string): Transition[] => node.transitions.get(type) ?? [];
const allNodes = (node: Node): Node[] => [node, ...Object.values(node.states).flatMap(allNodes)];

/**
 * Explains a refusal (`snapshot.can(event)` is false) from the rules of the guards on this command's transitions.
 * In this state: a branch whose who-rules hold gives its first failing rule (409); else the first branch's failing
 * who-rule (403). Not in this state: 403 when the actor fails a who-rule of every branch anywhere (they may never
 * send it), else `notNow` (409).
 */
export function explainRefusal(snapshot: AnyMachineSnapshot, event: { type: string }, notNow: string): Refusal {
  const machine = snapshot.machine;
  const guards = (machine.implementations.guards ?? {}) as Record<string, { rules?: readonly Rule[] } | undefined>;
  const args = { context: snapshot.context, event };
  const failing = (t: Transition, who?: boolean) =>
    (typeof t.guard === "string" ? (guards[t.guard]?.rules ?? []) : []).find((r) => (who === undefined || r.who === who) && !r.check(args));
  const root = machine.root as unknown as Node;
  const current = typeof snapshot.value === "string" ? root.states[snapshot.value] : undefined;
  const here = [...(current ? transitionsIn(current, event.type) : []), ...transitionsIn(root, event.type)];
  if (here.length > 0) {
    const allowed = here.find((t) => !failing(t, true));
    if (allowed) return { reason: failing(allowed)?.id ?? notNow, who: false, here: true };
    return { reason: failing(here[0], true)!.id, who: true, here: true };
  }
  const elsewhere = allNodes(root).flatMap((n) => transitionsIn(n, event.type));
  if (elsewhere.length > 0 && elsewhere.every((t) => failing(t, true))) return { reason: failing(elsewhere[0], true)!.id, who: true, here: false };
  return { reason: notNow, who: false, here: false };
}
