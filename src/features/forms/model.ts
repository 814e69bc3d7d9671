// Pure pieces of a smart form in the browser: the initial values (dates normalised, default selections), the
// body of a save, and the preview of a form definition being edited (the same mode rules the server applies,
// from services/validation).
import type { SmartFormSave } from "../../../services/contract/forms";
import { applyMode, defaultSelection, isDate, isSelect, normaliseDate, rulesOf, type SmartField } from "../../../services/validation";
import type { Item } from "../catalogue/api";
import type { FormOperation, SmartForm, SourceOption } from "./api";

export type Values = Record<string, unknown>;
export type FieldSchema = SmartForm["fields"][number]["schema"];

/** Values as the form starts: the server's, with dates as YYYY-MM-DD and selects preselected on create. */
export const initialValues = (form: SmartForm, sources: Readonly<Record<string, readonly SourceOption[]>> = {}): Values => {
  const out: Values = {};
  for (const f of form.fields) {
    let v = f.data.value;
    if (isDate(f.schema) && !f.schema.range) v = normaliseDate(v);
    const options = f.source ?? sources[f.schema.name];
    if (options && form.operation_name === "create") v = defaultSelection(f.schema, options, v);
    if (form.operation_name === "filter" && isSelect(f.schema) && v !== null && v !== undefined && !Array.isArray(v)) v = [v];
    out[f.schema.name] = v ?? null;
  }
  return out;
};

/** The fields a save sends: the enabled, writable ones (the server ignores the others anyway). */
export const savePayload = (form: SmartForm, values: Values, changed: readonly string[]): SmartFormSave => ({
  manage_form_entity_id: form.manage_form_entity_id,
  object_id: form.object_id,
  operation_name: form.operation_name,
  fields: form.fields
    .filter((f) => !f.schema.disabled && !f.schema.readonly)
    .map((f) => ({
      id: f.id,
      schema: { name: f.schema.name },
      data: { value: isDate(f.schema) && !f.schema.range ? normaliseDate(values[f.schema.name]) : values[f.schema.name] ?? null },
    })),
  meta_data: { changed_fields: [...changed] },
});

const shownIn = (d: Record<string, unknown>, mode: FormOperation) =>
  (mode === "filter" ? d.show_in_filter : mode === "create" ? d.show_in_create : d.show_in_read) !== false;

/** A stored manageFormFields item as a field schema in the language (the server's `fromItem` does the same). */
export const fieldOfItem = (item: Item, lang: string): FieldSchema & { id: number } => {
  const d = item as Record<string, any>;
  const title = d.custom_properties?.[lang]?.title || d.display_name?.[lang] || d.title || d.name;
  return {
    id: item.id, name: d.name, title, column_id: d.column_id ?? null, type: d.type ?? "string", form_component: d.form_component ?? "textfield",
    placeholder: d.placeholder ?? null, required: !!d.required, readonly: !!d.readonly, disabled: !!d.disabled,
    edit_in_profile: d.edit_in_profile !== false, min_length: d.min_length ?? null, max_length: d.max_length ?? null,
    additional_settings: d.additional_settings ?? null, custom_properties: d.custom_properties ?? {}, multi_select: !!d.multi_select,
    range: !!d.range, default_value: d.default_value ?? null, default_selected_indexes: d.default_selected_indexes ?? [],
    manage_form_field_source_id: d.manage_form_field_source_id ?? null, manage_form_custom_field_source_id: d.manage_form_custom_field_source_id ?? null,
    is_autocomplete: !!d.is_autocomplete, rules: {}, tied_with: null,
  };
};

/** The form a definition renders in a mode, built in the browser for the editor's preview. */
export const previewForm = (
  form: Item, fieldItems: readonly Item[], groupItems: readonly Item[], mode: FormOperation, lang: string,
): SmartForm => {
  const entityId = Number(form.manage_form_entity_id);
  const sorted = [...fieldItems].sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0) || a.id - b.id);
  const visible = sorted.filter((f) => shownIn(f, mode)).map((f) => fieldOfItem(f, lang));
  const fields = applyMode(visible as (SmartField & (typeof visible)[number])[], {
    mode, entityId, adding: mode === "create", values: {}, integration: false, integrationDisabled: [], dynamicFlag: false,
  });
  const ids = new Set(fields.map((f) => f.id));
  const display = (d: Record<string, any>) => d.display_name?.[lang] || d.name || "";
  return {
    manage_form_id: form.id, manage_form_entity_id: entityId, manage_form_entity_name: String(entityId), display_name: display(form),
    operation_name: mode, object_id: null,
    fields: fields.map(({ id, ...schema }) => ({
      id, schema: { ...schema, rules: rulesOf(schema) as Record<string, unknown>, tied_with: schema.tied_with ?? null },
      data: { value: mode === "filter" ? null : schema.default_value ?? null },
    })),
    groups: [...groupItems]
      .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || a.id - b.id)
      .map((g) => ({
        id: g.id, display_name: display(g), is_expand: g.is_expand !== false, show_title: g.show_title !== false,
        field_members: ((g.field_ids ?? []) as number[]).filter((id) => ids.has(id)),
      })),
    meta_data: { integration: false, disabled_fields: fields.filter((f) => f.disabled).map((f) => f.name) },
  };
};

/** Fields in display order: each group's members, then the fields in no group. */
export const layout = (form: SmartForm) => {
  const byId = new Map(form.fields.map((f) => [f.id, f]));
  const grouped = new Set<number>();
  const groups = form.groups
    .map((g) => {
      const fields = [];
      for (const id of g.field_members) {
        const f = byId.get(id);
        if (f && !grouped.has(f.id)) {
          grouped.add(f.id);
          fields.push(f);
        }
      }
      return { group: g, fields };
    })
    .filter((g) => g.fields.length > 0);
  const rest = form.fields.filter((f) => !grouped.has(f.id));
  return { groups, rest };
};

/** `ids` with the item at `from` moved to `to` (unchanged when either is out of range). */
export const move = <T>(ids: readonly T[], from: number, to: number): T[] => {
  const out = [...ids];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x);
  return out;
};
