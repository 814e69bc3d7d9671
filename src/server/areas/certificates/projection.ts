import type { Sql } from "../../db/types.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { CertificateFacts as F } from "./facts.js";

const at = (e: StoredEvent) => e.recordedAt.toISOString();
const idOf = (e: StoredEvent) => Number(e.streamId);

const setCourses = async (tx: Sql, e: StoredEvent, courseIds: readonly number[]) => {
  await tx.query("delete from certificate_courses where template_id = $1", [idOf(e)]);
  if (courseIds.length) {
    await tx.query(
      "insert into certificate_courses (client_id, template_id, course_id) select $1, $2, unnest($3::int[])",
      [e.clientId, idOf(e), courseIds]);
  }
};

const bump = (tx: Sql, e: StoredEvent, set: string, values: unknown[]) =>
  tx.query(`update certificate_templates set ${set}, version = $2, updated_at = $3 where id = $1`, [idOf(e), e.version, at(e), ...values]);

/** Templates, their training courses and the issued certificates, from their facts (no decision, no clock). */
export const certificatesProjection = defineProjection({
  name: "certificates",
  tables: ["certificate_templates", "certificate_courses", "certificates"],
  handles: {
    [F.created]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into certificate_templates (id, client_id, name, state, font_id, orientation, body, alignment, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [idOf(e), e.clientId, d.name, d.state, d.font_id, d.orientation, d.body, d.alignment, e.version, at(e)]);
    },
    [F.updated]: async (tx, e) => {
      const d = e.data;
      await bump(tx, e, "name = $4, state = $5, font_id = $6, orientation = $7, body = $8, alignment = $9",
        [d.name, d.state, d.font_id, d.orientation, d.body, d.alignment]);
    },
    [F.backgroundSet]: async (tx, e) => {
      await bump(tx, e, "background_key = $4, background_type = $5", [e.data.key, e.data.content_type]);
    },
    [F.backgroundRemoved]: async (tx, e) => {
      await bump(tx, e, "background_key = null, background_type = null", []);
    },
    [F.coursesSet]: async (tx, e) => {
      await bump(tx, e, "name = name", []);
      await setCourses(tx, e, e.data.course_ids);
    },
    [F.removed]: async (tx, e) => {
      // Its course links go with it (the foreign key's cascade); issued certificates keep the template they carry.
      await tx.query("delete from certificate_templates where id = $1", [idOf(e)]);
    },
    [F.issued]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into certificates (id, uuid, client_id, template_id, user_id, course_id, course_title, language, template, issued_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [d.id, e.streamId, e.clientId, d.template_id, d.user_id, d.course_id, d.course_title, d.language, JSON.stringify(d.template), d.issued_at]);
    },
  },
});
