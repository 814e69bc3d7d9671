import { createActor, fromPromise } from "xstate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INACTIVITY_MS, type SaveFormInput, saveQueueMachine } from "../../machines/saveQueue";
import { actorSut, describeModel, flush } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof saveQueueMachine>>;
const isSettle = (t: string) => t.startsWith("xstate.done.actor") || t.startsWith("xstate.error.actor");
let refreshed = 0;

describeModel("saveQueue", saveQueueMachine, {
  fakeTimers: true,
  sut: (input) => {
    refreshed = 0;
    return actorSut(saveQueueMachine, { input, actors: ["saveForm"], actions: { refreshForm: () => refreshed++ } });
  },
  states: {
    "saving.idle": (s, run) => {
      expect(s.context.queue).toEqual([]);
      // every call made got its answer: none in flight
      expect((run.sut as Sut).calls.length).toBe(run.sent.filter((e) => isSettle(e.type)).length);
    },
    "saving.busy": (s, run) => {
      const calls = (run.sut as Sut).calls;
      // one at a time: exactly one call without an answer yet
      expect(calls.length).toBe(run.sent.filter((e) => isSettle(e.type)).length + 1);
      // POST without a record id, PUT with the id the first POST returned
      const posted = run.sent.some((e) => e.type === "xstate.done.actor.saveForm");
      expect(calls.at(-1)?.input).toEqual({
        method: posted ? "PUT" : "POST",
        recordId: posted ? "r1" : null,
        data: { answer: "draft" },
      } satisfies SaveFormInput);
      if (s.context.taskCompleted) expect(s.context.queue).toEqual([]);
    },
    "activity.active": (s) => {
      expect(s.can({ type: "prompt.refresh" })).toBe(false);
    },
    "activity.prompting": (_s, run) => {
      // the dialog opened because a minute passed without activity
      const activity = run.sent.filter((e) => /^(form\.save|user\.activity|prompt\.|xstate\.after)/.test(e.type));
      expect(activity.at(-1)?.type).toMatch(/^xstate\.after\.60000\./);
      expect(refreshed).toBe(run.sent.filter((e) => e.type === "prompt.refresh").length);
    },
  },
});

describe("saveQueue with the clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (input = {}) => {
    const calls: Array<{ input: SaveFormInput; resolve: (v: { id: string | number }) => void }> = [];
    const actor = createActor(
      saveQueueMachine.provide({
        actors: {
          saveForm: fromPromise<{ id: string | number }, SaveFormInput>(
            ({ input }) => new Promise((resolve) => calls.push({ input, resolve })),
          ),
        },
      }),
      { input },
    ).start();
    return { actor, calls };
  };

  it("asks to update the form after one minute without activity", () => {
    const { actor } = start();
    vi.advanceTimersByTime(30_000);
    actor.send({ type: "user.activity" });
    vi.advanceTimersByTime(INACTIVITY_MS - 1);
    expect(actor.getSnapshot().matches({ activity: "active" })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ activity: "prompting" })).toBe(true);
    actor.send({ type: "prompt.dismiss" });
    expect(actor.getSnapshot().matches({ activity: "active" })).toBe(true);
  });

  it("saves in order, one at a time, POST then PUT, and skips once the task is completed", async () => {
    const { actor, calls } = start();
    actor.send({ type: "form.save", data: { v: 1 } });
    actor.send({ type: "form.save", data: { v: 2 } });
    actor.send({ type: "form.save", data: { v: 3 } });
    expect(calls.map((c) => c.input.data)).toEqual([{ v: 1 }]);
    calls[0].resolve({ id: "r9" });
    await flush();
    expect(calls.map((c) => [c.input.method, c.input.recordId, c.input.data])).toEqual([
      ["POST", null, { v: 1 }],
      ["PUT", "r9", { v: 2 }],
    ]);
    actor.send({ type: "task.completed" });
    actor.send({ type: "form.save", data: { v: 4 } });
    calls[1].resolve({ id: "r9" });
    await flush();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().matches({ saving: "idle" })).toBe(true);
  });
});
