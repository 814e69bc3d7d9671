import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { userStatusMachine } from "../../machines/userStatus";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  activate: { type: "user.activate", actor: as.admin, activeCount: 9, limit: 10 },
  activateOverLimit: { type: "user.activate", actor: as.admin, activeCount: 10, limit: 10 },
  activateNoLimit: { type: "user.activate", actor: as.admin, activeCount: 10_000, limit: null },
  block: { type: "user.block", actor: as.admin },
  blockByJob: { type: "user.block", actor: as.system },
  archive: { type: "user.archive", actor: as.admin },
  unarchive: { type: "user.unarchive", actor: as.admin },
  invite: { type: "user.invite", actor: as.admin, at: "2025-03-01T00:00:00.000Z" },
  register: { type: "user.register", actor: as.self },
};

describeModel("userStatus", userStatusMachine, {
  states: {
    active: (s, run) => {
      expect(metaIds(s)).toEqual([1]);
      // invitations only while not registered
      const invite = s.context.registered ? [] : ["invite", "register"];
      expect(allowed(s, ask)).toEqual(["block", "blockByJob", "archive", ...invite]);
      expect(s.context.invitedAt).toBe(run.last("user.invite")?.at ?? null);
    },
    blocked: (s) => {
      expect(metaIds(s)).toEqual([2]);
      // can be activated, within the client's limit
      expect(allowed(s, ask)).toEqual(["activate", "activateNoLimit", "archive"]);
    },
    archived: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(allowed(s, ask)).toEqual(["unarchive"]);
    },
    pending: (s) => {
      expect(metaIds(s)).toEqual([4]);
      expect(allowed(s, ask)).toEqual(["activate", "activateNoLimit", "block", "blockByJob", "archive"]);
    },
  },
});
