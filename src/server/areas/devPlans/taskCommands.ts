import type { Actor } from "../../../../machines/devPlanRoleModel.js";
import { totals100 } from "../../../../machines/devPlanRoleModel.js";
import { devPlanTaskMachine, TASK_NOT_NOW } from "../../../../machines/devPlanTask.js";
import { DevPlanMessages } from "../../../../services/contract/devPlans.js";
import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import { runCommand } from "../../events/pipeline.js";
import { ANY_VERSION, appendIn } from "../../events/store.js";
import { conflict, forbidden, invalid, notFound } from "./errors.js";
import { actorFor, type Caller, type MachineEvent, requireView, restore, type TaskSnapshot } from "./model.js";
import { loadTask, type TaskRowDb } from "./taskQueries.js";

interface Ctx {
  readonly task: TaskRowDb;
  readonly actor: Actor;
  readonly snapshot: TaskSnapshot;
  readonly tx: Sql;
}

/**
 * The shape of every employee-plan command: load the snapshot (read model) and its version, compute the
 * caller's relations (403 without any), build the machine commands, then the pipeline: the machine decides
 * (a refusal names its rule: 403 for who, 409 for now), the facts are appended at the version read (a concurrent
 * writer makes it 409), all in the caller's transaction.
 */
const command = async (tx: Sql, caller: Caller, taskId: number, build: (ctx: Ctx) => Promise<MachineEvent[]> | MachineEvent[]) => {
  const task = await loadTask(tx, caller.clientId, taskId);
  const actor = await actorFor(tx, caller, task.owner_id);
  requireView(task.context.roleModel, task.owner_id, actor);
  const snapshot = restore(devPlanTaskMachine, task.state_value, task.context);
  await runCommand(tx, {
    clientId: caller.clientId,
    stream: { type: "devPlanTask", id: task.id },
    lifecycle: "devPlanTask",
    load: { snapshot, version: task.version },
    commands: () => build({ task, actor, snapshot, tx }),
    meta: { actor: caller.userId },
    notNow: TASK_NOT_NOW,
    expected: caller.expectedVersion,
  });
};

const has = (list: ReadonlyArray<{ id: number }>, id: number) => list.some((x) => x.id === id);
const need = (ok: boolean, what: string) => {
  if (!ok) throw notFound(what);
};

export type TransitionType =
  | "task.sendForApproval"
  | "task.sendForExecution"
  | "task.approve"
  | "task.rework"
  | "task.sendToClose"
  | "task.returnToWork"
  | "task.cancel";

/** The lifecycle buttons. Rework and return to work need a comment (400); the machine's rules decide the rest. */
export const transitionTask = (tx: Sql, caller: Caller, taskId: number, p: { type: TransitionType; comment?: string }, now: Date) =>
  command(tx, caller, taskId, ({ actor }) => {
    const comment = p.comment?.trim();
    if ((p.type === "task.rework" || p.type === "task.returnToWork") && !comment) throw invalid("payload.comment", "devPlans.comment.required");
    const extra =
      p.type === "task.sendForApproval" ? { at: now.toISOString() } : p.type === "task.cancel" ? (comment ? { reason: comment } : {}) : comment ? { comment } : {};
    return [{ type: p.type, actor, ...extra }];
  });

/** A grade: every goal scored once, weights totalling 100 (400 naming the field otherwise). */
export const gradeTask = (
  tx: Sql,
  caller: Caller,
  taskId: number,
  p: { kind: "middle" | "final"; scores: ReadonlyArray<{ goal_id: number; score: number; weight: number }>; comment?: string },
) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    const goals: Array<{ id: number }> = task.context.goals;
    const ids = new Set(p.scores.map((s) => s.goal_id));
    if (ids.size !== p.scores.length || ids.size !== goals.length || !goals.every((g) => ids.has(g.id))) {
      throw invalid("payload.scores", DevPlanMessages.unknownItem, "score every goal of the plan exactly once");
    }
    if (!totals100(p.scores)) throw invalid("payload.scores.weights", DevPlanMessages.weightsTotal, "the weights must total 100%");
    const scores = p.scores.map((s) => ({ goalId: s.goal_id, score: s.score, weight: s.weight }));
    const comment = p.comment?.trim();
    return [{ type: p.kind === "middle" ? "task.gradeMiddle" : "task.close", actor, scores, ...(comment ? { comment } : {}) }];
  });

type GoalIn = { title: string; description?: string; weight: number };
const goalData = (id: number, g: GoalIn) => ({ id, weight: g.weight, title: g.title, description: g.description ?? "" });

/** Replaces the goals: removes the missing ones, updates those with an id, adds the rest; weights total 100. */
export const setGoals = (tx: Sql, caller: Caller, taskId: number, goals: ReadonlyArray<GoalIn & { id?: number }>) =>
  command(tx, caller, taskId, async ({ actor, task }) => {
    if (!totals100(goals)) throw invalid("payload.goals.weights", DevPlanMessages.weightsTotal, "the weights must total 100%");
    const current: Array<{ id: number }> = task.context.goals;
    const kept = goals.filter((g) => g.id !== undefined);
    for (const g of kept) if (!has(current, g.id!)) throw invalid("payload.goals.id", DevPlanMessages.unknownItem, `goal ${g.id}`);
    if (new Set(kept.map((g) => g.id)).size !== kept.length) throw invalid("payload.goals.id", DevPlanMessages.unknownItem, "duplicate goal ids");
    const events: MachineEvent[] = current.filter((c) => !kept.some((g) => g.id === c.id)).map((c) => ({ type: "goal.remove", actor, goalId: c.id }));
    for (const g of kept) events.push({ type: "goal.update", actor, goal: goalData(g.id!, g) });
    for (const g of goals.filter((x) => x.id === undefined)) events.push({ type: "goal.add", actor, goal: goalData(await nextId(tx, "dev_plan_item_ids"), g) });
    return events;
  });

export const addGoal = (tx: Sql, caller: Caller, taskId: number, g: GoalIn) =>
  command(tx, caller, taskId, async ({ actor }) => [{ type: "goal.add", actor, goal: goalData(await nextId(tx, "dev_plan_item_ids"), g) }]);

export const updateGoal = (tx: Sql, caller: Caller, taskId: number, goalId: number, g: GoalIn) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    need(has(task.context.goals, goalId), `goal ${goalId}`);
    return [{ type: "goal.update", actor, goal: goalData(goalId, g) }];
  });

export const removeGoal = (tx: Sql, caller: Caller, taskId: number, goalId: number) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    need(has(task.context.goals, goalId), `goal ${goalId}`);
    return [{ type: "goal.remove", actor, goalId }];
  });

type ActionIn = { goal_id: number; title: string; description?: string; type_id: number; planned_end_date?: string | null };
const actionData = (id: number, a: ActionIn) => ({
  id, goalId: a.goal_id, type: a.type_id, title: a.title, description: a.description ?? "", plannedEndDate: a.planned_end_date ?? null,
});
const requireGoal = (task: TaskRowDb, goalId: number) => {
  if (!has(task.context.goals, goalId)) throw invalid("payload.goal_id", DevPlanMessages.unknownItem, `goal ${goalId}`);
};

export const addAction = (tx: Sql, caller: Caller, taskId: number, a: ActionIn) =>
  command(tx, caller, taskId, async ({ actor, task }) => {
    requireGoal(task, a.goal_id);
    return [{ type: "action.add", actor, action: actionData(await nextId(tx, "dev_plan_item_ids"), a) }];
  });

export const updateAction = (tx: Sql, caller: Caller, taskId: number, actionId: number, a: ActionIn) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    need(has(task.context.actions, actionId), `action ${actionId}`);
    requireGoal(task, a.goal_id);
    return [{ type: "action.update", actor, action: actionData(actionId, a) }];
  });

export const removeAction = (tx: Sql, caller: Caller, taskId: number, actionId: number) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    need(has(task.context.actions, actionId), `action ${actionId}`);
    return [{ type: "action.remove", actor, actionId }];
  });

/** An action's state change (in progress only, by those who act; the action lifecycle must have that move). */
export const changeActionState = (tx: Sql, caller: Caller, taskId: number, actionId: number, to: number) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    need(has(task.context.actions, actionId), `action ${actionId}`);
    return [{ type: "action.changeState", actor, actionId, to }];
  });

type CourseIn = { goal_id: number; title: string; course_id?: number | null };
/**
 * A course of a goal is named by its title: there is no course catalogue yet, so a `course_id` could only be a
 * dangling reference and is refused (400) until a courses area exists to check it against.
 */
const courseData = (id: number, k: CourseIn) => {
  if (k.course_id != null) throw invalid("payload.course_id", DevPlanMessages.unknownItem, "no course catalogue yet: name the course by its title");
  return { id, goalId: k.goal_id, courseId: null, title: k.title };
};

export const addCourse = (tx: Sql, caller: Caller, taskId: number, k: CourseIn) =>
  command(tx, caller, taskId, async ({ actor, task }) => {
    requireGoal(task, k.goal_id);
    return [{ type: "course.add", actor, course: courseData(await nextId(tx, "dev_plan_item_ids"), k) }];
  });

export const updateCourse = (tx: Sql, caller: Caller, taskId: number, courseId: number, k: CourseIn) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    need(has(task.context.courses, courseId), `course ${courseId}`);
    requireGoal(task, k.goal_id);
    return [{ type: "course.update", actor, course: courseData(courseId, k) }];
  });

export const removeCourse = (tx: Sql, caller: Caller, taskId: number, courseId: number) =>
  command(tx, caller, taskId, ({ actor, task }) => {
    need(has(task.context.courses, courseId), `course ${courseId}`);
    return [{ type: "course.remove", actor, courseId }];
  });

const commentRow = async (tx: Sql, taskId: number, commentId: number) =>
  (await tx.query<{ id: number; author_id: number | null }>("select id, author_id from dev_plan_comments where id = $1 and task_id = $2", [commentId, taskId]))[0];

/** A comment, or a reply when parent_id is set (the parent must be a comment of this plan). */
export const addComment = (tx: Sql, caller: Caller, taskId: number, c: { text: string; parent_id?: number }) =>
  command(tx, caller, taskId, async ({ actor }) => {
    if (c.parent_id !== undefined && !(await commentRow(tx, taskId, c.parent_id))) throw invalid("payload.parent_id", DevPlanMessages.unknownItem, `comment ${c.parent_id}`);
    const commentId = await nextId(tx, "dev_plan_comment_ids");
    return c.parent_id === undefined
      ? [{ type: "comment.add", actor, commentId, text: c.text }]
      : [{ type: "comment.reply", actor, commentId, parentId: c.parent_id, text: c.text }];
  });

/** Edits one's own comment (the machine: 403 for anyone else). */
export const editComment = (tx: Sql, caller: Caller, taskId: number, commentId: number, text: string) =>
  command(tx, caller, taskId, async ({ actor }) => {
    const row = await commentRow(tx, taskId, commentId);
    need(!!row, `comment ${commentId}`);
    return [{ type: "comment.edit", actor, commentId, authorId: row.author_id, text }];
  });

/** Removes a comment: its author or a plan administrator (the machine decides). */
export const removeComment = (tx: Sql, caller: Caller, taskId: number, commentId: number) =>
  command(tx, caller, taskId, async ({ actor }) => {
    const row = await commentRow(tx, taskId, commentId);
    need(!!row, `comment ${commentId}`);
    return [{ type: "comment.remove", actor, commentId, authorId: row.author_id }];
  });

/**
 * The owner's answers to the plan's preliminary survey, while the plan is being composed (draft or rework).
 * Not a lifecycle event: it goes to the task's `devPlanSurvey` stream.
 */
export const answerSurvey = async (tx: Sql, caller: Caller, taskId: number, answers: ReadonlyArray<{ question_id: number; value: string }>) => {
  const task = await loadTask(tx, caller.clientId, taskId);
  if (task.owner_id !== caller.userId) {
    const actor = await actorFor(tx, caller, task.owner_id);
    requireView(task.context.roleModel, task.owner_id, actor);
    throw forbidden("only the plan's owner answers its survey");
  }
  if (task.state_value !== "draft" && task.state_value !== "rework") throw conflict();
  const [plan] = await tx.query<{ survey_questions: Array<{ id: number }> }>("select survey_questions from dev_plans where id = $1", [task.plan_id]);
  const known = new Set(plan.survey_questions.map((q) => q.id));
  const unknown = answers.find((a) => !known.has(a.question_id));
  if (unknown) throw invalid("payload.answers.question_id", DevPlanMessages.unknownItem, `question ${unknown.question_id}`);
  if (answers.length === 0) return;
  await appendIn(tx, caller.clientId, { type: "devPlanSurvey", id: task.id }, ANY_VERSION, [{ type: "survey.answered", data: { answers } }], {
    actor: caller.userId,
  });
};
