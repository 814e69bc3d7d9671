// The start page's own-work summary (GET /api/dashboard/myWork): what the signed-in user has to do now, read
// from the development-plan and library read tables. Every query is scoped by the session's client and user;
// a part whose section the user's role does not open comes back empty.
import type { MyWork } from "../../../../services/contract/dashboard.js";
import { personName } from "../../../../services/contract/personName.js";
import { allows } from "../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import { APPROVER_TASKS_SQL, HR_ROLE } from "../devPlans/index.js";
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
    [u.clientId, u.userId]);

const myActions = async (sql: Sql, u: SessionUser, today: string) => {
  const rows = await sql.query<MyWork["actions"][number] & { total_overdue: number }>(
    `select a.id, a.task_id, p.name as plan_name, a.title, a.state_id, to_char(a.planned_end_date, 'YYYY-MM-DD') as planned_end_date,
            a.planned_end_date < $3::date as overdue,
            count(*) filter (where a.planned_end_date < $3::date) over ()::int as total_overdue
       from dev_plan_actions a join dev_plan_tasks t on t.id = a.task_id join dev_plans p on p.id = t.plan_id
      where t.client_id = $1 and t.owner_id = $2 and a.planned_end_date is not null and ${OPEN_ACTION_SQL}
      order by a.planned_end_date, a.id limit ${LISTED * 2}`,
    [u.clientId, u.userId, today]);
  return { actions: rows.map(({ total_overdue: _t, ...a }) => a), overdue_count: rows[0]?.total_overdue ?? 0 };
};

/** Plans waiting for the user's approval or grade: the manager's approver list, one waiting state at a time. */
const myApprovals = async (sql: Sql, u: SessionUser) => {
  const found = [];
  for (const state of WAITING_STATES) {
    const rows = await sql.query<{ id: number; plan_name: string; owner: { first_name: string; last_name: string }; state: string; state_id: number }>(
      APPROVER_TASKS_SQL, [u.clientId, 0, u.userId, u.roleId === HR_ROLE, state, null, LISTED], { prepare: true });
    found.push(...rows.map((r) => ({
      task_id: r.id, plan_name: r.plan_name, owner_name: personName(r.owner, u.language), state: r.state, state_id: r.state_id,
    })));
  }
  return found.sort((a, b) => a.task_id - b.task_id).slice(0, LISTED);
};

/** The client's newest files (shown in the library, not avatars) that the user may read. */
export const recentFiles = async (sql: Sql, u: SessionUser) => {
  const rows = await sql.query<FileRow>(
    `select ${FILE_COLS} from library_files f where f.client_id = $1 and f.library_type_id = 1
       and (f.show_in_files or f.general_file_type_id not in (${[...IMAGE_TYPES]})) order by f.created_at desc, f.id desc limit 50`,
    [u.clientId]);
  const rights = await rightsOfFiles(sql, await loadSubjects(sql, u), rows);
  return rows.filter((f) => (rights.get(f.id)?.level ?? 0) >= 1).slice(0, LISTED).map((f) => ({
    id: f.id, folder_id: f.folder_id, display_name: f.display_name, extension: f.extension, created_at: new Date(f.created_at).toISOString(),
  }));
};

/** The user's own work; `today` (YYYY-MM-DD) decides which actions are overdue. */
export const myWork = async (sql: Sql, u: SessionUser, today: string): Promise<MyWork> => {
  const plansOn = allows(u.permissions, "development_plans");
  const { actions, overdue_count } = plansOn ? await myActions(sql, u, today) : { actions: [], overdue_count: 0 };
  return {
    plans: plansOn ? await myPlans(sql, u) : [],
    actions,
    overdue_count,
    approvals: plansOn ? await myApprovals(sql, u) : [],
    files: allows(u.permissions, "library") ? await recentFiles(sql, u) : [],
  };
};
