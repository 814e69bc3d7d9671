// The notifications service (a separate base in the spec, /api/notifications here) over the Effect client, loaded
// on first use through notifications.ts.
import { type NotificationPreferences, NotificationsGroup } from "../contract/notifications.js";
import { areaApi, areaClient } from "./api.js";

const callApi = areaClient(areaApi(NotificationsGroup));

/** Notification settings of the user's client: type id → whether it is sent. */
export const getNotificationSettings = (signal?: AbortSignal) =>
  callApi("notifications.getSettings", (api) => api.notifications.getSettings(), { signal });

/** How many notifications the user has not read. */
export const getUnreadCount = (signal?: AbortSignal) =>
  callApi("notifications.notReadCount", (api) => api.notifications.notReadCount(), { signal }).then((r) => r.not_read_count);

/** One keyset page of the user's notifications, newest first. */
export const getNotificationsPage = (params: { limit: number; last_id?: number }, signal?: AbortSignal) =>
  callApi("notifications.byUser", (api) => api.notifications.byUser({ query: params }), { signal });

/** Marks one notification as read. */
export const markNotificationRead = (id: number) =>
  callApi("notifications.markRead", (api) => api.notifications.markRead({ payload: { id, is_read: true } }));

/** Marks every notification of the user as read. */
export const readAllNotifications = () => callApi("notifications.readAll", (api) => api.notifications.readAll());

/** The signed-in person's delivery choice per notification group. */
export const getNotificationPreferences = (signal?: AbortSignal) =>
  callApi("notifications.getPreferences", (api) => api.notifications.getPreferences(), { signal });

/** Saves the person's delivery choices (only those that changed are recorded). */
export const putNotificationPreferences = (groups: (typeof NotificationPreferences.Type)["groups"]) =>
  callApi("notifications.putPreferences", (api) => api.notifications.putPreferences({ payload: { groups } }));
