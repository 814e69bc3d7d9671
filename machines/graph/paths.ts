import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from "xstate";
import { createTestModel, type StatePath, TestModel, type TestPath } from "xstate/graph";
import { allStateNodes, type Coverage, eventLabel, measureCoverage, transitionsTaken } from "./coverage";
import { type ModelConfig, modelInputs } from "./model";

/**
 * Path generation shared by the model-based tests (`tests/machines`) and `npm run paths`, so the
 * coverage the CLI prints is the coverage the tests run.
 */

/** A test path and the input its machine starts with. */
export type Path = TestPath<AnyMachineSnapshot, EventObject> & { input: unknown };
type Model = TestModel<AnyMachineSnapshot, EventObject, unknown>;

/** True when the machine invokes actors or has delayed transitions. */
export function usesActorsOrDelays(machine: AnyStateMachine): boolean {
  return allStateNodes(machine).some((n: AnyStateNode) => n.invoke.length > 0 || n.after.length > 0);
}

/**
 * The test model of a machine. `createTestModel` refuses machines with `invoke` or `after`
 * because it cannot drive them itself; our tests drive them (fake timers for delays, fake
 * promise actors for invocations), so those machines get the same `TestModel` without that check.
 */
export function testModel(machine: AnyStateMachine, config: ModelConfig, input: unknown): Model {
  const examples = config.events ?? [];
  const options = {
    input,
    limit: config.limit ?? 20_000,
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify(config.serialize ? config.serialize(s) : s.value),
    // `xstate.done.state.*` is raised by the machine itself when a region finishes; never sent from outside.
    filterEvents: (_s: AnyMachineSnapshot, e: EventObject) => !e.type.startsWith("xstate.done.state."),
    events: examples as EventObject[],
  };
  if (!usesActorsOrDelays(machine)) return createTestModel(machine, options as never) as unknown as Model;
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine as never, {
    ...options,
    events: (state: AnyMachineSnapshot) =>
      ownEventTypes(state).flatMap((type) => {
        const matching = examples.filter((e) => e.type === type);
        return matching.length ? matching : [{ type }];
      }),
    stateMatcher: (state: AnyMachineSnapshot, key: string) =>
      key.startsWith("#") ? state._nodes.includes(machine.getStateNodeById(key)) : state.matches(key as never),
  } as never);
}

const eventKey = (e: EventObject) => JSON.stringify(e);
const sequence = (p: TestPath<AnyMachineSnapshot, EventObject>) => p.steps.slice(1).map((s) => eventKey(s.event));

/** Drops exact duplicates and paths whose events are a prefix of another path's. */
export function withoutPrefixes<P extends TestPath<AnyMachineSnapshot, EventObject>>(paths: readonly P[]): P[] {
  const seqs = paths.map(sequence);
  const sorted = paths.map((p, i) => ({ p, s: seqs[i] })).sort((a, b) => b.s.length - a.s.length);
  const kept: typeof sorted = [];
  for (const cand of sorted) {
    const isPrefix = kept.some((k) => cand.s.every((e, i) => k.s[i] === e));
    if (!isPrefix) kept.push(cand);
  }
  // keep the generator's order (shortest first) for readable output
  return paths.filter((p) => kept.some((k) => k.p === p));
}

export interface MachinePaths {
  /** one shortest path to every distinct state */
  shortest: Path[];
  /** loop-free paths (empty when the model turns them off) */
  simple: Path[];
  /** shortest path plus one event, for each transition the two sets above miss */
  covering: Path[];
  /** what the tests run: the three sets without duplicates and prefixes */
  tests: Path[];
}

const cache = new WeakMap<AnyStateMachine, MachinePaths>();

/** Generates the paths of a machine from its model config (once per machine). */
export function generatePaths(machine: AnyStateMachine, config: ModelConfig): MachinePaths {
  const cached = cache.get(machine);
  if (cached) return cached;
  const out: MachinePaths = { shortest: [], simple: [], covering: [], tests: [] };
  const covered = new Set<unknown>();
  for (const input of modelInputs(config)) {
    const model = testModel(machine, config, input);
    const tag = (p: TestPath<AnyMachineSnapshot, EventObject>): Path => Object.assign(p, { input });
    const shortest = model.getShortestPaths({ allowDuplicatePaths: true }).map(tag);
    const simple = config.simplePaths === false ? [] : model.getSimplePaths().map(tag);
    for (const t of measureTaken(machine, [...shortest, ...simple])) covered.add(t);
    const covering = coveringPaths(machine, config, model, shortest, covered).map(tag);
    out.shortest.push(...shortest);
    out.simple.push(...simple);
    out.covering.push(...covering);
    out.tests.push(...withoutPrefixes([...shortest, ...simple, ...covering]));
  }
  cache.set(machine, out);
  return out;
}

/**
 * For every transition definition no path takes yet: the shortest path to a state that takes it,
 * plus that event. `covered` is updated.
 */
function coveringPaths(
  machine: AnyStateMachine,
  config: ModelConfig,
  model: Model,
  shortest: Path[],
  covered: Set<unknown>,
): TestPath<AnyMachineSnapshot, EventObject>[] {
  const serialize = (s: AnyMachineSnapshot) => JSON.stringify(config.serialize ? config.serialize(s) : s.value);
  const byState = new Map(shortest.map((p) => [serialize(p.state), p]));
  const out: TestPath<AnyMachineSnapshot, EventObject>[] = [];
  for (const [key, vertex] of Object.entries(model.getAdjacencyMap())) {
    const base = byState.get(key);
    if (!base) continue;
    const edges = Object.values(vertex.transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>;
    for (const { event, state: next } of edges) {
      const taken = [...transitionsTaken(machine, vertex.state, event)];
      if (taken.every((t) => covered.has(t))) continue;
      for (const t of taken) covered.add(t);
      const statePath: StatePath<AnyMachineSnapshot, EventObject> = {
        state: next,
        steps: [...base.steps, { state: next, event }],
        weight: base.weight + 1,
      };
      out.push({ ...statePath, description: "", test: (params) => model.testPath(statePath, params) });
    }
  }
  return out;
}

/** The transition definitions taken by the given paths. */
function measureTaken(machine: AnyStateMachine, paths: TestPath<AnyMachineSnapshot, EventObject>[]) {
  const taken = new Set<unknown>();
  for (const path of paths) {
    let snapshot = path.steps[0].state;
    for (const step of path.steps.slice(1)) {
      for (const t of transitionsTaken(machine, snapshot, step.event)) taken.add(t);
      snapshot = step.state;
    }
  }
  return taken;
}

/** Coverage of a machine's definition by the paths its tests run. */
export function pathCoverage(machine: AnyStateMachine, config: ModelConfig, paths?: readonly Path[]): Coverage {
  return measureCoverage(machine, paths ?? generatePaths(machine, config).tests);
}

/** Readable name of the active states: `loading.session.done, loading.branding.pending`. */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  const leaves = snapshot._nodes.filter((n) => n.type === "atomic" || n.type === "final");
  return leaves.map((n) => n.path.join(".")).join(", ");
}

/** The spec numbers (`meta.id`) of the active states, outermost first. */
export function metaIds(snapshot: AnyMachineSnapshot): number[] {
  const meta = snapshot.getMeta() as Record<string, { id?: number } | undefined>;
  return snapshot._nodes
    .map((n) => meta[n.id]?.id)
    .filter((id): id is number => typeof id === "number")
    .filter((id, i, all) => all.indexOf(id) === i);
}

/** An event with its payload in short: `card.approve (manager)`, `fetchPage done {"status":200}`. */
export function eventTitle(event: EventObject): string {
  const { type, actor, ...rest } = event as EventObject & { actor?: { relation?: string; relations?: string[] } };
  const parts = [eventLabel(type)];
  if (actor) parts.push(`(${actor.relation ?? actor.relations?.join("+") ?? "?"})`);
  const payload = JSON.stringify(rest);
  if (payload !== "{}") parts.push(payload.length > 80 ? `${payload.slice(0, 77)}...` : payload);
  return parts.join(" ");
}

/** One line naming a path: its events and where it ends. */
export function pathTitle(path: Path): string {
  const events = path.steps.slice(1).map((s) => eventTitle(s.event));
  const input = path.input === undefined ? "" : `input ${JSON.stringify(path.input)}: `;
  return `${input}${events.length ? events.join(" → ") : "(initial)"} ⇒ ${stateLabel(path.state)}`;
}
