import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";
import { guardOf, whenRule, whoRule } from "./rules";

/**
 * A course as its administrators build it (spec 000 §3 "Course: ... state", spec 001 §8 "For publication, activate
 * the course", "For publication, add a module"). The spec names no numbers; ours: inactive 1 (being built, hidden),
 * active 2 (ready, still hidden from learners), published 3 (in the catalogues, appointable). Deactivating a
 * published course withdraws it. Publishing an inactive course has no transition: the server answers it with
 * "For publication, activate the course" (its not-now id for publish). The module count comes in every module event (`modules`), never read from
 * elsewhere, so a replay decides as the live command did. Refusals name their rule (catalogue ids `courses.errors.*`).
 */
export type CourseEvent =
  | ({ type: "course.activate" } & ActorEvent)
  | ({ type: "course.deactivate" } & ActorEvent)
  | ({ type: "course.publish" } & ActorEvent)
  | ({ type: "course.unpublish" } & ActorEvent)
  | ({ type: "course.modulesChanged"; modules: number } & ActorEvent);

export interface CourseContext {
  modules: number;
}

type Args = { context: CourseContext; event: CourseEvent };
/** Only a course administrator (the server sends them as `admin`) changes a course. */
const editor = whoRule<Args>("courses.errors.notEditor", actorIs("admin"));
/** "For publication, add a module". */
const hasModule = whenRule<Args>("courses.errors.addModule", ({ context }) => context.modules > 0);
/** A published course keeps at least one module: its learners would open an empty course. */
const keepsModule = whenRule<Args>("courses.errors.lastModule", ({ event }) => event.type !== "course.modulesChanged" || event.modules > 0);

export const courseMachine = setup({
  types: { context: {} as CourseContext, events: {} as CourseEvent, input: {} as { modules?: number } },
  guards: {
    byEditor: guardOf(editor),
    canPublish: guardOf(editor, hasModule),
    keepsModule: guardOf(editor, keepsModule),
  },
  actions: {
    countModules: assign({ modules: ({ context, event }) => (event.type === "course.modulesChanged" ? event.modules : context.modules) }),
  },
}).createMachine({
  id: "course",
  initial: "inactive",
  context: ({ input }) => ({ modules: input.modules ?? 0 }),
  states: {
    inactive: {
      meta: { id: 1 },
      on: {
        "course.activate": { guard: "byEditor", target: "active" },
        "course.modulesChanged": { guard: "byEditor", actions: "countModules" },
      },
    },
    active: {
      meta: { id: 2 },
      on: {
        "course.deactivate": { guard: "byEditor", target: "inactive" },
        "course.publish": { guard: "canPublish", target: "published" },
        "course.modulesChanged": { guard: "byEditor", actions: "countModules" },
      },
    },
    published: {
      meta: { id: 3 },
      on: {
        "course.unpublish": { guard: "byEditor", target: "active" },
        "course.deactivate": { guard: "byEditor", target: "inactive" },
        "course.modulesChanged": { guard: "keepsModule", actions: "countModules" },
      },
    },
  },
});

export const courseModel = defineModel(courseMachine, {
  inputs: [{}],
  events: [
    ...byEach(["course.activate", "course.deactivate", "course.publish", "course.unpublish"], ["admin", "self"]),
    ...byEach(["course.modulesChanged"], ["admin"], { modules: 0 }),
    ...byEach(["course.modulesChanged"], ["admin"], { modules: 1 }),
  ],
  serialize: (s) => [s.value, s.context.modules],
});
