import { createActor, fromPromise } from "xstate";
import { expect, it } from "vitest";
import { type FetchLibraryInput, libraryRequestMachine } from "../../machines/libraryRequest";
import { actorSut, describeModel, flush } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof libraryRequestMachine>>;

describeModel("libraryRequest", libraryRequestMachine, {
  sut: (input) => actorSut(libraryRequestMachine, { input, actors: ["fetchLibrary"] }),
  states: {
    idle: (s) => {
      expect(s.context.params).toBeNull();
    },
    loading: (s, run) => {
      const calls = (run.sut as Sut).calls;
      expect(calls.at(-1)?.input).toEqual({ kind: s.context.kind, params: run.last("library.request").params });
      // a newer request cancels the previous one; no error is shown for it
      if (run.sent.at(-2)?.type === "library.request") expect(calls.at(-2)?.signal.aborted).toBe(true);
      expect(s.context.error).toBeNull();
    },
    loaded: (s, run) => {
      expect(s.context.data).toEqual(run.last("xstate.done.actor.fetchLibrary").output);
    },
    failed: (s, run) => {
      expect(s.context.data).toBeNull();
      expect(s.context.error).toEqual(run.last("xstate.error.actor.fetchLibrary").error);
    },
  },
});

it("ignores the late answer of a cancelled request", async () => {
  const pending: Array<{ input: FetchLibraryInput; resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  const actor = createActor(
    libraryRequestMachine.provide({
      actors: {
        fetchLibrary: fromPromise<unknown, FetchLibraryInput>(
          ({ input }) => new Promise((resolve, reject) => pending.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { kind: "tree" } },
  ).start();
  actor.send({ type: "library.request", params: { folderId: 1 } });
  actor.send({ type: "library.request", params: { folderId: 2 } });
  pending[0].reject(new DOMException("aborted", "AbortError"));
  await flush();
  expect(actor.getSnapshot().value).toBe("loading");
  expect(actor.getSnapshot().context.error).toBeNull();
  pending[1].resolve({ tree: [2] });
  await flush();
  expect(actor.getSnapshot().value).toBe("loaded");
  expect(actor.getSnapshot().context.data).toEqual({ tree: [2] });
});
