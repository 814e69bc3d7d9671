import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Multipart } from "effect/http";
import { Conflict, Forbidden, Invalid, NotFound, Seen, SeenQuery, TooLarge } from "./errors.js";
import { ResetLink } from "./auth.js";
import { Int32, Line } from "./ids.js";
import { Condition, IntFromString, ListColumn } from "./lists.js";
import { Sections } from "./permissions.js";
import { Authorization } from "./security.js";
import { ReportsScope } from "./userProgress.js";

/** Users, groups and roles (spec 000 §2 "Users, groups, roles", §3 "Users, roles", §6). */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const Id = Int32.check(Schema.isGreaterThan(0));
/** A date as the data formats carry it (spec 001 §9): YYYY-MM-DD. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
export const Language = Schema.Literals(["ru", "en", "fr"]);
export const Localised = Schema.Struct({ ru: Line(200), en: Line(200), fr: Line(200) });

/** User status ids (spec 000 §3): active 1, blocked 2, archived 3, pending 4. */
export const UserStatusIds = { active: 1, blocked: 2, archived: 3, pending: 4 } as const;
/** Entity type ids (spec 000 §3). */
export const EntityTypes = { users: 3, groups: 4, clients: 5, tags: 6, workflows: 7, roles: 8, activities: 9 } as const;

/** The profile fields a user carries besides the account: all optional and nullable. */
const profileFields = {
  middle_name: Schema.optional(Line(100)),
  language: Schema.optional(Language),
  phone: Schema.optional(Schema.NullOr(Text(50))),
  birth_date: Schema.optional(Schema.NullOr(IsoDate)),
  hire_date: Schema.optional(Schema.NullOr(IsoDate)),
  gender_id: Schema.optional(Schema.NullOr(Schema.Literals([1, 2]))),
  city: Schema.optional(Schema.NullOr(Text(100))),
  external_id: Schema.optional(Schema.NullOr(Text(100))),
  manager_id: Schema.optional(Schema.NullOr(Id)),
  functional_manager_id: Schema.optional(Schema.NullOr(Id)),
  mentor_id: Schema.optional(Schema.NullOr(Id)),
  role_id: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 11 }))),
  custom_role_id: Schema.optional(Schema.NullOr(Id)),
  /** Catalogue references (spec 000 §2 Preferences → users). */
  job_position_id: Schema.optional(Schema.NullOr(Id)),
  job_employment_level_id: Schema.optional(Schema.NullOr(Id)),
  job_relation_id: Schema.optional(Schema.NullOr(Id)),
  unit_id: Schema.optional(Schema.NullOr(Id)),
  organization_id: Schema.optional(Schema.NullOr(Id)),
  internal_unit_id: Schema.optional(Schema.NullOr(Id)),
  function_code_id: Schema.optional(Schema.NullOr(Id)),
  /** Values of the client's custom smart-form fields, by field name. */
  custom_fields: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
};

export const UserCreate = Schema.Struct({
  email: Text(254).check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  first_name: Line(100).check(Schema.isMinLength(1)),
  last_name: Line(100).check(Schema.isMinLength(1)),
  /** active (default): created and activated at once, within the client's active-user limit; pending: not yet. */
  status: Schema.optional(Schema.Literals(["active", "pending"])),
  /** Invite at once (an active person only): the set-password link is mailed in the same transaction. */
  invite: Schema.optional(Schema.Boolean),
  ...profileFields,
});
export type UserCreate = typeof UserCreate.Type;
export const UserUpdate = Schema.Struct({
  email: Schema.optional(UserCreate.fields.email),
  first_name: Schema.optional(UserCreate.fields.first_name),
  last_name: Schema.optional(UserCreate.fields.last_name),
  ...profileFields,
  /** the profile's `version` the form showed (a stale one: 409 errors.staleVersion) */
  ...Seen,
});
export type UserUpdate = typeof UserUpdate.Type;

const Ref = Schema.NullOr(Schema.Struct({ id: Schema.Int, value: Schema.String }));
/** A user as the overview tab shows them. Sensitive fields are null without the sensitive-data flag. */
export const UserDetail = Schema.Struct({
  id: Schema.Int,
  client_id: Schema.Int,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  middle_name: Schema.String,
  full_name: Schema.String,
  language: Schema.String,
  avatar_id: Schema.NullOr(Schema.Int),
  status_id: Schema.Int,
  role_id: Schema.Int,
  role_name: Schema.String,
  custom_role: Ref,
  manager: Ref,
  functional_manager: Ref,
  mentor: Ref,
  is_manager: Schema.Boolean,
  registered: Schema.Boolean,
  invited_at: Schema.NullOr(Schema.String),
  /** When the person's personal data was erased (GDPR); null while it is kept. */
  erased_at: Schema.optional(Schema.NullOr(Schema.String)),
  phone: Schema.NullOr(Schema.String),
  birth_date: Schema.NullOr(Schema.String),
  hire_date: Schema.NullOr(Schema.String),
  gender_id: Schema.NullOr(Schema.Int),
  city: Schema.NullOr(Schema.String),
  external_id: Schema.NullOr(Schema.String),
  job_position: Ref,
  job_employment_level: Ref,
  job_relation: Ref,
  unit: Ref,
  organization: Ref,
  internal_unit: Ref,
  function_code: Ref,
  custom_fields: Schema.Record(Schema.String, Schema.Unknown),
  groups_count: Schema.Int,
  last_login_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  updated_at: Schema.String,
  /** Which status operations the caller may send now (from the userStatus machine). */
  can: Schema.Struct({ activate: Schema.Boolean, block: Schema.Boolean, archive: Schema.Boolean, unarchive: Schema.Boolean, invite: Schema.Boolean }),
  /** Status operations of this state the machine refuses the caller now, with the refusing rule's catalogue id. */
  refused: Schema.Array(Schema.Struct({ operation: Schema.Literals(["activate", "block", "archive", "unarchive"]), reason: Schema.String })),
  /** the profile stream's version: sent back as `expectedVersion` with a profile edit */
  version: Schema.Int,
  /** the status stream's version (0: never changed): sent back as `expectedVersion` with a status operation */
  status_version: Schema.Int,
});
/** A new user, with the invitation when `invite` was asked (its `uid` only when mail is off, to pass on once). */
export const CreatedUser = Schema.Struct({ ...UserDetail.fields, invitation: Schema.optional(ResetLink) });
export type UserDetail = typeof UserDetail.Type;

export const StatusOperation = Schema.Literals(["activate", "block", "archive", "unarchive"]);
export const Refusal = Schema.Struct({ id: Schema.Int, reason: Schema.String });

/**
 * Batch operations (spec 001 §7 batchEntitiesProfileProcessing). Entity types: users 3, groups 4, workflows 7.
 * `add_to_workflows` / `remove_from_workflows` assign tracks (7) to groups (4) or people (3) or take them back, with
 * the tracks section's rights (workflows area, services/contract/workflowAssignment.ts).
 */
export const BatchOperation = Schema.Literals([
  "add_to_groups", "remove_from_groups", "block", "activate", "archive", "unarchive", "add_to_workflows", "remove_from_workflows",
]);
export const BatchRequest = Schema.Struct({
  operation_name: BatchOperation,
  source_entity_type_id: Schema.Literals([3, 4, 7, 8]),
  target_entity_type_id: Schema.Literals([3, 4, 7, 8]),
  /** For group operations: the one user (source 3) or the one group (source 4) the targets are paired with. */
  source_object_id: Schema.optional(Schema.NullOr(Id)),
  target_object_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(10000)),
});
export const BatchResult = Schema.Struct({ processed: Schema.Array(Schema.Int), refused: Schema.Array(Refusal) });

/** A static group lists its members; a dynamic one takes every user matching its conditions (all or any). */
export const GroupType = Schema.Literals(["static", "dynamic"]);
export const UserGroup = Schema.Struct({
  id: Schema.Int,
  client_id: Schema.Int,
  name: Schema.String,
  description: Schema.String,
  category_id: Schema.NullOr(Schema.Int),
  type: GroupType,
  match: Schema.Literals(["all", "any"]),
  conditions: Schema.Array(Condition),
  /** active 1 (auto-assigns tracks), inactive 2 */
  status_id: Schema.Literals([1, 2]),
  members_count: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String,
  /**
   * The group document's version: the `userGroup` stream's (type, conditions, status) plus the `userGroupProfile`
   * stream's (name, description, category), as one edit writes both; sent back as `expectedVersion` with an edit.
   */
  version: Schema.Int,
});
export type UserGroup = typeof UserGroup.Type;
export const UserGroupInput = Schema.Struct({
  name: Line(200).check(Schema.isMinLength(1)),
  description: Schema.optional(Text(2000)),
  category_id: Schema.optional(Schema.NullOr(Id)),
  /** Fixed at creation: a PUT with another type is 409. */
  type: GroupType,
  match: Schema.optional(Schema.Literals(["all", "any"])),
  conditions: Schema.optional(Schema.Array(Condition).check(Schema.isMaxLength(50))),
  status_id: Schema.optional(Schema.Literals([1, 2])),
});

/** An edit of a group: its fields and the `version` the form showed (a stale one: 409 errors.staleVersion). */
export const UserGroupUpdate = Schema.Struct({ ...UserGroupInput.fields, ...Seen });

/** A section's permission as a role grants it (see permissions.ts). */
export const SectionPermissionSchema = Schema.Struct({
  use_route: Schema.Boolean,
  edit: Schema.optional(Schema.Boolean),
  export: Schema.optional(Schema.Boolean),
  import: Schema.optional(Schema.Boolean),
  delegation: Schema.optional(Schema.Boolean),
  remove_all: Schema.optional(Schema.Boolean),
  edit_available: Schema.optional(Schema.Boolean),
});
/** Section → permission, every section optional; unknown sections are refused. */
export const PermissionsSchema = Schema.Struct(
  Object.fromEntries(Sections.map((s) => [s, Schema.optional(SectionPermissionSchema)])) as {
    [K in (typeof Sections)[number]]: Schema.optional<typeof SectionPermissionSchema>;
  },
);
/** Which users a role reaches: only those of the user's own units (and their sub-units), or all of the client's. */
export const UserAccess = Schema.Literals(["own_units", "all_users"]);

export const SystemRole = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  names: Localised,
  routes_permissions: PermissionsSchema,
  user_access: UserAccess,
  is_manager_available: Schema.Boolean,
  users_count: Schema.Int,
});
export const CustomRole = Schema.Struct({
  id: Schema.Int,
  client_id: Schema.Int,
  name: Localised,
  routes: PermissionsSchema,
  user_access: UserAccess,
  is_manager_available: Schema.Boolean,
  users_count: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String,
});
export const CustomRoleInput = Schema.Struct({
  name: Localised,
  routes: PermissionsSchema,
  user_access: Schema.optional(UserAccess),
  is_manager_available: Schema.optional(Schema.Boolean),
});

/** A profile tab's table: rows, their columns, and the id to ask the next page after. */
export const TableData = Schema.Struct({
  rows: Schema.Array(Schema.Record(Schema.String, Schema.Unknown)),
  columns: Schema.Array(ListColumn),
  settings: Schema.Struct({ last_id: Schema.NullOr(Schema.Int) }),
});
const Page = { limit: Schema.optional(IntFromString), last_id: Schema.optional(IntFromString) };

/** The per-row report of a CSV import: every row is created, updated or refused with its reasons. */
export const ImportRow = Schema.Struct({
  line: Schema.Int,
  email: Schema.String,
  result: Schema.Literals(["created", "updated", "refused"]),
  user_id: Schema.NullOr(Schema.Int),
  reasons: Schema.Array(Schema.String),
});
export const ImportReport = Schema.Struct({
  encoding: Schema.Literals(["utf-8", "windows-1251"]),
  created: Schema.Int,
  updated: Schema.Int,
  refused: Schema.Int,
  rows: Schema.Array(ImportRow),
});
/** The answer to an erasure: the person's id stays, their personal data is gone. */
export const UserErased = Schema.Struct({ user_id: Schema.Int, erased_at: Schema.String });

const Rows = Schema.Array(Schema.Record(Schema.String, Schema.Unknown));
/** Everything stored about one person (GDPR access / portability): one JSON document, downloaded as a file. */
export const PersonalDataExport = Schema.Struct({
  format: Schema.Literal("stride.personalData/1"),
  exported_at: Schema.String,
  user_id: Schema.Int,
  profile: Schema.Record(Schema.String, Schema.Unknown),
  roles: Schema.Struct({
    system: Schema.Struct({ id: Schema.Unknown, name: Schema.NullOr(Schema.Record(Schema.String, Schema.String)) }),
    custom: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  }),
  groups: Rows,
  plans: Rows,
  plan_tasks: Rows,
  mail: Rows,
  files: Rows,
  favorites: Rows,
  files_opened: Rows,
  notifications: Rows,
  sessions: Rows,
  saved_filters: Rows,
  events: Rows,
});

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** A CSV of users, streamed: the import and its preview take the same file. */
const ImportPayload = Schema.Struct({ "input-csv": Multipart.SingleFileSchema }).pipe(
  HttpApiSchema.asMultipartStream({ maxFileSize: IMPORT_MAX_BYTES, maxTotalSize: IMPORT_MAX_BYTES + 64 * 1024 }),
);

const E = [Forbidden, NotFound, Invalid] as const;
const W = [Forbidden, NotFound, Invalid, Conflict] as const;
const IdParam = { id: IntFromString };
const Avatar = Schema.Struct({ user_id: Id, file_id: Schema.optional(Schema.NullOr(Id)) });

export class UsersGroup extends HttpApiGroup.make("users")
  .add(HttpApiEndpoint.get("getUser", "/users/:id", { params: IdParam, query: ReportsScope, success: UserDetail, error: E }))
  .add(HttpApiEndpoint.post("createUser", "/users", { payload: UserCreate, success: CreatedUser, error: W }))
  .add(HttpApiEndpoint.put("updateUser", "/users/:id", { params: IdParam, payload: UserUpdate, success: UserDetail, error: W }))
  .add(HttpApiEndpoint.post("userStatus", "/userStatus", { payload: Schema.Struct({ user_id: Id, operation: StatusOperation, ...Seen }), success: UserDetail, error: W }))
  .add(
    HttpApiEndpoint.post("sendUserInvitations", "/sendUserInvitations", {
      payload: Schema.Struct({ user_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(1000)) }),
      success: Schema.Struct({ invited: Schema.Array(ResetLink), refused: Schema.Array(Refusal) }),
      error: W,
    }),
  )
  .add(HttpApiEndpoint.post("setUserAvatar", "/manageUserAvatar", { payload: Avatar, success: Schema.Struct({ user_id: Schema.Int, avatar_id: Schema.NullOr(Schema.Int) }), error: W }))
  .add(HttpApiEndpoint.delete("removeUserAvatar", "/manageUserAvatar", { payload: Avatar, success: Schema.Struct({ user_id: Schema.Int, avatar_id: Schema.NullOr(Schema.Int) }), error: W }))
  .add(HttpApiEndpoint.post("batchEntitiesProfileProcessing", "/batchEntitiesProfileProcessing", { payload: BatchRequest, success: BatchResult, error: W }))
  .add(HttpApiEndpoint.get("userGroupsProfile", "/userGroupsProfile", { query: { user_id: IntFromString, ...Page }, success: TableData, error: E }))
  .add(HttpApiEndpoint.get("userSessionsProfile", "/userSessionsProfile", { query: { user_id: IntFromString, ...Page }, success: TableData, error: E }))
  .add(HttpApiEndpoint.get("userGroupUsersProfile", "/userGroupUsersProfile", { query: { user_group_id: IntFromString, ...Page }, success: TableData, error: E }))
  .add(HttpApiEndpoint.get("userWorkflowsProfile", "/userWorkflowsProfile", { query: { user_id: IntFromString, ...Page, ...ReportsScope }, success: TableData, error: E }))
  .add(HttpApiEndpoint.get("userGroupWorkflowsProfile", "/userGroupWorkflowsProfile", { query: { user_group_id: IntFromString, ...Page }, success: TableData, error: E }))
  .add(
    HttpApiEndpoint.get("userRoleUsersProfile", "/userRoleUsersProfile", {
      // A system role id (1-11), or a custom role with `is_custom=true`.
      query: { user_role_id: IntFromString, is_custom: Schema.optional(Schema.Literals(["true", "false"])), ...Page },
      success: TableData,
      error: E,
    }),
  )
  .add(
    HttpApiEndpoint.get("clientEntitiesShortInfo", "/clientEntitiesShortInfo", {
      query: { entity_id: Schema.Literals(["3", "4", "8"]), client_id: Schema.optional(IntFromString) },
      success: Schema.Struct({ items: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String, is_custom: Schema.optional(Schema.Boolean) })) }),
      error: E,
    }),
  )
  // Personal data (GDPR): erase a person's personal data, or export everything stored about them as a JSON file.
  .add(HttpApiEndpoint.post("eraseUser", "/userErasure", { payload: Schema.Struct({ user_id: Id }), success: UserErased, error: W }))
  .add(
    HttpApiEndpoint.get("exportUserPersonalData", "/userPersonalData", {
      query: { user_id: IntFromString },
      success: HttpApiSchema.WithHeaders(PersonalDataExport, { "content-disposition": Schema.String }),
      error: E,
    }),
  )
  // groups
  .add(HttpApiEndpoint.get("listUserGroups", "/userGroups", { success: Schema.Array(UserGroup), error: E }))
  .add(HttpApiEndpoint.get("getUserGroup", "/userGroups/:id", { params: IdParam, success: UserGroup, error: E }))
  .add(HttpApiEndpoint.post("createUserGroup", "/userGroups", { payload: UserGroupInput, success: UserGroup, error: W }))
  .add(HttpApiEndpoint.put("updateUserGroup", "/userGroups/:id", { params: IdParam, payload: UserGroupUpdate, success: UserGroup, error: W }))
  .add(HttpApiEndpoint.delete("removeUserGroup", "/userGroups/:id", { params: IdParam, query: SeenQuery, success: HttpApiSchema.NoContent, error: W }))
  // roles
  .add(HttpApiEndpoint.get("userRoles", "/userRoles", { success: Schema.Array(SystemRole) }))
  .add(HttpApiEndpoint.get("listCustomRoles", "/customUserRoles", { success: Schema.Array(CustomRole), error: E }))
  .add(HttpApiEndpoint.get("getCustomRole", "/customUserRoles/:id", { params: IdParam, success: CustomRole, error: E }))
  .add(HttpApiEndpoint.post("createCustomRole", "/customUserRoles", { payload: CustomRoleInput, success: CustomRole, error: W }))
  .add(HttpApiEndpoint.put("updateCustomRole", "/customUserRoles/:id", { params: IdParam, payload: CustomRoleInput, success: CustomRole, error: W }))
  // Conflict: users still hold the role.
  .add(HttpApiEndpoint.delete("removeCustomRole", "/customUserRoles/:id", { params: IdParam, success: HttpApiSchema.NoContent, error: W }))
  // import (multipart field `input-csv`, UTF-8 with or without BOM, or Windows-1251)
  .add(
    HttpApiEndpoint.post("customImportUsers", "/customImportUsers", {
      payload: ImportPayload,
      success: ImportReport,
      error: [...W, TooLarge],
    }),
  )
  .add(
    // What the import of this file would do, row by row; nothing is written (the browser shows it before importing).
    HttpApiEndpoint.post("previewImportUsers", "/customImportUsers/preview", {
      payload: ImportPayload,
      success: ImportReport,
      error: [...W, TooLarge],
    }),
  )
  // Strict: a role naming an unknown section, or a profile field that does not exist, is a 400 rather than ignored.
  .annotate(HttpApi.PayloadParseOptions, { errors: "all", onExcessProperty: "error" })
  .middleware(Authorization) {}
