import type { CourseInput, MaterialInput } from "../../../../services/contract/courses.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db, Sql } from "../../db/types.js";
import { appendNext, nextId, transact } from "../../events/command.js";
import { conflictBy, invalidField, notFoundError } from "../../events/errors.js";
import type { Command } from "../../events/lifecycle.js";
import { requireSeen, runCommand } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { appointByRules } from "./appointments.js";
import { hasPackage } from "../scorm/index.js";
import { checkCourseForm } from "./forms.js";
import { requireIds } from "./commandIds.js";
import { CourseFacts as F, CourseStreams as S } from "./facts.js";
import { type CourseRow, courseRow, courseSnapshot as restore } from "./queries.js";

export const metaOf = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });
const adminActor = (u: SessionUser) => ({ id: u.userId, relation: "admin" as const });

/** A name or title trimmed, or a 400 naming the field when nothing is left of it. */
const text = (raw: string, path: string) => {
  const v = raw.trim();
  if (!v) throw invalidField(path, "courses.errors.empty");
  return v;
};

interface CatalogInput { name: string; description: string; group_ids: readonly number[]; user_ids: readonly number[]; self_enrol: boolean }
const catalogData = async (tx: Sql, u: SessionUser, c: CatalogInput) => ({
  name: text(c.name, "payload.name"),
  description: c.description.trim(),
  group_ids: await requireIds(tx, u.clientId, "user_groups", c.group_ids, "payload.group_ids"),
  user_ids: await requireIds(tx, u.clientId, "users", c.user_ids, "payload.user_ids"),
  self_enrol: c.self_enrol,
});

export const createCatalog = (db: Db, u: SessionUser, c: CatalogInput) =>
  transact(db, async (tx) => {
    const data = await catalogData(tx, u, c);
    const id = await nextId(tx, "course_catalog_ids");
    await appendIn(tx, u.clientId, { type: S.catalog, id }, 0, [{ type: F.catalogCreated, data: { id, ...data } }], metaOf(u));
    return id;
  });

export const updateCatalog = (db: Db, u: SessionUser, id: number, c: CatalogInput, seen?: number) =>
  transact(db, async (tx) => {
    const [row] = await tx.query<{ version: number }>("select version from course_catalogs where client_id = $1 and id = $2 for update", [u.clientId, id]);
    if (!row) throw notFoundError(`course catalog ${id}`, "courses.errors.catalogNotFound");
    await requireSeen(tx, u.clientId, { type: S.catalog, id }, seen, row.version);
    await appendNext(tx, u.clientId, { type: S.catalog, id }, [{ type: F.catalogUpdated, data: await catalogData(tx, u, c) }], metaOf(u));
  });

export const createCategory = (db: Db, u: SessionUser, rawName: string, parentId: number | null) =>
  transact(db, async (tx) => {
    const name = text(rawName, "payload.name");
    if (parentId !== null) await requireIds(tx, u.clientId, "course_categories", [parentId], "payload.parent_id");
    const id = await nextId(tx, "course_category_ids");
    await appendIn(tx, u.clientId, { type: S.category, id }, 0, [{ type: F.categoryCreated, data: { id, name, parent_id: parentId } }], metaOf(u));
    return id;
  });

/** A tag: one name per client whatever its case ("tag with same name exists", 409). */
export const createTag = (db: Db, u: SessionUser, rawName: string) =>
  transact(db, async (tx) => {
    const name = text(rawName, "payload.name");
    const [same] = await tx.query("select 1 from course_tags where client_id = $1 and lower(name) = lower($2)", [u.clientId, name]);
    if (same) throw conflictBy("courses.errors.tagExists", name);
    const id = await nextId(tx, "course_tag_ids");
    await appendIn(tx, u.clientId, { type: S.tag, id }, 0, [{ type: F.tagCreated, data: { id, name } }], metaOf(u));
    return id;
  });

/** The course's fields checked: every id it names is the client's (else a 400 naming the field). */
const courseData = async (tx: Sql, u: SessionUser, c: CourseInput) => {
  const title = text(c.title, "payload.title");
  if (c.category_id !== null) await requireIds(tx, u.clientId, "course_categories", [c.category_id], "payload.category_id");
  if (c.cover_file_id !== null) await requireIds(tx, u.clientId, "library_files", [c.cover_file_id], "payload.cover_file_id", " and mime_type like 'image/%' and library_type_id = 3");
  return {
    title, description: c.description, cover_file_id: c.cover_file_id, category_id: c.category_id, level: c.level.trim(), format: c.format.trim(),
    average_minutes: c.average_minutes, deadline_days: c.deadline_days,
    admin_ids: await requireIds(tx, u.clientId, "users", c.admin_ids, "payload.admin_ids"),
    tag_ids: await requireIds(tx, u.clientId, "course_tags", c.tag_ids, "payload.tag_ids"),
    catalog_ids: await requireIds(tx, u.clientId, "course_catalogs", c.catalog_ids, "payload.catalog_ids"),
  };
};

export const createCourse = (db: Db, u: SessionUser, c: CourseInput) =>
  transact(db, async (tx) => {
    const data = await courseData(tx, u, c);
    const id = await nextId(tx, "course_ids");
    await appendIn(tx, u.clientId, { type: S.content, id }, 0, [{ type: F.created, data: { id, ...data, created_by: u.userId } }], metaOf(u));
    return id;
  });

export const updateCourse = (db: Db, u: SessionUser, id: number, c: CourseInput, seen?: number) =>
  transact(db, async (tx) => {
    const row = await courseRow(tx, u.clientId, id, true);
    await requireSeen(tx, u.clientId, { type: S.content, id }, seen, row.version);
    await appendNext(tx, u.clientId, { type: S.content, id }, [{ type: F.updated, data: await courseData(tx, u, c) }], metaOf(u));
  });

/** Runs course-machine commands on the course's lifecycle stream; `notNow` names a refusal no rule explains. */
const courseCommand = (tx: Sql, u: SessionUser, row: CourseRow, commands: Command[], notNow = "courses.errors.notNow", expected?: number) =>
  runCommand(tx, {
    clientId: u.clientId, stream: { type: S.course, id: row.id }, lifecycle: "course",
    load: { snapshot: restore(row), version: row.state_version }, commands, meta: metaOf(u), notNow,
    ...(expected === undefined ? {} : { expected }),
  });

/**
 * Activates, deactivates, publishes or unpublishes (the course machine decides: publishing an inactive course is 409
 * "activate the course", one without a module 409 "add a module"). Publishing appoints the people the rules name.
 */
export const changeState = (db: Db, u: SessionUser, id: number, command: "activate" | "deactivate" | "publish" | "unpublish", seen?: number) =>
  transact(db, async (tx) => {
    const row = await courseRow(tx, u.clientId, id, true);
    const notNow = command === "publish" ? "courses.errors.activateFirst" : "courses.errors.notNow";
    await courseCommand(tx, u, row, [{ type: `course.${command}`, actor: adminActor(u) }], notNow, seen);
    if (command === "publish") await appointByRules(tx, u, await courseRow(tx, u.clientId, id));
  });

const moduleCount = async (tx: Sql, courseId: number) =>
  Number((await tx.query<{ n: number }>("select count(*)::int as n from course_modules where course_id = $1", [courseId]))[0].n);

/** The module's course (locked), of the client, else 404. */
const moduleCourse = async (tx: Sql, u: SessionUser, moduleId: number) => {
  const [m] = await tx.query<{ course_id: number }>("select course_id from course_modules where client_id = $1 and id = $2", [u.clientId, moduleId]);
  if (!m) throw notFoundError(`course module ${moduleId}`, "courses.errors.moduleNotFound");
  return courseRow(tx, u.clientId, m.course_id, true);
};

export const addModule = (db: Db, u: SessionUser, courseId: number, rawTitle: string) =>
  transact(db, async (tx) => {
    const title = text(rawTitle, "payload.title");
    const row = await courseRow(tx, u.clientId, courseId, true);
    const count = await moduleCount(tx, courseId);
    if (count >= 100) throw conflictBy("courses.errors.tooManyModules");
    const id = await nextId(tx, "course_module_ids");
    await appendNext(tx, u.clientId, { type: S.content, id: courseId }, [{ type: F.moduleAdded, data: { id, title } }], metaOf(u));
    await courseCommand(tx, u, row, [{ type: "course.modulesChanged", actor: adminActor(u), modules: count + 1 }]);
  });

export const renameModule = (db: Db, u: SessionUser, moduleId: number, rawTitle: string) =>
  transact(db, async (tx) => {
    const title = text(rawTitle, "payload.title");
    const row = await moduleCourse(tx, u, moduleId);
    await appendNext(tx, u.clientId, { type: S.content, id: row.id }, [{ type: F.moduleRenamed, data: { module_id: moduleId, title } }], metaOf(u));
    return row.id;
  });

/** Removes a module with its materials; a published course keeps its last one (409, the machine's rule). */
export const removeModule = (db: Db, u: SessionUser, moduleId: number) =>
  transact(db, async (tx) => {
    const row = await moduleCourse(tx, u, moduleId);
    const count = await moduleCount(tx, row.id);
    await courseCommand(tx, u, row, [{ type: "course.modulesChanged", actor: adminActor(u), modules: count - 1 }]);
    await appendNext(tx, u.clientId, { type: S.content, id: row.id }, [{ type: F.moduleRemoved, data: { module_id: moduleId } }], metaOf(u));
    return row.id;
  });

/** Adds a material at the end of its module: a file must be the client's library file. */
export const addMaterial = (db: Db, u: SessionUser, moduleId: number, m: MaterialInput) =>
  transact(db, async (tx) => {
    const title = text(m.title, "payload.title");
    const row = await moduleCourse(tx, u, moduleId);
    const form = m.kind === "test" || m.kind === "feedback" ? checkCourseForm(m.form, m.kind) : undefined;
    if (m.kind === "file") await requireIds(tx, u.clientId, "library_files", [m.library_file_id], "payload.library_file_id");
    if (m.kind === "scorm" && !(await hasPackage(tx, u.clientId, m.scorm_package_id.toLowerCase()))) {
      throw invalidField("payload.scorm_package_id", "courses.errors.unknownId", `scorm package ${m.scorm_package_id}`);
    }
    const [n] = await tx.query<{ n: number }>("select count(*)::int as n from course_materials where module_id = $1", [moduleId]);
    if (n.n >= 100) throw conflictBy("courses.errors.tooManyMaterials");
    const id = await nextId(tx, "course_material_ids");
    await appendNext(tx, u.clientId, { type: S.content, id: row.id }, [{ type: F.materialAdded, data: { ...m, ...(form ? { form } : {}), title, id, module_id: moduleId } }], metaOf(u));
    return row.id;
  });

export const removeMaterial = (db: Db, u: SessionUser, materialId: number) =>
  transact(db, async (tx) => {
    const [m] = await tx.query<{ course_id: number }>("select course_id from course_materials where client_id = $1 and id = $2", [u.clientId, materialId]);
    if (!m) throw notFoundError(`course material ${materialId}`, "courses.errors.materialNotFound");
    await courseRow(tx, u.clientId, m.course_id, true);
    await appendNext(tx, u.clientId, { type: S.content, id: m.course_id }, [{ type: F.materialRemoved, data: { material_id: materialId } }], metaOf(u));
    return m.course_id;
  });

const COPY_SUFFIX: Record<string, string> = { ru: " (копия)", en: " (copy)", fr: " (copie)" };

/**
 * Copies a course: its fields, modules and materials, as a new inactive course with the title marked as a copy in
 * the administrator's language. Appointments are not copied (the copy is nobody's yet).
 */
export const copyCourse = (db: Db, u: SessionUser, id: number) =>
  transact(db, async (tx) => {
    const src = await courseRow(tx, u.clientId, id);
    const copyId = await nextId(tx, "course_ids");
    const suffix = COPY_SUFFIX[u.language] ?? COPY_SUFFIX.ru;
    const { title, description, cover_file_id, category_id, level, format, average_minutes, deadline_days, admin_ids, tag_ids, catalog_ids } = src;
    const data = {
      id: copyId, title: `${title}${suffix}`.slice(0, 255), description, cover_file_id, category_id, level, format, average_minutes, deadline_days,
      admin_ids, tag_ids, catalog_ids, created_by: u.userId, copied_from: id,
    };
    const facts: { type: string; data: Record<string, unknown> }[] = [{ type: F.created, data }];
    const mods = await tx.query<{ id: number; title: string }>("select id, title from course_modules where course_id = $1 order by position, id", [id]);
    const mats = await tx.query<any>(
      `select m.module_id, m.kind, m.title, m.body, m.library_file_id, m.video_url, m.scorm_package_id::text as scorm_package_id,
              f.definition as form, f.pass_percent, f.attempts_limit
         from course_materials m left join course_material_forms f on f.material_id = m.id
        where m.course_id = $1 order by m.position, m.id`, [id]);
    for (const mod of mods) {
      const moduleId = await nextId(tx, "course_module_ids");
      facts.push({ type: F.moduleAdded, data: { id: moduleId, title: mod.title } });
      for (const m of mats.filter((x) => x.module_id === mod.id)) {
        const materialId = await nextId(tx, "course_material_ids");
        const form = typeof m.form === "string" ? JSON.parse(m.form) : m.form;
        const fields = Object.fromEntries(Object.entries({
          body: m.body, library_file_id: m.library_file_id, video_url: m.video_url, scorm_package_id: m.scorm_package_id,
          form, ...(m.kind === "test" ? { pass_percent: m.pass_percent, attempts_limit: m.attempts_limit } : {}),
        }).filter(([k, v]) => v !== null || k === "attempts_limit"));
        facts.push({ type: F.materialAdded, data: { id: materialId, module_id: moduleId, kind: m.kind, title: m.title, ...fields } });
      }
    }
    await appendIn(tx, u.clientId, { type: S.content, id: copyId }, 0, facts, metaOf(u));
    if (mods.length) {
      const copy = await courseRow(tx, u.clientId, copyId, true);
      await courseCommand(tx, u, copy, [{ type: "course.modulesChanged", actor: adminActor(u), modules: mods.length }]);
    }
    return copyId;
  });
