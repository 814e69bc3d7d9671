import type { Sql } from "../../db/types.js";
import { evolve } from "../../events/lifecycle.js";
import { defineProjection } from "../../events/projections.js";
import type { StoredEvent } from "../../events/types.js";
import { openMany } from "../../events/personalData.js";
import { APPOINTMENT_FACTS, COURSE_FACTS, CourseFacts as F } from "./facts.js";

const at = (e: StoredEvent) => e.recordedAt.toISOString();
const idOf = (e: StoredEvent) => Number(e.streamId);
const courseIdOf = (e: StoredEvent) => Number(e.streamId);

/** The course's content columns as a fact carries them (created, updated, copied). */
const FIELDS = ["title", "description", "cover_file_id", "category_id", "level", "format", "average_minutes", "deadline_days", "admin_ids", "tag_ids", "catalog_ids"] as const;
const fieldValues = (d: Record<string, unknown>) => FIELDS.map((f) => d[f] ?? (f.endsWith("_ids") ? [] : f === "level" || f === "format" || f === "description" ? "" : null));

const touch = (tx: Sql, e: StoredEvent) =>
  tx.query("update courses set version = $2, updated_at = $3 where id = $1", [courseIdOf(e), e.version, at(e)]);

const onCourseFact = async (tx: Sql, e: StoredEvent) => {
  const [row] = await tx.query<{ state: string; modules: number }>("select state, modules from courses where id = $1", [idOf(e)]);
  if (!row) return;
  const next = evolve("course", row.state, { modules: row.modules }, e);
  await tx.query("update courses set state = $2, modules = $3, state_version = $4, updated_at = $5 where id = $1",
    [idOf(e), next.value, next.context.modules, e.version, at(e)]);
};

const onAppointmentFact = async (tx: Sql, e: StoredEvent) => {
  const [courseId, userId] = e.streamId.split("-").map(Number);
  const [row] = await tx.query<{ state: string; attempts: number; is_required: boolean }>(
    "select state, attempts, is_required from course_appointments where course_id = $1 and user_id = $2", [courseId, userId]);
  if (!row) return;
  const next = evolve("courseAppointment", row.state, { kind: row.is_required ? "required" : "additional", attempts: row.attempts }, e);
  await tx.query("update course_appointments set state = $3, attempts = $4, version = $5, updated_at = $6 where course_id = $1 and user_id = $2",
    [courseId, userId, next.value, next.context.attempts, e.version, at(e)]);
};

/** A form's answers from their sealed part (an erased person's: none). */
const openedAnswers = async (tx: Sql, sealed: unknown) => ((await openMany(tx, [sealed as never]))[0]?.answers ?? {}) as Record<string, unknown>;

/** A material the person finished (or a SCORM result, the latest wins). */
const progressed = async (tx: Sql, e: StoredEvent, status: string, attemptId: number | null) => {
  await tx.query(
    `insert into course_material_progress (client_id, course_id, user_id, material_id, status, scorm_attempt_id, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (course_id, user_id, material_id) do update set status = $5, scorm_attempt_id = $6, updated_at = $7`,
    [e.clientId, e.data.course_id, e.data.user_id, e.data.material_id, status, attemptId, at(e)]);
};

/**
 * The courses' read tables from their facts. Module and material positions are the order of their facts (the
 * next position of their parent). A rule set replaces the course's appointment rules whole.
 */
export const coursesProjection = defineProjection({
  name: "courses",
  tables: ["course_catalogs", "course_categories", "course_tags", "courses", "course_modules", "course_materials", "course_appointment_rules", "course_appointments", "course_material_progress",
    "course_material_forms", "course_form_drafts", "course_form_attempts"],
  handles: {
    [F.catalogCreated]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into course_catalogs (id, client_id, name, description, group_ids, user_ids, self_enrol, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [idOf(e), e.clientId, d.name, d.description, d.group_ids, d.user_ids, d.self_enrol, e.version, at(e)]);
    },
    [F.catalogUpdated]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        "update course_catalogs set name = $2, description = $3, group_ids = $4, user_ids = $5, self_enrol = $6, version = $7, updated_at = $8 where id = $1",
        [idOf(e), d.name, d.description, d.group_ids, d.user_ids, d.self_enrol, e.version, at(e)]);
    },
    [F.categoryCreated]: async (tx, e) => {
      await tx.query("insert into course_categories (id, client_id, name, parent_id, version, created_at) values ($1, $2, $3, $4, $5, $6)",
        [idOf(e), e.clientId, e.data.name, e.data.parent_id, e.version, at(e)]);
    },
    [F.tagCreated]: async (tx, e) => {
      await tx.query("insert into course_tags (id, client_id, name, version, created_at) values ($1, $2, $3, $4, $5)",
        [idOf(e), e.clientId, e.data.name, e.version, at(e)]);
    },
    [F.created]: async (tx, e) => {
      await tx.query(
        `insert into courses (id, client_id, title, description, cover_file_id, category_id, level, format, average_minutes, deadline_days,
                              admin_ids, tag_ids, catalog_ids, version, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
        [idOf(e), e.clientId, ...fieldValues(e.data), e.version, e.data.created_by ?? null, at(e)]);
    },
    [F.updated]: async (tx, e) => {
      await tx.query(
        `update courses set title = $2, description = $3, cover_file_id = $4, category_id = $5, level = $6, format = $7, average_minutes = $8,
                deadline_days = $9, admin_ids = $10, tag_ids = $11, catalog_ids = $12, version = $13, updated_at = $14 where id = $1`,
        [idOf(e), ...fieldValues(e.data), e.version, at(e)]);
    },
    [F.moduleAdded]: async (tx, e) => {
      await tx.query(
        `insert into course_modules (id, client_id, course_id, title, position)
         values ($1, $2, $3, $4, (select coalesce(max(position), 0) + 1 from course_modules where course_id = $3))`,
        [e.data.id, e.clientId, courseIdOf(e), e.data.title]);
      await touch(tx, e);
    },
    [F.moduleRenamed]: async (tx, e) => {
      await tx.query("update course_modules set title = $2 where id = $1", [e.data.module_id, e.data.title]);
      await touch(tx, e);
    },
    [F.moduleRemoved]: async (tx, e) => {
      for (const table of ["course_material_progress", "course_material_forms", "course_form_drafts", "course_form_attempts"]) {
        await tx.query(`delete from ${table} where material_id in (select id from course_materials where module_id = $1)`, [e.data.module_id]);
      }
      await tx.query("delete from course_modules where id = $1", [e.data.module_id]);
      await touch(tx, e);
    },
    [F.materialAdded]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into course_materials (id, client_id, course_id, module_id, kind, title, body, library_file_id, video_url, scorm_package_id, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, (select coalesce(max(position), 0) + 1 from course_materials where module_id = $4))`,
        [d.id, e.clientId, courseIdOf(e), d.module_id, d.kind, d.title, d.body ?? null, d.library_file_id ?? null, d.video_url ?? null, d.scorm_package_id ?? null]);
      if (d.form) {
        await tx.query(
          `insert into course_material_forms (material_id, client_id, course_id, kind, definition, pass_percent, attempts_limit)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [d.id, e.clientId, courseIdOf(e), d.kind, JSON.stringify(d.form), d.pass_percent ?? null, d.attempts_limit ?? null]);
      }
      await touch(tx, e);
    },
    [F.materialRemoved]: async (tx, e) => {
      await tx.query("delete from course_materials where id = $1", [e.data.material_id]);
      for (const table of ["course_material_progress", "course_material_forms", "course_form_drafts", "course_form_attempts"]) {
        await tx.query(`delete from ${table} where material_id = $1`, [e.data.material_id]);
      }
      await touch(tx, e);
    },
    [F.appointmentsSet]: async (tx, e) => {
      await tx.query("delete from course_appointment_rules where course_id = $1", [courseIdOf(e)]);
      for (const r of e.data.rules as { kind: string; target_id: number; is_required: boolean }[]) {
        await tx.query("insert into course_appointment_rules (client_id, course_id, kind, target_id, is_required) values ($1, $2, $3, $4, $5)",
          [e.clientId, courseIdOf(e), r.kind, r.target_id, r.is_required]);
      }
      await touch(tx, e);
    },
    [F.appointed]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into course_appointments (id, client_id, course_id, user_id, is_required, source, state, due_date, version, appointed_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, 'assigned', $7, $8, $9, $9)`,
        [d.id, e.clientId, d.course_id, d.user_id, d.is_required, d.source, d.due_date, e.version, at(e)]);
    },
    [F.materialDone]: (tx, e) => progressed(tx, e, "done", null),
    [F.scormRecorded]: (tx, e) => progressed(tx, e, e.data.result, e.data.attempt_id),
    [F.formSaved]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into course_form_drafts (client_id, course_id, material_id, user_id, answers, version, updated_at) values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (material_id, user_id) do update set answers = excluded.answers, version = excluded.version, updated_at = excluded.updated_at`,
        [e.clientId, d.course_id, d.material_id, d.user_id, JSON.stringify(await openedAnswers(tx, d.sealed)), e.version, at(e)]);
    },
    [F.formSubmitted]: async (tx, e) => {
      const d = e.data;
      await tx.query(
        `insert into course_form_attempts (id, client_id, course_id, material_id, user_id, kind, course_attempt, answers, total, correct, percent, passed, submitted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [d.attempt_id, e.clientId, d.course_id, d.material_id, d.user_id, d.kind, d.course_attempt, JSON.stringify(await openedAnswers(tx, d.sealed)),
          d.total, d.correct, d.percent, d.passed, at(e)]);
      await tx.query("delete from course_form_drafts where material_id = $1 and user_id = $2", [d.material_id, d.user_id]);
      if (d.result) await progressed(tx, e, d.result, null);
    },
    "user.erased": async (tx, e) => {
      await tx.query("delete from course_form_drafts where client_id = $1 and user_id = $2", [e.clientId, Number(e.streamId)]);
      await tx.query("update course_form_attempts set answers = '{}' where client_id = $1 and user_id = $2", [e.clientId, Number(e.streamId)]);
    },
    ...Object.fromEntries(COURSE_FACTS.map((f) => [f, onCourseFact])),
    ...Object.fromEntries(APPOINTMENT_FACTS.map((f) => [f, onAppointmentFact])),
  },
});
