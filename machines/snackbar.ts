import { assign, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * The snackbar (spec 001 §8-9): messages wait in a queue and show one at a time.
 * - A message shows for 3000 ms, or 10000 ms when it offers undo.
 * - A loading message never hides by itself; the next message replaces it at once.
 * - Dismiss (optionally naming the message id, so a late dismiss of a replaced loading message
 *   cannot close another one) and undo (the app's `undo` action, given the message) move on.
 */
export interface SnackMessage {
  id: string;
  /** react-intl message id */
  text: string;
  kind: "success" | "error" | "warning" | "info" | "loading";
  undo?: boolean;
}

export interface SnackbarContext {
  queue: SnackMessage[];
  current: SnackMessage | null;
}

export type SnackbarEvent =
  | { type: "snackbar.show"; message: SnackMessage }
  | { type: "snackbar.dismiss"; id?: string }
  | { type: "snackbar.undo" };

/** Display times (spec 001 §9). */
export const SNACK_MS = 3_000;
export const SNACK_UNDO_MS = 10_000;

export const snackbarMachine = setup({
  types: { context: {} as SnackbarContext, events: {} as SnackbarEvent },
  guards: {
    isLoading: ({ context }) => context.current?.kind === "loading",
    hasUndo: ({ context }) => context.current?.undo === true,
    hasQueued: ({ context }) => context.queue.length > 0,
    isCurrent: ({ context, event }) => event.type === "snackbar.dismiss" && (!event.id || event.id === context.current?.id),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => (event.type === "snackbar.show" ? [...context.queue, event.message] : context.queue),
    }),
    shift: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    /** provided by the app: runs the undo of the message */
    undo: (_, _params: { message: SnackMessage | null }) => {},
  },
}).createMachine({
  id: "snackbar",
  initial: "idle",
  context: { queue: [], current: null },
  states: {
    idle: {
      on: { "snackbar.show": { target: "showing", actions: "enqueue" } },
    },
    showing: {
      entry: "shift",
      initial: "routing",
      on: {
        "snackbar.show": { actions: "enqueue" },
        "snackbar.dismiss": { guard: "isCurrent", target: "next" },
      },
      states: {
        // transient: how long the current message stays
        routing: {
          always: [{ guard: "isLoading", target: "sticky" }, { guard: "hasUndo", target: "undoable" }, { target: "timed" }],
        },
        timed: { after: { [SNACK_MS]: "#snackbar.next" } },
        undoable: {
          after: { [SNACK_UNDO_MS]: "#snackbar.next" },
          on: {
            "snackbar.undo": {
              target: "#snackbar.next",
              actions: { type: "undo", params: ({ context }) => ({ message: context.current }) },
            },
          },
        },
        sticky: {
          on: { "snackbar.show": { target: "#snackbar.next", actions: "enqueue" } },
        },
      },
    },
    // transient: the next message, or nothing
    next: {
      always: [{ guard: "hasQueued", target: "showing" }, { target: "idle", actions: assign({ current: null }) }],
    },
  },
});

export const snackbarModel = defineModel(snackbarMachine, {
  events: [
    { type: "snackbar.show", message: { id: "saved", text: "data.updated", kind: "success" } },
    { type: "snackbar.show", message: { id: "removed", text: "data.removed", kind: "success", undo: true } },
    { type: "snackbar.show", message: { id: "exporting", text: "export.loading", kind: "loading" } },
    { type: "snackbar.dismiss" },
    { type: "snackbar.dismiss", id: "other" },
  ],
  serialize: (s) => [s.value, s.context.current?.id ?? null, s.context.queue.slice(0, 2).map((m) => m.id)],
  simplePaths: false,
});
