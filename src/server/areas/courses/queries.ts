import {
  AppointmentStates, type Catalog, type CourseAppointment, type Category, COURSES_PAGE, type CourseEditor, CourseStates, type CourseSummary, type LearnerCourse,
  type LearnerCommand, LearnerCommandEvents, LearnerCommands, type CatalogDetails, type GroupOption, type LearnerCatalog, type LearnerCourseDetails, type Material, type Module, type MyCourseTab, type Tag,
} from "../../../../services/contract/courses.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { courseMachine } from "../../../../machines/course.js";
import { courseAppointmentMachine } from "../../../../machines/courseAppointment.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import type { Sql } from "../../db/types.js";
import { notFoundError } from "../../events/errors.js";
import { restoreSnapshot } from "../../events/lifecycle.js";
import { explainRefusal } from "../../../../machines/rules.js";
import { renderRichText } from "../../richText/index.js";
import type { FormDefinition } from "../../../../services/formBuilder/index.js";
import { withoutKey } from "./keys.js";

type PageQ = { limit?: number | undefined; last_id?: number | null | undefined };
const pageOf = (q: PageQ) => ({ limit: q.limit ?? COURSES_PAGE, cursor: q.last_id ? q.last_id : null });
const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** The catalogues of the client, by id, with the summary of their access and their course count. */
export const catalogs = async (sql: Sql, clientId: number, q: PageQ) => {
  const { limit, cursor } = pageOf(q);
  const rows = await sql.query<any>(
    `select c.id, c.name, c.description, c.group_ids, c.user_ids, c.self_enrol, c.version,
            (select count(*)::int from courses k where k.client_id = c.client_id and c.id = any(k.catalog_ids)) as course_count
       from course_catalogs c where c.client_id = $1 ${keysetTail({ keys: ["c.id"] }, cursor ? "$2" : null, limit)}`,
    [clientId, ...(cursor ? [cursor] : [])]);
  return keysetPage(rows.map((r): Catalog => ({ ...r, group_ids: ints(r.group_ids), user_ids: ints(r.user_ids) })), limit);
};

export const catalogOf = async (sql: Sql, clientId: number, id: number): Promise<Catalog> => {
  const page = await sql.query<any>(
    `select c.id, c.name, c.description, c.group_ids, c.user_ids, c.self_enrol, c.version,
            (select count(*)::int from courses k where k.client_id = c.client_id and c.id = any(k.catalog_ids)) as course_count
       from course_catalogs c where c.client_id = $1 and c.id = $2`, [clientId, id]);
  if (!page[0]) throw notFoundError(`course catalog ${id}`, "courses.errors.catalogNotFound");
  return { ...page[0], group_ids: ints(page[0].group_ids), user_ids: ints(page[0].user_ids) };
};

const NAME = "trim(u.last_name || ' ' || u.first_name)";
/** Names of the client's groups and people among the ids given (two queries whatever the count), in the ids' order. */
const namesOf = async (sql: Sql, clientId: number, groupIds: readonly number[], userIds: readonly number[]) => {
  const [groups, users] = await Promise.all([
    groupIds.length ? sql.query<{ id: number; name: string }>("select id, name from user_groups where client_id = $1 and id = any($2)", [clientId, [...groupIds]]) : [],
    userIds.length ? sql.query<{ id: number; name: string }>(`select u.id, ${NAME} as name from users u where u.client_id = $1 and u.id = any($2)`, [clientId, [...userIds]]) : [],
  ]);
  const ordered = (ids: readonly number[], rows: { id: number; name: string }[]) =>
    ids.flatMap((id) => rows.filter((r) => r.id === id).slice(0, 1));
  return { groups: ordered(groupIds, groups), users: ordered(userIds, users) };
};

/** The catalogue with the names of the groups and people its access names, and how many active people see it. */
export const catalogDetails = async (sql: Sql, clientId: number, id: number): Promise<CatalogDetails> => {
  const c = await catalogOf(sql, clientId, id);
  const open = c.group_ids.length === 0 && c.user_ids.length === 0;
  const [names, [people]] = await Promise.all([
    namesOf(sql, clientId, c.group_ids, c.user_ids),
    sql.query<{ n: number }>(
      `select count(*)::int as n from users u where u.client_id = $1 and u.status_id <> 3
          and ($2 or u.id = any($3) or exists (select 1 from user_group_members g where g.user_id = u.id and g.client_id = u.client_id and g.group_id = any($4)))`,
      [clientId, open, c.user_ids, c.group_ids]),
  ]);
  return { ...c, ...names, people: people?.n ?? 0 };
};

/** The client's active groups whose name holds `search` (the access and appointment pickers), with their size. */
export const groupOptions = async (sql: Sql, clientId: number, q: { search?: string | undefined; limit?: number | undefined }) => {
  const params: unknown[] = [clientId, q.limit ?? 50];
  const search = q.search?.trim() ? ` and g.name ilike $${params.push(`%${q.search.trim().replace(/[\\%_]/g, "\\$&")}%`)}` : "";
  const items = await sql.query<GroupOption>(
    `select g.id, g.name, (select count(*)::int from user_group_members m where m.group_id = g.id and m.client_id = g.client_id) as members_count
       from user_groups g where g.client_id = $1 and g.status_id = 1${search} order by g.name, g.id limit $2`, params);
  return { items };
};

export const categories = async (sql: Sql, clientId: number, q: PageQ) => {
  const { limit, cursor } = pageOf(q);
  const rows = await sql.query<Category>(
    `select id, name, parent_id, version from course_categories where client_id = $1 ${keysetTail({ keys: ["id"] }, cursor ? "$2" : null, limit)}`,
    [clientId, ...(cursor ? [cursor] : [])]);
  return keysetPage(rows, limit);
};

export const tags = async (sql: Sql, clientId: number, q: PageQ) => {
  const { limit, cursor } = pageOf(q);
  const rows = await sql.query<Tag>(
    `select id, name from course_tags where client_id = $1 ${keysetTail({ keys: ["id"] }, cursor ? "$2" : null, limit)}`,
    [clientId, ...(cursor ? [cursor] : [])]);
  return keysetPage(rows, limit);
};

const SUMMARY_COLS = "k.id, k.title, k.state, k.category_id, k.modules, k.catalog_ids, k.created_at";
const summary = (r: any): CourseSummary => ({
  id: r.id, title: r.title, state: r.state, state_id: CourseStates[r.state as keyof typeof CourseStates] ?? 1, category_id: r.category_id,
  modules: r.modules, catalog_ids: ints(r.catalog_ids), created_at: new Date(r.created_at).toISOString(),
});

/** The client's courses (newest first), optionally of one catalogue. */
export const courses = async (sql: Sql, clientId: number, q: PageQ & { catalog_id?: number | undefined }) => {
  const { limit, cursor } = pageOf(q);
  const params: unknown[] = [clientId];
  const catalog = q.catalog_id ? ` and $${params.push(q.catalog_id)} = any(k.catalog_ids)` : "";
  const after = cursor ? `$${params.push(cursor)}` : null;
  const rows = await sql.query<any>(`select ${SUMMARY_COLS} from courses k where k.client_id = $1${catalog} ${keysetTail({ keys: ["k.id"], desc: true }, after, limit)}`, params);
  return keysetPage(rows.map(summary), limit);
};

/** A library file's name as the page shows it. */
const FILE_NAME = "f.display_name || case when f.extension = '' then '' else '.' || f.extension end";

/** A test or feedback material's form; a learner gets a test's without its key (scored on the server only). */
const formFor = (r: { form: unknown; kind: string }, forLearner: boolean) => {
  if (r.form === null || r.form === undefined) return null;
  const def = (typeof r.form === "string" ? JSON.parse(r.form) : r.form) as FormDefinition;
  return forLearner && r.kind === "test" ? withoutKey(def) : def;
};

/** The course's modules with their materials, in their order (two queries whatever the size). */
export const modulesOf = async (sql: Sql, clientId: number, courseId: number, forLearner = false): Promise<Module[]> => {
  const [mods, mats] = await Promise.all([
    sql.query<{ id: number; title: string }>("select id, title from course_modules where client_id = $1 and course_id = $2 order by position, id", [clientId, courseId]),
    sql.query<any>(
      `select m.id, m.module_id, m.kind, m.title, m.body, m.library_file_id, ${FILE_NAME} as file_name, m.video_url, m.scorm_package_id::text as scorm_package_id,
              k.definition as form, k.pass_percent, k.attempts_limit
         from course_materials m left join library_files f on f.id = m.library_file_id and f.client_id = m.client_id
         left join course_material_forms k on k.material_id = m.id and k.client_id = m.client_id
        where m.client_id = $1 and m.course_id = $2 order by m.position, m.id`, [clientId, courseId]),
  ]);
  const material = (r: any): Material => ({
    id: r.id, module_id: r.module_id, kind: r.kind, title: r.title, body: forLearner ? null : r.body,
    // rendered on read, not stored: a stricter sanitiser tomorrow applies to every material at once
    body_html: r.body === null ? null : renderRichText(r.body),
    library_file_id: r.library_file_id, file_name: r.file_name ?? null, video_url: r.video_url, scorm_package_id: r.scorm_package_id,
    form: formFor(r, forLearner), pass_percent: r.pass_percent ?? null, attempts_limit: r.attempts_limit ?? null,
  });
  return mods.map((m) => ({ ...m, materials: mats.filter((r) => r.module_id === m.id).map(material) }));
};

export interface CourseRow {
  id: number; title: string; description: string; cover_file_id: number | null; category_id: number | null; level: string; format: string;
  average_minutes: number | null; deadline_days: number | null; admin_ids: number[]; tag_ids: number[]; catalog_ids: number[];
  state: "inactive" | "active" | "published"; modules: number; version: number; state_version: number; created_at: string;
}

/** The course of the client (else 404), optionally locked for a command. */
export const courseRow = async (sql: Sql, clientId: number, id: number, lock = false): Promise<CourseRow> => {
  const [r] = await sql.query<any>(`select * from courses where client_id = $1 and id = $2${lock ? " for update" : ""}`, [clientId, id]);
  if (!r) throw notFoundError(`course ${id}`, "courses.errors.courseNotFound");
  return { ...r, admin_ids: ints(r.admin_ids), tag_ids: ints(r.tag_ids), catalog_ids: ints(r.catalog_ids) };
};

export const courseSnapshot = (row: Pick<CourseRow, "state" | "modules">) => restoreSnapshot(courseMachine, row.state, { modules: row.modules });

/** The whole course as its editor opens it: fields, modules and materials, appointment rules and counts, commands. */
export const courseEditor = async (sql: Sql, user: SessionUser, id: number): Promise<CourseEditor> => {
  const row = await courseRow(sql, user.clientId, id);
  const [modules, rules, counts] = await Promise.all([
    modulesOf(sql, user.clientId, id),
    sql.query<{ kind: string; target_id: number; is_required: boolean }>("select kind, target_id, is_required from course_appointment_rules where client_id = $1 and course_id = $2 order by target_id", [user.clientId, id]),
    sql.query<{ state: string; n: number }>("select state, count(*)::int as n from course_appointments where client_id = $1 and course_id = $2 group by state", [user.clientId, id]),
  ]);
  const of = (kind: string, required?: boolean) => rules.filter((r) => r.kind === kind && (required === undefined || r.is_required === required)).map((r) => r.target_id);
  const names = await namesOf(sql, user.clientId, of("group"), [...of("user"), ...of("prohibited")]);
  const snapshot = courseSnapshot(row);
  const actor = { id: user.userId, relation: "admin" as const };
  const can = (type: string) => snapshot.can({ type, actor } as never);
  const publish = can("course.publish");
  return {
    ...summary(row), description: row.description, cover_file_id: row.cover_file_id, level: row.level, format: row.format,
    average_minutes: row.average_minutes, deadline_days: row.deadline_days, admin_ids: row.admin_ids, tag_ids: row.tag_ids,
    modules_list: modules,
    appointments: {
      group_ids: of("group"), user_ids: of("user"), prohibited_ids: of("prohibited"),
      required_group_ids: of("group", true), required_user_ids: of("user", true), ...names,
      counts: Object.fromEntries(counts.map((c) => [c.state, c.n])),
    },
    commands: {
      activate: can("course.activate"), deactivate: can("course.deactivate"), publish, unpublish: can("course.unpublish"),
      publish_reason: publish ? null : explainRefusal(snapshot, { type: "course.publish", actor } as never, "courses.errors.activateFirst").reason,
    },
    version: row.version, state_version: row.state_version,
  };
};

/**
 * The catalogues a person sees: those open to everyone (no group, no person named), those naming them, those naming
 * a group of theirs. As SQL over `course_catalogs c` with the person's id as `$uid`.
 */
const seesCatalog = (uid: string) =>
  `((cardinality(c.group_ids) = 0 and cardinality(c.user_ids) = 0) or ${uid} = any(c.user_ids)
    or exists (select 1 from user_group_members g where g.user_id = ${uid} and g.client_id = c.client_id and g.group_id = any(c.group_ids)))`;
const prohibited = (uid: string) =>
  `exists (select 1 from course_appointment_rules r where r.course_id = k.id and r.kind = 'prohibited' and r.target_id = ${uid})`;

const LEARNER_COLS = `k.id, k.title, k.description, k.cover_file_id, k.level, k.format, k.average_minutes, cat.name as category_name,
  a.id as a_id, a.state as a_state, a.is_required, a.due_date::text as due_date,
  (a.due_date is not null and a.due_date < current_date and a.state in ('assigned', 'inProgress')) as overdue,
  (k.state = 'published' and a.id is null and not ${prohibited("$2")}
    and exists (select 1 from course_catalogs c where c.client_id = k.client_id and c.id = any(k.catalog_ids) and c.self_enrol and ${seesCatalog("$2")})) as can_enrol,
  (select count(*)::int from course_materials m where m.client_id = k.client_id and m.course_id = k.id) as total,
  (select count(*)::int from course_material_progress p where p.course_id = k.id and p.user_id = $2 and p.status in ('done', 'completed')) as done`;
const LEARNER_FROM = `from courses k left join course_categories cat on cat.id = k.category_id
  left join course_appointments a on a.course_id = k.id and a.client_id = k.client_id and a.user_id = $2`;

const learner = (r: any): LearnerCourse => ({
  id: r.id, title: r.title, description_html: renderRichText(r.description ?? ""), cover_file_id: r.cover_file_id, level: r.level, format: r.format,
  average_minutes: r.average_minutes, category_name: r.category_name ?? null,
  appointment: r.a_id ? {
    id: r.a_id, state: r.a_state, state_id: AppointmentStates[r.a_state as keyof typeof AppointmentStates] ?? 1,
    is_required: r.is_required, due_date: r.due_date, overdue: r.overdue,
  } : null,
  can_enrol: r.can_enrol,
  progress: { done: r.done ?? 0, total: r.total ?? 0 },
});

/** Published courses in the catalogues the person sees (or in one of them), not prohibited to them (by id). */
export const catalogCourses = async (sql: Sql, user: SessionUser, q: PageQ & { catalog_id?: number | undefined }) => {
  const { limit, cursor } = pageOf(q);
  const params: unknown[] = [user.clientId, user.userId];
  const one = q.catalog_id ? ` and c.id = $${params.push(q.catalog_id)}` : "";
  const after = cursor ? `$${params.push(cursor)}` : null;
  const rows = await sql.query<any>(
    `select ${LEARNER_COLS} ${LEARNER_FROM}
      where k.client_id = $1 and k.state = 'published' and not ${prohibited("$2")}
        and exists (select 1 from course_catalogs c where c.client_id = k.client_id and c.id = any(k.catalog_ids) and ${seesCatalog("$2")}${one})
        ${keysetTail({ keys: ["k.id"] }, after, limit)}`,
    params);
  return keysetPage(rows.map(learner), limit);
};

const LEARNER_CATALOG = `select c.id, c.name, c.description, c.self_enrol,
    (select count(*)::int from courses k where k.client_id = c.client_id and k.state = 'published' and c.id = any(k.catalog_ids) and not ${prohibited("$2")}) as course_count
  from course_catalogs c where c.client_id = $1 and ${seesCatalog("$2")}`;

/** The catalogues the person sees (by id), each with how many published courses of it they may see. */
export const learnerCatalogs = async (sql: Sql, user: SessionUser, q: PageQ) => {
  const { limit, cursor } = pageOf(q);
  const rows = await sql.query<LearnerCatalog>(`${LEARNER_CATALOG} ${keysetTail({ keys: ["c.id"] }, cursor ? "$3" : null, limit)}`,
    [user.clientId, user.userId, ...(cursor ? [cursor] : [])]);
  return keysetPage(rows, limit);
};

/** One catalogue the person sees (else 404). */
export const learnerCatalog = async (sql: Sql, user: SessionUser, id: number): Promise<LearnerCatalog> => {
  const [r] = await sql.query<LearnerCatalog>(`${LEARNER_CATALOG} and c.id = $3`, [user.clientId, user.userId, id]);
  if (!r) throw notFoundError(`course catalog ${id}`, "courses.errors.catalogNotFound");
  return r;
};

const TAB_FILTER: Record<MyCourseTab, string> = {
  all: "a.state <> 'canceled'",
  required: "a.state <> 'canceled' and a.is_required",
  start: "a.state = 'assigned'",
  inProgress: "a.state = 'inProgress'",
  overdue: "a.state in ('assigned', 'inProgress') and a.due_date < current_date",
};

/** The person's appointed courses of a tab (by appointment id, the page's `last_id`). */
export const myCourses = async (sql: Sql, user: SessionUser, q: PageQ & { tab: MyCourseTab }) => {
  const { limit, cursor } = pageOf(q);
  const rows = await sql.query<any>(
    `select ${LEARNER_COLS}, a.id as page_id ${LEARNER_FROM}
      where k.client_id = $1 and a.id is not null and k.state <> 'inactive' and ${TAB_FILTER[q.tab]}
        ${keysetTail({ keys: ["a.id"] }, cursor ? "$3" : null, limit)}`,
    [user.clientId, user.userId, ...(cursor ? [cursor] : [])]);
  return { items: rows.map(learner), last_id: rows.length >= limit ? rows[rows.length - 1].page_id : null };
};

/**
 * A course the person may open: appointed (not canceled), or published in a catalogue they see; never when prohibited
 * or not published (an appointed course stays open while it is only unpublished). Else 404.
 */
export const learnerCourse = async (sql: Sql, user: SessionUser, id: number): Promise<LearnerCourseDetails> => {
  const [r] = await sql.query<any>(
    `select ${LEARNER_COLS}, k.state as course_state ${LEARNER_FROM}
      where k.client_id = $1 and k.id = $3 and k.state <> 'inactive' and not ${prohibited("$2")}
        and ((a.id is not null and a.state <> 'canceled') or (k.state = 'published'
          and exists (select 1 from course_catalogs c where c.client_id = k.client_id and c.id = any(k.catalog_ids) and ${seesCatalog("$2")})))`,
    [user.clientId, user.userId, id]);
  if (!r) throw notFoundError(`course ${id}`, "courses.errors.courseNotFound");
  const course = learner(r);
  const a = course.appointment;
  const [modules, finished, version] = await Promise.all([
    modulesOf(sql, user.clientId, id, true),
    a ? sql.query<{ material_id: number; status: "done" | "completed" | "failed" }>(
      "select material_id, status from course_material_progress where client_id = $1 and course_id = $2 and user_id = $3 order by material_id",
      [user.clientId, id, user.userId]) : [],
    a ? sql.query<{ version: number }>("select version from course_appointments where id = $1", [a.id]) : [],
  ]);
  const snapshot = a && restoreSnapshot(courseAppointmentMachine, a.state, { kind: a.is_required ? "required" : "additional", attempts: 0 });
  const actor = { id: user.userId, relation: "self" as const };
  const available: LearnerCommand[] = [];
  const unavailable: { type: LearnerCommand; reason: string }[] = [];
  for (const type of LearnerCommands) {
    const event = LearnerCommandEvents[type];
    const command = { type: event, actor } as never;
    if (!snapshot) continue;
    if (snapshot.can(command)) available.push(type);
    // a command of this state that a rule refuses (not one the state does not take at all)
    else if (snapshot._nodes.some((n) => event in (n.config.on ?? {}))) unavailable.push({ type, reason: explainRefusal(snapshot, command, "courses.errors.notNow").reason });
  }
  return {
    ...course, modules, can_start: available.includes("start"), finished, available_commands: available, unavailable_commands: unavailable,
    mark_reason: !a || a.state === "inProgress" || a.state === "passed" ? null : MARK_REASON[a.state] ?? "courses.errors.notNow",
    appointment_version: version[0]?.version ?? null,
  };
};

/** Why content cannot be marked done in a state that is neither in progress nor over. */
const MARK_REASON: Record<string, string> = { assigned: "courses.errors.startFirst", notPassed: "courses.errors.retakeFirst", canceled: "courses.errors.notAppointed" };

/** The people appointed to a course of the client (by appointment id), with whether an administrator may cancel. */
export const courseAppointments = async (sql: Sql, clientId: number, courseId: number, q: PageQ) => {
  await courseRow(sql, clientId, courseId);
  const { limit, cursor } = pageOf(q);
  const rows = await sql.query<any>(
    `select a.id, a.user_id, ${NAME} as name, a.state, a.is_required, a.attempts, a.version
       from course_appointments a join users u on u.id = a.user_id and u.client_id = a.client_id
      where a.client_id = $1 and a.course_id = $2 ${keysetTail({ keys: ["a.id"] }, cursor ? "$3" : null, limit)}`,
    [clientId, courseId, ...(cursor ? [cursor] : [])]);
  const actor = { id: 0, relation: "admin" as const };
  return keysetPage(rows.map((r): CourseAppointment => ({
    id: r.id, user_id: r.user_id, name: r.name, state: r.state, is_required: r.is_required, version: r.version,
    can_cancel: restoreSnapshot(courseAppointmentMachine, r.state, { kind: r.is_required ? "required" : "additional", attempts: r.attempts })
      .can({ type: "course.cancel", actor } as never),
  })), limit);
};

/** A course appointment as the dashboard's course widgets show it (spec 000 §3: myCourses, staffCourses, required, additional). */
export interface AppointedCourse {
  id: number; course_id: number; title: string; state: string; is_required: boolean; due_date: string | null; overdue: boolean;
  done: number; total: number; user_name?: string;
}

/**
 * The appointed courses (not cancelled, course not inactive) of one person, or of a manager's active direct reports
 * (with whose), optionally only required or only additional ones: overdue first, then the latest appointment; one
 * statement, at most `limit` rows.
 */
export const appointedCourses = async (
  sql: Sql, clientId: number, who: { userId: number } | { managerId: number }, required: boolean | null, limit: number,
): Promise<AppointedCourse[]> => {
  const params: unknown[] = [clientId, "userId" in who ? who.userId : who.managerId];
  const people = "userId" in who ? "a.user_id = $2" : "p.manager_id = $2 and p.status_id = 1";
  const kind = required === null ? "" : ` and a.is_required = $${params.push(required)}`;
  const rows = await sql.query<any>(
    `select a.id, k.id as course_id, k.title, a.state, a.is_required, a.due_date::text as due_date,
        (a.due_date is not null and a.due_date < current_date and a.state in ('assigned', 'inProgress')) as overdue,
        (select count(*)::int from course_materials m where m.client_id = k.client_id and m.course_id = k.id) as total,
        (select count(*)::int from course_material_progress cp where cp.client_id = a.client_id and cp.course_id = k.id and cp.user_id = a.user_id and cp.status in ('done', 'completed')) as done,
        p.first_name, p.last_name
       from course_appointments a
       join courses k on k.id = a.course_id and k.client_id = a.client_id
       join users p on p.id = a.user_id and p.client_id = a.client_id
      where a.client_id = $1 and ${people} and a.state <> 'canceled' and k.state <> 'inactive'${kind}
      order by (a.due_date is not null and a.due_date < current_date and a.state in ('assigned', 'inProgress')) desc, a.id desc
      limit ${Math.trunc(limit)}`,
    params);
  return rows.map(({ first_name, last_name, ...r }) => ("managerId" in who ? { ...r, user_name: `${first_name} ${last_name}`.trim() } : r));
};
