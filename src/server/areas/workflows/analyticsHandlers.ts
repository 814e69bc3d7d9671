import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { trackActivities, trackTestResults } from "./analytics.js";
import { trackActivitiesByUsers, trackScorm, trackTestAnswers } from "./analyticsPeople.js";
import { tracksDb } from "./run.js";

/** The track's analytics tab: its tasks by state across its people and by person, SCORM attempts, test results. */
export const WorkflowAnalyticsLive = HttpApiBuilder.group(Api, "workflowAnalytics", (h) =>
  h
    .handle("activities", ({ query }) => tracksDb((db, who) => trackActivities(db, who, query.workflow_id)))
    .handle("tests", ({ query }) => tracksDb((db, who) => trackTestResults(db, who, query.workflow_id, query)))
    .handle("testAnswers", ({ query }) => tracksDb((db, who) => trackTestAnswers(db, who, query.workflow_id, query.id)))
    .handle("activitiesByUsers", ({ query }) => tracksDb((db, who) => trackActivitiesByUsers(db, who, query.workflow_id, query)))
    .handle("scorm", ({ query }) => tracksDb((db, who) => trackScorm(db, who, query.workflow_id, query))));
