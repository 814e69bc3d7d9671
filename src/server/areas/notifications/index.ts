import { NotificationsGroup } from "../../../../services/contract/notifications.js";
import { defineArea } from "../manifest.js";
import { NotificationsLive } from "./handlers.js";
import { notificationsProjection } from "./projection.js";

/** In-app notifications and each person's notification settings. */
export const manifest = defineArea({
  name: "notifications", groups: [NotificationsGroup], handlers: NotificationsLive,
  streams: ["notifications", "notificationSettings"], projections: [notificationsProjection],
});
