import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * An export (track, workflow or table export; spec 001 §8-9): loading, then success or failure
 * ('Failed to export course'); 10 minutes (600000 ms) without an answer fail it
 * ('Time limit exceeded.'). The app provides `runExport` (input: params; output: the file) and
 * shows the loading, success and failure notices in the snackbar. From an end state the user may
 * export again or dismiss.
 */
export interface ExportFile {
  url: string;
  name: string;
}
export interface ExportContext {
  params: Record<string, unknown> | null;
  file: ExportFile | null;
  problem: "failed" | "timeout" | null;
}
export type ExportEvent = { type: "export.start"; params: Record<string, unknown> } | { type: "export.reset" };

/** Time limit of a track or workflow export (spec 001 §9). */
export const EXPORT_LIMIT_MS = 600_000;

const start = { target: "#exportJob.loading", actions: "begin" } as const;
const reset = { target: "#exportJob.idle", actions: "clear" } as const;

export const exportJobMachine = setup({
  types: { context: {} as ExportContext, events: {} as ExportEvent },
  actors: {
    runExport: fromPromise<ExportFile, Record<string, unknown>>(async () => {
      throw new Error("runExport is provided by the app");
    }),
  },
  actions: {
    clear: assign({ params: null, file: null, problem: null }),
    begin: assign({
      params: ({ event }) => (event.type === "export.start" ? event.params : null),
      file: null,
      problem: null,
    }),
  },
}).createMachine({
  id: "exportJob",
  initial: "idle",
  context: { params: null, file: null, problem: null },
  states: {
    idle: { on: { "export.start": start } },
    loading: {
      invoke: {
        id: "runExport",
        src: "runExport",
        input: ({ context }) => context.params ?? {},
        onDone: { target: "success", actions: assign({ file: ({ event }) => event.output }) },
        onError: { target: "failure", actions: assign({ problem: "failed" }) },
      },
      after: { [EXPORT_LIMIT_MS]: { target: "failure", actions: assign({ problem: "timeout" }) } },
    },
    success: { on: { "export.start": start, "export.reset": reset } },
    failure: { on: { "export.start": start, "export.reset": reset } },
  },
});

export const exportJobModel = defineModel(exportJobMachine, {
  events: [
    { type: "export.start", params: { workflowId: 12 } },
    { type: "xstate.done.actor.runExport", output: { url: "/files/track-12.xlsx", name: "track-12.xlsx" } },
    { type: "xstate.error.actor.runExport", error: { status: 500 } },
  ],
  serialize: (s) => [s.value, s.context.file !== null, s.context.problem],
});
