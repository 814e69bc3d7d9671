import { openMany, openPersonal } from "../../events/personalData.js";
import { defineProjection } from "../../events/projections.js";

/** Notifications per user (stream `notifications`/user id) and the client's notification settings. */
export const notificationsProjection = defineProjection({
  name: "notifications",
  tables: ["notifications", "notification_settings", "notification_preferences", "notification_mailings"],
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
      for (const table of ["notifications", "notification_preferences", "notification_mailings"])
        await tx.query(`delete from ${table} where user_id = $1`, [Number(e.streamId)]);
    },
    // A group whose mode changed starts its e-mail cursor at the person's newest notification then.
    "notificationPreferences.set": async (tx, e) => {
      const userId = Number(e.streamId);
      for (const g of e.data.groups as { group: string; mode: string; since_id: number }[]) {
        await tx.query(
          `insert into notification_preferences (client_id, user_id, group_name, mode, since_id, chosen_at) values ($1, $2, $3, $4, $5, $6)
           on conflict (user_id, group_name) do update set mode = $4, since_id = $5, chosen_at = $6`,
          [e.clientId, userId, g.group, g.mode, g.since_id, e.data.at]);
        await tx.query(
          `insert into notification_mailings (client_id, user_id, group_name, up_to_id, sent_at) values ($1, $2, $3, $5, $4)
           on conflict (user_id, group_name) do update set up_to_id = greatest(notification_mailings.up_to_id, $5), sent_at = $4`,
          [e.clientId, userId, g.group, e.data.at, g.since_id]);
      }
    },
    // The digest job mailed these groups up to these ids.
    "notification.mailed": async (tx, e) => {
      for (const g of e.data.groups as { group: string; up_to_id: number }[])
        await tx.query("update notification_mailings set up_to_id = greatest(up_to_id, $3), sent_at = $4 where user_id = $1 and group_name = $2",
          [Number(e.streamId), g.group, g.up_to_id, e.data.at]);
    },
    "notificationSettings.set": async (tx, e) => {
      await tx.query(
        `insert into notification_settings (client_id, settings) values ($1, $2)
         on conflict (client_id) do update set settings = $2`,
        [Number(e.streamId), JSON.stringify(e.data.settings)],
      );
    },
  },
  // Many recipients at once (notifyMany: a track given to thousands): one statement for the rows, the same rows.
  batch: {
    "notification.created": async (tx, events) => {
      const opened = await openMany(tx, events.map((e) => e.data.sealed));
      const rows = events.map((e, i) => {
        const d: Record<string, any> = { title: "", body: "", ...e.data, ...(opened[i] ?? { title: "", body: "" }) };
        return { id: d.id, client_id: d.client_id, user_id: d.user_id, type_id: d.type_id, title: d.title, body: d.body ?? "", link: d.link ?? null, created_at: d.at };
      });
      await tx.query(
        `insert into notifications (id, client_id, user_id, type_id, title, body, link, is_read, created_at)
         select x.id, x.client_id, x.user_id, x.type_id, x.title, x.body, x.link, false, x.created_at
           from jsonb_to_recordset($1::jsonb) as x(id int, client_id int, user_id int, type_id int, title text, body text, link text, created_at timestamptz)`,
        [JSON.stringify(rows)]);
    },
  },
});
