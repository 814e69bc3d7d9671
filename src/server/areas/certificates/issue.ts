import { randomUUID } from "node:crypto";
import type { Sql } from "../../db/types.js";
import { nextId } from "../../events/command.js";
import { defineSubscriber } from "../../events/subscribers.js";
import { appendIn } from "../../events/store.js";
import type { StoredEvent } from "../../events/types.js";
import { CertificateFacts as F, CertificateStreams as S } from "./facts.js";

/**
 * The course and person a passed appointment is about: from the fact's data when it carries them, else from its
 * stream id `<course>-<user>` (the courseAppointment stream; facts recorded before the data was added have none).
 */
export const passedBy = (e: StoredEvent): { courseId: number; userId: number } | null => {
  const d = e.data ?? {};
  if (Number.isInteger(d.course_id) && Number.isInteger(d.user_id)) return { courseId: d.course_id, userId: d.user_id };
  const m = /^(\d+)-(\d+)$/.exec(e.streamId);
  return m ? { courseId: Number(m[1]), userId: Number(m[2]) } : null;
};

/** When the course was passed: the fact's `at` when it carries a valid one, else when it was recorded. */
const dateOf = (e: StoredEvent) =>
  typeof e.data?.at === "string" && !Number.isNaN(Date.parse(e.data.at)) ? new Date(e.data.at).toISOString() : e.recordedAt.toISOString();

/**
 * A passed course whose active template grants a certificate issues it (`certificate.issued` on a new
 * `certificate`/<uuid> stream), once per person and course: the template as it is now, the course title, the
 * client's language and the pass's date travel in the fact. The uuid is random: it is the public verification id.
 */
const onPassed = async (tx: Sql, e: StoredEvent) => {
  const who = passedBy(e);
  if (!who) return;
  const [found] = await tx.query<{ template_id: number; template: any; course_title: string; language: string; issued: boolean }>(
    `select t.id as template_id, k.title as course_title, coalesce(c.language, 'ru') as language,
            json_build_object('font_id', t.font_id, 'orientation', t.orientation, 'body', t.body, 'alignment', t.alignment,
                              'background_key', t.background_key, 'background_type', t.background_type) as template,
            exists (select 1 from certificates i where i.client_id = $1 and i.course_id = $2 and i.user_id = $3) as issued
       from certificate_courses cc join certificate_templates t on t.id = cc.template_id and t.state = 'active'
       join courses k on k.id = cc.course_id and k.client_id = cc.client_id
       left join clients c on c.id = cc.client_id
      where cc.client_id = $1 and cc.course_id = $2`, [e.clientId, who.courseId, who.userId]);
  if (!found || found.issued) return;
  const id = await nextId(tx, "certificate_ids");
  const uuid = randomUUID();
  await appendIn(tx, e.clientId, { type: S.certificate, id: uuid }, 0, [{
    type: F.issued,
    data: {
      id, template_id: found.template_id, course_id: who.courseId, user_id: who.userId, course_title: found.course_title,
      language: found.language, template: found.template, issued_at: dateOf(e),
    },
  }], { actor: "system" });
};

/**
 * The subscriber that issues certificates when a course is passed, after the pass commits (the learner's request
 * does not wait for the template's PDF data). Idempotent: a person and course already holding one get none.
 */
export const certificateIssuing = defineSubscriber({ name: "certificates.issuing", reads: ["courseAppointment.passed"], handle: onPassed });
