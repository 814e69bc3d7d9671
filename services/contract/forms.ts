import { Schema } from "effect";
import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { Int32 } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * Smart forms (spec 000 §3 "Smart form", spec 001 §5 "Smart forms", §7 "Smart form"): the server renders a
 * form definition (manageForms + manageFormFields + manageFormFieldsGroups) with values and the rules of each
 * field, and validates a save with the same validators the browser runs (services/validation).
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));

/** Modes: create, read (view), edit, profile (the user's own profile: edit_in_profile decides), filter. */
export const FormOperation = Schema.Literals(["create", "read", "edit", "profile", "filter"]);
export type FormOperation = typeof FormOperation.Type;
/** form_type_id: 1 the entity form, 2 the filter form (filter mode). */
export const FormType = { entity: 1, filter: 2 } as const;
/** Entities with a smart form the server saves natively. */
export const FormEntities = { users: 3, groups: 4, workflows: 7 } as const;

export const SourceOption = Schema.Struct({ id: Schema.Union([Schema.Int, Schema.String]), value: Schema.String });

/** A field's schema as rendered (spec 000 §3 "Field schema"), after mode rules are applied. */
export const FieldSchema = Schema.Struct({
  name: Schema.String,
  title: Schema.String,
  column_id: Schema.NullOr(Schema.Int),
  type: Schema.String,
  form_component: Schema.String,
  placeholder: Schema.NullOr(Schema.String),
  required: Schema.Boolean,
  readonly: Schema.Boolean,
  disabled: Schema.Boolean,
  edit_in_profile: Schema.Boolean,
  min_length: Schema.NullOr(Schema.Int),
  max_length: Schema.NullOr(Schema.Int),
  additional_settings: Schema.NullOr(Schema.String),
  custom_properties: Schema.Record(Schema.String, Schema.Unknown),
  multi_select: Schema.Boolean,
  range: Schema.Boolean,
  default_value: Schema.Unknown,
  default_selected_indexes: Schema.Array(Schema.Int),
  manage_form_field_source_id: Schema.NullOr(Schema.Int),
  manage_form_custom_field_source_id: Schema.NullOr(Schema.Int),
  is_autocomplete: Schema.Boolean,
  /** The validator rules the field gets (services/validation `FieldRules`), derived from the schema. */
  rules: Schema.Record(Schema.String, Schema.Unknown),
  /** Entity 7's tied pair (column ids 1053 and 1059): the other field's name. */
  tied_with: Schema.NullOr(Schema.String),
});
export type FieldSchema = typeof FieldSchema.Type;

export const FormField = Schema.Struct({
  id: Schema.Int,
  schema: FieldSchema,
  data: Schema.Struct({ value: Schema.Unknown }),
  source: Schema.optional(Schema.Array(SourceOption)),
});
export const FormGroup = Schema.Struct({
  id: Schema.Int,
  display_name: Schema.String,
  is_expand: Schema.Boolean,
  show_title: Schema.Boolean,
  field_members: Schema.Array(Schema.Int),
});

export const SmartForm = Schema.Struct({
  manage_form_id: Schema.NullOr(Schema.Int),
  manage_form_entity_id: Schema.Int,
  manage_form_entity_name: Schema.String,
  display_name: Schema.String,
  operation_name: FormOperation,
  object_id: Schema.NullOr(Schema.Int),
  fields: Schema.Array(FormField),
  groups: Schema.Array(FormGroup),
  meta_data: Schema.Struct({
    is_dynamic_group: Schema.optional(Schema.Boolean),
    integration: Schema.Boolean,
    disabled_fields: Schema.Array(Schema.String),
  }),
});
export type SmartForm = typeof SmartForm.Type;

export const SmartFormQuery = {
  entity_id: IntFromString,
  form_type_id: Schema.optional(Schema.Literals(["1", "2"])),
  operation_name: Schema.optional(FormOperation),
  object_id: Schema.optional(IntFromString),
  user_id: Schema.optional(IntFromString),
  /** Another client's form: platform administrators only (403 for anyone else, 404 for an unknown client). */
  client_id: Schema.optional(IntFromString),
  is_manager: Schema.optional(Schema.Literals(["true", "false"])),
  /** JSON text of extra parameters, e.g. `{"is_dynamic_group":true}`. */
  external_params: Schema.optional(Text(2000)),
};

export const SmartFormSave = Schema.Struct({
  manage_form_entity_id: Int32,
  /** The record edited (PUT); absent or null on create (POST). */
  object_id: Schema.optional(Schema.NullOr(Int32)),
  operation_name: Schema.optional(FormOperation),
  fields: Schema.Array(
    Schema.Struct({
      id: Schema.optional(Schema.Int),
      schema: Schema.Struct({ name: Text(100) }),
      data: Schema.Struct({ value: Schema.Unknown }),
    }),
  ).check(Schema.isMaxLength(500)),
  meta_data: Schema.optional(
    Schema.Struct({
      send_email: Schema.optional(Schema.Boolean),
      is_dynamic_group: Schema.optional(Schema.Boolean),
      changed_fields: Schema.optional(Schema.Array(Text(100)).check(Schema.isMaxLength(500))),
    }),
  ),
});
export type SmartFormSave = typeof SmartFormSave.Type;

/** What a save stored: one record per entity written. */
export const SavedRecord = Schema.Struct({ entity_id: Schema.Int, object_id: Schema.Int, values: Schema.Record(Schema.String, Schema.Unknown) });

const E = [Forbidden, NotFound, Invalid] as const;
const W = [Forbidden, NotFound, Invalid, Conflict] as const;

export class FormsGroup extends HttpApiGroup.make("forms")
  .add(HttpApiEndpoint.get("getSmartForm", "/smartForm", { query: SmartFormQuery, success: SmartForm, error: E }))
  .add(HttpApiEndpoint.post("createSmartForm", "/smartForm", { payload: SmartFormSave, success: Schema.Array(SavedRecord), error: W }))
  .add(HttpApiEndpoint.put("updateSmartForm", "/smartForm", { payload: SmartFormSave, success: Schema.Array(SavedRecord), error: W }))
  .add(
    HttpApiEndpoint.get("getSmartFormSource", "/getSmartFormSource", {
      query: {
        source_id: IntFromString,
        /** With `value`: only options whose text contains it (autocomplete), at most 50. */
        is_partial: Schema.optional(Schema.Literals(["true", "false"])),
        value: Schema.optional(Text(200)),
      },
      success: Schema.Struct({ items: Schema.Array(SourceOption) }),
      error: E,
    }),
  )
  .add(
    HttpApiEndpoint.get("manageFormCustomFieldSources", "/manageFormCustomFieldSources", {
      success: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String, data: Schema.Array(SourceOption) })),
      error: E,
    }),
  )
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" })
  .middleware(Authorization) {}
