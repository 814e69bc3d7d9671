// The track's analytics for the browser (services/contract/workflowAnalytics.ts).
import { areaApi, areaClient } from "../../../services/client/api";
import { WorkflowAnalyticsGroup } from "../../../services/contract/workflowAnalytics";
import type { Page } from "./assignApi";

const call = areaClient(areaApi(WorkflowAnalyticsGroup));
type S = AbortSignal | undefined;

export const trackActivities = (workflowId: number, signal?: S) =>
  call("workflowAnalytics.activities", (a) => a.workflowAnalytics.activities({ query: { workflow_id: workflowId } }), { signal });
export const trackTests = (workflowId: number, page: Page, signal?: S) =>
  call("workflowAnalytics.tests", (a) => a.workflowAnalytics.tests({ query: { workflow_id: workflowId, ...page } }), { signal });
export const trackTestAnswers = (workflowId: number, id: number, signal?: S) =>
  call("workflowAnalytics.testAnswers", (a) => a.workflowAnalytics.testAnswers({ query: { workflow_id: workflowId, id } }), { signal });
export const trackActivitiesByUsers = (workflowId: number, page: Page, signal?: S) =>
  call("workflowAnalytics.activitiesByUsers", (a) => a.workflowAnalytics.activitiesByUsers({ query: { workflow_id: workflowId, ...page } }), { signal });
export const trackScorm = (workflowId: number, page: Page, signal?: S) =>
  call("workflowAnalytics.scorm", (a) => a.workflowAnalytics.scorm({ query: { workflow_id: workflowId, ...page } }), { signal });
