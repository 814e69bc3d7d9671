// The development plans service (services/contract/devPlans.ts) for the browser: one area client over the
// devPlans group only, so these pages load just its schemas. Every command answers with the fresh resource.
// Commands and edits take `expectedVersion`: the `version` of the Plan or Task the page showed (a stale one is
// refused with 409 errors.staleVersion; comments and survey answers take none).
import { areaApi, areaClient } from "../../../services/client/api";
import { DevPlansGroup } from "../../../services/contract/devPlans";
import type * as C from "../../../services/contract/devPlans";

const call = areaClient(areaApi(DevPlansGroup));
type S = AbortSignal | undefined;

export type Plan = typeof C.Plan.Type;
export type PlanRow = typeof C.PlanRow.Type;
export type Member = typeof C.Member.Type;
export type PlanGroup = typeof C.PlanGroup.Type;
export type GroupOption = typeof C.GroupOption.Type;
export type Progress = typeof C.Progress.Type;
export type Task = typeof C.Task.Type;
export type TaskRow = typeof C.TaskRow.Type;
export type ManagerUser = typeof C.ManagerUser.Type;
export type Goal = typeof C.Goal.Type;
export type Action = typeof C.Action.Type;
export type Comment = typeof C.Comment.Type;
export type HistoryItem = typeof C.HistoryItem.Type;
export type RoleModel = typeof C.RoleModel.Type;
export type SurveyQuestion = typeof C.SurveyQuestion.Type;
export type UserRef = typeof C.UserRef.Type;
export type Relation = typeof C.Relation.Type;
export type GoalInput = typeof C.GoalInput.Type;
export type ActionInput = typeof C.ActionInput.Type;
export type GeneralStep = typeof C.GeneralStep.Type;
export type DescriptionStep = typeof C.DescriptionStep.Type;
export type TransitionType = (typeof C.TaskTransition.Type)["type"];
export type GradeKind = (typeof C.GradePayload.Type)["kind"];
export type ScoreIn = typeof C.ScoreIn.Type;
export type TaskScope = "mine" | "approver" | "team";

/** One keyset page. */
export interface Page {
  readonly last_id?: number;
  readonly limit?: number;
}

// ---- the administrator's plans ----
export const listPlans = (q: Page & { canceled?: boolean }, signal?: S) =>
  call("devPlans.listPlans", (a) => a.devPlans.listPlans({ query: { ...q, canceled: q.canceled === undefined ? undefined : q.canceled ? "true" : "false" } }), { signal });
export const createPlan = (payload: DescriptionStep) => call("devPlans.createPlan", (a) => a.devPlans.createPlan({ payload }));
export const getPlan = (id: number, signal?: S) => call("devPlans.getPlan", (a) => a.devPlans.getPlan({ params: { id } }), { signal });
export const updatePlan = (id: number, payload: DescriptionStep, expectedVersion: number) =>
  call("devPlans.updatePlan", (a) => a.devPlans.updatePlan({ params: { id }, payload: { ...payload, expectedVersion } }));
export const setGeneral = (id: number, payload: GeneralStep, expectedVersion: number) =>
  call("devPlans.setGeneral", (a) => a.devPlans.setGeneral({ params: { id }, payload: { ...payload, expectedVersion } }));
export const listMembers = (id: number, q: Page, signal?: S) =>
  call("devPlans.listMembers", (a) => a.devPlans.listMembers({ params: { id }, query: q }), { signal });
export const addMembers = (id: number, user_ids: number[], expectedVersion: number) =>
  call("devPlans.addMembers", (a) => a.devPlans.addMembers({ params: { id }, payload: { user_ids, expectedVersion } }));
export const removeMembers = (id: number, user_ids: number[], expectedVersion: number) =>
  call("devPlans.removeMembers", (a) => a.devPlans.removeMembers({ params: { id }, payload: { user_ids, expectedVersion } }));
export const groupOptions = (search: string, signal?: S) =>
  call("devPlans.groupOptions", (a) => a.devPlans.groupOptions({ query: { search, limit: 20 } }), { signal });
export const addGroups = (id: number, group_ids: number[], expectedVersion: number) =>
  call("devPlans.addGroups", (a) => a.devPlans.addGroups({ params: { id }, payload: { group_ids, expectedVersion } }));
export const removeGroups = (id: number, group_ids: number[], expectedVersion: number) =>
  call("devPlans.removeGroups", (a) => a.devPlans.removeGroups({ params: { id }, payload: { group_ids, expectedVersion } }));
export const setProhibition = (id: number, user_ids: number[], expectedVersion: number) =>
  call("devPlans.setProhibition", (a) => a.devPlans.setProhibition({ params: { id }, payload: { user_ids, expectedVersion } }));
export const setSurvey = (id: number, questions: SurveyQuestion[], expectedVersion: number) =>
  call("devPlans.setSurvey", (a) => a.devPlans.setSurvey({ params: { id }, payload: { questions, expectedVersion } }));
export const setRoleModel = (id: number, role_model: RoleModel, expectedVersion: number) =>
  call("devPlans.setRoleModel", (a) => a.devPlans.setRoleModel({ params: { id }, payload: { role_model, expectedVersion } }));
export const setSummary = (id: number, confirmed: boolean, expectedVersion: number) =>
  call("devPlans.setSummary", (a) => a.devPlans.setSummary({ params: { id }, payload: { confirmed, expectedVersion } }));
export const launchPlan = (id: number, expectedVersion: number) => call("devPlans.launch", (a) => a.devPlans.launch({ params: { id }, query: { expectedVersion } }));
export const cancelPlan = (id: number, expectedVersion: number, reason?: string) =>
  call("devPlans.cancelPlan", (a) => a.devPlans.cancelPlan({ params: { id }, payload: { reason, expectedVersion } }));
export const completePlan = (id: number, expectedVersion: number) =>
  call("devPlans.completePlan", (a) => a.devPlans.completePlan({ params: { id }, query: { expectedVersion } }));
export const getProgress = (id: number, signal?: S) => call("devPlans.progress", (a) => a.devPlans.progress({ params: { id } }), { signal });
export const listPlanUsers = (id: number, q: Page, signal?: S) => call("devPlans.planUsers", (a) => a.devPlans.planUsers({ params: { id }, query: q }), { signal });
export const listCanceledPlans = (id: number, q: Page, signal?: S) =>
  call("devPlans.canceledPlans", (a) => a.devPlans.canceledPlans({ params: { id }, query: q }), { signal });

// ---- employee plans (tasks) ----
export const listTasks = (q: Page & { scope: TaskScope; plan_id?: number; state_id?: number }, signal?: S) =>
  call("devPlans.listTasks", (a) => a.devPlans.listTasks({ query: q }), { signal });
export const listManagerUsers = (q: Page, signal?: S) => call("devPlans.managerUsers", (a) => a.devPlans.managerUsers({ query: q }), { signal });
export const getTask = (id: number, signal?: S) => call("devPlans.getTask", (a) => a.devPlans.getTask({ params: { id } }), { signal });
export const sendTransition = (id: number, expectedVersion: number, type: TransitionType, comment?: string) =>
  call("devPlans.transition", (a) => a.devPlans.transition({ params: { id }, payload: { type, comment, expectedVersion } }));
export const sendGrade = (id: number, expectedVersion: number, kind: GradeKind, scores: ScoreIn[], comment?: string) =>
  call("devPlans.grade", (a) => a.devPlans.grade({ params: { id }, payload: { kind, scores, comment, expectedVersion } }));
export const addGoal = (id: number, payload: GoalInput, expectedVersion: number) =>
  call("devPlans.addGoal", (a) => a.devPlans.addGoal({ params: { id }, payload: { ...payload, expectedVersion } }));
export const updateGoal = (id: number, itemId: number, payload: GoalInput, expectedVersion: number) =>
  call("devPlans.updateGoal", (a) => a.devPlans.updateGoal({ params: { id, itemId }, payload: { ...payload, expectedVersion } }));
export const removeGoal = (id: number, itemId: number, expectedVersion: number) =>
  call("devPlans.removeGoal", (a) => a.devPlans.removeGoal({ params: { id, itemId }, query: { expectedVersion } }));
export const setGoals = (id: number, goals: Array<GoalInput & { id?: number }>, expectedVersion: number) =>
  call("devPlans.setGoals", (a) => a.devPlans.setGoals({ params: { id }, payload: { goals, expectedVersion } }));
export const addAction = (id: number, payload: ActionInput, expectedVersion: number) =>
  call("devPlans.addAction", (a) => a.devPlans.addAction({ params: { id }, payload: { ...payload, expectedVersion } }));
export const updateAction = (id: number, itemId: number, payload: ActionInput, expectedVersion: number) =>
  call("devPlans.updateAction", (a) => a.devPlans.updateAction({ params: { id, itemId }, payload: { ...payload, expectedVersion } }));
export const removeAction = (id: number, itemId: number, expectedVersion: number) =>
  call("devPlans.removeAction", (a) => a.devPlans.removeAction({ params: { id, itemId }, query: { expectedVersion } }));
export const changeActionState = (id: number, itemId: number, state_id: 1 | 2 | 3 | 4 | 5, expectedVersion: number) =>
  call("devPlans.changeActionState", (a) => a.devPlans.changeActionState({ params: { id, itemId }, payload: { state_id, expectedVersion } }));
export const addComment = (id: number, text: string, parent_id?: number) =>
  call("devPlans.addComment", (a) => a.devPlans.addComment({ params: { id }, payload: { text, parent_id } }));
export const editComment = (id: number, itemId: number, text: string) =>
  call("devPlans.editComment", (a) => a.devPlans.editComment({ params: { id, itemId }, payload: { text } }));
export const removeComment = (id: number, itemId: number) => call("devPlans.removeComment", (a) => a.devPlans.removeComment({ params: { id, itemId } }));
export const answerSurvey = (id: number, answers: Array<{ question_id: number; value: string }>) =>
  call("devPlans.answerSurvey", (a) => a.devPlans.answerSurvey({ params: { id }, payload: { answers } }));
