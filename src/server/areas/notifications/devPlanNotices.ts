import type { RoleModel } from "../../../../machines/devPlanRoleModel.js";
import type { Sql } from "../../db/types.js";
import { defineSubscriber } from "../../events/subscribers.js";
import type { StoredEvent } from "../../events/types.js";
import { type Notice, notify } from "./produce.js";

/**
 * Development-plan task facts become the notifications of spec 000 §3: the manager types (6, 13, 10, 8) go to the
 * people the plan's role model names for the step, through their relation to the owner; the employee types (14, 7,
 * 11, 9) to the owner. Nobody is told of what they did themselves. Type 16 ("approved with changes") has no fact
 * that tells it apart from an approval yet, so it is not sent.
 */
type Task = { id: number; owner_id: number; plan_name: string; role_model: RoleModel; manager_id: number | null; functional_manager_id: number | null; mentor_id: number | null };
type Relation = RoleModel["approve"][number];

const loadTask = async (tx: Sql, taskId: number): Promise<Task | undefined> =>
  (await tx.query<Task>(
    `select t.id, t.owner_id, p.name as plan_name, t.context->'roleModel' as role_model, u.manager_id, u.functional_manager_id, u.mentor_id
       from dev_plan_tasks t join dev_plans p on p.id = t.plan_id join users u on u.id = t.owner_id where t.id = $1`, [taskId]))[0];

/** The people a role model's relations name for this owner; `hr` is every HR business partner of the client. */
const peopleOf = async (tx: Sql, clientId: number, task: Task, relations: readonly Relation[]) => {
  const ids: number[] = [];
  if (relations.includes("lineManager") && task.manager_id) ids.push(task.manager_id);
  if (relations.includes("functionalManager") && task.functional_manager_id) ids.push(task.functional_manager_id);
  if (relations.includes("mentor") && task.mentor_id) ids.push(task.mentor_id);
  if (relations.includes("hr")) {
    const hr = await tx.query<{ id: number }>("select id from users where client_id = $1 and role_id = 2 and status_id = 1 and id <> $2", [clientId, task.owner_id]);
    ids.push(...hr.map((r) => r.id));
  }
  return ids;
};

const approversOf = (rm: RoleModel): Relation[] => [...new Set([...rm.approve, ...rm.approveExtra, ...rm.grade.intermediate, ...rm.grade.final])];

/** Which notice a fact gives, by the states it went between and who wrote it. */
const noticesOf = async (tx: Sql, e: StoredEvent, task: Task): Promise<Notice[]> => {
  const from = String(e.meta.from ?? "");
  const to = String(e.meta.to ?? "");
  const rm = task.role_model;
  const actor = e.meta.actor;
  const forManagers = async (typeId: number, relations: readonly Relation[]): Promise<Notice> => ({
    typeId, userIds: await peopleOf(tx, e.clientId, task, relations), subject: task.plan_name,
    link: `/growth/development-plans/manager/${task.id}`,
  });
  const forOwner = (typeId: number): Notice => ({ typeId, userIds: [task.owner_id], subject: task.plan_name, link: `/growth/development-plans/${task.id}` });
  if (e.type === "comment.added" || e.type === "comment.replied")
    return [actor === task.owner_id ? await forManagers(10, approversOf(rm)) : forOwner(11)];
  if (from === to) return [];
  if (to === "approval") return [await forManagers(6, rm.approve)];
  if (to === "approvalExtra") return [await forManagers(6, rm.approveExtra)];
  if (to === "rework") return [forOwner(14), await forManagers(13, [...rm.approve, ...rm.approveExtra])];
  if (to === "inProgress" && (from === "approval" || from === "approvalExtra")) return [forOwner(7)];
  if (to === "middleGrade") return [await forManagers(8, rm.grade.intermediate)];
  if (to === "finalGrade") return [await forManagers(8, rm.grade.final)];
  if (to === "completed") return [forOwner(9)];
  return [];
};

const NAME = "notifications.devPlans";

const onTaskFact = async (tx: Sql, e: StoredEvent) => {
  if (e.streamType !== "devPlanTask") return;
  const task = await loadTask(tx, Number(e.streamId));
  if (!task) return;
  const actor = typeof e.meta.actor === "number" ? e.meta.actor : "system";
  for (const n of await noticesOf(tx, e, task)) await notify(tx, e.clientId, actor, n, e.recordedAt.toISOString(), `${NAME}@${e.position}`);
};

const FACTS = ["task.sentForApproval", "task.approved", "task.approvedExtra", "task.autoApproved", "task.sentForExecution", "task.sentToRework",
  "task.sentToClose", "task.gradedMiddle", "task.closed", "task.returnedToWork", "comment.added", "comment.replied"];

/** The subscriber that turns development-plan task facts into notifications, once per fact (the cause in its meta). */
export const devPlanNotices = defineSubscriber({ name: NAME, reads: FACTS, handle: onTaskFact });
