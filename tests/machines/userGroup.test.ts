import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { userGroupMachine } from "../../machines/userGroup";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  setType: { type: "group.setType", actor: as.admin, groupType: "dynamic" },
  setConditions: { type: "group.setConditions", actor: as.admin, match: "all", conditions: [] },
  save: { type: "group.save", actor: as.admin },
  deactivate: { type: "group.deactivate", actor: as.admin },
  activate: { type: "group.activate", actor: as.admin },
  autoAssign: { type: "tracks.autoAssign", actor: as.system, at: "2025-03-01T00:00:00.000Z" },
};
const conditions = (s: { context: { type: string } }) => (s.context.type === "dynamic" ? ["setConditions"] : []);

describeModel("userGroup", userGroupMachine, {
  states: {
    draft: (s, run) => {
      expect(metaIds(s)).toEqual([0]);
      expect(s.context.type).toBe(run.last("group.setType")?.groupType ?? "static");
      expect(allowed(s, ask)).toEqual(["setType", ...conditions(s), "save"]);
    },
    active: (s) => {
      expect(metaIds(s)).toEqual([1]);
      // the type is fixed once saved; an active group auto-assigns tracks
      expect(allowed(s, ask)).toEqual([...conditions(s), "deactivate", "autoAssign"]);
    },
    inactive: (s) => {
      expect(metaIds(s)).toEqual([2]);
      // an inactive group does not auto-assign tracks
      expect(allowed(s, ask)).toEqual([...conditions(s), "activate"]);
    },
  },
});
