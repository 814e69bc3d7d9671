import { openPersonal } from "../../events/personalData.js";
import { defineProjection } from "../../events/projections.js";

/** Notifications per user (stream `notifications`/user id) and the client's notification settings. */
export const notificationsProjection = defineProjection({
  name: "notifications",
  tables: ["notifications", "notification_settings"],
  handles: {
    "notification.created": async (tx, e) => {
      // Title and body are sealed under the recipient's key (events/personalData.ts); erased, they are empty.
      const erased = { title: "", body: "" };
      const d: Record<string, any> = { ...erased, ...e.data, ...((await openPersonal(tx, e.data.sealed)) ?? erased) };
      await tx.query(
        `insert into notifications (id, client_id, user_id, type_id, title, body, link, is_read, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, false, $8)`,
        [d.id, d.client_id, d.user_id, d.type_id, d.title, d.body ?? "", d.link ?? null, d.at],
      );
    },
    "notification.read": async (tx, e) => {
      await tx.query("update notifications set is_read = $3 where id = $1 and user_id = $2",
        [e.data.id, Number(e.streamId), e.data.is_read]);
    },
    // Marks read what existed when the command ran (up_to_id), so a replay marks exactly the same rows.
    "notification.allRead": async (tx, e) => {
      await tx.query("update notifications set is_read = true where user_id = $1 and id <= $2 and not is_read",
        [Number(e.streamId), e.data.up_to_id]);
    },
    "user.erased": async (tx, e) => {
      await tx.query("delete from notifications where user_id = $1", [Number(e.streamId)]);
    },
    "notificationSettings.set": async (tx, e) => {
      await tx.query(
        `insert into notification_settings (client_id, settings) values ($1, $2)
         on conflict (client_id) do update set settings = $2`,
        [Number(e.streamId), JSON.stringify(e.data.settings)],
      );
    },
  },
});
