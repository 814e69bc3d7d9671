import { describe, expect, it } from "vitest";
import { explainRefusal } from "../../machines/rules";
import { as } from "../../machines/graph/model";
import { trackProgressMachine } from "../../machines/trackProgress";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  available: { type: "track.available", actor: as.system },
  availableByAdmin: { type: "track.available", actor: as.admin },
  start: { type: "track.start", actor: as.self },
  startByManager: { type: "track.start", actor: as.manager },
  complete: { type: "track.complete", actor: as.self },
  completeByJob: { type: "track.complete", actor: as.system },
  completeByOther: { type: "track.complete", actor: as.other },
  overdue: { type: "track.overdue", actor: as.system },
  overdueByAdmin: { type: "track.overdue", actor: as.admin },
  extend: { type: "track.extend", actor: as.admin },
  reassign: { type: "track.reassign", actor: as.admin },
  reassignByLearner: { type: "track.reassign", actor: as.self },
};

describeModel("trackProgress", trackProgressMachine, {
  states: {
    planned: (s) => {
      expect(metaIds(s)).toEqual([1]);
      // only the job makes a planned item available: no timers in the machine
      expect(allowed(s, ask)).toEqual(["available"]);
    },
    start: (s) => {
      expect(metaIds(s)).toEqual([5]);
      expect(s.context.started).toBe(false);
      expect(allowed(s, ask)).toEqual(["start", "complete", "completeByJob", "overdue"]);
    },
    inProgress: (s) => {
      expect(metaIds(s)).toEqual([2]);
      expect(s.context.started).toBe(true);
      expect(allowed(s, ask)).toEqual(["complete", "completeByJob", "overdue"]);
    },
    overdue: (s) => {
      expect(metaIds(s)).toEqual([4]);
      const base = ["complete", "completeByJob", "extend"];
      expect(allowed(s, ask)).toEqual(s.context.started ? base : ["start", ...base]);
    },
    completed: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(allowed(s, ask)).toEqual(["reassign"]);
    },
  },
});

describe("trackProgress refusals name their rule", () => {
  const from = (value: string, started = false) => trackProgressMachine.resolveState({ value, context: { started } } as never);
  it("someone who does not do the task is refused by a who-rule (403), a planned task is not available yet (409)", () => {
    expect(explainRefusal(from("inProgress", true), ask.completeByOther, "learning.errors.notNow")).toMatchObject({ reason: "learning.rules.onlyDoer", who: true });
    expect(explainRefusal(from("planned"), ask.start, "learning.errors.notNow")).toMatchObject({ reason: "learning.errors.notNow", who: false });
    expect(explainRefusal(from("overdue", true), ask.start, "learning.errors.notNow")).toMatchObject({ reason: "learning.rules.alreadyStarted", who: false });
    expect(explainRefusal(from("start"), ask.available, "learning.errors.notNow")).toMatchObject({ reason: "learning.errors.notNow" });
  });
});
