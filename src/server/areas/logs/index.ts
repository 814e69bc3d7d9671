// What other areas use of the logs area; the manifest last, so that these load before its handlers.
export { recordError } from "./record.js";

import { LogsGroup } from "../../../../services/contract/logs.js";
import { defineArea } from "../manifest.js";
import { LogsLive } from "./handlers.js";
import { logsProjection } from "./projection.js";

/** The error and business logs. */
export const manifest = defineArea({
  name: "logs", groups: [LogsGroup], handlers: LogsLive, streams: ["errorLog"], projections: [logsProjection],
});
