// What other areas use of tracks; the manifest last, so that these load before its handlers.
export { categoryNames } from "./categories.js";

import { WorkflowsGroup } from "../../../../services/contract/workflows.js";
import { defineArea } from "../manifest.js";
import { WorkflowsLive } from "./handlers.js";
import { workflowsProjection } from "./projection.js";
import { seedWorkflows } from "./seed.js";

/** Tracks (workflows): the workflow library, tracks, their tasks, publishing. */
export const manifest = defineArea({
  name: "workflows",
  groups: [WorkflowsGroup],
  handlers: WorkflowsLive,
  streams: ["workflowFolder", "workflow", "workflowElement", "publication"],
  projections: [workflowsProjection],
  seed: { demo: seedWorkflows },
});
