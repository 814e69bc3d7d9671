import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Forbidden } from "./errors.js";
import { Authorization } from "./security.js";

/** One of the user's own development plans (their task in a plan campaign). */
export const MyPlan = Schema.Struct({
  task_id: Schema.Int,
  plan_id: Schema.Int,
  plan_name: Schema.String,
  /** machine state of the task (draft, approval, inProgress…) and its spec id 1–9 */
  state: Schema.String,
  state_id: Schema.Int,
});
/** An open action (created or in progress) of the user's own plans that has a planned end date. */
export const MyAction = Schema.Struct({
  id: Schema.Int,
  task_id: Schema.Int,
  plan_name: Schema.String,
  title: Schema.String,
  state_id: Schema.Int,
  planned_end_date: Schema.String,
  /** the planned end date has passed and the action is still open */
  overdue: Schema.Boolean,
});
/** A plan of someone else that waits for the user: to approve or to grade. */
export const MyApproval = Schema.Struct({
  task_id: Schema.Int,
  plan_name: Schema.String,
  owner_name: Schema.String,
  state: Schema.String,
  state_id: Schema.Int,
});
/** A library file the user may read, among the client's newest. */
export const MyFile = Schema.Struct({
  id: Schema.Int,
  folder_id: Schema.NullOr(Schema.Int),
  display_name: Schema.String,
  extension: Schema.String,
  created_at: Schema.String,
});
/** One of the user's own tracks (not removed) with its tasks counted. */
export const MyTrack = Schema.Struct({
  workflow_id: Schema.Int,
  /** 1 onboarding (under /learning), 2 growth (under /growth/growthTrack) */
  workflow_type_id: Schema.Int,
  display_name: Schema.String,
  /** waiting (a checkpoint date is missing) or active */
  state: Schema.String,
  completed: Schema.Int,
  overdue: Schema.Int,
  total: Schema.Int,
});
/** A track task the user does (in their own track or someone else's) that is past its end date. */
export const MyOverdueTask = Schema.Struct({
  id: Schema.Int,
  /** the task's activity (workflow element): a colleague's task opens at /manager/my-tasks/{activity}/task/{task} */
  element_id: Schema.Int,
  workflow_id: Schema.Int,
  workflow_type_id: Schema.Int,
  title: Schema.String,
  end_date: Schema.String,
  days_overdue: Schema.Int,
  /** whose track it is: null when it is the user's own */
  person_name: Schema.NullOr(Schema.String),
});
/** A course appointed to the user (or that they enrolled in) that is not finished. */
export const MyCourse = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  /** the courseAppointment machine's state: assigned, inProgress, notPassed */
  state: Schema.String,
  is_required: Schema.Boolean,
  due_date: Schema.NullOr(Schema.String),
  overdue: Schema.Boolean,
});
/** The user's own track tasks by state, over all their tracks. */
export const MyTaskCounts = Schema.Struct({
  planned: Schema.Int, available: Schema.Int, in_progress: Schema.Int, overdue: Schema.Int, completed: Schema.Int,
});
export const MyWork = Schema.Struct({
  plans: Schema.Array(MyPlan),
  actions: Schema.Array(MyAction),
  /** every overdue action of the user's open plans, beyond the ones listed */
  overdue_count: Schema.Int,
  approvals: Schema.Array(MyApproval),
  files: Schema.Array(MyFile),
  /** the learning section: the user's tracks, their tasks by state, overdue tasks they do, open courses */
  tracks: Schema.Array(MyTrack),
  task_counts: MyTaskCounts,
  overdue_tasks: Schema.Array(MyOverdueTask),
  courses: Schema.Array(MyCourse),
});
export type MyWork = typeof MyWork.Type;

/**
 * The start page's own-work summary: the signed-in user's plans, due and overdue actions, the plans waiting for
 * their approval or grade, recent library files, their tracks and courses and the track tasks overdue on them. Parts the user's role does not open come back empty.
 */
export class DashboardGroup extends HttpApiGroup.make("dashboard")
  .add(HttpApiEndpoint.get("myWork", "/myWork", { success: MyWork, error: Forbidden }))
  .middleware(Authorization)
  .prefix("/dashboard") {}
