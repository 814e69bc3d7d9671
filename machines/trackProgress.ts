import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";
import { guardOf, whenRule, whoRule } from "./rules";

/**
 * One user's progress in a course, activity, track or workflow (spec 000 §4): planned 1,
 * inProgress 2, completed 3, overdue 4, start 5 (available, not started).
 *
 * The spec gives the states only. Ours: an item starts planned and becomes available when its
 * start date comes (`track.available`, sent by the job as `system`, or at once on assignment
 * without a start date). The learner starts it; it is completed by the learner, an admin or a job
 * (auto-completion after N days). Past its end date the job marks it overdue, started or not;
 * the learner may still start and complete it there, and an admin who moves the end date sends
 * it back to inProgress or start. An admin may re-assign a completed item (back to start).
 * No timers: dates are the job's business (DESIGN §4).
 *
 * Publishing a track is not part of this machine: it is one stream per track, while progress is
 * one stream per user and item, so it is the separate `publication` machine (kind 'track').
 */
export type TrackProgressEvent =
  | ({ type: "track.available" } & ActorEvent)
  | ({ type: "track.start" } & ActorEvent)
  | ({ type: "track.complete" } & ActorEvent)
  | ({ type: "track.overdue" } & ActorEvent)
  | ({ type: "track.extend" } & ActorEvent)
  | ({ type: "track.reassign" } & ActorEvent);

export interface TrackProgressContext {
  /** the learner has started the item (kept while it is overdue) */
  started: boolean;
}

type Args = { context: TrackProgressContext; event: TrackProgressEvent };
// Named rules, so that a refusal tells why (the server answers the id, the page shows it beside the button).
// "self" is the item's learner, or for a task of someone's track the person who does it (the server decides who).
const job = whoRule<Args>("learning.rules.onlyJob", actorIs("system"));
const learner = whoRule<Args>("learning.rules.onlyDoer", actorIs("self"));
const admin = whoRule<Args>("learning.rules.onlyAdmin", actorIs("admin"));
const completer = whoRule<Args>("learning.rules.onlyDoer", actorIs("self", "admin", "system"));
const started = whenRule<Args>("learning.rules.notStarted", ({ context }) => context.started);
const notStarted = whenRule<Args>("learning.rules.alreadyStarted", ({ context }) => !context.started);

export const trackProgressMachine = setup({
  types: { context: {} as TrackProgressContext, events: {} as TrackProgressEvent },
  guards: {
    byJob: guardOf(job),
    byLearner: guardOf(learner),
    byAdmin: guardOf(admin),
    canComplete: guardOf(completer),
    startedByAdmin: guardOf(admin, started),
    notStartedByLearner: guardOf(learner, notStarted),
  },
  actions: {
    markStarted: assign({ started: true }),
  },
}).createMachine({
  id: "trackProgress",
  initial: "planned",
  context: { started: false },
  states: {
    planned: {
      meta: { id: 1 },
      on: { "track.available": { guard: "byJob", target: "start" } },
    },
    start: {
      meta: { id: 5 },
      on: {
        "track.start": { guard: "byLearner", target: "inProgress", actions: "markStarted" },
        "track.complete": { guard: "canComplete", target: "completed" },
        "track.overdue": { guard: "byJob", target: "overdue" },
      },
    },
    inProgress: {
      meta: { id: 2 },
      on: {
        "track.complete": { guard: "canComplete", target: "completed" },
        "track.overdue": { guard: "byJob", target: "overdue" },
      },
    },
    overdue: {
      meta: { id: 4 },
      on: {
        "track.start": { guard: "notStartedByLearner", actions: "markStarted" },
        "track.complete": { guard: "canComplete", target: "completed" },
        "track.extend": [
          { guard: "startedByAdmin", target: "inProgress" },
          { guard: "byAdmin", target: "start" },
        ],
      },
    },
    completed: {
      meta: { id: 3 },
      on: {
        "track.reassign": { guard: "byAdmin", target: "start", actions: assign({ started: false }) },
      },
    },
  },
});

export const trackProgressModel = defineModel(trackProgressMachine, {
  events: byEach(
    ["track.available", "track.start", "track.complete", "track.overdue", "track.extend", "track.reassign"],
    ["self", "admin", "system"],
  ),
  serialize: (s) => [s.value, s.context.started],
  // dense (three actors per event): shortest and covering paths suffice
  simplePaths: false,
});
