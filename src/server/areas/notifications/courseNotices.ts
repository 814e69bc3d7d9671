import type { Sql } from "../../db/types.js";
import { defineSubscriber } from "../../events/subscribers.js";
import type { StoredEvent } from "../../events/types.js";
import { notify } from "./produce.js";

/** courseAssignment (29, spec 000 §3). */
export const COURSE_ASSIGNMENT = 29;

/**
 * An administrator's course appointment becomes the courseAssignment notification of the appointed person (and,
 * by their delivery choice for the course group, an e-mail through the digest job and the mail outbox). A person
 * who enrolled themselves is not told of what they did.
 */
const NAME = "notifications.courses";

const onAppointed = async (tx: Sql, e: StoredEvent) => {
  if (e.data.source !== "appointment") return;
  // a course whose system-notifications tab switched courseAssignment off tells nobody
  const [course] = await tx.query<{ title: string; off: boolean }>(
    `select c.title, coalesce($3 = any(s.off_types), false) as off from courses c left join course_notice_settings s on s.course_id = c.id
      where c.id = $1 and c.client_id = $2`, [e.data.course_id, e.clientId, COURSE_ASSIGNMENT]);
  if (!course || course.off) return;
  const actor = typeof e.meta.actor === "number" ? e.meta.actor : "system";
  await notify(tx, e.clientId, actor, {
    typeId: COURSE_ASSIGNMENT, userIds: [Number(e.data.user_id)], subject: course.title, link: `/education/courses/${e.data.course_id}`,
  }, e.recordedAt.toISOString(), `${NAME}@${e.position}`);
};

/** The subscriber that turns course appointments into notifications, once per fact (the cause in its meta). */
export const courseNotices = defineSubscriber({ name: NAME, reads: ["courseAppointment.appointed"], handle: onAppointed });
