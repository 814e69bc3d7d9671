import { and, assign, setup } from "xstate";
import type { ActorEvent, Relation } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * A reviewee's respondents in an assessment: whose peers review them (spec 000 §4): notStarted 1
 * (not selected), selected 2 (in progress), inApproval 3 (needs approval), approved 4,
 * updatedByAdmin 5 (changed by administrator), completed 6.
 *
 * Who selects follows the assessment's peer selection mode (input): 1 the line manager selects,
 * 2 the dotted-line manager selects, 3 the reviewee nominates and the line manager approves,
 * 4 the reviewee nominates and the dotted-line manager approves. The selector picks up to
 * `maxPeers` peers and submits: modes 1-2 need no approval, 3-4 go to the approver, who approves
 * or returns the list. An admin may change the list at any point before completion. The job
 * completes the respondent when the reviews stage ends for an approved or admin-set list.
 */
export type PeerSelectionMode = 1 | 2 | 3 | 4;

export type RespondentEvent =
  | ({ type: "peers.select"; peerIds: number[] } & ActorEvent)
  | ({ type: "peers.submit" } & ActorEvent)
  | ({ type: "peers.approve" } & ActorEvent)
  | ({ type: "peers.reject" } & ActorEvent)
  | ({ type: "peers.adminUpdate"; peerIds: number[] } & ActorEvent)
  | ({ type: "respondent.complete" } & ActorEvent);

export interface RespondentContext {
  peerSelection: PeerSelectionMode;
  maxPeers: number;
  peerIds: number[];
}

const selectorOf: Record<PeerSelectionMode, Relation> = { 1: "manager", 2: "functionalManager", 3: "self", 4: "self" };
const approverOf: Record<PeerSelectionMode, Relation | null> = { 1: null, 2: null, 3: "manager", 4: "functionalManager" };

export const respondentMachine = setup({
  types: {
    context: {} as RespondentContext,
    events: {} as RespondentEvent,
    input: {} as { peerSelection: PeerSelectionMode; maxPeers: number },
  },
  guards: {
    bySelector: ({ context, event }) => event.actor.relation === selectorOf[context.peerSelection],
    byApprover: ({ context, event }) => event.actor.relation === approverOf[context.peerSelection],
    byAdmin: ({ event }) => event.actor.relation === "admin",
    byJob: ({ event }) => event.actor.relation === "system",
    needsApproval: ({ context }) => approverOf[context.peerSelection] !== null,
    validList: ({ context, event }) =>
      "peerIds" in event && event.peerIds.length > 0 && event.peerIds.length <= context.maxPeers,
  },
  actions: {
    setPeers: assign({ peerIds: ({ event }) => ("peerIds" in event ? event.peerIds : []) }),
  },
}).createMachine({
  id: "respondent",
  initial: "notStarted",
  context: ({ input }) => ({ peerSelection: input.peerSelection, maxPeers: input.maxPeers, peerIds: [] }),
  states: {
    notStarted: {
      meta: { id: 1 },
      on: {
        "peers.select": { guard: and(["bySelector", "validList"]), target: "selected", actions: "setPeers" },
        "peers.adminUpdate": { guard: and(["byAdmin", "validList"]), target: "updatedByAdmin", actions: "setPeers" },
      },
    },
    selected: {
      meta: { id: 2 },
      on: {
        "peers.select": { guard: and(["bySelector", "validList"]), actions: "setPeers" },
        "peers.submit": [
          { guard: and(["bySelector", "needsApproval"]), target: "inApproval" },
          { guard: "bySelector", target: "approved" },
        ],
        "peers.adminUpdate": { guard: and(["byAdmin", "validList"]), target: "updatedByAdmin", actions: "setPeers" },
      },
    },
    inApproval: {
      meta: { id: 3 },
      on: {
        "peers.approve": { guard: "byApprover", target: "approved" },
        "peers.reject": { guard: "byApprover", target: "selected" },
        "peers.adminUpdate": { guard: and(["byAdmin", "validList"]), target: "updatedByAdmin", actions: "setPeers" },
      },
    },
    approved: {
      meta: { id: 4 },
      on: {
        "peers.adminUpdate": { guard: and(["byAdmin", "validList"]), target: "updatedByAdmin", actions: "setPeers" },
        "respondent.complete": { guard: "byJob", target: "completed" },
      },
    },
    updatedByAdmin: {
      meta: { id: 5 },
      on: {
        "peers.adminUpdate": { guard: and(["byAdmin", "validList"]), actions: "setPeers" },
        "respondent.complete": { guard: "byJob", target: "completed" },
      },
    },
    completed: { meta: { id: 6 }, type: "final" },
  },
});

export const respondentModel = defineModel(respondentMachine, {
  inputs: ([1, 2, 3, 4] as const).map((peerSelection) => ({ peerSelection, maxPeers: 2 })),
  events: [
    ...byEach(["peers.select"], ["self", "manager", "functionalManager"], { peerIds: [11, 12] }),
    ...byEach(["peers.select"], ["self", "manager", "functionalManager"], { peerIds: [11, 12, 13] }),
    ...byEach(["peers.submit", "peers.approve", "peers.reject"], ["self", "manager", "functionalManager"]),
    ...byEach(["peers.adminUpdate"], ["admin"], { peerIds: [14] }),
    ...byEach(["respondent.complete"], ["system"]),
  ],
  serialize: (s) => [s.value, s.context.peerSelection, s.context.peerIds],
  simplePaths: false,
});
