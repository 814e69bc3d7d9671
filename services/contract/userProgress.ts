import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Forbidden, Invalid, NotFound } from "./errors.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * A person's progress on their user page (spec 000 §2 `users/{user}`: activities, tests; the same tabs as the
 * manager's /manager/analytics/{user}): the tasks of their tracks with their states and dates (activities), and the
 * form, test and feedback tasks they submitted with their answers and, for tests, which were right (tests). Spec
 * 001 §7 names no call for them: they are named like the profile's other tabs (`user…Profile`).
 *
 * Rights (spec 000 §6, the users route): the users section within the viewer's user access, a manager for their
 * reports (line or functional), or the person themselves; anyone else 403. Another client's user, one out of reach,
 * or a task that is not that person's submitted form: 404.
 */

/**
 * `scope=reports`: the manager's pages (/manager/users, /manager/analytics/{user}): the person must be one of the
 * signed-in manager's reports (their line or functional manager), whatever else the viewer's role reaches; the
 * manager section is needed (403 without), anyone else is 404 as an unknown id. Absent: the users page's rights.
 */
export const ReportsScope = { scope: Schema.optional(Schema.Literals(["reports"])) };
export type ViewScope = "reports" | undefined;

const Id = IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
/** Tasks a page (spec 001 §9's lazy page size) and the most one page may ask for. */
export const USER_PROGRESS_PAGE = 30;
const PageQuery = {
  ...ReportsScope,
  limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  last_id: Schema.optional(Id),
};

/** One of the person's tasks (a user_tasks row): its track, type, state (user_tasks.state) and dates. */
export const UserActivity = Schema.Struct({
  id: Schema.Int,
  workflow_id: Schema.Int,
  workflow_name: Schema.String,
  element_id: Schema.Int,
  title: Schema.String,
  /** the task's type (workflows ElementTypeIds) */
  type_id: Schema.Int,
  state: Schema.Literals(["planned", "available", "in_progress", "completed", "overdue"]),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  completed_at: Schema.NullOr(Schema.String),
});
export type UserActivity = typeof UserActivity.Type;
export const UserActivitiesPage = Schema.Struct({ items: Schema.Array(UserActivity), last_id: Schema.NullOr(Schema.Int) });

/** A test's score as the completion kept it (the form builder's scoreAnswers). */
export const TestScore = Schema.Struct({ correct: Schema.Int, total: Schema.Int, percent: Schema.Number });

/** A submitted (completed) form, test or feedback task; `score` for tests. */
export const UserFormResult = Schema.Struct({
  id: Schema.Int,
  workflow_id: Schema.Int,
  workflow_name: Schema.String,
  title: Schema.String,
  type_id: Schema.Int,
  completed_at: Schema.NullOr(Schema.String),
  score: Schema.NullOr(TestScore),
});
export type UserFormResult = typeof UserFormResult.Type;
export const UserFormResultsPage = Schema.Struct({ items: Schema.Array(UserFormResult), last_id: Schema.NullOr(Schema.Int) });

/** One question on the person's path through the form: their answer as read (options by label, files by name). */
export const AnsweredQuestion = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  answer: Schema.String,
  /** right or wrong by the correctness rules (spec 001 §5); null for a question that is not scored */
  correct: Schema.NullOr(Schema.Boolean),
});
export type AnsweredQuestion = typeof AnsweredQuestion.Type;
export const UserFormAnswers = Schema.Struct({ ...UserFormResult.fields, questions: Schema.Array(AnsweredQuestion) });
export type UserFormAnswers = typeof UserFormAnswers.Type;

const E = [Forbidden, NotFound, Invalid];

export class UserProgressGroup extends HttpApiGroup.make("userProgress")
  .add(HttpApiEndpoint.get("userActivitiesProfile", "/userActivitiesProfile", { query: { user_id: Id, ...PageQuery }, success: UserActivitiesPage, error: E }))
  .add(HttpApiEndpoint.get("userTestsProfile", "/userTestsProfile", { query: { user_id: Id, ...PageQuery }, success: UserFormResultsPage, error: E }))
  .add(
    HttpApiEndpoint.get("userTestAnswers", "/userTestAnswers", {
      query: { user_id: Id, user_workflow_task_id: Id, ...ReportsScope },
      success: UserFormAnswers,
      error: E,
    }),
  )
  .middleware(Authorization) {}
