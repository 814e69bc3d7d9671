import { createActor } from "xstate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SNACK_MS, SNACK_UNDO_MS, type SnackMessage, snackbarMachine } from "../../machines/snackbar";
import { actorSut, describeModel } from "./coverage";

let undone: Array<SnackMessage | null> = [];

/** What the queue should hold: every shown message, in order, minus the ones already displayed. */
function expectQueueOrder(s: { context: { queue: SnackMessage[]; current: SnackMessage | null } }, sent: { type: string }[]) {
  const shown = sent.filter((e) => e.type === "snackbar.show").map((e) => (e as unknown as { message: SnackMessage }).message.id);
  const tail = [s.context.current?.id, ...s.context.queue.map((m) => m.id)];
  expect(shown.slice(shown.length - tail.length)).toEqual(tail);
}

describeModel("snackbar", snackbarMachine, {
  fakeTimers: true,
  sut: () => {
    undone = [];
    return actorSut(snackbarMachine, { actions: { undo: (_: unknown, p: { message: SnackMessage | null }) => undone.push(p.message) } });
  },
  states: {
    idle: (s, run) => {
      expect(s.context.current).toBeNull();
      expect(s.context.queue).toEqual([]);
      // each undo ran the app's undo with the undoable message it was shown with
      expect(undone).toHaveLength(run.sent.filter((e) => e.type === "snackbar.undo").length);
      expect(undone.every((m) => m?.undo === true)).toBe(true);
    },
    "showing.timed": (s, run) => {
      expect(s.context.current?.kind).not.toBe("loading");
      expect(s.context.current?.undo).toBeFalsy();
      expect(s.can({ type: "snackbar.undo" })).toBe(false);
      expectQueueOrder(s, run.sent);
    },
    "showing.undoable": (s, run) => {
      expect(s.context.current?.undo).toBe(true);
      expect(s.can({ type: "snackbar.undo" })).toBe(true);
      expectQueueOrder(s, run.sent);
    },
    "showing.sticky": (s, run) => {
      expect(s.context.current?.kind).toBe("loading");
      expectQueueOrder(s, run.sent);
    },
  },
});

describe("snackbar with the clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const msg = (id: string, extra: Partial<SnackMessage> = {}): SnackMessage => ({ id, text: id, kind: "success", ...extra });

  it("shows each message for 3 s, 10 s with undo, and never hides a loading one", () => {
    const undos: string[] = [];
    const actor = createActor(
      snackbarMachine.provide({ actions: { undo: (_, p) => undos.push(p.message?.id ?? "") } }),
    ).start();
    const current = () => actor.getSnapshot().context.current?.id ?? null;
    actor.send({ type: "snackbar.show", message: msg("a") });
    actor.send({ type: "snackbar.show", message: msg("b", { undo: true }) });
    actor.send({ type: "snackbar.show", message: msg("c", { kind: "loading" }) });
    vi.advanceTimersByTime(SNACK_MS - 1);
    expect(current()).toBe("a");
    vi.advanceTimersByTime(1);
    expect(current()).toBe("b");
    vi.advanceTimersByTime(SNACK_UNDO_MS - 1);
    expect(current()).toBe("b");
    vi.advanceTimersByTime(1);
    expect(current()).toBe("c");
    vi.advanceTimersByTime(3_600_000);
    expect(current()).toBe("c");
    // a late dismiss of another message does not close it; the next message replaces it
    actor.send({ type: "snackbar.dismiss", id: "a" });
    expect(current()).toBe("c");
    actor.send({ type: "snackbar.show", message: msg("d", { undo: true }) });
    expect(current()).toBe("d");
    actor.send({ type: "snackbar.undo" });
    expect(undos).toEqual(["d"]);
    expect(actor.getSnapshot().value).toBe("idle");
  });
});
