import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Forbidden, Invalid, NotFound } from "./errors.js";
import { Authorization } from "./security.js";
import { ReportsScope } from "./userProgress.js";

/**
 * The learning profile pages (spec 000 §2 "Profile": myHistory, myTimeToComplete; "users/{user}": timeToComplete).
 * Under /api, served by the learning area. The spec names no calls for them: the names below are ours.
 *
 * - `myHistory`: what the signed-in person did, read from the event log (their own facts, actor = them, in their
 *   client), newest first, keyset-paged by the event's position (`last_id`). Each entry is a kind the browser puts in
 *   words, with the names of what it concerns from the read tables; no event data is answered as is (sealed
 *   personal parts stay in the log). Rights: the `profile` section.
 * - `timeToComplete`: per track of a person, the tasks they did themselves and completed, each with the time it took
 *   (from the start of the day it opened to its completion, in minutes) against its recommended time (minutes).
 *   Without `user_id`: the signed-in person (the `learning` section). With another person's: someone who may see that
 *   user (the `users` section within their reach, or the `manager` section for their own reports; with `scope=reports`,
 *   their own reports only); another client's or an unreachable user: 404. Keyset-paged by track (`last_id`: the user_tracks id), newest first.
 */

export const HISTORY_PAGE = 30;
export const TIME_PAGE = 20;
const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const Position = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }));

/** What an entry of the history says; the browser has a sentence for each (learning.history.kind.<kind>). */
export const HistoryKinds = [
  "task.started", "task.completed", "answers.saved", "course.started", "course.passed", "course.failed", "course.retaken",
  "material.done", "scorm.recorded", "form.submitted", "plan.sentForApproval", "survey.answered",
] as const;
export type HistoryKind = (typeof HistoryKinds)[number];

export const HistoryEntry = Schema.Struct({
  /** the event's position in the log: the keyset cursor */
  id: Schema.Int,
  kind: Schema.Literals(HistoryKinds),
  at: Schema.String,
  /** what it was about: the task, course material or course, plan (null when it no longer exists) */
  subject: Schema.NullOr(Schema.String),
  /** where: the track, the course or the plan */
  context: Schema.NullOr(Schema.String),
  /** the person whose track it was, when not the signed-in person's own */
  person: Schema.NullOr(Schema.String),
  /** a test's or form's score in percent, when the fact has one */
  percent: Schema.NullOr(Schema.Number),
  /** a submission's or SCORM result's outcome, when the fact has one */
  passed: Schema.NullOr(Schema.Boolean),
});
export type HistoryEntry = typeof HistoryEntry.Type;
export const HistoryPage = Schema.Struct({ items: Schema.Array(HistoryEntry), last_id: Schema.NullOr(Schema.Int) });
export const HistoryQuery = Schema.Struct({
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  last_id: Schema.optional(Schema.NullOr(Position)),
});

export const TaskTime = Schema.Struct({
  /** the user_tasks id */
  id: Schema.Int,
  title: Schema.String,
  completed_at: Schema.String,
  /** minutes from the start of the day the task opened to its completion (never below 0) */
  took_minutes: Schema.Int,
  recommended_minutes: Schema.NullOr(Schema.Int),
});
export type TaskTime = typeof TaskTime.Type;
export const TrackTime = Schema.Struct({
  /** the user_tracks id: the keyset cursor */
  id: Schema.Int,
  workflow_id: Schema.Int,
  display_name: Schema.String,
  /** the person's own tasks in the track, and how many of them are completed */
  own_total: Schema.Int,
  completed: Schema.Int,
  /** sums over the completed tasks: the time they took, and the recommended time of those that have one */
  took_minutes: Schema.Int,
  recommended_minutes: Schema.Int,
  tasks: Schema.Array(TaskTime),
});
export type TrackTime = typeof TrackTime.Type;
export const TimePage = Schema.Struct({ items: Schema.Array(TrackTime), last_id: Schema.NullOr(Schema.Int) });
export const TimeQuery = Schema.Struct({
  /** another person (the users page's tab); absent: the signed-in person */
  user_id: Schema.optional(Id),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  last_id: Schema.optional(Schema.NullOr(Id)),
  /** the manager's analytics page: `user_id` must be one of their reports (userProgress.ts, ReportsScope) */
  ...ReportsScope,
});

const E = [Invalid, Forbidden, NotFound];

export class LearningProfileGroup extends HttpApiGroup.make("learningProfile")
  .add(HttpApiEndpoint.post("myHistory", "/myHistory", { payload: HistoryQuery, success: HistoryPage, error: E }))
  .add(HttpApiEndpoint.post("timeToComplete", "/timeToComplete", { payload: TimeQuery, success: TimePage, error: E }))
  .middleware(Authorization) {}
