import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * One respondent's answers in an assessment (spec 000 §4, answers state): noAnswers 1 (no
 * reviews), inProgress 2, completed 3.
 *
 * Transitions are ours: the reviewer saves a draft (inProgress) or submits at once; submitting
 * completes the answers. An admin may reopen submitted answers (the reviewer then edits and
 * submits again).
 */
export type RespondentAnswersEvent =
  | ({ type: "answers.save"; at: string } & ActorEvent)
  | ({ type: "answers.submit"; at: string } & ActorEvent)
  | ({ type: "answers.reopen" } & ActorEvent);

export interface RespondentAnswersContext {
  lastSavedAt: string | null;
  submittedAt: string | null;
}

export const respondentAnswersMachine = setup({
  types: { context: {} as RespondentAnswersContext, events: {} as RespondentAnswersEvent },
  guards: { byReviewer: actorIs("self"), byAdmin: actorIs("admin") },
  actions: {
    save: assign({ lastSavedAt: ({ event }) => ("at" in event ? event.at : null) }),
    submit: assign({ submittedAt: ({ event }) => ("at" in event ? event.at : null) }),
  },
}).createMachine({
  id: "respondentAnswers",
  initial: "noAnswers",
  context: { lastSavedAt: null, submittedAt: null },
  states: {
    noAnswers: {
      meta: { id: 1 },
      on: {
        "answers.save": { guard: "byReviewer", target: "inProgress", actions: "save" },
        "answers.submit": { guard: "byReviewer", target: "completed", actions: "submit" },
      },
    },
    inProgress: {
      meta: { id: 2 },
      on: {
        "answers.save": { guard: "byReviewer", actions: "save" },
        "answers.submit": { guard: "byReviewer", target: "completed", actions: "submit" },
      },
    },
    completed: {
      meta: { id: 3 },
      on: {
        "answers.reopen": { guard: "byAdmin", target: "inProgress", actions: assign({ submittedAt: null }) },
      },
    },
  },
});

export const respondentAnswersModel = defineModel(respondentAnswersMachine, {
  events: [
    ...byEach(["answers.save"], ["self", "admin"], { at: "2025-03-02T10:00:00.000Z" }),
    ...byEach(["answers.submit"], ["self", "admin"], { at: "2025-03-02T11:00:00.000Z" }),
    ...byEach(["answers.reopen"], ["self", "admin"]),
  ],
  serialize: (s) => [s.value, s.context.lastSavedAt !== null, s.context.submittedAt !== null],
});
