import { assign, setup } from "xstate";
import type { ActorEvent } from "./actor";
import { byEach, defineModel } from "./graph/model";
import { guardOf, whenRule, whoRule } from "./rules";

/** A command an attempt in this state does not take (409): a finished attempt takes no commit, no resume. */
export const ATTEMPT_NOT_NOW = "scorm.attempt.finished";

type Args = { event: ScormAttemptEvent };
/** Only the learner whose attempt it is commits to it or resumes it (403 for anybody else, admins too). */
const byLearner = whoRule<Args>("scorm.attempt.notYours", ({ event }) => event.actor.relation === "self");
/** A terminate that reports the content done (completed, passed or failed) and not left to resume ends the attempt. */
const ends = whenRule<Args>("scorm.attempt.finished", ({ event }) => event.type === "attempt.terminate" && event.done && !event.suspend);
const pauses = whenRule<Args>("scorm.attempt.finished", ({ event }) => event.type === "attempt.terminate" && !(event.done && !event.suspend));

/**
 * One learner's attempt at a SCORM package (a package launched by a person). The stream starts active with
 * `scorm.attempt.started`; every Commit (LMSCommit) is `attempt.commit`, every Terminate (LMSFinish)
 * `attempt.terminate`, carrying whether the content reported itself done (completion completed, or success passed
 * or failed) and whether it asked to be resumed (`cmi.exit` = suspend).
 *
 * | from             | event              | who     | to |
 * | active           | attempt.commit     | learner | stays |
 * | active           | attempt.terminate  | learner | finished when done and not suspended, else suspended |
 * | suspended        | attempt.resume     | learner | active (the next launch: cmi.entry = resume) |
 * | suspended        | attempt.commit     | learner | active (another SCO of the package opened in the same session) |
 * | suspended        | attempt.terminate  | learner | as from active |
 * | active           | attempt.resume     | learner | stays (the last session closed without Terminate) |
 * | finished         | anything           | refused | a new launch starts a new attempt |
 *
 * A SCO's Terminate ends that SCO's session, not the learner's: in a package of several SCOs the learner moves on to
 * the next one in the same sitting, whose commits take the attempt from suspended back to active.
 *
 * The CMI values themselves are data of the facts (the projection keeps them); the machine decides only who may
 * write and whether the attempt is still open, so a replay decides the same.
 */
export type ScormAttemptEvent =
  | ({ type: "attempt.commit" } & ActorEvent)
  | ({ type: "attempt.terminate"; done: boolean; suspend: boolean } & ActorEvent)
  | ({ type: "attempt.resume" } & ActorEvent);

export interface ScormAttemptContext {
  learnerId: number;
  /** Commits (Commit/LMSCommit and the commit of Terminate) and sessions (launches) so far. */
  commits: number;
  sessions: number;
}

export const scormAttemptMachine = setup({
  types: { context: {} as ScormAttemptContext, events: {} as ScormAttemptEvent, input: {} as { learnerId: number } },
  actions: {
    countCommit: assign({ commits: ({ context }) => context.commits + 1 }),
    countSession: assign({ sessions: ({ context }) => context.sessions + 1 }),
  },
  guards: {
    canCommit: guardOf(byLearner),
    canFinish: guardOf(byLearner, ends),
    canSuspend: guardOf(byLearner, pauses),
    canResume: guardOf(byLearner),
  },
}).createMachine({
  id: "scormAttempt",
  initial: "active",
  context: ({ input }) => ({ learnerId: input.learnerId, commits: 0, sessions: 1 }),
  states: {
    active: {
      meta: { id: 1 },
      on: {
        "attempt.commit": { guard: "canCommit", actions: "countCommit" },
        "attempt.terminate": [
          { guard: "canFinish", target: "finished", actions: "countCommit" },
          { guard: "canSuspend", target: "suspended", actions: "countCommit" },
        ],
        "attempt.resume": { guard: "canResume", actions: "countSession" },
      },
    },
    suspended: {
      meta: { id: 2 },
      on: {
        "attempt.resume": { guard: "canResume", target: "active", actions: "countSession" },
        "attempt.commit": { guard: "canCommit", target: "active", actions: "countCommit" },
        "attempt.terminate": [
          { guard: "canFinish", target: "finished", actions: "countCommit" },
          { guard: "canSuspend", target: "suspended", actions: "countCommit" },
        ],
      },
    },
    finished: { meta: { id: 3 }, type: "final" },
  },
});

export const scormAttemptModel = defineModel(scormAttemptMachine, {
  input: { learnerId: 101 },
  events: [
    ...byEach(["attempt.commit", "attempt.resume"], ["self", "admin"]),
    ...byEach(["attempt.terminate"], ["self", "other"], { done: true, suspend: false }),
    ...byEach(["attempt.terminate"], ["self"], { done: true, suspend: true }),
    ...byEach(["attempt.terminate"], ["self"], { done: false, suspend: false }),
  ],
  serialize: (s) => s.value,
});
