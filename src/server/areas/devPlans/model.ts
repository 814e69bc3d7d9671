import type { AnyStateMachine, SnapshotFrom } from "xstate";
import { devPlanMachine } from "../../../../machines/devPlan.js";
import { type Actor, can, type Relation, type RoleModel, relativeTo } from "../../../../machines/devPlanRoleModel.js";
import { devPlanTaskMachine } from "../../../../machines/devPlanTask.js";
import type { Sql } from "../../db/types.js";
import { forbidden } from "./errors.js";
import "./facts.js";

/** Who sends a command: the session's user, or the seed acting as one. */
export interface Caller {
  readonly userId: number;
  readonly clientId: number;
  readonly roleId: number;
  /** `development_plans` edit: administers every plan of the client */
  readonly isPlanAdmin: boolean;
  /** the version of the plan (or employee plan) the user's screen showed; a stale one is refused with 409 */
  readonly expectedVersion?: number;
}

/** HR business partners (system role 2) relate to every employee of their client as "hr". */
export const HR_ROLE = 2;

export type TaskSnapshot = SnapshotFrom<typeof devPlanTaskMachine>;
export type PlanSnapshot = SnapshotFrom<typeof devPlanMachine>;

/** The machine snapshot a read-model row keeps (state_value + context). */
export const restore = <M extends AnyStateMachine>(machine: M, value: string, context: unknown): SnapshotFrom<M> =>
  machine.resolveState({ value, context } as never) as SnapshotFrom<M>;

const metaOf = (machine: AnyStateMachine, value: string) => (machine.root.states[value]?.meta ?? {}) as { id?: number; status?: number };
/** The spec id of a state (`meta.id`): task states 1–9, plan stages 1–3. */
export const stateId = (machine: AnyStateMachine, value: string) => metaOf(machine, value).id ?? 0;
/** The status of a state (`meta.status`): employee plan status 1–7, the campaign's own status. */
export const statusId = (machine: AnyStateMachine, value: string) => metaOf(machine, value).status ?? 0;

/** The plan administrator as the devPlan machine sees them. */
export const adminActor = (caller: Caller): Actor => ({ id: caller.userId, relations: [], isPlanAdmin: caller.isPlanAdmin });

/** The caller's relations to the owner of a plan, read from the owner's user row. */
export const actorFor = async (sql: Sql, caller: Caller, ownerId: number): Promise<Actor> => {
  const [o] = await sql.query<{ manager_id: number | null; functional_manager_id: number | null; mentor_id: number | null }>(
    "select manager_id, functional_manager_id, mentor_id from users where id = $1",
    [ownerId],
  );
  const relations: Relation[] = [];
  if (caller.userId === ownerId) relations.push("self");
  if (o?.manager_id === caller.userId) relations.push("lineManager");
  if (o?.functional_manager_id === caller.userId) relations.push("functionalManager");
  if (o?.mentor_id === caller.userId) relations.push("mentor");
  if (caller.roleId === HR_ROLE && caller.userId !== ownerId) relations.push("hr");
  return { id: caller.userId, relations, isPlanAdmin: caller.isPlanAdmin };
};

/** 403 unless the actor may see the plan at all. */
export const requireView = (roleModel: RoleModel, ownerId: number, actor: Actor) => {
  if (!can(roleModel, "view", relativeTo(actor, ownerId))) throw forbidden("no relation to this plan's owner");
};

/** A machine event and the stored event it becomes (type + the rest, meta from/to). */
export type MachineEvent = { type: string; actor: Actor } & Record<string, unknown>;

/** The relations a role model names as approvers or graders (the manager's "approver" list). */
export const approverRelations = (rm: RoleModel): Relation[] => [
  ...new Set([...rm.approve, ...rm.approveExtra, ...rm.grade.intermediate, ...rm.grade.final]),
];
/** Every relation a role model names: they all see the plan. */
export const viewerRelations = (rm: RoleModel): Relation[] => [
  ...new Set([...rm.comment, ...rm.compose, ...rm.approve, ...rm.approveExtra, ...rm.act, ...rm.grade.intermediate, ...rm.grade.final, ...rm.cancel]),
];

export const metaActor = (actor: Actor) => ({ actor: actor.id });
