import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen, SeenQuery } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * Tracks (workflows) authoring and the workflow library (spec 000 §2 "Library and workflows", §3 "Workflow (track)
 * and element", §4, §6; spec 001 §5, §7 "Workflow" and the workflow calls under "Library", §8). Under /api.
 *
 * Rights: the `tracks` section (use_route: the library tab, `edit`: every track and folder of the client, `export`:
 * export). Without `tracks.edit`, a folder's or a track's access entries (user, group or system role; Reader 1,
 * Editor 2, Manager 3, the library's levels) decide, inherited from the nearest folder above that has some; the
 * creator has level 4. Reader opens and copies; Editor edits the track, its tasks and positions, creates folders,
 * moves and publishes; Manager also sets access; level 4 (or `can_remove`) removes. Another client's or an unreadable
 * item answers 404; a readable one without the right 403. Bad input is 400 naming the field; a stale
 * `expectedVersion` is 409 `errors.staleVersion` with who changed it.
 */

/** Track types (spec 000 §2): onboarding tracks, and growth tracks shown under /growth/growthTrack. */
export const WorkflowTypeIds = { onboarding: 1, growth: 2 } as const;
/** Start points (spec 000 §3, 001 §9): the checkpoint a relative track counts its days from; 7 is a custom date. */
export const CheckpointIds = { joinDate: 1, offerDate: 2, acceptOfferDate: 3, hireDate: 4, dayOne: 5, dismissalDate: 6, customDate: 7 } as const;
/** RELATION: tasks carry days relative to the checkpoint; ABSOLUTE: tasks carry calendar dates. */
export const DurationTypes = ["RELATION", "ABSOLUTE"] as const;
/** The 13 activity types of a task (spec 000 §2, issue 15), in the builder's order. */
export const ElementTypeIds = {
  content: 1, communication: 2, event: 3, form: 4, learning: 5, test: 6, feedback: 7, milestone: 8, achievement: 9,
  taskCard: 10, emailAgent: 11, profileInformation: 12, pushAgent: 13,
} as const;
/** Who does a task: the assigned role's side, 1 the company (the people around the newcomer), 2 the employee's side. */
export const ElementSides = { company: 1, employee: 2 } as const;
/** A new task's defaults (spec 001 §6): employee 9, side 2. */
export const ELEMENT_DEFAULTS = { assigned_role_id: 9, workflow_element_side_id: 2 } as const;
/** Publication states of a track (machines/publication.ts). */
export const PublicationStates = { draft: 1, published: 2, modified: 3, unpublished: 4 } as const;
/** Library kinds a task's files may be picked as (spec 001 §5 "File pickers by kind"). */
export const FilePickKinds = ["video", "image", "audio", "scorm", "pdf", "file"] as const;
/** Rich-text, name and list ceilings. */
export const WORKFLOW_LIMITS = { name: 255, title: 500, text: 100_000, files: 50, profileFields: 100, elements: 1000, page: 500 } as const;

const Id = Int32.check(Schema.isGreaterThan(0));
const IdFromString = IntFromString.check(Schema.isGreaterThan(0));
const isCalendarDate = (s: string) => {
  const t = Date.parse(s);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
};
/** YYYY-MM-DD, a real calendar day. */
export const WorkflowDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
  Schema.makeFilter((s: string) => isCalendarDate(s) || "errors.invalidDate"),
);
/** Days relative to the checkpoint (negative: before it), at most ten years either way. */
const RelDay = Schema.Int.check(Schema.isBetween({ minimum: -3650, maximum: 3650 }));
const Name = Line(WORKFLOW_LIMITS.name).check(Schema.isMinLength(1));
const Paging = {
  limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: WORKFLOW_LIMITS.page }))),
  last_id: Schema.optional(IntFromString),
};
const NamedOption = Schema.Struct({ id: Schema.Int, name: Schema.String });
export const ContextMenuItem = Schema.Struct({ operation_name: Schema.String, enabled: Schema.Boolean });

// ── library: folders, categories, content, access ─────────────────────────────────────────────────────────────

export const WorkflowCategory = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  color: Schema.NullOr(Schema.String),
  /** true: the client's own category (preferences, `workflowCategories`); false: one of the area's built-in ones */
  from_preferences: Schema.Boolean,
});

export const WorkflowFolder = Schema.Struct({
  id: Schema.Int,
  parent_folder_id: Schema.NullOr(Schema.Int),
  display_name: Schema.String,
  creator_id: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String,
  /** the user's effective level: 1 Reader, 2 Editor, 3 Manager, 4 creator or `tracks.edit` */
  level: Schema.Int,
  removable: Schema.Boolean,
  /** the folder's stream version (name, place, access): `expectedVersion` of a rename or an access change */
  version: Schema.Int,
  context_menu: Schema.Array(ContextMenuItem),
});
export type WorkflowFolder = typeof WorkflowFolder.Type;

export const WorkflowTreeItem = Schema.Struct({
  id: Schema.Int,
  parent_folder_id: Schema.NullOr(Schema.Int),
  display_name: Schema.String,
  has_children: Schema.Boolean,
  level: Schema.Int,
});
export const WorkflowTree = Schema.Struct({ items: Schema.Array(WorkflowTreeItem) });

/** A folder or a track in a content page (the library's content item shape, spec 000 §3). */
export const WorkflowContentItem = Schema.Struct({
  id: Schema.Int,
  type: Schema.Literals(["FOLDER", "FILE"]),
  display_name: Schema.String,
  level: Schema.Int,
  removable: Schema.Boolean,
  updated_at: Schema.String,
  settings: Schema.Struct({
    /** the track's id (FILE), null for a folder */
    workflow_id: Schema.NullOr(Schema.Int),
    workflow_type_id: Schema.NullOr(Schema.Int),
    workflow_state_id: Schema.NullOr(Schema.Int),
    workflow_last_publish_date: Schema.NullOr(Schema.String),
    workflow_not_published_activities_count: Schema.Int,
    workflow_category_id: Schema.NullOr(Schema.Int),
    workflow_category_name: Schema.NullOr(Schema.String),
    workflow_category_meta_data: Schema.NullOr(Schema.Struct({ color: Schema.NullOr(Schema.String) })),
    elements_count: Schema.Int,
  }),
  context_menu: Schema.Array(ContextMenuItem),
});
export const WorkflowContent = Schema.Struct({
  /** null: the top of the workflow library */
  folder: Schema.NullOr(Schema.Struct({
    id: Schema.Int,
    display_name: Schema.String,
    parent_folder_id: Schema.NullOr(Schema.Int),
    level: Schema.Int,
    path: Schema.Array(Schema.Struct({ id: Schema.Int, display_name: Schema.String })),
  })),
  /** whether the user may create folders and tracks here */
  can_create: Schema.Boolean,
  /** folders first, then tracks, each by name (natural order) then id */
  items: Schema.Array(WorkflowContentItem),
  /** the next page's cursor: a folder's id, or a track's id negated; null on the last page */
  last_id: Schema.NullOr(Schema.Int),
});

export const SubjectKind = Schema.Literals(["user", "group", "role"]);
export const WorkflowAccessEntry = Schema.Struct({
  subject_kind: SubjectKind,
  subject_id: Id,
  /** 1 Reader, 2 Editor, 3 Manager */
  level: Schema.Literals([1, 2, 3]),
  can_remove: Schema.optional(Schema.Boolean),
});
export const WorkflowAccessView = Schema.Struct({
  item_kind: Schema.Literals(["folder", "workflow"]),
  item_id: Schema.Int,
  /** the folder whose entries apply when the item has none of its own; null: own entries, or none anywhere */
  inherited_from: Schema.NullOr(Schema.Int),
  entries: Schema.Array(Schema.Struct({
    subject_kind: SubjectKind, subject_id: Schema.Int, display_name: Schema.String, level: Schema.Int, can_remove: Schema.Boolean,
  })),
  version: Schema.Int,
});
const SetEntries = { entries: Schema.Array(WorkflowAccessEntry).check(Schema.isMaxLength(1000)), ...Seen };

// ── tracks ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The start point and dates of a track: relative to a checkpoint, or absolute dates. */
const StartPoint = {
  duration_type: Schema.Literals(DurationTypes),
  /** RELATION: 1–7 (7: custom date, then `workflow_checkpoint_custom_date`) */
  workflow_checkpoint_id: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 7 })))),
  workflow_checkpoint_custom_date: Schema.optional(Schema.NullOr(WorkflowDate)),
  /** ABSOLUTE: the track's first and last day */
  start_date: Schema.optional(Schema.NullOr(WorkflowDate)),
  end_date: Schema.optional(Schema.NullOr(WorkflowDate)),
};
export const WorkflowInput = Schema.Struct({
  display_name: Name,
  workflow_type_id: Schema.Literals([1, 2]),
  category_id: Schema.optional(Schema.NullOr(Int32)),
  description: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(5000)))),
  ...StartPoint,
});
export const CreateWorkflow = Schema.Struct({ folder_id: Schema.NullOr(Id), ...WorkflowInput.fields });
export const UpdateWorkflow = Schema.Struct({ ...WorkflowInput.fields, ...Seen });

export const Workflow = Schema.Struct({
  id: Schema.Int,
  /** the spec's name for a track's id in library calls; the same number */
  library_file_id: Schema.Int,
  display_name: Schema.String,
  description: Schema.NullOr(Schema.String),
  workflow_type_id: Schema.Int,
  category_id: Schema.NullOr(Schema.Int),
  category_name: Schema.NullOr(Schema.String),
  folder_id: Schema.NullOr(Schema.Int),
  duration_type: Schema.Literals(DurationTypes),
  workflow_checkpoint_id: Schema.NullOr(Schema.Int),
  workflow_checkpoint_name: Schema.NullOr(Schema.String),
  workflow_checkpoint_custom_date: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  /** PublicationStates: 1 draft, 2 published, 3 modified, 4 unpublished */
  state_id: Schema.Int,
  state: Schema.Literals(["draft", "published", "modified", "unpublished"]),
  last_publish_date: Schema.NullOr(Schema.String),
  not_published_activities_count: Schema.Int,
  elements_count: Schema.Int,
  creator: Schema.Struct({ id: Schema.Int, name: Schema.String }),
  created_at: Schema.String,
  updated_at: Schema.String,
  level: Schema.Int,
  can_edit: Schema.Boolean,
  can_export: Schema.Boolean,
  /** the track's stream version (settings, place, access, positions): `expectedVersion` of its edits */
  version: Schema.Int,
  /** the publication stream's version: `expectedVersion` of publish and unpublish */
  publication_version: Schema.Int,
});
export type Workflow = typeof Workflow.Type;

// ── tasks (elements) ─────────────────────────────────────────────────────────────────────────────────────────

export const PickedFile = Schema.Struct({ library_file_id: Id, kind: Schema.Literals(FilePickKinds) });
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

// ── publishing, export ───────────────────────────────────────────────────────────────────────────────────────

export const PublicationConditions = Schema.Struct({
  library_file_id: Schema.Int,
  can_publish: Schema.Boolean,
  can_unpublish: Schema.Boolean,
  /** each blocking reason: a catalogue id (`workflows.errors.*`) and the task it is about, if any */
  reasons: Schema.Array(Schema.Struct({ code: Schema.String, element_id: Schema.NullOr(Schema.Int) })),
  state_id: Schema.Int,
  last_publish_date: Schema.NullOr(Schema.String),
  not_published_activities_count: Schema.Int,
  publication_version: Schema.Int,
});
export const PublishCommand = Schema.Struct({ library_file_id: Id, ...Seen });

export const PublisherLogRow = Schema.Struct({
  id: Schema.Int,
  workflow_id: Schema.Int,
  workflow_name: Schema.String,
  user: Schema.Struct({ id: Schema.Int, name: Schema.String }),
  action: Schema.Literals(["publish", "unpublish"]),
  started_at: Schema.String,
  finished_at: Schema.String,
  duration_ms: Schema.Int,
  state: Schema.Literals(["completed"]),
});
export const PublisherLog = Schema.Struct({ items: Schema.Array(PublisherLogRow), last_id: Schema.NullOr(Schema.Int) });

/** A track as exported (`exportWorkflow`) and imported back: its settings and tasks, without ids. */
export const WorkflowExport = Schema.Struct({
  format: Schema.Literal("stride.workflow"),
  format_version: Schema.Literal(1),
  workflow: WorkflowInput,
  elements: Schema.Array(ElementInput.mapFields(({ id: _, workflow_id: __, ...rest }) => rest)).check(Schema.isMaxLength(WORKFLOW_LIMITS.elements)),
});
export type WorkflowExport = typeof WorkflowExport.Type;

const E = [Forbidden, NotFound, Invalid, Conflict];
const ByFile = { library_file_id: IdFromString };

/** Tracks authoring and the workflow library (spec 001 §7 "Workflow", "Library"). */
export class WorkflowsGroup extends HttpApiGroup.make("workflows")
  .add(HttpApiEndpoint.get("categories", "/workflowCategoriesSource", { success: Schema.Struct({ items: Schema.Array(WorkflowCategory) }), error: E }))
  .add(HttpApiEndpoint.get("tree", "/workflowTreeMenu", { success: WorkflowTree, error: E }))
  .add(HttpApiEndpoint.get("content", "/workflowContent", {
    /** no library_folder_id: the top of the workflow library; search from 3 characters (name, case-insensitive) */
    query: { library_folder_id: Schema.optional(IdFromString), search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))), ...Paging },
    success: WorkflowContent, error: E,
  }))
  .add(HttpApiEndpoint.post("createFolder", "/createWorkflowFolder", {
    payload: Schema.Struct({ parent_folder_id: Schema.NullOr(Id), display_name: Name }), success: WorkflowFolder, error: E,
  }))
  .add(HttpApiEndpoint.post("renameFolder", "/renameWorkflowFolder", {
    payload: Schema.Struct({ workflow_folder_id: Id, display_name: Name, ...Seen }), success: WorkflowFolder, error: E,
  }))
  .add(HttpApiEndpoint.post("moveFolder", "/moveWorkflowFolder", {
    payload: Schema.Struct({ workflow_folder_id: Id, target_folder_id: Schema.NullOr(Id) }), success: WorkflowFolder, error: E,
  }))
  .add(HttpApiEndpoint.post("removeFolders", "/removeWorkflowFolders", {
    /** a folder is removed with everything in it */
    payload: Schema.Struct({ folder_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)) }),
    success: Schema.Struct({ removed: Schema.Array(Schema.Int) }), error: E,
  }))
  .add(HttpApiEndpoint.get("folderProperties", "/workflowFolderProperties", { query: { workflow_folder_id: IdFromString }, success: WorkflowFolder, error: E }))
  .add(HttpApiEndpoint.get("folderAccess", "/workflowFolderUsersPermissions", { query: { workflow_folder_id: IdFromString }, success: WorkflowAccessView, error: E }))
  .add(HttpApiEndpoint.put("setFolderAccess", "/workflowFolderUsersPermissions", {
    payload: Schema.Struct({ workflow_folder_id: Id, ...SetEntries }), success: WorkflowAccessView, error: E,
  }))
  .add(HttpApiEndpoint.get("workflowAccess", "/workflowUsersPermissions", { query: ByFile, success: WorkflowAccessView, error: E }))
  .add(HttpApiEndpoint.put("setWorkflowAccess", "/workflowUsersPermissions", {
    payload: Schema.Struct({ library_file_id: Id, ...SetEntries }), success: WorkflowAccessView, error: E,
  }))
  // tracks
  .add(HttpApiEndpoint.get("properties", "/workflowProperties", { query: ByFile, success: Workflow, error: E }))
  .add(HttpApiEndpoint.post("create", "/workflows", { payload: CreateWorkflow, success: Workflow, error: E }))
  .add(HttpApiEndpoint.put("update", "/workflows/:id", { params: { id: IdFromString }, payload: UpdateWorkflow, success: Workflow, error: E }))
  .add(HttpApiEndpoint.post("copy", "/copyWorkflow", {
    payload: Schema.Struct({ library_file_id: Id, target_folder_id: Schema.NullOr(Id) }), success: Workflow, error: E,
  }))
  .add(HttpApiEndpoint.post("move", "/moveWorkflow", {
    payload: Schema.Struct({ library_file_id: Id, target_folder_id: Schema.NullOr(Id), ...Seen }), success: Workflow, error: E,
  }))
  .add(HttpApiEndpoint.post("remove", "/removeWorkflows", {
    payload: Schema.Struct({ workflow_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)) }),
    success: Schema.Struct({ removed: Schema.Array(Schema.Int) }), error: E,
  }))
  .add(HttpApiEndpoint.post("export", "/exportWorkflow", {
    payload: Schema.Struct({ library_file_id: Id }),
    /** a JSON file (WorkflowExport) as an attachment */
    success: HttpApiSchema.StreamUint8Array({ contentType: "application/json" }), error: E,
  }))
  .add(HttpApiEndpoint.post("import", "/importWorkflow", {
    /** the exported file's content, read by the browser; the new track starts as a draft */
    payload: Schema.Struct({ folder_id: Schema.NullOr(Id), data: WorkflowExport }), success: Workflow, error: E,
  }))
  // tasks
  .add(HttpApiEndpoint.get("elements", "/workflowElements", {
    /** the builder's timeline: the track's tasks by position (cursor: the last task's id) */
    query: { workflow_id: IdFromString, ...Paging }, success: ElementList, error: E,
  }))
  .add(HttpApiEndpoint.get("getElement", "/manageWorkflowElement", {
    /** no workflow_element_id: a new task's defaults (type from workflow_element_type_id, dates from start_date) */
    query: {
      workflow_id: IdFromString, workflow_element_id: Schema.optional(IdFromString), start_date: Schema.optional(WorkflowDate),
      workflow_element_type_id: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 13 }))),
    },
    success: ElementEditor, error: E,
  }))
  .add(HttpApiEndpoint.post("addElement", "/manageWorkflowElement", { payload: SaveElement, success: WorkflowElement, error: E }))
  .add(HttpApiEndpoint.put("saveElement", "/manageWorkflowElement", { payload: SaveElement, success: WorkflowElement, error: E }))
  .add(HttpApiEndpoint.delete("removeElement", "/manageWorkflowElement", {
    query: { id: IdFromString, ...SeenQuery }, success: PositionList, error: E,
  }))
  .add(HttpApiEndpoint.post("positions", "/workflowElementPositionsManage", { payload: Positions, success: PositionList, error: E }))
  .add(HttpApiEndpoint.get("elementTemplate", "/manageWorkflowElementTemplate", {
    /** the built-in starting point of a task of one activity type (template id = the type id, 1–13) */
    query: { workflow_element_template_id: IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 13 })) },
    success: Schema.Struct({ id: Schema.Int, element: ElementInput.mapFields(({ id: _, workflow_id: __, ...rest }) => rest) }), error: E,
  }))
  // publishing
  .add(HttpApiEndpoint.get("publicationConditions", "/getWorkflowPublicationConditions", { query: ByFile, success: PublicationConditions, error: E }))
  .add(HttpApiEndpoint.post("publish", "/publishWorkflow", { payload: PublishCommand, success: Workflow, error: E }))
  .add(HttpApiEndpoint.post("unpublish", "/unpublishWorkflow", { payload: PublishCommand, success: Workflow, error: E }))
  .add(HttpApiEndpoint.get("publisherLogs", "/workflowPublisherLogs", {
    /** newest first; one track's (library_file_id) or every track's of the client (needs tracks.edit) */
    query: { library_file_id: Schema.optional(IdFromString), ...Paging }, success: PublisherLog, error: E,
  }))
  .middleware(Authorization) {}
