import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { FormAnswers } from "../formBuilder/index.js";
import { RichTextOf } from "../richText/index.js";
import { CourseNotices, NewCustomNotice, SetSystemNotices } from "./courseNotices.js";
import { Conflict, Forbidden, Invalid, NotFound, Seen } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * Courses (spec 000 §2 /catalogs/courses, /education/courses, management/learning/courses; §3 "Courses"; §4 course
 * and required-training states; spec 001 §7 `courses/{id}`, `courseEditor/{id}`, §8 publish, copy and tag errors).
 * Under /api. Rights: the `courses` section reads the administration (its edit flag writes); the `learning` section
 * opens the employee's pages. Another client's row answers 404. Lists are keyset-paged by `last_id`.
 * The course's lifecycle is the `course` machine (inactive, active, published), a person's appointment the
 * `courseAppointment` machine; a refusal is 409 (403 for a who-rule) with the rule's catalogue id.
 */
export const COURSES_PAGE = 30;
export const COURSE_LIMITS = {
  page: 100, name: 255, title: 255, description: 20_000, text: 50_000, url: 2000, ids: 500, modules: 100, materials: 100, short: 100,
} as const;
/**
 * Kinds of a module's material; a scorm material names a package of the scorm area by its uuid; a test and a
 * feedback material carry a form made with the form builder (`services/formBuilder`).
 */
export const MaterialKinds = ["text", "file", "video", "scorm", "test", "feedback"] as const;
/** The kinds of material a person fills and submits. */
export const FormMaterialKinds = ["test", "feedback"] as const;
/** A test's pass threshold (whole percent of its scored questions right) and its attempts per course attempt. */
export const COURSE_TEST_LIMITS = { passPercent: { min: 1, max: 100 }, attempts: { min: 1, max: 100 } } as const;
export const CourseStates = { inactive: 1, active: 2, published: 3 } as const;
/** The required-training status (courseAppointment machine): assigned 1, inProgress 2, passed 3, notPassed 4, canceled 5. */
export const AppointmentStates = { assigned: 1, inProgress: 2, passed: 3, notPassed: 4, canceled: 5 } as const;
/** My courses tabs (spec 000 §2). */
export const MyCourseTabs = ["all", "required", "start", "inProgress", "overdue"] as const;
export type MyCourseTab = (typeof MyCourseTabs)[number];

const Id = Int32.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const IdParam = { id: IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 })) };
const MaterialParams = { ...IdParam, materialId: IdParam.id };
const Ids = Schema.Array(Id).check(Schema.isMaxLength(COURSE_LIMITS.ids));
const Name = Line(COURSE_LIMITS.name);
const Short = Line(COURSE_LIMITS.short);
const Uuid = Schema.String.check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: "courses.errors.badUuid" }));
const VideoUrl = Line(COURSE_LIMITS.url).check(Schema.isPattern(/^https:\/\/[^\s]+$/, { message: "courses.errors.badVideoUrl" }));
const PageQuery = {
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: COURSE_LIMITS.page }))),
  last_id: Schema.optional(Schema.NullOr(Id)),
};
const page = <S extends Schema.Top>(item: S) => Schema.Struct({ items: Schema.Array(item), last_id: Schema.NullOr(Schema.Int) });

export const Catalog = Schema.Struct({
  id: Schema.Int, name: Schema.String, description: Schema.String,
  group_ids: Schema.Array(Schema.Int), user_ids: Schema.Array(Schema.Int), self_enrol: Schema.Boolean,
  /** the access summary: how many groups and people, and how many courses it holds */
  course_count: Schema.Int, version: Schema.Int,
});
export type Catalog = typeof Catalog.Type;
const CatalogFields = { name: Name, description: Line(COURSE_LIMITS.url), group_ids: Ids, user_ids: Ids, self_enrol: Schema.Boolean };

/** A group or person as the access and appointment forms list them. */
export const Named = Schema.Struct({ id: Schema.Int, name: Schema.String });
export type Named = typeof Named.Type;
/** A catalogue as its access form opens it: the groups and people named, and how many people see it now. */
export const CatalogDetails = Schema.Struct({ ...Catalog.fields, groups: Schema.Array(Named), users: Schema.Array(Named), people: Schema.Int });
export type CatalogDetails = typeof CatalogDetails.Type;
/** A catalogue as the employee sees it: how many of its courses they may see. */
export const LearnerCatalog = Schema.Struct({ id: Schema.Int, name: Schema.String, description: Schema.String, course_count: Schema.Int, self_enrol: Schema.Boolean });
export type LearnerCatalog = typeof LearnerCatalog.Type;
export const GroupOption = Schema.Struct({ id: Schema.Int, name: Schema.String, members_count: Schema.Int });
export type GroupOption = typeof GroupOption.Type;

export const Category = Schema.Struct({ id: Schema.Int, name: Schema.String, parent_id: Schema.NullOr(Schema.Int), version: Schema.Int });
export type Category = typeof Category.Type;
export const Tag = Schema.Struct({ id: Schema.Int, name: Schema.String });
export type Tag = typeof Tag.Type;

export const CourseSummary = Schema.Struct({
  id: Schema.Int, title: Schema.String, state: Schema.Literals(["inactive", "active", "published"]), state_id: Schema.Int,
  category_id: Schema.NullOr(Schema.Int), modules: Schema.Int, catalog_ids: Schema.Array(Schema.Int), created_at: Schema.String,
});
export type CourseSummary = typeof CourseSummary.Type;

export const Material = Schema.Struct({
  id: Schema.Int, module_id: Schema.Int, kind: Schema.Literals(MaterialKinds), title: Schema.String,
  /** text: Markdown as written, and rendered and sanitised by the server */
  body: Schema.NullOr(Schema.String), body_html: Schema.NullOr(Schema.String),
  library_file_id: Schema.NullOr(Schema.Int), file_name: Schema.NullOr(Schema.String),
  video_url: Schema.NullOr(Schema.String), scorm_package_id: Schema.NullOr(Schema.String),
  /** test, feedback: the form builder's definition (`FormDefinition`); a learner gets a test's without its key */
  form: Schema.NullOr(Schema.Unknown),
  /** test: the whole percent of scored questions right that passes it; submissions allowed per course attempt (null: any) */
  pass_percent: Schema.NullOr(Schema.Int), attempts_limit: Schema.NullOr(Schema.Int),
});
export type Material = typeof Material.Type;
export const Module = Schema.Struct({ id: Schema.Int, title: Schema.String, materials: Schema.Array(Material) });
export type Module = typeof Module.Type;

export const CourseFields = {
  title: Name,
  description: RichTextOf(COURSE_LIMITS.description),
  cover_file_id: Schema.NullOr(Id),
  category_id: Schema.NullOr(Id),
  level: Short,
  format: Short,
  average_minutes: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))),
  deadline_days: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 3650 }))),
  admin_ids: Ids,
  tag_ids: Ids,
  catalog_ids: Ids,
};
export const CourseInput = Schema.Struct(CourseFields);
export type CourseInput = typeof CourseInput.Type;

export const Appointments = Schema.Struct({
  group_ids: Schema.Array(Schema.Int), user_ids: Schema.Array(Schema.Int), prohibited_ids: Schema.Array(Schema.Int),
  required_group_ids: Schema.Array(Schema.Int), required_user_ids: Schema.Array(Schema.Int),
  /** the groups and people the rules name (people: those appointed and those prohibited), by name */
  groups: Schema.Array(Named), users: Schema.Array(Named),
  /** people appointed, by state name */
  counts: Schema.Record(Schema.String, Schema.Int),
});

/** What the machine allows the administrator now, and why not (a catalogue id) when it does not. */
export const CourseCommands = Schema.Struct({
  activate: Schema.Boolean, deactivate: Schema.Boolean, publish: Schema.Boolean, unpublish: Schema.Boolean,
  publish_reason: Schema.NullOr(Schema.String),
});

export const CourseEditor = Schema.Struct({
  ...CourseSummary.fields,
  description: Schema.String, cover_file_id: Schema.NullOr(Schema.Int), level: Schema.String, format: Schema.String,
  average_minutes: Schema.NullOr(Schema.Int), deadline_days: Schema.NullOr(Schema.Int),
  admin_ids: Schema.Array(Schema.Int), tag_ids: Schema.Array(Schema.Int),
  modules_list: Schema.Array(Module), appointments: Appointments, commands: CourseCommands,
  /** the content stream's version (`expectedVersion` of edits) and the lifecycle's (of state commands) */
  version: Schema.Int, state_version: Schema.Int,
});
export type CourseEditor = typeof CourseEditor.Type;

export const MaterialInput = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("text"), title: Name, body: RichTextOf(COURSE_LIMITS.text) }),
  Schema.Struct({ kind: Schema.Literal("file"), title: Name, library_file_id: Id }),
  Schema.Struct({ kind: Schema.Literal("video"), title: Name, video_url: VideoUrl }),
  Schema.Struct({ kind: Schema.Literal("scorm"), title: Name, scorm_package_id: Uuid }),
  Schema.Struct({
    kind: Schema.Literal("test"), title: Name,
    /** checked by the form builder's `checkFormDefinition` (kind test: correct answers required); 400 on `payload.form.<path>` */
    form: Schema.Unknown,
    pass_percent: Schema.Int.check(Schema.isBetween({ minimum: COURSE_TEST_LIMITS.passPercent.min, maximum: COURSE_TEST_LIMITS.passPercent.max })),
    attempts_limit: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: COURSE_TEST_LIMITS.attempts.min, maximum: COURSE_TEST_LIMITS.attempts.max }))),
  }),
  Schema.Struct({ kind: Schema.Literal("feedback"), title: Name, form: Schema.Unknown }),
]);
export type MaterialInput = typeof MaterialInput.Type;

export const AppointmentsInput = Schema.Struct({
  group_ids: Ids, user_ids: Ids, prohibited_ids: Ids,
  /** required (`is_required`) or additional, for everyone this call appoints */
  is_required: Schema.Boolean,
  /** the course's version the form saw (its content stream: a stale one is 409 with the latest) */
  ...Seen,
});

/**
 * The learner's own commands on their appointment: the machine's course.start, course.retake, and course.cancel as
 * "drop" (an additional course only: a required one is refused with `courses.errors.requiredCourse`).
 */
export const LearnerCommands = ["start", "retake", "drop"] as const;
/** The courseAppointment machine's event of each learner command. */
export const LearnerCommandEvents = { start: "course.start", retake: "course.retake", drop: "course.cancel" } as const;
const LearnerCommand = Schema.Literals(LearnerCommands);
export type LearnerCommand = (typeof LearnerCommands)[number];

/** A SCORM package of the client the course editor may link a material to (by its library file id). */
export const ScormChoice = Schema.Struct({ id: Schema.Int, scorm_package_id: Schema.String, title: Schema.String });
export type ScormChoice = typeof ScormChoice.Type;

/** A person's appointment as the course editor lists it; `can_cancel`: the machine takes an administrator's cancel. */
export const CourseAppointment = Schema.Struct({
  id: Schema.Int, user_id: Schema.Int, name: Schema.String, state: Schema.Literals(["assigned", "inProgress", "passed", "notPassed", "canceled"]),
  is_required: Schema.Boolean, can_cancel: Schema.Boolean, version: Schema.Int,
});
export type CourseAppointment = typeof CourseAppointment.Type;

/** A course as the employee sees it in a catalogue or in My courses, with their appointment when they have one. */
export const LearnerCourse = Schema.Struct({
  id: Schema.Int, title: Schema.String, description_html: Schema.String, cover_file_id: Schema.NullOr(Schema.Int),
  level: Schema.String, format: Schema.String, average_minutes: Schema.NullOr(Schema.Int), category_name: Schema.NullOr(Schema.String),
  appointment: Schema.NullOr(Schema.Struct({
    id: Schema.Int, state: Schema.Literals(["assigned", "inProgress", "passed", "notPassed", "canceled"]), state_id: Schema.Int,
    is_required: Schema.Boolean, due_date: Schema.NullOr(Schema.String), overdue: Schema.Boolean,
  })),
  /** the person may enrol themselves (a catalogue they see allows it, they are not prohibited, not appointed yet) */
  can_enrol: Schema.Boolean,
  /** the course's materials now and how many of them the person finished (marked done, SCORM completed) */
  progress: Schema.Struct({ done: Schema.Int, total: Schema.Int }),
});
export type LearnerCourse = typeof LearnerCourse.Type;
export const LearnerCourseDetails = Schema.Struct({
  ...LearnerCourse.fields,
  modules: Schema.Array(Module),
  can_start: Schema.Boolean,
  /** what the person finished: done (marked), completed or failed (their SCORM package's latest result) */
  finished: Schema.Array(Schema.Struct({ material_id: Schema.Int, status: Schema.Literals(["done", "completed", "failed"]) })),
  /** the courseAppointment machine's learner commands this state allows them, and those it refuses with the rule */
  available_commands: Schema.Array(LearnerCommand),
  unavailable_commands: Schema.Array(Schema.Struct({ type: LearnerCommand, reason: Schema.String })),
  /** why a content material cannot be marked done now (a catalogue id), null when it can */
  mark_reason: Schema.NullOr(Schema.String),
  /** the appointment stream's version (`expectedVersion` of an administrator's cancel) */
  appointment_version: Schema.NullOr(Schema.Int),
});
export type LearnerCourseDetails = typeof LearnerCourseDetails.Type;

/** One submission of a test or feedback form as its person sees it (a test's score computed by the server). */
export const FormAttempt = Schema.Struct({
  id: Schema.Int, course_attempt: Schema.Int, correct: Schema.Int, total: Schema.Int, percent: Schema.Int, passed: Schema.Boolean, submitted_at: Schema.String,
});
export type FormAttempt = typeof FormAttempt.Type;
/** The person's state of one test or feedback material of their course. */
export const LearnerForm = Schema.Struct({
  material_id: Schema.Int,
  /** the answers saved so far (`FormAnswers`), null when nothing is saved since the last submission */
  draft: Schema.NullOr(Schema.Unknown),
  /** the form's stream version: `expectedVersion` of a save or a submission */
  version: Schema.Int,
  /** this course attempt's submissions, newest first */
  attempts: Schema.Array(FormAttempt),
  /** submissions left in this course attempt (null: no limit) */
  attempts_left: Schema.NullOr(Schema.Int),
  /** why saving and submitting are refused now (a catalogue id), null when they are allowed */
  submit_reason: Schema.NullOr(Schema.String),
});
export type LearnerForm = typeof LearnerForm.Type;
export const LearnerFormAnswers = Schema.Struct({ answers: FormAnswers, ...Seen });

/** Analytics: a test submission per person (keyset by attempt id, newest first). */
export const TestAttemptRow = Schema.Struct({
  id: Schema.Int, material_id: Schema.Int, material_title: Schema.String, user_id: Schema.Int, name: Schema.String,
  course_attempt: Schema.Int, correct: Schema.Int, total: Schema.Int, percent: Schema.Int, passed: Schema.Boolean, submitted_at: Schema.String,
});
export type TestAttemptRow = typeof TestAttemptRow.Type;
/** Analytics: one person's feedback submission, each question's answer as people read it. */
export const FeedbackRow = Schema.Struct({
  id: Schema.Int, user_id: Schema.Int, name: Schema.String, submitted_at: Schema.String,
  answers: Schema.Array(Schema.Struct({ question_id: Schema.String, text: Schema.String })),
});
export type FeedbackRow = typeof FeedbackRow.Type;
/** Analytics: a feedback form's questions with how they were answered over every submission. */
export const FeedbackSummary = Schema.Struct({
  material_id: Schema.Int, submissions: Schema.Int,
  questions: Schema.Array(Schema.Struct({
    question_id: Schema.String, title: Schema.String, field: Schema.Int, answered: Schema.Int,
    /** rating questions: the mean of the answers, else null */
    average: Schema.NullOr(Schema.Number),
    /** choice questions: how many chose each option */
    options: Schema.Array(Schema.Struct({ id: Schema.String, value: Schema.String, count: Schema.Int })),
  })),
});
export type FeedbackSummary = typeof FeedbackSummary.Type;
/** Analytics: a person appointed with their state and progress (keyset by appointment id). */
export const CourseUserRow = Schema.Struct({
  id: Schema.Int, user_id: Schema.Int, name: Schema.String, state: Schema.Literals(["assigned", "inProgress", "passed", "notPassed", "canceled"]),
  is_required: Schema.Boolean, due_date: Schema.NullOr(Schema.String), done: Schema.Int, total: Schema.Int, updated_at: Schema.String,
  /** the appointment's version (`expectedVersion` of a mark) and whether the machine takes an administrator's mark now */
  version: Schema.Int, can_pass: Schema.Boolean, can_fail: Schema.Boolean,
});
export type CourseUserRow = typeof CourseUserRow.Type;
/** The course's test and feedback materials (the analytics tabs' pickers). */
export const FormMaterialChoice = Schema.Struct({ id: Schema.Int, kind: Schema.Literals(FormMaterialKinds), title: Schema.String });

/** Analytics: a SCORM attempt of a course's package per person (keyset by attempt id, newest first). */
export const ScormAttemptRow = Schema.Struct({
  id: Schema.Int, package_id: Schema.String, material_title: Schema.String, user_id: Schema.Int, name: Schema.String, number: Schema.Int,
  state_value: Schema.Literals(["active", "suspended", "finished"]),
  completion: Schema.Literals(["completed", "incomplete", "notAttempted"]), success: Schema.Literals(["passed", "failed", "unknown"]),
  /** the rolled-up scaled score in percent, null when no SCO reported one */
  score: Schema.NullOr(Schema.Int),
  /** time spent: the SCOs' total time in seconds */
  seconds: Schema.Int, updated_at: Schema.String,
  /** each launchable item (SCO) of the package in order: its status, score, time and last commit in this attempt */
  scos: Schema.Array(Schema.Struct({
    identifier: Schema.String, title: Schema.String,
    completion: Schema.Literals(["completed", "incomplete", "notAttempted"]), success: Schema.Literals(["passed", "failed", "unknown"]),
    /** the scaled score in percent; else `score_raw`, the raw score as the SCO reported it */
    score: Schema.NullOr(Schema.Int), score_raw: Schema.NullOr(Schema.Number),
    seconds: Schema.Int, committed_at: Schema.NullOr(Schema.String),
  })),
});
export type ScormAttemptRow = typeof ScormAttemptRow.Type;
/** Analytics: a certificate issued for the course (keyset by certificate id, newest first). */
export const CourseCertificateRow = Schema.Struct({ id: Schema.Int, uuid: Schema.String, user_id: Schema.Int, name: Schema.String, issued_at: Schema.String });
export type CourseCertificateRow = typeof CourseCertificateRow.Type;
/** The course's certificate tab: the template it grants, or null. */
export const CourseCertificate = Schema.Struct({
  template: Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.String, state: Schema.Literals(["active", "inactive"]) })),
});
export type CourseCertificate = typeof CourseCertificate.Type;
/** An active certificate template a course may grant. */
export const TemplateChoice = Schema.Struct({ id: Schema.Int, name: Schema.String });

const E = [Invalid, Forbidden, NotFound, Conflict];
const Paged = Schema.Struct(PageQuery);

export class CoursesGroup extends HttpApiGroup.make("courses")
  // administration: catalogues, categories, tags
  .add(HttpApiEndpoint.post("catalogs", "/courseCatalogsList", { payload: Paged, success: page(Catalog), error: E }))
  .add(HttpApiEndpoint.post("createCatalog", "/courseCatalogs", { payload: Schema.Struct(CatalogFields), success: Catalog, error: E }))
  .add(HttpApiEndpoint.put("updateCatalog", "/courseCatalogs/:id", { params: IdParam, payload: Schema.Struct({ ...CatalogFields, ...Seen }), success: Catalog, error: E }))
  .add(HttpApiEndpoint.get("catalog", "/courseCatalogs/:id", { params: IdParam, success: CatalogDetails, error: E }))
  .add(HttpApiEndpoint.get("groupOptions", "/courseGroups", {
    query: { search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))), limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: COURSE_LIMITS.page }))) },
    success: Schema.Struct({ items: Schema.Array(GroupOption) }), error: E,
  }))
  .add(HttpApiEndpoint.post("categories", "/courseCategoriesList", { payload: Paged, success: page(Category), error: E }))
  .add(HttpApiEndpoint.post("createCategory", "/courseCategories", { payload: Schema.Struct({ name: Name, parent_id: Schema.NullOr(Id) }), success: Category, error: E }))
  .add(HttpApiEndpoint.post("tags", "/courseTagsList", { payload: Paged, success: page(Tag), error: E }))
  .add(HttpApiEndpoint.post("createTag", "/courseTags", { payload: Schema.Struct({ name: Short }), success: Tag, error: E }))
  // administration: courses, their modules and materials, state, copy, appointments
  .add(HttpApiEndpoint.post("courses", "/coursesList", { payload: Schema.Struct({ ...PageQuery, catalog_id: Schema.optional(Id) }), success: page(CourseSummary), error: E }))
  .add(HttpApiEndpoint.post("createCourse", "/courseEditor", { payload: CourseInput, success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.get("course", "/courseEditor/:id", { params: IdParam, success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.put("updateCourse", "/courseEditor/:id", { params: IdParam, payload: Schema.Struct({ ...CourseFields, ...Seen }), success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.post("courseState", "/courseEditor/:id/state", {
    params: IdParam, payload: Schema.Struct({ command: Schema.Literals(["activate", "deactivate", "publish", "unpublish"]), ...Seen }), success: CourseEditor, error: E,
  }))
  .add(HttpApiEndpoint.post("copyCourse", "/courseEditor/:id/copy", { params: IdParam, success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.post("addModule", "/courseEditor/:id/modules", { params: IdParam, payload: Schema.Struct({ title: Name }), success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.put("renameModule", "/courseModules/:id", { params: IdParam, payload: Schema.Struct({ title: Name }), success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.delete("removeModule", "/courseModules/:id", { params: IdParam, success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.post("addMaterial", "/courseModules/:id/materials", { params: IdParam, payload: MaterialInput, success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.delete("removeMaterial", "/courseMaterials/:id", { params: IdParam, success: CourseEditor, error: E }))
  .add(HttpApiEndpoint.post("scormPackages", "/courseScormPackages", { payload: Paged, success: page(ScormChoice), error: E }))
  .add(HttpApiEndpoint.post("courseAppointments", "/courseEditor/:id/appointmentsList", { params: IdParam, payload: Paged, success: page(CourseAppointment), error: E }))
  .add(HttpApiEndpoint.post("cancelAppointment", "/courseEditor/:id/appointments/:userId/cancel", {
    params: { ...IdParam, userId: IdParam.id }, payload: Schema.Struct(Seen), success: CourseEditor, error: E,
  }))
  // an administrator's pass or fail mark on a person's appointment (the machine's course.pass / course.fail, admin)
  .add(HttpApiEndpoint.post("markAppointment", "/courseEditor/:id/appointments/:userId/mark", {
    params: { ...IdParam, userId: IdParam.id }, payload: Schema.Struct({ result: Schema.Literals(["passed", "failed"]), ...Seen }), success: CourseUserRow, error: E,
  }))
  .add(HttpApiEndpoint.put("appoint", "/courseEditor/:id/appointments", { params: IdParam, payload: AppointmentsInput, success: CourseEditor, error: E }))
  // the employee
  .add(HttpApiEndpoint.post("catalogCourses", "/catalogCourses", { payload: Schema.Struct({ ...PageQuery, catalog_id: Schema.optional(Id) }), success: page(LearnerCourse), error: E }))
  .add(HttpApiEndpoint.post("learnerCatalogs", "/learnerCatalogsList", { payload: Paged, success: page(LearnerCatalog), error: E }))
  .add(HttpApiEndpoint.get("learnerCatalog", "/learnerCatalogs/:id", { params: IdParam, success: LearnerCatalog, error: E }))
  .add(HttpApiEndpoint.post("myCourses", "/myCourses", { payload: Schema.Struct({ ...PageQuery, tab: Schema.Literals(MyCourseTabs) }), success: page(LearnerCourse), error: E }))
  .add(HttpApiEndpoint.get("learnerCourse", "/courses/:id", { params: IdParam, success: LearnerCourseDetails, error: E }))
  .add(HttpApiEndpoint.post("enrol", "/courses/:id/enrol", { params: IdParam, success: LearnerCourseDetails, error: E }))
  .add(HttpApiEndpoint.post("start", "/courses/:id/start", { params: IdParam, success: LearnerCourseDetails, error: E }))
  .add(HttpApiEndpoint.post("retake", "/courses/:id/retake", { params: IdParam, success: LearnerCourseDetails, error: E }))
  // the learner drops an additional course (cancelled, it leaves their pages); the appointment's version seen
  .add(HttpApiEndpoint.post("drop", "/courses/:id/drop", { params: IdParam, payload: Schema.Struct(Seen), success: HttpApiSchema.NoContent, error: E }))
  .add(HttpApiEndpoint.post("markDone", "/courses/:id/done", { params: IdParam, payload: Schema.Struct({ material_id: Id }), success: LearnerCourseDetails, error: E }))
  // tests and feedback forms: the person's answers saved while filling, then submitted (scored by the server)
  .add(HttpApiEndpoint.get("learnerForm", "/courses/:id/forms/:materialId", { params: MaterialParams, success: LearnerForm, error: E }))
  .add(HttpApiEndpoint.put("saveForm", "/courses/:id/forms/:materialId", { params: MaterialParams, payload: LearnerFormAnswers, success: LearnerForm, error: E }))
  .add(HttpApiEndpoint.post("submitForm", "/courses/:id/forms/:materialId/submit", { params: MaterialParams, payload: LearnerFormAnswers, success: LearnerForm, error: E }))
  // the course editor's analytics
  .add(HttpApiEndpoint.get("formMaterials", "/courseEditor/:id/forms", { params: IdParam, success: Schema.Array(FormMaterialChoice), error: E }))
  .add(HttpApiEndpoint.post("courseUsers", "/courseEditor/:id/analytics/users", { params: IdParam, payload: Paged, success: page(CourseUserRow), error: E }))
  .add(HttpApiEndpoint.post("testAttempts", "/courseEditor/:id/analytics/tests", {
    params: IdParam, payload: Schema.Struct({ ...PageQuery, material_id: Schema.optional(Id) }), success: page(TestAttemptRow), error: E,
  }))
  .add(HttpApiEndpoint.post("feedbackAnswers", "/courseEditor/:id/analytics/feedback", {
    params: IdParam, payload: Schema.Struct({ ...PageQuery, material_id: Id }), success: page(FeedbackRow), error: E,
  }))
  .add(HttpApiEndpoint.post("feedbackSummary", "/courseEditor/:id/analytics/feedbackSummary", {
    params: IdParam, payload: Schema.Struct({ material_id: Id }), success: FeedbackSummary, error: E,
  }))
  .add(HttpApiEndpoint.post("scormAttempts", "/courseEditor/:id/analytics/scorm", { params: IdParam, payload: Paged, success: page(ScormAttemptRow), error: E }))
  .add(HttpApiEndpoint.post("courseCertificates", "/courseEditor/:id/analytics/certificates", {
    params: IdParam, payload: Paged, success: page(CourseCertificateRow), error: E,
  }))
  // the course's certificate tab (the link is the certificates area's training set)
  .add(HttpApiEndpoint.get("courseCertificate", "/courseEditor/:id/certificate", { params: IdParam, success: CourseCertificate, error: E }))
  .add(HttpApiEndpoint.put("setCourseCertificate", "/courseEditor/:id/certificate", {
    params: IdParam, payload: Schema.Struct({ template_id: Schema.NullOr(Id) }), success: CourseCertificate, error: E,
  }))
  // the course's notifications tabs (courseNotices.ts)
  .add(HttpApiEndpoint.get("courseNotices", "/courseEditor/:id/notifications", { params: IdParam, success: CourseNotices, error: E }))
  .add(HttpApiEndpoint.put("setSystemNotices", "/courseEditor/:id/notifications/system", { params: IdParam, payload: SetSystemNotices, success: CourseNotices, error: E }))
  .add(HttpApiEndpoint.post("addCustomNotice", "/courseEditor/:id/notifications/custom", { params: IdParam, payload: NewCustomNotice, success: CourseNotices, error: E }))
  .add(HttpApiEndpoint.delete("removeCustomNotice", "/courseEditor/:id/notifications/custom/:noticeId", {
    params: { ...IdParam, noticeId: IdParam.id }, success: CourseNotices, error: E,
  }))
  .add(HttpApiEndpoint.post("certificateTemplates", "/courseCertificateTemplates", { payload: Paged, success: page(TemplateChoice), error: E }))
  .middleware(Authorization) {}

