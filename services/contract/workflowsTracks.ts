// Tracks in the tracks contract (workflows.ts): a track's settings and start point, copy, move, removal, export and import.
import { Schema } from "effect";
import { HttpApiEndpoint } from "effect/http-api";
import { HttpApiSchema } from "effect/http-api";
import { Seen } from "./errors.js";
import { Int32 } from "./ids.js";
import { ByFile, DurationTypes, E, Id, IdFromString, Name, WORKFLOW_LIMITS, WorkflowDate } from "./workflowsCommon.js";
import { ElementInput } from "./workflowsElements.js";

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

/** A track as exported (`exportWorkflow`) and imported back: its settings and tasks, without ids. */
export const WorkflowExport = Schema.Struct({
  format: Schema.Literal("stride.workflow"),
  format_version: Schema.Literal(1),
  workflow: WorkflowInput,
  elements: Schema.Array(ElementInput.mapFields(({ id: _, workflow_id: __, ...rest }) => rest)).check(Schema.isMaxLength(WORKFLOW_LIMITS.elements)),
});
export type WorkflowExport = typeof WorkflowExport.Type;

/** The track calls of the `workflows` group. */
export const TrackEndpoints = [
  HttpApiEndpoint.get("properties", "/workflowProperties", { query: ByFile, success: Workflow, error: E }),
  HttpApiEndpoint.post("create", "/workflows", { payload: CreateWorkflow, success: Workflow, error: E }),
  HttpApiEndpoint.put("update", "/workflows/:id", { params: { id: IdFromString }, payload: UpdateWorkflow, success: Workflow, error: E }),
  HttpApiEndpoint.post("copy", "/copyWorkflow", {
    payload: Schema.Struct({ library_file_id: Id, target_folder_id: Schema.NullOr(Id) }), success: Workflow, error: E,
  }),
  HttpApiEndpoint.post("move", "/moveWorkflow", {
    payload: Schema.Struct({ library_file_id: Id, target_folder_id: Schema.NullOr(Id), ...Seen }), success: Workflow, error: E,
  }),
  HttpApiEndpoint.post("remove", "/removeWorkflows", {
    payload: Schema.Struct({ workflow_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)) }),
    success: Schema.Struct({ removed: Schema.Array(Schema.Int) }), error: E,
  }),
  HttpApiEndpoint.post("export", "/exportWorkflow", {
    payload: Schema.Struct({ library_file_id: Id }),
    /** a JSON file (WorkflowExport) as an attachment */
    success: HttpApiSchema.StreamUint8Array({ contentType: "application/json" }), error: E,
  }),
  HttpApiEndpoint.post("import", "/importWorkflow", {
    /** the exported file's content, read by the browser; the new track starts as a draft */
    payload: Schema.Struct({ folder_id: Schema.NullOr(Id), data: WorkflowExport }), success: Workflow, error: E,
  }),
] as const;
