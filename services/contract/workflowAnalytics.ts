import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";
import { UserTaskStates, UserTrackStates } from "./workflowAssignment.js";

/**
 * A track's analytics tab (spec 000 §2 "workflow/{file?}: analytics"; issue 15): how its tasks stand across the
 * people who get it (activities), and the people's test results with their correctness (tests). Read from the
 * assignment's rows (user_tasks) and the learning side's saved answers (task_answers), so it moves as people
 * progress. Also by person (activitiesByUsers), SCORM attempts (scorm) and one person's test question by question
 * (testAnswers); the people themselves with their progress are `workflowUsersProfile` (workflowAssignment.ts).
 * Rights: the `tracks` section and Reader of the track; another client's or an unreadable track is 404.
 */

const Id = IntFromString.check(Schema.isGreaterThan(0));
const Page = {
  limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 500 }))), last_id: Schema.optional(IntFromString),
};

/** One task of the track and how many of its people's copies are in each state (user_tasks.state). */
export const ActivityStats = Schema.Struct({
  element_id: Schema.Int,
  title: Schema.String,
  workflow_element_type_id: Schema.Int,
  assigned_role_id: Schema.Int,
  group_position_index: Schema.Int,
  planned: Schema.Int,
  available: Schema.Int,
  in_progress: Schema.Int,
  overdue: Schema.Int,
  completed: Schema.Int,
  total: Schema.Int,
  /** one person's copy of the task (the first), naming the task in downloadFormData with `all`; null with no people */
  user_task_id: Schema.NullOr(Schema.Int),
});
export type ActivityStats = typeof ActivityStats.Type;
/** Every task of the track by position (a track has at most 1,000), and the people who get it. */
export const TrackActivities = Schema.Struct({ items: Schema.Array(ActivityStats), people: Schema.Int });

/** A person's completed test of the track: how many answers were correct (row id = the saved answers' id). */
export const TestResultRow = Schema.Struct({
  id: Schema.Int,
  user_id: Schema.Int,
  full_name: Schema.String,
  element_id: Schema.Int,
  title: Schema.String,
  correct: Schema.Int,
  total: Schema.Int,
  percent: Schema.Number,
  completed_at: Schema.NullOr(Schema.String),
});
export type TestResultRow = typeof TestResultRow.Type;
export const TrackTestResults = Schema.Struct({ items: Schema.Array(TestResultRow), last_id: Schema.NullOr(Schema.Int) });

/** One question of a completed test: the person's answer and the key as people read them, and whether it was right. */
export const TestAnswer = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  answer: Schema.String,
  /** the key (correct options, order or pairs); null for a question that is not scored */
  expected: Schema.NullOr(Schema.String),
  /** services/formBuilder `isAnswerCorrect`: null for a question that is not scored */
  correct: Schema.NullOr(Schema.Boolean),
});
export type TestAnswer = typeof TestAnswer.Type;
/** A person's completed test question by question (spec 000 §2 workflow analytics tests/{user}/{test}). */
export const TrackTestAnswers = Schema.Struct({ ...TestResultRow.fields, questions: Schema.Array(TestAnswer) });
export type TrackTestAnswers = typeof TrackTestAnswers.Type;

/** A person on the track (row id = user_tracks.id) with each of their tasks' state, in the track's task order. */
export const UserActivitiesRow = Schema.Struct({
  id: Schema.Int,
  user_id: Schema.Int,
  full_name: Schema.String,
  state: Schema.Literals(UserTrackStates),
  tasks: Schema.Array(Schema.Struct({ element_id: Schema.Int, state: Schema.Literals(UserTaskStates), completed_at: Schema.NullOr(Schema.String) })),
});
export type UserActivitiesRow = typeof UserActivitiesRow.Type;
export const TrackActivitiesByUsers = Schema.Struct({ items: Schema.Array(UserActivitiesRow), last_id: Schema.NullOr(Schema.Int) });

/** A SCORM attempt of a person on the track in a package of one of its tasks (a file, or its course's materials). */
export const TrackScormRow = Schema.Struct({
  id: Schema.Int, package_id: Schema.String, element_id: Schema.Int, title: Schema.String, user_id: Schema.Int, name: Schema.String, number: Schema.Int,
  state_value: Schema.Literals(["active", "suspended", "finished"]),
  completion: Schema.Literals(["completed", "incomplete", "notAttempted"]), success: Schema.Literals(["passed", "failed", "unknown"]),
  /** the rolled-up scaled score in percent, null when no SCO reported one */
  score: Schema.NullOr(Schema.Int),
  /** time spent: the SCOs' total time in seconds */
  seconds: Schema.Int, updated_at: Schema.String,
});
export type TrackScormRow = typeof TrackScormRow.Type;
export const TrackScorm = Schema.Struct({ items: Schema.Array(TrackScormRow), last_id: Schema.NullOr(Schema.Int) });

// Conflict too: the tracks handlers share one runner whose refusals include it, though these reads never give it
const E = [Forbidden, NotFound, Invalid, Conflict];

export class WorkflowAnalyticsGroup extends HttpApiGroup.make("workflowAnalytics")
  .add(HttpApiEndpoint.get("activities", "/workflowAnalyticsActivities", { query: { workflow_id: Id }, success: TrackActivities, error: E }))
  .add(HttpApiEndpoint.get("tests", "/workflowAnalyticsTests", {
    /** keyset by the saved answers' id; `element_id` narrows to one test task */
    query: { workflow_id: Id, element_id: Schema.optional(Id), ...Page },
    success: TrackTestResults, error: E,
  }))
  /** `id`: the test result's (the saved answers' id, as the tests list gives it) */
  .add(HttpApiEndpoint.get("testAnswers", "/workflowAnalyticsTestAnswers", { query: { workflow_id: Id, id: Id }, success: TrackTestAnswers, error: E }))
  /** keyset by user_tracks.id: people with each task's state */
  .add(HttpApiEndpoint.get("activitiesByUsers", "/workflowAnalyticsActivitiesByUsers", { query: { workflow_id: Id, ...Page }, success: TrackActivitiesByUsers, error: E }))
  /** keyset by attempt id, newest first */
  .add(HttpApiEndpoint.get("scorm", "/workflowAnalyticsScorm", { query: { workflow_id: Id, ...Page }, success: TrackScorm, error: E }))
  .middleware(Authorization) {}
