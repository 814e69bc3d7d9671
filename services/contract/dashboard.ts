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
export const MyWork = Schema.Struct({
  plans: Schema.Array(MyPlan),
  actions: Schema.Array(MyAction),
  /** every overdue action of the user's open plans, beyond the ones listed */
  overdue_count: Schema.Int,
  approvals: Schema.Array(MyApproval),
  files: Schema.Array(MyFile),
});
export type MyWork = typeof MyWork.Type;

/**
 * The start page's own-work summary: the signed-in user's plans, due and overdue actions, the plans waiting for
 * their approval or grade and recent library files. Parts the user's role does not open come back empty.
 */
export class DashboardGroup extends HttpApiGroup.make("dashboard")
  .add(HttpApiEndpoint.get("myWork", "/myWork", { success: MyWork, error: Forbidden }))
  .middleware(Authorization)
  .prefix("/dashboard") {}
