// Passing a course for the certificate tests: the courseAppointment machine is driven straight through the command
// pipeline (start by the learner, pass by the system), as the result of a test or SCORM will once they are wired.
import { courseAppointmentMachine } from "../../machines/courseAppointment.js";
import type { Db } from "../../src/server/db/types.js";
import { transact } from "../../src/server/events/command.js";
import { settled } from "../../src/server/events/subscriberRunner.js";
import { restoreSnapshot } from "../../src/server/events/lifecycle.js";
import { runCommand } from "../../src/server/events/pipeline.js";
import { appendIn } from "../../src/server/events/store.js";

type Row = { state: string; is_required: boolean; attempts: number; version: number; client_id: number };

const load = async (db: Db, courseId: number, userId: number) =>
  (await db.query<Row>("select state, is_required, attempts, version, client_id from course_appointments where course_id = $1 and user_id = $2",
    [courseId, userId]))[0];

/** Appoints the person to the course (when not yet), starts it and passes it; then lets the subscribers (the certificate's issuing) catch up. */
export const passCourse = async (db: Db, clientId: number, courseId: number, userId: number) => {
  const stream = { type: "courseAppointment", id: `${courseId}-${userId}` };
  if (!(await load(db, courseId, userId))) {
    await transact(db, async (tx) => {
      const [{ id }] = await tx.query<{ id: number }>("select nextval('course_appointment_ids')::int as id");
      await appendIn(tx, clientId, stream, 0, [{
        type: "courseAppointment.appointed",
        data: { id, course_id: courseId, user_id: userId, is_required: false, source: "appointment", due_date: null, input: { kind: "additional" } },
      }], { actor: "system" });
    });
  }
  for (const [type, relation] of [["course.start", "self"], ["course.pass", "system"]] as const) {
    const a = await load(db, courseId, userId);
    if (type === "course.start" && a.state !== "assigned") continue;
    await transact(db, (tx) => runCommand(tx, {
      clientId, stream, lifecycle: "courseAppointment",
      load: { snapshot: restoreSnapshot(courseAppointmentMachine, a.state, { kind: a.is_required ? "required" : "additional", attempts: a.attempts }), version: a.version },
      commands: [{ type, actor: { id: relation === "self" ? userId : "system", relation } }] as never, meta: { actor: "system" }, notNow: "courses.errors.notNow",
    }));
  }
  await settled(db);
};
