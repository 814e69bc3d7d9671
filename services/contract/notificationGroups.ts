// The notification groups of spec 000 §3 whose types exist (services/contract/areas.ts), and how a person may
// choose to receive each group.
/**
 * Tracks (spec 000 §3 groups: learning 1, 2; growth 3, 4; the spec names no more of them). The group is the
 * track's kind: onboarding tracks (/learning) are the learning group, growth tracks (/growth/growthTrack) the growth
 * group. 1 / 3: a track was assigned to you; 2 / 4: a task became available to you (yours, or one you do in someone
 * else's track). Overdue tasks have no spec type: 44 / 45 are Stride's own, in the same groups.
 */
export const TrackNoticeTypes = {
  onboarding: { assigned: 1, available: 2, overdue: 44 },
  growth: { assigned: 3, available: 4, overdue: 45 },
} as const;
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
  learning: [TrackNoticeTypes.onboarding.assigned, TrackNoticeTypes.onboarding.available, TrackNoticeTypes.onboarding.overdue],
  growth: [TrackNoticeTypes.growth.assigned, TrackNoticeTypes.growth.available, TrackNoticeTypes.growth.overdue],
} as const;

export type NotificationGroupName = keyof typeof NotificationGroupTypes;
export const LiveNotificationGroupNames = ["manager", "employee", "course", "learning", "growth"] as const satisfies readonly NotificationGroupName[];

/** In the app only; each by e-mail at once; at most one e-mail a day, or a week, gathering what is still unread. */
export const DeliveryModes = ["app", "instant", "daily", "weekly"] as const;
export type DeliveryMode = (typeof DeliveryModes)[number];
