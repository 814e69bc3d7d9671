import { assign, or, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * Task card (spec 000 §4): 1 draft, 2 in consultation, 3 in progress, 4 closing, 5 closed
 * (manager view: Draft, On approval, In progress, Before closed, Closed).
 *
 * The spec names the actions (back to draft, approve by the manager, send to close by the
 * employee) but not every transition. Ours, following the notification types of spec 000 §3:
 * - the employee sends a draft for consultation (taskAgreeForManager);
 * - the manager approves it, optionally with changes (taskAgreeForEmployee / ...WithChanges);
 * - back to draft: the manager from 2, 3 and 4 (returnDraftStatusForEmployee), the employee only
 *   while the card waits in consultation, to withdraw it (returnDraftStatusForManager);
 * - the employee sends an approved card to close (closeTaskForManager);
 * - the manager closes it (closeTaskForEmployee) or returns it to work.
 * Closed is final.
 */
export type TaskCardEvent =
  | ({ type: "card.submit" } & ActorEvent)
  | ({ type: "card.approve"; withChanges?: boolean } & ActorEvent)
  | ({ type: "card.backToDraft" } & ActorEvent)
  | ({ type: "card.sendToClose" } & ActorEvent)
  | ({ type: "card.returnToWork" } & ActorEvent)
  | ({ type: "card.close" } & ActorEvent);

export interface TaskCardContext {
  /** the last approval came with the manager's changes (notification 16 instead of 7) */
  approvedWithChanges: boolean;
}

export const taskCardMachine = setup({
  types: { context: {} as TaskCardContext, events: {} as TaskCardEvent },
  guards: {
    byEmployee: actorIs("self"),
    byManager: actorIs("manager"),
  },
}).createMachine({
  id: "taskCard",
  initial: "draft",
  context: { approvedWithChanges: false },
  states: {
    draft: {
      meta: { id: 1 },
      on: { "card.submit": { guard: "byEmployee", target: "inConsultation" } },
    },
    inConsultation: {
      meta: { id: 2 },
      on: {
        "card.approve": {
          guard: "byManager",
          target: "inProgress",
          actions: assign({ approvedWithChanges: ({ event }) => event.withChanges === true }),
        },
        "card.backToDraft": { guard: or(["byManager", "byEmployee"]), target: "draft" },
      },
    },
    inProgress: {
      meta: { id: 3 },
      on: {
        "card.sendToClose": { guard: "byEmployee", target: "closing" },
        "card.backToDraft": { guard: "byManager", target: "draft" },
      },
    },
    closing: {
      meta: { id: 4 },
      on: {
        "card.close": { guard: "byManager", target: "closed" },
        "card.returnToWork": { guard: "byManager", target: "inProgress" },
        "card.backToDraft": { guard: "byManager", target: "draft" },
      },
    },
    closed: { meta: { id: 5 }, type: "final" },
  },
});

export const taskCardModel = defineModel(taskCardMachine, {
  events: [
    ...byEach(["card.submit", "card.backToDraft", "card.sendToClose", "card.returnToWork", "card.close"], ["self", "manager"]),
    ...byEach(["card.approve"], ["self", "manager"], { withChanges: true }),
    ...byEach(["card.approve"], ["manager"], { withChanges: false }),
  ],
  serialize: (s) => [s.value, s.context.approvedWithChanges],
  simplePaths: true,
});
