import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * A search box (spec 001 §4, §9): a term applies from 3 characters (trimmed); a shorter one
 * clears the search and shows the unfiltered view. A new term cancels the search in flight (the
 * invoked `runSearch` is stopped and its signal aborted) and so does clearing. The app provides
 * `runSearch` (input: term; output: items and the time it took, for 'Found {found} in {time} ms').
 */
export interface SearchOutput {
  items: unknown[];
  tookMs: number;
}

export interface SearchContext {
  term: string;
  items: unknown[];
  tookMs: number | null;
  error: unknown;
}

export type SearchEvent = { type: "search.input"; term: string } | { type: "search.clear" };

/** Minimum search length (spec 001 §9). */
export const MIN_SEARCH_LENGTH = 3;

const cleared = { items: [], tookMs: null, error: null };

export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    runSearch: fromPromise<SearchOutput, { term: string }>(async () => {
      throw new Error("runSearch is provided by the app");
    }),
  },
  guards: {
    longEnough: ({ event }) => event.type === "search.input" && event.term.trim().length >= MIN_SEARCH_LENGTH,
  },
}).createMachine({
  id: "search",
  initial: "idle",
  context: { term: "", ...cleared },
  on: {
    "search.input": [
      {
        guard: "longEnough",
        target: ".searching",
        reenter: true,
        actions: assign({ term: ({ event }) => event.term.trim(), error: null }),
      },
      { target: ".idle", actions: assign({ term: ({ event }) => event.term, ...cleared }) },
    ],
    "search.clear": { target: ".idle", actions: assign({ term: "", ...cleared }) },
  },
  states: {
    idle: {},
    searching: {
      invoke: {
        id: "runSearch",
        src: "runSearch",
        input: ({ context }) => ({ term: context.term }),
        onDone: {
          target: "results",
          actions: assign({ items: ({ event }) => event.output.items, tookMs: ({ event }) => event.output.tookMs }),
        },
        onError: { target: "failed", actions: assign({ items: [], error: ({ event }) => event.error ?? "failed" }) },
      },
    },
    results: {},
    failed: {},
  },
});

export const searchModel = defineModel(searchMachine, {
  events: [
    { type: "search.input", term: "ab " },
    { type: "search.input", term: " abc" },
    { type: "xstate.done.actor.runSearch", output: { items: [{ id: 1 }], tookMs: 12 } },
    { type: "xstate.error.actor.runSearch", error: { status: 500 } },
  ],
  serialize: (s) => [s.value, s.context.term, s.context.items.length, s.context.error !== null],
});
