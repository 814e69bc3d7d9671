import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * Saving a task's form (spec 000 §4, spec 001 §4) and the inactivity prompt.
 *
 * Region `saving`: saves run one at a time, in order. A save while another is in flight waits
 * in the queue; each save uses PUT when a record id exists, else POST (the POST's answer gives the
 * id, so the queued saves after it use PUT: the reason they must not run in parallel). Saves are
 * skipped once the task is completed (`task.completed` also drops the queue). A failed save is
 * kept in `error` and the queue goes on: every save carries the whole form.
 *
 * Region `activity`: after one minute (60000 ms) without activity a dialog asks to update the
 * form data; refreshing (the app's `refreshForm`) or dismissing closes it. Typing and saving count
 * as activity.
 *
 * The app provides `saveForm` (input: method, recordId, data; output: `{ id }`).
 */
export type FormData = Record<string, unknown>;
export interface SaveFormInput {
  method: "POST" | "PUT";
  recordId: string | number | null;
  data: FormData;
}

export interface SaveQueueContext {
  recordId: string | number | null;
  taskCompleted: boolean;
  queue: FormData[];
  current: FormData | null;
  error: unknown;
}

export type SaveQueueEvent =
  | { type: "form.save"; data: FormData }
  | { type: "task.completed" }
  | { type: "user.activity" }
  | { type: "prompt.refresh" }
  | { type: "prompt.dismiss" };

/** Inactivity before the update prompt (spec 000 §4). */
export const INACTIVITY_MS = 60_000;

export const saveQueueMachine = setup({
  types: {
    context: {} as SaveQueueContext,
    events: {} as SaveQueueEvent,
    input: {} as { recordId?: string | number | null; taskCompleted?: boolean } | undefined,
  },
  actors: {
    saveForm: fromPromise<{ id: string | number }, SaveFormInput>(async () => {
      throw new Error("saveForm is provided by the app");
    }),
  },
  guards: {
    taskOpen: ({ context }) => !context.taskCompleted,
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, event.type === "form.save" ? event.data : {}] }),
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    saved: assign(({ context, event }) => ({
      recordId: (event as unknown as { output?: { id?: string | number } }).output?.id ?? context.recordId,
      current: null,
      error: null,
    })),
    failed: assign({ current: null, error: ({ event }) => (event as unknown as { error?: unknown }).error ?? "failed" }),
    /** provided by the app: reloads the form data */
    refreshForm: () => {},
  },
}).createMachine({
  id: "saveQueue",
  type: "parallel",
  context: ({ input }) => ({
    recordId: input?.recordId ?? null,
    taskCompleted: input?.taskCompleted ?? false,
    queue: [],
    current: null,
    error: null,
  }),
  states: {
    saving: {
      initial: "idle",
      on: { "task.completed": { actions: assign({ taskCompleted: true, queue: [] }) } },
      states: {
        idle: {
          on: { "form.save": { guard: "taskOpen", target: "busy", actions: "enqueue" } },
        },
        busy: {
          entry: "takeNext",
          invoke: {
            id: "saveForm",
            src: "saveForm",
            input: ({ context }) => ({
              method: context.recordId === null ? "POST" : "PUT",
              recordId: context.recordId,
              data: context.current ?? {},
            }),
            onDone: [
              { guard: "hasQueued", target: "busy", reenter: true, actions: "saved" },
              { target: "idle", actions: "saved" },
            ],
            onError: [
              { guard: "hasQueued", target: "busy", reenter: true, actions: "failed" },
              { target: "idle", actions: "failed" },
            ],
          },
          on: { "form.save": { guard: "taskOpen", actions: "enqueue" } },
        },
      },
    },
    activity: {
      initial: "active",
      states: {
        active: {
          after: { [INACTIVITY_MS]: "prompting" },
          on: {
            "user.activity": { target: "active", reenter: true },
            "form.save": { target: "active", reenter: true },
          },
        },
        prompting: {
          on: {
            "prompt.refresh": { target: "active", actions: "refreshForm" },
            "prompt.dismiss": "active",
          },
        },
      },
    },
  },
});

export const saveQueueModel = defineModel(saveQueueMachine, {
  events: [
    { type: "form.save", data: { answer: "draft" } },
    { type: "xstate.done.actor.saveForm", output: { id: "r1" } },
    { type: "xstate.error.actor.saveForm", error: { status: 500 } },
  ],
  serialize: (s) => [
    s.value,
    Math.min(s.context.queue.length, 2),
    s.context.recordId !== null,
    s.context.taskCompleted,
    s.context.error !== null,
  ],
  simplePaths: false,
});
