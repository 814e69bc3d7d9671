import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { LiveNotificationTypeIds } from "../../../../services/contract/areas.js";
import { MAX_ID } from "../../../../services/contract/ids.js";
import { type Conflict, type Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import { keysetTail, nextCursor } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { queryDb, runDb, withDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { loadPreferences, savePreferences } from "./preferences.js";
import { notificationStream } from "./stream.js";

/**
 * The notification types of spec 000 §3 whose area exists (the area manifest): every one is sent unless the client
 * switched it off. The types of areas not built yet are not listed.
 */
const DEFAULT_SETTINGS = Object.fromEntries(LiveNotificationTypeIds.map((id) => [String(id), { send_notification: true }]));

const COLUMNS = "id, type_id, title, body, link, is_read, created_at";
const toItem = (r: any) => ({ ...r, created_at: new Date(r.created_at).toISOString() });
const PAGE_MAX = 100;

const loadSettings = async (sql: Sql, clientId: number) => ({
  settings: {
    ...DEFAULT_SETTINGS,
    ...((await sql.query("select settings from notification_settings where client_id = $1", [clientId]))[0]?.settings ?? {}),
  },
});

/** Notifications of the signed-in user (never anyone else's) and the client's settings. */
export const NotificationsLive = HttpApiBuilder.group(Api, "notifications", (h) =>
  h
    .handle("getSettings", () => Effect.flatMap(Effect.service(CurrentUser), (u) => queryDb((db) => loadSettings(db, u.clientId))))
    .handle("putSettings", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("client_settings", "edit");
        return yield* withDb(async (db) => {
          await transact(db, (tx) =>
            appendNext(tx, user.clientId, { type: "notificationSettings", id: user.clientId },
              [{ type: "notificationSettings.set", data: { settings: payload.settings } }], { actor: user.userId }));
          return loadSettings(db, user.clientId);
        });
      }))
    .handle("notReadCount", () =>
      Effect.flatMap(Effect.service(CurrentUser), (u) =>
        queryDb(async (db) => ({
          not_read_count: (await db.query<{ n: number }>(
            "select count(*)::int as n from notifications where user_id = $1 and client_id = $2 and not is_read", [u.userId, u.clientId], { prepare: true }))[0].n,
        }))))
    .handle("byUser", ({ query }) =>
      Effect.flatMap(Effect.service(CurrentUser), (u) =>
        queryDb(async (db) => {
          const limit = Math.min(PAGE_MAX, Math.max(1, Math.trunc(query.limit ?? 30) || 30));
          // Keyset paging, newest first: the next page starts below the last id seen (the first below MAX_ID).
          const lastId = query.last_id === undefined ? MAX_ID : Math.max(0, Math.min(MAX_ID, Math.trunc(query.last_id)));
          const rows = await db.query(
            `select ${COLUMNS} from notifications where client_id = $4 and user_id = $1${keysetTail({ keys: ["id"], desc: true }, "$2", "$3")}`,
            [u.userId, lastId, limit, u.clientId]);
          return { items: rows.map(toItem), last_id: nextCursor(rows, limit, (r) => r.id) };
        })))
    .handle("notReadByUser", () =>
      Effect.flatMap(Effect.service(CurrentUser), (u) =>
        queryDb(async (db) => ({
          items: (await db.query(`select ${COLUMNS} from notifications where user_id = $1 and client_id = $3 and not is_read order by id desc limit $2`,
            [u.userId, PAGE_MAX, u.clientId], { prepare: true })).map(toItem),
        }))))
    .handle("markRead", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const row = yield* withDb(async (db) => {
          const [own] = await db.query("select id from notifications where id = $1 and user_id = $2", [payload.id, user.userId]);
          if (!own) return null;
          await transact(db, (tx) =>
            appendNext(tx, user.clientId, { type: "notifications", id: user.userId },
              [{ type: "notification.read", data: { id: payload.id, is_read: payload.is_read } }], { actor: user.userId }));
          return (await db.query(`select ${COLUMNS} from notifications where id = $1`, [payload.id]))[0];
        });
        // Another user's notification is indistinguishable from one that does not exist.
        return row ? toItem(row) : yield* Effect.fail(new NotFound({ message: Messages.notFound }));
      }))
    .handle("readAll", () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        yield* withDb((db) =>
          transact(db, async (tx) => {
            const [{ max }] = await tx.query("select coalesce(max(id), 0)::int as max from notifications where user_id = $1 and not is_read", [user.userId]);
            if (max === 0) return;
            await appendNext(tx, user.clientId, { type: "notifications", id: user.userId },
              [{ type: "notification.allRead", data: { up_to_id: max } }], { actor: user.userId });
          }));
      }))
    .handle("getPreferences", () => Effect.flatMap(Effect.service(CurrentUser), (u) => queryDb((db) => loadPreferences(db, u.userId))))
    .handle("putPreferences", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const at = (yield* AppClock).now().toISOString();
        return yield* runDb<Invalid | Conflict, Awaited<ReturnType<typeof loadPreferences>>>((db) =>
          savePreferences(db, user.clientId, user.userId, payload.groups, at));
      }))
    .handle("stream", () => notificationStream()),
);
