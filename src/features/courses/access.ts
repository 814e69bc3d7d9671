// What the courses routes need (spec 000 §6): the courses section for their administration (its edit flag: the
// editor writes), the learning section for the employee's pages.
import type { RouteAccess } from "../../app/access/types";

export const coursesAdminAccess: RouteAccess = { section: "courses" };
export const coursesLearnerAccess: RouteAccess = { section: "learning" };
