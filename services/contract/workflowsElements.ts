// Tasks (elements) in the tracks contract (workflows.ts): a task's content and dates, the builder's list, positions, templates.
import { Schema } from "effect";
import { HttpApiEndpoint } from "effect/http-api";
import { Seen, SeenQuery } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { DurationTypes, E, FilePickKinds, Id, IdFromString, NamedOption, Paging, RelDay, WORKFLOW_LIMITS, WorkflowDate } from "./workflowsCommon.js";

// ── tasks (elements) ─────────────────────────────────────────────────────────────────────────────────────────

export const PickedFile = Schema.Struct({
  library_file_id: Id,
  kind: Schema.Literals(FilePickKinds),
  /** the file's name when it was picked, shown in the builder */
  display_name: Schema.optional(Line(WORKFLOW_LIMITS.name)),
});
/** A library file the builder's picker offers (`workflowLibraryFiles`): the common library's, of one kind, readable. */
export const PickableFile = Schema.Struct({
  id: Schema.Int,
  display_name: Schema.String,
  extension: Schema.String,
  general_file_type_id: Schema.Int,
  size: Schema.Number,
});
export type PickableFile = typeof PickableFile.Type;
/** An e-mail or push agent's message and when it goes (days from the task's start, at a time of day). */
export const AgentMessage = Schema.Struct({
  subject: Schema.optional(Line(500)),
  /** e-mail: the template text, which may name the track's fields ({user_name}, {workflow_name}...) */
  body: Schema.String.check(Schema.isMaxLength(WORKFLOW_LIMITS.text)),
  send_offset_days: Schema.Int.check(Schema.isBetween({ minimum: -3650, maximum: 3650 })),
  send_time: Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/)),
});
export const ElementImage = Schema.Struct({
  /** an https link, or a library image */
  url: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(2000)))),
  library_file_id: Schema.optional(Schema.NullOr(Id)),
});
/** A task's content: which parts apply depends on its type (the server checks them when `check_content`). */
export const ElementContent = Schema.Struct({
  /** rich text as Markdown; images only over https */
  text: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(WORKFLOW_LIMITS.text)))),
  files: Schema.optional(Schema.Array(PickedFile).check(Schema.isMaxLength(WORKFLOW_LIMITS.files))),
  /** form, test and feedback: the form builder's definition, stored as given */
  form: Schema.optional(Schema.NullOr(Schema.Unknown)),
  /** e-mail and push agents */
  message: Schema.optional(Schema.NullOr(AgentMessage)),
  /** milestone (900×450 recommended) and achievement */
  image: Schema.optional(Schema.NullOr(ElementImage)),
  /** profile information: the smart-form fields the person fills */
  profile_fields: Schema.optional(Schema.Array(Line(200)).check(Schema.isMaxLength(WORKFLOW_LIMITS.profileFields))),
  /** learning: a course of the client; passing it completes the task (the learning area's reaction) */
  course_id: Schema.optional(Schema.NullOr(Id)),
  /** event: where and when */
  event: Schema.optional(Schema.NullOr(Schema.Struct({
    location: Schema.optional(Schema.NullOr(Line(500))),
    starts_at_time: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/)))),
  }))),
});
export type ElementContent = typeof ElementContent.Type;

export const ElementInput = Schema.Struct({
  /** absent or negative: a new task */
  id: Schema.optional(Int32),
  workflow_id: Id,
  title: Line(WORKFLOW_LIMITS.title).check(Schema.isMinLength(1)),
  workflow_element_type_id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 13 })),
  assigned_role_id: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 11 }))),
  workflow_element_side_id: Schema.optional(Schema.Literals([1, 2])),
  /** minutes */
  recommended_time: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })))),
  start_date_rel: Schema.optional(Schema.NullOr(RelDay)),
  end_date_rel: Schema.optional(Schema.NullOr(RelDay)),
  start_date_abs: Schema.optional(Schema.NullOr(WorkflowDate)),
  end_date_abs: Schema.optional(Schema.NullOr(WorkflowDate)),
  content: Schema.optional(ElementContent),
});
export type ElementInput = typeof ElementInput.Type;

export const SaveElement = Schema.Struct({
  element: ElementInput,
  /** default true: the type's content must be complete (false saves a draft; publishing asks again) */
  check_content: Schema.optional(Schema.Boolean),
  /** the task is a copy of another (the title gets no suffix; the copy starts unpublished) */
  is_copy: Schema.optional(Schema.Boolean),
  /** where a new task goes (0-based; default: last); the others move down */
  group_position_index: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: WORKFLOW_LIMITS.elements }))),
  /** PUT: the task's `version` the editor showed */
  ...Seen,
});

export const WorkflowElement = Schema.Struct({
  id: Schema.Int,
  workflow_id: Schema.Int,
  title: Schema.String,
  workflow_element_type_id: Schema.Int,
  assigned_role_id: Schema.Int,
  workflow_element_side_id: Schema.Int,
  recommended_time: Schema.NullOr(Schema.Int),
  start_date_rel: Schema.NullOr(Schema.Int),
  end_date_rel: Schema.NullOr(Schema.Int),
  start_date_abs: Schema.NullOr(Schema.String),
  end_date_abs: Schema.NullOr(Schema.String),
  /** end − start + 1 (spec 001 §9); null without both dates */
  duration_days: Schema.NullOr(Schema.Int),
  group_position_index: Schema.Int,
  is_published: Schema.Boolean,
  content: ElementContent,
  /** whether the content is complete for its type (what publishing needs) */
  content_complete: Schema.Boolean,
  updated_at: Schema.String,
  /** the task's stream version: `expectedVersion` of its save and removal */
  version: Schema.Int,
});
export type WorkflowElement = typeof WorkflowElement.Type;

export const ElementList = Schema.Struct({ items: Schema.Array(WorkflowElement), last_id: Schema.NullOr(Schema.Int) });

/** GET manageWorkflowElement: the task (a new one's defaults when no id) and the editor's sources. */
export const ElementEditor = Schema.Struct({
  element: WorkflowElement,
  assigned_role_data: NamedOption,
  assigned_roles_source: Schema.Array(NamedOption),
  content_types_source: Schema.Array(NamedOption),
  notification_type: Schema.NullOr(Schema.Literals(["email", "push"])),
  notification_types_source: Schema.Array(NamedOption),
  notification_units_source: Schema.Array(NamedOption),
  workflow_element_duration_type: Schema.Literals(DurationTypes),
  /** fields an agent's message may name, as `{field}` */
  email_notification_fields: Schema.Array(Schema.String),
});

export const Positions = Schema.Struct({
  workflow_id: Id,
  workflow_element_positions: Schema.Array(Schema.Struct({ id: Id, index: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: WORKFLOW_LIMITS.elements })) }))
    .check(Schema.isMinLength(1), Schema.isMaxLength(WORKFLOW_LIMITS.elements)),
  /** the track's `version` the builder showed */
  ...Seen,
});
export const PositionList = Schema.Struct({
  workflow_id: Schema.Int,
  version: Schema.Int,
  items: Schema.Array(Schema.Struct({ id: Schema.Int, index: Schema.Int })),
});

/** The task calls of the `workflows` group. */
export const ElementEndpoints = [
  HttpApiEndpoint.get("elements", "/workflowElements", {
    /** the builder's timeline: the track's tasks by position (cursor: the last task's id) */
    query: { workflow_id: IdFromString, ...Paging }, success: ElementList, error: E,
  }),
  HttpApiEndpoint.get("getElement", "/manageWorkflowElement", {
    /** no workflow_element_id: a new task's defaults (type from workflow_element_type_id, dates from start_date) */
    query: {
      workflow_id: IdFromString, workflow_element_id: Schema.optional(IdFromString), start_date: Schema.optional(WorkflowDate),
      workflow_element_type_id: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 13 }))),
    },
    success: ElementEditor, error: E,
  }),
  HttpApiEndpoint.post("addElement", "/manageWorkflowElement", { payload: SaveElement, success: WorkflowElement, error: E }),
  HttpApiEndpoint.put("saveElement", "/manageWorkflowElement", { payload: SaveElement, success: WorkflowElement, error: E }),
  HttpApiEndpoint.delete("removeElement", "/manageWorkflowElement", {
    query: { id: IdFromString, ...SeenQuery }, success: PositionList, error: E,
  }),
  HttpApiEndpoint.post("positions", "/workflowElementPositionsManage", { payload: Positions, success: PositionList, error: E }),
  HttpApiEndpoint.get("libraryFiles", "/workflowLibraryFiles", {
    /** the builder's file picker: files of a kind the user may read in the library, by id (keyset); search by name */
    query: { kind: Schema.Literals(FilePickKinds), search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))), ...Paging },
    success: Schema.Struct({ items: Schema.Array(PickableFile), last_id: Schema.NullOr(Schema.Int) }), error: E,
  }),
  HttpApiEndpoint.get("elementTemplate", "/manageWorkflowElementTemplate", {
    /** the built-in starting point of a task of one activity type (template id = the type id, 1–13) */
    query: { workflow_element_template_id: IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 13 })) },
    success: Schema.Struct({ id: Schema.Int, element: ElementInput.mapFields(({ id: _, workflow_id: __, ...rest }) => rest) }), error: E,
  }),
] as const;
