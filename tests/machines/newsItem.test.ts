import { expect } from "vitest";
import { as } from "../../machines/graph/model";
import { newsItemMachine } from "../../machines/newsItem";
import { allowed, describeModel, metaIds } from "./coverage";

const at = "2026-12-10T09:00:00.000Z";
const ask = {
  edit: { type: "news.edit", actor: as.admin, hasBody: true },
  emptyBody: { type: "news.edit", actor: as.admin, hasBody: false },
  editByReader: { type: "news.edit", actor: as.self, hasBody: true },
  publish: { type: "news.publish", actor: as.admin, at },
  publishByReader: { type: "news.publish", actor: as.self, at },
  unpublish: { type: "news.unpublish", actor: as.admin },
  access: { type: "news.setAccess", actor: as.admin },
  remove: { type: "news.remove", actor: as.admin },
  removeByReader: { type: "news.remove", actor: as.self },
};

describeModel("newsItem", newsItemMachine, {
  states: {
    draft: (s) => {
      expect(metaIds(s)).toEqual([1]);
      // readers see nothing of a draft: it has no moment
      expect(s.context.publishAt).toBeNull();
      // an empty draft is kept, not published; nobody but an editor touches it
      expect(allowed(s, ask)).toEqual(s.context.hasBody ? ["edit", "emptyBody", "publish", "access", "remove"] : ["edit", "emptyBody", "access", "remove"]);
    },
    published: (s, run) => {
      expect(metaIds(s)).toEqual([2]);
      expect(s.context.publishAt).toBe(run.last("news.publish").at);
      // a published item keeps its body; publishing again moves its moment
      expect(s.context.hasBody).toBe(true);
      expect(allowed(s, ask)).toEqual(["edit", "publish", "unpublish", "access", "remove"]);
    },
    removed: (s) => {
      expect(metaIds(s)).toEqual([3]);
      expect(allowed(s, ask)).toEqual([]);
      expect(s.status).toBe("done");
    },
  },
});
