import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * A list that loads fully or lazily, paged by `last_id` (spec 000 §4, spec 001 §4 and §8).
 *
 * - Full mode asks once without a limit; lazy mode asks `limit` rows after `lastId` and stops
 *   (`complete`) when a page is shorter than the limit or the answer is 204.
 * - A 204 on the first page (a non-lazy load, or a new lazy search) clears the list.
 * - `list.load` (a new search or filter) and `list.clean` cancel the request in flight silently:
 *   leaving the state stops the invoked `fetchPage`, whose AbortSignal the app passes to fetch.
 * - A 404, or an empty result of a filtered load, is a warning (`empty` with `warning`); rows a
 *   lazy list already shows stay when a later page answers 404.
 * - Any other failure cleans the list (`failed`).
 *
 * The app provides `fetchPage` with `machine.provide({ actors: { fetchPage } })`: it resolves
 * `{ status: 200, rows }` or `{ status: 204 }` and rejects with `{ status }` (or a network error).
 */
export interface ListRow {
  id: number | string;
  [field: string]: unknown;
}
export interface ListQuery {
  search?: string;
  filters?: Record<string, unknown>;
}
export type PageResult = { status: 200; rows: ListRow[] } | { status: 204 };
export interface FetchPageInput {
  query: ListQuery;
  lastId: ListRow["id"] | null;
  limit: number | null;
}
export type ListWarning = "noContent" | "notFound" | "nothingFound";

export interface LazyListContext {
  mode: "full" | "lazy";
  limit: number;
  query: ListQuery;
  rows: ListRow[];
  lastId: ListRow["id"] | null;
  warning: ListWarning | null;
  error: unknown;
}

export type LazyListEvent = { type: "list.load"; query: ListQuery } | { type: "list.loadMore" } | { type: "list.clean" };

// Guards and actions of onDone/onError see the invoked actor's done or error event.
const outputOf = (event: unknown) => (event as { output: PageResult }).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;
const isFiltered = (q: ListQuery) =>
  Boolean(q.search?.trim()) || Object.values(q.filters ?? {}).some((v) => (Array.isArray(v) ? v.length > 0 : v != null));

export const lazyListMachine = setup({
  types: {
    context: {} as LazyListContext,
    events: {} as LazyListEvent,
    input: {} as { mode: "full" | "lazy"; limit?: number },
  },
  actors: {
    fetchPage: fromPromise<PageResult, FetchPageInput>(async () => {
      throw new Error("fetchPage is provided by the app");
    }),
  },
  guards: {
    noContent: ({ event }) => outputOf(event).status === 204,
    nothingFound: ({ context, event }) => {
      const out = outputOf(event);
      return out.status === 200 && out.rows.length === 0 && isFiltered(context.query);
    },
    fullPage: ({ context, event }) => {
      const out = outputOf(event);
      return context.mode === "lazy" && out.status === 200 && out.rows.length >= context.limit;
    },
    notFound: ({ event }) => statusOf(errorOf(event)) === 404,
  },
  actions: {
    setQuery: assign({
      query: ({ event }) => (event.type === "list.load" ? event.query : {}),
      warning: null,
      error: null,
    }),
    setRows: assign(({ event }) => {
      const out = outputOf(event);
      const rows = out.status === 200 ? out.rows : [];
      return { rows, lastId: rows.length ? rows[rows.length - 1].id : null };
    }),
    appendRows: assign(({ context, event }) => {
      const out = outputOf(event);
      const rows = [...context.rows, ...(out.status === 200 ? out.rows : [])];
      return { rows, lastId: rows.length ? rows[rows.length - 1].id : null };
    }),
    clear: assign({ rows: [], lastId: null }),
    warn: assign((_, params: { warning: ListWarning }) => ({ warning: params.warning })),
    fail: assign({ error: ({ event }) => errorOf(event) ?? "failed" }),
  },
}).createMachine({
  id: "lazyList",
  initial: "idle",
  context: ({ input }) => ({
    mode: input.mode,
    limit: input.limit ?? 30,
    query: {},
    rows: [],
    lastId: null,
    warning: null,
    error: null,
  }),
  on: {
    "list.load": { target: ".loading", reenter: true, actions: "setQuery" },
    "list.clean": { target: ".idle", actions: ["clear", assign({ query: {}, warning: null, error: null })] },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => ({
          query: context.query,
          lastId: null,
          limit: context.mode === "lazy" ? context.limit : null,
        }),
        onDone: [
          { guard: "noContent", target: "empty", actions: ["clear", { type: "warn", params: { warning: "noContent" } }] },
          { guard: "nothingFound", target: "empty", actions: ["clear", { type: "warn", params: { warning: "nothingFound" } }] },
          { guard: "fullPage", target: "loaded", actions: "setRows" },
          { target: "complete", actions: "setRows" },
        ],
        onError: [
          { guard: "notFound", target: "empty", actions: ["clear", { type: "warn", params: { warning: "notFound" } }] },
          { target: "failed", actions: ["clear", "fail"] },
        ],
      },
    },
    loaded: {
      on: { "list.loadMore": "loadingMore" },
    },
    loadingMore: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => ({ query: context.query, lastId: context.lastId, limit: context.limit }),
        onDone: [
          { guard: "noContent", target: "complete" },
          { guard: "fullPage", target: "loaded", actions: "appendRows" },
          { target: "complete", actions: "appendRows" },
        ],
        onError: [
          { guard: "notFound", target: "complete", actions: { type: "warn", params: { warning: "notFound" } } },
          { target: "failed", actions: ["clear", "fail"] },
        ],
      },
    },
    complete: {},
    empty: {},
    failed: {},
  },
});

export const lazyListModel = defineModel(lazyListMachine, {
  inputs: [{ mode: "lazy", limit: 2 }, { mode: "full" }],
  events: [
    { type: "list.load", query: {} },
    { type: "list.load", query: { filters: { state: [1] } } },
    { type: "xstate.done.actor.fetchPage", output: { status: 200, rows: [{ id: 1 }, { id: 2 }] } },
    { type: "xstate.done.actor.fetchPage", output: { status: 200, rows: [{ id: 3 }] } },
    { type: "xstate.done.actor.fetchPage", output: { status: 200, rows: [] } },
    { type: "xstate.done.actor.fetchPage", output: { status: 204 } },
    { type: "xstate.error.actor.fetchPage", error: { status: 404 } },
    { type: "xstate.error.actor.fetchPage", error: { status: 500 } },
  ],
  serialize: (s) => [s.value, s.context.rows.length > 0, s.context.warning, s.context.error !== null, isFiltered(s.context.query)],
  simplePaths: false,
});
