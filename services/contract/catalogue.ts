import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen, SeenQuery } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * The generic catalogue (spec 001 §7 "Generic catalogue", spec 000 §3): per-client reference resources with
 * the same five calls. Each resource has its item schema below; the server decodes a POST or PUT body with it.
 * Writing needs `catalogs` edit, or `preferences` edit for the preferences resources.
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const Name = Line(200).check(Schema.isMinLength(1));
const Id = Int32.check(Schema.isGreaterThan(0));
const Opt = <S extends Schema.Top>(s: S) => Schema.optional(Schema.NullOr(s));
/** A display name per interface language; any may be empty (the browser falls back to en, then to `name`). */
export const DisplayName = Schema.Struct({ ru: Schema.optional(Line(200)), en: Schema.optional(Line(200)), fr: Schema.optional(Line(200)) });
const display_name = Schema.optional(DisplayName);

const category = { name: Name, display_name, color: Opt(Text(32)), state_id: Schema.optional(Schema.Literals([1, 2])) };
const named = { name: Name, display_name };

/** Item fields of each resource (without id, client_id and timestamps, which the server sets). */
export const CatalogueItems = {
  emailTemplates: Schema.Struct({
    name: Name, subject: Text(500), address: Opt(Text(254)), type: Opt(Text(100)), language: Schema.optional(Schema.Literals(["ru", "en", "fr"])),
    is_default: Schema.optional(Schema.Boolean), content: Schema.optional(Text(200_000)), html: Schema.optional(Schema.Boolean),
  }),
  libraryFolderCategories: Schema.Struct(category),
  userGroupCategories: Schema.Struct(category),
  workflowCategories: Schema.Struct(category),
  tags: Schema.Struct({ value: Name, short_value: Opt(Text(50)) }),
  userJobEmploymentLevels: Schema.Struct(named),
  userJobPositions: Schema.Struct(named),
  userJobRelations: Schema.Struct(named),
  /** A smart form of an entity (users 3, groups 4, workflows 7...). */
  manageForms: Schema.Struct({
    name: Name, display_name, manage_form_entity_id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 99 })),
    is_active: Schema.optional(Schema.Boolean),
  }),
  /** A field of a smart form (spec 000 §3 "Form field"). `column_id` ties it to a stored column (1053, 755...). */
  manageFormFields: Schema.Struct({
    smart_form_id: Id, name: Text(100).check(Schema.isPattern(/^[A-Za-z_][A-Za-z0-9_]*$/)), title: Line(200), display_name,
    column_id: Opt(Schema.Int), type: Text(50), form_component: Text(50), placeholder: Opt(Text(200)),
    required: Schema.optional(Schema.Boolean), readonly: Schema.optional(Schema.Boolean), disabled: Schema.optional(Schema.Boolean),
    edit_in_profile: Schema.optional(Schema.Boolean), is_system: Schema.optional(Schema.Boolean), can_edit: Schema.optional(Schema.Boolean),
    min_length: Opt(Schema.Int), max_length: Opt(Schema.Int), regex: Opt(Text(500)), input_mask: Opt(Text(200)), output_mask: Opt(Text(200)),
    /** JSON text of extra rules, `{ "rules": { "max": 10, "email": true } }`: unparseable text means no extra validation. */
    additional_settings: Opt(Text(10_000)),
    custom_properties: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
    multi_select: Schema.optional(Schema.Boolean), range: Schema.optional(Schema.Boolean), list_separator: Opt(Text(5)),
    default_value: Schema.optional(Schema.Unknown), default_selected_indexes: Schema.optional(Schema.Array(Schema.Int)),
    manage_form_field_source_id: Opt(Schema.Int), manage_form_custom_field_source_id: Opt(Schema.Int),
    is_autocomplete: Schema.optional(Schema.Boolean), show_in_create: Schema.optional(Schema.Boolean),
    show_in_read: Schema.optional(Schema.Boolean), show_in_filter: Schema.optional(Schema.Boolean), position: Schema.optional(Int32),
  }),
  manageFormFieldsGroups: Schema.Struct({
    smart_form_id: Id, name: Name, display_name, field_ids: Schema.optional(Schema.Array(Id)), order: Schema.optional(Int32),
    is_expand: Schema.optional(Schema.Boolean), show_title: Schema.optional(Schema.Boolean), all_levels: Schema.optional(Schema.Boolean),
  }),
  customDictionaries: Schema.Struct({
    name: Name, display_name, items: Schema.optional(Schema.Array(Schema.Struct({ id: Schema.Int, value: Text(500) })).check(Schema.isMaxLength(5000))),
  }),
  functionCodes: Schema.Struct({ name: Name, display_name, mvz_code: Opt(Text(100)), tag: Opt(Text(100)), description: Opt(Text(2000)) }),
  internalUnits: Schema.Struct({
    name: Name, display_name, organization_id: Opt(Id), parent_organization_id: Opt(Id), level: Opt(Schema.Int),
    organization_type: Opt(Text(100)), full_path: Opt(Text(2000)),
  }),
  organizations: Schema.Struct({ name: Name, display_name, is_active: Schema.optional(Schema.Boolean) }),
  unitsByClient: Schema.Struct({
    name: Name, display_name, email: Opt(Text(254)), short_description: Opt(Text(500)), full_description: Opt(Text(5000)),
    phone: Opt(Text(50)), parent_id: Opt(Id), is_required: Schema.optional(Schema.Boolean),
  }),
  /**
   * An external learning resource of the client (spec 001 §7 manageClientExternalLearning): a course on another
   * site. The link must be http(s); `is_required` marks it as mandatory for the client's users.
   */
  manageClientExternalLearning: Schema.Struct({
    name: Name, display_name, provider: Opt(Text(200)), url: Text(2000).check(Schema.isPattern(/^https?:\/\/[^\s/$.?#][^\s]*$/i)),
    duration_hours: Opt(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))), description: Opt(Text(5000)),
    is_active: Schema.optional(Schema.Boolean), is_required: Schema.optional(Schema.Boolean),
  }),
} as const;
export type CatalogueResource = keyof typeof CatalogueItems;
export const CatalogueResources = Object.keys(CatalogueItems) as CatalogueResource[];

/** Resources edited under Preferences (spec 000 §2) need `preferences` edit; the others `catalogs` edit. */
export const PreferencesResources: readonly CatalogueResource[] = [
  "customDictionaries", "functionCodes", "internalUnits", "organizations", "unitsByClient", "emailTemplates",
  "manageClientExternalLearning",
];
/** The field that must be unique (case-insensitive) among a client's items of the resource. */
export const UniqueField: Partial<Record<CatalogueResource, string>> = {
  tags: "value", emailTemplates: "name", libraryFolderCategories: "name", userGroupCategories: "name", workflowCategories: "name",
  userJobEmploymentLevels: "name", userJobPositions: "name", userJobRelations: "name", manageForms: "name",
  customDictionaries: "name", functionCodes: "name", organizations: "name", unitsByClient: "name", internalUnits: "name",
  manageClientExternalLearning: "name",
};

/** Catalogue notices (spec 001 §8): the browser shows these ids after each call. */
export const CatalogueMessages = {
  getFail: "catalogue.get.fail",
  createSuccess: "catalogue.create.success",
  createFail: "catalogue.create.fail",
  updateSuccess: "catalogue.update.success",
  updateFail: "catalogue.update.fail",
  removeSuccess: "catalogue.remove.success",
  removeFail: "catalogue.remove.fail",
  nameTaken: "catalogue.name.taken",
  inUse: "catalogue.remove.inUse",
} as const;

/** A stored item: the resource's fields plus these. */
export const CatalogueItem = Schema.Record(Schema.String, Schema.Unknown);
/** `version`: the item's stream version (read only: sent back as `expectedVersion` with an update or removal). */
export type CatalogueItem = { id: number; client_id: number; created_at: string; updated_at: string; version: number; [k: string]: unknown };

const Resource = Schema.Literals(CatalogueResources as [CatalogueResource, ...CatalogueResource[]]);
const QueryBool = Schema.Literals(["true", "false", "1", "0"]);
const params = { resource: Resource };
const withId = { resource: Resource, id: IntFromString };

/** Lazy loading: `lazy_count` items after `lazy_id`, ascending unless `lazy_asc=false`. */
export const CatalogueQuery = {
  lazy_count: Schema.optional(IntFromString),
  lazy_id: Schema.optional(IntFromString),
  lazy_asc: Schema.optional(QueryBool),
  /** manageFormFields and manageFormFieldsGroups: the form's fields only. */
  smart_form_id: Schema.optional(IntFromString),
  /** Another client's items: platform administrators only. */
  client_id: Schema.optional(IntFromString),
  /** Substring of the name (from 3 characters). */
  search: Schema.optional(Text(200)),
};

/** Another client than the session's (platform administrators only, else 403) for get, create, update, remove. */
const ClientOnly = { client_id: Schema.optional(IntFromString) };
/** An update or removal also names the item's `version` the editor showed (a stale one: 409 errors.staleVersion). */
const ClientAndSeen = { ...ClientOnly, ...SeenQuery };

const E = [Forbidden, NotFound, Invalid] as const;
const W = [Forbidden, NotFound, Invalid, Conflict] as const;

export class CatalogueGroup extends HttpApiGroup.make("catalogue")
  .add(HttpApiEndpoint.get("list", "/:resource", { params, query: CatalogueQuery, success: Schema.Array(CatalogueItem), error: E }))
  .add(HttpApiEndpoint.get("get", "/:resource/:id", { params: withId, query: ClientOnly, success: CatalogueItem, error: E }))
  .add(HttpApiEndpoint.post("create", "/:resource", { params, query: ClientOnly, payload: CatalogueItem, success: CatalogueItem, error: W }))
  .add(HttpApiEndpoint.put("update", "/:resource/:id", { params: withId, query: ClientAndSeen, payload: CatalogueItem, success: CatalogueItem, error: W }))
  // Conflict: the item is still referenced (a user's position, a form's fields...).
  .add(HttpApiEndpoint.delete("remove", "/:resource/:id", { params: withId, query: ClientAndSeen, success: HttpApiSchema.NoContent, error: W }))
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })
  .middleware(Authorization) {}

/** The spec's named calls over the same resources (spec 001 §7 "Logs and clients"). */
export class CatalogueAliasesGroup extends HttpApiGroup.make("catalogueAliases")
  .add(
    HttpApiEndpoint.put("clientOrganizations", "/clientOrganizations", {
      payload: Schema.Struct({ id: Id, is_active: Schema.Boolean, ...Seen }),
      success: CatalogueItem,
      error: W,
    }),
  )
  .add(
    HttpApiEndpoint.get("clientUnitsByClient", "/clientUnitsByClient", {
      query: { client_id: Schema.optional(IntFromString), search: Schema.optional(Text(200)) },
      success: Schema.Array(CatalogueItem),
      error: E,
    }),
  )
  .add(HttpApiEndpoint.post("createClientUnit", "/clientUnitsByClient", { payload: CatalogueItem, success: CatalogueItem, error: W }))
  .add(
    HttpApiEndpoint.put("updateClientUnit", "/clientUnitsByClient", {
      payload: Schema.Struct({ id: Id, item: CatalogueItem, ...Seen }),
      success: CatalogueItem,
      error: W,
    }),
  )
  // The client's active external learning, for its users (any session); `client_id` for platform administrators.
  .add(
    HttpApiEndpoint.get("clientExternalLearning", "/clientExternalLearning", {
      query: { client_id: Schema.optional(IntFromString), lazy_id: Schema.optional(IntFromString), lazy_count: Schema.optional(IntFromString) },
      success: Schema.Array(CatalogueItem),
      error: E,
    }),
  )
  .add(
    HttpApiEndpoint.get("clientUnitDetails", "/clientUnitDetails", {
      query: { client_unit_id: IntFromString },
      success: CatalogueItem,
      error: E,
    }),
  )
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })
  .middleware(Authorization) {}
