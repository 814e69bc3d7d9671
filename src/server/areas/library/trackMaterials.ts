import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";

/**
 * Whether a library file is a material of the signed-in person's learning: of a task they do (their own track's
 * task, or one they do in someone else's track: a file picked into the task's content, `content.files`, or its
 * library image), or a file material of a course they are appointed to or enrolled in (not cancelled). Such a file is
 * opened and downloaded by that person whatever their library rights (the track's media tab, spec 000 §2
 * "Learning"; the course page): the track's or course's author chose to give it to them. One statement.
 * The doer rule is the learning area's (`isDoer`): named, or holding the task's role when no one is named.
 */
export const isTrackMaterial = async (sql: Sql, user: SessionUser, fileId: number) =>
  (await sql.query(
    `select 1 from user_tasks t join workflow_elements we on we.id = t.element_id and we.client_id = t.client_id
      where t.client_id = $1 and (t.doer_user_id = $2 or (t.doer_user_id is null and t.doer_role_id = $3))
        and (coalesce(we.content->'files', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('library_file_id', $4::int))
             or we.content->'image'->>'library_file_id' = $4::text)
     union all
     -- a course's file material, to a person appointed to (or enrolled in) that course: the course page offers it
     select 1 from course_materials m join course_appointments a on a.client_id = m.client_id and a.course_id = m.course_id
      where m.client_id = $1 and m.kind = 'file' and m.library_file_id = $4 and a.user_id = $2 and a.state <> 'canceled'
      limit 1`,
    [user.clientId, user.userId, user.roleId, fileId])).length > 0;
