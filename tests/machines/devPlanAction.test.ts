import { describe, expect, it } from "vitest";
import { initialTransition, type SnapshotFrom, transition } from "xstate";
import {
  ACTION_STATES,
  ACTION_TYPES,
  actionEventBetween,
  actionSnapshotAt,
  actionStateId,
  devPlanActionMachine,
  isActionType,
  nextActionState,
} from "../../machines/devPlanAction";
import { availableCommands } from "../../machines/devPlanRoleModel";
import { describeModel, metaIds } from "./coverage";

type Snap = SnapshotFrom<typeof devPlanActionMachine>;

// machines/index.ts is the lead's: until it registers the machine, register it for this run.

/** The state menu of an action: the lifecycle events it accepts (who may is the task's decision). */
const menu = (s: Snap) => availableCommands(devPlanActionMachine, s, null);

describeModel("devPlanAction", devPlanActionMachine, {
  states: {
    created: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(menu(s)).toEqual(["action.start", "action.complete", "action.cancel"]);
    },
    inProgress: (s) => {
      expect(metaIds(s)).toEqual([2]);
      expect(menu(s)).toEqual(["action.completePartially", "action.complete", "action.cancel"]);
    },
    completedPartially: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(menu(s)).toEqual(["action.complete", "action.reopen"]);
    },
    completed: (s) => {
      expect(metaIds(s)).toEqual([4]);
      expect(menu(s)).toEqual(["action.reopen"]);
    },
    canceled: (s, run) => {
      expect(metaIds(s)).toEqual([5]);
      expect(menu(s)).toEqual(["action.reopen"]);
      // no state is final: the task freezes actions once the plan is sent to close
      expect(s.status).toBe("active");
      expect(run.sent.at(-1)?.type).toBe("action.cancel");
    },
  },
});

describe("devPlanAction lookups", () => {
  it("exports the spec's action types and states", () => {
    expect(Object.values(ACTION_TYPES)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.keys(ACTION_TYPES)).toEqual(["FROM_EXPERIENCE", "ON_THE_JOB", "SELF_STUDY", "SEMINAR", "DEVELOPMENT", "MENTORING"]);
    expect([isActionType(6), isActionType(7), isActionType("1")]).toEqual([true, false, false]);
    expect(ACTION_STATES).toEqual({ CREATED: 1, IN_PROGRESS: 2, COMPLETED_PARTIALLY: 3, COMPLETED: 4, CANCELED: 5 });
  });

  it("derives the move table from the machine, the way the task machine reads it", () => {
    const table: Record<number, Record<string, number>> = {};
    for (const id of Object.values(ACTION_STATES)) {
      const s = actionSnapshotAt(id);
      expect(actionStateId(s)).toBe(id);
      table[id] = {};
      for (const type of ["action.start", "action.completePartially", "action.complete", "action.cancel", "action.reopen"]) {
        const to = nextActionState(id, type);
        if (to === null) continue;
        table[id][type] = to;
        expect(actionEventBetween(id, to)).toBe(type);
        expect(actionStateId(transition(devPlanActionMachine, s, { type } as never)[0])).toBe(to);
      }
    }
    expect(table).toEqual({
      1: { "action.start": 2, "action.complete": 4, "action.cancel": 5 },
      2: { "action.completePartially": 3, "action.complete": 4, "action.cancel": 5 },
      3: { "action.complete": 4, "action.reopen": 2 },
      4: { "action.reopen": 2 },
      5: { "action.reopen": 1 },
    });
  });

  it("refuses moves the lifecycle lacks", () => {
    expect(actionEventBetween(4, 5)).toBeNull(); // a completed action is not canceled, it is reopened first
    expect(actionEventBetween(1, 3)).toBeNull(); // partial completion needs work started
    expect(actionEventBetween(2, 2)).toBeNull();
    expect(nextActionState(9, "action.start")).toBeNull();
    const [created] = initialTransition(devPlanActionMachine);
    const [same] = transition(devPlanActionMachine, created, { type: "action.reopen" });
    expect(same.value).toBe("created");
  });
});
