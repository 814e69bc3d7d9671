import type { MenuGroupId } from "./types";

/** The menu groups in display order, with their labels and the guide ids (1–5) of spec 000 §2. */
export const MenuGroups: ReadonlyArray<{ readonly id: MenuGroupId; readonly label: string; readonly guide?: number }> = [
  { id: "main", label: "nav.group.main", guide: 1 },
  { id: "learning", label: "nav.group.learning", guide: 2 },
  { id: "growth", label: "nav.group.growth", guide: 3 },
  { id: "manager", label: "nav.group.manager", guide: 4 },
  { id: "analytics", label: "nav.group.analytics" },
  { id: "users", label: "nav.group.users" },
  { id: "management", label: "nav.group.management", guide: 5 },
  { id: "preferences", label: "nav.group.preferences" },
  { id: "settings", label: "nav.group.settings" },
  { id: "clients", label: "nav.group.clients" },
  // Tools for support and developers (event replay, the interface gallery), apart from everyday settings.
  { id: "support", label: "nav.group.support" },
];
