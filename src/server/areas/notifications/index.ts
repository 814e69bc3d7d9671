// What other areas use: the notices of re-dated tracks and of tracks given, for the tracks' publish job (it works
// outside a fact); `notify` and the tracks' pages for the learning area's task notices.
export { noticeRedatedTasks } from "./redatedNotices.js";
// and the notices themselves, for the courses' custom notifications job (it sends at a time, not on a fact)
export { type Notice, notify, notifyMany } from "./produce.js";
export { noticeGrantedTracks, trackKindOf, trackPage } from "./trackNotices.js";
import { NotificationsGroup } from "../../../../services/contract/notifications.js";
import { defineArea } from "../manifest.js";
import { courseNotices } from "./courseNotices.js";
import { devPlanNotices } from "./devPlanNotices.js";
import { digestJob } from "./digest.js";
import { NotificationsLive } from "./handlers.js";
import { notificationsProjection } from "./projection.js";
import { redatedNotices } from "./redatedNotices.js";
import { grantedTrackNotices } from "./trackNotices.js";

/**
 * In-app notifications, written by reactions to other areas' facts, announced live, mailed per each person's
 * choice, and each client's notification settings.
 */
export const manifest = defineArea({
  name: "notifications", groups: [NotificationsGroup], handlers: NotificationsLive,
  streams: ["notifications", "notificationSettings", "notificationPreferences"], projections: [notificationsProjection],
  subscribers: [devPlanNotices, courseNotices],
  // Stay inline for now: they read the marks (`granted_by`, `redated_by`) the tracks' sync leaves on the rows it
  // wrote, which the next fact overwrites; after the commit they would find another fact's mark (README).
  reactions: [redatedNotices, grantedTrackNotices], jobs: [digestJob],
});
