import type { CatalogueResource } from "../../../../services/contract/catalogue.js";
import { patternProblem } from "../../../../services/validation/pattern.js";
import { rulesOf } from "../../../../services/validation/smartForm.js";
import type { Sql } from "../../db/types.js";
import { sanitizeMailHtml } from "../../mail/templates.js";

type Item = Record<string, any>;
type Field = { path: string; message: string };

/** The parent an item hangs under: the smart form of fields and groups, the parent unit of a unit. */
export const parentOf = (resource: CatalogueResource, item: Item): number | null =>
  resource === "manageFormFields" || resource === "manageFormFieldsGroups" ? item.smart_form_id
    : resource === "unitsByClient" ? item.parent_id ?? null
      : null;

const exists = async (sql: Sql, clientId: number, resource: string, id: number) =>
  (await sql.query("select 1 from catalogue_items where id = $1 and client_id = $2 and resource = $3", [id, clientId, resource])).length > 0;

/** Checks an item's references within the client (and that a unit is not its own ancestor); returns bad fields. */
export const checkItem = async (sql: Sql, clientId: number, resource: CatalogueResource, item: Item, selfId: number | null): Promise<Field[]> => {
  const bad: Field[] = [];
  const ref = async (field: string, target: string) => {
    if (item[field] != null && !(await exists(sql, clientId, target, item[field]))) bad.push({ path: `payload.${field}`, message: "catalogue.item.notFound" });
  };
  if (resource === "manageFormFields" || resource === "manageFormFieldsGroups") await ref("smart_form_id", "manageForms");
  if (resource === "manageFormFieldsGroups" && item.field_ids?.length) {
    const found = await sql.query<{ id: number }>(
      "select id from catalogue_items where client_id = $1 and resource = 'manageFormFields' and parent_id = $2 and id = any($3::int[])",
      [clientId, item.smart_form_id, item.field_ids]);
    if (found.length !== new Set(item.field_ids).size) bad.push({ path: "payload.field_ids", message: "catalogue.item.notFound" });
  }
  if (resource === "internalUnits") {
    await ref("organization_id", "organizations");
    await ref("parent_organization_id", "organizations");
  }
  if (resource === "unitsByClient" && item.parent_id != null) {
    await ref("parent_id", "unitsByClient");
    if (selfId !== null) {
      const [loop] = await sql.query(
        `with recursive up(id) as (select $1::int union select c.parent_id from catalogue_items c join up on c.id = up.id
           where c.parent_id is not null and c.resource = 'unitsByClient') select 1 from up where id = $2`, [item.parent_id, selfId]);
      if (loop) bad.push({ path: "payload.parent_id", message: "catalogue.unit.cycle" });
    }
  }
  if (resource === "manageFormFields" && item.min_length != null && item.max_length != null && item.min_length > item.max_length) {
    bad.push({ path: "payload.max_length", message: "catalogue.field.maxBelowMin" });
  }
  if (resource === "manageFormFields") bad.push(...unsafePatterns(item));
  return bad;
};

/**
 * A field's patterns (its `regex` and the `regex` rule of its additional settings) must compile on RE2, the
 * linear-time engine they run on: a backreference or lookaround is refused here rather than ever run.
 */
const unsafePatterns = (item: Item): Field[] => {
  const bad: Field[] = [];
  if (typeof item.regex === "string" && item.regex && patternProblem(item.regex) !== null) {
    bad.push({ path: "payload.regex", message: "catalogue.field.unsafePattern" });
  }
  const settings = { additional_settings: item.additional_settings ?? null, required: false, form_component: "", min_length: null, max_length: null };
  const rule = rulesOf(settings).regex;
  if (rule !== undefined && (typeof rule !== "string" || patternProblem(rule) !== null)) {
    bad.push({ path: "payload.additional_settings", message: "catalogue.field.unsafePattern" });
  }
  return bad;
};

/** Cleans what a resource stores: e-mail template content is sanitised HTML (spec 001 §5). */
export const cleanItem = (resource: CatalogueResource, item: Item): Item =>
  resource === "emailTemplates" && typeof item.content === "string"
    ? {
        ...item,
        content: sanitizeMailHtml(item.content),
      }
    : item;

/** Who still uses an item: a catalogue id of why it cannot be removed, or null. */
export const usedBy = async (sql: Sql, clientId: number, resource: CatalogueResource, id: number): Promise<string | null> => {
  const userColumn: Partial<Record<CatalogueResource, string>> = {
    userJobPositions: "job_position_id", userJobEmploymentLevels: "job_employment_level_id", userJobRelations: "job_relation_id",
    unitsByClient: "unit_id", organizations: "organization_id", internalUnits: "internal_unit_id", functionCodes: "function_code_id",
  };
  const col = userColumn[resource];
  if (col && (await sql.query(`select 1 from users where client_id = $1 and ${col} = $2 limit 1`, [clientId, id])).length) return "catalogue.remove.usedByUsers";
  if ((resource === "manageForms" || resource === "unitsByClient") && (await sql.query("select 1 from catalogue_items where parent_id = $1 and resource in ('manageFormFields', 'manageFormFieldsGroups', 'unitsByClient') and client_id = $2 limit 1", [id, clientId])).length) {
    return "catalogue.remove.hasChildren";
  }
  if (resource === "userGroupCategories" && (await sql.query("select 1 from user_groups where client_id = $1 and category_id = $2 limit 1", [clientId, id])).length) {
    return "catalogue.remove.usedByGroups";
  }
  return null;
};
