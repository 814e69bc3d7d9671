// The person's calendar over a range (GET /api/calendar/items, and the feed): one query per source, each scoped by
// the session's client and person and by the range, each gated by the section that owns the source. No N+1: titles
// and contexts come joined in the same query.
import type { CalendarItem } from "../../../../services/contract/calendar.js";
import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { ElementTypeIds } from "../../../../services/contract/workflowsCommon.js";
import type { Sql } from "../../db/types.js";

export interface Range {
  readonly from: string;
  readonly to: string;
  /** YYYY-MM-DD in the server's clock: what is overdue */
  readonly today: string;
}
type Who = Pick<SessionUser, "clientId" | "userId" | "permissions">;

const none = { track_id: null, task_id: null, element_id: null, for_someone: false, course_id: null, plan_task_id: null, time: null, location: null };

/**
 * Track tasks with a date: of the person's own tracks (not removed), and the ones they do in other people's tracks
 * (user_tasks_user, user_tasks_doer). A task is due on its end date (its start date when it has none); one with a
 * start before its end spans those days, and is read when any of them falls in the range.
 */
const trackTasks = async (sql: Sql, u: Who, r: Range): Promise<CalendarItem[]> => {
  const rows = await sql.query<any>(
    `select t.id::int as id, t.track_id, t.user_id, t.element_id, we.title, we.type_id, w.display_name as track, t.state,
            t.start_date::text as start_date, coalesce(t.end_date, t.start_date)::text as date,
            we.content->'event'->>'starts_at_time' as time, we.content->'event'->>'location' as location
       from user_tasks t
       join workflow_elements we on we.id = t.element_id and we.client_id = t.client_id
       join workflows w on w.id = t.track_id and w.client_id = t.client_id
       join user_tracks ut on ut.client_id = t.client_id and ut.user_id = t.user_id and ut.workflow_id = t.track_id and ut.state <> 'removed'
      where t.client_id = $1 and (t.user_id = $2 or t.doer_user_id = $2)
        and coalesce(t.start_date, t.end_date) <= $4::date and coalesce(t.end_date, t.start_date) >= $3::date
      order by date, t.id`,
    [u.clientId, u.userId, r.from, r.to]);
  return rows.map((t) => ({
    ...none,
    key: `task-${t.id}`,
    kind: t.type_id === ElementTypeIds.event ? "event" : "task",
    title: t.title,
    context: t.track,
    date: t.date,
    start_date: t.start_date !== t.date ? t.start_date : null,
    done: t.state === "completed",
    overdue: t.state !== "completed" && t.date < r.today,
    track_id: t.track_id,
    task_id: t.id,
    element_id: t.element_id,
    for_someone: t.user_id !== u.userId,
    time: typeof t.time === "string" && /^\d{2}:\d{2}$/.test(t.time) ? t.time : null,
    location: t.location || null,
  }));
};

/**
 * Courses appointed to the person (not canceled, the course not switched off) with a due date (course_appointments_user):
 * due on that date, spanning the days from the appointment to it.
 */
const courseDeadlines = async (sql: Sql, u: Who, r: Range): Promise<CalendarItem[]> => {
  const rows = await sql.query<any>(
    `select a.id, a.course_id, k.title, a.state, a.is_required, a.due_date::text as date,
            case when a.appointed_at::date < a.due_date then a.appointed_at::date::text end as start_date
       from course_appointments a join courses k on k.id = a.course_id and k.client_id = a.client_id
      where a.client_id = $1 and a.user_id = $2 and a.state <> 'canceled' and k.state <> 'inactive'
        and least(a.appointed_at::date, a.due_date) <= $4::date and a.due_date >= $3::date
      order by a.due_date, a.id`,
    [u.clientId, u.userId, r.from, r.to]);
  return rows.map((c) => ({
    ...none,
    key: `course-${c.id}`,
    kind: "course",
    title: c.title,
    context: "",
    date: c.date,
    start_date: c.start_date,
    done: c.state === "passed",
    overdue: c.state !== "passed" && c.date < r.today,
    course_id: c.course_id,
  }));
};

/** Planned end dates of the actions of the person's own open development plans (dev_plan_actions_task). */
const planDeadlines = async (sql: Sql, u: Who, r: Range): Promise<CalendarItem[]> => {
  const rows = await sql.query<any>(
    `select a.id, a.task_id, a.title, a.state_id, p.name as plan, a.planned_end_date::text as date
       from dev_plan_tasks t join dev_plan_actions a on a.task_id = t.id join dev_plans p on p.id = t.plan_id and p.client_id = t.client_id
      where t.client_id = $1 and t.owner_id = $2 and t.state_id not in (8, 9)
        and a.planned_end_date between $3::date and $4::date
      order by a.planned_end_date, a.id`,
    [u.clientId, u.userId, r.from, r.to]);
  return rows.map((a) => {
    const done = a.state_id !== 1 && a.state_id !== 2;
    return {
      ...none,
      key: `devPlan-${a.id}`,
      kind: "devPlan",
      title: a.title,
      context: a.plan,
      date: a.date,
      start_date: null,
      done,
      overdue: !done && a.date < r.today,
      plan_task_id: a.task_id,
    };
  });
};

/** Everything dated for the person in [from, to], by date; a source whose section their role does not open is left out. */
export const calendarItems = async (sql: Sql, u: Who, r: Range): Promise<CalendarItem[]> => {
  const [tasks, courses, plans] = [
    allows(u.permissions, "learning") ? await trackTasks(sql, u, r) : [],
    allows(u.permissions, "learning") ? await courseDeadlines(sql, u, r) : [],
    allows(u.permissions, "development_plans") ? await planDeadlines(sql, u, r) : [],
  ];
  return [...tasks, ...courses, ...plans].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.key < b.key ? -1 : 1));
};
