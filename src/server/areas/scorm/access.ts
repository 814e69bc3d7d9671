import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { forbiddenBy } from "../../events/errors.js";

/** Editors preview any package of their client: the library's (its package page) and the courses' (a course's material). */
export const previewsPackages = (u: SessionUser) => allows(u.permissions, "library", "edit") || allows(u.permissions, "courses", "edit");

/**
 * Whether the package is given to the person: a SCORM material of a course they are appointed to or enrolled in
 * (not cancelled) or that a track task they do sends them to (a learning task's `content.course_id`), or a SCORM
 * file in the content of a track task they do (the doer: named, or holding the task's role when no one is named,
 * the learning area's rule as `isTrackMaterial` reads it). One statement.
 */
const givenTo = async (sql: Sql, u: SessionUser, packageId: string) =>
  (await sql.query(
    `select 1 from course_materials m join course_appointments a on a.client_id = m.client_id and a.course_id = m.course_id
      where m.client_id = $1 and m.kind = 'scorm' and m.scorm_package_id = $4::uuid and a.user_id = $2 and a.state <> 'canceled'
     union all
     select 1 from course_materials m
       join workflow_elements we on we.client_id = m.client_id and jsonb_typeof(we.content->'course_id') = 'number' and (we.content->>'course_id')::int = m.course_id
       join user_tasks t on t.element_id = we.id and t.client_id = we.client_id
        and (t.doer_user_id = $2 or (t.doer_user_id is null and t.doer_role_id = $3))
      where m.client_id = $1 and m.kind = 'scorm' and m.scorm_package_id = $4::uuid
     union all
     select 1 from scorm_packages p
       join workflow_elements we on we.client_id = p.client_id
        and coalesce(we.content->'files', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('library_file_id', p.library_file_id))
       join user_tasks t on t.element_id = we.id and t.client_id = we.client_id
        and (t.doer_user_id = $2 or (t.doer_user_id is null and t.doer_role_id = $3))
      where p.client_id = $1 and p.id = $4::uuid
     limit 1`,
    [u.clientId, u.userId, u.roleId, packageId], { prepare: true })).length > 0;

/**
 * Who reads, launches and commits in a package (issue 35): the people it is given to and the editors who preview
 * it. Anybody else of the client is refused 403 `scorm.package.notGiven`, before anything is written.
 */
export const requirePlayable = async (sql: Sql, u: SessionUser, packageId: string) => {
  if (previewsPackages(u) || (await givenTo(sql, u, packageId))) return;
  throw forbiddenBy("scorm.package.notGiven", `scorm package ${packageId} is not given to user ${u.userId}`);
};
