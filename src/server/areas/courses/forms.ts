import type { CourseUserRow, FeedbackRow, FeedbackSummary, FormAttempt, LearnerForm, TestAttemptRow } from "../../../../services/contract/courses.js";
import { COURSES_PAGE } from "../../../../services/contract/courses.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import {
  checkFormDefinition, type FormAnswers, FormBuilderMessages, type FormDefinition, type FormKind, type Question, QuestionType, scoreAnswers, validateAnswers,
} from "../../../../services/formBuilder/index.js";
import { answerText } from "../../../../services/learning/index.js";
import type { Db, Sql } from "../../db/types.js";
import { keysetPage, keysetTail } from "../../db/keyset.js";
import { nextId, transact } from "../../events/command.js";
import { conflictBy, invalidField, notFoundError } from "../../events/errors.js";
import { sealPersonal } from "../../events/personalData.js";
import { requireSeen } from "../../events/pipeline.js";
import { appendIn, streamVersion } from "../../events/store.js";
import type { EventMeta } from "../../events/types.js";
import { CourseFacts as F, CourseStreams as S } from "./facts.js";
import { appointmentOf, appointmentSnapshot, settle } from "./progress.js";
import { courseRow } from "./queries.js";
export { withoutKey } from "./keys.js";

/**
 * Tests and feedback forms as course materials (issue 17). The form is made with the form builder
 * (`services/formBuilder`) and checked by its own rules on adding (`checkFormDefinition`: a test needs its correct
 * answers) plus the course's: no element that needs library files or uploads (a course has no upload path for
 * answers) and no person questions. The learner saves answers while filling (`courseForm.saved`, the form stream's
 * `expectedVersion`) and submits them (`courseForm.submitted`): the server checks them with `validateAnswers`,
 * scores a test with `scoreAnswers` (the browser's score is never read) and decides what the submission means for
 * the course, carried in the fact as `result`: `done` (a passed test, a sent feedback form), `failed` (a failed test
 * with no submission left in this course attempt), or null. The projection applies it to the progress table and the
 * appointment is then settled as for any other material (`settle`: the last material finished passes the course, a
 * failed one fails it through the courseAppointment machine). Answers are the person's: sealed under their key.
 */

const P = "payload.form";
/** Question types a course form cannot have: file uploads (no upload path) and the person pickers of tracks. */
const NOT_IN_COURSE = new Set<number>([QuestionType.fileUpload, QuestionType.functionalHead, QuestionType.mentor]);

/** Elements a course form may have: questions, text, an image or a video by https link, dividers, contacts (no avatar). */
const IN_COURSE = new Set<number>([1, 2, 3, 4, 9, 10]);

/** A test or feedback material's form checked for adding: the builder's rules, then the course's (400 naming the path). */
export const checkCourseForm = (input: unknown, kind: FormKind): FormDefinition => {
  const checked = checkFormDefinition(input, { kind });
  if (!checked.ok) {
    const [e] = checked.errors;
    throw invalidField([P, e.path].filter(Boolean).join("."), e.message);
  }
  const def = checked.value;
  def.elements.forEach((e, i) => {
    const path = `${P}.elements.${i}`;
    if (e.element === 1 && NOT_IN_COURSE.has(e.field)) throw invalidField(path, "courses.errors.formQuestionNotInCourse");
    const files = !IN_COURSE.has(e.element) || ("files" in e && e.files.length > 0) || (e.element === 10 && e.avatar !== null);
    if (files) throw invalidField(path, "courses.errors.formFilesNotInCourse");
  });
  if (!def.elements.some((e) => e.element === 1)) throw invalidField(P, FormBuilderMessages.noQuestions);
  return def;
};

export const formStream = (courseId: number, userId: number, materialId: number) => ({ type: S.form, id: `${courseId}-${userId}-${materialId}` });
const metaOf = (u: SessionUser): EventMeta => ({ actor: u.userId, roleId: u.roleId });

interface FormRow { kind: "test" | "feedback"; definition: FormDefinition; pass_percent: number | null; attempts_limit: number | null; status: string | null }

/** The test or feedback material of the course with the person's progress on it, else 404. */
const formOf = async (sql: Sql, clientId: number, courseId: number, materialId: number, userId: number): Promise<FormRow> => {
  const [r] = await sql.query<any>(
    `select f.kind, f.definition, f.pass_percent, f.attempts_limit, p.status
       from course_material_forms f join course_materials m on m.id = f.material_id and m.client_id = f.client_id
       left join course_material_progress p on p.material_id = f.material_id and p.user_id = $4
      where f.client_id = $1 and f.course_id = $2 and f.material_id = $3`, [clientId, courseId, materialId, userId]);
  if (!r) throw notFoundError(`course form ${materialId}`, "courses.errors.materialNotFound");
  return { ...r, definition: typeof r.definition === "string" ? JSON.parse(r.definition) : r.definition };
};

const attemptsOf = async (sql: Sql, clientId: number, materialId: number, userId: number, courseAttempt: number): Promise<FormAttempt[]> =>
  (await sql.query<any>(
    `select id, course_attempt, correct, total, percent, passed, submitted_at from course_form_attempts
      where client_id = $1 and material_id = $2 and user_id = $3 and course_attempt = $4 order by id desc limit 100`,
    [clientId, materialId, userId, courseAttempt])).map((r) => ({ ...r, submitted_at: new Date(r.submitted_at).toISOString() }));

/** Why the person may not save or submit now (a catalogue id), or null. */
const refusal = (state: string, f: FormRow, used: number): string | null => {
  if (state === "assigned") return "courses.errors.startFirst";
  if (state === "notPassed") return "courses.errors.retakeFirst";
  if (state !== "inProgress") return "courses.errors.courseOver";
  if (f.status === "done") return f.kind === "test" ? "courses.errors.testPassed" : "courses.errors.feedbackSent";
  if (f.attempts_limit !== null && used >= f.attempts_limit) return "courses.errors.noAttemptsLeft";
  return null;
};

/** The person's state of a test or feedback material of their course (404 when not appointed or not such a material). */
export const learnerForm = async (sql: Sql, u: SessionUser, courseId: number, materialId: number): Promise<LearnerForm> => {
  const [a] = await sql.query<{ state: string; attempts: number }>(
    "select state, attempts from course_appointments where client_id = $1 and course_id = $2 and user_id = $3", [u.clientId, courseId, u.userId]);
  if (!a || a.state === "canceled") throw notFoundError(`course ${courseId}`, "courses.errors.notAppointed");
  const f = await formOf(sql, u.clientId, courseId, materialId, u.userId);
  const [attempts, drafts, version] = await Promise.all([
    attemptsOf(sql, u.clientId, materialId, u.userId, a.attempts),
    sql.query<{ answers: unknown }>("select answers from course_form_drafts where client_id = $1 and material_id = $2 and user_id = $3", [u.clientId, materialId, u.userId]),
    streamVersion(sql, formStream(courseId, u.userId, materialId)),
  ]);
  const draft = drafts[0] ? (typeof drafts[0].answers === "string" ? JSON.parse(drafts[0].answers) : drafts[0].answers) : null;
  return {
    material_id: materialId, draft, version, attempts,
    attempts_left: f.attempts_limit === null ? null : Math.max(0, f.attempts_limit - attempts.length),
    submit_reason: refusal(a.state, f, attempts.length),
  };
};

/** Checks answers against the form: each names a question and fits it; `required` on submission only (400 `payload.answers.<id>`). */
const checkAnswers = (def: FormDefinition, answers: FormAnswers, submitting: boolean) => {
  const questions = new Set(def.elements.filter((e) => e.element === 1).map((e) => e.id));
  for (const id of Object.keys(answers)) if (!questions.has(id)) throw invalidField(`payload.answers.${id}`, FormBuilderMessages.unknownQuestion);
  const problems = validateAnswers(def, answers).filter((e) => submitting || e.message !== FormBuilderMessages.required);
  if (problems.length) throw invalidField(`payload.answers.${problems[0].path}`, problems[0].message);
};

/** The common start of a save and a submission: the appointment locked, the form, the rule of now, the version seen. */
const prepare = async (tx: Sql, u: SessionUser, courseId: number, materialId: number, answers: FormAnswers, expected: number | undefined, submitting: boolean) => {
  const a = await appointmentOf(tx, u.clientId, courseId, u.userId);
  if (!a || a.state === "canceled") throw notFoundError(`course ${courseId}`, "courses.errors.notAppointed");
  const f = await formOf(tx, u.clientId, courseId, materialId, u.userId);
  const [{ n }] = await tx.query<{ n: number }>(
    "select count(*)::int as n from course_form_attempts where client_id = $1 and material_id = $2 and user_id = $3 and course_attempt = $4",
    [u.clientId, materialId, u.userId, a.attempts]);
  const why = refusal(a.state, f, n);
  if (why) throw conflictBy(why);
  const stream = formStream(courseId, u.userId, materialId);
  const version = await streamVersion(tx, stream);
  await requireSeen(tx, u.clientId, stream, expected, version);
  checkAnswers(f.definition, answers, submitting);
  return { a, f, used: n, stream, version };
};

/** Saves the answers being filled (the whole set each time). */
export const saveForm = (db: Db, u: SessionUser, courseId: number, materialId: number, answers: FormAnswers, expected?: number) =>
  transact(db, async (tx) => {
    const { stream, version } = await prepare(tx, u, courseId, materialId, answers, expected, false);
    const data = await sealPersonal(tx, u.clientId, u.userId, { material_id: materialId, course_id: courseId, user_id: u.userId, answers }, ["answers"]);
    await appendIn(tx, u.clientId, stream, version, [{ type: F.formSaved, data }], metaOf(u));
  });

/**
 * Submits the answers: a test scored here (pass at `pass_percent`), each submission one attempt row; then what it
 * means for the course (see the file's comment), decided here and carried in the fact.
 */
export const submitForm = (db: Db, u: SessionUser, courseId: number, materialId: number, answers: FormAnswers, expected?: number) =>
  transact(db, async (tx) => {
    const { a, f, used, stream, version } = await prepare(tx, u, courseId, materialId, answers, expected, true);
    const score = f.kind === "test" ? scoreAnswers(f.definition, answers) : { total: 0, correct: 0, percent: 0 };
    const passed = f.kind === "feedback" || score.percent >= (f.pass_percent ?? 100);
    const lastChance = f.attempts_limit !== null && used + 1 >= f.attempts_limit;
    const result = passed ? "done" : lastChance ? "failed" : null;
    const id = await nextId(tx, "course_form_attempt_ids");
    const data = await sealPersonal(tx, u.clientId, u.userId, {
      attempt_id: id, material_id: materialId, course_id: courseId, user_id: u.userId, kind: f.kind, course_attempt: a.attempts,
      total: score.total, correct: score.correct, percent: score.percent, passed, result, answers,
    }, ["answers"]);
    await appendIn(tx, u.clientId, stream, version, [{ type: F.formSubmitted, data }], metaOf(u));
    if (result) await settle(tx, u.clientId, courseId, u.userId, metaOf(u), result === "failed");
  });

// ---- the course editor's analytics ------------------------------------------------------------------------

type PageQ = { limit?: number | undefined; last_id?: number | null | undefined };
const iso = (v: unknown) => new Date(v as string).toISOString();

/** The course's test and feedback materials, in their order. */
export const formMaterials = async (sql: Sql, clientId: number, courseId: number) => {
  await courseRow(sql, clientId, courseId);
  return sql.query<{ id: number; kind: "test" | "feedback"; title: string }>(
    `select m.id, f.kind, m.title from course_material_forms f join course_materials m on m.id = f.material_id and m.client_id = f.client_id
       join course_modules d on d.id = m.module_id
      where f.client_id = $1 and f.course_id = $2 order by d.position, m.position, m.id`, [clientId, courseId]);
};

/** The people appointed with their state and progress (materials of the course now, those finished), by appointment id. */
export const courseUsers = async (sql: Sql, clientId: number, courseId: number, q: PageQ) => {
  await courseRow(sql, clientId, courseId);
  const limit = q.limit ?? COURSES_PAGE;
  return keysetPage(await userRows(sql, clientId, courseId, keysetTail({ keys: ["a.id"] }, q.last_id ? "$3" : null, limit), q.last_id ? [q.last_id] : []), limit);
};

/** One person's row of the Users view (after a mark). */
export const courseUser = async (sql: Sql, clientId: number, courseId: number, userId: number) =>
  (await userRows(sql, clientId, courseId, "and a.user_id = $3", [userId]))[0];

/** The Users view's rows: progress counted in one statement, the mark the machine takes from an administrator now. */
const userRows = async (sql: Sql, clientId: number, courseId: number, tail: string, extra: unknown[]) => {
  const rows = await sql.query<any>(
    `select a.id, a.user_id, trim(u.last_name || ' ' || u.first_name) as name, a.state, a.is_required, a.due_date::text as due_date, a.updated_at,
            a.attempts, a.version,
            coalesce(p.done, 0)::int as done, (select count(*)::int from course_materials m where m.client_id = a.client_id and m.course_id = a.course_id) as total
       from course_appointments a join users u on u.id = a.user_id and u.client_id = a.client_id
       left join (select user_id, count(*) filter (where status in ('done', 'completed')) as done from course_material_progress
                   where client_id = $1 and course_id = $2 and material_id in (select id from course_materials where course_id = $2) group by user_id) p on p.user_id = a.user_id
      where a.client_id = $1 and a.course_id = $2 ${tail}`,
    [clientId, courseId, ...extra]);
  return rows.map(({ attempts, ...r }): CourseUserRow => {
    const snapshot = appointmentSnapshot({ state: r.state, is_required: r.is_required, attempts });
    const can = (type: string) => snapshot.can({ type, actor: { id: 0, relation: "admin" } } as never);
    return { ...r, updated_at: iso(r.updated_at), can_pass: can("course.pass"), can_fail: can("course.fail") };
  });
};

/** Every test submission of the course (or of one test), newest first, keyset by attempt id. */
export const testAttempts = async (sql: Sql, clientId: number, courseId: number, q: PageQ & { material_id?: number | undefined }) => {
  await courseRow(sql, clientId, courseId);
  const limit = q.limit ?? COURSES_PAGE;
  const params: unknown[] = [clientId, courseId];
  const material = q.material_id ? ` and a.material_id = $${params.push(q.material_id)}` : "";
  const cursor = q.last_id ? `$${params.push(q.last_id)}` : null;
  const rows = await sql.query<any>(
    `select a.id, a.material_id, m.title as material_title, a.user_id, trim(u.last_name || ' ' || u.first_name) as name, a.course_attempt,
            a.correct, a.total, a.percent, a.passed, a.submitted_at
       from course_form_attempts a join course_materials m on m.id = a.material_id and m.client_id = a.client_id
       join users u on u.id = a.user_id and u.client_id = a.client_id
      where a.client_id = $1 and a.course_id = $2 and a.kind = 'test'${material} ${keysetTail({ keys: ["a.id"], desc: true }, cursor, limit)}`, params);
  return keysetPage(rows.map((r): TestAttemptRow => ({ ...r, submitted_at: iso(r.submitted_at) })), limit);
};

const feedbackForm = async (sql: Sql, clientId: number, courseId: number, materialId: number) => {
  await courseRow(sql, clientId, courseId);
  const [f] = await sql.query<{ definition: unknown }>(
    "select definition from course_material_forms where client_id = $1 and course_id = $2 and material_id = $3 and kind = 'feedback'", [clientId, courseId, materialId]);
  if (!f) throw invalidField("payload.material_id", "courses.errors.unknownMaterial", `feedback ${materialId}`);
  const def = (typeof f.definition === "string" ? JSON.parse(f.definition) : f.definition) as FormDefinition;
  return def.elements.filter((e): e is Question => e.element === 1);
};

/** A feedback form's submissions, newest first (keyset by id), each answer as people read it. */
export const feedbackAnswers = async (sql: Sql, clientId: number, courseId: number, q: PageQ & { material_id: number }) => {
  const questions = await feedbackForm(sql, clientId, courseId, q.material_id);
  const limit = q.limit ?? COURSES_PAGE;
  const rows = await sql.query<any>(
    `select a.id, a.user_id, trim(u.last_name || ' ' || u.first_name) as name, a.submitted_at, a.answers
       from course_form_attempts a join users u on u.id = a.user_id and u.client_id = a.client_id
      where a.client_id = $1 and a.course_id = $2 and a.material_id = $3 ${keysetTail({ keys: ["a.id"], desc: true }, q.last_id ? "$4" : null, limit)}`,
    [clientId, courseId, q.material_id, ...(q.last_id ? [q.last_id] : [])]);
  return keysetPage(rows.map((r): FeedbackRow => {
    const answers = (typeof r.answers === "string" ? JSON.parse(r.answers) : r.answers) as FormAnswers;
    return {
      id: r.id, user_id: r.user_id, name: r.name, submitted_at: iso(r.submitted_at),
      answers: questions.map((qn) => ({ question_id: qn.id, text: answerText(qn, answers[qn.id]?.value) })),
    };
  }), limit);
};

/** A feedback form's summary over every submission, counted by the database (two queries whatever the number). */
export const feedbackSummary = async (sql: Sql, clientId: number, courseId: number, materialId: number): Promise<FeedbackSummary> => {
  const questions = await feedbackForm(sql, clientId, courseId, materialId);
  const choice = questions.filter((qn) => "correct" in qn).map((qn) => qn.id);
  const [totals, counts, [{ n }]] = await Promise.all([
    sql.query<{ id: string; answered: number; average: number | null }>(
      `select q.key as id, count(*)::int as answered,
              avg((q.value->>'value')::numeric) filter (where jsonb_typeof(q.value->'value') = 'number')::float8 as average
         from course_form_attempts a cross join lateral jsonb_each(a.answers) q
        where a.client_id = $1 and a.material_id = $2 group by q.key`, [clientId, materialId]),
    sql.query<{ id: string; opt: string; n: number }>(
      `select q.key as id, o.opt, count(*)::int as n
         from course_form_attempts a cross join lateral jsonb_each(a.answers) q
         cross join lateral jsonb_array_elements_text(case when jsonb_typeof(q.value->'value') = 'array' then q.value->'value'
                                                            else jsonb_build_array(q.value->'value') end) as o(opt)
        where a.client_id = $1 and a.material_id = $2 and q.key = any($3::text[]) group by q.key, o.opt`, [clientId, materialId, choice]),
    sql.query<{ n: number }>("select count(*)::int as n from course_form_attempts where client_id = $1 and material_id = $2", [clientId, materialId]),
  ]);
  return {
    material_id: materialId, submissions: n,
    questions: questions.map((qn) => {
      const t = totals.find((x) => x.id === qn.id);
      return {
        question_id: qn.id, title: qn.title, field: qn.field, answered: t?.answered ?? 0,
        average: qn.field === QuestionType.rating && t?.average != null ? Math.round(Number(t.average) * 100) / 100 : null,
        options: "correct" in qn ? qn.items.map((i) => ({ id: i.id, value: i.value, count: counts.find((c) => c.id === qn.id && c.opt === i.id)?.n ?? 0 })) : [],
      };
    }),
  };
};
