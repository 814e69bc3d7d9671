// The start page's own-work summary (GET /api/dashboard/myWork): what the signed-in user has to do now, read
// from the development-plan, library, learning (user_tracks, user_tasks) and courses read tables. Every query is scoped by the session's client and user;
// a part whose section the user's role does not open comes back empty.
import type { MyWork } from "../../../../services/contract/dashboard.js";
import { fullNameSql, personName } from "../../../../services/contract/personName.js";
import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { APPROVER_TASKS_IN_STATES_SQL, HR_ROLE } from "../devPlans/index.js";
import { FILE_COLS, type FileRow, IMAGE_TYPES, loadSubjects, rightsOfFiles } from "../library/index.js";

const LISTED = 5;
/** Task states that wait for an approver or grader: approval, approval of changes, middle and final grade. */
const WAITING_STATES = [2, 5, 6, 7];
/** Actions still to do: created or in progress. */
const OPEN_ACTION_SQL = "a.state_id in (1, 2) and t.state_id not in (8, 9)";

const myPlans = (sql: Sql, u: SessionUser) =>
  sql.query<MyWork["plans"][number]>(
    `select t.id as task_id, t.plan_id, p.name as plan_name, t.state_value as state, t.state_id
       from dev_plan_tasks t join dev_plans p on p.id = t.plan_id
      where t.client_id = $1 and t.owner_id = $2 order by (t.state_id in (8, 9)), t.id desc limit ${LISTED}`,
    [u.clientId, u.userId], { prepare: true });

const myActions = async (sql: Sql, u: SessionUser, today: string) => {
  const rows = await sql.query<MyWork["actions"][number] & { total_overdue: number }>(
    `select a.id, a.task_id, p.name as plan_name, a.title, a.state_id, to_char(a.planned_end_date, 'YYYY-MM-DD') as planned_end_date,
            a.planned_end_date < $3::date as overdue,
            count(*) filter (where a.planned_end_date < $3::date) over ()::int as total_overdue
       from dev_plan_actions a join dev_plan_tasks t on t.id = a.task_id join dev_plans p on p.id = t.plan_id
      where t.client_id = $1 and t.owner_id = $2 and a.planned_end_date is not null and ${OPEN_ACTION_SQL}
      order by a.planned_end_date, a.id limit ${LISTED * 2}`,
    [u.clientId, u.userId, today], { prepare: true });
  return { actions: rows.map(({ total_overdue: _t, ...a }) => a), overdue_count: rows[0]?.total_overdue ?? 0 };
};

/**
 * Plans waiting for the user's approval or grade: the manager's approver list over the waiting states, in one
 * statement (the first five by task id, as the per-state lists merged and cut to five would give).
 */
const myApprovals = async (sql: Sql, u: SessionUser) => {
  const rows = await sql.query<{ id: number; plan_name: string; owner: { first_name: string; last_name: string }; state: string; state_id: number }>(
    APPROVER_TASKS_IN_STATES_SQL, [u.clientId, 0, u.userId, u.roleId === HR_ROLE, WAITING_STATES, null, LISTED], { prepare: true });
  return rows.map((r) => ({
    task_id: r.id, plan_name: r.plan_name, owner_name: personName(r.owner, u.language), state: r.state, state_id: r.state_id,
  }));
};

/** The client's newest files (shown in the library, not avatars) that the user may read. */
export const recentFiles = async (sql: Sql, u: SessionUser) => {
  const rows = await sql.query<FileRow>(
    `select ${FILE_COLS} from library_files f where f.client_id = $1 and f.library_type_id = 1
       and (f.show_in_files or f.general_file_type_id not in (${[...IMAGE_TYPES]})) order by f.created_at desc, f.id desc limit 50`,
    [u.clientId], { prepare: true });
  const rights = await rightsOfFiles(sql, await loadSubjects(sql, u), rows);
  return rows.filter((f) => (rights.get(f.id)?.level ?? 0) >= 1).slice(0, LISTED).map((f) => ({
    id: f.id, folder_id: f.folder_id, display_name: f.display_name, extension: f.extension, created_at: new Date(f.created_at).toISOString(),
  }));
};

/** The user's tracks, most pressing first (most overdue tasks, then the newest), with the sums of their counts. */
const myTracks = async (sql: Sql, u: SessionUser) => {
  const rows = await sql.query<MyWork["tracks"][number] & Omit<MyWork["task_counts"], "overdue" | "completed"> & { all_overdue: number; all_completed: number }>(
    `select ut.workflow_id, w.workflow_type_id, w.display_name, ut.state, ut.completed_count as completed, ut.overdue_count as overdue, ut.total_count as total,
            sum(ut.planned_count) over ()::int as planned, sum(ut.available_count) over ()::int as available,
            sum(ut.in_progress_count) over ()::int as in_progress, sum(ut.overdue_count) over ()::int as all_overdue,
            sum(ut.completed_count) over ()::int as all_completed
       from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = $1 and ut.user_id = $2 and ut.state <> 'removed'
      order by ut.overdue_count desc, ut.id desc limit ${LISTED}`,
    [u.clientId, u.userId], { prepare: true });
  const first = rows[0];
  return {
    tracks: rows.map((r) => ({ workflow_id: r.workflow_id, workflow_type_id: r.workflow_type_id, display_name: r.display_name, state: r.state, completed: r.completed, overdue: r.overdue, total: r.total })),
    task_counts: {
      planned: first?.planned ?? 0, available: first?.available ?? 0, in_progress: first?.in_progress ?? 0,
      overdue: first?.all_overdue ?? 0, completed: first?.all_completed ?? 0,
    },
  };
};

/** Track tasks the user does (their own or another's) past their end date, the longest overdue first. */
const myOverdueTasks = (sql: Sql, u: SessionUser, today: string) =>
  sql.query<MyWork["overdue_tasks"][number]>(
    `select t.id::int as id, t.element_id, t.track_id as workflow_id, w.workflow_type_id, we.title, t.end_date::text as end_date, ($3::date - t.end_date)::int as days_overdue,
            case when t.user_id = $2 then null else ${fullNameSql("p", u.language)} end as person_name
       from user_tasks t join workflow_elements we on we.id = t.element_id and we.client_id = t.client_id
       join workflows w on w.id = t.track_id and w.client_id = t.client_id
       join users p on p.id = t.user_id and p.client_id = t.client_id
      where t.client_id = $1 and t.doer_user_id = $2 and t.state = 'overdue'
      order by t.end_date, t.id limit ${LISTED}`,
    [u.clientId, u.userId, today], { prepare: true });

/** Courses appointed to the user, or enrolled in, still to finish (an inactive course is hidden): due first. */
const myCourses = (sql: Sql, u: SessionUser, today: string) =>
  sql.query<MyWork["courses"][number]>(
    `select k.id, k.title, a.state, a.is_required, a.due_date::text as due_date,
            (a.due_date is not null and a.due_date < $3::date and a.state in ('assigned', 'inProgress')) as overdue
       from course_appointments a join courses k on k.id = a.course_id and k.client_id = a.client_id
      where a.client_id = $1 and a.user_id = $2 and a.state in ('assigned', 'inProgress', 'notPassed') and k.state <> 'inactive'
      order by a.due_date nulls last, a.id limit ${LISTED}`,
    [u.clientId, u.userId, today], { prepare: true });

const NO_COUNTS: MyWork["task_counts"] = { planned: 0, available: 0, in_progress: 0, overdue: 0, completed: 0 };

/** The user's own work; `today` (YYYY-MM-DD) decides which actions are overdue. */
export const myWork = async (sql: Sql, u: SessionUser, today: string): Promise<MyWork> => {
  const plansOn = allows(u.permissions, "development_plans");
  // Tracks and courses are the learning section's (the employee's pages follow it, spec 000 §6).
  const learningOn = allows(u.permissions, "learning");
  const { actions, overdue_count } = plansOn ? await myActions(sql, u, today) : { actions: [], overdue_count: 0 };
  return {
    plans: plansOn ? await myPlans(sql, u) : [],
    actions,
    overdue_count,
    approvals: plansOn ? await myApprovals(sql, u) : [],
    files: allows(u.permissions, "library") ? await recentFiles(sql, u) : [],
    ...(learningOn ? await myTracks(sql, u) : { tracks: [], task_counts: NO_COUNTS }),
    overdue_tasks: learningOn ? await myOverdueTasks(sql, u, today) : [],
    courses: learningOn ? await myCourses(sql, u, today) : [],
  };
};
