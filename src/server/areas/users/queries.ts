import type { UserDetail } from "../../../../services/contract/users.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { foreignIds } from "../../http/ownIds.js";
import { canSeeSensitive, catalogueLabel, type Lang, langOf, literal } from "../lists/index.js";
import { FULL_NAME_SQL, roleName } from "./labels.js";
import { allowedOps, refusedOps } from "./status.js";

const REF_JOINS = [
  ["job_position", "job_position_id", "jp"], ["job_employment_level", "job_employment_level_id", "jl"], ["job_relation", "job_relation_id", "jr"],
  ["unit", "unit_id", "un"], ["organization", "organization_id", "og"], ["internal_unit", "internal_unit_id", "iu"],
  ["function_code", "function_code_id", "fc"],
] as const;

const detailSql = (lang: Lang) => `
  select u.*, u.birth_date::text as birth_text, u.hire_date::text as hire_text, ${FULL_NAME_SQL("u", lang)} as full_name, cr.name->>${literal(lang)} as custom_role_name,
    ${FULL_NAME_SQL("m", lang)} as manager_name, ${FULL_NAME_SQL("fm", lang)} as functional_manager_name, ${FULL_NAME_SQL("mt", lang)} as mentor_name,
    ${REF_JOINS.map(([n, , a]) => `${catalogueLabel(a, lang)} as ${n}_name`).join(", ")},
    (select count(*)::int from user_group_members g where g.user_id = u.id) as groups_count,
    (select max(s.created_at) from sessions s where s.user_id = u.id) as last_login_at,
    (select coalesce(max(e.version), 0)::int from events e where e.stream_type = 'user' and e.stream_id = u.id::text) as profile_version,
    (select coalesce(max(e.version), 0)::int from events e where e.stream_type = 'userStatus' and e.stream_id = u.id::text) as status_version
  from users u
  left join custom_roles cr on cr.id = u.custom_role_id
  left join users m on m.id = u.manager_id left join users fm on fm.id = u.functional_manager_id left join users mt on mt.id = u.mentor_id
  ${REF_JOINS.map(([, col, a]) => `left join catalogue_items ${a} on ${a}.id = u.${col}`).join(" ")}
  where u.id = $1 and u.client_id = $2`;

const ref = (id: number | null, value: string | null) => (id === null ? null : { id, value: value ?? "" });
const iso = (d: unknown) => (d === null || d === undefined ? null : new Date(d as string).toISOString());

/** A user of the client as the overview shows them to this viewer (null: not in the client). */
export const loadUserDetail = async (sql: Sql, viewer: SessionUser, id: number, clientId = viewer.clientId): Promise<UserDetail | null> => {
  const lang = langOf(viewer);
  const [u] = await sql.query<any>(detailSql(lang), [id, clientId]);
  if (!u) return null;
  const sensitive = canSeeSensitive(viewer) || u.id === viewer.userId;
  const hide = <T>(v: T) => (sensitive ? v : null);
  return {
    id: u.id, client_id: u.client_id, email: u.email, first_name: u.first_name, last_name: u.last_name, middle_name: u.middle_name,
    full_name: u.full_name, language: u.language, avatar_id: u.avatar_id, status_id: u.status_id, role_id: u.role_id,
    role_name: roleName(u.role_id, lang), custom_role: ref(u.custom_role_id, u.custom_role_name), manager: ref(u.manager_id, u.manager_name),
    functional_manager: ref(u.functional_manager_id, u.functional_manager_name), mentor: ref(u.mentor_id, u.mentor_name),
    is_manager: u.is_manager, registered: u.registered, invited_at: iso(u.invited_at), erased_at: iso(u.erased_at),
    phone: hide(u.phone), birth_date: hide(u.birth_text), hire_date: u.hire_text, gender_id: hide(u.gender_id), city: u.city,
    external_id: u.external_id,
    job_position: ref(u.job_position_id, u.job_position_name), job_employment_level: ref(u.job_employment_level_id, u.job_employment_level_name),
    job_relation: ref(u.job_relation_id, u.job_relation_name), unit: ref(u.unit_id, u.unit_name), organization: ref(u.organization_id, u.organization_name),
    internal_unit: ref(u.internal_unit_id, u.internal_unit_name), function_code: ref(u.function_code_id, u.function_code_name),
    custom_fields: u.custom_fields ?? {}, groups_count: u.groups_count, last_login_at: iso(u.last_login_at),
    created_at: iso(u.created_at)!, updated_at: iso(u.updated_at)!,
    can: allowedOps(u, { id: viewer.userId, relation: "admin" }),
    refused: refusedOps(u, { id: viewer.userId, relation: "admin" }),
    version: u.profile_version,
    status_version: u.status_version,
  };
};

/** The row a command decides on (status, registration, unit), scoped to the client. */
export const USER_ROW_SQL = `select id, client_id, email, first_name, last_name, middle_name, language, avatar_id, status_id, role_id,
  custom_role_id, manager_id, functional_manager_id, mentor_id, is_manager, registered, phone, birth_date::text as birth_date,
  hire_date::text as hire_date, gender_id, city, external_id, job_position_id, job_employment_level_id, job_relation_id, unit_id,
  organization_id, internal_unit_id, function_code_id, custom_fields, invited_at, erased_at, created_at, updated_at from users`;
export const loadUserRow = async (sql: Sql, clientId: number, id: number) =>
  (await sql.query<any>(`${USER_ROW_SQL} where id = $1 and client_id = $2`, [id, clientId]))[0] ?? null;

/** Catalogue reference fields of a user and the resource each must name. */
export const USER_REFS: Record<string, string> = {
  job_position_id: "userJobPositions", job_employment_level_id: "userJobEmploymentLevels", job_relation_id: "userJobRelations",
  unit_id: "unitsByClient", organization_id: "organizations", internal_unit_id: "internalUnits", function_code_id: "functionCodes",
};

/** Reference fields that name nothing of the client: [path, message] pairs for a 400. */
export const badReferences = async (sql: Sql, clientId: number, input: Record<string, unknown>, selfId: number | null) => {
  const bad: { path: string; message: string }[] = [];
  const users = ["manager_id", "functional_manager_id", "mentor_id"].filter((k) => typeof input[k] === "number");
  if (users.length) {
    const ids = users.map((k) => input[k] as number);
    const found = new Set((await sql.query<{ id: number }>("select id from users where client_id = $1 and id = any($2::int[]) and status_id <> 3", [clientId, ids])).map((r) => r.id));
    for (const k of users) {
      if (!found.has(input[k] as number)) bad.push({ path: `payload.${k}`, message: "users.manager.notFound" });
      else if (input[k] === selfId) bad.push({ path: `payload.${k}`, message: "users.manager.self" });
    }
  }
  if (typeof input.custom_role_id === "number" && (await foreignIds(sql, clientId, "customRoles", [input.custom_role_id])).length) {
    bad.push({ path: "payload.custom_role_id", message: "users.role.notFound" });
  }
  const refs = Object.keys(USER_REFS).filter((k) => typeof input[k] === "number");
  if (refs.length) {
    const rows = await sql.query<{ id: number; resource: string }>(
      "select id, resource from catalogue_items where client_id = $1 and id = any($2::int[])", [clientId, refs.map((k) => input[k])]);
    for (const k of refs) {
      if (!rows.some((r) => r.id === input[k] && r.resource === USER_REFS[k])) bad.push({ path: `payload.${k}`, message: "catalogue.item.notFound" });
    }
  }
  return bad;
};
