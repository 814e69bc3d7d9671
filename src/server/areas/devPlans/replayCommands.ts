import { type Actor, availableCommands, type Relation, type RoleModel } from "../../../../machines/devPlanRoleModel.js";
import { devPlanTaskMachine } from "../../../../machines/devPlanTask.js";
import type { Sql } from "../../db/types.js";
import type { StoredEvent } from "../../events/types.js";

const RELATION_COLUMN: Partial<Record<Relation, string>> = {
  lineManager: "manager_id",
  functionalManager: "functional_manager_id",
  mentor: "mentor_id",
};

/** The owner and the first approver of an employee plan, as actors, for the buttons at each replayed step. */
const taskActors = async (sql: Sql, input: { ownerId: number; roleModel: RoleModel }) => {
  const relation: Relation = input.roleModel.approve[0] ?? "lineManager";
  const [owner] = await sql.query("select manager_id, functional_manager_id, mentor_id from users where id = $1", [input.ownerId]);
  const column = RELATION_COLUMN[relation];
  const approverId = (column && owner?.[column]) || 0;
  return {
    owner: { id: input.ownerId, relations: ["self"], isPlanAdmin: false } as Actor,
    approver: { id: approverId, relations: [relation], isPlanAdmin: false } as Actor,
  };
};

/** The support replay of an employee plan: the buttons its owner and its first approver had after each step. */
export const devPlanTaskReplayCommands = async (sql: Sql, events: readonly StoredEvent[]) => {
  const input = events[0]?.data.input;
  if (!input) return null;
  const actors = await taskActors(sql, input);
  return (after: unknown, context: unknown) => {
    const snapshot = devPlanTaskMachine.resolveState({ value: after as string, context: context as never });
    return {
      owner: availableCommands(devPlanTaskMachine, snapshot, actors.owner),
      approver: availableCommands(devPlanTaskMachine, snapshot, actors.approver),
    };
  };
};
