import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { scormAttemptMachine } from "../../machines/scormAttempt";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  commit: { type: "attempt.commit", actor: as.self },
  commitByAdmin: { type: "attempt.commit", actor: as.admin },
  finish: { type: "attempt.terminate", actor: as.self, done: true, suspend: false },
  finishByOther: { type: "attempt.terminate", actor: as.other, done: true, suspend: false },
  suspendDone: { type: "attempt.terminate", actor: as.self, done: true, suspend: true },
  leaveUndone: { type: "attempt.terminate", actor: as.self, done: false, suspend: false },
  resume: { type: "attempt.resume", actor: as.self },
  resumeByAdmin: { type: "attempt.resume", actor: as.admin },
};

describeModel("scormAttempt", scormAttemptMachine, {
  states: {
    active: (s) => {
      expect(metaIds(s)).toEqual([1]);
      // only the learner writes; anybody else is refused whatever they send
      expect(allowed(s, ask)).toEqual(["commit", "finish", "suspendDone", "leaveUndone", "resume"]);
      expect(s.context.learnerId).toBe(101);
    },
    suspended: (s) => {
      expect(metaIds(s)).toEqual([2]);
      // another SCO opened in the same sitting commits and terminates as in an active attempt
      expect(allowed(s, ask)).toEqual(["commit", "finish", "suspendDone", "leaveUndone", "resume"]);
    },
    finished: (s) => {
      expect(metaIds(s)).toEqual([3]);
      // a finished attempt takes no commit and no resume: a new launch starts a new attempt
      expect(allowed(s, ask)).toEqual([]);
      expect(s.status).toBe("done");
    },
  },
});
