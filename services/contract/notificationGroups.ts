// The notification groups of spec 000 §3 whose types exist (services/contract/areas.ts), and how a person may
// choose to receive each group. Learning (1, 2) and growth (3, 4) join with their areas.
export const NotificationGroupTypes = {
  manager: [6, 13, 10, 8],
  employee: [14, 7, 16, 11, 9],
  course: [29],
} as const;

export type NotificationGroupName = keyof typeof NotificationGroupTypes;
export const LiveNotificationGroupNames = ["manager", "employee", "course"] as const satisfies readonly NotificationGroupName[];

/** In the app only; each by e-mail at once; at most one e-mail a day, or a week, gathering what is still unread. */
export const DeliveryModes = ["app", "instant", "daily", "weekly"] as const;
export type DeliveryMode = (typeof DeliveryModes)[number];
