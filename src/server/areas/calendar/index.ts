// The calendar has nothing other areas use; the manifest is all of its public face.
import { Layer } from "effect";
import { CalendarFeedGroup, CalendarGroup } from "../../../../services/contract/calendar.js";
import { defineArea } from "../manifest.js";
import { calendarProjection, FeedStream } from "./feed.js";
import { CalendarFeedLive, CalendarLive } from "./handlers.js";

/** The person's calendar (their dated work from tracks, courses and plans) and its private iCalendar feed. */
export const manifest = defineArea({
  name: "calendar",
  groups: [CalendarGroup, CalendarFeedGroup],
  handlers: Layer.mergeAll(CalendarLive, CalendarFeedLive),
  streams: [FeedStream],
  projections: [calendarProjection],
});
