import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";
import { guardOf, whenRule, whoRule } from "./rules";

/**
 * A course appointed to a user (required-training status, spec 000 §4: Assigned, In progress,
 * Passed, Not passed, Canceled). The spec shows no numbers; ours follow the lifecycle:
 * assigned 1, inProgress 2, passed 3, notPassed 4, canceled 5.
 *
 * Context `kind` says whether the course is required or additional (task card
 * external_learning_tasks.is_required). Transitions: the learner starts it; the result (a test,
 * SCORM completion, or an admin's mark) passes or fails it; a failed course may be retaken. An administrator's manual
 * mark (`byAdmin`) also passes or fails a course not yet started, and passes a failed one (the course analytics' Users
 * view): the same facts, `passed` and `failed`, so certificates and reports read one thing whoever decided.
 * Admins and managers may cancel an unfinished appointment; the learner may drop an additional
 * course but never a required one. Passed and Canceled are final.
 */
export type CourseKind = "required" | "additional";

export type CourseAppointmentEvent =
  | ({ type: "course.start" } & ActorEvent)
  | ({ type: "course.pass" } & ActorEvent)
  | ({ type: "course.fail" } & ActorEvent)
  | ({ type: "course.retake" } & ActorEvent)
  | ({ type: "course.cancel" } & ActorEvent);

export interface CourseAppointmentContext {
  kind: CourseKind;
  attempts: number;
}

export const courseAppointmentMachine = setup({
  types: {
    context: {} as CourseAppointmentContext,
    events: {} as CourseAppointmentEvent,
    input: {} as { kind: CourseKind },
  },
  guards: {
    byLearner: actorIs("self"),
    byResult: actorIs("system", "admin"),
    byAdminOrManager: actorIs("admin", "manager"),
    byAdmin: actorIs("admin"),
    isAdditional: ({ context }) => context.kind === "additional",
    // named, not composed inline: the server's lifecycles replay facts through named guards (events/lifecycle.ts).
    // Rules, so a refused drop names its reason (the learner's page shows it beside the disabled Drop button).
    mayCancel: guardOf<{ context: CourseAppointmentContext; event: CourseAppointmentEvent }>(
      whoRule("courses.errors.cancelNotAllowed", ({ event }) => actorIs("admin", "manager", "self")({ event })),
      whenRule("courses.errors.requiredCourse", ({ context, event }) => !actorIs("self")({ event }) || context.kind === "additional"),
    ),
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
}).createMachine({
  id: "courseAppointment",
  initial: "assigned",
  context: ({ input }) => ({ kind: input.kind, attempts: 0 }),
  states: {
    assigned: {
      meta: { id: 1 },
      on: {
        "course.start": { guard: "byLearner", target: "inProgress", actions: "countAttempt" },
        "course.pass": { guard: "byAdmin", target: "passed" },
        "course.fail": { guard: "byAdmin", target: "notPassed" },
        "course.cancel": { guard: "mayCancel", target: "canceled" },
      },
    },
    inProgress: {
      meta: { id: 2 },
      on: {
        "course.pass": { guard: "byResult", target: "passed" },
        "course.fail": { guard: "byResult", target: "notPassed" },
        "course.cancel": { guard: "mayCancel", target: "canceled" },
      },
    },
    passed: { meta: { id: 3 }, type: "final" },
    notPassed: {
      meta: { id: 4 },
      on: {
        "course.retake": { guard: "byLearner", target: "inProgress", actions: "countAttempt" },
        "course.pass": { guard: "byAdmin", target: "passed" },
        "course.cancel": { guard: "mayCancel", target: "canceled" },
      },
    },
    canceled: { meta: { id: 5 }, type: "final" },
  },
});

export const courseAppointmentModel = defineModel(courseAppointmentMachine, {
  inputs: [{ kind: "required" }, { kind: "additional" }],
  events: byEach(["course.start", "course.pass", "course.fail", "course.retake", "course.cancel"], ["self", "admin"]),
  // attempts grow with every retake: only whether there was a retake matters
  serialize: (s) => [s.value, s.context.kind, Math.min(s.context.attempts, 2)],
});
