import { expect } from "vitest";
import { assessmentMachine } from "../../machines/assessment";
import { as } from "../../machines/graph/model";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  update: { type: "assessment.update", actor: as.admin, settings: {} },
  updateByManager: { type: "assessment.update", actor: as.manager, settings: {} },
  finishSetup: { type: "assessment.finishSetup", actor: as.admin },
  edit: { type: "assessment.edit", actor: as.admin },
  start: { type: "assessment.start", actor: as.admin },
  startByJob: { type: "assessment.start", actor: as.system },
  peersApproved: { type: "peers.allApproved", actor: as.system },
  closePeerSelection: { type: "assessment.closePeerSelection", actor: as.admin },
  launchReviews: { type: "assessment.launchReviews", actor: as.admin },
  othersSubmitted: { type: "reviews.othersSubmitted", actor: as.system },
  allSubmitted: { type: "reviews.allSubmitted", actor: as.system },
  approve: { type: "assessment.approve", actor: as.admin },
  forceComplete: { type: "assessment.forceComplete", actor: as.admin },
  forceByManager: { type: "assessment.forceComplete", actor: as.manager },
};

describeModel("assessment", assessmentMachine, {
  states: {
    finishSetup: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(allowed(s, ask)).toEqual(["update", "finishSetup"]);
    },
    readyForLaunch: (s) => {
      expect(metaIds(s)).toEqual([2]);
      // settings are frozen once the setup is finished
      expect(allowed(s, ask)).toEqual(["edit", "start"]);
    },
    peerSelection: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(s.context.peerSelection).not.toBeNull();
      expect(allowed(s, ask)).toEqual(["peersApproved", "closePeerSelection", "forceComplete"]);
    },
    readyLaunchReviews: (s) => {
      expect(metaIds(s)).toEqual([4]);
      // only the manual step order waits for the owner here
      expect(s.context.stepOrder).toBe(1);
      expect(allowed(s, ask)).toEqual(["launchReviews", "forceComplete"]);
    },
    "writeReviews.together": (s) => {
      expect(metaIds(s)).toEqual([5]);
      expect(s.context.managerAssessTime).toBe(1);
      expect(allowed(s, ask)).toEqual(["allSubmitted", "forceComplete"]);
    },
    "writeReviews.othersFirst": (s) => {
      expect(metaIds(s)).toEqual([5]);
      expect(s.context.managerAssessTime).toBe(2);
      expect(allowed(s, ask)).toEqual(["othersSubmitted", "forceComplete"]);
    },
    "writeReviews.managers": (s) => {
      expect(metaIds(s)).toEqual([5]);
      expect(allowed(s, ask)).toEqual(["allSubmitted", "forceComplete"]);
    },
    readyForApproval: (s) => {
      expect(metaIds(s)).toEqual([6]);
      expect(s.context.stepOrder).toBe(1);
      expect(allowed(s, ask)).toEqual(["approve", "forceComplete"]);
    },
    completed: (s, run) => {
      expect(metaIds(s)).toEqual([7]);
      expect(s.status).toBe("done");
      const last = run.sent.at(-1)?.type;
      expect(s.context.forced).toBe(last === "assessment.forceComplete");
      // without force: approved by the owner, or automatic after the last review
      if (!s.context.forced) expect(last === "assessment.approve" || s.context.stepOrder === 2).toBe(true);
      expect(allowed(s, ask)).toEqual([]);
    },
  },
});
