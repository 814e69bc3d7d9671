import { SystemGroup } from "../../../../services/contract/system.js";
import { defineArea } from "../manifest.js";
import { APP_VERSION, SystemLive } from "./handlers.js";

export { APP_VERSION };

/** The server's version and health. */
export const manifest = defineArea({ name: "system", groups: [SystemGroup], handlers: SystemLive });
