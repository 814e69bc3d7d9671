import { describe, expect, it } from "vitest";
import { type SnapshotFrom, transition } from "xstate";
import { devPlanMachine, devPlanModel, launchBlockers, planStatus, SETTINGS_STEPS } from "../../machines/devPlan";
import { sampleActors as as } from "../../machines/devPlanRoleModel";
import { describeModel, metaIds } from "./coverage";
import { accepted, buttonsOf, type E, refused } from "./devPlanFixture";

type Snap = SnapshotFrom<typeof devPlanMachine>;

// machines/index.ts is the lead's: until it registers the machine, register it for this run.

const buttons = (s: Snap) => buttonsOf(devPlanMachine, s);
function common(s: Snap, stage: number, status: number) {
  expect(metaIds(s)).toEqual([stage]);
  expect(planStatus(s)).toBe(status);
}

describeModel("devPlan", devPlanMachine, {
  states: {
    preparation: (s) => {
      common(s, 1, 1);
      const ready = SETTINGS_STEPS.every((k) => s.context.settings[k]) && (s.context.members.length > 0 || s.context.groups.length > 0);
      expect(launchBlockers(s.context).length === 0).toBe(ready);
      expect(buttons(s)).toEqual({ admin: [...(ready ? ["plan.launch"] : []), "plan.cancel", "members.add", "groups.add"] });
    },
    launched: (s, run) => {
      common(s, 2, 4);
      expect(run.sent.some((e) => e.type === "plan.launch")).toBe(true);
      expect(buttons(s)).toEqual({ admin: ["plan.complete", "plan.cancel", "members.add", "groups.add"], system: ["plan.complete"] });
    },
    completed: (s) => {
      common(s, 3, 6);
      expect(s.status).toBe("done");
      expect(buttons(s)).toEqual({});
    },
    canceled: (s) => {
      common(s, 3, 7);
      expect(s.status).toBe("done");
      expect(buttons(s)).toEqual({});
    },
  },
});

// ---- refusals, decided the server's way ----

const allValid = Object.fromEntries(SETTINGS_STEPS.map((k) => [k, true]));
const validate = (steps: Record<string, unknown>, actor = as.admin) => ({ type: "settings.validated", actor, steps });
const appoint = (userIds: number[], appointment = 3, actor = as.admin, groupId?: number) => ({
  type: "members.add", actor, userIds, appointment, ...(groupId ? { groupId } : {}),
});
const groups = (type: "groups.add" | "groups.remove", groupIds: number[], actor = as.admin) => ({ type, actor, groupIds });

const plan = (...events: E[]): Snap => accepted(devPlanMachine, { planId: 1 }, events);
const refuses = (s: Snap, e: E) => refused(devPlanMachine, s, e);
const launch = { type: "plan.launch", actor: as.admin };

describe("devPlan refusals", () => {
  it("launches only with every settings step valid and at least one member", () => {
    refuses(plan(validate(allValid)), launch);
    expect(launchBlockers(plan(validate(allValid)).context)).toEqual(["noMembers"]);
    for (const step of SETTINGS_STEPS) {
      const s = plan(validate({ ...allValid, [step]: false }), appoint([201]));
      refuses(s, launch);
      expect(launchBlockers(s.context)).toEqual([step]);
    }
    const ready = plan(validate(allValid), appoint([201]));
    refuses(ready, { type: "plan.launch", actor: as.system });
    refuses(ready, { type: "plan.launch", actor: as.hr });
    expect(transition(devPlanMachine, ready, launch as never)[0].value).toBe("launched");
  });

  it("only a plan admin validates settings, with known steps, before launch", () => {
    const s = plan();
    refuses(s, validate(allValid, as.hr));
    refuses(s, validate({ launch: true }));
    refuses(s, validate({ summary: "yes" }));
    refuses(s, validate({}));
    refuses(plan(validate(allValid), appoint([201]), launch), validate({ summary: false }));
  });

  it("group sync (system) appoints and removes automatic members only; no duplicates", () => {
    const s = plan(appoint([201]), groups("groups.add", [7]), appoint([203], 2, as.system, 7));
    expect(s.context.members).toEqual([{ userId: 201, appointment: 3 }, { userId: 203, appointment: 2, groupId: 7 }]);
    refuses(s, appoint([204], 3, as.system));
    refuses(s, appoint([204], 2, as.system)); // no group named
    refuses(s, appoint([204], 2, as.system, 8)); // a group the plan did not choose
    refuses(s, appoint([204], 3, as.admin, 7)); // individual appointments name no group
    refuses(s, { type: "members.remove", actor: as.system, userIds: [201] });
    expect(s.can({ type: "members.remove", actor: as.system, userIds: [203] } as never)).toBe(true);
    refuses(s, appoint([201]));
    refuses(s, appoint([205, 205]));
    refuses(s, appoint([206], 1));
    refuses(s, { type: "members.remove", actor: as.admin, userIds: [999] });
  });

  it("groups: chosen by the plan admin only, once each; a plan with only a group can launch", () => {
    const s = plan(validate(allValid), groups("groups.add", [7, 8]));
    expect(s.context.groups).toEqual([7, 8]);
    expect(launchBlockers(s.context)).toEqual([]);
    refuses(s, groups("groups.add", [7]));
    refuses(s, groups("groups.add", [9], as.system));
    refuses(s, groups("groups.add", [9], as.hr));
    refuses(s, groups("groups.add", []));
    refuses(s, groups("groups.add", [9, 9]));
    refuses(s, groups("groups.remove", [9]));
    refuses(s, groups("groups.remove", [7], as.system));
    const launched = plan(validate(allValid), groups("groups.add", [7]), appoint([203], 2, as.admin, 7), launch);
    expect(launched.value).toBe("launched");
    const later = plan(validate(allValid), groups("groups.add", [7]), launch, appoint([204], 2, as.system, 7), groups("groups.remove", [7]));
    expect(later.context.groups).toEqual([]);
    refuses(later, appoint([205], 2, as.system, 7)); // a group removed is no longer synchronised
  });

  it("a completed or canceled plan accepts nothing", () => {
    const launched = plan(validate(allValid), appoint([201]), launch);
    const completed = plan(validate(allValid), appoint([201]), launch, { type: "plan.complete", actor: as.system });
    const [canceled] = transition(devPlanMachine, launched, { type: "plan.cancel", actor: as.admin } as never);
    for (const s of [completed, canceled]) {
      expect(s.status).toBe("done");
      for (const e of devPlanModel.events ?? []) refuses(s, e);
    }
    refuses(launched, { type: "plan.cancel", actor: as.system }); // a job ends a plan, it does not cancel it
  });
});
