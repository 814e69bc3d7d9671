// What other areas use of tracks; the manifest last, so that these load before its handlers.
import { WorkflowsGroup } from "../../../../services/contract/workflows.js";
import { defineArea } from "../manifest.js";
import { WorkflowsLive } from "./handlers.js";
import { workflowsProjection } from "./projection.js";

/** Tracks (workflows): the workflow library, tracks, their tasks, publishing. */
export const manifest = defineArea({
  name: "workflows",
  groups: [WorkflowsGroup],
  handlers: WorkflowsLive,
  streams: ["workflowFolder", "workflow", "workflowElement", "publication"],
  projections: [workflowsProjection],
});
