import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen } from "./errors.js";
import { IntFromString, ListColumn } from "./lists.js";
import { Authorization } from "./security.js";
import { WorkflowDate } from "./workflows.js";

/**
 * Track assignment (issue 15; spec 001 §7 the profile lists, `updateWorkflowDate`): who a track is assigned to,
 * who gets it and who waits. Assigning itself is `batchEntitiesProfileProcessing` (users contract) with
 * `add_to_workflows` / `remove_from_workflows` and a track (7) on one side, groups (4) or people (3) on the other.
 * Rights: the `tracks` section, then the track's own: Reader reads these lists, Editor assigns and moves the start
 * point. Another client's or an unreadable track is 404. The group's tracks tab (`userGroupWorkflowsProfile`) and
 * the user's (`userWorkflowsProfile`) are in the users contract, with the users area's rights.
 */

/** Per person and track (user_tracks.state): `waiting` lacks the checkpoint date, `removed` no longer assigned. */
export const UserTrackStates = ["waiting", "active", "removed"] as const;
/** Per person and task (user_tasks.state). */
export const UserTaskStates = ["planned", "available", "in_progress", "completed", "overdue"] as const;

const Id = IntFromString.check(Schema.isGreaterThan(0));
const Page = {
  limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 500 }))),
  last_id: Schema.optional(IntFromString),
};
const Settings = Schema.Struct({ last_id: Schema.NullOr(Schema.Int) });

/** A group the track is assigned to (row id = the assignment's). */
export const TrackGroupRow = Schema.Struct({
  id: Schema.Int,
  group_id: Schema.Int,
  name: Schema.String,
  type: Schema.String,
  is_active: Schema.Boolean,
  members_count: Schema.Int,
});
/** A person who gets the track (row id = user_tracks.id), with their dates, progress and why they wait. */
export const TrackUserRow = Schema.Struct({
  id: Schema.Int,
  user_id: Schema.Int,
  full_name: Schema.String,
  state: Schema.Literals(UserTrackStates),
  /** Direct assignment (not only through a group): the one a person row's "unassign" takes back. */
  direct: Schema.Boolean,
  /** `missingCheckpoint:<id>` while waiting, else null; the page names the checkpoint. */
  waiting_reason: Schema.NullOr(Schema.String),
  checkpoint_date: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  planned: Schema.Int,
  available_not_started: Schema.Int,
  in_progress: Schema.Int,
  overdue: Schema.Int,
  completed: Schema.Int,
  total: Schema.Int,
});
export type TrackUserRow = typeof TrackUserRow.Type;

export const TrackGroups = Schema.Struct({ rows: Schema.Array(TrackGroupRow), columns: Schema.Array(ListColumn), settings: Settings });
export const TrackUsers = Schema.Struct({
  rows: Schema.Array(TrackUserRow),
  columns: Schema.Array(ListColumn),
  settings: Settings,
  /** How many wait for their checkpoint date (all of them, not this page's). */
  waiting_count: Schema.Int,
});

export const UpdateWorkflowDate = Schema.Struct({
  library_file_id: Schema.Int.check(Schema.isGreaterThan(0)),
  workflow_checkpoint_id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 7 })),
  workflow_checkpoint_custom_date: Schema.optional(Schema.NullOr(WorkflowDate)),
  /** The spec's flag to answer the profile's smart form as well; this server answers the track's dates only. */
  return_smart_form: Schema.optional(Schema.Boolean),
  ...Seen,
});
export const UpdatedDate = Schema.Struct({
  library_file_id: Schema.Int,
  workflow_checkpoint_id: Schema.Int,
  workflow_checkpoint_custom_date: Schema.NullOr(Schema.String),
  version: Schema.Int,
});

/** The newest materialisation of a track (publish or a track-wide change reaching many people), for the bar. */
export const PublishProgress = Schema.Struct({
  state: Schema.Literals(["none", "queued", "running", "done", "failed"]),
  people_total: Schema.Int,
  people_done: Schema.Int,
});

const E = [Forbidden, NotFound, Invalid, Conflict];

export class WorkflowAssignmentGroup extends HttpApiGroup.make("workflowAssignment")
  .add(HttpApiEndpoint.get("trackGroups", "/workflowUserGroupsProfile", { query: { workflow_id: Id, ...Page }, success: TrackGroups, error: E }))
  .add(HttpApiEndpoint.get("trackUsers", "/workflowUsersProfile", {
    query: { workflow_id: Id, state: Schema.optional(Schema.Literals(UserTrackStates)), ...Page }, success: TrackUsers, error: E,
  }))
  .add(HttpApiEndpoint.post("updateDate", "/updateWorkflowDate", { payload: UpdateWorkflowDate, success: UpdatedDate, error: E }))
  .add(HttpApiEndpoint.get("publishProgress", "/workflowPublishProgress", { query: { library_file_id: Id }, success: PublishProgress, error: E }))
  .middleware(Authorization) {}
