// What the manager's people pages need (spec 000 §6): the manager section, which the server grants only to a user
// who manages someone (is_manager; a custom role also needs is_manager_available), as the development plans'
// manager pages do. My tasks is not behind it: anyone may do a task in a colleague's track.
import type { RouteAccess } from "../../../app/access/types";

export const managerAccess: RouteAccess = { section: "manager", manager: true };
