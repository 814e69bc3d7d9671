import { Effect } from "effect";
import { Invalid, Messages } from "../../../../services/contract/errors.js";
import type { SmartFormSave } from "../../../../services/contract/forms.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { UserCreate, UserGroupInput, UserUpdate } from "../../../../services/contract/users.js";
import { defaultSelection, isDate, isSelect, normaliseDate, validateForm } from "../../../../services/validation/index.js";
import { queryDb } from "../../http/run.js";
import { decodeStrict } from "../catalogue/index.js";
import { langOf } from "../lists/index.js";
import { command, createGroup, createUser, forbidden, notFound, now, PROFILE_COLUMNS, updateGroup, updateUser, updateUserIn } from "../users/index.js";
import { loadForm } from "./definition.js";
import { denied, type FormRequest, modeFields, objectValues, optionsOf } from "./render.js";

const invalid = (fields: { path: string; message: string }[]) => new Invalid({ message: Messages.invalid, fields });

/** A posted value as stored: a select's `{ id, value }` as its id, a date as YYYY-MM-DD. */
const plain = (v: unknown, date: boolean, select: boolean): unknown => {
  if (select && v && typeof v === "object" && !Array.isArray(v) && "id" in v) return (v as { id: unknown }).id;
  if (select && Array.isArray(v)) return v.map((x) => plain(x, false, true));
  if (date) return normaliseDate(v) ?? v;
  return v === "" ? null : v;
};

const blank = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);
/** Whether a posted value (already `plain`) equals the stored one: ids and numbers compare as text. */
const same = (posted: unknown, stored: unknown, date: boolean): boolean => {
  const b = date ? normaliseDate(stored) : stored;
  if (blank(posted) || blank(b)) return blank(posted) && blank(b);
  if (Array.isArray(posted) || Array.isArray(b)) {
    const x = (Array.isArray(posted) ? posted : [posted]).map(String).sort();
    const y = (Array.isArray(b) ? b : [b]).map(String).sort();
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  return typeof posted === "object" || typeof b === "object" ? JSON.stringify(posted) === JSON.stringify(b) : String(posted) === String(b);
};

/** Maps decode failures of the entity's own schema (payload.x) back to the form's fields (fields.x). */
const asFields = (fields: { path: string; message: string }[]) => invalid(fields.map((f) => ({ ...f, path: f.path.replace(/^payload\./, "fields.") })));

/**
 * POST / PUT /smartForm: validates the posted fields with the shared validators (services/validation) in the
 * mode the form is used in, then saves through the entity's own command (users 3, groups 4).
 */
export const saveForm = (body: SmartFormSave, creating: boolean) =>
  Effect.gen(function* () {
    const user = yield* Effect.service(CurrentUser);
    const entityId = body.manage_form_entity_id;
    if (entityId !== 3 && entityId !== 4) return yield* Effect.fail(notFound());
    const mode = creating ? "create" : body.operation_name === "profile" ? "profile" : "edit";
    const objectId = creating ? null : mode === "profile" ? user.userId : body.object_id ?? null;
    if (!creating && objectId === null) return yield* Effect.fail(invalid([{ path: "payload.object_id", message: "forms.object.required" }]));
    const r: FormRequest = { entityId, mode, objectId, dynamicFlag: body.meta_data?.is_dynamic_group === true };
    const why = denied(user, r);
    if (why) return yield* Effect.fail(forbidden(why));
    // CurrentUser carries the request's language here (handlers.ts): the validator messages follow the page.
    const lang = langOf(user);
    const prepared = yield* queryDb(async (sql) => {
      const def = await loadForm(sql, user.clientId, entityId, lang);
      if (!def) return notFound();
      const current = objectId === null ? {} : await objectValues(sql, user, entityId, objectId);
      if (current === null) return notFound();
      const dynamicFlag = r.dynamicFlag || current.is_dynamic_group === true;
      const { fields } = await modeFields(sql, user, def, { ...r, dynamicFlag }, current);
      const byName = new Map(fields.map((f) => [f.name, f]));
      const posted: Record<string, unknown> = {};
      const unknown = body.fields.findIndex((f) => !def.fields.some((d) => d.name === f.schema.name));
      if (unknown >= 0) return invalid([{ path: `fields.${unknown}.schema.name`, message: "forms.field.unknown" }]);
      const locked: { path: string; message: string }[] = [];
      for (const f of body.fields) {
        const field = byName.get(f.schema.name);
        if (!field) continue;
        const value = plain(f.data.value, isDate(field), isSelect(field));
        if (field.disabled || field.readonly) {
          // One's own profile: a field that is not edit_in_profile (or the integration's) is not one's to change.
          // Posting its current value back is harmless; a different one is refused and nothing is written.
          if (mode === "profile" && !same(value, current[field.name], isDate(field))) locked.push({ path: `fields.${field.name}`, message: "forms.field.notEditable" });
          continue;
        }
        posted[field.name] = value;
      }
      if (locked.length) return invalid(locked);
      // A new record gets the preselected options the rendered form showed for selects left out.
      if (creating) {
        for (const f of fields) {
          if (posted[f.name] !== undefined || f.disabled || f.readonly) continue;
          const options = isSelect(f) ? await optionsOf(sql, user.clientId, lang, f) : undefined;
          const value = options ? defaultSelection(f, options, undefined) : undefined;
          if (value !== undefined) posted[f.name] = value;
        }
      }
      const errors = validateForm(fields, { ...current, ...posted }, lang);
      if (Object.keys(errors).length) return invalid(Object.entries(errors).map(([name, message]) => ({ path: `fields.${name}`, message })));
      const customNow = entityId === 3 && objectId !== null
        ? ((await sql.query("select custom_fields from users where id = $1", [objectId]))[0]?.custom_fields ?? {}) : {};
      return { posted, dynamicFlag, customNow: customNow as Record<string, unknown> };
    });
    if (prepared instanceof Invalid) return yield* Effect.fail(prepared);
    if (!("posted" in prepared)) return yield* Effect.fail(prepared);
    const { posted, dynamicFlag, customNow } = prepared;
    if (entityId === 4) {
      const input = { name: "", ...posted, type: dynamicFlag ? "dynamic" : "static" };
      const d = decodeStrict(UserGroupInput, Object.fromEntries(Object.entries(input).filter(([k]) => k in UserGroupInput.fields)));
      if ("fields" in d) return yield* Effect.fail(asFields(d.fields));
      const g = objectId === null ? yield* createGroup(d.ok) : yield* updateGroup(objectId, d.ok);
      return [{ entity_id: 4, object_id: g.id, values: posted }];
    }
    const columns = Object.fromEntries(Object.entries(posted).filter(([k]) => (PROFILE_COLUMNS as readonly string[]).includes(k)));
    const custom = Object.fromEntries(Object.entries(posted).filter(([k]) => !(PROFILE_COLUMNS as readonly string[]).includes(k)));
    if (Object.keys(custom).length) columns.custom_fields = { ...customNow, ...custom };
    // An emptied middle name is "" (the column is text, not nullable), not the null an empty field posts.
    if (columns.middle_name === null) columns.middle_name = "";
    const d = decodeStrict(creating ? UserCreate : UserUpdate, columns);
    if ("fields" in d) return yield* Effect.fail(asFields(d.fields));
    let id: number;
    if (creating) id = (yield* createUser(d.ok as UserCreate)).id;
    else if (mode === "profile") {
      const at = yield* now;
      id = yield* command((tx) => updateUserIn(tx, user, user.clientId, user.userId, d.ok, at));
    } else id = (yield* updateUser(objectId!, d.ok)).id;
    return [{ entity_id: 3, object_id: id, values: posted }];
  });
