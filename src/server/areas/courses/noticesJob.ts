// Sends the courses' custom notifications when they fall due. The job runner leases the job (jobs/runner.ts), so one
// process runs it at a time; the sends table also refuses a second send of one notice to one appointment.
import { CourseNoticeTypes } from "../../../../services/contract/courseNotices.js";
import type { Db } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import type { Job } from "../../jobs/runner.js";
import { notify } from "../notifications/index.js";
import { CourseFacts as F, CourseStreams as S } from "./facts.js";

/** How often the job looks for due notices, and how many sends one run makes at most. */
export const COURSE_NOTICES_EVERY_MS = 60_000;
const BATCH = 500;

/**
 * Due: the notice's moment (`days` after the appointment, or `days` before the due date, at 00:00 UTC of that day) has
 * come, is not before the day the notice was added (a notice added later does not reach back to old appointments), the
 * appointment is open (assigned, in progress or not passed: a passed or cancelled course is not reminded of) and the
 * course is not inactive. A notice timed from the deadline reaches only appointments with a due date.
 */
const DUE_SQL = `
  select n.id as notice_id, n.client_id, n.course_id, n.title, n.body, a.id as appointment_id, a.user_id
    from course_custom_notices n
    join courses c on c.id = n.course_id and c.client_id = n.client_id and c.state <> 'inactive'
    join course_appointments a on a.client_id = n.client_id and a.course_id = n.course_id and a.state in ('assigned', 'inProgress', 'notPassed')
   where (case when n.anchor = 'appointment' then a.appointed_at + n.days * interval '1 day'
               else ((a.due_date - n.days)::timestamp at time zone 'UTC') end)
         between (date_trunc('day', n.created_at at time zone 'UTC') at time zone 'UTC') and $1::timestamptz
     and not exists (select 1 from course_notice_sends s where s.notice_id = n.id and s.appointment_id = a.id)
   order by n.id, a.id limit ${BATCH}`;

interface Due { notice_id: number; client_id: number; course_id: number; title: string; body: string; appointment_id: number; user_id: number }

/** Sends what is due at `now`: per notice, one transaction with its notifications and its `sent` fact. */
export const runCourseNotices = async (db: Db, now: Date): Promise<number> => {
  const at = now.toISOString();
  const due = await db.query<Due>(DUE_SQL, [at]);
  const byNotice = new Map<number, Due[]>();
  for (const d of due) byNotice.set(d.notice_id, [...(byNotice.get(d.notice_id) ?? []), d]);
  let sent = 0;
  for (const [noticeId, rows] of byNotice) {
    const first = rows[0];
    await transact(db, async (tx) => {
      // the notice may have been removed since the read: then nothing is sent
      const [still] = await tx.query("select 1 from course_custom_notices where id = $1 for update", [noticeId]);
      if (!still) return;
      await notify(tx, first.client_id, "system", {
        typeId: CourseNoticeTypes.custom, userIds: rows.map((r) => r.user_id), title: first.title, subject: first.body,
        link: `/education/courses/${first.course_id}`,
      }, at);
      await appendNext(tx, first.client_id, { type: S.noticeSends, id: noticeId },
        [{ type: F.noticeSent, data: { notice_id: noticeId, course_id: first.course_id, appointment_ids: rows.map((r) => r.appointment_id), at } }],
        { actor: "system" });
      sent += rows.length;
    });
  }
  return sent;
};

/** The courses' custom notifications job (listed in the courses manifest). */
export const courseNoticesJob = (db: Db): Job => ({
  name: "courseNotices",
  everyMs: COURSE_NOTICES_EVERY_MS,
  run: async () => {
    const n = await runCourseNotices(db, new Date());
    return n ? `course notifications: ${n} sent` : undefined;
  },
});
