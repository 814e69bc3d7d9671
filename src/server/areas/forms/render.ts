import { Effect } from "effect";
import type { FormOperation, SmartForm } from "../../../../services/contract/forms.js";
import { allows } from "../../../../services/contract/permissions.js";
import { CurrentUser, type SessionUser } from "../../../../services/contract/security.js";
import { applyMode, defaultSelection, isDate, normaliseDate, rulesOf } from "../../../../services/validation/index.js";
import { targetClient } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { queryDb } from "../../http/run.js";
import { clientExists } from "../clients/index.js";
import { canSeeSensitive, type Lang, langOf } from "../lists/index.js";
import { forbidden, loadGroup, loadUserRow, notFound, viewable } from "../users/index.js";
import { type DefField, type FormDef, loadForm } from "./definition.js";
import { AUTOCOMPLETE_SOURCES, customOptions, sourceOptions, userLabels } from "./sources.js";

/** Fields the staff-system integration owns while it is on: disabled in every form. */
export const INTEGRATION_FIELDS = ["email", "first_name", "last_name", "middle_name", "manager_id", "unit_id", "job_position_id", "hire_date", "external_id"];
const SENSITIVE = ["phone", "birth_date", "gender_id"];

export interface FormRequest {
  readonly entityId: number;
  readonly mode: FormOperation;
  readonly objectId: number | null;
  readonly dynamicFlag: boolean;
  /** `client_id`: another client's form, for platform administrators only (403 for anyone else). */
  readonly clientId?: number;
}

/** Whether the viewer may use the form in this mode: a 403 detail, or null. */
export const denied = (user: SessionUser, r: FormRequest): string | null => {
  const section = r.entityId === 4 ? "groups" : "users";
  if (r.mode === "profile") return r.entityId === 3 && (r.objectId === null || r.objectId === user.userId) ? null : "profile is one's own";
  if (r.mode === "create" || r.mode === "edit") return allows(user.permissions, section, "edit") ? null : `needs ${section}.edit`;
  if (r.mode === "read" && r.entityId === 3) return null;
  return allows(user.permissions, section) ? null : `needs ${section}`;
};

/** The stored values of the object, by field name (null: not found or not viewable). */
export const objectValues = async (sql: Sql, user: SessionUser, entityId: number, id: number): Promise<Record<string, unknown> | null> => {
  if (entityId === 3) {
    const row = await loadUserRow(sql, user.clientId, id);
    if (!row || !(await viewable(sql, user, row))) return null;
    const out: Record<string, unknown> = { ...(row.custom_fields ?? {}) };
    for (const [k, v] of Object.entries(row)) if (k !== "custom_fields") out[k] = v instanceof Date ? v.toISOString() : v;
    return out;
  }
  if (entityId === 4) {
    const g = await loadGroup(sql, user.clientId, id);
    return g ? { ...g, is_dynamic_group: g.type === "dynamic" } : null;
  }
  return null;
};

const shown = (f: DefField, mode: FormOperation) => (mode === "filter" ? f.show_in_filter : mode === "create" ? f.show_in_create : f.show_in_read);

/** The fields of the form as this mode and viewer get them, with mode rules applied. */
export const modeFields = async (sql: Sql, user: SessionUser, def: FormDef, r: FormRequest, values: Record<string, unknown>) => {
  const [client] = await sql.query<{ features: any }>("select features from clients where id = $1", [user.clientId]);
  const integration = client?.features?.integration === true;
  const sensitiveOk = canSeeSensitive(user) || r.objectId === user.userId || r.mode === "create";
  const visible = def.fields.filter((f) => shown(f, r.mode) && (def.entityId !== 3 || sensitiveOk || !SENSITIVE.includes(f.name)));
  return {
    integration,
    fields: applyMode(visible, {
      mode: r.mode, entityId: def.entityId, adding: r.objectId === null, values, integration,
      integrationDisabled: integration ? INTEGRATION_FIELDS : [], dynamicFlag: r.dynamicFlag,
    }),
  };
};

export const optionsOf = async (sql: Sql, clientId: number, lang: Lang, f: DefField) => {
  if (f.manage_form_custom_field_source_id !== null) return (await customOptions(sql, clientId, f.manage_form_custom_field_source_id)) ?? [];
  if (f.manage_form_field_source_id !== null && !f.is_autocomplete) return (await sourceOptions(sql, clientId, lang, f.manage_form_field_source_id)) ?? [];
  return undefined;
};

const isAutocomplete = (f: DefField) =>
  f.is_autocomplete || (f.manage_form_field_source_id !== null && AUTOCOMPLETE_SOURCES.includes(f.manage_form_field_source_id));
const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isInteger(n) && n > 0);

/**
 * The options an autocomplete field needs to show its current value (the manager's name): autocomplete sources
 * answer only to a search, so without them the field would open empty. One query for every field of the form.
 */
const currentLabels = async (sql: Sql, clientId: number, lang: Lang, fields: readonly DefField[], fieldValue: (f: DefField) => unknown) => {
  const wanted = fields.filter(isAutocomplete).flatMap((f) => idsOf(fieldValue(f)));
  const labels = wanted.length ? await userLabels(sql, clientId, [...new Set(wanted)], lang) : [];
  const byId = new Map(labels.map((o) => [Number(o.id), o]));
  return (f: DefField) => {
    const found = isAutocomplete(f) ? idsOf(fieldValue(f)).flatMap((id) => byId.get(id) ?? []) : [];
    return found.length ? found : undefined;
  };
};

/**
 * The viewer as the form is rendered for: in the requested client (a platform administrator reading another
 * client's form: its definition, options and records are that client's), else the session's own; unknown: 404.
 */
const inTargetClient = (user: SessionUser, requested: number | undefined) =>
  Effect.gen(function* () {
    const clientId = yield* targetClient(user, requested);
    if (clientId === user.clientId) return user;
    if (!(yield* queryDb((sql) => clientExists(sql, clientId)))) return yield* Effect.fail(notFound());
    return { ...user, clientId };
  });

/** GET /smartForm: the definition with values, options and rules, for create, read, edit, profile or filter. */
export const renderForm = (r: FormRequest) =>
  Effect.gen(function* () {
    const session = yield* Effect.service(CurrentUser);
    const why = denied(session, r);
    if (why) return yield* Effect.fail(forbidden(why));
    const user = yield* inTargetClient(session, r.clientId);
    const lang = langOf(user);
    const result = yield* queryDb(async (sql): Promise<SmartForm | null> => {
      const def = await loadForm(sql, user.clientId, r.entityId, lang);
      if (!def) return null;
      const objectId = r.mode === "profile" ? user.userId : r.objectId;
      const values = objectId === null ? {} : await objectValues(sql, user, r.entityId, objectId);
      if (values === null) return null;
      const dynamicFlag = r.dynamicFlag || values.is_dynamic_group === true;
      const { integration, fields } = await modeFields(sql, user, def, { ...r, objectId, dynamicFlag }, values);
      const fieldValue = (f: DefField): unknown => values[f.name] ?? (objectId === null && r.mode !== "filter" ? f.default_value : null) ?? null;
      const current = await currentLabels(sql, user.clientId, lang, fields, fieldValue);
      const out = [];
      for (const f of fields) {
        const source = (await optionsOf(sql, user.clientId, lang, f)) ?? current(f);
        let value: unknown = fieldValue(f);
        if (isDate(f)) value = f.range ? value : normaliseDate(value);
        if (source && r.mode === "create") value = defaultSelection(f, source, value);
        const { id, show_in_create: _c, show_in_read: _r, show_in_filter: _f, tied_with, ...schema } = f;
        out.push({ id, schema: { ...schema, rules: rulesOf(f) as Record<string, unknown>, tied_with: tied_with ?? null }, data: { value: value ?? null }, ...(source ? { source } : {}) });
      }
      return {
        manage_form_id: def.id, manage_form_entity_id: def.entityId, manage_form_entity_name: def.entityName, display_name: def.displayName,
        operation_name: r.mode, object_id: objectId, fields: out,
        groups: def.groups.map((g) => ({ ...g, field_members: g.field_members.filter((id) => fields.some((f) => f.id === id)) })),
        meta_data: { ...(r.entityId === 4 ? { is_dynamic_group: dynamicFlag } : {}), integration, disabled_fields: fields.filter((f) => f.disabled).map((f) => f.name) },
      };
    });
    return result ?? (yield* Effect.fail(notFound()));
  });
