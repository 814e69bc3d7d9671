// What the certificates routes need: the courses section for the templates (its edit flag writes; the spec gives
// certificates no section of their own), the profile section for one's own certificates.
import type { RouteAccess } from "../../app/access/types";

export const certificatesAdminAccess: RouteAccess = { section: "courses" };
export const myCertificatesAccess: RouteAccess = { section: "profile" };
