import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { processStatusMachine } from "../../machines/processStatus";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  start: { type: "process.start", actor: as.system },
  startByAdmin: { type: "process.start", actor: as.admin },
  progress: { type: "process.progress", actor: as.system, percent: 10 },
  complete: { type: "process.complete", actor: as.system },
  fail: { type: "process.fail", actor: as.system, message: "x" },
  failByUser: { type: "process.fail", actor: as.self, message: "x" },
  retry: { type: "process.retry", actor: as.admin },
};

describeModel("processStatus", processStatusMachine, {
  states: {
    create: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(allowed(s, ask)).toEqual(["start", "startByAdmin", "fail"]);
    },
    inProgress: (s, run) => {
      expect(metaIds(s)).toEqual([2]);
      expect(s.context.error).toBeNull();
      // progress since the (re)start: the highest reported, clamped to 0..100
      const from = run.sent.findLastIndex((e) => e.type === "process.start" || e.type === "process.retry");
      const reported = run.sent.slice(from + 1).filter((e) => e.type === "process.progress") as never as { percent: number }[];
      expect(s.context.progress).toBe(Math.min(100, Math.max(0, ...reported.map((e) => e.percent))));
      expect(allowed(s, ask)).toEqual(["progress", "complete", "fail"]);
    },
    completed: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(s.context.progress).toBe(100);
      expect(allowed(s, ask)).toEqual([]);
    },
    error: (s, run) => {
      expect(metaIds(s)).toEqual([4]);
      expect(s.context.error).toBe(run.last("process.fail").message);
      expect(allowed(s, ask)).toEqual(["retry"]);
    },
  },
});
