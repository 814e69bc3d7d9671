import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import {
  ActionInput, ActionStatePayload, CommentEdit, CommentInput, CourseInput, DescriptionStep, GeneralStep, GoalInput, GoalsPayload,
  GradePayload, IdParam, LastId, Limit, ManagerUserList, MemberList, NamedId, Plan, PlanList, ProhibitionStep, Progress, Reason,
  RoleModelStep, SummaryStep, SurveyAnswers, SurveyStep, Task, TaskList, TaskStateInfo, TaskTransition, UserIds,
} from "./devPlansSchemas.js";
import { GroupIds, GroupOptionList } from "./devPlansGroups.js";
import { Conflict, Forbidden, Invalid, NotFound, SeenQuery } from "./errors.js";
import { Authorization } from "./security.js";

export * from "./devPlansGroups.js";
export * from "./devPlansSchemas.js";
export { ReplayGroup, ReplayStep, StreamRow } from "./replay.js";

/**
 * Development plans (spec 000 §2–§4, §6; spec 001 §5, §7 "Development plans (service)"), under /api/development.
 *
 * Two lifecycles: the administrator's plan (a campaign, machine `devPlan`: stage 1 preparation, 2 launched,
 * 3 completed/canceled) and one employee plan per member (a "task", machine `devPlanTask`: states 1–9).
 * Every command returns the fresh resource. Errors: 400 `Invalid` names the field (`fields[].path`), 403
 * `Forbidden` (no permission / no relation to the plan's owner in the role model), 404 `NotFound` (unknown,
 * or another client's: nothing leaks), 409 `Conflict` (the machine refuses the command in this state, or
 * someone else changed the plan meanwhile; `message` is a catalogue id from `DevPlanMessages`).
 *
 * Reference lists (any signed-in user with `development_plans`):
 * - GET  /stages                                plan stages 1–3
 * - GET  /appointmentTypes                      2 automatic via groups, 3 individual
 * - GET  /userTaskStates                        employee plan states 1–9 with their status 1–7
 * - GET  /actionStates, /actionTypes            development action states 1–5 and types 1–6
 *
 * Administrator (needs `development_plans` edit; same client):
 * - GET  /developmentPlans?last_id&limit&canceled   campaigns, keyset-paged by id (canceled=true: only canceled ones)
 * - POST /developmentPlans                       create (description step: name, description) → Plan
 * - GET  /developmentPlans/:id                   the plan with every settings step, step validity, launch blockers
 * - PUT  /developmentPlans/:id                   description step (name, description)
 * - PUT  /developmentPlans/:id/settings/general  appointment type (2|3), start and end dates
 * - GET  /developmentPlans/:id/members?last_id&limit   members (keyset by user id) with their task if launched
 * - POST /developmentPlans/:id/members           add users (appointment 3, individual); launched: creates their tasks
 * - POST /developmentPlans/:id/members/remove    remove users; launched: cancels their tasks
 * - GET  /groups?search&last_id&limit             the client's active user groups to appoint through (keyset by id)
 * - POST /developmentPlans/:id/groups            { group_ids }: appoint through these groups (2). At launch their active,
 *                                               non-prohibited members become members; launched: at once, and the jobs
 *                                               scheduler appoints whoever enters the group later
 * - POST /developmentPlans/:id/groups/remove     stop appointing through these groups (members stay)
 * - PUT  /developmentPlans/:id/settings/prohibition        users who may never be members
 * - PUT  /developmentPlans/:id/settings/preliminarySurvey  the questions employees answer first
 * - PUT  /developmentPlans/:id/settings/roleModel           the role model (spec 000 §6)
 * - PUT  /developmentPlans/:id/settings/summary             confirm the summary (valid when every other step is)
 *   (settings steps are refused with 409 after launch, except members and groups)
 * - POST /management/:id/launch                  launch: one employee plan per member (409 + blockers if not ready)
 * - POST /management/:id/cancel                  cancel the campaign; open employee plans are canceled
 * - POST /management/:id/complete                complete the campaign; open employee plans are canceled
 * - GET  /management/:id/progress                employee plans counted by status and by state
 * - GET  /management/:id/users?last_id&limit     employee plans of the campaign, not canceled (keyset by task id)
 * - GET  /management/:id/canceledPlans?last_id&limit   the canceled ones, listed apart
 *
 * Employee plans (tasks): anyone related to the owner per the role model (self, line/functional manager,
 * mentor, HR), or a plan administrator; commands are decided by the devPlanTask machine.
 * - GET  /tasks?scope=mine|approver|team&plan_id&state_id&last_id&limit
 *        mine: my own plans; approver: plans where I approve or grade per their role model (manager's
 *        "tasks" tab); team: plans of everyone I relate to. Keyset-paged by task id.
 * - GET  /managerUsers?last_id&limit             the manager's "users" tab: people I relate to, with plan counts
 * - GET  /tasks/:id                              the plan: goals, actions, courses, comments, history, survey,
 *                                               grades, machine snapshot, my actor, `available_commands`
 * - POST /tasks/:id/transitions                  { type, comment? }: send for approval / execution, approve,
 *                                               rework, send to close, return to work, cancel
 * - POST /tasks/:id/grades                       { kind: middle|final, scores[], comment? } (weights total 100)
 * - PUT  /tasks/:id/goals                        replace all goals at once (weights must total 100)
 * - POST /tasks/:id/goals, PUT|DELETE /tasks/:id/goals/:itemId        one goal
 * - POST /tasks/:id/actions, PUT|DELETE /tasks/:id/actions/:itemId    one development action
 * - POST /tasks/:id/actions/:itemId/state        { state_id } action state change (in progress only)
 * - POST /tasks/:id/courses, PUT|DELETE /tasks/:id/courses/:itemId    one course of a goal
 * - POST /tasks/:id/comments                     { text, parent_id? } (a reply when parent_id is set)
 * - PUT|DELETE /tasks/:id/comments/:itemId       edit (author) / remove (author or plan admin)
 * - PUT  /tasks/:id/survey                       the owner's preliminary survey answers (draft or rework)
 */

const PlanParams = { id: IdParam };
const ItemParams = { id: IdParam, itemId: IdParam };
const planErrors = [Forbidden, NotFound, Invalid, Conflict];
const Paging = { last_id: LastId, limit: Limit };

/** The development plans service (spec 001 §7), under /api/development. */
export class DevPlansGroup extends HttpApiGroup.make("devPlans")
  .add(HttpApiEndpoint.get("stages", "/stages", { success: Schema.Array(NamedId), error: Forbidden }))
  .add(HttpApiEndpoint.get("appointmentTypes", "/appointmentTypes", { success: Schema.Array(NamedId), error: Forbidden }))
  .add(HttpApiEndpoint.get("userTaskStates", "/userTaskStates", { success: Schema.Array(TaskStateInfo), error: Forbidden }))
  .add(HttpApiEndpoint.get("actionStates", "/actionStates", { success: Schema.Array(NamedId), error: Forbidden }))
  .add(HttpApiEndpoint.get("actionTypes", "/actionTypes", { success: Schema.Array(NamedId), error: Forbidden }))
  // administrator: campaigns
  .add(
    HttpApiEndpoint.get("listPlans", "/developmentPlans", {
      query: { ...Paging, canceled: Schema.optional(Schema.Literals(["true", "false"])) },
      success: PlanList,
      error: [Forbidden, Invalid],
    }),
  )
  .add(HttpApiEndpoint.post("createPlan", "/developmentPlans", { payload: DescriptionStep, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.get("getPlan", "/developmentPlans/:id", { params: PlanParams, success: Plan, error: [Forbidden, NotFound, Invalid] }))
  .add(HttpApiEndpoint.put("updatePlan", "/developmentPlans/:id", { params: PlanParams, payload: DescriptionStep, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.put("setGeneral", "/developmentPlans/:id/settings/general", { params: PlanParams, payload: GeneralStep, success: Plan, error: planErrors }))
  .add(
    HttpApiEndpoint.get("listMembers", "/developmentPlans/:id/members", {
      params: PlanParams,
      query: Paging,
      success: MemberList,
      error: [Forbidden, NotFound, Invalid],
    }),
  )
  .add(HttpApiEndpoint.post("addMembers", "/developmentPlans/:id/members", { params: PlanParams, payload: UserIds, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.post("removeMembers", "/developmentPlans/:id/members/remove", { params: PlanParams, payload: UserIds, success: Plan, error: planErrors }))
  .add(
    HttpApiEndpoint.get("groupOptions", "/groups", {
      query: { ...Paging, search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))) },
      success: GroupOptionList,
      error: [Forbidden, Invalid],
    }),
  )
  .add(HttpApiEndpoint.post("addGroups", "/developmentPlans/:id/groups", { params: PlanParams, payload: GroupIds, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.post("removeGroups", "/developmentPlans/:id/groups/remove", { params: PlanParams, payload: GroupIds, success: Plan, error: planErrors }))
  .add(
    HttpApiEndpoint.put("setProhibition", "/developmentPlans/:id/settings/prohibition", {
      params: PlanParams,
      payload: ProhibitionStep,
      success: Plan,
      error: planErrors,
    }),
  )
  .add(
    HttpApiEndpoint.put("setSurvey", "/developmentPlans/:id/settings/preliminarySurvey", {
      params: PlanParams,
      payload: SurveyStep,
      success: Plan,
      error: planErrors,
    }),
  )
  .add(
    HttpApiEndpoint.put("setRoleModel", "/developmentPlans/:id/settings/roleModel", {
      params: PlanParams,
      payload: RoleModelStep,
      success: Plan,
      error: planErrors,
    }),
  )
  .add(HttpApiEndpoint.put("setSummary", "/developmentPlans/:id/settings/summary", { params: PlanParams, payload: SummaryStep, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.post("launch", "/management/:id/launch", { params: PlanParams, query: SeenQuery, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.post("cancelPlan", "/management/:id/cancel", { params: PlanParams, payload: Reason, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.post("completePlan", "/management/:id/complete", { params: PlanParams, query: SeenQuery, success: Plan, error: planErrors }))
  .add(HttpApiEndpoint.get("progress", "/management/:id/progress", { params: PlanParams, success: Progress, error: [Forbidden, NotFound, Invalid] }))
  .add(
    HttpApiEndpoint.get("planUsers", "/management/:id/users", { params: PlanParams, query: Paging, success: TaskList, error: [Forbidden, NotFound, Invalid] }),
  )
  .add(
    HttpApiEndpoint.get("canceledPlans", "/management/:id/canceledPlans", {
      params: PlanParams,
      query: Paging,
      success: TaskList,
      error: [Forbidden, NotFound, Invalid],
    }),
  )
  // employee plans
  .add(
    HttpApiEndpoint.get("listTasks", "/tasks", {
      query: {
        scope: Schema.Literals(["mine", "approver", "team"]),
        plan_id: Schema.optional(IdParam),
        state_id: Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 9 }))),
        ...Paging,
      },
      success: TaskList,
      error: [Forbidden, Invalid],
    }),
  )
  .add(HttpApiEndpoint.get("managerUsers", "/managerUsers", { query: Paging, success: ManagerUserList, error: [Forbidden, Invalid] }))
  .add(HttpApiEndpoint.get("getTask", "/tasks/:id", { params: PlanParams, success: Task, error: [Forbidden, NotFound, Invalid] }))
  .add(HttpApiEndpoint.post("transition", "/tasks/:id/transitions", { params: PlanParams, payload: TaskTransition, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.post("grade", "/tasks/:id/grades", { params: PlanParams, payload: GradePayload, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.put("setGoals", "/tasks/:id/goals", { params: PlanParams, payload: GoalsPayload, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.post("addGoal", "/tasks/:id/goals", { params: PlanParams, payload: GoalInput, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.put("updateGoal", "/tasks/:id/goals/:itemId", { params: ItemParams, payload: GoalInput, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.delete("removeGoal", "/tasks/:id/goals/:itemId", { params: ItemParams, query: SeenQuery, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.post("addAction", "/tasks/:id/actions", { params: PlanParams, payload: ActionInput, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.put("updateAction", "/tasks/:id/actions/:itemId", { params: ItemParams, payload: ActionInput, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.delete("removeAction", "/tasks/:id/actions/:itemId", { params: ItemParams, query: SeenQuery, success: Task, error: planErrors }))
  .add(
    HttpApiEndpoint.post("changeActionState", "/tasks/:id/actions/:itemId/state", {
      params: ItemParams,
      payload: ActionStatePayload,
      success: Task,
      error: planErrors,
    }),
  )
  .add(HttpApiEndpoint.post("addCourse", "/tasks/:id/courses", { params: PlanParams, payload: CourseInput, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.put("updateCourse", "/tasks/:id/courses/:itemId", { params: ItemParams, payload: CourseInput, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.delete("removeCourse", "/tasks/:id/courses/:itemId", { params: ItemParams, query: SeenQuery, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.post("addComment", "/tasks/:id/comments", { params: PlanParams, payload: CommentInput, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.put("editComment", "/tasks/:id/comments/:itemId", { params: ItemParams, payload: CommentEdit, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.delete("removeComment", "/tasks/:id/comments/:itemId", { params: ItemParams, success: Task, error: planErrors }))
  .add(HttpApiEndpoint.put("answerSurvey", "/tasks/:id/survey", { params: PlanParams, payload: SurveyAnswers, success: Task, error: planErrors }))
  .middleware(Authorization)
  .prefix("/development") {}
