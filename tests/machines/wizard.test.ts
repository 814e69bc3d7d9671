import { createActor } from "xstate";
import { expect, it } from "vitest";
import { assessmentSetupSteps, wizardMachine } from "../../machines/wizard";
import { describeModel } from "./coverage";

describeModel("wizard", wizardMachine, {
  states: {
    editing: (s) => {
      const { steps, index, valid } = s.context;
      const current = steps[index];
      // forward only from a valid step, back always, launch when every step is valid
      expect(s.can({ type: "wizard.next" })).toBe(valid[current] && index < steps.length - 1);
      expect(s.can({ type: "wizard.back" })).toBe(index > 0);
      expect(s.can({ type: "wizard.launch" })).toBe(steps.every((st) => valid[st]));
      for (const [i, st] of steps.entries()) {
        const reachable = i < index || (i > index && steps.slice(0, i).every((p) => valid[p]));
        expect(s.can({ type: "wizard.goTo", step: st })).toBe(reachable);
      }
      expect(s.can({ type: "wizard.setValid", step: "unknown", valid: true })).toBe(false);
    },
    launched: (s) => {
      expect(s.status).toBe("done");
      expect(Object.values(s.context.valid).every(Boolean)).toBe(true);
    },
  },
});

it("runs the assessment setup steps in order", () => {
  const actor = createActor(wizardMachine, { input: { steps: assessmentSetupSteps } }).start();
  expect(actor.getSnapshot().context.steps).toEqual([
    "general",
    "reviewees",
    "reviewers",
    "scores",
    "resultsVisibility",
    "sequence",
    "verifyAndLaunch",
  ]);
  for (const step of assessmentSetupSteps) {
    actor.send({ type: "wizard.next" }); // refused: the step is not valid yet
    expect(actor.getSnapshot().context.steps[actor.getSnapshot().context.index]).toBe(step);
    actor.send({ type: "wizard.setValid", step, valid: true });
    actor.send({ type: "wizard.next" });
  }
  expect(actor.getSnapshot().context.index).toBe(assessmentSetupSteps.length - 1);
  actor.send({ type: "wizard.launch" });
  expect(actor.getSnapshot().status).toBe("done");
});
