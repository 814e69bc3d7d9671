import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { COURSES_PAGE } from "../../../../services/contract/courses.js";
import { keysetPage } from "../../db/keyset.js";
import { runDb } from "../../http/run.js";
import { inRequestLanguage } from "../lists/index.js";
import { enrol, setAppointments } from "./appointments.js";
import { cancelAppointment, learnerCommand, markAppointment, markDone } from "./progress.js";
import { packagesPage } from "../scorm/index.js";
import * as cmd from "./commands.js";
import * as q from "./queries.js";
import * as forms from "./forms.js";
import * as analytics from "./analytics.js";
import * as notices from "./notices.js";
import { activeTemplatePage } from "../certificates/index.js";
import "./projection.js";

type Errors = NotFound | Forbidden | Invalid | Conflict;
/** Administration: the courses section reads, its edit flag writes; the page's language (a copy's title). */
const admin = <A>(edit: boolean, work: (db: Db, u: SessionUser) => Promise<A>) =>
  Effect.gen(function* () {
    const u = yield* inRequestLanguage(yield* (edit ? requirePermission("courses", "edit") : requirePermission("courses")));
    return yield* runDb<Errors, A>((db) => work(db, u));
  });
/** The employee's pages: the learning section. */
const learner = <A>(work: (db: Db, u: SessionUser) => Promise<A>) =>
  Effect.flatMap(requirePermission("learning"), (u) => runDb<Errors, A>((db) => work(db, u)));

/** Catalogues, categories, tags, courses with modules and appointments; the employee's catalogue and courses. */
export const CoursesLive = HttpApiBuilder.group(Api, "courses", (h) =>
  h
    .handle("catalogs", ({ payload }) => admin(false, (db, u) => q.catalogs(db, u.clientId, payload)))
    .handle("createCatalog", ({ payload }) => admin(true, async (db, u) => q.catalogOf(db, u.clientId, await cmd.createCatalog(db, u, payload))))
    .handle("updateCatalog", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await cmd.updateCatalog(db, u, params.id, payload, payload.expectedVersion);
        return q.catalogOf(db, u.clientId, params.id);
      }))
    .handle("catalog", ({ params }) => admin(false, (db, u) => q.catalogDetails(db, u.clientId, params.id)))
    .handle("groupOptions", ({ query }) => admin(false, (db, u) => q.groupOptions(db, u.clientId, query)))
    .handle("categories", ({ payload }) => admin(false, (db, u) => q.categories(db, u.clientId, payload)))
    .handle("createCategory", ({ payload }) =>
      admin(true, async (db, u) => {
        const id = await cmd.createCategory(db, u, payload.name, payload.parent_id);
        return { id, name: payload.name.trim(), parent_id: payload.parent_id, version: 1 };
      }))
    .handle("tags", ({ payload }) => admin(false, (db, u) => q.tags(db, u.clientId, payload)))
    .handle("createTag", ({ payload }) => admin(true, async (db, u) => ({ id: await cmd.createTag(db, u, payload.name), name: payload.name.trim() })))
    .handle("courses", ({ payload }) => admin(false, (db, u) => q.courses(db, u.clientId, payload)))
    .handle("createCourse", ({ payload }) => admin(true, async (db, u) => q.courseEditor(db, u, await cmd.createCourse(db, u, payload))))
    .handle("course", ({ params }) => admin(false, (db, u) => q.courseEditor(db, u, params.id)))
    .handle("updateCourse", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await cmd.updateCourse(db, u, params.id, payload, payload.expectedVersion);
        return q.courseEditor(db, u, params.id);
      }))
    .handle("courseState", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await cmd.changeState(db, u, params.id, payload.command, payload.expectedVersion);
        return q.courseEditor(db, u, params.id);
      }))
    .handle("copyCourse", ({ params }) => admin(true, async (db, u) => q.courseEditor(db, u, await cmd.copyCourse(db, u, params.id))))
    .handle("addModule", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await cmd.addModule(db, u, params.id, payload.title);
        return q.courseEditor(db, u, params.id);
      }))
    .handle("renameModule", ({ params, payload }) => admin(true, async (db, u) => q.courseEditor(db, u, await cmd.renameModule(db, u, params.id, payload.title))))
    .handle("removeModule", ({ params }) => admin(true, async (db, u) => q.courseEditor(db, u, await cmd.removeModule(db, u, params.id))))
    .handle("addMaterial", ({ params, payload }) => admin(true, async (db, u) => q.courseEditor(db, u, await cmd.addMaterial(db, u, params.id, payload))))
    .handle("removeMaterial", ({ params }) => admin(true, async (db, u) => q.courseEditor(db, u, await cmd.removeMaterial(db, u, params.id))))
    .handle("scormPackages", ({ payload }) =>
      admin(false, async (db, u) => {
        const limit = payload.limit ?? COURSES_PAGE;
        return keysetPage(await packagesPage(db, u.clientId, payload.last_id ?? null, limit), limit);
      }))
    .handle("courseAppointments", ({ params, payload }) => admin(false, (db, u) => q.courseAppointments(db, u.clientId, params.id, payload)))
    .handle("cancelAppointment", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await cancelAppointment(db, u, params.id, params.userId, payload.expectedVersion);
        return q.courseEditor(db, u, params.id);
      }))
    .handle("markAppointment", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await markAppointment(db, u, params.id, params.userId, payload.result, payload.expectedVersion);
        return forms.courseUser(db, u.clientId, params.id, params.userId);
      }))
    .handle("appoint", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await setAppointments(db, u, params.id, payload);
        return q.courseEditor(db, u, params.id);
      }))
    .handle("catalogCourses", ({ payload }) => learner((db, u) => q.catalogCourses(db, u, payload)))
    .handle("learnerCatalogs", ({ payload }) => learner((db, u) => q.learnerCatalogs(db, u, payload)))
    .handle("learnerCatalog", ({ params }) => learner((db, u) => q.learnerCatalog(db, u, params.id)))
    .handle("myCourses", ({ payload }) => learner((db, u) => q.myCourses(db, u, payload)))
    .handle("learnerCourse", ({ params }) => learner((db, u) => q.learnerCourse(db, u, params.id)))
    .handle("enrol", ({ params }) =>
      learner(async (db, u) => {
        await enrol(db, u, params.id);
        return q.learnerCourse(db, u, params.id);
      }))
    .handle("start", ({ params }) =>
      learner(async (db, u) => {
        await learnerCommand(db, u, params.id, "course.start");
        return q.learnerCourse(db, u, params.id);
      }))
    .handle("retake", ({ params }) =>
      learner(async (db, u) => {
        await learnerCommand(db, u, params.id, "course.retake");
        return q.learnerCourse(db, u, params.id);
      }))
    .handle("drop", ({ params, payload }) => learner((db, u) => learnerCommand(db, u, params.id, "course.cancel", payload.expectedVersion)))
    .handle("learnerForm", ({ params }) => learner((db, u) => forms.learnerForm(db, u, params.id, params.materialId)))
    .handle("saveForm", ({ params, payload }) =>
      learner(async (db, u) => {
        await forms.saveForm(db, u, params.id, params.materialId, payload.answers, payload.expectedVersion);
        return forms.learnerForm(db, u, params.id, params.materialId);
      }))
    .handle("submitForm", ({ params, payload }) =>
      learner(async (db, u) => {
        await forms.submitForm(db, u, params.id, params.materialId, payload.answers, payload.expectedVersion);
        return forms.learnerForm(db, u, params.id, params.materialId);
      }))
    .handle("formMaterials", ({ params }) => admin(false, (db, u) => forms.formMaterials(db, u.clientId, params.id)))
    .handle("courseUsers", ({ params, payload }) => admin(false, (db, u) => forms.courseUsers(db, u.clientId, params.id, payload)))
    .handle("testAttempts", ({ params, payload }) => admin(false, (db, u) => forms.testAttempts(db, u.clientId, params.id, payload)))
    .handle("feedbackAnswers", ({ params, payload }) => admin(false, (db, u) => forms.feedbackAnswers(db, u.clientId, params.id, payload)))
    .handle("feedbackSummary", ({ params, payload }) => admin(false, (db, u) => forms.feedbackSummary(db, u.clientId, params.id, payload.material_id)))
    .handle("scormAttempts", ({ params, payload }) => admin(false, (db, u) => analytics.scormAttempts(db, u.clientId, params.id, payload)))
    .handle("courseCertificates", ({ params, payload }) => admin(false, (db, u) => analytics.courseCertificates(db, u.clientId, params.id, payload)))
    .handle("courseCertificate", ({ params }) => admin(false, (db, u) => analytics.courseCertificate(db, u.clientId, params.id)))
    .handle("setCourseCertificate", ({ params, payload }) => admin(true, (db, u) => analytics.setCourseCertificate(db, u, params.id, payload.template_id)))
    .handle("certificateTemplates", ({ payload }) =>
      admin(false, (db, u) => activeTemplatePage(db, u.clientId, payload.last_id ?? null, payload.limit ?? COURSES_PAGE)))
    .handle("courseNotices", ({ params }) => admin(false, (db, u) => notices.courseNotices(db, u.clientId, params.id)))
    .handle("setSystemNotices", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await notices.setSystemNotices(db, u, params.id, payload.off, payload.expectedVersion);
        return notices.courseNotices(db, u.clientId, params.id);
      }))
    .handle("addCustomNotice", ({ params, payload }) =>
      admin(true, async (db, u) => {
        await notices.addCustomNotice(db, u, params.id, payload);
        return notices.courseNotices(db, u.clientId, params.id);
      }))
    .handle("removeCustomNotice", ({ params }) =>
      admin(true, async (db, u) => {
        await notices.removeCustomNotice(db, u, params.id, params.noticeId);
        return notices.courseNotices(db, u.clientId, params.id);
      }))
    .handle("markDone", ({ params, payload }) =>
      learner(async (db, u) => {
        await markDone(db, u, params.id, payload.material_id);
        return q.learnerCourse(db, u, params.id);
      })),
);
