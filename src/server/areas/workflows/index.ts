// What other areas use of tracks; the manifest last, so that these load before its handlers.
export { assignTracks } from "./assignCommands.js";
export { categoriesSql } from "./categories.js";
export { tracksDb, type Who } from "./run.js";
export { trackFor } from "./trackQueries.js";
import { Layer } from "effect";
import { WorkflowAnalyticsGroup } from "../../../../services/contract/workflowAnalytics.js";
import { WorkflowAssignmentGroup } from "../../../../services/contract/workflowAssignment.js";
import { WorkflowsGroup } from "../../../../services/contract/workflows.js";
import { defineArea } from "../manifest.js";
import { WorkflowAnalyticsLive } from "./analyticsHandlers.js";
import { WorkflowAssignmentLive } from "./assignHandlers.js";
import { assignmentProjection } from "./assignProjection.js";
import { WorkflowsLive } from "./handlers.js";
import { publishJob } from "./publishJob.js";
import { workflowsProjection } from "./projection.js";
import { seedWorkflows } from "./seed.js";

/** Tracks (workflows): the workflow library, tracks, their tasks, publishing, assignment. */
export const manifest = defineArea({
  name: "workflows",
  groups: [WorkflowsGroup, WorkflowAssignmentGroup, WorkflowAnalyticsGroup],
  handlers: Layer.mergeAll(WorkflowsLive, WorkflowAssignmentLive, WorkflowAnalyticsLive),
  streams: ["workflowFolder", "workflow", "workflowElement", "publication", "trackAssignment"],
  projections: [workflowsProjection, assignmentProjection],
  jobs: [publishJob],
  seed: { demo: seedWorkflows },
});
