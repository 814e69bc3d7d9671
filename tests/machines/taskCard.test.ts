import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { taskCardMachine } from "../../machines/taskCard";
import { allowed, describeModel, metaIds } from "./coverage";

// Who may do what, per state, as the spec and the machine's header say.
const ask = {
  submit: { type: "card.submit", actor: as.self },
  submitByManager: { type: "card.submit", actor: as.manager },
  approve: { type: "card.approve", actor: as.manager },
  approveByEmployee: { type: "card.approve", actor: as.self },
  backByManager: { type: "card.backToDraft", actor: as.manager },
  backByEmployee: { type: "card.backToDraft", actor: as.self },
  sendToClose: { type: "card.sendToClose", actor: as.self },
  sendToCloseByManager: { type: "card.sendToClose", actor: as.manager },
  close: { type: "card.close", actor: as.manager },
  closeByEmployee: { type: "card.close", actor: as.self },
  returnToWork: { type: "card.returnToWork", actor: as.manager },
};

describeModel("taskCard", taskCardMachine, {
  states: {
    draft: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(allowed(s, ask)).toEqual(["submit"]);
    },
    inConsultation: (s) => {
      expect(metaIds(s)).toEqual([2]);
      expect(allowed(s, ask)).toEqual(["approve", "backByManager", "backByEmployee"]);
    },
    inProgress: (s, run) => {
      expect(metaIds(s)).toEqual([3]);
      // the approval's "with changes" decides between notifications 16 and 7
      expect(s.context.approvedWithChanges).toBe(run.last("card.approve")?.withChanges === true);
      expect(allowed(s, ask)).toEqual(["backByManager", "sendToClose"]);
    },
    closing: (s) => {
      expect(metaIds(s)).toEqual([4]);
      expect(allowed(s, ask)).toEqual(["backByManager", "close", "returnToWork"]);
    },
    closed: (s) => {
      expect(metaIds(s)).toEqual([5]);
      expect(s.status).toBe("done");
      expect(allowed(s, ask)).toEqual([]);
    },
  },
});
