import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen } from "./errors.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";
import { FilePickKinds } from "./workflowsCommon.js";

/**
 * Learning: the employee's tracks and tasks, and everyone's own tasks (spec 000 §2 "Learning", the manager's
 * my-tasks; §3 "Workflow (track) and element", "Forms"; §4 states, saved answers merge, inactivity; spec 001 §4
 * task-form saving, §7 "Workflow" the employee's calls, §9 page size 30). Under /api.
 *
 * Rights: the `learning` section's route for the learner's own tracks; a task is opened, saved and completed only by
 * its doer (the employee for their own tasks, or the person a task of someone's track names: their manager,
 * functional manager, mentor). Another client's task and another person's task answer 404 (nothing of them is
 * shown). Progress commands are decided by the `trackProgress` machine; a refusal is 409 (or 403 for a who-rule)
 * with the rule's catalogue id. A completed task takes no save (409 `learning.errors.taskCompleted`, nothing written).
 */

/** The page size of the lazy track list (spec 001 §9). */
export const USER_TRACKS_PAGE = 30;
export const LEARNING_LIMITS = { page: 100, answers: 300, files: 1000 } as const;
/** The states of a person's task (user_tasks.state) with the spec's ids (spec 000 §4: planned 1, in progress 2, completed 3, overdue 4, available 5). */
export const TaskStates = { planned: 1, in_progress: 2, completed: 3, overdue: 4, available: 5 } as const;
export type TaskState = keyof typeof TaskStates;
const TaskStateName = Schema.Literals(["planned", "available", "in_progress", "completed", "overdue"]);

const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const IdFromString = IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const TaskIdFromString = IntFromString.check(Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }));
const TaskId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }));

export const ProgressCounts = Schema.Struct({
  planned: Schema.Int, available: Schema.Int, in_progress: Schema.Int, overdue: Schema.Int, completed: Schema.Int, total: Schema.Int,
});

/** A track the person got (one user_tracks row), with its category and progress counts. */
export const UserTrack = Schema.Struct({
  id: Schema.Int,
  workflow_id: Schema.Int,
  display_name: Schema.String,
  description: Schema.NullOr(Schema.String),
  /** 1 onboarding, 2 growth */
  workflow_type_id: Schema.Int,
  category_id: Schema.NullOr(Schema.Int),
  category_name: Schema.NullOr(Schema.String),
  category_color: Schema.NullOr(Schema.String),
  /** waiting: a checkpoint date is missing (`waiting_reason`); active; stopped: the track was unpublished */
  state: Schema.String,
  waiting_reason: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  counts: ProgressCounts,
});
export type UserTrack = typeof UserTrack.Type;

/** A workflow category as a category page names it (ids of the built-in categories are negative). */
export const TrackCategory = Schema.Struct({ id: Schema.Int, name: Schema.String, color: Schema.NullOr(Schema.String) });
export const UserTracksPage = Schema.Struct({
  items: Schema.Array(UserTrack),
  last_id: Schema.NullOr(Schema.Int),
  /** with `category_id`: that category (its page's heading, also on an empty page) */
  category: Schema.optional(TrackCategory),
});
export const UserTracksQuery = Schema.Struct({
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: LEARNING_LIMITS.page }))),
  last_id: Schema.optional(Schema.NullOr(Id)),
  /** 1 onboarding (/learning), 2 growth (/growth/growthTrack); absent: both */
  workflow_types: Schema.optional(Schema.Array(Schema.Literals([1, 2])).check(Schema.isMaxLength(2))),
  /**
   * Only the tracks of this workflow category (/learning/{category}, /growth/growthTrack/{category}): one of the
   * session client's active categories, else 404 `learning.errors.categoryNotFound` (built-in ones are negative).
   */
  category_id: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: -2147483648, maximum: 2147483647 }))),
});

/** One task of a person's track as the timeline lists it. */
export const TimelineTask = Schema.Struct({
  id: Schema.Int,
  element_id: Schema.Int,
  title: Schema.String,
  /** the activity type (workflows ElementTypeIds) */
  type_id: Schema.Int,
  state: TaskStateName,
  state_id: Schema.Int,
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  /** the role that does it (9 the employee); `mine`: the signed-in person does it */
  doer_role_id: Schema.Int,
  mine: Schema.Boolean,
});
export type TimelineTask = typeof TimelineTask.Type;

export const Contact = Schema.Struct({
  /** manager, functionalManager, mentor */
  relation: Schema.Literals(["manager", "functionalManager", "mentor"]),
  id: Schema.Int,
  name: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  job: Schema.NullOr(Schema.String),
  avatar_id: Schema.NullOr(Schema.Int),
});
export type Contact = typeof Contact.Type;

/**
 * A material of the track (its media tab): a library file picked into a task the person does, or the task's library
 * image. Opened and downloaded through `/api/files` (and `/api/getPdf`) by that person whatever their library rights.
 */
export const TrackMaterial = Schema.Struct({
  file_id: Schema.Int,
  /** the file's name with its extension */
  name: Schema.String,
  /** video, image, audio, scorm, pdf or file: the builder's pick (an image of a milestone: image) */
  kind: Schema.Literals(FilePickKinds),
  size: Schema.Number,
  task_id: Schema.Int,
  task_title: Schema.String,
});
export type TrackMaterial = typeof TrackMaterial.Type;

export const Timeline = Schema.Struct({
  track: UserTrack,
  items: Schema.Array(TimelineTask),
  contacts: Schema.Array(Contact),
  /** the track's materials in the tasks' order (spec 001 §7: the timeline "returns items, materials") */
  materials: Schema.Array(TrackMaterial),
});
export type Timeline = typeof Timeline.Type;

/** A task's saved form data (one record per person and task): per element, the answer and whether it is completed. */
export const SavedEntry = Schema.Struct({
  value: Schema.optional(Schema.Unknown),
  comments: Schema.optional(Schema.Record(Schema.String, Schema.String.check(Schema.isMaxLength(10_000)))),
  completed: Schema.optional(Schema.Boolean),
});
export const SavedData = Schema.Record(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,36}$/)), SavedEntry);
export const SavedForm = Schema.Struct({
  /** the record's id: PUT /userWorkflowTaskFormData/{id} updates it */
  id: Schema.Int,
  data: SavedData,
  /** the answers stream's version: `expectedVersion` of the next save */
  version: Schema.Int,
});
export type SavedForm = typeof SavedForm.Type;

export const TestScore = Schema.Struct({ total: Schema.Int, correct: Schema.Int, percent: Schema.Number });

/** What the trackProgress machine allows the signed-in person now, and why not when it does not. */
export const TaskCommands = Schema.Struct({
  start: Schema.Boolean,
  complete: Schema.Boolean,
  /** the catalogue id of the rule that refuses `complete`, when it does */
  complete_reason: Schema.NullOr(Schema.String),
});

export const TaskDetails = Schema.Struct({
  ...TimelineTask.fields,
  workflow_id: Schema.Int,
  workflow_name: Schema.String,
  /** 1 onboarding (/learning), 2 growth (/growth/growthTrack): where the person's own task page is */
  workflow_type_id: Schema.Int,
  /** the person whose track it is */
  person: Schema.Struct({ id: Schema.Int, name: Schema.String }),
  /** Markdown text (sanitised on show), event place and time, milestone image, profile fields, course note */
  content: Schema.Struct({
    text: Schema.NullOr(Schema.String),
    /** the text rendered and sanitised by the server */
    text_html: Schema.NullOr(Schema.String),
    event: Schema.NullOr(Schema.Struct({ location: Schema.NullOr(Schema.String), starts_at_time: Schema.NullOr(Schema.String) })),
    image_url: Schema.NullOr(Schema.String),
    profile_fields: Schema.Array(Schema.String),
    /** a learning task's course: its title and the person's appointment state (null: not appointed) */
    course: Schema.NullOr(Schema.Struct({ id: Schema.Int, title: Schema.String, appointment_state: Schema.NullOr(Schema.String) })),
  }),
  /** form, test, feedback: the definition (a test's correct answers only once it is completed) */
  form: Schema.NullOr(Schema.Unknown),
  saved: Schema.NullOr(SavedForm),
  /** a completed test's score */
  score: Schema.NullOr(TestScore),
  commands: TaskCommands,
  /** the task's own files and image, to its doer only (as the track's media tab: the library serves them to the doer) */
  materials: Schema.Array(TrackMaterial),
  /** the progress stream's version: `expectedVersion` of start and complete */
  version: Schema.Int,
  completed_at: Schema.NullOr(Schema.String),
});
export type TaskDetails = typeof TaskDetails.Type;

export const SaveFormData = Schema.Struct({
  user_workflow_task_id: TaskId,
  data: SavedData,
  ...Seen,
});
export const UpdateFormData = Schema.Struct({ data: SavedData, ...Seen });
export const ProgressCommand = Schema.Struct({
  user_workflow_task_id: TaskId,
  command: Schema.Literals(["start", "complete"]),
  ...Seen,
});

/** A task the signed-in person does in someone's track (the manager's my-tasks). */
export const MyTask = Schema.Struct({
  ...TimelineTask.fields,
  workflow_id: Schema.Int,
  workflow_name: Schema.String,
  person: Schema.Struct({ id: Schema.Int, name: Schema.String }),
});
export type MyTask = typeof MyTask.Type;
export const MyTasksPage = Schema.Struct({ items: Schema.Array(MyTask), last_id: Schema.NullOr(Schema.Int) });
export const MyTasksQuery = Schema.Struct({
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: LEARNING_LIMITS.page }))),
  last_id: Schema.optional(Schema.NullOr(TaskId)),
  /** true: only tasks open today (started, available or overdue, with today inside their dates or past them) */
  today: Schema.optional(Schema.Boolean),
});

/**
 * downloadFormData (spec 001 §7 "Exports and downloads"): a task's form answers as a zip (`answers.csv` and the
 * attached files). `all`: everyone's answers to the same task of the track, not only this person's. `file_ids`: only
 * these of the answers' files. `is_course`: course forms are not tasks (courses keep their own), so only `false`.
 * Rights: the `tracks` section and Reader of the track, as its analytics.
 */
export const DownloadFormData = Schema.Struct({
  user_workflow_task_id: TaskId,
  all: Schema.optional(Schema.Boolean),
  is_course: Schema.optional(Schema.Literal(false)),
  file_ids: Schema.optional(Schema.Array(Id).check(Schema.isMaxLength(LEARNING_LIMITS.files))),
});

/** An element id of a form (the form builder's ids). */
const FormElementId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,36}$/));
/**
 * Where the person was in a task's form (manageUserWorkflowTaskFormPositions, spec 001 §7): the question (or
 * section divider) they last moved to and the section it is in; both must be elements of the task's form.
 */
export const FormPosition = Schema.Struct({
  element_id: FormElementId,
  /** the section divider above it, null before the first divider */
  section_id: Schema.NullOr(FormElementId),
});
export type FormPosition = typeof FormPosition.Type;
/** The saved position; `id` is sent back on update (PUT). */
export const FormPositionRecord = Schema.Struct({ id: Schema.Int, data: FormPosition, updated_at: Schema.String });
export type FormPositionRecord = typeof FormPositionRecord.Type;
export const SavedFormPosition = Schema.Struct({ position: Schema.NullOr(FormPositionRecord) });
export const CreateFormPosition = Schema.Struct({ user_workflow_task_id: TaskId, data: FormPosition });
export const UpdateFormPosition = Schema.Struct({ id: Id, data: FormPosition });

const E = [Invalid, Forbidden, NotFound, Conflict];

export class LearningGroup extends HttpApiGroup.make("learning")
  .add(HttpApiEndpoint.post("userTracks", "/userTracks", { payload: UserTracksQuery, success: UserTracksPage, error: E }))
  .add(HttpApiEndpoint.get("timeline", "/mobileEmployeeTimeLine", { query: { workflow_id: IdFromString }, success: Timeline, error: E }))
  .add(HttpApiEndpoint.get("task", "/mobileEmployeeTaskDetails", { query: { user_workflow_task_id: TaskIdFromString }, success: TaskDetails, error: E }))
  .add(HttpApiEndpoint.post("createFormData", "/userWorkflowTaskFormData", { payload: SaveFormData, success: SavedForm, error: E }))
  .add(HttpApiEndpoint.put("updateFormData", "/userWorkflowTaskFormData/:id", { params: { id: IdFromString }, payload: UpdateFormData, success: SavedForm, error: E }))
  .add(HttpApiEndpoint.post("progress", "/userWorkflowTaskProgress", { payload: ProgressCommand, success: TaskDetails, error: E }))
  .add(HttpApiEndpoint.get("formPosition", "/manageUserWorkflowTaskFormPositions", {
    query: { user_workflow_task_id: TaskIdFromString }, success: SavedFormPosition, error: E,
  }))
  .add(HttpApiEndpoint.post("createFormPosition", "/manageUserWorkflowTaskFormPositions", { payload: CreateFormPosition, success: FormPositionRecord, error: E }))
  .add(HttpApiEndpoint.put("updateFormPosition", "/manageUserWorkflowTaskFormPositions", { payload: UpdateFormPosition, success: FormPositionRecord, error: E }))
  .add(HttpApiEndpoint.post("myTasks", "/myTasks", { payload: MyTasksQuery, success: MyTasksPage, error: E }))
  .add(HttpApiEndpoint.post("downloadFormData", "/downloadFormData", {
    payload: DownloadFormData, success: HttpApiSchema.StreamUint8Array({ contentType: "application/zip" }), error: E,
  }))
  .middleware(Authorization) {}
