import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * A track's analytics tab (spec 000 §2 "workflow/{file?}: analytics"; issue 15): how its tasks stand across the
 * people who get it (activities), and the people's test results with their correctness (tests). Read from the
 * assignment's rows (user_tasks) and the learning side's saved answers (task_answers), so it moves as people
 * progress. Rights: the `tracks` section and Reader of the track; another client's or an unreadable track is 404.
 */

const Id = IntFromString.check(Schema.isGreaterThan(0));

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

// Conflict too: the tracks handlers share one runner whose refusals include it, though these reads never give it
const E = [Forbidden, NotFound, Invalid, Conflict];

export class WorkflowAnalyticsGroup extends HttpApiGroup.make("workflowAnalytics")
  .add(HttpApiEndpoint.get("activities", "/workflowAnalyticsActivities", { query: { workflow_id: Id }, success: TrackActivities, error: E }))
  .add(HttpApiEndpoint.get("tests", "/workflowAnalyticsTests", {
    /** keyset by the saved answers' id; `element_id` narrows to one test task */
    query: {
      workflow_id: Id, element_id: Schema.optional(Id),
      limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 500 }))), last_id: Schema.optional(IntFromString),
    },
    success: TrackTestResults, error: E,
  }))
  .middleware(Authorization) {}
