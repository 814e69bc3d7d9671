import { expect } from "vitest";
import { courseMachine } from "../../machines/course";
import { as } from "../../machines/graph/model";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  activate: { type: "course.activate", actor: as.admin },
  deactivate: { type: "course.deactivate", actor: as.admin },
  publish: { type: "course.publish", actor: as.admin },
  publishByLearner: { type: "course.publish", actor: as.self },
  unpublish: { type: "course.unpublish", actor: as.admin },
  addModule: { type: "course.modulesChanged", actor: as.admin, modules: 2 },
  removeLast: { type: "course.modulesChanged", actor: as.admin, modules: 0 },
};

describeModel("course", courseMachine, {
  states: {
    inactive: (s) => {
      expect(metaIds(s)).toEqual([1]);
      // never published from here: "activate the course" first
      expect(allowed(s, ask)).toEqual(["activate", "addModule", "removeLast"]);
    },
    active: (s) => {
      expect(metaIds(s)).toEqual([2]);
      // "add a module": publishing needs one
      expect(allowed(s, ask)).toEqual(s.context.modules > 0 ? ["deactivate", "publish", "addModule", "removeLast"] : ["deactivate", "addModule", "removeLast"]);
    },
    published: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(s.context.modules).toBeGreaterThan(0);
      // its learners never get an empty course
      expect(allowed(s, ask)).toEqual(["deactivate", "unpublish", "addModule"]);
    },
  },
});
