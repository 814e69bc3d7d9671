// /profile/myHistory: what the signed-in person did, read from the event log. One statement a page: the person's
// own facts (meta.actor = them, in their client; index events_actor, migration 0144), newest first by position, each
// joined to the read tables for the names of what it concerns. Only the kinds below are shown, and only clear ids and
// outcomes are read from an event: its data is never answered (answers, sealed personal parts stay in the log).
import type { HistoryEntry, HistoryKind } from "../../../../services/contract/learningProfile.js";
import { HISTORY_PAGE } from "../../../../services/contract/learningProfile.js";
import { fullNameSql } from "../../../../services/contract/personName.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { langOf } from "../lists/index.js";

/** The facts a person's history shows, and what each says (the browser's sentence for the kind). */
export const HISTORY_FACTS: Readonly<Record<string, HistoryKind>> = {
  "trackProgress.started": "task.started",
  "trackProgress.completed": "task.completed",
  "taskAnswers.saved": "answers.saved",
  "courseAppointment.started": "course.started",
  "courseAppointment.passed": "course.passed",
  "courseAppointment.failed": "course.failed",
  "courseAppointment.retaken": "course.retaken",
  "courseProgress.materialDone": "material.done",
  "courseProgress.scormRecorded": "scorm.recorded",
  "courseForm.submitted": "form.submitted",
  "task.sentForApproval": "plan.sentForApproval",
  "survey.answered": "survey.answered",
};

// The ids an event names, read only for the stream types that carry them (a cast of another type's data would fail).
const INT = (expr: string, streams: string) => `case when e.stream_type in (${streams}) and ${expr} ~ '^[0-9]{1,9}$' then (${expr})::int end`;
const TRACK_STREAMS = `'trackProgress', 'taskAnswers'`;
const COURSE_STREAMS = `'courseProgress', 'courseForm'`;
const PLAN_STREAMS = `'devPlanTask', 'devPlanSurvey'`;

/** A page of the person's history, newest first, `limit` entries after the `last_id` position. */
export const myHistory = async (sql: Sql, user: SessionUser, q: { limit?: number | undefined; last_id?: number | null | undefined }) => {
  const limit = q.limit ?? HISTORY_PAGE;
  const rows = await sql.query<any>(
    `select e.position::int8 as id, e.type, e.recorded_at, we.title as task_title, w.display_name as track_name,
            case when ut_user <> $2 then ${fullNameSql("p", langOf(user))} end as person,
            m.title as material_title, c.title as course_title, dp.name as plan_name,
            case when e.type = 'trackProgress.completed' and jsonb_typeof(e.data->'score'->'percent') = 'number' then (e.data->'score'->>'percent')::float8
                 when e.type = 'courseForm.submitted' and jsonb_typeof(e.data->'percent') = 'number' then (e.data->>'percent')::float8 end as percent,
            case when e.type = 'courseForm.submitted' and jsonb_typeof(e.data->'passed') = 'boolean' then (e.data->>'passed')::boolean
                 when e.type = 'courseProgress.scormRecorded' then e.data->>'result' = 'completed' end as passed
       from events e
       cross join lateral (select ${INT("e.data->>'user_id'", TRACK_STREAMS)} as ut_user, ${INT("e.data->>'element_id'", TRACK_STREAMS)} as element_id,
                                  coalesce(${INT("e.data->>'course_id'", COURSE_STREAMS)}, ${INT("split_part(e.stream_id, '-', 1)", "'courseAppointment'")}) as course_id,
                                  ${INT("e.data->>'material_id'", COURSE_STREAMS)} as material_id, ${INT("e.stream_id", PLAN_STREAMS)} as plan_task_id) k
       left join workflow_elements we on we.id = k.element_id and we.client_id = e.client_id
       left join workflows w on w.id = we.workflow_id and w.client_id = e.client_id
       left join users p on p.id = k.ut_user and p.client_id = e.client_id
       left join courses c on c.id = k.course_id and c.client_id = e.client_id
       left join course_materials m on m.id = k.material_id and m.client_id = e.client_id
       left join dev_plan_tasks dt on dt.id = k.plan_task_id and dt.client_id = e.client_id
       left join dev_plans dp on dp.id = dt.plan_id and dp.client_id = e.client_id
      where e.client_id = $1 and e.meta->>'actor' = $4 and e.type = any($3::text[])
        ${keysetTail({ keys: ["e.position"], desc: true }, q.last_id ? "$5" : null, limit)}`,
    [user.clientId, user.userId, Object.keys(HISTORY_FACTS), String(user.userId), ...(q.last_id ? [q.last_id] : [])]);
  const items = rows.map((r): HistoryEntry => {
    const kind = HISTORY_FACTS[r.type];
    const onTask = kind.startsWith("task.") || kind === "answers.saved";
    const onPlan = kind === "plan.sentForApproval" || kind === "survey.answered";
    return {
      id: Number(r.id), kind, at: new Date(r.recorded_at).toISOString(),
      subject: onTask ? r.task_title : onPlan ? r.plan_name : (r.material_title ?? r.course_title),
      context: onTask ? r.track_name : onPlan ? null : r.material_title ? r.course_title : null,
      person: onTask ? (r.person ?? null) : null,
      percent: r.percent ?? null, passed: r.passed ?? null,
    };
  });
  const page = keysetPage(items, limit);
  return { items: [...page.items], last_id: page.last_id };
};
