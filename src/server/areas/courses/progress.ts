import type { SessionUser } from "../../../../services/contract/security.js";
import { type Actor, systemActor } from "../../../../machines/actor.js";
import { courseAppointmentMachine } from "../../../../machines/courseAppointment.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, transact } from "../../events/command.js";
import { conflictBy, invalidField, notFoundError } from "../../events/errors.js";
import { restoreSnapshot } from "../../events/lifecycle.js";
import { runCommand } from "../../events/pipeline.js";
import type { EventMeta } from "../../events/types.js";
import { appointmentStreamId, CourseFacts as F, CourseStreams as S } from "./facts.js";

/**
 * The employee's way through a course: materials marked done, SCORM results (scormProgress.ts), and the pass or fail
 * of the appointment that follows from them, always through the courseAppointment machine (`runCommand`).
 *
 * A course is passed when every material it has now counts as finished: a rich text, file or video the person
 * marked done, a SCORM material whose package their latest attempt completed (or passed). It fails when a SCORM
 * package reports failed while the course is in progress. Pass and fail are the system's (the machine's `byResult`),
 * decided right after the fact that finished the course, in the same transaction.
 */
export interface AppointmentRow { id: number; state: string; is_required: boolean; attempts: number; version: number }

const metaOf = (u: SessionUser): EventMeta => ({ actor: u.userId, roleId: u.roleId });

/** The person's appointment of the course, locked (a command follows), or null. */
export const appointmentOf = async (tx: Sql, clientId: number, courseId: number, userId: number) =>
  (await tx.query<AppointmentRow>(
    "select id, state, is_required, attempts, version from course_appointments where client_id = $1 and course_id = $2 and user_id = $3 for update",
    [clientId, courseId, userId]))[0] ?? null;

export const appointmentSnapshot = (a: Pick<AppointmentRow, "state" | "is_required" | "attempts">) =>
  restoreSnapshot(courseAppointmentMachine, a.state, { kind: a.is_required ? "required" : "additional", attempts: a.attempts });

/** One command on the person's appointment; pass and fail carry what certificates and reports read. */
const decide = (tx: Sql, clientId: number, courseId: number, userId: number, a: AppointmentRow, type: string, actor: Actor, meta: EventMeta, expected?: number) =>
  runCommand(tx, {
    clientId, stream: { type: S.appointment, id: appointmentStreamId(courseId, userId) }, lifecycle: "courseAppointment",
    load: { snapshot: appointmentSnapshot(a), version: a.version },
    commands: [{
      type, actor,
      ...(type === "course.pass" || type === "course.fail" ? { appointment_id: a.id, course_id: courseId, user_id: userId, at: new Date().toISOString() } : {}),
    }],
    meta, notNow: "courses.errors.notNow", ...(expected === undefined ? {} : { expected }),
  });

/** How far the person is: materials of the course now, those finished, those failed. */
export const progressOf = async (tx: Sql, clientId: number, courseId: number, userId: number) => {
  const [p] = await tx.query<{ total: number; done: number; failed: number }>(
    `select count(*)::int as total,
            count(p.material_id) filter (where p.status in ('done', 'completed'))::int as done,
            count(p.material_id) filter (where p.status = 'failed')::int as failed
       from course_materials m left join course_material_progress p on p.material_id = m.id and p.user_id = $3
      where m.client_id = $1 and m.course_id = $2`, [clientId, courseId, userId]);
  return p;
};

/**
 * After a fact of progress (or a start or retake): a course in progress whose every material is finished passes; a
 * SCORM failure (`failed`) fails it. A course without materials is never passed by this (nothing to finish).
 */
export const settle = async (tx: Sql, clientId: number, courseId: number, userId: number, meta: EventMeta, failed = false) => {
  const a = await appointmentOf(tx, clientId, courseId, userId);
  if (a?.state !== "inProgress") return;
  const p = await progressOf(tx, clientId, courseId, userId);
  const type = failed && p.failed > 0 ? "course.fail" : p.total > 0 && p.done === p.total ? "course.pass" : null;
  if (type) await decide(tx, clientId, courseId, userId, a, type, systemActor, meta);
};

/** The learner's own command on their appointment (start, retake), then whatever their progress already decides. */
export const learnerCommand = (db: Db, u: SessionUser, courseId: number, type: "course.start" | "course.retake" | "course.cancel", expected?: number) =>
  transact(db, async (tx) => {
    const a = await appointmentOf(tx, u.clientId, courseId, u.userId);
    if (!a || a.state === "canceled") throw notFoundError(`course ${courseId}`, "courses.errors.notAppointed");
    await decide(tx, u.clientId, courseId, u.userId, a, type, { id: u.userId, relation: "self" }, metaOf(u), expected);
    await settle(tx, u.clientId, courseId, u.userId, metaOf(u));
  });

/**
 * The person marks a content material of their course done. Refused: no appointment (404), a material of another
 * course or a SCORM one (400 naming `payload.material_id`: a package counts by its own result), a course not in
 * progress (409 `courses.errors.startFirst`). Marking a material done twice writes nothing the second time.
 */
export const markDone = (db: Db, u: SessionUser, courseId: number, materialId: number) =>
  transact(db, async (tx) => {
    const a = await appointmentOf(tx, u.clientId, courseId, u.userId);
    if (!a || a.state === "canceled") throw notFoundError(`course ${courseId}`, "courses.errors.notAppointed");
    const [m] = await tx.query<{ kind: string; status: string | null }>(
      `select m.kind, p.status from course_materials m
         left join course_material_progress p on p.material_id = m.id and p.user_id = $4
        where m.client_id = $1 and m.course_id = $2 and m.id = $3`, [u.clientId, courseId, materialId, u.userId]);
    if (!m) throw invalidField("payload.material_id", "courses.errors.unknownMaterial", `material ${materialId}`);
    if (m.kind === "scorm") throw invalidField("payload.material_id", "courses.errors.scormByResult", `material ${materialId}`);
    if (m.kind === "test" || m.kind === "feedback") throw invalidField("payload.material_id", "courses.errors.formBySubmission", `material ${materialId}`);
    if (a.state !== "inProgress") throw conflictBy("courses.errors.startFirst");
    if (m.status === "done") return;
    await appendNext(tx, u.clientId, { type: S.progress, id: appointmentStreamId(courseId, u.userId) }, [{
      type: F.materialDone, data: { material_id: materialId, course_id: courseId, user_id: u.userId },
    }], metaOf(u));
    await settle(tx, u.clientId, courseId, u.userId, metaOf(u));
  });

/**
 * An administrator's manual mark: passes or fails the person's appointment (the machine's `course.pass` /
 * `course.fail`, admin actor: from assigned or in progress, and a pass after a failure), with the appointment's
 * version as the Users view showed it. A mark the machine refuses now is 409 with its rule.
 */
export const markAppointment = (db: Db, u: SessionUser, courseId: number, userId: number, result: "passed" | "failed", expected?: number) =>
  transact(db, async (tx) => {
    const [c] = await tx.query("select 1 from courses where client_id = $1 and id = $2", [u.clientId, courseId]);
    const a = c ? await appointmentOf(tx, u.clientId, courseId, userId) : null;
    if (!a) throw notFoundError(`appointment ${courseId}-${userId}`, "courses.errors.notAppointed");
    await decide(tx, u.clientId, courseId, userId, a, result === "passed" ? "course.pass" : "course.fail", { id: u.userId, relation: "admin" }, metaOf(u), expected);
  });

/**
 * An administrator cancels a person's unfinished appointment (the machine's `course.cancel`, admin actor); the
 * version is the appointment's as the editor showed it. Another client's course or a person without one: 404.
 */
export const cancelAppointment = (db: Db, u: SessionUser, courseId: number, userId: number, expected?: number) =>
  transact(db, async (tx) => {
    const [c] = await tx.query("select 1 from courses where client_id = $1 and id = $2", [u.clientId, courseId]);
    const a = c ? await appointmentOf(tx, u.clientId, courseId, userId) : null;
    if (!a) throw notFoundError(`appointment ${courseId}-${userId}`, "courses.errors.notAppointed");
    await decide(tx, u.clientId, courseId, userId, a, "course.cancel", { id: u.userId, relation: "admin" }, metaOf(u), expected);
  });
