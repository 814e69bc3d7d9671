// Publishing in the tracks contract (workflows.ts): the publication conditions, publish, unpublish, the publisher log.
import { Schema } from "effect";
import { HttpApiEndpoint } from "effect/http-api";
import { Seen } from "./errors.js";
import { ByFile, E, Id, IdFromString, Paging } from "./workflowsCommon.js";
import { Workflow } from "./workflowsTracks.js";

// ── publishing ───────────────────────────────────────────────────────────────────────────────────────────────

export const PublicationConditions = Schema.Struct({
  library_file_id: Schema.Int,
  can_publish: Schema.Boolean,
  can_unpublish: Schema.Boolean,
  /** each blocking reason: a catalogue id (`workflows.errors.*`) and the task it is about, if any */
  reasons: Schema.Array(Schema.Struct({ code: Schema.String, element_id: Schema.NullOr(Schema.Int) })),
  state_id: Schema.Int,
  last_publish_date: Schema.NullOr(Schema.String),
  not_published_activities_count: Schema.Int,
  publication_version: Schema.Int,
});
export const PublishCommand = Schema.Struct({ library_file_id: Id, ...Seen });

export const PublisherLogRow = Schema.Struct({
  id: Schema.Int,
  workflow_id: Schema.Int,
  workflow_name: Schema.String,
  user: Schema.Struct({ id: Schema.Int, name: Schema.String }),
  action: Schema.Literals(["publish", "unpublish"]),
  started_at: Schema.String,
  finished_at: Schema.String,
  duration_ms: Schema.Int,
  state: Schema.Literals(["completed"]),
});
export const PublisherLog = Schema.Struct({ items: Schema.Array(PublisherLogRow), last_id: Schema.NullOr(Schema.Int) });

/** The publishing calls of the `workflows` group. */
export const PublishingEndpoints = [
  HttpApiEndpoint.get("publicationConditions", "/getWorkflowPublicationConditions", { query: ByFile, success: PublicationConditions, error: E }),
  HttpApiEndpoint.post("publish", "/publishWorkflow", { payload: PublishCommand, success: Workflow, error: E }),
  HttpApiEndpoint.post("unpublish", "/unpublishWorkflow", { payload: PublishCommand, success: Workflow, error: E }),
  HttpApiEndpoint.get("publisherLogs", "/workflowPublisherLogs", {
    /** newest first; one track's (library_file_id) or every track's of the client (needs tracks.edit) */
    query: { library_file_id: Schema.optional(IdFromString), ...Paging }, success: PublisherLog, error: E,
  }),
] as const;
