import { assign, type SnapshotFrom, setup } from "xstate";
import { ACTION_STATES, type ActionStateId, actionEventBetween } from "./devPlanAction";
import type { Actor, DevPlanTaskContext, DevPlanTaskEvent, DevPlanTaskInput } from "./devPlanRoleModel";
import { defineCommands } from "./devPlanRoleModel";
import { actionOf, actionOk, autoApprovalDue, byId, courseOf, courseOk, ev, goalOf, goalOk, hasApprovers, hasExtra, interimCompleteAfter, interimSlot, isId, narrow, needsInterim, R, validTime, when } from "./devPlanTask.rules";
import { guardOf } from "./rules";

export { TASK_NOT_NOW } from "./devPlanTask.rules";

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
    canAddGoal: guardOf(R.composes, when((a) => goalOk(ev(a).goal) && !byId(a.context.goals, ev(a).goal.id))),
    canUpdateGoal: guardOf(R.composes, when((a) => goalOk(ev(a).goal) && !!byId(a.context.goals, ev(a).goal.id))),
    canRemoveGoal: guardOf(R.composes, when((a) => !!byId(a.context.goals, ev(a).goalId))),
    canAddAction: guardOf(R.composes, when((a) => actionOk(a.context, ev(a).action) && !byId(a.context.actions, ev(a).action.id))),
    canUpdateAction: guardOf(R.composes, when((a) => actionOk(a.context, ev(a).action) && !!byId(a.context.actions, ev(a).action.id))),
    canRemoveAction: guardOf(R.composes, when((a) => !!byId(a.context.actions, ev(a).actionId))),
    canAddCourse: guardOf(R.composes, when((a) => courseOk(a.context, ev(a).course) && !byId(a.context.courses, ev(a).course.id))),
    canUpdateCourse: guardOf(R.composes, when((a) => courseOk(a.context, ev(a).course) && !!byId(a.context.courses, ev(a).course.id))),
    canRemoveCourse: guardOf(R.composes, when((a) => !!byId(a.context.courses, ev(a).courseId))),
    canSendForApproval: guardOf(R.composes, R.weights, when(hasApprovers), when((a) => ev(a).at === undefined || validTime(ev(a).at))),
    canSendForExecution: guardOf(R.composes, R.weights, when((a) => !hasApprovers(a))),
    canApproveToExtra: guardOf(R.approves, when(hasExtra)),
    canApproveToWork: guardOf(R.approves, when((a) => !hasExtra(a))),
    canAutoApproveToExtra: guardOf(R.system, when((a) => autoApprovalDue(a) && hasExtra(a))),
    canAutoApproveToWork: guardOf(R.system, when((a) => autoApprovalDue(a) && !hasExtra(a))),
    canRework: guardOf(R.approves, R.comment),
    canApproveExtra: guardOf(R.approvesExtra, R.notFirstApprover),
    canReworkExtra: guardOf(R.approvesExtra, R.comment),
    canChangeActionState: guardOf(R.acts, when((a) => {
      const action = byId(a.context.actions, ev(a).actionId);
      return !!action && actionEventBetween(action.state, ev(a).to) !== null;
    })),
    canSendToInterim: guardOf(R.acts, when((a) => needsInterim(a.context))),
    canSendToFinal: guardOf(R.acts, when((a) => !needsInterim(a.context))),
    canFinishInterim: guardOf(R.gradesInterim, R.scores, when(interimCompleteAfter)),
    canGradeInterim: guardOf(R.gradesInterim, R.scores),
    canReturnFromInterim: guardOf(R.returns, R.comment),
    canClose: guardOf(R.gradesFinal, R.scores),
    canReturnFromFinal: guardOf(R.gradesFinal, R.comment),
    canCancel: guardOf(R.cancels),
    canComment: guardOf(R.comments, when((a) => isId(ev(a).commentId))),
    canReply: guardOf(R.comments, when((a) => isId(ev(a).commentId) && isId(ev(a).parentId) && ev(a).parentId !== ev(a).commentId)),
    canEditComment: guardOf(R.comments, when((a) => isId(ev(a).commentId)), R.author),
    canRemoveComment: guardOf(R.comments, when((a) => isId(ev(a).commentId)), R.authorOrAdmin),
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
