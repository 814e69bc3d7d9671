import { Schema } from "effect";
import { Seen } from "./errors.js";
import { Line } from "./ids.js";

/** Schemas of the development plans contract (services/contract/devPlans.ts describes the endpoints). */

export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const Title = Line(500).check(Schema.isMinLength(1));
export const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
export const IdParam = Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
export const Limit = Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 })));
export const LastId = Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 2147483647 })));
/** YYYY-MM-DD (a real calendar day) */
const isCalendarDate = (s: string) => {
  const t = Date.parse(s);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
};
export const DateString = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
  Schema.makeFilter((s: string) => isCalendarDate(s) || "a calendar date YYYY-MM-DD"),
);
const Weight = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }));
/** a goal's weight in percent: more than 0, at most 100 */
const GoalWeight = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100, exclusiveMinimum: true }));

/** Catalogue message ids of this area (locales/*.json), shared by server and browser. */
export const DevPlanMessages = {
  /** 409: the plan's lifecycle does not allow this command now */
  notAllowedNow: "devPlans.errors.notAllowedNow",
  /** 409: launch refused; `detail` lists the blockers (invalid steps, noMembers) */
  notReady: "devPlans.errors.notReady",
  /** 409: settings are frozen after launch (members excepted) */
  settingsFrozen: "devPlans.errors.settingsFrozen",
  /** 400 / 409: the weights of goals or of a grade's scores do not total 100% */
  weightsTotal: "devPlans.errors.weightsTotal",
  /** 403: the user has no relation to the plan that the role model lets do this */
  noRelation: "devPlans.errors.noRelation",
  /** 400: a role model that cannot work (`fields[].message` are roleModelErrors codes) */
  roleModelInvalid: "devPlans.errors.roleModelInvalid",
  /** 400: a user id that is not an active user of this client */
  unknownUser: "devPlans.errors.unknownUser",
  /** 400: the user is on the plan's prohibition list */
  prohibitedUser: "devPlans.errors.prohibitedUser",
  /** 400: a goal, parent comment or survey question id in the payload that the plan does not have (ids in the URL: 404) */
  unknownItem: "devPlans.errors.unknownItem",
  unknownGroup: "devPlans.errors.unknownGroup", // 400: not an active user group of this client
  /** 400: dates out of order */
  datesOrder: "devPlans.errors.datesOrder",
} as const;

// ---- reference lists ----------------------------------------------------------------------------------

export const NamedId = Schema.Struct({ id: Schema.Int, name: Schema.String });
export const TaskStateInfo = Schema.Struct({ id: Schema.Int, name: Schema.String, status_id: Schema.Int });

// ---- the administrator's plan ------------------------------------------------------------------------------

export const Relation = Schema.Literals(["self", "lineManager", "functionalManager", "mentor", "hr"]);
const Relations = Schema.Array(Relation).check(Schema.isMaxLength(5));

/** The role model (spec 000 §6), the same shape as machines/devPlanRoleModel.ts `RoleModel`. */
export const RoleModel = Schema.Struct({
  comment: Relations,
  compose: Relations,
  approve: Relations,
  autoApproveDays: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 365 }))),
  approveExtra: Relations,
  act: Relations,
  grade: Schema.Struct({ self: Schema.Boolean, intermediate: Relations, final: Relations }),
  cancel: Relations,
});

export const SurveyQuestion = Schema.Struct({
  id: Id,
  title: Title,
  /** text: free answer; rating: 1–5 */
  type: Schema.Literals(["text", "rating"]),
  required: Schema.Boolean,
});

export const SettingsSteps = Schema.Struct({
  description: Schema.Boolean,
  general: Schema.Boolean,
  members: Schema.Boolean,
  prohibition: Schema.Boolean,
  preliminarySurvey: Schema.Boolean,
  roleModel: Schema.Boolean,
  summary: Schema.Boolean,
});

export const PlanRow = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  /** 1 preparation, 2 launched, 3 completed (canceled plans are stage 3 too, with status 7) */
  stage_id: Schema.Int,
  /** the campaign's status: 1 preparation, 4 launched, 6 completed, 7 canceled */
  status_id: Schema.Int,
  /** machine state: preparation | launched | completed | canceled */
  state: Schema.String,
  appointment_type_id: Schema.NullOr(Schema.Int),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  members_count: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String,
});

/** A user group chosen for automatic appointment (2); `status_id` 2 = the group was deactivated since. */
export const PlanGroup = Schema.Struct({ id: Schema.Int, name: Schema.String, type: Schema.String, status_id: Schema.Int });

export const Plan = Schema.Struct({
  ...PlanRow.fields,
  description: Schema.String,
  /** groups whose members are appointed automatically, at launch and whenever they enter the group later */
  groups: Schema.Array(PlanGroup),
  prohibited_user_ids: Schema.Array(Schema.Int),
  survey_questions: Schema.Array(SurveyQuestion),
  /** null until the role model step is saved */
  role_model: Schema.NullOr(RoleModel),
  summary_confirmed: Schema.Boolean,
  steps: SettingsSteps,
  /** invalid steps and "noMembers"; empty when the plan can be launched */
  launch_blockers: Schema.Array(Schema.String),
  /** devPlan machine commands the current user may send now: plan.launch, plan.complete, plan.cancel, members.add, groups.add */
  available_commands: Schema.Array(Schema.String),
  launched_at: Schema.NullOr(Schema.String),
  finished_at: Schema.NullOr(Schema.String),
  /** the plan's stream version: sent back as `expectedVersion` with its commands and settings edits */
  version: Schema.Int,
});

export const PlanList = Schema.Struct({ items: Schema.Array(PlanRow), last_id: Schema.NullOr(Schema.Int) });

export const UserRef = Schema.Struct({ id: Schema.Int, first_name: Schema.String, last_name: Schema.String, email: Schema.String });

export const Member = Schema.Struct({
  user: UserRef,
  appointment_type_id: Schema.Int,
  group_name: Schema.NullOr(Schema.String), // the group that appointed them (appointment 2)
  /** the member's employee plan once launched */
  task_id: Schema.NullOr(Schema.Int),
  task_state_id: Schema.NullOr(Schema.Int),
});
export const MemberList = Schema.Struct({ items: Schema.Array(Member), last_id: Schema.NullOr(Schema.Int) });

export const Progress = Schema.Struct({
  total: Schema.Int,
  /** employee plan status 1–7 → count (every status present, zeros included) */
  by_status: Schema.Array(Schema.Struct({ status_id: Schema.Int, count: Schema.Int })),
  /** task state 1–9 → count */
  by_state: Schema.Array(Schema.Struct({ state_id: Schema.Int, count: Schema.Int })),
  /** completed / (total − canceled), in percent */
  completed_percent: Schema.Finite,
});

// ---- employee plans (tasks) --------------------------------------------------------------------------------

export const TaskRow = Schema.Struct({
  id: Schema.Int,
  plan_id: Schema.Int,
  plan_name: Schema.String,
  owner: UserRef,
  /** how the owner was appointed to the campaign: 2 via a group, 3 individually (null: no longer a member) */
  appointment_type_id: Schema.NullOr(Schema.Int),
  /** machine state: draft, approval, rework, inProgress, approvalExtra, middleGrade, finalGrade, completed, canceled */
  state: Schema.String,
  state_id: Schema.Int,
  status_id: Schema.Int,
  goals_count: Schema.Int,
  submitted_at: Schema.NullOr(Schema.String),
  updated_at: Schema.String,
});
export const TaskList = Schema.Struct({ items: Schema.Array(TaskRow), last_id: Schema.NullOr(Schema.Int) });

export const ManagerUser = Schema.Struct({
  user: UserRef,
  relations: Schema.Array(Relation),
  plans_count: Schema.Int,
  open_plans_count: Schema.Int,
});
export const ManagerUserList = Schema.Struct({ items: Schema.Array(ManagerUser), last_id: Schema.NullOr(Schema.Int) });

export const Goal = Schema.Struct({ id: Schema.Int, title: Schema.String, description: Schema.String, weight: Schema.Finite });
export const Action = Schema.Struct({
  id: Schema.Int,
  goal_id: Schema.Int,
  title: Schema.String,
  description: Schema.String,
  /** 1 FROM_EXPERIENCE … 6 MENTORING */
  type_id: Schema.Int,
  /** 1 CREATED … 5 CANCELED */
  state_id: Schema.Int,
  planned_end_date: Schema.NullOr(Schema.String),
  /** states the current user may move this action to now (the action's state menu) */
  available_states: Schema.Array(Schema.Int),
});
export const Course = Schema.Struct({ id: Schema.Int, goal_id: Schema.Int, course_id: Schema.NullOr(Schema.Int), title: Schema.String });
export const Comment = Schema.Struct({
  id: Schema.Int,
  parent_id: Schema.NullOr(Schema.Int),
  author: Schema.NullOr(UserRef),
  text: Schema.String,
  created_at: Schema.String,
  updated_at: Schema.String,
});
export const HistoryItem = Schema.Struct({
  /** spec codes: goals 1–3, actions 101–103, courses 104–106, action state 107, comments 201–204, plan state 301 */
  code: Schema.Int,
  /** COMMENT | CREATE | APPROVE | ADD | ALTER | MIDDLE_GRADE | CLOSE */
  event_type: Schema.NullOr(Schema.String),
  /** the machine event, e.g. task.approve */
  type: Schema.String,
  /** null when the system did it (auto-approval, cascades) */
  actor: Schema.NullOr(UserRef),
  at: Schema.String,
  from_state_id: Schema.NullOr(Schema.Int),
  to_state_id: Schema.NullOr(Schema.Int),
  /** what changed: titles, comment text, scores… */
  details: Schema.Record(Schema.String, Schema.Unknown),
});
export const ScoreOut = Schema.Struct({ goal_id: Schema.Int, score: Schema.Finite, weight: Schema.Finite });
export const Grade = Schema.Struct({ scores: Schema.Array(ScoreOut), result: Schema.Finite });
export const SurveyAnswer = Schema.Struct({ question_id: Schema.Int, value: Schema.String });

export const Task = Schema.Struct({
  ...TaskRow.fields,
  plan_description: Schema.String,
  role_model: RoleModel,
  goals: Schema.Array(Goal),
  actions: Schema.Array(Action),
  courses: Schema.Array(Course),
  comments: Schema.Array(Comment),
  /** oldest first */
  history: Schema.Array(HistoryItem),
  survey: Schema.Struct({ questions: Schema.Array(SurveyQuestion), answers: Schema.Array(SurveyAnswer) }),
  grades: Schema.Struct({ self: Schema.NullOr(Grade), intermediate: Schema.NullOr(Grade), final: Schema.NullOr(Grade) }),
  /** the current user as the machine sees them (relations to the owner, plan admin) */
  actor: Schema.Struct({ id: Schema.Int, relations: Schema.Array(Relation), isPlanAdmin: Schema.Boolean }),
  /** the devPlanTask machine snapshot (`machine.resolveState({ value, context })` in the browser) */
  machine_state: Schema.Struct({ value: Schema.String, context: Schema.Unknown }),
  /** button events the current user may send now, from availableCommands(devPlanTaskMachine, …) */
  available_commands: Schema.Array(Schema.String),
  /** buttons of this state the machine refuses the current user now, with the refusing rule's catalogue id */
  unavailable_commands: Schema.Array(Schema.Struct({ type: Schema.String, reason: Schema.String })),
  /** the employee plan's stream version: sent back as `expectedVersion` with its commands and edits */
  version: Schema.Int,
});

// ---- payloads -------------------------------------------------------------------------------------------

// Payloads of commands and edits carry `expectedVersion` (errors.ts `Seen`): the version the user's screen showed.
export const DescriptionStep = Schema.Struct({ name: Title, description: Text(20000), ...Seen });
export const GeneralStep = Schema.Struct({
  /** 2 automatic via groups, 3 individual (the members step offers groups, users or both either way) */
  appointment_type_id: Schema.Literals([2, 3]),
  start_date: DateString,
  end_date: DateString,
  ...Seen,
});
export const UserIds = Schema.Struct({ user_ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(10000)), ...Seen });
export const ProhibitionStep = Schema.Struct({ user_ids: Schema.Array(Id).check(Schema.isMaxLength(10000)), ...Seen });
export const SurveyStep = Schema.Struct({ questions: Schema.Array(SurveyQuestion).check(Schema.isMaxLength(100)), ...Seen });
export const RoleModelStep = Schema.Struct({ role_model: RoleModel, ...Seen });
export const SummaryStep = Schema.Struct({ confirmed: Schema.Boolean, ...Seen });
export const Reason = Schema.Struct({ reason: Schema.optional(Text(2000)), ...Seen });

export const TaskTransition = Schema.Struct({
  type: Schema.Literals([
    "task.sendForApproval",
    "task.sendForExecution",
    "task.approve",
    "task.rework",
    "task.sendToClose",
    "task.returnToWork",
    "task.cancel",
  ]),
  /** required by rework and returnToWork */
  comment: Schema.optional(Text(5000)),
  ...Seen,
});
export const ScoreIn = Schema.Struct({ goal_id: Id, score: Weight, weight: Weight });
export const GradePayload = Schema.Struct({
  /** middle: self or intermediate grade (task.gradeMiddle); final: closes the plan (task.close) */
  kind: Schema.Literals(["middle", "final"]),
  /** one per goal; weights must total 100 (400 naming payload.scores.weights otherwise) */
  scores: Schema.Array(ScoreIn).check(Schema.isMaxLength(100)),
  comment: Schema.optional(Text(5000)),
  ...Seen,
});
const GoalFields = { title: Title, description: Schema.optional(Text(5000)), weight: GoalWeight };
export const GoalInput = Schema.Struct({ ...GoalFields, ...Seen });
/** Replaces all goals: items with an id update that goal, without one add a goal, missing ones are removed. */
export const GoalsPayload = Schema.Struct({
  goals: Schema.Array(Schema.Struct({ id: Schema.optional(Id), ...GoalFields })).check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  ...Seen,
});
export const ActionInput = Schema.Struct({
  goal_id: Id,
  title: Title,
  description: Schema.optional(Text(5000)),
  type_id: Schema.Literals([1, 2, 3, 4, 5, 6]),
  planned_end_date: Schema.optional(Schema.NullOr(DateString)),
  ...Seen,
});
export const ActionStatePayload = Schema.Struct({ state_id: Schema.Literals([1, 2, 3, 4, 5]), ...Seen });
/** A course of a goal, named by its title; `course_id` must be null while there is no course catalogue (400 otherwise). */
export const CourseInput = Schema.Struct({ goal_id: Id, title: Title, course_id: Schema.optional(Schema.NullOr(Id)), ...Seen });
export const CommentInput = Schema.Struct({ text: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(5000)), parent_id: Schema.optional(Id) });
export const CommentEdit = Schema.Struct({ text: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(5000)) });
export const SurveyAnswers = Schema.Struct({
  answers: Schema.Array(Schema.Struct({ question_id: Id, value: Text(5000) })).check(Schema.isMaxLength(100)),
});
