import { expect } from "vitest";
import { MIN_SEARCH_LENGTH, searchMachine } from "../../machines/search";
import { actorSut, describeModel } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof searchMachine>>;

describeModel("search", searchMachine, {
  sut: () => actorSut(searchMachine, { actors: ["runSearch"] }),
  states: {
    idle: (s) => {
      // below 3 characters nothing is searched and the results are cleared
      expect(s.context.term.trim().length).toBeLessThan(MIN_SEARCH_LENGTH);
      expect(s.context.items).toEqual([]);
    },
    searching: (s, run) => {
      const calls = (run.sut as Sut).calls;
      expect(calls.at(-1)?.input).toEqual({ term: s.context.term });
      expect(s.context.term.length).toBeGreaterThanOrEqual(MIN_SEARCH_LENGTH);
      // a new search cancels the one in flight
      if (run.sent.at(-2)?.type === "search.input" && calls.length > 1) expect(calls.at(-2)?.signal.aborted).toBe(true);
    },
    results: (s, run) => {
      const out = run.last("xstate.done.actor.runSearch").output;
      expect(s.context.items).toEqual(out.items);
      expect(s.context.tookMs).toBe(out.tookMs);
    },
    failed: (s) => {
      expect(s.context.items).toEqual([]);
      expect(s.context.error).not.toBeNull();
    },
  },
});
