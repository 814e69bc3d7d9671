// What the learning routes need (spec 000 §6): the learning section. My tasks too: anyone may do a task in someone's
// track (a mentor, IT), not only people with reports, so it is not behind the manager section.
import type { RouteAccess } from "../../app/access/types";

export const learningAccess: RouteAccess = { section: "learning" };
/** /profile/myHistory: one's own history, open to anyone with the profile section (courses and plans are in it too). */
export const historyAccess: RouteAccess = { section: "profile" };
