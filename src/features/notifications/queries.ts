// Notifications: the client's settings, the unread count and the user's list (keyset pages, newest first).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { getNotificationPreferences, getNotificationSettings, getNotificationsPage, getUnreadCount } from "../../../services/client/notifications";

export const PageSize = 20;

export const notificationKeys = {
  all: ["notifications"] as const,
  settings: ["notifications", "settings"] as const,
  unread: ["notifications", "unread"] as const,
  list: ["notifications", "list"] as const,
  preferences: ["notifications", "preferences"] as const,
};

/** The person's delivery choice per notification group (in the app, at once, daily or weekly by e-mail). */
export const notificationPreferencesQuery = () =>
  queryOptions({ queryKey: notificationKeys.preferences, queryFn: ({ signal }) => getNotificationPreferences(signal), meta: { errorMessage: false } });

/** The client's notification settings (which types are sent). */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => getNotificationSettings(signal),
    staleTime: 10 * 60_000,
    meta: { errorMessage: false },
  });

/** How many notifications are unread. */
export const unreadCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.unread, queryFn: ({ signal }) => getUnreadCount(signal), meta: { errorMessage: false } });

/** The user's notifications, PageSize at a time; the next page starts below the last id. */
export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotificationsPage(pageParam === undefined ? { limit: PageSize } : { limit: PageSize, last_id: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.last_id ?? undefined,
    meta: { errorMessage: false },
  });

/** Whether any notification type is switched on for the client. */
export const anySettingActive = (settings: { settings: Record<string, { send_notification: boolean }> } | undefined): boolean =>
  !!settings && Object.values(settings.settings).some((s) => s.send_notification);
