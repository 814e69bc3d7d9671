// The course editor's SCORM and certificates analytics and its certificate tab. The attempts are the scorm area's, the
// certificates and the template a course grants the certificates area's: read and written through their index.ts,
// the courses area adds only the course (the client's, else 404) and its SCORM materials.
import type { CourseCertificate, ScormAttemptRow } from "../../../../services/contract/courses.js";
import { COURSES_PAGE } from "../../../../services/contract/courses.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db, Sql } from "../../db/types.js";
import { keysetPage } from "../../db/keyset.js";
import { transact } from "../../events/command.js";
import { courseCertificatePage, courseTemplate, setCourseTemplate } from "../certificates/index.js";
import { packageAttemptsPage } from "../scorm/index.js";
import { courseRow } from "./queries.js";

type PageQ = { limit?: number | undefined; last_id?: number | null | undefined };

/** Every SCORM attempt in the course's SCORM materials' packages, newest first, keyset by attempt id (two queries). */
export const scormAttempts = async (sql: Sql, clientId: number, courseId: number, q: PageQ) => {
  await courseRow(sql, clientId, courseId);
  const limit = q.limit ?? COURSES_PAGE;
  const materials = await sql.query<{ package_id: string; title: string }>(
    `select scorm_package_id::text as package_id, title from course_materials
      where client_id = $1 and course_id = $2 and kind = 'scorm' and scorm_package_id is not null order by id`, [clientId, courseId]);
  const titles = new Map<string, string[]>();
  for (const m of materials) titles.set(m.package_id, [...(titles.get(m.package_id) ?? []), m.title]);
  const rows = await packageAttemptsPage(sql, clientId, [...titles.keys()], q.last_id ?? null, limit);
  return keysetPage(rows.map((r): ScormAttemptRow => ({ ...r, material_title: (titles.get(r.package_id) ?? []).join(", ") })), limit);
};

/** The certificates issued for the course, newest first. */
export const courseCertificates = async (sql: Sql, clientId: number, courseId: number, q: PageQ) => {
  await courseRow(sql, clientId, courseId);
  return courseCertificatePage(sql, clientId, courseId, q.last_id ?? null, q.limit ?? COURSES_PAGE);
};

/** The template the course grants. */
export const courseCertificate = async (sql: Sql, clientId: number, courseId: number): Promise<CourseCertificate> => {
  await courseRow(sql, clientId, courseId);
  return { template: await courseTemplate(sql, clientId, courseId) };
};

/** Grants an active template with the course, or none. */
export const setCourseCertificate = async (db: Db, u: SessionUser, courseId: number, templateId: number | null) => {
  await transact(db, async (tx) => {
    await courseRow(tx, u.clientId, courseId, true);
    await setCourseTemplate(tx, u, courseId, templateId);
  });
  return courseCertificate(db, u.clientId, courseId);
};
