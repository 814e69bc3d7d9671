import { expect } from "vitest";
import type { Relation } from "../../machines/actor";
import { as } from "../../machines/graph/model";
import { respondentMachine } from "../../machines/respondent";
import { allowed, describeModel, metaIds } from "./coverage";

// The spec's peer selection modes: who selects, who approves.
const selector: Record<number, Relation> = { 1: "manager", 2: "functionalManager", 3: "self", 4: "self" };
const approver: Record<number, Relation | null> = { 1: null, 2: null, 3: "manager", 4: "functionalManager" };

const people: Relation[] = ["self", "manager", "functionalManager", "admin", "system"];
/** Who may send `type` (with an allowed list of peers where it takes one). */
const who = (s: Parameters<typeof respondentMachine.transition>[0], type: string) =>
  people.filter((r) => s.can({ type, actor: as[r], peerIds: [21] } as never));

describeModel("respondent", respondentMachine, {
  states: {
    notStarted: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(who(s, "peers.select")).toEqual([selector[s.context.peerSelection]]);
      expect(who(s, "peers.adminUpdate")).toEqual(["admin"]);
      expect(who(s, "peers.submit")).toEqual([]);
      // more peers than allowed is refused
      const tooMany = { type: "peers.select", actor: as[selector[s.context.peerSelection]], peerIds: [1, 2, 3] };
      expect(s.can(tooMany as never)).toBe(false);
    },
    selected: (s) => {
      expect(metaIds(s)).toEqual([2]);
      expect(s.context.peerIds.length).toBeGreaterThan(0);
      expect(s.context.peerIds.length).toBeLessThanOrEqual(s.context.maxPeers);
      expect(who(s, "peers.submit")).toEqual([selector[s.context.peerSelection]]);
      expect(who(s, "peers.approve")).toEqual([]);
    },
    inApproval: (s) => {
      expect(metaIds(s)).toEqual([3]);
      // only the nominating modes need an approval
      expect([3, 4]).toContain(s.context.peerSelection);
      expect(who(s, "peers.approve")).toEqual([approver[s.context.peerSelection]]);
      expect(who(s, "peers.reject")).toEqual([approver[s.context.peerSelection]]);
    },
    approved: (s) => {
      expect(metaIds(s)).toEqual([4]);
      expect(who(s, "respondent.complete")).toEqual(["system"]);
      expect(who(s, "peers.select")).toEqual([]);
    },
    updatedByAdmin: (s, run) => {
      expect(metaIds(s)).toEqual([5]);
      expect(s.context.peerIds).toEqual(run.last("peers.adminUpdate").peerIds);
      expect(who(s, "respondent.complete")).toEqual(["system"]);
    },
    completed: (s) => {
      expect(metaIds(s)).toEqual([6]);
      expect(allowed(s, { a: { type: "peers.adminUpdate", actor: as.admin, peerIds: [1] } })).toEqual([]);
    },
  },
});
