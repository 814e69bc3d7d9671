import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { publicationMachine } from "../../machines/publication";
import { allowed, describeModel, metaIds } from "./coverage";

const ask = {
  change: { type: "publication.change", actor: as.admin, taskId: 3 },
  publish: { type: "publication.publish", actor: as.admin, at: "2025-04-01T00:00:00.000Z" },
  publishByLearner: { type: "publication.publish", actor: as.self, at: "2025-04-01T00:00:00.000Z" },
  unpublish: { type: "publication.unpublish", actor: as.admin },
  removeTask: { type: "publication.removeTask", actor: as.admin, taskId: 1 },
  removeByLearner: { type: "publication.removeTask", actor: as.self, taskId: 1 },
};

/** A track needs a task ("add a module"); a file needs nothing. */
const publishable = (s: { context: { kind: string; tasks: unknown[] } }) =>
  s.context.kind === "file" || s.context.tasks.length > 0;

describeModel("publication", publicationMachine, {
  states: {
    draft: (s) => {
      expect(metaIds(s)).toEqual([1]);
      expect(s.context.lastPublishDate).toBeNull();
      expect(allowed(s, ask)).toEqual(publishable(s) ? ["change", "publish", "removeTask"] : ["change", "removeTask"]);
    },
    published: (s, run) => {
      expect(metaIds(s)).toEqual([2]);
      // the date comes from the event, and everything is published
      expect(s.context.lastPublishDate).toBe(run.last("publication.publish").at);
      expect(s.context.unpublishedActivitiesCount).toBe(0);
      expect(s.context.tasks.every((t) => t.published)).toBe(true);
      expect(allowed(s, ask)).toEqual(["change", "unpublish", "removeTask"]);
    },
    modified: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(s.context.lastPublishDate).not.toBeNull();
      expect(s.context.unpublishedActivitiesCount).toBe(s.context.tasks.filter((t) => !t.published).length);
      expect(allowed(s, ask)).toEqual(publishable(s) ? ["change", "publish", "unpublish", "removeTask"] : ["change", "unpublish", "removeTask"]);
    },
    unpublished: (s) => {
      expect(metaIds(s)).toEqual([4]);
      expect(allowed(s, ask)).toEqual(publishable(s) ? ["change", "publish", "removeTask"] : ["change", "removeTask"]);
    },
  },
});
