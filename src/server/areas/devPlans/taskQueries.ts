import { type Score, weightedResult } from "../../../../machines/devPlanRoleModel.js";
import { availableActionStates, devPlanTaskMachine, TASK_NOT_NOW } from "../../../../machines/devPlanTask.js";
import { availableCommands, unavailableCommands } from "../../../../machines/devPlanRoleModel.js";
import { keysetTail, nextCursor } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { notFound } from "./errors.js";
import { actorFor, type Caller, HR_ROLE, requireView, restore } from "./model.js";
import { TASK_ROW, taskRowOut } from "./planQueries.js";

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export interface TaskRowDb {
  id: number;
  client_id: number;
  plan_id: number;
  owner_id: number;
  state_value: string;
  context: any;
  version: number;
}

/** An employee plan of the caller's client (its machine snapshot and version), or 404. */
export const loadTask = async (sql: Sql, clientId: number, taskId: number): Promise<TaskRowDb> => {
  const [row] = await sql.query<TaskRowDb>(
    "select id, client_id, plan_id, owner_id, state_value, context, version from dev_plan_tasks where id = $1 and client_id = $2",
    [taskId, clientId],
  );
  if (!row) throw notFound(`development plan task ${taskId}`);
  return row;
};

const USER_JSON = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name, 'email', ${alias}.email) end`;

/** One query: the task row, its plan, owner, items, comments, history and survey answers as JSON arrays. */
const TASK_SQL = `
  select ${TASK_ROW}, t.owner_id, t.context, t.version, p.description as plan_description, p.survey_questions,
    coalesce((select json_agg(json_build_object('id', g.id, 'title', g.title, 'description', g.description, 'weight', g.weight::float8) order by g.id)
      from dev_plan_goals g where g.task_id = t.id), '[]') as goals,
    coalesce((select json_agg(json_build_object('id', a.id, 'goal_id', a.goal_id, 'title', a.title, 'description', a.description, 'type_id', a.type_id,
      'state_id', a.state_id, 'planned_end_date', to_char(a.planned_end_date, 'YYYY-MM-DD')) order by a.id)
      from dev_plan_actions a where a.task_id = t.id), '[]') as actions,
    coalesce((select json_agg(json_build_object('id', k.id, 'goal_id', k.goal_id, 'course_id', k.course_id, 'title', k.title) order by k.id)
      from dev_plan_courses k where k.task_id = t.id), '[]') as courses,
    coalesce((select json_agg(json_build_object('id', c.id, 'parent_id', c.parent_id, 'author', ${USER_JSON("cu")}, 'text', c.text,
      'created_at', c.created_at, 'updated_at', c.updated_at) order by c.id)
      from dev_plan_comments c left join users cu on cu.id = c.author_id where c.task_id = t.id), '[]') as comments,
    coalesce((select json_agg(json_build_object('code', h.code, 'event_type', h.event_type, 'type', h.type, 'actor', ${USER_JSON("hu")}, 'at', h.at,
      'from_state_id', h.from_state_id, 'to_state_id', h.to_state_id, 'details', h.details) order by h.position)
      from dev_plan_history h left join users hu on hu.id = h.actor_id where h.task_id = t.id), '[]') as history,
    coalesce((select json_agg(json_build_object('question_id', s.question_id, 'value', s.value) order by s.question_id)
      from dev_plan_survey_answers s where s.task_id = t.id), '[]') as answers
  from dev_plan_tasks t join dev_plans p on p.id = t.plan_id join users u on u.id = t.owner_id
  where t.id = $1 and t.client_id = $2`;

const gradeOut = (scores: Score[] | null) =>
  scores ? { scores: scores.map((s) => ({ goal_id: s.goalId, score: s.score, weight: s.weight })), result: weightedResult(scores) } : null;

/** GET tasks/{id}: the plan as its page shows it, with the buttons the caller may press now. */
export const taskView = async (sql: Sql, caller: Caller, taskId: number) => {
  const [r] = await sql.query(TASK_SQL, [taskId, caller.clientId]);
  if (!r) throw notFound(`development plan task ${taskId}`);
  const actor = await actorFor(sql, caller, r.owner_id);
  requireView(r.context.roleModel, r.owner_id, actor);
  const snapshot = restore(devPlanTaskMachine, r.state, r.context);
  const stamp = (x: any) => ({ ...x, created_at: iso(x.created_at), updated_at: iso(x.updated_at) });
  return {
    ...taskRowOut({
      id: r.id, plan_id: r.plan_id, plan_name: r.plan_name, owner: r.owner, state: r.state, state_id: r.state_id, status_id: r.status_id,
      goals_count: r.goals_count, submitted_at: r.submitted_at, updated_at: r.updated_at, appointment_type_id: r.appointment_type_id,
    }),
    plan_description: r.plan_description,
    role_model: r.context.roleModel,
    goals: r.goals,
    actions: r.actions.map((a: any) => ({ ...a, available_states: availableActionStates(snapshot, a.id, actor) })),
    courses: r.courses,
    comments: r.comments.map(stamp),
    history: r.history.map((h: any) => ({ ...h, at: iso(h.at) })),
    survey: { questions: r.survey_questions, answers: r.answers },
    grades: { self: gradeOut(r.context.grades.self), intermediate: gradeOut(r.context.grades.intermediate), final: gradeOut(r.context.grades.final) },
    actor,
    machine_state: { value: r.state, context: r.context },
    available_commands: availableCommands(devPlanTaskMachine, snapshot, actor),
    unavailable_commands: unavailableCommands(devPlanTaskMachine, snapshot, actor, TASK_NOT_NOW),
    version: r.version,
  };
};

const page = (rows: any[], limit: number) => ({ items: rows.map(taskRowOut), last_id: nextCursor(rows, limit, (r) => r.id) });
/** Keyset by task id after $2 (0 before the first page), $7 rows. */
const BY_TASK_ID = keysetTail({ keys: ["t.id"] }, "$2", "$7");

/**
 * The manager's "tasks" tab: plans whose role model makes the caller an approver or grader through their
 * relation to the owner (line, functional manager, mentor, or HR for the whole client). Keyset by task id.
 */
const approverTasksSql = (stateFilter: string) => `
  select ${TASK_ROW} from dev_plan_tasks t join dev_plans p on p.id = t.plan_id join users u on u.id = t.owner_id
  where t.client_id = $1 and t.owner_id <> $3 and ${stateFilter} and ($6::int is null or t.plan_id = $6)
    and ((u.manager_id = $3 and 'lineManager' = any(t.approver_relations))
      or (u.functional_manager_id = $3 and 'functionalManager' = any(t.approver_relations))
      or (u.mentor_id = $3 and 'mentor' = any(t.approver_relations))
      or ($4 and 'hr' = any(t.approver_relations)))
  ${BY_TASK_ID}`;
export const APPROVER_TASKS_SQL = approverTasksSql("($5::int is null or t.state_id = $5)");
/** The same list over several states at once (`$5` an int array): the start page's waiting plans in one statement. */
export const APPROVER_TASKS_IN_STATES_SQL = approverTasksSql("t.state_id = any($5::int[])");

/** Lists employee plans: mine, those I approve or grade, or those of everyone I relate to (team). */
export const listTasks = async (
  sql: Sql,
  caller: Caller,
  q: { scope: "mine" | "approver" | "team"; plan_id?: number; state_id?: number; last_id?: number; limit?: number },
) => {
  const limit = q.limit ?? 30;
  const filters = [q.state_id ?? null, q.plan_id ?? null];
  if (q.scope === "approver") {
    return page(await sql.query(APPROVER_TASKS_SQL, [caller.clientId, q.last_id ?? 0, caller.userId, caller.roleId === HR_ROLE, ...filters, limit], { prepare: true }), limit);
  }
  const who =
    q.scope === "mine"
      ? "t.owner_id = $3 and $4::boolean is not null"
      : `t.owner_id <> $3 and ((u.manager_id = $3 and 'lineManager' = any(t.viewer_relations))
          or (u.functional_manager_id = $3 and 'functionalManager' = any(t.viewer_relations))
          or (u.mentor_id = $3 and 'mentor' = any(t.viewer_relations)) or ($4 and 'hr' = any(t.viewer_relations)))`;
  const rows = await sql.query(
    `select ${TASK_ROW} from dev_plan_tasks t join dev_plans p on p.id = t.plan_id join users u on u.id = t.owner_id
     where t.client_id = $1 and ${who} and ($5::int is null or t.state_id = $5) and ($6::int is null or t.plan_id = $6)
     ${BY_TASK_ID}`,
    [caller.clientId, q.last_id ?? 0, caller.userId, caller.roleId === HR_ROLE, ...filters, limit],
    // One of two fixed texts (mine, team).
    { prepare: true },
  );
  return page(rows, limit);
};

/** The manager's "users" tab: the people the caller is line manager, functional manager or mentor of. */
export const managerUsers = async (sql: Sql, caller: Caller, q: { last_id?: number; limit?: number }) => {
  const limit = q.limit ?? 30;
  const rows = await sql.query(
    `select u.id, json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email) as user,
       array_remove(array[case when u.manager_id = $3 then 'lineManager' end, case when u.functional_manager_id = $3 then 'functionalManager' end,
         case when u.mentor_id = $3 then 'mentor' end], null) as relations,
       (select count(*)::int from dev_plan_tasks t where t.owner_id = u.id) as plans_count,
       (select count(*)::int from dev_plan_tasks t where t.owner_id = u.id and t.state_id < 8) as open_plans_count
     from users u where u.client_id = $1 and (u.manager_id = $3 or u.functional_manager_id = $3 or u.mentor_id = $3)
     ${keysetTail({ keys: ["u.id"] }, "$2", "$4")}`,
    [caller.clientId, q.last_id ?? 0, caller.userId, limit],
  );
  return { items: rows.map(({ id: _id, ...r }) => r as any), last_id: nextCursor(rows, limit, (r) => r.id as number) };
};
