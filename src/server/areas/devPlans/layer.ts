import { Layer } from "effect";
import { ReplayLive } from "../replay/handlers.js";
import { DevPlansLive } from "./handlers.js";

/** The development plans area and the support replay API, registered in areas/index.ts as one layer. */
export const DevPlansAreaLive = Layer.mergeAll(DevPlansLive, ReplayLive);
