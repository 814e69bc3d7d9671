import { message } from "./messages.js";
import { type FieldRules, isEmpty, validateValue } from "./rules.js";

/**
 * Smart form rules (spec 001 §5 "Smart forms"), the same in the browser and on the server: which rules a field
 * gets, how a mode changes fields, the tied and disabled columns, date normalisation and default selections.
 */
export interface SmartField {
  name: string;
  title: string;
  column_id: number | null;
  type: string;
  form_component: string;
  required: boolean;
  readonly: boolean;
  disabled: boolean;
  edit_in_profile: boolean;
  min_length: number | null;
  max_length: number | null;
  additional_settings: string | null;
  multi_select: boolean;
  range: boolean;
  default_selected_indexes: readonly number[];
  tied_with?: string | null;
}

export type Mode = "create" | "read" | "edit" | "profile" | "filter";

/** Entity 7's tied pair and entity 4's fields switched off by the dynamic-group flag (spec 001 §5). */
export const TIED_COLUMNS = [1053, 1059] as const;
export const DYNAMIC_DISABLED_COLUMNS = [755, 766] as const;

const TEXT_COMPONENTS = ["textfield", "textarea", "text", "input"];

/**
 * A field's rules: `required` plus the JSON of additional_settings (`{"rules": {...}}` or the rules themselves).
 * Text fields take min_length and max_length when positive and there are no custom settings. Unparseable
 * settings mean the field has no validation at all.
 */
export const rulesOf = (f: Pick<SmartField, "additional_settings" | "required" | "form_component" | "min_length" | "max_length">): FieldRules => {
  const raw = f.additional_settings?.trim();
  let custom: FieldRules | null = null;
  if (raw) {
    try {
      const parsed = JSON.parse(raw);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return {};
      custom = (parsed.rules && typeof parsed.rules === "object" ? parsed.rules : parsed) as FieldRules;
    } catch {
      return {};
    }
  }
  const rules: FieldRules = { ...(custom ?? {}) };
  if (f.required) rules.required = true;
  if (!custom && TEXT_COMPONENTS.includes(f.form_component.toLowerCase())) {
    if (f.min_length !== null && f.min_length > 0) rules.min = f.min_length;
    if (f.max_length !== null && f.max_length > 0) rules.max = f.max_length;
  }
  return rules;
};

export interface ModeContext {
  mode: Mode;
  entityId: number;
  /** A new record (no object yet). */
  adding: boolean;
  /** The record's current values by field name. */
  values: Readonly<Record<string, unknown>>;
  integration: boolean;
  /** Field names disabled while the staff-system integration is on. */
  integrationDisabled: readonly string[];
  /** Entity 4's dynamic flag (`meta_data.is_dynamic_group`). */
  dynamicFlag: boolean;
}

/** The fields as the mode shows them: disabled, required, multi-valued, tied, or dropped. */
export const applyMode = <F extends SmartField>(fields: readonly F[], ctx: ModeContext): F[] => {
  let out = fields.map((f) => ({ ...f }));
  if (ctx.mode === "profile") out = out.map((f) => (f.edit_in_profile ? f : { ...f, disabled: true }));
  if (ctx.integration) out = out.map((f) => (ctx.integrationDisabled.includes(f.name) ? { ...f, disabled: true } : f));
  if (ctx.entityId === 4 && ctx.dynamicFlag) {
    out = out.map((f) => (f.column_id !== null && (DYNAMIC_DISABLED_COLUMNS as readonly number[]).includes(f.column_id) ? { ...f, disabled: true } : f));
  }
  if (ctx.entityId === 7) {
    const first = out.find((f) => f.column_id === TIED_COLUMNS[0]);
    const second = out.find((f) => f.column_id === TIED_COLUMNS[1]);
    if (first && second) {
      const a = !isEmpty(ctx.values[first.name]);
      const b = !isEmpty(ctx.values[second.name]);
      if (ctx.adding || (!a && !b)) {
        first.tied_with = second.name;
        second.tied_with = first.name;
        second.required = true;
      } else if (a !== b) {
        const [kept, dropped] = a ? [first, second] : [second, first];
        kept.required = true;
        kept.tied_with = null;
        out = out.filter((f) => f !== dropped);
      }
    }
  }
  if (ctx.mode === "filter") {
    out = out.map((f) => ({
      ...f, required: false, disabled: false, readonly: false, multi_select: isSelect(f) ? true : f.multi_select, range: isDate(f) ? true : f.range, tied_with: null,
    }));
  }
  if (ctx.mode === "read") out = out.map((f) => ({ ...f, readonly: true }));
  return out;
};

export const isDate = (f: Pick<SmartField, "type" | "form_component">) => f.type === "date" || f.form_component.toLowerCase().includes("date");
export const isSelect = (f: Pick<SmartField, "type" | "form_component">) =>
  ["select", "autocomplete", "combobox", "dropdown", "multiselect"].some((c) => f.form_component.toLowerCase().includes(c)) || f.type === "select";

const pad = (n: number) => String(n).padStart(2, "0");
/** A date as the data format carries it: YYYY-MM-DD, or null (accepts ISO, DD-MM-YYYY, DD.MM.YYYY and Date). */
export const normaliseDate = (v: unknown): string | null => {
  if (v === null || v === undefined || v === "") return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  if (typeof v !== "string") return null;
  const s = v.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  const dmy = /^(\d{2})[.\-/](\d{2})[.\-/](\d{4})$/.exec(s);
  if (!iso && !dmy) return null;
  const [y, mo, d] = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [Number(dmy![3]), Number(dmy![2]), Number(dmy![1])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? `${y}-${pad(mo)}-${pad(d)}` : null;
};

/** A select's initial value: the default indexes if it has them, else (when required) the first item; else as it is. */
export const defaultSelection = <T extends { id: unknown }>(f: SmartField, items: readonly T[], current: unknown): unknown => {
  if (!isEmpty(current) || items.length === 0) return current;
  if (!f.required && f.default_selected_indexes.length === 0) return current;
  const picked = f.default_selected_indexes.map((i) => items[i]).filter((x): x is T => x !== undefined);
  const chosen = picked.length ? picked : [items[0]];
  return f.multi_select ? chosen.map((x) => x.id) : chosen[0].id;
};

/** Every writable field's first broken rule, by field name, in the language. */
export const validateForm = (fields: readonly SmartField[], values: Readonly<Record<string, unknown>>, lang: string): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.disabled || f.readonly) continue;
    const rules = rulesOf(f);
    if (f.tied_with) rules.tied = f.tied_with;
    const value = isDate(f) && !f.range ? normaliseDate(values[f.name]) ?? values[f.name] : values[f.name];
    const error = validateValue(value, rules, { lang, title: f.title, values });
    if (error) errors[f.name] = error;
    else if (isDate(f) && !f.range && !isEmpty(values[f.name]) && normaliseDate(values[f.name]) === null) errors[f.name] = message(lang, "date");
  }
  return errors;
};
