import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { updateWorkflowDate } from "./assignCommands.js";
import { publishProgress, trackGroups, trackUsers } from "./assignQueries.js";
import { tracksDb } from "./run.js";
import { trackFor } from "./trackQueries.js";
import "./assignProjection.js";

/** Track assignment: who a track is assigned to and who gets it, its start point, the publish job's progress. */
export const WorkflowAssignmentLive = HttpApiBuilder.group(Api, "workflowAssignment", (h) =>
  h
    .handle("trackGroups", ({ query }) => tracksDb((db, who) => trackGroups(db, who, query.workflow_id, query)))
    .handle("trackUsers", ({ query }) => tracksDb((db, who) => trackUsers(db, who, query.workflow_id, query)))
    .handle("updateDate", ({ payload }) =>
      tracksDb(async (db, who) => {
        await updateWorkflowDate(db, who, payload);
        const { track } = await trackFor(db, who, payload.library_file_id);
        return {
          library_file_id: track.id, workflow_checkpoint_id: track.checkpoint_id, workflow_checkpoint_custom_date: track.checkpoint_custom_date ?? null,
          version: track.version,
        };
      }))
    .handle("publishProgress", ({ query }) => tracksDb((db, who) => publishProgress(db, who, query.library_file_id))));
