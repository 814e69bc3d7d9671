// The widgets have nothing other areas use; the manifest is all of their public face.
import { WidgetsGroup } from "../../../../services/contract/widgets.js";
import { defineArea } from "../manifest.js";
import { WidgetStreams } from "./facts.js";
import { WidgetsLive } from "./handlers.js";
import { widgetsProjection } from "./projection.js";

/** The client's dashboard widgets: pages composed and published by the administrator, read on everyone's home. */
export const manifest = defineArea({
  name: "widgets",
  groups: [WidgetsGroup],
  handlers: WidgetsLive,
  streams: Object.values(WidgetStreams),
  projections: [widgetsProjection],
});
