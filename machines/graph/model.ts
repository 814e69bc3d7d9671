import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from "xstate";
import type { Actor, Relation } from "../actor";

/**
 * How model-based tests and `npm run paths` traverse a machine: example events (with payloads),
 * the input, and which part of a snapshot makes a distinct state. Kept next to each machine so the
 * tests and the CLI walk exactly the same graph.
 */
export interface ModelConfig<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** input given to the machine (persisted lifecycles and flows both may take one) */
  input?: InputFrom<TMachine>;
  /** several inputs, each traversed on its own (configuration that never changes afterwards) */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Example events. For each event type a state accepts, these are tried; a type without an
   * example is tried bare (`{ type }`). Internal events of invoked actors and delays are listed
   * here too when they need a payload (`xstate.done.actor.fetchPage` with its `output`).
   */
  events?: ReadonlyArray<EventObject & Record<string, unknown>>;
  /** what makes two snapshots the same vertex: the value plus only the context that matters */
  serialize?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** traversal bound (adjacency iterations) */
  limit?: number;
  /** also run the simple paths (every loop-free path); off where the graph is dense */
  simplePaths?: boolean;
}

/** The inputs a model is traversed with. */
export const modelInputs = (config: ModelConfig): unknown[] =>
  config.inputs ? [...config.inputs] : [config.input];

/** Typed identity: ties a model config to its machine. */
export const defineModel = <TMachine extends AnyStateMachine>(
  _machine: TMachine,
  config: ModelConfig<TMachine>,
): ModelConfig<TMachine> => config;

/** Sample actors used by the example events of the models. */
export const as: Record<Relation, Actor> = {
  self: { id: 101, relation: "self" },
  manager: { id: 102, relation: "manager" },
  functionalManager: { id: 103, relation: "functionalManager" },
  admin: { id: 104, relation: "admin" },
  system: { id: "system", relation: "system" },
  other: { id: 105, relation: "other" },
};

/** Every event type sent by each of the given actors (guards then decide). */
export const byEach = (
  types: readonly string[],
  relations: readonly Relation[],
  extra: Record<string, unknown> = {},
): Array<EventObject & Record<string, unknown>> =>
  types.flatMap((type) => relations.map((r) => ({ type, actor: as[r], ...extra })));
