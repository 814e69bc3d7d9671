import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { DeliveryModes, LiveNotificationGroupNames } from "./notificationGroups.js";
import { Int32 } from "./ids.js";
import { Authorization } from "./security.js";

export const Notification = Schema.Struct({
  id: Schema.Int,
  type_id: Schema.Int,
  title: Schema.String,
  body: Schema.String,
  link: Schema.NullOr(Schema.String),
  is_read: Schema.Boolean,
  created_at: Schema.String,
});

/** Per-client settings: notification type id → whether it is sent. */
export const NotificationSettings = Schema.Struct({
  settings: Schema.Record(Schema.String, Schema.Struct({ send_notification: Schema.Boolean })),
});

/** How a person wants one group of notifications: in the app only, each by e-mail at once, or a daily or weekly digest. */
export const NotificationPreference = Schema.Struct({
  group: Schema.Literals(LiveNotificationGroupNames),
  mode: Schema.Literals(DeliveryModes),
});
export const NotificationPreferences = Schema.Struct({ groups: Schema.Array(NotificationPreference).check(Schema.isMaxLength(10)) });

/** The notifications service (spec: a separate service base, here /api/notifications). */
export class NotificationsGroup extends HttpApiGroup.make("notifications")
  .add(HttpApiEndpoint.get("getSettings", "/notificationSettings/byClient", { success: NotificationSettings }))
  .add(HttpApiEndpoint.put("putSettings", "/notificationSettings", { payload: NotificationSettings, success: NotificationSettings, error: [Forbidden, Invalid, Conflict] }))
  .add(HttpApiEndpoint.get("notReadCount", "/notifications/getNotReadNotificationsCountByUser", { success: Schema.Struct({ not_read_count: Schema.Int }) }))
  .add(
    HttpApiEndpoint.get("byUser", "/notifications/getNotificationsByUser", {
      query: { limit: Schema.optional(Schema.FiniteFromString), last_id: Schema.optional(Schema.FiniteFromString) },
      success: Schema.Struct({ items: Schema.Array(Notification), last_id: Schema.NullOr(Schema.Int) }),
    }),
  )
  .add(HttpApiEndpoint.get("notReadByUser", "/notifications/getNotReadNotificationsByUser", { success: Schema.Struct({ items: Schema.Array(Notification) }) }))
  .add(
    HttpApiEndpoint.put("markRead", "/notifications", {
      payload: Schema.Struct({ id: Int32, is_read: Schema.Boolean }),
      success: Notification,
      error: [NotFound, Invalid, Conflict],
    }),
  )
  .add(HttpApiEndpoint.put("readAll", "/notifications/readAllNotifications", { success: HttpApiSchema.NoContent, error: Conflict }))
  .add(HttpApiEndpoint.get("getPreferences", "/notificationPreferences/mine", { success: NotificationPreferences }))
  .add(HttpApiEndpoint.put("putPreferences", "/notificationPreferences/mine", { payload: NotificationPreferences, success: NotificationPreferences, error: [Invalid, Conflict] }))
  // Server-sent events: a `notifications` event whenever one of the person's notifications is written, on any
  // server process; a comment line every 25 s keeps proxies from closing the stream.
  .add(HttpApiEndpoint.get("stream", "/notifications/stream", { success: HttpApiSchema.StreamUint8Array({ contentType: "text/event-stream" }) }))
  .middleware(Authorization)
  .prefix("/notifications") {}
