import { type Actor, availableCommands, type Relation, type RoleModel } from "../../../../machines/devPlanRoleModel.js";
import { devPlanTaskMachine } from "../../../../machines/devPlanTask.js";
import type { Sql } from "../../db/types.js";
import { hasMachine, RECORD, replayRecord } from "../../events/recordReplay.js";
import { replayEvents } from "../../events/replay.js";
import { readStream } from "../../events/store.js";

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

/**
 * Replays a stream of the client through its machine, or folds it as a record when it has none (null when the
 * stream is not the client's, or has no events): each step with the state before and after, the context, any divergence, and for employee plans
 * the buttons the owner and the approver had after it.
 */
export const replaySteps = async (sql: Sql, clientId: number, streamType: string, streamId: string) => {
  const events = await readStream(sql, { type: streamType, id: streamId });
  if (events.length === 0 || events.some((e) => e.clientId !== clientId)) return null;
  const machine = hasMachine(streamType, events) ? ((events[0].meta.machine as string | undefined) ?? streamType) : RECORD;
  const steps = machine === RECORD ? await replayRecord(sql, events) : replayEvents(streamType, events);
  const actors = machine === "devPlanTask" && events[0].data.input ? await taskActors(sql, events[0].data.input) : null;
  return {
    machine,
    steps: steps.map((s) => {
      let commands: { owner: string[]; approver: string[] } | null = null;
      if (actors) {
        const snapshot = devPlanTaskMachine.resolveState({ value: s.after as string, context: s.context as never });
        commands = {
          owner: availableCommands(devPlanTaskMachine, snapshot, actors.owner),
          approver: availableCommands(devPlanTaskMachine, snapshot, actors.approver),
        };
      }
      return {
        position: s.position,
        version: s.version,
        time: s.recordedAt,
        actor: s.actor ?? null,
        type: s.type,
        command: s.command,
        data: s.data,
        before: s.before,
        after: s.after,
        context: s.context,
        divergence: s.divergence ?? null,
        available_commands: commands,
      };
    }),
  };
};
