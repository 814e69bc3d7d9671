import { type SnapshotFrom, setup, transition } from "xstate";
import { defineCommands } from "./devPlanRoleModel";
import { defineModel } from "./graph/model";

/**
 * A development action inside a goal of an employee's plan (spec 000 §4): CREATED 1,
 * IN_PROGRESS 2, COMPLETED_PARTIALLY 3, COMPLETED 4, CANCELED 5. Pure lifecycle: who may change
 * an action, and when, is the task machine's `action.changeState` (only while the plan is in
 * progress, by those who may act), which accepts a target state only when this machine has a
 * transition to it.
 *
 * | from                 | event                   | to                   |
 * | created              | action.start            | inProgress           |
 * | created, inProgress, completedPartially | action.complete | completed  |
 * | inProgress           | action.completePartially| completedPartially   |
 * | created, inProgress  | action.cancel           | canceled             |
 * | completedPartially, completed | action.reopen  | inProgress           |
 * | canceled             | action.reopen           | created              |
 *
 * No state is final: mistakes are corrected while the plan runs, and the plan's sending to close
 * freezes every action (the task machine accepts no action change after that). An action done
 * without a separate start (learning from experience) completes straight from created.
 */

/** Action types (spec 000 §4). */
export const ACTION_TYPES = {
  FROM_EXPERIENCE: 1,
  ON_THE_JOB: 2,
  SELF_STUDY: 3,
  SEMINAR: 4,
  DEVELOPMENT: 5,
  MENTORING: 6,
} as const;
export type ActionTypeId = (typeof ACTION_TYPES)[keyof typeof ACTION_TYPES];
export const isActionType = (t: unknown): t is ActionTypeId => Object.values(ACTION_TYPES).includes(t as ActionTypeId);

/** Action states (spec 000 §4), the `meta.id` of the machine's states. */
export const ACTION_STATES = {
  CREATED: 1,
  IN_PROGRESS: 2,
  COMPLETED_PARTIALLY: 3,
  COMPLETED: 4,
  CANCELED: 5,
} as const;
export type ActionStateId = (typeof ACTION_STATES)[keyof typeof ACTION_STATES];

export const ACTION_EVENTS = ["action.start", "action.completePartially", "action.complete", "action.cancel", "action.reopen"] as const;
export type DevPlanActionEventType = (typeof ACTION_EVENTS)[number];
export type DevPlanActionEvent = { type: DevPlanActionEventType };

export const devPlanActionMachine = setup({
  types: { events: {} as DevPlanActionEvent },
}).createMachine({
  id: "devPlanAction",
  initial: "created",
  states: {
    created: {
      meta: { id: 1, name: "CREATED" },
      on: { "action.start": "inProgress", "action.complete": "completed", "action.cancel": "canceled" },
    },
    inProgress: {
      meta: { id: 2, name: "IN_PROGRESS" },
      on: { "action.completePartially": "completedPartially", "action.complete": "completed", "action.cancel": "canceled" },
    },
    completedPartially: {
      meta: { id: 3, name: "COMPLETED_PARTIALLY" },
      on: { "action.complete": "completed", "action.reopen": "inProgress" },
    },
    completed: {
      meta: { id: 4, name: "COMPLETED" },
      on: { "action.reopen": "inProgress" },
    },
    canceled: {
      meta: { id: 5, name: "CANCELED" },
      on: { "action.reopen": "created" },
    },
  },
});

type ActionSnapshot = SnapshotFrom<typeof devPlanActionMachine>;

/** The spec id of the snapshot's state. */
export function actionStateId(snapshot: ActionSnapshot): ActionStateId {
  const key = snapshot.value as string;
  return (devPlanActionMachine.root.states[key].meta as { id: ActionStateId }).id;
}

/** The snapshot of an action whose state has this spec id (actions live in the task's context). */
export function actionSnapshotAt(stateId: ActionStateId): ActionSnapshot {
  const entry = Object.entries(devPlanActionMachine.root.states).find(([, n]) => (n.meta as { id: number }).id === stateId);
  if (!entry) throw new Error(`unknown action state ${stateId}`);
  return devPlanActionMachine.resolveState({ value: entry[0], context: {} });
}

// from-id → event → to-id, computed once from the machine so the machine stays the only source.
const moves = new Map<number, Map<DevPlanActionEventType, ActionStateId>>();
for (const id of Object.values(ACTION_STATES)) {
  const from = actionSnapshotAt(id);
  const out = new Map<DevPlanActionEventType, ActionStateId>();
  for (const type of ACTION_EVENTS) {
    if (!from.can({ type })) continue;
    out.set(type, actionStateId(transition(devPlanActionMachine, from, { type })[0]));
  }
  moves.set(id, out);
}

/** The state an action reaches from `from` by `event`, or null when the lifecycle refuses it. */
export function nextActionState(from: number, event: string): ActionStateId | null {
  return moves.get(from)?.get(event as DevPlanActionEventType) ?? null;
}

/** The lifecycle event that moves an action from one state to another, or null when none does. */
export function actionEventBetween(from: number, to: number): DevPlanActionEventType | null {
  for (const [type, target] of moves.get(from) ?? []) if (target === to) return type;
  return null;
}

defineCommands(
  devPlanActionMachine,
  ACTION_EVENTS.map((type) => ({ type })),
);

/** Model-based test and `npm run paths`: the events carry no payload, the value is the state. */
export const devPlanActionModel = defineModel(devPlanActionMachine, { simplePaths: true });
