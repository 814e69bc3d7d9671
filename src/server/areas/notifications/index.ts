import { NotificationsGroup } from "../../../../services/contract/notifications.js";
import { defineArea } from "../manifest.js";
import { courseNotices } from "./courseNotices.js";
import { devPlanNotices } from "./devPlanNotices.js";
import { digestJob } from "./digest.js";
import { NotificationsLive } from "./handlers.js";
import { notificationsProjection } from "./projection.js";

/**
 * In-app notifications, written by reactions to other areas' facts, announced live, mailed per each person's
 * choice, and each client's notification settings.
 */
export const manifest = defineArea({
  name: "notifications", groups: [NotificationsGroup], handlers: NotificationsLive,
  streams: ["notifications", "notificationSettings", "notificationPreferences"], projections: [notificationsProjection],
  reactions: [devPlanNotices, courseNotices], jobs: [digestJob],
});
