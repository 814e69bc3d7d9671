import type { ActionStateId, ActionTypeId } from "./devPlanAction";

/**
 * Development plan role model (spec 000 §6): per plan, which people around the plan's owner may
 * view and comment, compose, approve (optionally auto-approved after N days), approve a second
 * time, act after approval, grade (self, intermediate, final) and cancel; plus plan
 * administrators. Shared by the three development plan machines.
 *
 * Rules that hold whatever a role model says:
 * - the owner never approves, grades for others or closes their own plan, even when a role model
 *   lists "self" there (roleModelErrors flags that) or the owner is a plan administrator;
 * - a plan administrator may always view, comment and cancel, and is the approver (both steps)
 *   and final grader of last resort (the line manager may have left); an administrator never
 *   composes, acts or gives an intermediate grade through that role alone;
 * - the system actor (jobs) may only cancel (cascades from the admin plan); auto-approval is a
 *   separate rule of the task machine.
 */

/** The actor's relation to the plan's owner. */
export type Relation = "self" | "lineManager" | "functionalManager" | "mentor" | "hr";
export const RELATIONS: readonly Relation[] = ["self", "lineManager", "functionalManager", "mentor", "hr"];

/** Who sends an event: filled by the server from the session and the plan's owner. */
export interface Actor {
  id: number | "system";
  relations: Relation[];
  isPlanAdmin: boolean;
}
export interface ActorEvent {
  actor: Actor;
}
/** The actor of jobs (`src/server/jobs`). */
export const systemActor: Actor = { id: "system", relations: [], isPlanAdmin: false };

export interface RoleModel {
  /** view and comment only */
  comment: Relation[];
  /** edit goals, actions and courses; send for approval (or for execution without approvers) */
  compose: Relation[];
  /** first approval step; empty = no approval, composers start execution themselves */
  approve: Relation[];
  /** days after sending for approval when a job approves on the approvers' behalf; null = never */
  autoApproveDays: number | null;
  /** optional second approval step (task state 5) */
  approveExtra: Relation[];
  /** after approval: change action states, send to close */
  act: Relation[];
  grade: { self: boolean; intermediate: Relation[]; final: Relation[] };
  cancel: Relation[];
}

/** Sample actors of the machines' test models and `npm run paths` (the owner is 101). */
export const sampleActors: Record<"self" | "lineManager" | "functionalManager" | "mentor" | "hr" | "admin" | "system", Actor> = {
  self: { id: 101, relations: ["self"], isPlanAdmin: false },
  lineManager: { id: 102, relations: ["lineManager"], isPlanAdmin: false },
  functionalManager: { id: 103, relations: ["functionalManager"], isPlanAdmin: false },
  mentor: { id: 104, relations: ["mentor"], isPlanAdmin: false },
  hr: { id: 105, relations: ["hr"], isPlanAdmin: false },
  admin: { id: 106, relations: [], isPlanAdmin: true },
  system: systemActor,
};

export type Capability =
  | "view"
  | "comment"
  | "compose"
  | "approve"
  | "approveExtra"
  | "act"
  | "gradeSelf"
  | "gradeIntermediate"
  | "gradeFinal"
  | "cancel";

/** A plan where the employee and the line manager write it, the line manager approves and closes. */
export const defaultRoleModel: RoleModel = {
  comment: ["functionalManager", "mentor", "hr"],
  compose: ["self", "lineManager"],
  approve: ["lineManager"],
  autoApproveDays: null,
  approveExtra: [],
  act: ["self", "lineManager", "mentor"],
  grade: { self: true, intermediate: [], final: ["lineManager"] },
  cancel: ["lineManager", "hr"],
};

const ADMIN_CAPABILITIES: ReadonlySet<Capability> = new Set(["view", "comment", "approve", "approveExtra", "gradeFinal", "cancel"]);
const NEVER_BY_OWNER: ReadonlySet<Capability> = new Set(["approve", "approveExtra", "gradeIntermediate", "gradeFinal"]);

/** Everyone the role model names anywhere: they all see the plan and may comment. */
function everyone(rm: RoleModel): Relation[] {
  return [...rm.comment, ...rm.compose, ...rm.approve, ...rm.approveExtra, ...rm.act, ...rm.grade.intermediate, ...rm.grade.final, ...rm.cancel];
}

/** True when the value has the shape of an actor (events replayed from old data are checked too). */
export function isActor(a: unknown): a is Actor {
  const x = a as Actor | null | undefined;
  return !!x && (typeof x.id === "number" || x.id === "system") && Array.isArray(x.relations) && typeof x.isPlanAdmin === "boolean";
}

/** Whether the actor holds the capability on a plan with this role model. */
export function can(rm: RoleModel, capability: Capability, actor: Actor | null | undefined): boolean {
  if (!isActor(actor)) return false;
  if (actor.id === "system") return capability === "cancel";
  const self = actor.relations.includes("self");
  if (self && NEVER_BY_OWNER.has(capability)) return false;
  if (actor.isPlanAdmin && ADMIN_CAPABILITIES.has(capability)) return true;
  const any = (list: readonly Relation[]) => actor.relations.some((r) => list.includes(r));
  switch (capability) {
    case "view":
    case "comment":
      return self || any(everyone(rm));
    case "gradeSelf":
      return self && rm.grade.self;
    case "gradeIntermediate":
      return any(rm.grade.intermediate);
    case "gradeFinal":
      return any(rm.grade.final);
    default:
      return any(rm[capability]);
  }
}

/** The actor as seen by a plan of `ownerId`: the owner is "self" whatever the server computed. */
export function relativeTo(actor: Actor | null | undefined, ownerId: number): Actor | null {
  if (!isActor(actor)) return null;
  if (actor.id !== ownerId || actor.relations.includes("self")) return actor;
  return { ...actor, relations: [...actor.relations, "self"] };
}

/** Problems of a role model, as stable codes (the settings step "role model" is valid when empty). */
export function roleModelErrors(value: unknown): string[] {
  const rm = value as RoleModel | null | undefined;
  const isList = (l: unknown): l is Relation[] => Array.isArray(l) && l.every((r) => RELATIONS.includes(r));
  if (!rm || typeof rm !== "object" || !rm.grade || typeof rm.grade !== "object") return ["shape"];
  const lists = {
    comment: rm.comment,
    compose: rm.compose,
    approve: rm.approve,
    approveExtra: rm.approveExtra,
    act: rm.act,
    cancel: rm.cancel,
    "grade.intermediate": rm.grade.intermediate,
    "grade.final": rm.grade.final,
  };
  const errors = Object.entries(lists)
    .filter(([, l]) => !isList(l))
    .map(([k]) => `${k}.invalid`);
  if (typeof rm.grade.self !== "boolean") errors.push("grade.self.invalid");
  if (errors.length) return errors; // the rules below need well-formed lists
  if (rm.compose.length === 0) errors.push("compose.empty");
  if (rm.act.length === 0) errors.push("act.empty");
  if (rm.grade.final.length === 0) errors.push("grade.final.empty");
  for (const k of ["approve", "approveExtra", "grade.intermediate", "grade.final"] as const)
    if (lists[k].includes("self")) errors.push(`${k}.self`);
  if (rm.approveExtra.length > 0 && rm.approve.length === 0) errors.push("approveExtra.withoutApprove");
  if (rm.autoApproveDays !== null) {
    if (!Number.isInteger(rm.autoApproveDays) || rm.autoApproveDays < 1) errors.push("autoApproveDays.invalid");
    else if (rm.approve.length === 0) errors.push("autoApproveDays.withoutApprove");
  }
  return errors;
}

/** Weights (of goals or of a grade's scores) that total exactly 100 (to the hundredth). */
export function totals100(items: ReadonlyArray<{ weight: number }>): boolean {
  if (items.length === 0 || !items.every((i) => Number.isFinite(i.weight) && i.weight >= 0)) return false;
  return Math.round(items.reduce((sum, i) => sum + i.weight, 0) * 100) === 10_000;
}

/** One goal's score in a grade: achievement in percent (0–100) and the goal's weight in the grade. */
export interface Score {
  goalId: number;
  score: number;
  weight: number;
}

/** A grade scores every goal exactly once, each score within 0–100, and its weights total 100. */
export function validScores(goals: ReadonlyArray<{ id: number }>, scores: unknown): scores is Score[] {
  if (!Array.isArray(scores) || scores.length !== goals.length) return false;
  const ids = new Set(scores.map((s: Score) => s?.goalId));
  if (ids.size !== goals.length || !goals.every((g) => ids.has(g.id))) return false;
  return scores.every((s: Score) => Number.isFinite(s.score) && s.score >= 0 && s.score <= 100) && totals100(scores);
}

/** The overall result of a grade, 0–100: the scores weighted by their weights. */
export function weightedResult(scores: readonly Score[]): number {
  return Math.round(scores.reduce((sum, s) => sum + (s.score * s.weight) / 100, 0) * 100) / 100;
}

// Employee plan (devPlanTask) data: the context keeps only what its guards need (ids, weights,
// states); titles and texts travel in the events to the read model.

export interface Goal {
  id: number;
  weight: number;
}
export interface PlanAction {
  id: number;
  goalId: number;
  type: ActionTypeId;
  state: ActionStateId;
}
export interface PlanCourse {
  id: number;
  goalId: number;
}

export interface DevPlanTaskInput {
  /** the administrator's plan (devPlan stream) this task belongs to */
  planId: number;
  /** the employee whose plan it is */
  ownerId: number;
  roleModel: RoleModel;
}
export interface DevPlanTaskContext extends DevPlanTaskInput {
  goals: Goal[];
  actions: PlanAction[];
  courses: PlanCourse[];
  /** when the plan was last sent for approval (ISO), the start of the auto-approval delay */
  submittedAt: string | null;
  /** who gave the first approval while the extra approval is pending ("system" when auto-approved) */
  firstApprover: number | "system" | null;
  grades: { self: Score[] | null; intermediate: Score[] | null; final: Score[] | null };
}

type WithComment = { comment?: string };
type Ev<T extends string, P = {}> = T extends string ? { type: T; actor: Actor } & P : never;
export type GoalData = { id: number; weight: number; title?: string; description?: string };
export type ActionData = { id: number; goalId: number; type: ActionTypeId; title?: string; description?: string; plannedEndDate?: string };
export type CourseData = { id: number; goalId: number; courseId?: number };
export type DevPlanTaskEvent =
  | Ev<"task.sendForApproval", { at?: string }>
  | Ev<"task.sendForExecution">
  | Ev<"task.approve", WithComment>
  | Ev<"task.autoApprove", { at: string }>
  | Ev<"task.rework", { comment: string }>
  | Ev<"task.sendToClose", WithComment>
  | Ev<"task.gradeMiddle", { scores: Score[] } & WithComment>
  | Ev<"task.close", { scores: Score[] } & WithComment>
  | Ev<"task.returnToWork", { comment: string }>
  | Ev<"task.cancel", { reason?: string }>
  | Ev<"goal.add" | "goal.update", { goal: GoalData }>
  | Ev<"goal.remove", { goalId: number }>
  | Ev<"action.add" | "action.update", { action: ActionData }>
  | Ev<"action.remove", { actionId: number }>
  | Ev<"course.add" | "course.update", { course: CourseData }>
  | Ev<"course.remove", { courseId: number }>
  | Ev<"action.changeState", { actionId: number; to: ActionStateId }>
  | Ev<"comment.add", { commentId: number; text?: string }>
  /** authorId: the comment's author, filled by the server from the read model */
  | Ev<"comment.edit" | "comment.remove", { commentId: number; authorId: number; text?: string }>
  | Ev<"comment.reply", { commentId: number; parentId: number; text?: string }>;

/** History codes of an employee plan (spec 000 §4). */
export const HISTORY_CODES = {
  "goal.add": 1,
  "goal.update": 2,
  "goal.remove": 3,
  "action.add": 101,
  "action.update": 102,
  "action.remove": 103,
  "course.add": 104,
  "course.update": 105,
  "course.remove": 106,
  "action.changeState": 107,
  "comment.add": 201,
  "comment.edit": 202,
  "comment.remove": 203,
  "comment.reply": 204,
} as const;
/** The code of the plan's state change; every `task.*` event is one. */
export const PLAN_STATE_CHANGE = 301;

/**
 * The history code under which an accepted event of an employee plan is logged, or null for
 * events that are not part of the plan's history.
 */
export function historyCode(eventType: string): number | null {
  if (Object.hasOwn(HISTORY_CODES, eventType)) return HISTORY_CODES[eventType as keyof typeof HISTORY_CODES];
  return eventType.startsWith("task.") ? PLAN_STATE_CHANGE : null;
}

/** Event types of the plan's history feed and notifications (spec 000 §4). */
export type HistoryEventType = "COMMENT" | "CREATE" | "APPROVE" | "ADD" | "ALTER" | "MIDDLE_GRADE" | "CLOSE";

/** The history event type of an accepted event: submission creates, grades and closing have their own. */
export function historyEventType(eventType: string): HistoryEventType | null {
  if (eventType.startsWith("comment.")) return "COMMENT";
  if (eventType === "task.sendForApproval" || eventType === "task.sendForExecution") return "CREATE";
  if (eventType === "task.approve" || eventType === "task.autoApprove") return "APPROVE";
  if (eventType === "task.gradeMiddle") return "MIDDLE_GRADE";
  if (eventType === "task.close") return "CLOSE";
  if (eventType.endsWith(".add")) return "ADD";
  return historyCode(eventType) === null ? null : "ALTER";
}

// The buttons mechanism is shared by every lifecycle (commands.ts); re-exported where devPlans code looks for it.
export { availableCommands, type CommandProbe, defineCommands, type UnavailableCommand, unavailableCommands } from "./commands";
