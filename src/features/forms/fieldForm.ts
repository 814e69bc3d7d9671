// The form-field editor's values (every attribute of spec 000 §3 "Form field") as text and flags, the payload
// of manageFormFields, and the checks before sending.
import { patternProblem } from "../../../services/validation/pattern";
import type { Item } from "../catalogue/api";

export const COMPONENTS = ["textfield", "textarea", "number", "datepicker", "select", "autocomplete", "checkbox"] as const;
export const TYPES = ["string", "number", "date", "select", "boolean"] as const;
export const FLAGS = [
  "required", "readonly", "disabled", "edit_in_profile", "show_in_create", "show_in_read", "show_in_filter",
  "multi_select", "range", "is_autocomplete", "is_system", "can_edit",
] as const;
const TEXTS = [
  "name", "title", "column_id", "type", "form_component", "placeholder", "min_length", "max_length", "regex", "input_mask",
  "output_mask", "additional_settings", "list_separator", "default_value", "default_selected_indexes", "custom_properties",
  "manage_form_field_source_id", "manage_form_custom_field_source_id", "title_ru", "title_en", "title_fr",
] as const;
export type FieldText = (typeof TEXTS)[number];
export type FieldFlag = (typeof FLAGS)[number];
export type FieldValues = Record<FieldText, string> & Record<FieldFlag, boolean>;

const defaultsOn: FieldFlag[] = ["edit_in_profile", "show_in_create", "show_in_read", "show_in_filter", "can_edit"];
const text = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v));

export const toFieldValues = (item: Item | null): FieldValues => {
  const d = (item ?? {}) as Record<string, any>;
  const out = {} as FieldValues;
  for (const k of TEXTS) out[k] = text(d[k]);
  for (const k of FLAGS) out[k] = item ? (defaultsOn.includes(k) ? d[k] !== false : d[k] === true) : defaultsOn.includes(k);
  if (!item) Object.assign(out, { type: "string", form_component: "textfield" });
  out.default_selected_indexes = Array.isArray(d.default_selected_indexes) ? d.default_selected_indexes.join(", ") : "";
  out.custom_properties = d.custom_properties && Object.keys(d.custom_properties).length ? JSON.stringify(d.custom_properties, null, 2) : "";
  for (const l of ["ru", "en", "fr"] as const) out[`title_${l}`] = text(d.display_name?.[l]);
  return out;
};

const int = (v: string) => (v.trim() === "" ? null : Number(v.trim()));
const opt = (v: string) => (v.trim() ? v.trim() : null);
const json = (v: string): unknown => {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

/** Messages ids of the broken checks, by attribute. */
export const checkField = (v: FieldValues, takenNames: readonly string[]): Partial<Record<FieldText, string>> => {
  const e: Partial<Record<FieldText, string>> = {};
  if (!v.name.trim()) e.name = "forms.field.error.required";
  else if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(v.name.trim())) e.name = "forms.field.error.name";
  else if (takenNames.some((n) => n.toLowerCase() === v.name.trim().toLowerCase())) e.name = "forms.field.error.taken";
  if (!v.title.trim()) e.title = "forms.field.error.required";
  for (const k of ["column_id", "min_length", "max_length", "manage_form_field_source_id", "manage_form_custom_field_source_id"] as const) {
    if (v[k].trim() && !/^-?\d+$/.test(v[k].trim())) e[k] = "forms.field.error.integer";
  }
  if (!e.min_length && !e.max_length && v.min_length.trim() && v.max_length.trim() && Number(v.min_length) > Number(v.max_length)) e.max_length = "catalogue.field.maxBelowMin";
  if (v.additional_settings.trim()) {
    const j = json(v.additional_settings);
    if (j === undefined || j === null || typeof j !== "object" || Array.isArray(j)) e.additional_settings = "forms.field.error.json";
  }
  if (v.custom_properties.trim()) {
    const j = json(v.custom_properties);
    if (j === undefined || j === null || typeof j !== "object" || Array.isArray(j)) e.custom_properties = "forms.field.error.json";
  }
  if (v.default_selected_indexes.trim() && !/^\s*\d+(\s*,\s*\d+)*\s*$/.test(v.default_selected_indexes)) e.default_selected_indexes = "forms.field.error.indexes";
  // The server runs client-written patterns on RE2 and refuses what it cannot compile: say so before saving.
  if (v.regex.trim() && patternProblem(v.regex) !== null) e.regex = "catalogue.field.unsafePattern";
  return e;
};

/** The manageFormFields body (PUT replaces: every attribute is sent). */
export const toFieldPayload = (v: FieldValues, formId: number, position: number) => {
  const display = { ru: v.title_ru.trim(), en: v.title_en.trim(), fr: v.title_fr.trim() };
  const dv = v.default_value.trim();
  return {
    smart_form_id: formId, name: v.name.trim(), title: v.title.trim(), display_name: display, column_id: int(v.column_id),
    type: v.type || "string", form_component: v.form_component || "textfield", placeholder: opt(v.placeholder),
    min_length: int(v.min_length), max_length: int(v.max_length), regex: opt(v.regex), input_mask: opt(v.input_mask),
    output_mask: opt(v.output_mask), additional_settings: opt(v.additional_settings), list_separator: opt(v.list_separator)?.slice(0, 5) ?? null,
    ...(dv ? { default_value: json(dv) ?? dv } : {}),
    default_selected_indexes: v.default_selected_indexes.trim() ? v.default_selected_indexes.split(",").map((x) => Number(x.trim())) : [],
    custom_properties: v.custom_properties.trim() ? (json(v.custom_properties) as Record<string, unknown>) : {},
    manage_form_field_source_id: int(v.manage_form_field_source_id), manage_form_custom_field_source_id: int(v.manage_form_custom_field_source_id),
    position, ...Object.fromEntries(FLAGS.map((k) => [k, v[k]])),
  };
};

/** An item's stored body without what the server sets: to send it back with one attribute changed. */
export const bodyOf = (item: Item): Record<string, unknown> => {
  const { id: _i, client_id: _c, created_at: _a, updated_at: _u, version: _v, ...rest } = item;
  return rest;
};
