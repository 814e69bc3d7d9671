import { devPlanMachine, launchBlockers, type SettingsStep } from "../../../../machines/devPlan.js";
import { availableCommands } from "../../../../machines/devPlanRoleModel.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { notFound } from "./errors.js";
import { adminActor, type Caller, restore } from "./model.js";

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/**
 * The columns of a plan row as the API shows them (dates as YYYY-MM-DD). Reads leave out the machine context
 * (it holds every member: large for big plans) and take the step flags from it instead.
 */
const PLAN_COLUMNS = `id, client_id, name, description, state_value, context->'settings' as steps, version, stage_id, status_id, appointment_type_id,
  to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, prohibited_user_ids,
  survey_questions, role_model, summary_confirmed, members_count, created_at, updated_at, launched_at, finished_at,
  (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'type', g.type, 'status_id', g.status_id) order by g.id), '[]'::json)
     from user_groups g where g.client_id = dev_plans.client_id
      and g.id in (select (jsonb_array_elements_text(dev_plans.group_ids))::int)) as groups`;

/** GET developmentPlans/{id}: one indexed read by primary key (the bench's raw SQL). */
export const PLAN_SQL = `select ${PLAN_COLUMNS} from dev_plans where id = $1 and client_id = $2`;
/** The same with the machine context, for commands. */
const PLAN_FOR_COMMAND_SQL = `select ${PLAN_COLUMNS}, context from dev_plans where id = $1 and client_id = $2`;

export interface PlanRow {
  id: number;
  client_id: number;
  name: string;
  description: string;
  state_value: string;
  /** only when loaded for a command */
  context?: any;
  steps: Record<SettingsStep, boolean>;
  version: number;
  stage_id: number;
  status_id: number;
  appointment_type_id: number | null;
  start_date: string | null;
  end_date: string | null;
  prohibited_user_ids: number[];
  survey_questions: any[];
  role_model: any;
  summary_confirmed: boolean;
  members_count: number;
  /** the groups the plan appoints through (names from user_groups) */
  groups: Array<{ id: number; name: string; type: string; status_id: number }>;
  created_at: unknown;
  updated_at: unknown;
  launched_at: unknown;
  finished_at: unknown;
}

/**
 * A plan of the caller's client, or 404 (another client's plan is indistinguishable from a missing one);
 * `withContext` for commands, which restore the machine snapshot.
 */
export const loadPlan = async (sql: Sql, clientId: number, planId: number, withContext = false): Promise<PlanRow> => {
  const [row] = await sql.query<PlanRow>(withContext ? PLAN_FOR_COMMAND_SQL : PLAN_SQL, [planId, clientId], { prepare: true });
  if (!row) throw notFound(`development plan ${planId}`);
  return row;
};

/**
 * The devPlan snapshot the read needs for its buttons: the guards look at the step flags, whether there are
 * members or groups, and (the members.add probe) whether user 1 is one; a placeholder member (id 0) stands for
 * them all. The groups are the real ids (the groups.add probe picks one above them).
 */
const lightSnapshot = (r: PlanRow) =>
  restore(devPlanMachine, r.state_value, {
    planId: r.id,
    settings: r.steps,
    members: r.members_count > 0 ? [{ userId: 0, appointment: 3 }] : [],
    groups: r.groups.map((g) => g.id),
  });

const rowOut = (r: PlanRow) => ({
  id: r.id,
  name: r.name,
  stage_id: r.stage_id,
  status_id: r.status_id,
  state: r.state_value,
  appointment_type_id: r.appointment_type_id,
  start_date: r.start_date,
  end_date: r.end_date,
  members_count: r.members_count,
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
});

// The buttons depend only on the state, the step flags, whether there are members and who asks: computed once
// per combination (resolving a snapshot and probing it costs about 100 µs, a third of the whole read).
const buttons = new Map<string, { commands: string[]; blockers: string[] }>();
const buttonsOf = (r: PlanRow, caller: Caller) => {
  const key = `${r.state_value}|${JSON.stringify(r.steps)}|${r.members_count > 0}|${r.groups.length > 0}|${caller.isPlanAdmin}`;
  let hit = buttons.get(key);
  if (!hit) {
    const snapshot = lightSnapshot(r);
    hit = {
      commands: availableCommands(devPlanMachine, snapshot, adminActor({ ...caller, userId: 1 })),
      blockers: r.state_value === "preparation" ? launchBlockers(snapshot.context) : [],
    };
    if (buttons.size > 1000) buttons.clear();
    buttons.set(key, hit);
  }
  return hit;
};

/** The whole plan as GET developmentPlans/{id} answers it. */
export const planOut = (r: PlanRow, caller: Caller) => {
  const { commands, blockers } = buttonsOf(r, caller);
  return {
    ...rowOut(r),
    description: r.description,
    groups: r.groups,
    prohibited_user_ids: r.prohibited_user_ids,
    survey_questions: r.survey_questions,
    role_model: r.role_model,
    summary_confirmed: r.summary_confirmed,
    steps: r.steps,
    launch_blockers: blockers,
    available_commands: commands,
    launched_at: iso(r.launched_at),
    finished_at: iso(r.finished_at),
    version: r.version,
  };
};

export const getPlan = async (sql: Sql, caller: Caller, planId: number) => planOut(await loadPlan(sql, caller.clientId, planId), caller);

/** Keyset by id (db/keyset.ts): the cursor is $2, 0 before the first page. */
const BY_ID = (id: string, limit: string) => keysetTail({ keys: [id] }, "$2", limit);

/** Campaigns of the client, keyset-paged by id; canceled ones are listed apart. */
export const listPlans = async (sql: Sql, clientId: number, q: { last_id?: number; limit?: number; canceled?: string }) => {
  const limit = q.limit ?? 50;
  const rows = await sql.query<PlanRow>(
    `select ${PLAN_COLUMNS} from dev_plans where client_id = $1 and (state_value = 'canceled') = $3${BY_ID("id", "$4")}`,
    [clientId, q.last_id ?? 0, q.canceled === "true", limit],
  );
  return keysetPage(rows.map(rowOut), limit);
};

const USER_REF = "json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email)";

/** Members with their employee plan (the newest, if re-added after a removal), keyset-paged by user id. */
export const listMembers = async (sql: Sql, clientId: number, planId: number, q: { last_id?: number; limit?: number }) => {
  await loadPlan(sql, clientId, planId);
  const limit = q.limit ?? 100;
  const rows = await sql.query(
    `select m.user_id as id, ${USER_REF} as user, m.appointment_type_id, g.name as group_name, t.id as task_id, t.state_id as task_state_id
       from dev_plan_members m join users u on u.id = m.user_id left join user_groups g on g.id = m.group_id
       left join lateral (select id, state_id from dev_plan_tasks where plan_id = m.plan_id and owner_id = m.user_id order by id desc limit 1) t on true
      where m.plan_id = $1${BY_ID("m.user_id", "$3")}`,
    [planId, q.last_id ?? 0, limit],
  );
  const { items, last_id } = keysetPage(rows as Array<{ id: number }>, limit);
  return { items: items.map(({ id: _id, ...m }: any) => m), last_id };
};

/** The row every task list returns (plan name and owner joined). */
export const TASK_ROW = `t.id, t.plan_id, p.name as plan_name, ${USER_REF} as owner, t.state_value as state, t.state_id, t.status_id,
  t.goals_count, t.submitted_at, t.updated_at,
  (select m.appointment_type_id from dev_plan_members m where m.plan_id = t.plan_id and m.user_id = t.owner_id) as appointment_type_id`;

export const taskRowOut = (r: any) => ({ ...r, submitted_at: iso(r.submitted_at), updated_at: iso(r.updated_at)! });

/** Employee plans of a campaign: the users tab (not canceled) or the canceled ones. */
export const planTasks = async (sql: Sql, clientId: number, planId: number, canceled: boolean, q: { last_id?: number; limit?: number }) => {
  await loadPlan(sql, clientId, planId);
  const limit = q.limit ?? 100;
  const rows = await sql.query(
    `select ${TASK_ROW} from dev_plan_tasks t join dev_plans p on p.id = t.plan_id join users u on u.id = t.owner_id
      where t.plan_id = $1 and (t.state_id = 9) = $3${BY_ID("t.id", "$4")}`,
    [planId, q.last_id ?? 0, canceled, limit],
  );
  return keysetPage(rows.map(taskRowOut), limit);
};

/** Employee plans counted by status and by state. */
export const progress = async (sql: Sql, clientId: number, planId: number) => {
  await loadPlan(sql, clientId, planId);
  const rows = await sql.query<{ state_id: number; status_id: number; n: number }>(
    "select state_id, status_id, count(*)::int as n from dev_plan_tasks where plan_id = $1 group by state_id, status_id",
    [planId],
  );
  const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + r.n, 0);
  const total = sum(() => true);
  const live = total - sum((r) => r.state_id === 9);
  return {
    total,
    by_status: [1, 2, 3, 4, 5, 6, 7].map((status_id) => ({ status_id, count: sum((r) => r.status_id === status_id) })),
    by_state: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((state_id) => ({ state_id, count: sum((r) => r.state_id === state_id) })),
    completed_percent: live === 0 ? 0 : Math.round((sum((r) => r.state_id === 8) / live) * 10000) / 100,
  };
};
