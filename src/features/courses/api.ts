// The courses calls (services/contract/courses.ts) for the browser: one area client over the courses group.
import { areaApi, areaClient } from "../../../services/client/api";
import { CoursesGroup } from "../../../services/contract/courses";
import type * as C from "../../../services/contract/courses";

const call = areaClient(areaApi(CoursesGroup));
type S = AbortSignal | undefined;
type Page = { limit: number; last_id?: number };

export type Catalog = C.Catalog;
export type Category = C.Category;
export type Tag = C.Tag;
export type CourseSummary = C.CourseSummary;
export type CourseEditor = C.CourseEditor;
export type CourseInput = C.CourseInput;
export type MaterialInput = C.MaterialInput;
export type LearnerCourse = C.LearnerCourse;
export type LearnerCourseDetails = C.LearnerCourseDetails;
export type Material = C.Material;
export type MyCourseTab = C.MyCourseTab;
export type ScormChoice = C.ScormChoice;

export const catalogs = (q: Page, signal?: S) => call("courses.catalogs", (a) => a.courses.catalogs({ payload: q }), { signal });
export const createCatalog = (payload: { name: string; description: string; group_ids: number[]; user_ids: number[]; self_enrol: boolean }) =>
  call("courses.createCatalog", (a) => a.courses.createCatalog({ payload }));
export const categories = (q: Page, signal?: S) => call("courses.categories", (a) => a.courses.categories({ payload: q }), { signal });
export const createCategory = (name: string, parent_id: number | null) =>
  call("courses.createCategory", (a) => a.courses.createCategory({ payload: { name, parent_id } }));
export const tags = (q: Page, signal?: S) => call("courses.tags", (a) => a.courses.tags({ payload: q }), { signal });
export const createTag = (name: string) => call("courses.createTag", (a) => a.courses.createTag({ payload: { name } }));
export const courses = (q: Page, signal?: S) => call("courses.courses", (a) => a.courses.courses({ payload: q }), { signal });
export const createCourse = (payload: CourseInput) => call("courses.createCourse", (a) => a.courses.createCourse({ payload }));
export const course = (id: number, signal?: S) => call("courses.course", (a) => a.courses.course({ params: { id } }), { signal });
export const updateCourse = (id: number, payload: CourseInput, expectedVersion: number) =>
  call("courses.updateCourse", (a) => a.courses.updateCourse({ params: { id }, payload: { ...payload, expectedVersion } }));
export const courseState = (id: number, command: "activate" | "deactivate" | "publish" | "unpublish", expectedVersion: number) =>
  call("courses.courseState", (a) => a.courses.courseState({ params: { id }, payload: { command, expectedVersion } }));
export const copyCourse = (id: number) => call("courses.copyCourse", (a) => a.courses.copyCourse({ params: { id } }));
export const addModule = (id: number, title: string) => call("courses.addModule", (a) => a.courses.addModule({ params: { id }, payload: { title } }));
export const removeModule = (id: number) => call("courses.removeModule", (a) => a.courses.removeModule({ params: { id } }));
export const addMaterial = (moduleId: number, payload: MaterialInput) =>
  call("courses.addMaterial", (a) => a.courses.addMaterial({ params: { id: moduleId }, payload }));
export const removeMaterial = (id: number) => call("courses.removeMaterial", (a) => a.courses.removeMaterial({ params: { id } }));
export const appoint = (id: number, payload: { group_ids: number[]; user_ids: number[]; prohibited_ids: number[]; is_required: boolean; expectedVersion: number }) =>
  call("courses.appoint", (a) => a.courses.appoint({ params: { id }, payload }));
export type Named = C.Named;
export type CatalogDetails = C.CatalogDetails;
export type LearnerCatalog = C.LearnerCatalog;
export type GroupOption = C.GroupOption;
export type CatalogInput = { name: string; description: string; group_ids: number[]; user_ids: number[]; self_enrol: boolean };
export const catalog = (id: number, signal?: S) => call("courses.catalog", (a) => a.courses.catalog({ params: { id } }), { signal });
export const updateCatalog = (id: number, payload: CatalogInput, expectedVersion: number) =>
  call("courses.updateCatalog", (a) => a.courses.updateCatalog({ params: { id }, payload: { ...payload, expectedVersion } }));
export const groupOptions = (search: string, signal?: S) => call("courses.groupOptions", (a) => a.courses.groupOptions({ query: { search, limit: 50 } }), { signal });
export const learnerCatalogs = (q: Page, signal?: S) => call("courses.learnerCatalogs", (a) => a.courses.learnerCatalogs({ payload: q }), { signal });
export const learnerCatalog = (id: number, signal?: S) => call("courses.learnerCatalog", (a) => a.courses.learnerCatalog({ params: { id } }), { signal });
export const catalogCourses = (q: Page & { catalog_id?: number }, signal?: S) => call("courses.catalogCourses", (a) => a.courses.catalogCourses({ payload: q }), { signal });
export const myCourses = (q: Page & { tab: MyCourseTab }, signal?: S) => call("courses.myCourses", (a) => a.courses.myCourses({ payload: q }), { signal });
export const learnerCourse = (id: number, signal?: S) => call("courses.learnerCourse", (a) => a.courses.learnerCourse({ params: { id } }), { signal });
export const enrol = (id: number) => call("courses.enrol", (a) => a.courses.enrol({ params: { id } }));
export const start = (id: number) => call("courses.start", (a) => a.courses.start({ params: { id } }));
export const retake = (id: number) => call("courses.retake", (a) => a.courses.retake({ params: { id } }));
export const markDone = (id: number, material_id: number) => call("courses.markDone", (a) => a.courses.markDone({ params: { id }, payload: { material_id } }));
export const scormPackages = (q: Page, signal?: S) => call("courses.scormPackages", (a) => a.courses.scormPackages({ payload: q }), { signal });
export type CourseAppointment = C.CourseAppointment;
export const appointments = (courseId: number, q: Page, signal?: S) =>
  call("courses.courseAppointments", (a) => a.courses.courseAppointments({ params: { id: courseId }, payload: q }), { signal });
export const cancelAppointment = (courseId: number, userId: number, expectedVersion: number) =>
  call("courses.cancelAppointment", (a) => a.courses.cancelAppointment({ params: { id: courseId, userId }, payload: { expectedVersion } }));
export type LearnerForm = C.LearnerForm;
export type TestAttemptRow = C.TestAttemptRow;
export type FeedbackRow = C.FeedbackRow;
export type FeedbackSummary = C.FeedbackSummary;
type Answers = (typeof C.LearnerFormAnswers.Type)["answers"];
export const learnerForm = (courseId: number, materialId: number, signal?: S) =>
  call("courses.learnerForm", (a) => a.courses.learnerForm({ params: { id: courseId, materialId } }), { signal });
export const saveForm = (courseId: number, materialId: number, answers: Answers, expectedVersion: number) =>
  call("courses.saveForm", (a) => a.courses.saveForm({ params: { id: courseId, materialId }, payload: { answers, expectedVersion } }));
export const submitForm = (courseId: number, materialId: number, answers: Answers, expectedVersion: number) =>
  call("courses.submitForm", (a) => a.courses.submitForm({ params: { id: courseId, materialId }, payload: { answers, expectedVersion } }));
export const formMaterials = (courseId: number, signal?: S) => call("courses.formMaterials", (a) => a.courses.formMaterials({ params: { id: courseId } }), { signal });
export const testAttempts = (courseId: number, q: Page, signal?: S) =>
  call("courses.testAttempts", (a) => a.courses.testAttempts({ params: { id: courseId }, payload: q }), { signal });
export const feedbackAnswers = (courseId: number, materialId: number, q: Page, signal?: S) =>
  call("courses.feedbackAnswers", (a) => a.courses.feedbackAnswers({ params: { id: courseId }, payload: { ...q, material_id: materialId } }), { signal });
export const feedbackSummary = (courseId: number, materialId: number, signal?: S) =>
  call("courses.feedbackSummary", (a) => a.courses.feedbackSummary({ params: { id: courseId }, payload: { material_id: materialId } }), { signal });
export type CourseUserRow = C.CourseUserRow;
export const courseUsers = (courseId: number, q: Page, signal?: S) =>
  call("courses.courseUsers", (a) => a.courses.courseUsers({ params: { id: courseId }, payload: q }), { signal });
export type ScormAttemptRow = C.ScormAttemptRow;
export const scormAttempts = (courseId: number, q: Page, signal?: S) =>
  call("courses.scormAttempts", (a) => a.courses.scormAttempts({ params: { id: courseId }, payload: q }), { signal });
export type CourseCertificateRow = C.CourseCertificateRow;
export const courseCertificates = (courseId: number, q: Page, signal?: S) =>
  call("courses.courseCertificates", (a) => a.courses.courseCertificates({ params: { id: courseId }, payload: q }), { signal });
export type CourseCertificate = C.CourseCertificate;
export const courseCertificate = (courseId: number, signal?: S) =>
  call("courses.courseCertificate", (a) => a.courses.courseCertificate({ params: { id: courseId } }), { signal });
export const setCourseCertificate = (courseId: number, template_id: number | null) =>
  call("courses.setCourseCertificate", (a) => a.courses.setCourseCertificate({ params: { id: courseId }, payload: { template_id } }));
export const certificateTemplates = (q: Page, signal?: S) => call("courses.certificateTemplates", (a) => a.courses.certificateTemplates({ payload: q }), { signal });

// the course's notifications tabs (services/contract/courseNotices.ts)
export const courseNotices = (courseId: number, signal?: S) =>
  call("courses.courseNotices", (a) => a.courses.courseNotices({ params: { id: courseId } }), { signal });
export const setSystemNotices = (courseId: number, off: number[], expectedVersion: number) =>
  call("courses.setSystemNotices", (a) => a.courses.setSystemNotices({ params: { id: courseId }, payload: { off, expectedVersion } }));
export const addCustomNotice = (courseId: number, payload: { title: string; body: string; anchor: "appointment" | "deadline"; days: number }) =>
  call("courses.addCustomNotice", (a) => a.courses.addCustomNotice({ params: { id: courseId }, payload }));
export const removeCustomNotice = (courseId: number, noticeId: number) =>
  call("courses.removeCustomNotice", (a) => a.courses.removeCustomNotice({ params: { id: courseId, noticeId } }));
export const markAppointment = (courseId: number, userId: number, result: "passed" | "failed", expectedVersion: number) =>
  call("courses.markAppointment", (a) => a.courses.markAppointment({ params: { id: courseId, userId }, payload: { result, expectedVersion } }));
export const drop = (id: number, expectedVersion?: number) =>
  call("courses.drop", (a) => a.courses.drop({ params: { id }, payload: expectedVersion === undefined ? {} : { expectedVersion } }));
