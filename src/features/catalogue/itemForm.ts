// The dialog's values: an item as editable text, back to the payload the contract decodes, and the checks the
// browser runs before sending (the server gives the same verdict: lengths, required, e-mail, unique names).
import { type FieldRules, validateValue } from "../../../services/validation";
import type { FieldDef, ResourceDef } from "./resources";

export type FormValue = string | boolean | { ru: string; en: string; fr: string };
export type FormValues = Record<string, FormValue>;

type Dict = { id: number; value: string };
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** An item (or nothing, for a new one) as the dialog's values. */
export const toForm = (def: ResourceDef, item: Record<string, unknown> | null): FormValues => {
  const out: FormValues = {};
  for (const f of def.fields) {
    const v = item?.[f.key];
    // is_active is on unless stored false; a new smart form starts inactive so that it replaces nothing half-built.
    if (f.kind === "bool") out[f.key] = f.key === "is_active" ? (item ? v !== false : def.resource !== "manageForms") : v === true;
    else if (f.kind === "displayName") {
      const d = (v ?? {}) as Record<string, unknown>;
      out[f.key] = { ru: str(d.ru), en: str(d.en), fr: str(d.fr) };
    } else if (f.kind === "items") out[f.key] = ((v ?? []) as Dict[]).map((x) => x.value).join("\n");
    else if (f.kind === "state") out[f.key] = str(v ?? 1);
    else out[f.key] = str(v);
  }
  return out;
};

const optText = (v: string) => (v.trim() ? v.trim() : null);
const optInt = (v: string) => (v.trim() && Number.isFinite(Number(v)) ? Math.trunc(Number(v)) : null);

/** The payload of a field's value; `previous` keeps the ids of dictionary items whose text did not change. */
const payloadOf = (f: FieldDef, v: FormValue, previous: unknown): unknown => {
  switch (f.kind) {
    case "bool":
      return v === true;
    case "displayName": {
      const d = v as { ru: string; en: string; fr: string };
      return { ru: d.ru.trim(), en: d.en.trim(), fr: d.fr.trim() };
    }
    case "items": {
      const old = (previous ?? []) as Dict[];
      const byValue = new Map(old.map((x) => [x.value, x.id]));
      let next = Math.max(0, ...old.map((x) => x.id)) + 1;
      const lines = String(v).split("\n").map((l) => l.trim()).filter(Boolean);
      return [...new Set(lines)].map((value) => ({ id: byValue.get(value) ?? next++, value }));
    }
    case "state":
      return Number(v) === 2 ? 2 : 1;
    case "entity":
      return optInt(String(v));
    case "int":
    case "ref":
      return optInt(String(v));
    case "language":
      return optText(String(v)) ?? undefined;
    default:
      return f.required || f.key === "subject" || f.key === "content" ? String(v).trim() : optText(String(v));
  }
};

/** The body of POST or PUT: every field of the resource (PUT replaces the item). */
export const toPayload = (def: ResourceDef, values: FormValues, item: Record<string, unknown> | null) => {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    const v = payloadOf(f, values[f.key], item?.[f.key]);
    if (v !== undefined) out[f.key] = v;
  }
  return out;
};

/** The first broken rule of each field, in the language; `taken` lists names already used by other items. */
export const checkForm = (
  def: ResourceDef,
  values: FormValues,
  ctx: {
    lang: string;
    title: (key: string) => string;
    taken: readonly string[];
    /** The words for a name already used ("An item with this name already exists"); without it the validator's. */
    takenMessage?: string;
  },
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const f of def.fields) {
    const v = values[f.key];
    if (typeof v !== "string") continue;
    const rules: FieldRules = {};
    if (f.required) rules.required = true;
    if (f.max && f.kind !== "items") rules.max = f.max;
    if (f.kind === "email") rules.email = true;
    if (f.kind === "int") rules.integer = true;
    if (f.kind === "color") rules.regex = "^(#[0-9A-Fa-f]{3,8}|[a-zA-Z]+)?$";
    if (f.key === def.nameKey && ctx.taken.length) rules.no_duplicates = ctx.taken;
    const value = f.kind === "items" ? v : v.trim();
    const { no_duplicates: taken, ...others } = rules;
    // The validator's duplicate text puts the field's label in "{title} with this name": "Name with this name".
    const error =
      ctx.takenMessage && taken
        ? (validateValue(value, others, { lang: ctx.lang, title: ctx.title(f.key) }) ??
          (validateValue(value, { no_duplicates: taken }, { lang: ctx.lang, title: "" }) ? ctx.takenMessage : null))
        : validateValue(value, rules, { lang: ctx.lang, title: ctx.title(f.key) });
    if (error) errors[f.key] = error;
  }
  return errors;
};
