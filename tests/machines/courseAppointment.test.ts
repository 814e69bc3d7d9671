import { expect } from "vitest";
import { courseAppointmentMachine } from "../../machines/courseAppointment";
import { as } from "../../machines/graph/model";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  start: { type: "course.start", actor: as.self },
  pass: { type: "course.pass", actor: as.system },
  passByAdmin: { type: "course.pass", actor: as.admin },
  passByLearner: { type: "course.pass", actor: as.self },
  passByManager: { type: "course.pass", actor: as.manager },
  fail: { type: "course.fail", actor: as.system },
  failByAdmin: { type: "course.fail", actor: as.admin },
  failByLearner: { type: "course.fail", actor: as.self },
  retake: { type: "course.retake", actor: as.self },
  cancelByAdmin: { type: "course.cancel", actor: as.admin },
  cancelByManager: { type: "course.cancel", actor: as.manager },
  cancelByLearner: { type: "course.cancel", actor: as.self },
};
/** The learner may drop an additional course, never a required one. */
const cancels = (kind: string) => ["cancelByAdmin", "cancelByManager", ...(kind === "additional" ? ["cancelByLearner"] : [])];

describeModel("courseAppointment", courseAppointmentMachine, {
  states: {
    assigned: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(s.context.attempts).toBe(0);
      // an administrator's mark passes or fails a course not yet started; the system's results need a start
      expect(allowed(s, ask)).toEqual(["start", "passByAdmin", "failByAdmin", ...cancels(s.context.kind)]);
    },
    inProgress: (s, run) => {
      expect(metaIds(s)).toEqual([2]);
      const attempts = run.sent.filter((e) => e.type === "course.start" || e.type === "course.retake").length;
      expect(s.context.attempts).toBe(attempts);
      expect(allowed(s, ask)).toEqual(["pass", "passByAdmin", "fail", "failByAdmin", ...cancels(s.context.kind)]);
    },
    passed: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(allowed(s, ask)).toEqual([]);
    },
    notPassed: (s) => {
      expect(metaIds(s)).toEqual([4]);
      // an administrator may still pass a failed course (a manual mark); failing it again means nothing
      expect(allowed(s, ask)).toEqual(["passByAdmin", "retake", ...cancels(s.context.kind)]);
    },
    canceled: (s) => {
      expect(metaIds(s)).toEqual([5]);
      expect(allowed(s, ask)).toEqual([]);
    },
  },
});
