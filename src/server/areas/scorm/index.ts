// What other areas use of SCORM: a person's standing in a package (a course module stores `scorm_package_id`), the
// attempts in some packages (the course editor's analytics, and a track's with `onTrack`), and the player page's
// path. The browser's player component is src/features/scorm/ScormPlayer.tsx. The manifest last.
export { playerPath } from "./paths.js";
export { attemptOutcome, attemptStatus, hasPackage, packageAttemptsPage, packagesPage } from "./queries.js";
export { AttemptFacts } from "./facts.js";

import { ScormContentGroup, ScormGroup } from "../../../../services/contract/scorm.js";
import { defineArea } from "../manifest.js";
import { ATTEMPT_STREAM } from "./facts.js";
import { ScormLive } from "./handlers.js";
import { scormProjection } from "./projection.js";

/** SCORM packages (unpacked by the library's upload) and learners' attempts with their CMI values. */
export const manifest = defineArea({
  name: "scorm",
  groups: [ScormGroup, ScormContentGroup],
  handlers: ScormLive,
  streams: [ATTEMPT_STREAM],
  // The CMI values a package committed: the learner's responses, scores, suspend data.
  sensitive: { [ATTEMPT_STREAM]: ["values"] },
  projections: [scormProjection],
});
