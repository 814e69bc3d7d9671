// GET /api/calendar/feed/:token: the person's calendar as RFC 5545 text, for a mail client that has no session.
// The token's hash finds the person; a revoked (or replaced) link is 410 with a message saying so; an unknown one
// 404. The person must still be active with a role that opens the calendar, and the client switched on: the feed
// reads exactly what the page would show them.
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { CalendarMessages, FEED_WINDOW_DAYS, FeedRevoked } from "../../../../services/contract/calendar.js";
import { Messages, NotFound } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";
import { UserStatusIds } from "../../../../services/contract/users.js";
import { effectivePermissions } from "../../auth/permissions.js";
import type { Sql } from "../../db/types.js";
import { appBase } from "../../mail/outbox.js";
import { AppClock, AppConfig, Database } from "../../http/services.js";
import { hashOf, TOKEN } from "./feed.js";
import { type FeedLanguage, toIcs } from "./ics.js";
import { calendarItems } from "./items.js";

const FEED_SQL = `
  select f.client_id, f.user_id, f.revoked_at, u.status_id, u.role_id, u.language, u.is_manager,
         cr.routes as custom_routes, cr.is_manager_available, cl.is_active as client_active
    from calendar_feeds f join users u on u.id = f.user_id and u.client_id = f.client_id join clients cl on cl.id = f.client_id
    left join custom_roles cr on cr.id = u.custom_role_id
   where f.token_hash = $1`;

const shift = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const languageOf = (l: string): FeedLanguage => (l === "en" || l === "fr" ? l : "ru");

type Found = { ics: string } | "revoked" | null;

const feedOf = async (sql: Sql, token: string, now: Date, publicUrl: string): Promise<Found> => {
  if (!TOKEN.test(token)) return null;
  const [row] = await sql.query<any>(FEED_SQL, [hashOf(token)]);
  if (!row) return null;
  if (row.revoked_at) return "revoked";
  const permissions = effectivePermissions(row);
  if (row.status_id !== UserStatusIds.active || row.client_active === false || !allows(permissions, "calendar")) return null;
  const lang = languageOf(row.language);
  const items = await calendarItems(sql, { clientId: row.client_id, userId: row.user_id, permissions },
    { from: shift(now, -FEED_WINDOW_DAYS.past), to: shift(now, FEED_WINDOW_DAYS.ahead), today: shift(now, 0) });
  const base = await appBase(sql, { config: { publicUrl, smtpUrl: undefined }, keys: { publicKeyPem: "" } }, row.client_id, lang);
  return { ics: toIcs(items, { lang, host: new URL(base).hostname, base, now }) };
};

export const serveFeed = (token: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const now = (yield* Effect.service(AppClock)).now();
    const { publicUrl } = yield* AppConfig;
    const found = yield* Effect.promise(() => feedOf(db, token, now, publicUrl));
    if (found === "revoked") return yield* Effect.fail(new FeedRevoked({ message: CalendarMessages.feedRevoked }));
    if (!found) return yield* Effect.fail(new NotFound({ message: Messages.notFound }));
    return HttpServerResponse.text(found.ics, {
      contentType: "text/calendar; charset=utf-8",
      headers: { "cache-control": "private, no-store", "content-disposition": 'inline; filename="calendar.ics"' },
    });
  });
