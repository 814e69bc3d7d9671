// Track assignment for the browser (services/contract/workflowAssignment.ts): who a track is assigned to, who gets
// it and who waits, the publish job's progress; assigning is the users contract's batchEntitiesProfileProcessing
// with a track (7) on one side.
import { areaApi, areaClient } from "../../../services/client/api";
import type * as C from "../../../services/contract/workflowAssignment";
import { WorkflowAssignmentGroup } from "../../../services/contract/workflowAssignment";
import { UsersGroup } from "../../../services/contract/users";

const call = areaClient(areaApi(WorkflowAssignmentGroup));
const usersCall = areaClient(areaApi(UsersGroup));
type S = AbortSignal | undefined;

export type TrackUserRow = C.TrackUserRow;
export type TrackGroupRow = typeof C.TrackGroupRow.Type;
export type Progress = typeof C.PublishProgress.Type;
export type UserTrackState = (typeof C.UserTrackStates)[number];
export interface Page {
  readonly limit?: number;
  readonly last_id?: number;
}

export const trackGroups = (workflowId: number, page: Page, signal?: S) =>
  call("workflowAssignment.trackGroups", (a) => a.workflowAssignment.trackGroups({ query: { workflow_id: workflowId, ...page } }), { signal });
export const trackUsers = (workflowId: number, state: UserTrackState | null, page: Page, signal?: S) =>
  call("workflowAssignment.trackUsers", (a) =>
    a.workflowAssignment.trackUsers({ query: { workflow_id: workflowId, ...(state ? { state } : {}), ...page } }), { signal });
export const publishProgress = (workflowId: number, signal?: S) =>
  call("workflowAssignment.publishProgress", (a) => a.workflowAssignment.publishProgress({ query: { library_file_id: workflowId } }), { signal });

/** The client's groups, for the picker. */
export const clientGroups = (signal?: S) =>
  usersCall("users.clientEntitiesShortInfo", (a) => a.users.clientEntitiesShortInfo({ query: { entity_id: "4" } }), { signal });

/** Assigns the track to groups (4) or people (3), or takes it back. */
export const assign = (workflowId: number, kind: 3 | 4, ids: readonly number[], add: boolean) =>
  usersCall("users.batchEntitiesProfileProcessing", (a) =>
    a.users.batchEntitiesProfileProcessing({
      payload: {
        operation_name: add ? "add_to_workflows" : "remove_from_workflows", source_entity_type_id: 7, target_entity_type_id: kind,
        source_object_id: workflowId, target_object_ids: ids,
      },
    }));
