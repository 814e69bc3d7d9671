import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { respondentAnswersMachine } from "../../machines/respondentAnswers";
import { allowed, describeModel, metaIds } from "./coverage";

const at = "2025-03-05T00:00:00.000Z";
const ask = {
  save: { type: "answers.save", actor: as.self, at },
  saveByOther: { type: "answers.save", actor: as.other, at },
  submit: { type: "answers.submit", actor: as.self, at },
  reopen: { type: "answers.reopen", actor: as.admin },
  reopenByReviewer: { type: "answers.reopen", actor: as.self },
};

describeModel("respondentAnswers", respondentAnswersMachine, {
  states: {
    noAnswers: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(allowed(s, ask)).toEqual(["save", "submit"]);
    },
    inProgress: (s, run) => {
      expect(metaIds(s)).toEqual([2]);
      expect(s.context.submittedAt).toBeNull();
      if (run.sent.at(-1)?.type === "answers.save") expect(s.context.lastSavedAt).toBe(run.last("answers.save").at);
      expect(allowed(s, ask)).toEqual(["save", "submit"]);
    },
    completed: (s, run) => {
      expect(metaIds(s)).toEqual([3]);
      expect(s.context.submittedAt).toBe(run.last("answers.submit").at);
      expect(allowed(s, ask)).toEqual(["reopen"]);
    },
  },
});
