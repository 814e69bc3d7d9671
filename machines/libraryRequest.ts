import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * A library list or tree request (spec 001 §4): a newer request cancels the one in flight
 * without an error. The app runs one actor per kind (`list`, `tree`) and provides
 * `fetchLibrary`; re-entering `loading` stops the previous invocation, whose AbortSignal aborts
 * the fetch, and its late answer is never seen. A real failure ends in `failed`, where the app
 * shows 'Data load failed. Contact your admin' (never on a cancellation).
 */
export interface LibraryParams {
  folderId?: number | null;
  search?: string;
  [key: string]: unknown;
}
export interface FetchLibraryInput {
  kind: "list" | "tree";
  params: LibraryParams;
}

export interface LibraryRequestContext {
  kind: "list" | "tree";
  params: LibraryParams | null;
  data: unknown;
  error: unknown;
}

export type LibraryRequestEvent = { type: "library.request"; params: LibraryParams };

export const libraryRequestMachine = setup({
  types: {
    context: {} as LibraryRequestContext,
    events: {} as LibraryRequestEvent,
    input: {} as { kind: "list" | "tree" },
  },
  actors: {
    fetchLibrary: fromPromise<unknown, FetchLibraryInput>(async () => {
      throw new Error("fetchLibrary is provided by the app");
    }),
  },
}).createMachine({
  id: "libraryRequest",
  initial: "idle",
  context: ({ input }) => ({ kind: input.kind, params: null, data: null, error: null }),
  on: {
    "library.request": {
      target: ".loading",
      reenter: true,
      actions: assign({ params: ({ event }) => event.params, error: null }),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: "fetchLibrary",
        src: "fetchLibrary",
        input: ({ context }) => ({ kind: context.kind, params: context.params ?? {} }),
        onDone: { target: "loaded", actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ data: null, error: ({ event }) => event.error ?? "failed" }) },
      },
    },
    loaded: {},
    failed: {},
  },
});

export const libraryRequestModel = defineModel(libraryRequestMachine, {
  inputs: [{ kind: "list" }, { kind: "tree" }],
  events: [
    { type: "library.request", params: { folderId: 1 } },
    { type: "xstate.done.actor.fetchLibrary", output: { rows: [{ id: 5 }] } },
    { type: "xstate.error.actor.fetchLibrary", error: { status: 500 } },
  ],
  serialize: (s) => [s.value, s.context.kind, s.context.data !== null, s.context.error !== null],
});
