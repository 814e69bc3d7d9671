// The course's notifications tabs (spec 000 §2 settings: system-notifications, custom-notifications): which system
// types the course sends, and its administrators' own messages timed from each appointment or due date. The stream
// is courseNotices/<course>; the job that sends the custom ones is noticesJob.ts.
import {
  COURSE_NOTICE_LIMITS, type CourseNotices, CourseSystemNoticeTypes, type NewCustomNotice,
} from "../../../../services/contract/courseNotices.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, nextId, transact } from "../../events/command.js";
import { conflictBy, invalidField, notFoundError } from "../../events/errors.js";
import { requireSeen } from "../../events/pipeline.js";
import { defineProjection } from "../../events/projections.js";
import { CourseFacts as F, CourseStreams as S } from "./facts.js";
import { courseRow } from "./queries.js";

const metaOf = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });

/** The course's notifications as its two tabs show them (three queries, whatever the number of notices). */
export const courseNotices = async (sql: Sql, clientId: number, courseId: number): Promise<CourseNotices> => {
  const course = await courseRow(sql, clientId, courseId);
  const [settings] = await sql.query<{ off_types: number[]; version: number }>(
    "select off_types, version from course_notice_settings where client_id = $1 and course_id = $2", [clientId, courseId]);
  const custom = await sql.query<any>(
    `select n.id, n.title, n.body, n.anchor, n.days, n.created_at, (select count(*)::int from course_notice_sends s where s.notice_id = n.id) as sent
       from course_custom_notices n where n.client_id = $1 and n.course_id = $2 order by n.id`, [clientId, courseId]);
  const off = (settings?.off_types ?? []).map(Number);
  return {
    version: settings?.version ?? 0,
    system: CourseSystemNoticeTypes.map((type_id) => ({ type_id, on: !off.includes(type_id) })),
    custom: custom.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() })),
    has_deadline: course.deadline_days !== null,
  };
};

/** The stream's version now, the course locked (another client's or an unknown course is a 404). */
const lockNotices = async (tx: Sql, clientId: number, courseId: number) => {
  await courseRow(tx, clientId, courseId, true);
  const [row] = await tx.query<{ version: number }>("select version from course_notice_settings where course_id = $1", [courseId]);
  return row?.version ?? 0;
};

/** Switches the course's system types: `off` lists those it does not send; any other id is a 400 naming it. */
export const setSystemNotices = (db: Db, u: SessionUser, courseId: number, off: readonly number[], seen?: number) =>
  transact(db, async (tx) => {
    const version = await lockNotices(tx, u.clientId, courseId);
    off.forEach((id, i) => {
      if (!(CourseSystemNoticeTypes as readonly number[]).includes(id)) throw invalidField(`payload.off.${i}`, "courses.errors.noticeType");
    });
    await requireSeen(tx, u.clientId, { type: S.notices, id: courseId }, seen, version);
    const next = [...new Set(off)].sort((a, b) => a - b);
    await appendNext(tx, u.clientId, { type: S.notices, id: courseId }, [{ type: F.noticesSystemSet, data: { off: next } }], metaOf(u));
  });

/** Adds a custom notification (title and text trimmed, not empty; at most 50 a course). */
export const addCustomNotice = (db: Db, u: SessionUser, courseId: number, n: NewCustomNotice) =>
  transact(db, async (tx) => {
    await lockNotices(tx, u.clientId, courseId);
    const title = n.title.trim();
    const body = n.body.trim();
    if (!title) throw invalidField("payload.title", "courses.errors.empty");
    if (!body) throw invalidField("payload.body", "courses.errors.empty");
    const [{ count }] = await tx.query<{ count: number }>("select count(*)::int as count from course_custom_notices where course_id = $1", [courseId]);
    if (count >= COURSE_NOTICE_LIMITS.perCourse) throw conflictBy("courses.errors.tooManyNotices");
    const id = await nextId(tx, "course_custom_notice_ids");
    await appendNext(tx, u.clientId, { type: S.notices, id: courseId },
      [{ type: F.noticeAdded, data: { id, title, body, anchor: n.anchor, days: n.days } }], metaOf(u));
  });

/** Removes a custom notification of the course (one it does not have is a 404); what was sent stays sent. */
export const removeCustomNotice = (db: Db, u: SessionUser, courseId: number, noticeId: number) =>
  transact(db, async (tx) => {
    await lockNotices(tx, u.clientId, courseId);
    const [row] = await tx.query("select 1 from course_custom_notices where client_id = $1 and course_id = $2 and id = $3", [u.clientId, courseId, noticeId]);
    if (!row) throw notFoundError(`course notice ${noticeId}`, "courses.errors.noticeNotFound");
    await appendNext(tx, u.clientId, { type: S.notices, id: courseId }, [{ type: F.noticeRemoved, data: { notice_id: noticeId } }], metaOf(u));
  });

/** Keeps the stream's version on the settings row, which exists once the stream has a fact. */
const touchSettings = async (tx: Sql, clientId: number, courseId: number, version: number, off?: readonly number[]) => {
  await tx.query(
    `insert into course_notice_settings (course_id, client_id, off_types, version) values ($1, $2, $3, $4)
     on conflict (course_id) do update set version = $4${off ? ", off_types = $3" : ""}`,
    [courseId, clientId, off ?? [], version]);
};

/** The read tables of the course notifications' facts. */
export const courseNoticesProjection = defineProjection({
  name: "courseNotices",
  tables: ["course_notice_settings", "course_custom_notices", "course_notice_sends"],
  handles: {
    [F.noticesSystemSet]: (tx, e) => touchSettings(tx, e.clientId, Number(e.streamId), e.version, e.data.off as number[]),
    [F.noticeAdded]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into course_custom_notices (id, client_id, course_id, title, body, anchor, days, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [d.id, e.clientId, Number(e.streamId), d.title, d.body, d.anchor, d.days, e.recordedAt.toISOString()]);
      await touchSettings(tx, e.clientId, Number(e.streamId), e.version);
    },
    [F.noticeRemoved]: async (tx, e) => {
      await tx.query("delete from course_custom_notices where id = $1", [e.data.notice_id]);
      await touchSettings(tx, e.clientId, Number(e.streamId), e.version);
    },
    [F.noticeSent]: async (tx, e) => {
      await tx.query(
        `insert into course_notice_sends (client_id, notice_id, appointment_id, sent_at)
         select $1, $2, unnest($3::int[]), $4 where exists (select 1 from course_custom_notices where id = $2) on conflict do nothing`,
        [e.clientId, e.data.notice_id, e.data.appointment_ids, e.data.at]);
    },
  },
});
