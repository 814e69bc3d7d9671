import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, nextId, transact } from "../../events/command.js";
import { conflictBy, notFoundError } from "../../events/errors.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { requireIds } from "./commandIds.js";
import { appointmentInput, appointmentStreamId, CourseFacts as F, CourseStreams as S } from "./facts.js";
import { type CourseRow, courseRow } from "./queries.js";

const metaOf = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });

/** The due date of an appointment made today: the course's deadline in days after it, or none. */
const dueDate = (row: Pick<CourseRow, "deadline_days">, now: Date) =>
  row.deadline_days === null ? null : new Date(now.getTime() + row.deadline_days * 86_400_000).toISOString().slice(0, 10);

/**
 * Appends one `courseAppointment.appointed` (the notifications area tells the person of an administrator's one), with
 * the machine's input, from which the replay starts (facts.ts).
 */
const appointOne = async (tx: Sql, u: SessionUser, row: CourseRow, userId: number, isRequired: boolean, source: "appointment" | "enrolment") => {
  const id = await nextId(tx, "course_appointment_ids");
  await appendIn(tx, u.clientId, { type: S.appointment, id: appointmentStreamId(row.id, userId) }, 0, [{
    type: F.appointed,
    data: { id, course_id: row.id, user_id: userId, is_required: isRequired, source, due_date: dueDate(row, new Date()), input: appointmentInput(isRequired) },
  }], metaOf(u));
};

/**
 * Appoints the people the course's rules name and who have no appointment of it yet: members of its groups and the
 * people named, never a prohibited one, only active (not archived) people of the client. Required when any rule
 * naming them says so. Only a published course is appointed; the rules wait for its publication otherwise. Groups
 * are read now: who joins a group later is appointed by the next rule change or publication.
 */
export const appointByRules = async (tx: Sql, u: SessionUser, row: CourseRow) => {
  if (row.state !== "published") return 0;
  const people = await tx.query<{ user_id: number; required: boolean }>(
    `with named as (
       select m.user_id, r.is_required from course_appointment_rules r
         join user_group_members m on m.group_id = r.target_id and m.client_id = r.client_id
        where r.course_id = $2 and r.kind = 'group'
       union all
       select r.target_id, r.is_required from course_appointment_rules r where r.course_id = $2 and r.kind = 'user')
     select n.user_id, bool_or(n.is_required) as required from named n join users p on p.id = n.user_id and p.client_id = $1 and p.status_id <> 3
      where not exists (select 1 from course_appointment_rules x where x.course_id = $2 and x.kind = 'prohibited' and x.target_id = n.user_id)
        and not exists (select 1 from course_appointments a where a.course_id = $2 and a.user_id = n.user_id)
      group by n.user_id order by n.user_id`,
    [u.clientId, row.id]);
  for (const p of people) await appointOne(tx, u, row, p.user_id, p.required, "appointment");
  return people.length;
};

/** Replaces the course's appointment rules (groups, people, prohibited people), then appoints whom they name. */
export const setAppointments = (db: Db, u: SessionUser, courseId: number, a: { group_ids: readonly number[]; user_ids: readonly number[]; prohibited_ids: readonly number[]; is_required: boolean; expectedVersion?: number | undefined }) =>
  transact(db, async (tx) => {
    const row = await courseRow(tx, u.clientId, courseId, true);
    await requireSeen(tx, u.clientId, { type: S.content, id: courseId }, a.expectedVersion, row.version);
    const groups = await requireIds(tx, u.clientId, "user_groups", a.group_ids, "payload.group_ids");
    const users = await requireIds(tx, u.clientId, "users", a.user_ids, "payload.user_ids");
    const prohibited = await requireIds(tx, u.clientId, "users", a.prohibited_ids, "payload.prohibited_ids");
    const rules = [
      ...groups.map((target_id) => ({ kind: "group", target_id, is_required: a.is_required })),
      ...users.map((target_id) => ({ kind: "user", target_id, is_required: a.is_required })),
      ...prohibited.map((target_id) => ({ kind: "prohibited", target_id, is_required: false })),
    ];
    await appendNext(tx, u.clientId, { type: S.content, id: courseId }, [{ type: F.appointmentsSet, data: { rules } }], metaOf(u));
    await appointByRules(tx, u, row);
  });

/** The person enrols in a published course of a catalogue they see that allows it (an additional course). */
export const enrol = (db: Db, u: SessionUser, courseId: number) =>
  transact(db, async (tx) => {
    const [c] = await tx.query<{ ok: boolean; appointed: boolean }>(
      `select exists (select 1 from course_catalogs c where c.client_id = k.client_id and c.id = any(k.catalog_ids) and c.self_enrol
                and ((cardinality(c.group_ids) = 0 and cardinality(c.user_ids) = 0) or $3 = any(c.user_ids)
                  or exists (select 1 from user_group_members g where g.user_id = $3 and g.client_id = c.client_id and g.group_id = any(c.group_ids))))
              and not exists (select 1 from course_appointment_rules r where r.course_id = k.id and r.kind = 'prohibited' and r.target_id = $3) as ok,
              exists (select 1 from course_appointments a where a.course_id = k.id and a.user_id = $3) as appointed
         from courses k where k.client_id = $1 and k.id = $2 and k.state = 'published'`, [u.clientId, courseId, u.userId]);
    if (!c?.ok) throw notFoundError(`course ${courseId}`, "courses.errors.courseNotFound");
    if (c.appointed) throw conflictBy("courses.errors.alreadyEnrolled");
    await appointOne(tx, u, await courseRow(tx, u.clientId, courseId, true), u.userId, false, "enrolment");
  });
