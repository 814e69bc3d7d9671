// What the news routes need (spec 000 §6): the news section and the client's news feature (without it, news and
// its management disappear: menu, routes and API); management also needs the section's edit flag.
import type { RouteAccess } from "../../app/access/types";

export const newsAccess: RouteAccess = { section: "news", feature: "news" };
export const newsAdminAccess: RouteAccess = { ...newsAccess, flag: "edit" };
