import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createEmptyActor,
  type EventObject,
  getInitialMicrosteps,
} from "xstate";

/**
 * State and transition coverage of a machine, measured by replaying event sequences through the
 * machine's own `transition` with an inspecting actor scope: every microstep reports the transition
 * definitions it took (including `always`, `onDone` and delayed ones) and the states it passed
 * through (transient states too). Totals come from walking `machine.root`.
 */

/** Every state node of the machine except the root, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

/** A transition that does something: forbidden ones (no target, no action) are not counted. */
const isReal = (t: AnyTransitionDefinition) => t.target !== undefined || t.actions.length > 0 || t.reenter;

/** Every transition definition of the machine: `on`, `after`, `onDone`, `onError` and `always`. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...allStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat().filter(isReal),
    ...(node.always ?? []),
  ]);
}

/** Readable name of a guard, including `and`/`or`/`not` combinations. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const g = guard as { name: string; guards?: unknown[] };
    if (g.guards && ["and", "or", "not"].includes(g.name)) {
      const inner = g.guards.map(guardLabel);
      return g.name === "not" ? `!${inner[0]}` : inner.join(g.name === "and" ? " && " : " || ");
    }
    return g.name || "inline";
  }
  if (typeof guard === "object" && guard && "type" in guard) return String((guard as { type: string }).type);
  return "guard";
}

/** Readable name of an event type: delays and invoked actors get plain words. */
export function eventLabel(type: string): string {
  if (type === "") return "always";
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]} ms`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} error`;
  if (type.startsWith("xstate.done.state.")) return "done";
  return type;
}

/** `source --event [guard]--> target` */
export function transitionLabel(t: AnyTransitionDefinition): string {
  const guard = guardLabel(t.guard);
  const targets = t.target ? t.target.map((n) => n.path.join(".")).join(", ") : "(stays)";
  const source = t.source.path.join(".") || "(root)";
  return `${source} --${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ""}--> ${targets}`;
}

/** Collects what replayed events touch. */
export class Recorder {
  readonly transitions = new Set<AnyTransitionDefinition>();
  readonly states = new Set<AnyStateNode>();
  private readonly scope: unknown;

  constructor() {
    const actor = createEmptyActor();
    actor.system.inspect((ev) => {
      if (ev.type !== "@xstate.microstep") return;
      for (const t of ev._transitions) this.transitions.add(t);
      this.addNodes(ev.snapshot as AnyMachineSnapshot);
    });
    // The same shape as xstate/graph's mock scope: actions are resolved, never executed.
    this.scope = {
      self: actor,
      logger: () => {},
      id: "",
      sessionId: "coverage",
      defer: () => {},
      system: actor.system,
      stopChild: () => {},
      emit: () => {},
      actionExecutor: () => {},
    };
  }

  private addNodes(snapshot: AnyMachineSnapshot) {
    for (const node of snapshot._nodes) if (node.parent) this.states.add(node);
  }

  /** The initial snapshot, recording the states (transient ones too) and `always` transitions taken to reach it. */
  initial(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
    for (const [step] of getInitialMicrosteps(machine, input as never)) this.addNodes(step as AnyMachineSnapshot);
    const snapshot = machine.getInitialSnapshot(this.scope as never, input) as AnyMachineSnapshot;
    this.addNodes(snapshot);
    return snapshot;
  }

  /** One event, recording what it took; returns the next snapshot. */
  step(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot {
    const next = machine.transition(snapshot, event, this.scope as never) as AnyMachineSnapshot;
    this.addNodes(next);
    return next;
  }
}

/** The transition definitions one event takes from a snapshot (used to add covering paths). */
export function transitionsTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject) {
  const recorder = new Recorder();
  recorder.step(machine, snapshot, event);
  return recorder.transitions;
}

export interface CoverageCount {
  covered: number;
  total: number;
  missing: string[];
}
export interface Coverage {
  states: CoverageCount;
  transitions: CoverageCount;
}

/** Anything with the steps of an xstate/graph path (the first step is `xstate.init`) and its input. */
export interface PathLike {
  input?: unknown;
  steps: ReadonlyArray<{ event: EventObject }>;
}

/** Coverage of the machine's definition by the given paths (replayed from the initial state). */
export function measureCoverage(machine: AnyStateMachine, paths: readonly PathLike[]): Coverage {
  const recorder = new Recorder();
  for (const path of paths) {
    let snapshot = recorder.initial(machine, path.input);
    for (const step of path.steps.slice(1)) snapshot = recorder.step(machine, snapshot, step.event);
  }
  const states = allStateNodes(machine);
  const transitions = allTransitions(machine);
  return {
    states: {
      covered: states.filter((s) => recorder.states.has(s)).length,
      total: states.length,
      missing: states.filter((s) => !recorder.states.has(s)).map((s) => s.path.join(".")),
    },
    transitions: {
      covered: transitions.filter((t) => recorder.transitions.has(t)).length,
      total: transitions.length,
      missing: transitions.filter((t) => !recorder.transitions.has(t)).map(transitionLabel),
    },
  };
}
