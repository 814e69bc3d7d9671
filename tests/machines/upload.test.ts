import { createActor, fromPromise } from "xstate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_LIMIT_MS, type UploadInput, type UploadResponse, uploadMachine } from "../../machines/upload";
import { actorSut, describeModel, flush } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof uploadMachine>>;
const ext = (name: string) => name.split(".").pop()?.toLowerCase() ?? "";
const lastDone = (sent: { type: string }[]) =>
  sent.findLast((e) => e.type === "xstate.done.actor.uploadFile") as { output: UploadResponse } | undefined;

describeModel("upload", uploadMachine, {
  fakeTimers: true,
  sut: (input) => actorSut(uploadMachine, { input, actors: ["uploadFile"] }),
  states: {
    idle: (s) => {
      expect(s.context.file).toBeNull();
      expect(s.can({ type: "upload.cancel" })).toBe(false);
    },
    uploading: (s, run) => {
      const call = (run.sut as Sut).calls.at(-1);
      expect(call?.input.file).toEqual(s.context.file);
      expect(call?.input.mode).toBe(s.context.mode);
      expect(s.context.extensions).toContain(ext(s.context.file?.name ?? ""));
      expect(s.context.progress).toBe(run.sent.at(-1)?.type === "upload.progress" ? 42 : 0);
      expect(s.can({ type: "upload.cancel" })).toBe(true);
    },
    succeeded: (s, run) => {
      const res = lastDone(run.sent)?.output;
      expect(res?.status).toBe(200);
      // a file upload needs a non-empty array; a CSV import only the 200
      if (s.context.mode === "file") expect(s.context.result).toEqual(res?.body);
      expect(s.context.progress).toBe(100);
      expect(s.context.problem).toBeNull();
    },
    failed: (s, run) => {
      // a failure leaves an empty result; 30 minutes without an answer is a timeout
      expect(s.context.result).toEqual([]);
      const timedOut = run.sent.at(-1)?.type.startsWith("xstate.after.1800000.");
      expect(s.context.problem).toBe(timedOut ? "timeout" : "failed");
      if (timedOut) expect((run.sut as Sut).calls.at(-1)?.signal.aborted).toBe(true);
    },
    canceled: (s, run) => {
      // a warning, not an error; the request is aborted
      expect(s.context.problem).toBeNull();
      expect(s.context.result).toEqual([]);
      expect((run.sut as Sut).calls.at(-1)?.signal.aborted).toBe(true);
    },
    interrupted: (s, run) => {
      expect(s.context.result).toEqual([]);
      if (run.sent.at(-1)?.type === "upload.select") {
        // a wrong extension stops it before any request
        expect(s.context.problem).toBe("extension");
        expect(s.context.extensions).not.toContain(ext(run.last("upload.select").file.name));
      } else {
        expect(s.context.problem).toBe("format");
        expect([415, 422]).toContain(lastDone(run.sent)?.output.status);
      }
    },
  },
});

describe("upload with the clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports progress through its input and fails after 30 minutes", async () => {
    const calls: Array<{ input: UploadInput; signal: AbortSignal }> = [];
    const actor = createActor(
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise<UploadResponse, UploadInput>(
            ({ input, signal }) => new Promise(() => calls.push({ input, signal })),
          ),
        },
      }),
      { input: { extensions: ["pdf"] } },
    ).start();
    actor.send({ type: "upload.select", file: { name: "a.pdf", size: 10 } });
    await flush();
    calls[0].input.onProgress(55.5);
    calls[0].input.onProgress(130);
    expect(actor.getSnapshot().context.progress).toBe(100);
    vi.advanceTimersByTime(UPLOAD_LIMIT_MS - 1);
    expect(actor.getSnapshot().value).toBe("uploading");
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.problem).toBe("timeout");
    expect(calls[0].signal.aborted).toBe(true);
  });
});
