import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { trackActivities, trackTestResults } from "./analytics.js";
import { tracksDb } from "./run.js";

/** The track's analytics tab: its tasks by state across its people, and their test results. */
export const WorkflowAnalyticsLive = HttpApiBuilder.group(Api, "workflowAnalytics", (h) =>
  h
    .handle("activities", ({ query }) => tracksDb((db, who) => trackActivities(db, who, query.workflow_id)))
    .handle("tests", ({ query }) => tracksDb((db, who) => trackTestResults(db, who, query.workflow_id, query))));
