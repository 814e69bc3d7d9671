import { createActor, fromPromise } from "xstate";
import { expect, it } from "vitest";
import { type FetchPageInput, lazyListMachine, type PageResult } from "../../machines/lazyList";
import { actorSut, describeModel, type FakeCall, flush } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof lazyListMachine>>;
const lastCall = (run: { sut: unknown }) => (run.sut as Sut).calls.at(-1) as FakeCall;
const lastOutcome = (sent: { type: string }[]) =>
  sent.findLast((e) => e.type.startsWith("xstate.done.actor") || e.type.startsWith("xstate.error.actor")) as
    | { type: string; output?: PageResult; error?: { status?: number } }
    | undefined;

describeModel("lazyList", lazyListMachine, {
  sut: (input) => actorSut(lazyListMachine, { input, actors: ["fetchPage"] }),
  states: {
    idle: (s) => {
      expect(s.context.rows).toEqual([]);
      expect(s.context.query).toEqual({});
      expect(s.can({ type: "list.loadMore" })).toBe(false);
    },
    loading: (s, run) => {
      // a new load while one is in flight aborts it (see the test below)
      if (run.sent.at(-2)?.type === "list.load") expect((run.sut as Sut).calls.at(-2)?.signal.aborted).toBe(true);
      const call = lastCall(run);
      // the first page: no last_id; lazy asks `limit` rows, full asks all
      expect(call.input).toEqual({
        query: run.last("list.load").query,
        lastId: null,
        limit: s.context.mode === "lazy" ? s.context.limit : null,
      });
      expect(s.context.warning).toBeNull();
    },
    loaded: (s) => {
      // more pages may follow: only in lazy mode, after a full page
      expect(s.context.mode).toBe("lazy");
      expect(s.context.rows.length % s.context.limit).toBe(0);
      expect(s.context.lastId).toBe(s.context.rows.at(-1)?.id);
      expect(s.can({ type: "list.loadMore" })).toBe(true);
    },
    loadingMore: (s, run) => {
      expect(lastCall(run).input).toEqual({ query: s.context.query, lastId: s.context.lastId, limit: s.context.limit });
    },
    complete: (s, run) => {
      expect(s.can({ type: "list.loadMore" })).toBe(false);
      const out = lastOutcome(run.sent);
      // stopped by a short page, a 204 (rows kept), or a 404 on a later page
      if (out?.output?.status === 200) {
        const short = out.output.rows.length < s.context.limit;
        expect(s.context.mode === "full" || short).toBe(true);
      }
      if (out?.error) expect(s.context.warning).toBe("notFound");
    },
    empty: (s, run) => {
      expect(s.context.rows).toEqual([]);
      const out = lastOutcome(run.sent);
      const expected =
        out?.output?.status === 204 ? "noContent" : out?.error?.status === 404 ? "notFound" : "nothingFound";
      expect(s.context.warning).toBe(expected);
      if (expected === "nothingFound") expect(s.context.query.filters).toBeTruthy();
    },
    failed: (s, run) => {
      // a failure cleans the list
      expect(s.context.rows).toEqual([]);
      expect(s.context.error).toEqual(lastOutcome(run.sent)?.error);
    },
  },
});

it("a new search cancels the request in flight silently, and its late answer is ignored", async () => {
  const pending: Array<{ input: FetchPageInput; signal: AbortSignal; resolve: (r: PageResult) => void }> = [];
  const actor = createActor(
    lazyListMachine.provide({
      actors: {
        fetchPage: fromPromise<PageResult, FetchPageInput>(
          ({ input, signal }) => new Promise((resolve) => pending.push({ input, signal, resolve })),
        ),
      },
    }),
    { input: { mode: "lazy", limit: 2 } },
  ).start();
  actor.send({ type: "list.load", query: { search: "ann" } });
  actor.send({ type: "list.load", query: { search: "anna" } });
  expect(pending.map((p) => p.signal.aborted)).toEqual([true, false]);
  pending[0].resolve({ status: 200, rows: [{ id: 1 }] });
  await flush();
  expect(actor.getSnapshot().value).toBe("loading");
  expect(actor.getSnapshot().context.error).toBeNull();
  pending[1].resolve({ status: 200, rows: [{ id: 7 }, { id: 8 }] });
  await flush();
  expect(actor.getSnapshot().value).toBe("loaded");
  expect(actor.getSnapshot().context.rows).toEqual([{ id: 7 }, { id: 8 }]);
  actor.send({ type: "list.loadMore" });
  expect(pending[2].input).toEqual({ query: { search: "anna" }, lastId: 8, limit: 2 });
  actor.send({ type: "list.clean" });
  expect(pending[2].signal.aborted).toBe(true);
  expect(actor.getSnapshot().context.rows).toEqual([]);
});
