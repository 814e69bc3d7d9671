import { Schema } from "effect";
import { Seen } from "./errors.js";
import { Line } from "./ids.js";

/**
 * A course's notifications (spec 000 §2 management/learning/courses/{course} settings: custom-notifications and
 * system-notifications). System: the notification types a course sends (spec 000 §3's course group: courseAssignment
 * 29), each switched on or off for the course. Custom: an administrator's own message, sent to each person appointed
 * `days` after their appointment or `days` before their due date, as the notification type 42 (Stride's own, course
 * group: `CourseNoticeTypes.custom`), mailed by each person's delivery choice for that group.
 */
export const CourseNoticeTypes = { assignment: 29, custom: 42 } as const;
/** The system types a course may switch off. */
export const CourseSystemNoticeTypes = [CourseNoticeTypes.assignment] as const;
export const CourseNoticeAnchors = ["appointment", "deadline"] as const;
export type CourseNoticeAnchor = (typeof CourseNoticeAnchors)[number];
export const COURSE_NOTICE_LIMITS = { title: 255, body: 5000, days: 365, perCourse: 50 } as const;

export const CourseCustomNotice = Schema.Struct({
  id: Schema.Int, title: Schema.String, body: Schema.String, anchor: Schema.Literals(CourseNoticeAnchors), days: Schema.Int,
  /** how many people it was sent to */
  sent: Schema.Int, created_at: Schema.String,
});
export type CourseCustomNotice = typeof CourseCustomNotice.Type;

export const CourseNotices = Schema.Struct({
  /** the courseNotices stream's version (`expectedVersion` of the system switches) */
  version: Schema.Int,
  system: Schema.Array(Schema.Struct({ type_id: Schema.Int, on: Schema.Boolean })),
  custom: Schema.Array(CourseCustomNotice),
  /** whether the course has a deadline (a notice timed from the deadline reaches only people with a due date) */
  has_deadline: Schema.Boolean,
});
export type CourseNotices = typeof CourseNotices.Type;

/** The system types switched off (any other id is a 400 naming it). */
export const SetSystemNotices = Schema.Struct({
  off: Schema.Array(Schema.Int).check(Schema.isMaxLength(10)),
  ...Seen,
});

export const NewCustomNotice = Schema.Struct({
  title: Line(COURSE_NOTICE_LIMITS.title),
  body: Schema.String.check(Schema.isMaxLength(COURSE_NOTICE_LIMITS.body)),
  anchor: Schema.Literals(CourseNoticeAnchors),
  days: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: COURSE_NOTICE_LIMITS.days })),
});
export type NewCustomNotice = typeof NewCustomNotice.Type;
