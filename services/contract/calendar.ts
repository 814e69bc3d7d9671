import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { DateString } from "./devPlansSchemas.js";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { Authorization } from "./security.js";

/**
 * The person's calendar (spec 000 §2 `/calendar`): their dated work gathered from the areas that own it (track tasks,
 * course deadlines, development-plan action deadlines), and a private iCalendar feed (RFC 5545) a mail client can
 * subscribe to. Rights: the `calendar` section's route; every source is also gated by its own section (learning,
 * development plans). Everything is the session's own client and person; nobody reads someone else's calendar.
 */

/** The longest range one read may ask (a month grid with its leading and trailing weeks is at most 42 days). */
export const CALENDAR_MAX_DAYS = 62;
/** The feed covers this many days back and ahead of today. */
export const FEED_WINDOW_DAYS = { past: 60, ahead: 365 } as const;

export const CalendarKinds = ["task", "event", "course", "devPlan"] as const;
export type CalendarKind = (typeof CalendarKinds)[number];

/** One dated thing on the person's calendar, shown on its `date` (the deadline, or the start when it has none). */
export const CalendarItem = Schema.Struct({
  /** unique across kinds: `task-12`, `course-3`, `devPlan-40` */
  key: Schema.String,
  kind: Schema.Literals(CalendarKinds),
  title: Schema.String,
  /** what it belongs to: the track, the course, the plan */
  context: Schema.String,
  date: Schema.String,
  start_date: Schema.NullOr(Schema.String),
  /** done (a completed task, a passed course, a finished action) */
  done: Schema.Boolean,
  /** the date passed and it is not done */
  overdue: Schema.Boolean,
  /** a track task: its track and task; a task done for someone else is opened from the doer's list */
  track_id: Schema.NullOr(Schema.Int),
  task_id: Schema.NullOr(Schema.Int),
  /** the task's activity (workflow element): the doer's page is /manager/my-tasks/{activity}/task/{task} */
  element_id: Schema.NullOr(Schema.Int),
  for_someone: Schema.Boolean,
  course_id: Schema.NullOr(Schema.Int),
  /** a development-plan action: the employee's plan task it belongs to */
  plan_task_id: Schema.NullOr(Schema.Int),
  /** an event's time of day (HH:MM) and place, when the task names them */
  time: Schema.NullOr(Schema.String),
  location: Schema.NullOr(Schema.String),
});
export type CalendarItem = typeof CalendarItem.Type;

export const CalendarItems = Schema.Struct({ from: Schema.String, to: Schema.String, items: Schema.Array(CalendarItem) });
export type CalendarItems = typeof CalendarItems.Type;

/** The person's feed link: whether one is live and since when (its token is shown only when it is made). */
export const FeedStatus = Schema.Struct({ active: Schema.Boolean, created_at: Schema.NullOr(Schema.String) });
export type FeedStatus = typeof FeedStatus.Type;
/** A new feed link: the only time its token is shown (the server keeps its hash). */
export const FeedLink = Schema.Struct({ url: Schema.String, created_at: Schema.String });
export type FeedLink = typeof FeedLink.Type;

/** A feed link that its person revoked or replaced: 410, so a subscribed mail client stops asking. */
export class FeedRevoked extends Schema.TaggedError<FeedRevoked>()(
  "FeedRevoked",
  { message: Schema.String },
  { httpApiStatus: 410 },
) {}

export const CalendarMessages = {
  badRange: "calendar.errors.badRange",
  feedRevoked: "calendar.errors.feedRevoked",
} as const;

export class CalendarGroup extends HttpApiGroup.make("calendar")
  .add(HttpApiEndpoint.get("items", "/calendar/items", {
    query: { from: DateString, to: DateString }, success: CalendarItems, error: [Forbidden, Invalid],
  }))
  .add(HttpApiEndpoint.get("feed", "/calendar/feed", { success: FeedStatus, error: Forbidden }))
  /** A new link; any earlier one stops working. */
  .add(HttpApiEndpoint.post("createFeed", "/calendar/feed", { success: FeedLink, error: [Forbidden, Conflict] }))
  .add(HttpApiEndpoint.delete("revokeFeed", "/calendar/feed", { success: FeedStatus, error: [Forbidden, Conflict] }))
  .middleware(Authorization) {}

/** The feed itself, read by a mail client without a session: the token in the path authorises. */
export class CalendarFeedGroup extends HttpApiGroup.make("calendarFeed")
  .add(HttpApiEndpoint.get("ics", "/calendar/feed/:token", {
    params: { token: Schema.String.check(Schema.isMaxLength(100)) },
    success: HttpApiSchema.StreamUint8Array({ contentType: "text/calendar" }),
    error: [NotFound, FeedRevoked],
  })) {}
