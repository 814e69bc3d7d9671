import type { Sql } from "../../db/types.js";
import { appendNext } from "../../events/command.js";
import { defineReaction } from "../../events/reactions.js";
import type { StoredEvent } from "../../events/types.js";
import { AttemptFacts, attemptOutcome } from "../scorm/index.js";
import { appointmentStreamId, CourseFacts as F, CourseStreams as S } from "./facts.js";
import { settle } from "./progress.js";

/**
 * A SCORM attempt's commit becomes the result of every course material linking to its package, for the learner's
 * open appointments (not passed, not canceled): `completed` when the attempt is completed or passed, `failed` when
 * a SCO failed. Written only when the result changes (a session commits many times), then settled: a failure fails
 * a course in progress, the last material finished passes it. A result recorded before the course is started
 * counts at its start. It runs at append time only: a rebuild reads the facts this wrote.
 */
const onAttemptFact = async (tx: Sql, e: StoredEvent) => {
  const o = await attemptOutcome(tx, Number(e.streamId));
  if (!o || o.client_id !== e.clientId) return;
  const result = o.failed ? "failed" : o.completed || o.passed ? "completed" : null;
  if (!result) return;
  const materials = await tx.query<{ id: number; course_id: number }>(
    `select m.id, m.course_id from course_materials m
       join course_appointments a on a.client_id = m.client_id and a.course_id = m.course_id and a.user_id = $3 and a.state not in ('passed', 'canceled')
       left join course_material_progress p on p.material_id = m.id and p.user_id = $3
      where m.client_id = $1 and m.kind = 'scorm' and m.scorm_package_id = $2::uuid and p.status is distinct from $4
      order by m.course_id, m.id`, [e.clientId, o.package_id, o.user_id, result]);
  const meta = { actor: typeof e.meta.actor === "number" ? e.meta.actor : ("system" as const) };
  for (const m of materials) {
    await appendNext(tx, e.clientId, { type: S.progress, id: appointmentStreamId(m.course_id, o.user_id) }, [{
      type: F.scormRecorded,
      data: { material_id: m.id, course_id: m.course_id, user_id: o.user_id, package_id: o.package_id, attempt_id: Number(e.streamId), result },
    }], meta);
  }
  for (const courseId of new Set(materials.map((m) => m.course_id))) await settle(tx, e.clientId, courseId, o.user_id, meta, result === "failed");
};

/** The reaction that carries SCORM results into the courses linking to the package. */
export const scormCourseProgress = defineReaction({
  name: "courses.scormProgress",
  handles: { [AttemptFacts.committed]: onAttemptFact, [AttemptFacts.terminated]: onAttemptFact },
});
