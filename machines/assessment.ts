import { and, assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * An assessment (review cycle) by stage (spec 000 §4): 1 finishSetup, 2 readyForLaunch,
 * 3 peerSelection, 4 readyLaunchReviews, 5 writeReviews, 6 readyForApproval, 7 completed.
 *
 * Settings (context): managerAssessTime 1 (managers review with the others) or 2 (only after all
 * other reviews); peerSelection 1-4 (who picks peers) or null when the peer side is off;
 * stepOrder 1 manual or 2 automatic.
 *
 * Transitions are ours. Settings change only in setup; finishing the setup wizard makes the
 * cycle ready to launch, and the owner may go back to setup until it starts. Start opens peer
 * selection when peers take part, else goes straight to reviews. Peer selection ends when every
 * list is approved (the job) or the owner closes it. "Ready" stages 4 and 6 wait for the owner:
 * with automatic step order they are skipped, the cycle moves on by itself. Inside stage 5, with
 * managerAssessTime 2 the managers' turn opens once the others have submitted. Force completion
 * ends a launched cycle at any stage. Completed is final.
 */
export interface AssessmentSettings {
  managerAssessTime: 1 | 2;
  peerSelection: 1 | 2 | 3 | 4 | null;
  stepOrder: 1 | 2;
}

export type AssessmentEvent =
  | ({ type: "assessment.update"; settings: Partial<AssessmentSettings> } & ActorEvent)
  | ({ type: "assessment.finishSetup" } & ActorEvent)
  | ({ type: "assessment.edit" } & ActorEvent)
  | ({ type: "assessment.start" } & ActorEvent)
  | ({ type: "peers.allApproved" } & ActorEvent)
  | ({ type: "assessment.closePeerSelection" } & ActorEvent)
  | ({ type: "assessment.launchReviews" } & ActorEvent)
  | ({ type: "reviews.othersSubmitted" } & ActorEvent)
  | ({ type: "reviews.allSubmitted" } & ActorEvent)
  | ({ type: "assessment.approve" } & ActorEvent)
  | ({ type: "assessment.forceComplete" } & ActorEvent);

export interface AssessmentContext extends AssessmentSettings {
  /** completed by force rather than by approval */
  forced: boolean;
}

export const defaultAssessmentSettings: AssessmentSettings = { managerAssessTime: 1, peerSelection: 3, stepOrder: 1 };

const forceComplete = { guard: "byOwner", target: "#assessment.completed", actions: "markForced" } as const;

export const assessmentMachine = setup({
  types: {
    context: {} as AssessmentContext,
    events: {} as AssessmentEvent,
    input: {} as Partial<AssessmentSettings> | undefined,
  },
  guards: {
    byOwner: actorIs("admin"),
    byJob: actorIs("system"),
    byOwnerOrJob: actorIs("admin", "system"),
    automatic: ({ context }) => context.stepOrder === 2,
    withPeers: ({ context }) => context.peerSelection !== null,
    managersAfterOthers: ({ context }) => context.managerAssessTime === 2,
  },
  actions: {
    markForced: assign({ forced: true }),
  },
}).createMachine({
  id: "assessment",
  initial: "finishSetup",
  context: ({ input }) => ({ ...defaultAssessmentSettings, ...input, forced: false }),
  states: {
    finishSetup: {
      meta: { id: 1 },
      on: {
        "assessment.update": {
          guard: "byOwner",
          actions: assign(({ event }) => ({ ...event.settings })),
        },
        "assessment.finishSetup": { guard: "byOwner", target: "readyForLaunch" },
      },
    },
    readyForLaunch: {
      meta: { id: 2 },
      on: {
        "assessment.edit": { guard: "byOwner", target: "finishSetup" },
        "assessment.start": [
          { guard: and(["byOwner", "withPeers"]), target: "peerSelection" },
          { guard: "byOwner", target: "writeReviews" },
        ],
      },
    },
    peerSelection: {
      meta: { id: 3 },
      on: {
        "peers.allApproved": [
          { guard: and(["byJob", "automatic"]), target: "writeReviews" },
          { guard: "byJob", target: "readyLaunchReviews" },
        ],
        "assessment.closePeerSelection": [
          { guard: and(["byOwner", "automatic"]), target: "writeReviews" },
          { guard: "byOwner", target: "readyLaunchReviews" },
        ],
        "assessment.forceComplete": forceComplete,
      },
    },
    readyLaunchReviews: {
      meta: { id: 4 },
      on: {
        "assessment.launchReviews": { guard: "byOwner", target: "writeReviews" },
        "assessment.forceComplete": forceComplete,
      },
    },
    writeReviews: {
      meta: { id: 5 },
      initial: "opening",
      on: { "assessment.forceComplete": forceComplete },
      states: {
        // transient: picks the managers' turn from the settings
        opening: {
          meta: { id: 5 },
          always: [{ guard: "managersAfterOthers", target: "othersFirst" }, { target: "together" }],
        },
        together: {
          meta: { id: 5 },
          on: {
            "reviews.allSubmitted": [
              { guard: and(["byJob", "automatic"]), target: "#assessment.completed" },
              { guard: "byJob", target: "#assessment.readyForApproval" },
            ],
          },
        },
        othersFirst: {
          meta: { id: 5 },
          on: { "reviews.othersSubmitted": { guard: "byJob", target: "managers" } },
        },
        managers: {
          meta: { id: 5 },
          on: {
            "reviews.allSubmitted": [
              { guard: and(["byJob", "automatic"]), target: "#assessment.completed" },
              { guard: "byJob", target: "#assessment.readyForApproval" },
            ],
          },
        },
      },
    },
    readyForApproval: {
      meta: { id: 6 },
      on: {
        "assessment.approve": { guard: "byOwner", target: "completed" },
        "assessment.forceComplete": forceComplete,
      },
    },
    completed: { meta: { id: 7 }, type: "final" },
  },
});

export const assessmentModel = defineModel(assessmentMachine, {
  inputs: [
    { managerAssessTime: 1, peerSelection: 3, stepOrder: 1 },
    { managerAssessTime: 2, peerSelection: null, stepOrder: 2 },
  ],
  events: [
    ...byEach(["assessment.update"], ["admin"], { settings: { stepOrder: 2 } }),
    ...byEach(["assessment.update"], ["admin"], { settings: { managerAssessTime: 2 } }),
    ...byEach(["assessment.update"], ["admin"], { settings: { peerSelection: 1 } }),
    ...byEach(
      [
        "assessment.finishSetup",
        "assessment.edit",
        "assessment.start",
        "assessment.closePeerSelection",
        "assessment.launchReviews",
        "assessment.approve",
        "assessment.forceComplete",
      ],
      ["admin"],
    ),
    ...byEach(["peers.allApproved", "reviews.othersSubmitted", "reviews.allSubmitted"], ["system"]),
  ],
  serialize: (s) => [s.value, s.context.stepOrder, s.context.managerAssessTime, s.context.peerSelection, s.context.forced],
  simplePaths: false,
});
