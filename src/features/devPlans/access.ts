// What the development-plan routes need (spec 000 §6): the development_plans section, the client feature on;
// the approver's pages also need a manager, the administration needs the section's edit flag.
import type { RouteAccess } from "../../app/access/types";

export const devPlansAccess: RouteAccess = { section: "development_plans", feature: "development_plan" };
export const devPlansManagerAccess: RouteAccess = { ...devPlansAccess, manager: true };
export const devPlansAdminAccess: RouteAccess = { ...devPlansAccess, flag: "edit" };
