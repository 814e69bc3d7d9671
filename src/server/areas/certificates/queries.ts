import type { CertificateTemplate, MyCertificate, TemplateSummary } from "../../../../services/contract/certificates.js";
import { CertificateMessages } from "../../../../services/contract/certificates.js";
import type { Sql } from "../../db/types.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import { notFoundError } from "../../events/errors.js";

/** A template row as the commands and the renderer need it. */
export interface TemplateRow {
  readonly id: number;
  readonly client_id: number;
  readonly name: string;
  readonly state: "active" | "inactive";
  readonly font_id: 1 | 2 | 3;
  readonly orientation: "horizontal" | "vertical";
  readonly body: string;
  readonly alignment: "left" | "center" | "right";
  readonly background_key: string | null;
  readonly background_type: string | null;
  readonly version: number;
  readonly updated_at: string;
}

/** The client's template, or 404 (another client's row is not found either). */
export const templateRow = async (sql: Sql, clientId: number, id: number, lock = false): Promise<TemplateRow> => {
  const [row] = await sql.query<TemplateRow>(
    `select * from certificate_templates where client_id = $1 and id = $2${lock ? " for update" : ""}`, [clientId, id]);
  if (!row) throw notFoundError(`certificate template ${id}`, CertificateMessages.notFound);
  return row;
};

/** The template as the contract answers it, with its training courses. */
export const templateOf = async (sql: Sql, clientId: number, id: number): Promise<CertificateTemplate> => {
  const row = await templateRow(sql, clientId, id);
  const courses = await sql.query<{ course_id: number }>(
    "select course_id from certificate_courses where client_id = $1 and template_id = $2 order by course_id", [clientId, id]);
  return {
    id: row.id, name: row.name, state: row.state, font_id: row.font_id, orientation: row.orientation, body: row.body,
    alignment: row.alignment, has_background: row.background_key !== null, course_ids: courses.map((c) => c.course_id),
    version: row.version, updated_at: new Date(row.updated_at).toISOString(),
  };
};

/** The client's templates, newest first, with how many courses grant each and how many were issued (one query). */
export const templatePage = async (sql: Sql, clientId: number, lastId: number | null, limit: number) => {
  const rows = await sql.query<TemplateSummary>(
    `select t.id, t.name, t.state, t.orientation, t.updated_at,
            (select count(*)::int from certificate_courses c where c.template_id = t.id) as courses,
            (select count(*)::int from certificates i where i.client_id = t.client_id and i.template_id = t.id) as issued
       from certificate_templates t where t.client_id = $1${keysetTail({ keys: ["t.id"], desc: true }, lastId === null ? null : "$2", limit)}`,
    lastId === null ? [clientId] : [clientId, lastId]);
  return keysetPage(rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() })), limit);
};

/** The person's certificates, newest first. */
export const myCertificatePage = async (sql: Sql, clientId: number, userId: number, lastId: number | null, limit: number) => {
  const rows = await sql.query<MyCertificate>(
    `select c.id, c.uuid::text as uuid, c.course_id, c.course_title, c.issued_at from certificates c
      where c.client_id = $1 and c.user_id = $2${keysetTail({ keys: ["c.id"], desc: true }, lastId === null ? null : "$3", limit)}`,
    lastId === null ? [clientId, userId] : [clientId, userId, lastId]);
  return keysetPage(rows.map((r) => ({ ...r, issued_at: new Date(r.issued_at).toISOString() })), limit);
};

/** An issued certificate as the renderer and the verification read it. */
export interface CertificateRow {
  readonly id: number;
  readonly uuid: string;
  readonly client_id: number;
  readonly user_id: number;
  readonly course_title: string;
  readonly language: string;
  readonly template: RenderTemplate;
  readonly issued_at: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly middle_name: string | null;
}

/** The template's part that a certificate carries and renders with. */
export interface RenderTemplate {
  readonly font_id: 1 | 2 | 3;
  readonly orientation: "horizontal" | "vertical";
  readonly body: string;
  readonly alignment: "left" | "center" | "right";
  readonly background_key: string | null;
  readonly background_type: string | null;
}

/** An issued certificate by uuid with its person's name parts (any client: the caller scopes), or undefined. */
export const certificateByUuid = async (sql: Sql, uuid: string): Promise<CertificateRow | undefined> =>
  (await sql.query<CertificateRow>(
    `select c.id, c.uuid::text as uuid, c.client_id, c.user_id, c.course_title, c.language, c.template, c.issued_at,
            coalesce(u.first_name, '') as first_name, coalesce(u.last_name, '') as last_name, u.middle_name
       from certificates c left join users u on u.id = c.user_id where c.uuid = $1::uuid`, [uuid]))[0];

/** The certificates issued for a course (the course editor's analytics), newest first, with the person's name. */
export const courseCertificatePage = async (sql: Sql, clientId: number, courseId: number, lastId: number | null, limit: number) => {
  const rows = await sql.query<{ id: number; uuid: string; user_id: number; name: string; issued_at: string }>(
    `select c.id, c.uuid::text as uuid, c.user_id, trim(coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '')) as name, c.issued_at
       from certificates c left join users u on u.id = c.user_id and u.client_id = c.client_id
      where c.client_id = $1 and c.course_id = $2${keysetTail({ keys: ["c.id"], desc: true }, lastId === null ? null : "$3", limit)}`,
    lastId === null ? [clientId, courseId] : [clientId, courseId, lastId]);
  return keysetPage(rows.map((r) => ({ ...r, issued_at: new Date(r.issued_at).toISOString() })), limit);
};

/** The template a course grants (its training link), or null. */
export const courseTemplate = async (sql: Sql, clientId: number, courseId: number) =>
  (await sql.query<{ id: number; name: string; state: "active" | "inactive" }>(
    `select t.id, t.name, t.state from certificate_courses c join certificate_templates t on t.id = c.template_id and t.client_id = c.client_id
      where c.client_id = $1 and c.course_id = $2`, [clientId, courseId]))[0] ?? null;

/** The client's active templates by id (what a course may grant), keyset-paged. */
export const activeTemplatePage = async (sql: Sql, clientId: number, lastId: number | null, limit: number) =>
  keysetPage(await sql.query<{ id: number; name: string }>(
    `select t.id, t.name from certificate_templates t where t.client_id = $1 and t.state = 'active'${keysetTail({ keys: ["t.id"] }, lastId === null ? null : "$2", limit)}`,
    lastId === null ? [clientId] : [clientId, lastId]), limit);
