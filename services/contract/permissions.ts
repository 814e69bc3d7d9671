/**
 * The permission model shared by server and browser (spec 000 §6). A role grants, per section, whether its
 * routes are usable at all (`use_route`) and the rule flags inside it. The server checks these in every
 * handler; the browser builds menus and guards from the same data.
 */
export const Sections = [
  "learning", "dashboard", "profile", "library", "faq", "news", "calendar", "growth", "development_plans",
  "assessment", "courses", "tracks", "manager", "users", "groups", "roles", "analytics", "reports",
  "widgets", "codes", "catalogs", "preferences", "client_settings", "system_settings", "logs", "clients",
  "sensitive_data",
] as const;
export type Section = (typeof Sections)[number];

export const Flags = ["edit", "export", "import", "delegation", "remove_all", "edit_available"] as const;
export type Flag = (typeof Flags)[number];

export interface SectionPermission {
  readonly use_route: boolean;
  readonly edit?: boolean;
  readonly export?: boolean;
  readonly import?: boolean;
  readonly delegation?: boolean;
  readonly remove_all?: boolean;
  readonly edit_available?: boolean;
}
export type Permissions = Partial<Record<Section, SectionPermission>>;

/** Whether a permission set allows a section, and optionally one flag in it. */
export const allows = (permissions: Permissions, section: Section, flag?: Flag): boolean => {
  const p = permissions[section];
  if (!p?.use_route) return false;
  return flag ? p[flag] === true : true;
};

/** Spec ids of the 11 system roles. There is no system "administrator": admins hold a custom role. */
export const SystemRoleIds = {
  manager: 1, hr: 2, recruiter: 3, buddy: 4, itManager: 5, chief: 6, legalCouncel: 7, accountant: 8,
  employee: 9, functionalManager: 10, mentor: 11,
} as const;

export const SystemRoleNames: Record<number, { ru: string; en: string; fr: string }> = {
  1: { ru: "Руководитель", en: "Manager", fr: "Responsable" },
  2: { ru: "HR бизнес-партнёр", en: "HR business partner", fr: "RH partenaire" },
  3: { ru: "Рекрутер", en: "Recruiter", fr: "Recruteur" },
  4: { ru: "Помощник по адаптации", en: "Onboarding buddy", fr: "Parrain d'intégration" },
  5: { ru: "ИТ-менеджер", en: "IT manager", fr: "Responsable informatique" },
  6: { ru: "Директор", en: "Chief", fr: "Directeur" },
  7: { ru: "Юрист", en: "Legal counsel", fr: "Juriste" },
  8: { ru: "Бухгалтер", en: "Accountant", fr: "Comptable" },
  9: { ru: "Сотрудник", en: "Employee", fr: "Employé" },
  10: { ru: "Функциональный руководитель", en: "Functional manager", fr: "Responsable fonctionnel" },
  11: { ru: "Наставник", en: "Mentor", fr: "Mentor" },
};

const on: SectionPermission = { use_route: true };
const full: SectionPermission = {
  use_route: true, edit: true, export: true, import: true, delegation: true, remove_all: true, edit_available: true,
};
const everyone: Permissions = {
  learning: on, dashboard: on, profile: on, library: on, faq: on, news: on, calendar: on, growth: on,
  development_plans: on,
};
const team: Permissions = { ...everyone, manager: { use_route: true, export: true, delegation: true } };

/** Default permissions of each system role; a custom role replaces them with its own `routes`. */
export const SystemRolePermissions: Record<number, Permissions> = {
  1: team,
  2: { ...team, users: { use_route: true, export: true }, groups: on, analytics: { use_route: true, export: true }, reports: on },
  3: { ...everyone, users: on },
  4: team,
  5: { ...everyone, system_settings: full, logs: on, users: { use_route: true, edit: true } },
  6: { ...team, analytics: { use_route: true, export: true }, reports: on },
  7: everyone,
  8: everyone,
  9: everyone,
  10: team,
  11: team,
};

/** Every section with every flag: the demo administrator's custom role. */
export const AllPermissions: Permissions = Object.fromEntries(Sections.map((s) => [s, full])) as Permissions;

/** The section a manager-area permission also needs: manager routes require the user to manage someone. */
export const needsManager: readonly Section[] = ["manager"];
