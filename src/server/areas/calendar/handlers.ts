import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { CALENDAR_MAX_DAYS, CalendarMessages } from "../../../../services/contract/calendar.js";
import { Invalid } from "../../../../services/contract/errors.js";
import { requirePermission } from "../../auth/permissions.js";
import { queryDb, withDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";
import { createFeed, feedStatus, revokeFeed } from "./feed.js";
import { calendarItems } from "./items.js";
import { serveFeed } from "./serveFeed.js";

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A range ending before it starts, or longer than a month grid with room to spare, is refused. */
const checkRange = (from: string, to: string) => {
  const span = days(from, to);
  return span < 0 || span > CALENDAR_MAX_DAYS
    ? Effect.fail(new Invalid({ message: CalendarMessages.badRange, fields: [{ path: "to", message: CalendarMessages.badRange }] }))
    : Effect.void;
};

/** The person's calendar and their feed link: the calendar section, always their own. */
export const CalendarLive = HttpApiBuilder.group(Api, "calendar", (h) =>
  h
    .handle("items", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("calendar");
        yield* checkRange(query.from, query.to);
        const today = (yield* Effect.service(AppClock)).now().toISOString().slice(0, 10);
        const items = yield* queryDb((db) => calendarItems(db, user, { from: query.from, to: query.to, today }));
        return { from: query.from, to: query.to, items };
      }))
    .handle("feed", () => Effect.flatMap(requirePermission("calendar"), (u) => queryDb((db) => feedStatus(db, u))))
    .handle("createFeed", () => Effect.flatMap(requirePermission("calendar"), (u) => withDb((db) => createFeed(db, u))))
    .handle("revokeFeed", () => Effect.flatMap(requirePermission("calendar"), (u) => withDb((db) => revokeFeed(db, u)))),
);

/** The feed by its token, without a session. */
export const CalendarFeedLive = HttpApiBuilder.group(Api, "calendarFeed", (h) => h.handle("ics", ({ params }) => serveFeed(params.token)));
