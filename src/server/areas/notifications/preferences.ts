import { type DeliveryMode, LiveNotificationGroupNames, type NotificationGroupName } from "../../../../services/contract/notificationGroups.js";
import type { Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { invalidField } from "../../events/errors.js";
import type { Db } from "../../db/types.js";

type Preference = { group: NotificationGroupName; mode: DeliveryMode };

/** A person's delivery choice for every live group; a group never chosen is in the app only. */
export const loadPreferences = async (sql: Sql, userId: number): Promise<{ groups: Preference[] }> => {
  const rows = await sql.query<{ group_name: string; mode: DeliveryMode }>(
    "select group_name, mode from notification_preferences where user_id = $1", [userId]);
  const chosen = new Map(rows.map((r) => [r.group_name, r.mode]));
  return { groups: LiveNotificationGroupNames.map((group) => ({ group, mode: chosen.get(group) ?? "app" })) };
};

/**
 * Records a person's choices (only their own: the stream is theirs). Each group's `since_id` is their newest
 * notification now, so a digest never gathers what came before the choice. A group named twice is 400.
 */
export const savePreferences = async (db: Db, clientId: number, userId: number, groups: readonly Preference[], at: string) => {
  const seen = new Set<string>();
  groups.forEach((g, i) => {
    if (seen.has(g.group)) throw invalidField(`payload.groups.${i}.group`, "notifications.preferences.duplicate");
    seen.add(g.group);
  });
  await transact(db, async (tx) => {
    const current = new Map((await loadPreferences(tx, userId)).groups.map((g) => [g.group, g.mode]));
    const changed = groups.filter((g) => current.get(g.group) !== g.mode);
    if (changed.length === 0) return;
    const [{ max }] = await tx.query<{ max: number }>("select coalesce(max(id), 0)::int as max from notifications where user_id = $1", [userId]);
    await appendNext(tx, clientId, { type: "notificationPreferences", id: userId },
      [{ type: "notificationPreferences.set", data: { groups: changed.map((g) => ({ ...g, since_id: max })), at } }], { actor: userId });
  });
  return loadPreferences(db, userId);
};
