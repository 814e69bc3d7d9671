import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";
import { guardOf, whenRule, whoRule } from "./rules";

/**
 * Publication of a library file or a track (spec 000 §4, spec 001 §4): publishing sets the last
 * publish date and the unpublished-activities count to 0, and marks every task published.
 * The spec shows no numbers; ours: draft 1 (never published), published 2 (learners see the
 * latest version), modified 3 (published, with unpublished changes), unpublished 4 (withdrawn).
 *
 * Editing a task (`publication.change`) marks it unpublished; the count is the number of
 * unpublished tasks. A track needs at least one task to be published ("For publication, add a
 * module"); a file needs nothing. The publish date comes in the event (`at`), never from the
 * clock, so a replay computes the same context. This is also the track's publish/unpublish (see
 * trackProgress). Removing a task (`publication.removeTask`) drops it from the count; on a published track
 * it is an unpublished change too. Refusals name their rule (catalogue ids `workflows.errors.*`).
 */
export interface PublicationTask {
  id: number;
  published: boolean;
}

export type PublicationEvent =
  | ({ type: "publication.change"; taskId?: number } & ActorEvent)
  | ({ type: "publication.removeTask"; taskId: number } & ActorEvent)
  | ({ type: "publication.publish"; at: string } & ActorEvent)
  | ({ type: "publication.unpublish" } & ActorEvent);

export interface PublicationContext {
  kind: "file" | "track";
  lastPublishDate: string | null;
  unpublishedActivitiesCount: number;
  tasks: PublicationTask[];
}


type Args = { context: PublicationContext; event: PublicationEvent };
/** Who may change and publish: an editor of the file or track (the server sends them as `admin`). */
const editor = whoRule<Args>("workflows.errors.notEditor", actorIs("admin"));
/** "For publication, add a module": a track needs at least one task. */
const hasTasks = whenRule<Args>("workflows.errors.noTasks", ({ context }) => context.kind === "file" || context.tasks.length > 0);

export const publicationMachine = setup({
  types: {
    context: {} as PublicationContext,
    events: {} as PublicationEvent,
    input: {} as { kind: "file" | "track"; tasks?: PublicationTask[] },
  },
  guards: {
    byAdmin: guardOf(editor),
    canPublish: guardOf(editor, hasTasks),
  },
  actions: {
    changeTask: assign(({ context, event }) => {
      if (event.type !== "publication.change" || event.taskId === undefined || context.kind === "file") return {};
      const others = context.tasks.filter((t) => t.id !== event.taskId);
      const tasks = [...others, { id: event.taskId, published: false }].sort((a, b) => a.id - b.id);
      return { tasks, unpublishedActivitiesCount: tasks.filter((t) => !t.published).length };
    }),
    removeTask: assign(({ context, event }) => {
      if (event.type !== "publication.removeTask") return {};
      const tasks = context.tasks.filter((t) => t.id !== event.taskId);
      return { tasks, unpublishedActivitiesCount: tasks.filter((t) => !t.published).length };
    }),
    publish: assign(({ context, event }) => ({
      lastPublishDate: event.type === "publication.publish" ? event.at : context.lastPublishDate,
      unpublishedActivitiesCount: 0,
      tasks: context.tasks.map((t) => ({ ...t, published: true })),
    })),
  },
}).createMachine({
  id: "publication",
  initial: "draft",
  context: ({ input }) => ({
    kind: input.kind,
    lastPublishDate: null,
    tasks: input.tasks ?? [],
    unpublishedActivitiesCount: (input.tasks ?? []).filter((t) => !t.published).length,
  }),
  states: {
    draft: {
      meta: { id: 1 },
      on: {
        "publication.change": { guard: "byAdmin", actions: "changeTask" },
        "publication.removeTask": { guard: "byAdmin", actions: "removeTask" },
        "publication.publish": { guard: "canPublish", target: "published", actions: "publish" },
      },
    },
    published: {
      meta: { id: 2 },
      on: {
        "publication.change": { guard: "byAdmin", target: "modified", actions: "changeTask" },
        "publication.removeTask": { guard: "byAdmin", target: "modified", actions: "removeTask" },
        "publication.unpublish": { guard: "byAdmin", target: "unpublished" },
      },
    },
    modified: {
      meta: { id: 3 },
      on: {
        "publication.change": { guard: "byAdmin", actions: "changeTask" },
        "publication.removeTask": { guard: "byAdmin", actions: "removeTask" },
        "publication.publish": { guard: "canPublish", target: "published", actions: "publish" },
        "publication.unpublish": { guard: "byAdmin", target: "unpublished" },
      },
    },
    unpublished: {
      meta: { id: 4 },
      on: {
        "publication.change": { guard: "byAdmin", actions: "changeTask" },
        "publication.removeTask": { guard: "byAdmin", actions: "removeTask" },
        "publication.publish": { guard: "canPublish", target: "published", actions: "publish" },
      },
    },
  },
});

export const publicationModel = defineModel(publicationMachine, {
  inputs: [{ kind: "track" }, { kind: "file" }],
  events: [
    ...byEach(["publication.change"], ["admin"]),
    ...byEach(["publication.change"], ["admin"], { taskId: 1 }),
    ...byEach(["publication.change"], ["admin"], { taskId: 2 }),
    ...byEach(["publication.removeTask"], ["admin"], { taskId: 1 }),
    ...byEach(["publication.publish"], ["admin", "self"], { at: "2025-03-01T10:00:00.000Z" }),
    ...byEach(["publication.unpublish"], ["admin"]),
  ],
  serialize: (s) => [s.value, s.context.kind, s.context.tasks, s.context.lastPublishDate !== null],
  simplePaths: false,
});
