import { assign, type SnapshotFrom, setup } from "xstate";
import { ACTION_STATES, type ActionStateId, actionEventBetween, isActionType } from "./devPlanAction";
import type { ActionData, Actor, Capability, CourseData, DevPlanTaskContext, DevPlanTaskEvent, DevPlanTaskInput, Goal, GoalData, PlanCourse } from "./devPlanRoleModel";
import { can, defineCommands, relativeTo, totals100, validScores } from "./devPlanRoleModel";

/**
 * One employee's development plan (spec 000 §4, "development plan task"), states 1–9. Who may do
 * what comes from the plan's role model (devPlanRoleModel.ts), copied into the task at launch.
 *
 * | from                     | event                         | who (guard)                                   | to |
 * | draft, rework            | goal/action/course.add/update/remove | compose; valid ids, weight 0<w≤100, goal exists | stays |
 * | draft, rework            | task.sendForApproval          | compose; goal weights total 100; approvers set | approval |
 * | draft                    | task.sendForExecution         | compose; weights 100; no approvers             | inProgress |
 * | approval                 | task.approve                  | approve (never the owner) or plan admin        | approvalExtra if set, else inProgress |
 * | approval                 | task.autoApprove              | system; autoApproveDays set and elapsed since sending | as approve |
 * | approval                 | task.rework                   | approve or admin; a comment                    | rework |
 * | approvalExtra            | task.approve                  | approveExtra or admin; not the first approver  | inProgress |
 * | approvalExtra            | task.rework                   | approveExtra or admin; a comment               | rework |
 * | inProgress               | action.changeState            | act; the action lifecycle has that move        | stays |
 * | inProgress               | task.sendToClose              | act                                            | middleGrade if self or intermediate grades are set, else finalGrade |
 * | middleGrade              | task.gradeMiddle              | the owner (grade.self) or an intermediate grader; valid scores | finalGrade once every interim grade is in, else stays |
 * | middleGrade              | task.returnToWork             | act, intermediate or final grader; a comment   | inProgress (grades cleared) |
 * | finalGrade               | task.close                    | final grader or admin (never the owner); valid scores | completed |
 * | finalGrade               | task.returnToWork             | final grader or admin; a comment               | inProgress (grades cleared) |
 * | every non-terminal state | task.cancel                   | cancel, plan admin or system (cascade)         | canceled |
 * | every non-terminal state | comment.add/reply             | anyone the role model names, the owner, admin  | stays |
 * | every non-terminal state | comment.edit / comment.remove | the author / the author or a plan admin (authorId in the event) | stays |
 * Completed and canceled are final and accept nothing. Content is frozen after sending: an
 * approver who wants changes sends the plan to rework. A grade scores every goal once (0–100)
 * with weights totalling 100. The role model is the campaign's at launch and never changes (a
 * plan is judged by the rules it started under). Comments live in the read model: the server
 * checks that the ids exist and puts the author of the comment edited or removed in the event.
 * Time is data: the server stamps `at` on sending and on the auto-approval job's event, so a
 * replay decides the same.
 */

export type { ActionData, CourseData, DevPlanTaskContext, DevPlanTaskEvent, DevPlanTaskInput, Goal, GoalData, PlanAction, PlanCourse } from "./devPlanRoleModel";

type Args = { context: DevPlanTaskContext; event: DevPlanTaskEvent };
/** The event's payload, read as the given type (guards and actions are bound to one type each). */
const narrow = <T extends DevPlanTaskEvent["type"]>(e: DevPlanTaskEvent, _type: T) => e as Extract<DevPlanTaskEvent, { type: T }>;
const ev = (a: Args) => a.event as any;
const goalOf = ({ id, weight }: GoalData): Goal => ({ id, weight });
const actionOf = ({ id, goalId, type }: ActionData) => ({ id, goalId, type });
const courseOf = ({ id, goalId }: CourseData): PlanCourse => ({ id, goalId });
const who = (a: Args) => relativeTo(a.event.actor, a.context.ownerId);
const may = (cap: Capability) => (a: Args) => can(a.context.roleModel, cap, who(a));
const composes = may("compose");
const isId = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;
const hasText = (s: unknown) => typeof s === "string" && s.trim().length > 0;
const validTime = (s: unknown) => typeof s === "string" && !Number.isNaN(Date.parse(s));
const byId = <T extends { id: number }>(list: readonly T[], id: unknown) => list.find((x) => x.id === id);
const goalOk = (g: GoalData | undefined) => !!g && isId(g.id) && Number.isFinite(g.weight) && g.weight > 0 && g.weight <= 100;
const actionOk = (c: DevPlanTaskContext, a: ActionData | undefined) => !!a && isId(a.id) && !!byId(c.goals, a.goalId) && isActionType(a.type);
const courseOk = (c: DevPlanTaskContext, k: CourseData | undefined) => !!k && isId(k.id) && !!byId(c.goals, k.goalId);
const readyToSend = (a: Args) => composes(a) && totals100(a.context.goals);
const hasApprovers = (a: Args) => a.context.roleModel.approve.length > 0;
const hasExtra = (a: Args) => a.context.roleModel.approveExtra.length > 0;
const needsInterim = ({ roleModel: rm }: DevPlanTaskContext) => rm.grade.self || rm.grade.intermediate.length > 0;

function autoApprovalDue({ context, event }: Args): boolean {
  const days = context.roleModel.autoApproveDays;
  const at = (event as { at?: string }).at;
  if (event.actor?.id !== "system" || !days || !hasApprovers({ context, event }) || !context.submittedAt || !validTime(at)) return false;
  return Date.parse(at as string) - Date.parse(context.submittedAt) >= days * 86_400_000;
}

/** Which interim grade the actor gives: the owner's self-assessment first, else an intermediate one. */
function interimSlot(a: Args): "self" | "intermediate" | null {
  if (may("gradeSelf")(a)) return "self";
  return may("gradeIntermediate")(a) ? "intermediate" : null;
}
const canGradeInterim = (a: Args) => interimSlot(a) !== null && validScores(a.context.goals, ev(a).scores);
function interimCompleteAfter(a: Args): boolean {
  const slot = interimSlot(a);
  const { grade } = a.context.roleModel;
  const g = { ...a.context.grades, ...(slot ? { [slot]: ev(a).scores } : {}) };
  return (!grade.self || g.self !== null) && (grade.intermediate.length === 0 || g.intermediate !== null);
}
const commenter = (a: Args) => may("comment")(a) && isId(ev(a).commentId);
const isAuthor = (a: Args) => isId(ev(a).authorId) && ev(a).authorId === a.event.actor.id;

const editing = () => ({
  "goal.add": { guard: "canAddGoal", actions: "addGoal" },
  "goal.update": { guard: "canUpdateGoal", actions: "updateGoal" },
  "goal.remove": { guard: "canRemoveGoal", actions: "removeGoal" },
  "action.add": { guard: "canAddAction", actions: "addAction" },
  "action.update": { guard: "canUpdateAction", actions: "updateAction" },
  "action.remove": { guard: "canRemoveAction", actions: "removeAction" },
  "course.add": { guard: "canAddCourse", actions: "addCourse" },
  "course.update": { guard: "canUpdateCourse", actions: "updateCourse" },
  "course.remove": { guard: "canRemoveCourse", actions: "removeCourse" },
  "task.sendForApproval": { guard: "canSendForApproval", target: "approval", actions: "recordSubmission" },
} as const);
const open = () => ({
  "task.cancel": { guard: "canCancel", target: "canceled" },
  "comment.add": { guard: "canComment", actions: "acceptComment" },
  "comment.reply": { guard: "canReply", actions: "acceptComment" },
  "comment.edit": { guard: "canEditComment", actions: "acceptComment" },
  "comment.remove": { guard: "canRemoveComment", actions: "acceptComment" },
} as const);

export const devPlanTaskMachine = setup({
  types: { context: {} as DevPlanTaskContext, events: {} as DevPlanTaskEvent, input: {} as DevPlanTaskInput },
  guards: {
    canAddGoal: (a) => composes(a) && goalOk(ev(a).goal) && !byId(a.context.goals, ev(a).goal.id),
    canUpdateGoal: (a) => composes(a) && goalOk(ev(a).goal) && !!byId(a.context.goals, ev(a).goal.id),
    canRemoveGoal: (a) => composes(a) && !!byId(a.context.goals, ev(a).goalId),
    canAddAction: (a) => composes(a) && actionOk(a.context, ev(a).action) && !byId(a.context.actions, ev(a).action.id),
    canUpdateAction: (a) => composes(a) && actionOk(a.context, ev(a).action) && !!byId(a.context.actions, ev(a).action.id),
    canRemoveAction: (a) => composes(a) && !!byId(a.context.actions, ev(a).actionId),
    canAddCourse: (a) => composes(a) && courseOk(a.context, ev(a).course) && !byId(a.context.courses, ev(a).course.id),
    canUpdateCourse: (a) => composes(a) && courseOk(a.context, ev(a).course) && !!byId(a.context.courses, ev(a).course.id),
    canRemoveCourse: (a) => composes(a) && !!byId(a.context.courses, ev(a).courseId),
    canSendForApproval: (a) => readyToSend(a) && hasApprovers(a) && (ev(a).at === undefined || validTime(ev(a).at)),
    canSendForExecution: (a) => readyToSend(a) && !hasApprovers(a),
    canApproveToExtra: (a) => may("approve")(a) && hasExtra(a),
    canApproveToWork: (a) => may("approve")(a) && !hasExtra(a),
    canAutoApproveToExtra: (a) => autoApprovalDue(a) && hasExtra(a),
    canAutoApproveToWork: (a) => autoApprovalDue(a) && !hasExtra(a),
    canRework: (a) => may("approve")(a) && hasText(ev(a).comment),
    canApproveExtra: (a) => may("approveExtra")(a) && a.event.actor.id !== a.context.firstApprover,
    canReworkExtra: (a) => may("approveExtra")(a) && hasText(ev(a).comment),
    canChangeActionState: (a) => {
      const action = byId(a.context.actions, ev(a).actionId);
      return may("act")(a) && !!action && actionEventBetween(action.state, ev(a).to) !== null;
    },
    canSendToInterim: (a) => may("act")(a) && needsInterim(a.context),
    canSendToFinal: (a) => may("act")(a) && !needsInterim(a.context),
    canFinishInterim: (a) => canGradeInterim(a) && interimCompleteAfter(a),
    canGradeInterim,
    canReturnFromInterim: (a) => (may("act")(a) || may("gradeIntermediate")(a) || may("gradeFinal")(a)) && hasText(ev(a).comment),
    canClose: (a) => may("gradeFinal")(a) && validScores(a.context.goals, ev(a).scores),
    canReturnFromFinal: (a) => may("gradeFinal")(a) && hasText(ev(a).comment),
    canCancel: may("cancel"),
    canComment: commenter,
    canReply: (a) => commenter(a) && isId(ev(a).parentId) && ev(a).parentId !== ev(a).commentId,
    canEditComment: (a) => commenter(a) && isAuthor(a),
    canRemoveComment: (a) => commenter(a) && (isAuthor(a) || a.event.actor.isPlanAdmin),
  },
  actions: {
    addGoal: assign({ goals: ({ context: c, event: e }) => [...c.goals, goalOf(narrow(e, "goal.add").goal)] }),
    updateGoal: assign({
      goals: ({ context: c, event: e }) => c.goals.map((g) => (g.id === narrow(e, "goal.update").goal.id ? goalOf(narrow(e, "goal.update").goal) : g)),
    }),
    removeGoal: assign(({ context: c, event: e }) => {
      const id = narrow(e, "goal.remove").goalId;
      return { goals: c.goals.filter((g) => g.id !== id), actions: c.actions.filter((x) => x.goalId !== id), courses: c.courses.filter((x) => x.goalId !== id) };
    }),
    addAction: assign({ actions: ({ context: c, event: e }) => [...c.actions, { ...actionOf(narrow(e, "action.add").action), state: 1 as const }] }),
    updateAction: assign({
      actions: ({ context: c, event: e }) => {
        const a = actionOf(narrow(e, "action.update").action);
        return c.actions.map((x) => (x.id === a.id ? { ...x, ...a } : x));
      },
    }),
    removeAction: assign({ actions: ({ context: c, event: e }) => c.actions.filter((x) => x.id !== narrow(e, "action.remove").actionId) }),
    addCourse: assign({ courses: ({ context: c, event: e }) => [...c.courses, courseOf(narrow(e, "course.add").course)] }),
    updateCourse: assign({
      courses: ({ context: c, event: e }) => {
        const k = courseOf(narrow(e, "course.update").course);
        return c.courses.map((x) => (x.id === k.id ? k : x));
      },
    }),
    removeCourse: assign({ courses: ({ context: c, event: e }) => c.courses.filter((x) => x.id !== narrow(e, "course.remove").courseId) }),
    recordSubmission: assign({ submittedAt: ({ event: e }) => narrow(e, "task.sendForApproval").at ?? null }),
    recordApproval: assign({ firstApprover: ({ event: e }) => e.actor.id }),
    clearApproval: assign({ firstApprover: null }),
    changeActionState: assign({
      actions: ({ context: c, event: e }) => {
        const { actionId, to } = narrow(e, "action.changeState");
        return c.actions.map((x) => (x.id === actionId ? { ...x, state: to } : x));
      },
    }),
    recordInterimGrade: assign({
      grades: ({ context, event }) => ({ ...context.grades, [interimSlot({ context, event }) ?? "intermediate"]: narrow(event, "task.gradeMiddle").scores }),
    }),
    recordFinalGrade: assign({ grades: ({ context: c, event: e }) => ({ ...c.grades, final: narrow(e, "task.close").scores }) }),
    clearGrades: assign({ grades: { self: null, intermediate: null, final: null } }),
    // Comments change no state; accepting them is the decision (the read model keeps the text).
    acceptComment: () => {},
  },
}).createMachine({
  id: "devPlanTask",
  initial: "draft",
  context: ({ input }) => ({
    ...input,
    goals: [],
    actions: [],
    courses: [],
    submittedAt: null,
    firstApprover: null,
    grades: { self: null, intermediate: null, final: null },
  }),
  states: {
    draft: {
      meta: { id: 1, name: "DRAFT", status: 1 },
      // without approvers a plan never reaches approval, hence never rework: executing starts here only
      on: { ...editing(), "task.sendForExecution": { guard: "canSendForExecution", target: "inProgress" }, ...open() },
    },
    approval: {
      meta: { id: 2, name: "APPROVAL", status: 2 },
      on: {
        "task.approve": [
          { guard: "canApproveToExtra", target: "approvalExtra", actions: "recordApproval" },
          { guard: "canApproveToWork", target: "inProgress" },
        ],
        "task.autoApprove": [
          { guard: "canAutoApproveToExtra", target: "approvalExtra", actions: "recordApproval" },
          { guard: "canAutoApproveToWork", target: "inProgress" },
        ],
        "task.rework": { guard: "canRework", target: "rework" },
        ...open(),
      },
    },
    rework: { meta: { id: 3, name: "REWORK", status: 3 }, on: { ...editing(), ...open() } },
    inProgress: {
      meta: { id: 4, name: "IN_PROGRESS", status: 4 },
      on: {
        "action.changeState": { guard: "canChangeActionState", actions: "changeActionState" },
        "task.sendToClose": [
          { guard: "canSendToInterim", target: "middleGrade" },
          { guard: "canSendToFinal", target: "finalGrade" },
        ],
        ...open(),
      },
    },
    approvalExtra: {
      meta: { id: 5, name: "APPROVAL_EXTRA", status: 2 },
      exit: "clearApproval",
      on: {
        "task.approve": { guard: "canApproveExtra", target: "inProgress" },
        "task.rework": { guard: "canReworkExtra", target: "rework" },
        ...open(),
      },
    },
    middleGrade: {
      meta: { id: 6, name: "MIDDLE_GRADE", status: 5 },
      on: {
        "task.gradeMiddle": [
          { guard: "canFinishInterim", target: "finalGrade", actions: "recordInterimGrade" },
          { guard: "canGradeInterim", actions: "recordInterimGrade" },
        ],
        "task.returnToWork": { guard: "canReturnFromInterim", target: "inProgress", actions: "clearGrades" },
        ...open(),
      },
    },
    finalGrade: {
      meta: { id: 7, name: "FINAL_GRADE", status: 5 },
      on: {
        "task.close": { guard: "canClose", target: "completed", actions: "recordFinalGrade" },
        "task.returnToWork": { guard: "canReturnFromFinal", target: "inProgress", actions: "clearGrades" },
        ...open(),
      },
    },
    completed: { meta: { id: 8, name: "COMPLETED", status: 6 }, type: "final" },
    canceled: { meta: { id: 9, name: "CANCELED", status: 7 }, type: "final" },
  },
});

const nextId = (list: ReadonlyArray<{ id: number }>) => Math.max(0, ...list.map((x) => x.id)) + 1;
const gradeOfGoals = (c: DevPlanTaskContext) => ({ scores: c.goals.map((g) => ({ goalId: g.id, score: 100, weight: g.weight })) });
const withComment = () => ({ comment: "-" });

// The buttons (spec 000 §4) plus the two editors the page shows: a goal editor and a comment box.
defineCommands(devPlanTaskMachine, [
  { type: "task.sendForApproval" },
  { type: "task.sendForExecution" },
  { type: "task.approve" },
  { type: "task.rework", payload: withComment },
  { type: "task.sendToClose" },
  { type: "task.gradeMiddle", payload: gradeOfGoals },
  { type: "task.close", payload: gradeOfGoals },
  { type: "task.returnToWork", payload: withComment },
  { type: "task.cancel" },
  { type: "goal.add", payload: (c) => ({ goal: { id: nextId(c.goals), weight: 1 } }) },
  { type: "comment.add", payload: () => ({ commentId: 1 }) },
]);

/** Task states (spec 000 §4), the `meta.id` of the machine's states. */
export const TASK_STATES = { DRAFT: 1, APPROVAL: 2, REWORK: 3, IN_PROGRESS: 4, APPROVAL_EXTRA: 5, MIDDLE_GRADE: 6, FINAL_GRADE: 7, COMPLETED: 8, CANCELED: 9 } as const;
/** Plan statuses (spec 000 §4) shown in lists: each task state's `meta.status`. */
export const PLAN_STATUSES = { draft: 1, onApproval: 2, onRevision: 3, inProgress: 4, onClosing: 5, closed: 6, canceled: 7 } as const;

/** The action states the actor may move an action of this plan to now (the action's state menu). */
export function availableActionStates(snapshot: SnapshotFrom<typeof devPlanTaskMachine>, actionId: number, actor: Actor | null): ActionStateId[] {
  return Object.values(ACTION_STATES).filter((to) => snapshot.can({ type: "action.changeState", actor: actor as Actor, actionId, to }));
}
