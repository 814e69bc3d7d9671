import { setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * One notification in the panel (browser flow). It becomes read only after a successful
 * mark-as-read (spec 001 §4): unread → marking (the call is in flight) → read; a failed call
 * leaves it unread (the failure is logged silently, spec 001 §8). A successful "read all" makes
 * it read from either state. The app sends the call's outcome as events, so the flow stays pure.
 * The input's `isRead` (the server's is_read) picks the first state.
 */
export type NotificationEvent =
  | { type: "notification.read" }
  | { type: "notification.readSucceeded" }
  | { type: "notification.readFailed" }
  | { type: "notifications.allRead" };

export const notificationMachine = setup({
  types: {
    context: {} as { isRead: boolean },
    events: {} as NotificationEvent,
    input: {} as { isRead: boolean } | undefined,
  },
  guards: { isRead: ({ context }) => context.isRead },
}).createMachine({
  id: "notification",
  initial: "loaded",
  context: ({ input }) => ({ isRead: input?.isRead ?? false }),
  states: {
    // transient: starts where the server says
    loaded: { always: [{ guard: "isRead", target: "read" }, { target: "unread" }] },
    unread: {
      on: {
        "notification.read": "marking",
        "notifications.allRead": "read",
      },
    },
    marking: {
      on: {
        "notification.readSucceeded": "read",
        "notification.readFailed": "unread",
        "notifications.allRead": "read",
      },
    },
    read: { type: "final" },
  },
});

export const notificationModel = defineModel(notificationMachine, {
  inputs: [{ isRead: false }, { isRead: true }],
});
