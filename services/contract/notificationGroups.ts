// The notification groups of spec 000 §3 whose types exist (services/contract/areas.ts), and how a person may
// choose to receive each group. Learning (1, 2) and growth (3, 4) join with their areas.
/**
 * Re-dated track tasks: the spec names no type for it, so these ids are Stride's own, clear of the spec's 1–29.
 * 40: your own tasks of a track moved (employee group); 41: tasks you do for someone else moved (manager group).
 */
export const TaskRedatedTypes = { forEmployee: 40, forDoer: 41 } as const;

export const NotificationGroupTypes = {
  manager: [6, 13, 10, 8, TaskRedatedTypes.forDoer],
  employee: [14, 7, 16, 11, 9, TaskRedatedTypes.forEmployee],
  // 42: a course's custom notification (Stride's own: services/contract/courseNotices.ts)
  course: [29, 42],
} as const;

export type NotificationGroupName = keyof typeof NotificationGroupTypes;
export const LiveNotificationGroupNames = ["manager", "employee", "course"] as const satisfies readonly NotificationGroupName[];

/** In the app only; each by e-mail at once; at most one e-mail a day, or a week, gathering what is still unread. */
export const DeliveryModes = ["app", "instant", "daily", "weekly"] as const;
export type DeliveryMode = (typeof DeliveryModes)[number];
