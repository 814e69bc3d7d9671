// The workflow library's part of the tracks contract (workflows.ts): categories, folders, the tree, a folder's content, access.
import { Schema } from "effect";
import { HttpApiEndpoint } from "effect/http-api";
import { Seen } from "./errors.js";
import { ByFile, ContextMenuItem, E, Id, IdFromString, Name, Paging } from "./workflowsCommon.js";

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

/** The library calls of the `workflows` group. */
export const LibraryEndpoints = [
  HttpApiEndpoint.get("categories", "/workflowCategoriesSource", { success: Schema.Struct({ items: Schema.Array(WorkflowCategory) }), error: E }),
  HttpApiEndpoint.get("tree", "/workflowTreeMenu", { success: WorkflowTree, error: E }),
  HttpApiEndpoint.get("content", "/workflowContent", {
    /** no library_folder_id: the top of the workflow library; search from 3 characters (name, case-insensitive) */
    query: { library_folder_id: Schema.optional(IdFromString), search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))), ...Paging },
    success: WorkflowContent, error: E,
  }),
  HttpApiEndpoint.post("createFolder", "/createWorkflowFolder", {
    payload: Schema.Struct({ parent_folder_id: Schema.NullOr(Id), display_name: Name }), success: WorkflowFolder, error: E,
  }),
  HttpApiEndpoint.post("renameFolder", "/renameWorkflowFolder", {
    payload: Schema.Struct({ workflow_folder_id: Id, display_name: Name, ...Seen }), success: WorkflowFolder, error: E,
  }),
  HttpApiEndpoint.post("moveFolder", "/moveWorkflowFolder", {
    payload: Schema.Struct({ workflow_folder_id: Id, target_folder_id: Schema.NullOr(Id) }), success: WorkflowFolder, error: E,
  }),
  HttpApiEndpoint.post("copyFolder", "/copyWorkflowFolder", {
    /** the folder with what the user may read under it (sub-folders, tracks as drafts); answers the copy */
    payload: Schema.Struct({ workflow_folder_id: Id, target_folder_id: Schema.NullOr(Id) }), success: WorkflowFolder, error: E,
  }),
  HttpApiEndpoint.post("removeFolders", "/removeWorkflowFolders", {
    /** a folder is removed with everything in it */
    payload: Schema.Struct({ folder_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)) }),
    success: Schema.Struct({ removed: Schema.Array(Schema.Int) }), error: E,
  }),
  HttpApiEndpoint.get("folderProperties", "/workflowFolderProperties", { query: { workflow_folder_id: IdFromString }, success: WorkflowFolder, error: E }),
  HttpApiEndpoint.get("folderAccess", "/workflowFolderUsersPermissions", { query: { workflow_folder_id: IdFromString }, success: WorkflowAccessView, error: E }),
  HttpApiEndpoint.put("setFolderAccess", "/workflowFolderUsersPermissions", {
    payload: Schema.Struct({ workflow_folder_id: Id, ...SetEntries }), success: WorkflowAccessView, error: E,
  }),
  HttpApiEndpoint.get("workflowAccess", "/workflowUsersPermissions", { query: ByFile, success: WorkflowAccessView, error: E }),
  HttpApiEndpoint.put("setWorkflowAccess", "/workflowUsersPermissions", {
    payload: Schema.Struct({ library_file_id: Id, ...SetEntries }), success: WorkflowAccessView, error: E,
  }),
] as const;
