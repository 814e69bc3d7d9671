// The reads of the first screen after sign-in (the shell's session, notification settings and unread count, the
// dashboard's own work), over plain fetch (plainGet.ts) rather than the Effect client: the dashboard then shows
// without Effect, which loads when a page or an action needs it (the first-load budget, docs/architecture.md).
// `FirstScreenCalls` names each endpoint as `group.endpoint` with the contract's path; tests/services/client.test.ts
// checks them against the contract and compares the answers with the Effect client's.
import type { SessionData } from "../contract/auth.js";
import type { MyWork } from "../contract/dashboard.js";
import type { MyWidgets } from "../contract/widgets.js";
import type { NotificationSettings } from "../contract/notifications.js";
import { plainGet } from "./plainGet.js";

/** The contract's GET endpoints this module calls, by `group.endpoint`, with their full paths. */
export const FirstScreenCalls = {
  "account.getSessionData": "/api/getSessionData",
  "notifications.getSettings": "/api/notifications/notificationSettings/byClient",
  "notifications.notReadCount": "/api/notifications/notifications/getNotReadNotificationsCountByUser",
  "dashboard.myWork": "/api/dashboard/myWork",
  "widgets.mine": "/api/widgets/mine",
} as const;

const get = <A>(call: keyof typeof FirstScreenCalls, signal?: AbortSignal): Promise<A> => plainGet<A>(call, FirstScreenCalls[call], {}, { signal, refresh: true });

/** The signed-in user's session: user, role, effective permissions, features, menu variant. */
export const getSessionData = (signal?: AbortSignal) => get<SessionData>("account.getSessionData", signal);

/** Notification settings of the user's client: type id → whether it is sent. */
export const getNotificationSettings = (signal?: AbortSignal) => get<typeof NotificationSettings.Type>("notifications.getSettings", signal);

/** How many notifications the user has not read. */
export const getUnreadCount = (signal?: AbortSignal) =>
  get<{ not_read_count: number }>("notifications.notReadCount", signal).then((r) => r.not_read_count);

/** The signed-in user's own open work (the dashboard). */
export const getMyWork = (signal?: AbortSignal) => get<MyWork>("dashboard.myWork", signal);

/** The published widget pages the signed-in user may see, with their data (the home page, below their own work). */
export const getMyWidgets = (signal?: AbortSignal) => get<MyWidgets>("widgets.mine", signal);
