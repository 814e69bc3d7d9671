import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  initialTransition,
  type SnapshotFrom,
  transition,
} from "xstate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { measureCoverage } from "../../machines/graph/coverage";
import { generatePaths, metaIds, type Path, pathTitle } from "../../machines/graph/paths";
import { registry } from "../../machines/index";

/**
 * Model-based test harness. `describeModel(name, ...)` runs every generated path of a registered
 * machine against a system under test (the pure `transition` the server uses, or a real actor with
 * fake timers and fake promise actors), checks after every step that the SUT is in the model's
 * state with the model's context, runs the test file's assertions for that state, and finally
 * asserts that the paths it ran cover every state and transition of the machine's definition.
 */

export { metaIds };

/** What a path drives: `send` performs one model event, `snapshot` reads the result. */
export interface Sut<M extends AnyStateMachine> {
  snapshot(): SnapshotFrom<M>;
  send(event: EventObject): void | Promise<void>;
  stop?(): void;
}

/** The server's way: `initialTransition` then `transition` per event, no actor. */
export function pureSut<M extends AnyStateMachine>(machine: M, input?: unknown): Sut<M> {
  let [snapshot] = initialTransition(machine, input as never);
  return {
    snapshot: () => snapshot as SnapshotFrom<M>,
    send(event) {
      [snapshot] = transition(machine, snapshot as never, event as never);
    },
  };
}

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A call made to a fake promise actor. */
export interface FakeCall {
  src: string;
  input: any;
  signal: AbortSignal;
}

/** Lets promise callbacks and actor mailboxes run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/**
 * A real actor whose invoked promise actors are fakes the path settles: the model's
 * `xstate.done.actor.<id>` resolves the pending call with the event's output, `xstate.error.actor.<id>`
 * rejects it, and `xstate.after.<ms>.<state>` advances the fake clock by that many milliseconds.
 * Invoke ids must equal the actor names.
 */
export function actorSut<M extends AnyStateMachine>(
  machine: M,
  opts: { input?: unknown; actors?: string[]; actions?: Record<string, (...args: any[]) => void> } = {},
): Sut<M> & { calls: FakeCall[] } {
  const pending = new Map<string, Deferred>();
  const calls: FakeCall[] = [];
  const fake = (src: string) =>
    fromPromise<unknown, any>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          pending.set(src, { resolve, reject });
          calls.push({ src, input, signal });
        }),
    );
  const actors = Object.fromEntries((opts.actors ?? []).map((src) => [src, fake(src)]));
  const actor = createActor(machine.provide({ actors, actions: opts.actions ?? {} } as never), {
    input: opts.input as never,
  });
  actor.start();
  return {
    calls,
    snapshot: () => actor.getSnapshot() as SnapshotFrom<M>,
    async send(event) {
      const after = /^xstate\.after\.(\d+)\./.exec(event.type);
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
      const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
      if (after) vi.advanceTimersByTime(Number(after[1]));
      else if (done) pending.get(done[1])?.resolve((event as { output?: unknown }).output);
      else if (error) pending.get(error[1])?.reject((event as { error?: unknown }).error);
      else actor.send(event as never);
      await flush();
    },
    stop: () => actor.stop(),
  };
}

/** The names of the example events the snapshot accepts (`snapshot.can`). */
export function allowed(snapshot: AnyMachineSnapshot, examples: Record<string, { type: string; [key: string]: unknown }>): string[] {
  return Object.entries(examples)
    .filter(([, e]) => snapshot.can(e as never))
    .map(([name]) => name);
}

/** The path being run: its input, its SUT and the events sent so far. */
export interface Run<M extends AnyStateMachine> {
  input: any;
  sut: Sut<M>;
  sent: EventObject[];
  /** the last event of that type sent so far */
  last<T = any>(type: string): T | undefined;
}

export interface ModelSpec<M extends AnyStateMachine> {
  /** a new SUT per path, started with the path's input; default: `pureSut` */
  sut?: (input: any) => Sut<M>;
  /** assertions keyed by state (`state.matches(key)`); every visited state must match one */
  states: Record<string, (snapshot: SnapshotFrom<M>, run: Run<M>) => void | Promise<void>>;
  /** use fake timers around each path (flows with delays) */
  fakeTimers?: boolean;
}

/** Runs the model-based test of a registered machine and asserts full coverage. */
export function describeModel<M extends AnyStateMachine>(name: string, machine: M, spec: ModelSpec<M>): void {
  const entry = registry[name];
  if (!entry || entry.machine !== machine) throw new Error(`machine ${name} is not registered under that name`);
  const { tests } = generatePaths(machine, entry.model);
  const ran: Path[] = [];
  describe(`${name} (model-based)`, () => {
    if (spec.fakeTimers) {
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });
    }
    tests.forEach((path, i) => {
      it(`path ${i + 1}: ${pathTitle(path)}`, async () => {
        const sut = spec.sut ? spec.sut(path.input) : pureSut(machine, path.input);
        // The exact expected snapshot: the path's events replayed through the pure machine. (The
        // model's own snapshots are representatives of their serialized vertex, exact only in the
        // serialized fields.)
        const expected = pureSut(machine, path.input);
        const sent: EventObject[] = [];
        const run: Run<M> = { input: path.input, sut, sent, last: (type) => sent.findLast((e) => e.type === type) as never };
        const serialize = (x: AnyMachineSnapshot) => (entry.model.serialize ? entry.model.serialize(x) : x.value);
        const states: Record<string, (model: AnyMachineSnapshot) => Promise<void>> = {};
        for (const [key, check] of Object.entries(spec.states)) {
          states[key] = async (model) => {
            const actual = sut.snapshot() as AnyMachineSnapshot;
            expect(actual.value).toEqual(model.value);
            expect(serialize(actual)).toEqual(serialize(model));
            expect(actual.context).toEqual((expected.snapshot() as AnyMachineSnapshot).context);
            await check(actual as SnapshotFrom<M>, run);
          };
        }
        states["*"] = (model) => {
          throw new Error(`no assertion covers state ${JSON.stringify(model.value)}`);
        };
        const events = new Proxy(
          {},
          {
            get: () => (step: { event: EventObject }) => {
              sent.push(step.event);
              expected.send(step.event);
              return sut.send(step.event);
            },
          },
        );
        try {
          await path.test({ states, events });
        } finally {
          sut.stop?.();
        }
        ran.push(path);
      });
    });
    it("covers every state and transition of the machine", () => {
      const coverage = measureCoverage(machine, ran);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
    });
  });
}
