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
