import { Layer } from "effect";
import { SystemLive } from "./system/handlers.js";

/** Every area's handlers. Each area registers its projections when its module loads. */
export const areaLayers = Layer.mergeAll(SystemLive);
