import { initialTransition } from "xstate";
import { devPlanMachine } from "../../../../machines/devPlan.js";
import { historyCode, historyEventType } from "../../../../machines/devPlanRoleModel.js";
import { devPlanTaskMachine } from "../../../../machines/devPlanTask.js";
import type { Sql } from "../../db/types.js";
import { commandOf, evolve } from "../../events/lifecycle.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { PLAN_FACTS, TASK_FACTS } from "./facts.js";
import { approverRelations, stateId, statusId, viewerRelations } from "./model.js";

// Event types are shared across areas (another lifecycle may also have `comment.added`): every handler here
// checks the stream type first. Facts are applied as recorded (`evolve`): no guard of today's machine is asked.

const at = (e: StoredEvent) => e.recordedAt.toISOString();
const j = (v: unknown) => JSON.stringify(v);

// ---- the administrator's plan ---------------------------------------------------------------------------

const planEvent = async (tx: Sql, e: StoredEvent) => {
  if (e.streamType !== "devPlan") return;
  const id = Number(e.streamId);
  const [row] = await tx.query<{ state_value: string; context: unknown }>("select state_value, context from dev_plans where id = $1", [id]);
  if (!row) return;
  const after = evolve("devPlan", row.state_value, row.context, e);
  await tx.query(
    `update dev_plans set state_value = $2, context = $3, version = $4, stage_id = $5, status_id = $6, updated_at = $7,
       members_count = $8, group_ids = $9 where id = $1`,
    [id, after.value, j(after.context), e.version, stateId(devPlanMachine, after.value), statusId(devPlanMachine, after.value), at(e),
      after.context.members.length, j(after.context.groups ?? [])],
  );
  const d = e.data;
  switch (e.type) {
    case "settings.validated": {
      const c = d.changes ?? {};
      if (c.description) await tx.query("update dev_plans set name = $2, description = $3 where id = $1", [id, c.description.name, c.description.description]);
      if (c.general) {
        await tx.query("update dev_plans set appointment_type_id = $2, start_date = $3, end_date = $4 where id = $1",
          [id, c.general.appointment_type_id, c.general.start_date, c.general.end_date]);
      }
      if (c.prohibition) await tx.query("update dev_plans set prohibited_user_ids = $2 where id = $1", [id, j(c.prohibition.user_ids)]);
      if (c.preliminarySurvey) await tx.query("update dev_plans set survey_questions = $2 where id = $1", [id, j(c.preliminarySurvey.questions)]);
      if (c.roleModel) await tx.query("update dev_plans set role_model = $2 where id = $1", [id, j(c.roleModel.role_model)]);
      if (c.summary) await tx.query("update dev_plans set summary_confirmed = $2 where id = $1", [id, c.summary.confirmed]);
      break;
    }
    case "members.added":
      await tx.query(
        `insert into dev_plan_members (plan_id, user_id, client_id, appointment_type_id, added_at, group_id)
         select $1, u, $2, $3, $4, $6 from unnest($5::int[]) as u on conflict do nothing`,
        [id, e.clientId, d.appointment, at(e), d.userIds, d.groupId ?? null],
      );
      break;
    case "members.removed":
      await tx.query("delete from dev_plan_members where plan_id = $1 and user_id = any($2::int[])", [id, d.userIds]);
      break;
    case "plan.launched":
      await tx.query("update dev_plans set launched_at = $2 where id = $1", [id, at(e)]);
      break;
    case "plan.completed":
    case "plan.canceled":
      await tx.query("update dev_plans set finished_at = $2 where id = $1", [id, at(e)]);
      break;
  }
};

export const devPlansProjection = defineProjection({
  name: "devPlans",
  tables: ["dev_plans", "dev_plan_members"],
  handles: {
    "devPlan.created": async (tx, e) => {
      if (e.streamType !== "devPlan") return;
      const d = e.data;
      const [snapshot] = initialTransition(devPlanMachine, d.input);
      const value = snapshot.value as string;
      await tx.query(
        `insert into dev_plans (id, client_id, name, description, state_value, context, version, stage_id, status_id, created_by,
           created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
        [d.input.planId, e.clientId, d.name, d.description ?? "", value, j(snapshot.context), e.version, stateId(devPlanMachine, value),
          statusId(devPlanMachine, value), typeof e.meta.actor === "number" ? e.meta.actor : null, at(e)],
      );
    },
    ...Object.fromEntries(PLAN_FACTS.map((t) => [t, planEvent])),
  },
});

// ---- employee plans --------------------------------------------------------------------------------------------

/** The read-model rows each event changes besides the task row. */
const items = async (tx: Sql, taskId: number, e: StoredEvent) => {
  const d = e.data;
  switch (e.type) {
    case "goal.added":
      await tx.query("insert into dev_plan_goals (id, task_id, title, description, weight, created_at) values ($1, $2, $3, $4, $5, $6)",
        [d.goal.id, taskId, d.goal.title ?? "", d.goal.description ?? "", d.goal.weight, at(e)]);
      break;
    case "goal.updated":
      await tx.query("update dev_plan_goals set title = $3, description = $4, weight = $5 where id = $1 and task_id = $2",
        [d.goal.id, taskId, d.goal.title ?? "", d.goal.description ?? "", d.goal.weight]);
      break;
    case "goal.removed":
      for (const table of ["dev_plan_actions", "dev_plan_courses"]) await tx.query(`delete from ${table} where task_id = $1 and goal_id = $2`, [taskId, d.goalId]);
      await tx.query("delete from dev_plan_goals where id = $1 and task_id = $2", [d.goalId, taskId]);
      break;
    case "action.added":
      await tx.query(
        `insert into dev_plan_actions (id, task_id, goal_id, title, description, type_id, state_id, planned_end_date, created_at)
         values ($1, $2, $3, $4, $5, $6, 1, $7, $8)`,
        [d.action.id, taskId, d.action.goalId, d.action.title ?? "", d.action.description ?? "", d.action.type, d.action.plannedEndDate ?? null, at(e)]);
      break;
    case "action.updated":
      await tx.query(
        "update dev_plan_actions set goal_id = $3, title = $4, description = $5, type_id = $6, planned_end_date = $7 where id = $1 and task_id = $2",
        [d.action.id, taskId, d.action.goalId, d.action.title ?? "", d.action.description ?? "", d.action.type, d.action.plannedEndDate ?? null]);
      break;
    case "action.removed":
      await tx.query("delete from dev_plan_actions where id = $1 and task_id = $2", [d.actionId, taskId]);
      break;
    case "action.stateChanged":
      await tx.query("update dev_plan_actions set state_id = $3 where id = $1 and task_id = $2", [d.actionId, taskId, d.to]);
      break;
    case "course.added":
      await tx.query("insert into dev_plan_courses (id, task_id, goal_id, course_id, title, created_at) values ($1, $2, $3, $4, $5, $6)",
        [d.course.id, taskId, d.course.goalId, d.course.courseId ?? null, d.course.title ?? "", at(e)]);
      break;
    case "course.updated":
      await tx.query("update dev_plan_courses set goal_id = $3, course_id = $4, title = $5 where id = $1 and task_id = $2",
        [d.course.id, taskId, d.course.goalId, d.course.courseId ?? null, d.course.title ?? ""]);
      break;
    case "course.removed":
      await tx.query("delete from dev_plan_courses where id = $1 and task_id = $2", [d.courseId, taskId]);
      break;
    case "comment.added":
    case "comment.replied":
      await tx.query(
        "insert into dev_plan_comments (id, task_id, parent_id, author_id, text, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)",
        [d.commentId, taskId, d.parentId ?? null, typeof d.actor?.id === "number" ? d.actor.id : null, d.text ?? "", at(e)]);
      break;
    case "comment.edited":
      await tx.query("update dev_plan_comments set text = $3, updated_at = $4 where id = $1 and task_id = $2", [d.commentId, taskId, d.text ?? "", at(e)]);
      break;
    case "comment.removed":
      await tx.query("delete from dev_plan_comments where task_id = $1 and (id = $2 or parent_id = $2)", [taskId, d.commentId]);
      break;
  }
};

const taskEvent = async (tx: Sql, e: StoredEvent) => {
  if (e.streamType !== "devPlanTask") return;
  const id = Number(e.streamId);
  const [row] = await tx.query<{ state_value: string; context: unknown }>("select state_value, context from dev_plan_tasks where id = $1", [id]);
  if (!row) return;
  const after = evolve("devPlanTask", row.state_value, row.context, e);
  const c = after.context;
  await tx.query(
    `update dev_plan_tasks set state_value = $2, state_id = $3, status_id = $4, context = $5, version = $6, goals_count = $7,
       submitted_at = $8, updated_at = $9 where id = $1`,
    [id, after.value, stateId(devPlanTaskMachine, after.value), statusId(devPlanTaskMachine, after.value), j(c), e.version, c.goals.length,
      c.submittedAt, at(e)],
  );
  await items(tx, id, e);
  const command = commandOf("devPlanTask", e.type) ?? e.type;
  const code = historyCode(command);
  if (code === null) return;
  const { actor: _actor, ...details } = e.data;
  await tx.query(
    `insert into dev_plan_history (position, task_id, code, event_type, type, actor_id, from_state_id, to_state_id, details, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [e.position, id, code, historyEventType(command), e.type, typeof e.meta.actor === "number" ? e.meta.actor : null,
      stateId(devPlanTaskMachine, row.state_value), stateId(devPlanTaskMachine, after.value), j(details), at(e)],
  );
};

export const devPlanTasksProjection = defineProjection({
  name: "devPlanTasks",
  tables: ["dev_plan_tasks", "dev_plan_goals", "dev_plan_actions", "dev_plan_courses", "dev_plan_comments", "dev_plan_history", "dev_plan_survey_answers"],
  handles: {
    "devPlanTask.created": async (tx, e) => {
      if (e.streamType !== "devPlanTask") return;
      const { input } = e.data;
      const [snapshot] = initialTransition(devPlanTaskMachine, input);
      const value = snapshot.value as string;
      await tx.query(
        `insert into dev_plan_tasks (id, client_id, plan_id, owner_id, state_value, state_id, status_id, context, version,
           approver_relations, viewer_relations, auto_approve_days, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
        [Number(e.streamId), e.clientId, input.planId, input.ownerId, value, stateId(devPlanTaskMachine, value), statusId(devPlanTaskMachine, value),
          j(snapshot.context), e.version, approverRelations(input.roleModel), viewerRelations(input.roleModel), input.roleModel.autoApproveDays ?? null, at(e)],
      );
    },
    ...Object.fromEntries(TASK_FACTS.map((t) => [t, taskEvent])),
    "survey.answered": async (tx, e) => {
      if (e.streamType !== "devPlanSurvey") return;
      for (const a of e.data.answers as Array<{ question_id: number; value: string }>) {
        await tx.query(
          `insert into dev_plan_survey_answers (task_id, question_id, value, answered_at) values ($1, $2, $3, $4)
           on conflict (task_id, question_id) do update set value = $3, answered_at = $4`,
          [Number(e.streamId), a.question_id, a.value, at(e)],
        );
      }
    },
  },
});
