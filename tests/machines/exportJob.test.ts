import { createActor, fromPromise } from "xstate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXPORT_LIMIT_MS, exportJobMachine } from "../../machines/exportJob";
import { actorSut, describeModel } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof exportJobMachine>>;

describeModel("exportJob", exportJobMachine, {
  fakeTimers: true,
  sut: () => actorSut(exportJobMachine, { actors: ["runExport"] }),
  states: {
    idle: (s) => {
      expect(s.context.file).toBeNull();
      expect(s.context.problem).toBeNull();
    },
    loading: (s, run) => {
      expect((run.sut as Sut).calls.at(-1)?.input).toEqual(run.last("export.start").params);
      expect(s.can({ type: "export.start", params: {} })).toBe(false);
    },
    success: (s, run) => {
      expect(s.context.file).toEqual(run.last("xstate.done.actor.runExport").output);
    },
    failure: (s, run) => {
      expect(s.context.file).toBeNull();
      const timedOut = run.sent.at(-1)?.type.startsWith("xstate.after.600000.");
      expect(s.context.problem).toBe(timedOut ? "timeout" : "failed");
    },
  },
});

describe("exportJob with the clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fails after 10 minutes without an answer and aborts the request", () => {
    let signal: AbortSignal | undefined;
    const actor = createActor(
      exportJobMachine.provide({
        actors: { runExport: fromPromise(({ signal: s }) => new Promise<never>(() => (signal = s))) },
      }),
    ).start();
    actor.send({ type: "export.start", params: { workflowId: 1 } });
    vi.advanceTimersByTime(EXPORT_LIMIT_MS - 1);
    expect(actor.getSnapshot().value).toBe("loading");
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("failure");
    expect(actor.getSnapshot().context.problem).toBe("timeout");
    expect(signal?.aborted).toBe(true);
  });
});
