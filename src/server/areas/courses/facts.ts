import { courseMachine } from "../../../../machines/course.js";
import { type CourseKind, courseAppointmentMachine } from "../../../../machines/courseAppointment.js";
import { defineLifecycle } from "../../events/lifecycle.js";
import { declareEvents, registerUpcaster } from "../../events/upcasters.js";

/**
 * The courses area's streams. `courseCatalog`, `courseCategory`, `courseTag`: one per row. `courseContent`/<course>:
 * the course's fields, modules, materials and appointment rules. `course`/<course>: its lifecycle (the course
 * machine). `courseAppointment`/<course>-<user>: one person's appointment, first `courseAppointment.appointed`,
 * then the courseAppointment machine's facts. `courseProgress`/<course>-<user>: what the person finished (a content
 * material marked done, a SCORM material's latest result); kept off the appointment's stream, which holds only its
 * machine's facts (replay asks the machine about each of them). `courseForm`/<course>-<user>-<material>: a test or
 * feedback form's answers saved and submitted. `courseNotices`/<course>: its system notifications switched off and its
 * custom notifications (notices.ts), off the content stream so the editor's version does not move with them.
 * `courseNoticeSends`/<notice>: the appointments a custom notification was sent to (the job's facts).
 */
export const CourseStreams = {
  catalog: "courseCatalog", category: "courseCategory", tag: "courseTag", content: "courseContent",
  course: "course", appointment: "courseAppointment", progress: "courseProgress", form: "courseForm",
  notices: "courseNotices", noticeSends: "courseNoticeSends",
} as const;

export const CourseFacts = {
  catalogCreated: "courseCatalog.created",
  catalogUpdated: "courseCatalog.updated",
  categoryCreated: "courseCategory.created",
  tagCreated: "courseTag.created",
  created: "courseContent.created",
  updated: "courseContent.updated",
  moduleAdded: "courseContent.moduleAdded",
  moduleRenamed: "courseContent.moduleRenamed",
  moduleRemoved: "courseContent.moduleRemoved",
  materialAdded: "courseContent.materialAdded",
  materialRemoved: "courseContent.materialRemoved",
  appointmentsSet: "courseContent.appointmentsSet",
  /**
   * { id, course_id, user_id, is_required, source, due_date, input: { kind } } (schema 2): the first fact of the
   * appointment's stream, with the courseAppointment machine's input, as every lifecycle's first fact carries it
   * (events/replay.ts starts the machine from it).
   */
  appointed: "courseAppointment.appointed",
  /** { material_id, course_id, user_id }: a rich text, file or video material the person marked done */
  materialDone: "courseProgress.materialDone",
  /** { material_id, course_id, user_id, package_id, attempt_id, result: completed | failed }: a SCORM result */
  scormRecorded: "courseProgress.scormRecorded",
  /** { material_id, course_id, user_id, sealed: { answers } }: a test or feedback form's answers saved while filling */
  formSaved: "courseForm.saved",
  /**
   * { attempt_id, material_id, course_id, user_id, kind, course_attempt, total, correct, percent, passed,
   * result: done | failed | null, sealed: { answers } }: a submission, scored by the server (forms.ts)
   */
  formSubmitted: "courseForm.submitted",
  /** { off: type ids }: the system notification types the course does not send */
  noticesSystemSet: "courseNotices.systemSet",
  /** { id, title, body, anchor: appointment | deadline, days } */
  noticeAdded: "courseNotices.customAdded",
  /** { notice_id } */
  noticeRemoved: "courseNotices.customRemoved",
  /** { notice_id, course_id, appointment_ids, at }: the job sent the notice to these appointments' people */
  noticeSent: "courseNoticeSends.sent",
} as const;

export const courseLifecycle = defineLifecycle({
  name: "course",
  machine: courseMachine,
  facts: [
    { command: "course.activate", fact: "course.activated" },
    { command: "course.deactivate", fact: "course.deactivated" },
    { command: "course.publish", fact: "course.published" },
    { command: "course.unpublish", fact: "course.unpublished" },
    { command: "course.modulesChanged", fact: "course.modulesCounted" },
  ],
});

export const appointmentLifecycle = defineLifecycle({
  name: "courseAppointment",
  machine: courseAppointmentMachine,
  facts: [
    { command: "course.start", fact: "courseAppointment.started" },
    { command: "course.pass", fact: "courseAppointment.passed" },
    { command: "course.fail", fact: "courseAppointment.failed" },
    { command: "course.retake", fact: "courseAppointment.retaken" },
    { command: "course.cancel", fact: "courseAppointment.canceled" },
  ],
});

export const COURSE_FACTS = courseLifecycle.facts.map((f) => f.fact);
export const APPOINTMENT_FACTS = appointmentLifecycle.facts.map((f) => f.fact);
export const appointmentStreamId = (courseId: number, userId: number) => `${courseId}-${userId}`;

/** The courseAppointment machine's input for an appointment, required or not. */
export const appointmentInput = (isRequired: boolean): { kind: CourseKind } => ({ kind: isRequired ? "required" : "additional" });

// Schema 1 of the appointed fact had no input: the replay started the machine with none, so `attempts + 1` was NaN
// and every appointment with a second fact answered 400. Its input follows from `is_required`, which it always held.
declareEvents([CourseFacts.appointed], 2);
registerUpcaster(CourseFacts.appointed, 1, (e) => ({ ...e, schemaVersion: 2, data: { ...e.data, input: appointmentInput(Boolean(e.data.is_required)) } }));
