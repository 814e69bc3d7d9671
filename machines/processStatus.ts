import { assign, setup } from "xstate";
import { type ActorEvent, actorIs } from "./actor";
import { byEach, defineModel } from "./graph/model";

/**
 * A background process (import, export, integration sync...): create 1, inProgress 2,
 * completed 3, error 4 (spec 000 §4).
 *
 * Transitions are ours: a job starts a created process and reports progress, completion or a
 * failure; a process may fail before it starts (bad parameters). An admin or the job retries a
 * failed one, which starts it over. Completed is final.
 */
export type ProcessEvent =
  | ({ type: "process.start" } & ActorEvent)
  | ({ type: "process.progress"; percent: number } & ActorEvent)
  | ({ type: "process.complete" } & ActorEvent)
  | ({ type: "process.fail"; message: string } & ActorEvent)
  | ({ type: "process.retry" } & ActorEvent);

export interface ProcessContext {
  progress: number;
  error: string | null;
}

export const processStatusMachine = setup({
  types: { context: {} as ProcessContext, events: {} as ProcessEvent },
  guards: {
    byJob: actorIs("system"),
    byAdminOrJob: actorIs("admin", "system"),
  },
  actions: {
    fail: assign({ error: ({ event }) => (event.type === "process.fail" ? event.message : null) }),
  },
}).createMachine({
  id: "processStatus",
  initial: "create",
  context: { progress: 0, error: null },
  states: {
    create: {
      meta: { id: 1 },
      on: {
        "process.start": { guard: "byAdminOrJob", target: "inProgress" },
        "process.fail": { guard: "byJob", target: "error", actions: "fail" },
      },
    },
    inProgress: {
      meta: { id: 2 },
      on: {
        "process.progress": {
          guard: "byJob",
          actions: assign({
            progress: ({ context, event }) => Math.max(context.progress, Math.min(100, Math.max(0, event.percent))),
          }),
        },
        "process.complete": { guard: "byJob", target: "completed", actions: assign({ progress: 100 }) },
        "process.fail": { guard: "byJob", target: "error", actions: "fail" },
      },
    },
    completed: { meta: { id: 3 }, type: "final" },
    error: {
      meta: { id: 4 },
      on: {
        "process.retry": {
          guard: "byAdminOrJob",
          target: "inProgress",
          actions: assign({ progress: 0, error: null }),
        },
      },
    },
  },
});

export const processStatusModel = defineModel(processStatusMachine, {
  events: [
    ...byEach(["process.start", "process.complete", "process.retry"], ["system", "self"]),
    ...byEach(["process.progress"], ["system"], { percent: 40 }),
    ...byEach(["process.progress"], ["system"], { percent: 140 }),
    ...byEach(["process.fail"], ["system"], { message: "SMTP server did not answer" }),
  ],
  serialize: (s) => [s.value, s.context.progress, s.context.error],
  simplePaths: false,
});
