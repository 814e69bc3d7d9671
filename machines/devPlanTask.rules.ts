import { isActionType } from "./devPlanAction";
import type { ActionData, Capability, CourseData, DevPlanTaskContext, DevPlanTaskEvent, Goal, GoalData, PlanCourse } from "./devPlanRoleModel";
import { can, relativeTo, totals100, validScores } from "./devPlanRoleModel";
import { whenRule, whoRule } from "./rules";

// The guards' building blocks of the devPlanTask machine (devPlanTask.ts): helpers and the named rules, each a
// catalogue id a refusal names (403 for who, 409 for now). Kept apart so the machine file stays readable.

export type Args = { context: DevPlanTaskContext; event: DevPlanTaskEvent };
/** The event's payload, read as the given type (guards and actions are bound to one type each). */
export const narrow = <T extends DevPlanTaskEvent["type"]>(e: DevPlanTaskEvent, _type: T) => e as Extract<DevPlanTaskEvent, { type: T }>;
export const ev = (a: Args) => a.event as any;
export const goalOf = ({ id, weight }: GoalData): Goal => ({ id, weight });
export const actionOf = ({ id, goalId, type }: ActionData) => ({ id, goalId, type });
export const courseOf = ({ id, goalId }: CourseData): PlanCourse => ({ id, goalId });
export const who = (a: Args) => relativeTo(a.event.actor, a.context.ownerId);
export const may = (cap: Capability) => (a: Args) => can(a.context.roleModel, cap, who(a));
export const composes = may("compose");
export const isId = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;
export const hasText = (s: unknown) => typeof s === "string" && s.trim().length > 0;
export const validTime = (s: unknown) => typeof s === "string" && !Number.isNaN(Date.parse(s));
export const byId = <T extends { id: number }>(list: readonly T[], id: unknown) => list.find((x) => x.id === id);
export const goalOk = (g: GoalData | undefined) => !!g && isId(g.id) && Number.isFinite(g.weight) && g.weight > 0 && g.weight <= 100;
export const actionOk = (c: DevPlanTaskContext, a: ActionData | undefined) => !!a && isId(a.id) && !!byId(c.goals, a.goalId) && isActionType(a.type);
export const courseOk = (c: DevPlanTaskContext, k: CourseData | undefined) => !!k && isId(k.id) && !!byId(c.goals, k.goalId);
export const hasApprovers = (a: Args) => a.context.roleModel.approve.length > 0;
export const hasExtra = (a: Args) => a.context.roleModel.approveExtra.length > 0;
export const needsInterim = ({ roleModel: rm }: DevPlanTaskContext) => rm.grade.self || rm.grade.intermediate.length > 0;

export function autoApprovalDue({ context, event }: Args): boolean {
  const days = context.roleModel.autoApproveDays;
  const at = (event as { at?: string }).at;
  if (event.actor?.id !== "system" || !days || !hasApprovers({ context, event }) || !context.submittedAt || !validTime(at)) return false;
  return Date.parse(at as string) - Date.parse(context.submittedAt) >= days * 86_400_000;
}

/** Which interim grade the actor gives: the owner's self-assessment first, else an intermediate one. */
export function interimSlot(a: Args): "self" | "intermediate" | null {
  if (may("gradeSelf")(a)) return "self";
  return may("gradeIntermediate")(a) ? "intermediate" : null;
}
export function interimCompleteAfter(a: Args): boolean {
  const slot = interimSlot(a);
  const { grade } = a.context.roleModel;
  const g = { ...a.context.grades, ...(slot ? { [slot]: ev(a).scores } : {}) };
  return (!grade.self || g.self !== null) && (grade.intermediate.length === 0 || g.intermediate !== null);
}
export const isAuthor = (a: Args) => isId(ev(a).authorId) && ev(a).authorId === a.event.actor.id;

/** 409 for a command this state does not take, or whose data does not fit (the catalogue's generic "not now"). */
export const TASK_NOT_NOW = "devPlans.errors.notAllowedNow";
export const when = (check: (a: Args) => boolean) => whenRule<Args>(TASK_NOT_NOW, check);
/** The rules of the plan's guards, each named by the message the user gets when it refuses. */
export const R = {
  composes: whoRule<Args>("devPlans.refused.onlyComposers", composes),
  approves: whoRule<Args>("devPlans.refused.onlyApprovers", may("approve")),
  approvesExtra: whoRule<Args>("devPlans.refused.onlyExtraApprovers", may("approveExtra")),
  notFirstApprover: whoRule<Args>("devPlans.refused.notTheFirstApprover", (a) => a.event.actor.id !== a.context.firstApprover),
  system: whoRule<Args>("devPlans.refused.onlySystem", (a) => a.event.actor?.id === "system"),
  acts: whoRule<Args>("devPlans.refused.onlyActors", may("act")),
  gradesInterim: whoRule<Args>("devPlans.refused.onlyInterimGraders", (a) => interimSlot(a) !== null),
  gradesFinal: whoRule<Args>("devPlans.refused.onlyFinalGraders", may("gradeFinal")),
  returns: whoRule<Args>("devPlans.refused.onlyActorsOrGraders", (a) => may("act")(a) || may("gradeIntermediate")(a) || may("gradeFinal")(a)),
  cancels: whoRule<Args>("devPlans.refused.onlyCancelers", may("cancel")),
  comments: whoRule<Args>("devPlans.refused.onlyCommenters", may("comment")),
  author: whoRule<Args>("devPlans.refused.onlyAuthor", isAuthor),
  authorOrAdmin: whoRule<Args>("devPlans.refused.onlyAuthorOrAdmin", (a) => isAuthor(a) || a.event.actor.isPlanAdmin),
  weights: whenRule<Args>("devPlans.errors.weightsTotal", (a) => totals100(a.context.goals)),
  comment: whenRule<Args>("devPlans.comment.required", (a) => hasText(ev(a).comment)),
  scores: whenRule<Args>("devPlans.errors.scoresInvalid", (a) => validScores(a.context.goals, ev(a).scores)),
};

