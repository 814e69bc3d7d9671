import { defaultRoleModel } from "../../../machines/devPlanRoleModel.js";
import type { Caller } from "../areas/devPlans/model.js";
import { addMembers, createPlan, launchPlan, saveStep } from "../areas/devPlans/planCommands.js";
import * as tasks from "../areas/devPlans/taskCommands.js";
import type { Sql } from "../db/types.js";
import { createUser } from "./commands.js";

/** Extra demo employees (all report to manager@demo.local), each left in another state of their plan. */
const EXTRA = [
  ["kirill.orlov", "Кирилл", "Орлов"],
  ["yulia.mikhailova", "Юлия", "Михайлова"],
  ["viktor.zaitsev", "Виктор", "Зайцев"],
  ["tatiana.belova", "Татьяна", "Белова"],
] as const;

const GOALS = [
  { title: "Развить навыки управления проектами", description: "Вести проект от идеи до запуска", weight: 60 },
  { title: "Улучшить навыки публичных выступлений", description: "Два выступления на внутренних митапах", weight: 40 },
];

/**
 * The demo's development plans, made through the same commands the API runs (so every row is a projection
 * of events): a launched "Индивидуальный план развития 2026" whose members are in draft, approval,
 * inProgress (employee@demo.local, with actions and comments), finalGrade and completed, with
 * manager@demo.local as line manager and approver; and a second plan still in preparation.
 */
export const seedDevPlans = async (tx: Sql, clientId: number, ids: Record<string, number>, passwordHash: string, at: string) => {
  const now = new Date(at);
  const as = (userId: number, roleId: number, isPlanAdmin = false): Caller => ({ userId, clientId, roleId, isPlanAdmin });
  const admin = as(ids.admin, 5, true);
  const employee = as(ids.employee, 9);
  const manager = as(ids.manager, 1);
  const extra: number[] = [];
  for (const [login, first, last] of EXTRA) {
    extra.push(await createUser(tx, clientId, {
      email: `${login}@demo.local`, first_name: first, last_name: last, role_id: 9, language: "ru", manager_id: ids.manager, mentor_id: ids.mentor,
    }, passwordHash, at));
  }
  const planId = await createPlan(tx, admin, {
    name: "Индивидуальный план развития 2026",
    description: "Ежегодный индивидуальный план развития: цели на год, развивающие действия и итоговая оценка с руководителем.",
  });
  await saveStep(tx, admin, planId, { general: { appointment_type_id: 3, start_date: "2026-01-15", end_date: "2026-12-20" } });
  await addMembers(tx, admin, planId, [ids.employee, ...extra]);
  await saveStep(tx, admin, planId, {
    preliminarySurvey: { questions: [
      { id: 1, title: "Каких профессиональных целей вы хотите достичь в этом году?", type: "text", required: true },
      { id: 2, title: "Насколько вы удовлетворены своим развитием (1–5)?", type: "rating", required: false },
    ] },
  });
  await saveStep(tx, admin, planId, { roleModel: { role_model: { ...defaultRoleModel, autoApproveDays: 14 } } });
  await saveStep(tx, admin, planId, { summary: { confirmed: true } });
  await launchPlan(tx, admin, planId);
  const taskOf = async (ownerId: number) =>
    (await tx.query<{ id: number }>("select id from dev_plan_tasks where plan_id = $1 and owner_id = $2", [planId, ownerId]))[0].id;
  const compose = async (owner: Caller, taskId: number) => {
    await tasks.setGoals(tx, owner, taskId, GOALS);
    const [goal] = await tx.query<{ id: number }>("select id from dev_plan_goals where task_id = $1 order by id limit 1", [taskId]);
    await tasks.addAction(tx, owner, taskId, { goal_id: goal.id, title: "Пройти курс «Управление проектами»", type_id: 3, planned_end_date: "2026-04-30" });
    await tasks.addAction(tx, owner, taskId, { goal_id: goal.id, title: "Провести ретроспективу проекта", type_id: 2, planned_end_date: "2026-09-30" });
  };
  const send = (owner: Caller, taskId: number) => tasks.transitionTask(tx, owner, taskId, { type: "task.sendForApproval" }, now);
  const approve = (taskId: number) => tasks.transitionTask(tx, manager, taskId, { type: "task.approve" }, now);
  const scores = async (taskId: number) =>
    (await tx.query<{ id: number; weight: number }>("select id, weight::float8 as weight from dev_plan_goals where task_id = $1 order by id", [taskId]))
      .map((g) => ({ goal_id: g.id, score: 90, weight: g.weight }));
  const toClose = async (owner: Caller, taskId: number) => {
    await compose(owner, taskId);
    await send(owner, taskId);
    await approve(taskId);
    await tasks.transitionTask(tx, owner, taskId, { type: "task.sendToClose" }, now);
    await tasks.gradeTask(tx, owner, taskId, { kind: "middle", scores: await scores(taskId) });
  };

  // employee@demo.local: in progress, with a rework round, comments and one action under way
  const mine = await taskOf(ids.employee);
  await tasks.answerSurvey(tx, employee, mine, [{ question_id: 1, value: "Научиться вести проекты самостоятельно" }, { question_id: 2, value: "4" }]);
  await compose(employee, mine);
  await send(employee, mine);
  await tasks.transitionTask(tx, manager, mine, { type: "task.rework", comment: "Добавьте действие на наставничество" }, now);
  const [goalB] = await tx.query<{ id: number }>("select id from dev_plan_goals where task_id = $1 order by id desc limit 1", [mine]);
  await tasks.addAction(tx, employee, mine, { goal_id: goalB.id, title: "Выступить на митапе с докладом", type_id: 4, planned_end_date: "2026-06-15" });
  await send(employee, mine);
  await approve(mine);
  const [first] = await tx.query<{ id: number }>("select id from dev_plan_actions where task_id = $1 order by id limit 1", [mine]);
  await tasks.changeActionState(tx, employee, mine, first.id, 2);
  await tasks.addComment(tx, manager, mine, { text: "Хороший план, жду отчёт по курсу к концу апреля." });

  const taskIds: number[] = [];
  for (const u of extra) taskIds.push(await taskOf(u)); // one query at a time: a transaction is one connection
  const [kirill, yulia, viktor, tatiana] = taskIds;
  const emp = (i: number) => as(extra[i], 9);
  await tasks.addGoal(tx, emp(0), kirill, { title: "Освоить SQL на продвинутом уровне", weight: 100 }); // draft
  await compose(emp(1), yulia); // approval
  await send(emp(1), yulia);
  await toClose(emp(2), viktor); // final grade
  await toClose(emp(3), tatiana); // completed
  await tasks.gradeTask(tx, manager, tatiana, { kind: "final", scores: await scores(tatiana), comment: "Цели достигнуты" });

  // a plan still being set up, to show the wizard
  const draft = await createPlan(tx, admin, { name: "План развития руководителей", description: "Для руководителей первого уровня." });
  await saveStep(tx, admin, draft, { roleModel: { role_model: defaultRoleModel } });
};
