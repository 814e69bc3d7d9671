import { HttpApiGroup } from "effect/http-api";
import { Authorization } from "./security.js";
import { LibraryEndpoints } from "./workflowsLibrary.js";
import { TrackEndpoints } from "./workflowsTracks.js";
import { ElementEndpoints } from "./workflowsElements.js";
import { PublishingEndpoints } from "./workflowsPublishing.js";

/**
 * Tracks (workflows) authoring and the workflow library (spec 000 §2 "Library and workflows", §3 "Workflow (track)
 * and element", §4, §6; spec 001 §5, §7 "Workflow" and the workflow calls under "Library", §8). Under /api.
 *
 * Rights: the `tracks` section (use_route: the library tab, `edit`: every track and folder of the client, `export`:
 * export). Without `tracks.edit`, a folder's or a track's access entries (user, group or system role; Reader 1,
 * Editor 2, Manager 3, the library's levels) decide, inherited from the nearest folder above that has some; the
 * creator has level 4. Reader opens and copies; Editor edits the track, its tasks and positions, creates folders,
 * moves and publishes; Manager also sets access; level 4 (or `can_remove`) removes. Another client's or an unreadable
 * item answers 404; a readable one without the right 403. Bad input is 400 naming the field; a stale
 * `expectedVersion` is 409 `errors.staleVersion` with who changed it.
 *
 * The schemas and calls live by sub-area: workflowsCommon.ts (constants, ids, dates), workflowsLibrary.ts (folders,
 * content, access), workflowsTracks.ts (a track, export), workflowsElements.ts (tasks), workflowsPublishing.ts. This
 * file composes the one `workflows` group from them and re-exports every schema, so importers name this file only.
 */

export {
  CheckpointIds, ContextMenuItem, DurationTypes, ELEMENT_DEFAULTS, ElementSides, ElementTypeIds, FilePickKinds, PublicationStates,
  WORKFLOW_LIMITS, WorkflowDate, WorkflowTypeIds,
} from "./workflowsCommon.js";
export * from "./workflowsElements.js";
export * from "./workflowsLibrary.js";
export * from "./workflowsPublishing.js";
export * from "./workflowsTracks.js";

/** Tracks authoring and the workflow library (spec 001 §7 "Workflow", "Library"). */
export class WorkflowsGroup extends HttpApiGroup.make("workflows")
  .add(...LibraryEndpoints)
  .add(...TrackEndpoints)
  .add(...ElementEndpoints)
  .add(...PublishingEndpoints)
  .middleware(Authorization) {}
