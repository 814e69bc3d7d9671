import { createActor } from "xstate";
import { expect, it } from "vitest";
import { delegationMachine } from "../../machines/delegation";
import { as } from "../../machines/graph/model";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  edit: { type: "delegation.edit", actor: as.admin, userIds: [1], newManager: { userId: 2 } },
  run: { type: "delegation.run", actor: as.admin },
  runByJob: { type: "delegation.run", actor: as.system },
  complete: { type: "delegation.complete", actor: as.system, at: "2025-04-01T00:00:00.000Z" },
  fail: { type: "delegation.fail", actor: as.system, message: "x" },
  select: { type: "delegation.select", actor: as.admin },
  selectByOther: { type: "delegation.select", actor: as.other },
};

describeModel("delegation", delegationMachine, {
  states: {
    create: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(allowed(s, ask)).toEqual(["edit", "run", "runByJob", "select"]);
    },
    inProgress: (s) => {
      expect(metaIds(s)).toEqual([2]);
      expect(s.context.error).toBeNull();
      expect(allowed(s, ask)).toEqual(["complete", "fail", "select"]);
    },
    completed: (s, run) => {
      expect(metaIds(s)).toEqual([3]);
      expect(s.context.completionDate).toBe(run.last("delegation.complete").at);
      // a completed delegation task can no longer be selected or run
      expect(allowed(s, ask)).toEqual([]);
    },
    error: (s, run) => {
      expect(metaIds(s)).toEqual([4]);
      expect(s.context.error).toBe(run.last("delegation.fail").message);
      expect(allowed(s, ask)).toEqual(["run", "select"]);
    },
  },
});

it("selecting emits delegation.selected and changes nothing stored", () => {
  const actor = createActor(delegationMachine, { input: { userIds: [1] } }).start();
  const seen: string[] = [];
  actor.on("delegation.selected", (e) => seen.push(e.type));
  const before = actor.getSnapshot().context;
  actor.send({ type: "delegation.select", actor: as.admin });
  expect(seen).toEqual(["delegation.selected"]);
  expect(actor.getSnapshot().context).toEqual(before);
});
