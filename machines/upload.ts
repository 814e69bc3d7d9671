import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * A file upload or a CSV import (spec 001 §4, §8, §9).
 *
 * - The file's extension is checked first: a wrong one interrupts the upload before it starts.
 * - While uploading, `upload.progress` carries the percent (the app's `uploadFile` calls the
 *   `onProgress` it gets in its input).
 * - The user may cancel: a warning ("File upload canceled by the user"), not an error; leaving
 *   the state stops `uploadFile`, whose AbortSignal aborts the request.
 * - Success only on 200 with a non-empty array (the uploaded items); in CSV import mode a 200 is
 *   enough. A 415 or 422 means the server refused the format: interrupted. Anything else fails,
 *   and a failure leaves an empty result.
 * - 30 minutes (1_800_000 ms) without an answer fail the upload ('Time limit exceeded.').
 * From every end state the user can pick another file or reset.
 */
export interface UploadFile {
  name: string;
  size: number;
}
export interface UploadInput {
  file: UploadFile;
  mode: "file" | "csv";
  onProgress: (percent: number) => void;
}
export interface UploadResponse {
  status: number;
  body: unknown;
}
export type UploadProblem = "extension" | "format" | "failed" | "timeout";

export interface UploadContext {
  mode: "file" | "csv";
  /** allowed extensions, lower case without the dot; empty: any */
  extensions: string[];
  file: UploadFile | null;
  progress: number;
  result: unknown[];
  problem: UploadProblem | null;
}

export type UploadEvent =
  | { type: "upload.select"; file: UploadFile }
  | { type: "upload.progress"; percent: number }
  | { type: "upload.cancel" }
  | { type: "upload.reset" };

/** Time limit of an upload (spec 001 §9: 30 minutes). */
export const UPLOAD_LIMIT_MS = 1_800_000;

const responseOf = (event: unknown) => (event as { output: UploadResponse }).output;
const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

const pick = {
  "upload.select": [
    { guard: "extensionAllowed", target: "#upload.uploading", actions: "setFile" },
    { target: "#upload.interrupted", actions: { type: "problem", params: { problem: "extension" } } },
  ],
  "upload.reset": { target: "#upload.idle", actions: "clear" },
} as const;

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as { mode?: "file" | "csv"; extensions?: string[] } | undefined,
  },
  actors: {
    uploadFile: fromPromise<UploadResponse, UploadInput>(async () => {
      throw new Error("uploadFile is provided by the app");
    }),
  },
  guards: {
    extensionAllowed: ({ context, event }) =>
      event.type === "upload.select" &&
      (context.extensions.length === 0 || context.extensions.includes(extensionOf(event.file.name))),
    accepted: ({ context, event }) => {
      const res = responseOf(event);
      return res.status === 200 && (context.mode === "csv" || (Array.isArray(res.body) && res.body.length > 0));
    },
    badFormat: ({ event }) => [415, 422].includes(responseOf(event).status),
  },
  actions: {
    setFile: assign(({ event }) => ({
      file: event.type === "upload.select" ? event.file : null,
      progress: 0,
      result: [],
      problem: null,
    })),
    problem: assign((_, params: { problem: UploadProblem }) => ({ problem: params.problem, result: [] })),
    clear: assign({ file: null, progress: 0, result: [], problem: null }),
  },
}).createMachine({
  id: "upload",
  initial: "idle",
  context: ({ input }) => ({
    mode: input?.mode ?? "file",
    extensions: (input?.extensions ?? []).map((e) => e.toLowerCase()),
    file: null,
    progress: 0,
    result: [],
    problem: null,
  }),
  states: {
    idle: { on: { "upload.select": pick["upload.select"] } },
    uploading: {
      invoke: {
        id: "uploadFile",
        src: "uploadFile",
        input: ({ context, self }) => ({
          file: context.file as UploadFile,
          mode: context.mode,
          onProgress: (percent: number) => self.send({ type: "upload.progress", percent }),
        }),
        onDone: [
          {
            guard: "accepted",
            target: "succeeded",
            actions: assign(({ event }) => {
              const body = responseOf(event).body;
              return { result: Array.isArray(body) ? body : [], progress: 100 };
            }),
          },
          { guard: "badFormat", target: "interrupted", actions: { type: "problem", params: { problem: "format" } } },
          { target: "failed", actions: { type: "problem", params: { problem: "failed" } } },
        ],
        onError: { target: "failed", actions: { type: "problem", params: { problem: "failed" } } },
      },
      after: { [UPLOAD_LIMIT_MS]: { target: "failed", actions: { type: "problem", params: { problem: "timeout" } } } },
      on: {
        "upload.progress": {
          actions: assign({
            progress: ({ context, event }) => Math.max(context.progress, Math.min(100, Math.max(0, Math.round(event.percent)))),
          }),
        },
        "upload.cancel": "canceled",
      },
    },
    succeeded: { on: pick },
    failed: { on: pick },
    canceled: { on: pick },
    interrupted: { on: pick },
  },
});

export const uploadModel = defineModel(uploadMachine, {
  inputs: [
    { mode: "file", extensions: ["pdf", "png"] },
    { mode: "csv", extensions: ["csv"] },
  ],
  events: [
    { type: "upload.select", file: { name: "Report.PDF", size: 120_000 } },
    { type: "upload.select", file: { name: "users.csv", size: 2_000 } },
    { type: "upload.select", file: { name: "setup.exe", size: 9_000 } },
    { type: "upload.progress", percent: 42.4 },
    { type: "xstate.done.actor.uploadFile", output: { status: 200, body: [{ id: 7 }] } },
    { type: "xstate.done.actor.uploadFile", output: { status: 200, body: [] } },
    { type: "xstate.done.actor.uploadFile", output: { status: 415, body: null } },
    { type: "xstate.done.actor.uploadFile", output: { status: 500, body: null } },
    { type: "xstate.error.actor.uploadFile", error: { message: "network" } },
  ],
  serialize: (s) => [s.value, s.context.mode, s.context.file?.name ?? null, s.context.progress > 0, s.context.problem],
  simplePaths: false,
});
