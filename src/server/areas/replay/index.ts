import { ReplayGroup } from "../../../../services/contract/devPlans.js";
import { defineArea } from "../manifest.js";
import { ReplayLive } from "./handlers.js";

/** Support: step through any stream of one's client as it was recorded (the other areas' `replay` extras). */
export const manifest = defineArea({ name: "replay", groups: [ReplayGroup], handlers: ReplayLive });
