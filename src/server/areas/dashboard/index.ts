// What other areas use of the dashboard (the widgets' recent files); the manifest last.
export { recentFiles } from "./myWork.js";

import { DashboardGroup } from "../../../../services/contract/dashboard.js";
import { defineArea } from "../manifest.js";
import { DashboardLive } from "./handlers.js";

/** The home page's "my work": reads of other areas' tables, no events of its own. */
export const manifest = defineArea({ name: "dashboard", groups: [DashboardGroup], handlers: DashboardLive });
