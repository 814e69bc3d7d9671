import { assign, fromPromise, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * The saved filter of a list (spec 000 §4, spec 001 §4).
 *
 * - Filters are kept per route and client (`filterStorageKey`); the app reads the stored one
 *   into the input. If its user differs from the current user, it is reset to the current user
 *   (no data, no id). A stored filter of this user is applied at once: the search goes through it.
 * - Saving POSTs a filter without id and PUTs one with an id; the applied flag is set on success.
 *   A failed save keeps what was there (applied or not).
 * - Reset clears the data, its length and the applied flag (the id stays, so the next save PUTs).
 * After a change the app's `persist` action stores the filter under the key.
 */
export type FilterData = Record<string, unknown[]>;
export interface StoredFilter {
  id: number | null;
  userId: number;
  data: FilterData | null;
}
export interface SaveFilterInput {
  method: "POST" | "PUT";
  id: number | null;
  route: string;
  clientId: number;
  userId: number;
  data: FilterData;
}

export interface SavedFilterContext {
  route: string;
  clientId: number;
  userId: number;
  filter: StoredFilter;
  /** number of conditions in the applied data */
  length: number;
  applied: boolean;
  /** data being saved */
  pending: FilterData | null;
  error: unknown;
}

export type SavedFilterEvent = { type: "filter.save"; data: FilterData } | { type: "filter.reset" };

/** Local storage key of a route's applied filters for a client. */
export const filterStorageKey = (route: string, clientId: number) => `filters:${clientId}:${route}`;

const lengthOf = (data: FilterData | null) => Object.values(data ?? {}).filter((v) => v.length > 0).length;

export const savedFilterMachine = setup({
  types: {
    context: {} as SavedFilterContext,
    events: {} as SavedFilterEvent,
    input: {} as { route: string; clientId: number; userId: number; stored: StoredFilter | null },
  },
  actors: {
    saveFilter: fromPromise<{ id: number }, SaveFilterInput>(async () => {
      throw new Error("saveFilter is provided by the app");
    }),
  },
  guards: {
    storedByOtherUser: ({ context }) => context.filter.userId !== context.userId,
    hasStoredData: ({ context }) => lengthOf(context.filter.data) > 0,
    wasApplied: ({ context }) => context.applied,
  },
  actions: {
    /** provided by the app: writes `filter` under `filterStorageKey(route, clientId)` */
    persist: () => {},
  },
}).createMachine({
  id: "savedFilter",
  initial: "restoring",
  context: ({ input }) => ({
    route: input.route,
    clientId: input.clientId,
    userId: input.userId,
    filter: input.stored ?? { id: null, userId: input.userId, data: null },
    length: 0,
    applied: false,
    pending: null,
    error: null,
  }),
  states: {
    // transient: decides what the stored filter means for this user
    restoring: {
      always: [
        {
          guard: "storedByOtherUser",
          target: "idle",
          actions: [assign(({ context }) => ({ filter: { id: null, userId: context.userId, data: null } })), "persist"],
        },
        {
          guard: "hasStoredData",
          target: "applied",
          actions: assign(({ context }) => ({ applied: true, length: lengthOf(context.filter.data) })),
        },
        { target: "idle" },
      ],
    },
    idle: {
      on: { "filter.save": { target: "saving", actions: assign({ pending: ({ event }) => event.data, error: null }) } },
    },
    applied: {
      on: {
        "filter.save": { target: "saving", actions: assign({ pending: ({ event }) => event.data, error: null }) },
        "filter.reset": {
          target: "idle",
          actions: [assign(({ context }) => ({ filter: { ...context.filter, data: null }, length: 0, applied: false })), "persist"],
        },
      },
    },
    saving: {
      invoke: {
        id: "saveFilter",
        src: "saveFilter",
        input: ({ context }) => ({
          method: context.filter.id === null ? "POST" : "PUT",
          id: context.filter.id,
          route: context.route,
          clientId: context.clientId,
          userId: context.userId,
          data: context.pending ?? {},
        }),
        onDone: {
          target: "applied",
          actions: [
            assign(({ context, event }) => ({
              filter: { id: event.output.id, userId: context.userId, data: context.pending },
              length: lengthOf(context.pending),
              applied: true,
              pending: null,
            })),
            "persist",
          ],
        },
        onError: [
          { guard: "wasApplied", target: "applied", actions: assign({ pending: null, error: ({ event }) => event.error }) },
          { target: "idle", actions: assign({ pending: null, error: ({ event }) => event.error }) },
        ],
      },
    },
  },
});

const base = { route: "/users", clientId: 1, userId: 5 };
export const savedFilterModel = defineModel(savedFilterMachine, {
  inputs: [
    { ...base, stored: null },
    { ...base, stored: { id: 9, userId: 5, data: { state: [1] } } },
    { ...base, stored: { id: 9, userId: 6, data: { state: [1] } } },
  ],
  events: [
    { type: "filter.save", data: { state: [1, 2], tags: ["hr"] } },
    { type: "xstate.done.actor.saveFilter", output: { id: 10 } },
    { type: "xstate.error.actor.saveFilter", error: { status: 500 } },
  ],
  serialize: (s) => [s.value, s.context.filter.id, s.context.applied, s.context.length, s.context.error !== null],
  simplePaths: false,
});
