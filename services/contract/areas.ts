/**
 * The area manifest: which parts of the product exist. The permission model (`permissions.ts`) names every
 * section of the spec, but until an area's pages land nothing may point to it: no permission row in the role
 * editor, no feature shown to users, no notification type, no seeded notification. Each area's issue adds its
 * entries here when it lands; `tests/ui/areaManifest.test.ts` checks that every route named here exists in the
 * generated route tree.
 */
import type { Section } from "./permissions.js";

/** A live section and the page (route path without the locale segment) that opening it leads to. */
export const LiveSections: Readonly<Partial<Record<Section, string>>> = {
  dashboard: "/dashboard",
  calendar: "/calendar",
  learning: "/learning/",
  profile: "/profile/personalInformation",
  library: "/library/",
  faq: "/faq",
  courses: "/management/learning/courses/",
  codes: "/management/codes/",
  tracks: "/workflows/",
  development_plans: "/growth/development-plans/",
  news: "/news/",
  widgets: "/management/widgets",
  manager: "/growth/development-plans/manager/",
  users: "/users/",
  sensitive_data: "/users/",
  groups: "/users/groups/",
  roles: "/users/roles/",
  catalogs: "/settings/",
  preferences: "/settings/externalLearning",
  client_settings: "/preferences/general/branding",
  system_settings: "/settings/",
  logs: "/settings/logs/replay",
  clients: "/clients/",
};

/** Whether a section's area exists (its permission row is offered, its rights are shown). */
export const isLiveSection = (section: string): section is Section => Object.hasOwn(LiveSections, section);

/** Client features whose area exists, with the page they open. */
export const LiveFeatures = { development_plan: "/growth/development-plans/", news: "/news/" } as const;

/**
 * Notification types (spec 000 §3) whose area exists, with the page a notification of that type opens:
 * the development-plan task notifications, to the manager (6, 8, 10, 13) and to the employee (7, 9, 11, 14, 16), the
 * course appointment (29) and a course's custom notification (42), the re-dated track tasks (40 own, 41 done for
 * someone else), and the tracks' own: assigned, task available, task overdue (onboarding 1, 2, 44; growth 3, 4, 45:
 * notificationGroups.ts). A task notice to someone doing a task in another person's track opens their task list's
 * page instead (/manager/my-tasks).
 */
export const LiveNotificationTypes: Readonly<Record<number, string>> = {
  6: "/growth/development-plans/manager/",
  8: "/growth/development-plans/manager/",
  10: "/growth/development-plans/manager/",
  13: "/growth/development-plans/manager/",
  7: "/growth/development-plans/",
  9: "/growth/development-plans/",
  11: "/growth/development-plans/",
  14: "/growth/development-plans/",
  16: "/growth/development-plans/",
  29: "/education/courses/",
  // a course's custom notification (courseNotices.ts)
  42: "/education/courses/",
  // re-dated track tasks (notificationGroups.ts): the person's own track, or the tasks one does for others
  40: "/learning/",
  41: "/manager/my-tasks/",
  // tracks: assigned, a task available, a task overdue (onboarding; growth)
  1: "/learning/",
  2: "/learning/",
  44: "/learning/",
  3: "/growth/growthTrack/",
  4: "/growth/growthTrack/",
  45: "/growth/growthTrack/",
};

/** The live notification type ids, ascending. */
export const LiveNotificationTypeIds: readonly number[] = Object.keys(LiveNotificationTypes).map(Number).sort((a, b) => a - b);
