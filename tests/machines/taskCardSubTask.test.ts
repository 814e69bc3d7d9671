import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { taskCardSubTaskMachine } from "../../machines/taskCardSubTask";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  submit: { type: "subtask.submit", actor: as.self },
  approve: { type: "subtask.approve", actor: as.manager },
  approveByEmployee: { type: "subtask.approve", actor: as.self },
  returnByManager: { type: "subtask.return", actor: as.manager },
  sendForAssessment: { type: "subtask.sendForAssessment", actor: as.self },
  gradeCompleted: { type: "subtask.grade", actor: as.manager, result: "completed" },
  gradeByEmployee: { type: "subtask.grade", actor: as.self, result: "completed" },
  cancelByEmployee: { type: "subtask.cancel", actor: as.self },
  cancelByManager: { type: "subtask.cancel", actor: as.manager },
};
const final = (id: number) => (s: Parameters<typeof metaIds>[0]) => {
  expect(metaIds(s)).toEqual([id]);
  expect(s.status).toBe("done");
  expect(allowed(s, ask)).toEqual([]);
};

describeModel("taskCardSubTask", taskCardSubTaskMachine, {
  states: {
    created: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(allowed(s, ask)).toEqual(["submit", "cancelByEmployee", "cancelByManager"]);
    },
    onApproval: (s) => {
      expect(metaIds(s)).toEqual([2]);
      expect(allowed(s, ask)).toEqual(["approve", "returnByManager", "cancelByManager"]);
    },
    inProgress: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(allowed(s, ask)).toEqual(["sendForAssessment", "cancelByManager"]);
    },
    approval: (s) => {
      expect(metaIds(s)).toEqual([8]);
      expect(allowed(s, ask)).toEqual(["returnByManager", "gradeCompleted", "cancelByManager"]);
    },
    notCompleted: (s, run) => {
      final(4)(s);
      expect(run.last("subtask.grade").result).toBe("notCompleted");
    },
    partialCompleted: (s, run) => {
      final(5)(s);
      expect(run.last("subtask.grade").result).toBe("partial");
    },
    completed: (s, run) => {
      final(6)(s);
      expect(run.last("subtask.grade").result).toBe("completed");
    },
    canceled: final(7),
  },
});
