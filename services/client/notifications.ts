// The notifications service (a separate base in the spec, /api/notifications here). The shell's two reads go over
// plain fetch (firstScreen.ts); the list and the writes live in notificationCalls.ts (the Effect client) and load
// on first use, so the first screen after sign-in does without Effect (the first-load budget).
export { getNotificationSettings, getUnreadCount } from "./firstScreen.js";

const calls = () => import("./notificationCalls.js");

/** One keyset page of the user's notifications, newest first. */
export const getNotificationsPage = async (params: { limit: number; last_id?: number }, signal?: AbortSignal) =>
  (await calls()).getNotificationsPage(params, signal);

/** Marks one notification as read. */
export const markNotificationRead = async (id: number) => (await calls()).markNotificationRead(id);

/** Marks every notification of the user as read. */
export const readAllNotifications = async () => (await calls()).readAllNotifications();

/** The person's delivery choice per notification group. */
export const getNotificationPreferences = async (signal?: AbortSignal) => (await calls()).getNotificationPreferences(signal);

/** Saves the person's delivery choices. */
export const putNotificationPreferences = async (groups: Parameters<Awaited<ReturnType<typeof calls>>["putNotificationPreferences"]>[0]) =>
  (await calls()).putNotificationPreferences(groups);
