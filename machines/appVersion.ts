import { assign, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * Page reloads for a new app version (spec 001 §8): the page reloads when the app version the
 * server reports differs from the stored one (a first visit just stores it), or when an update
 * is installed. A chunk-load failure reloads at most once per 60 s: the guard compares the
 * event's `now` (the app passes `Date.now()`) with `lastReloadAt` (kept by the app in session
 * storage across the reload and given as input). A chunk failure within the 60 s goes to
 * `stale` (an error with a reload button) instead of looping. `reloading` is final: its entry
 * action `reload` (provided by the app) stores the version and time and reloads the page.
 */
export interface AppVersionContext {
  storedVersion: string | null;
  lastReloadAt: number | null;
}

export type AppVersionEvent =
  | { type: "version.received"; version: string }
  | { type: "update.installed" }
  | { type: "chunk.failed"; now: number }
  | { type: "app.reload"; now: number };

/** Minimum time between two reloads caused by chunk-load failures (spec 001 §8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export const appVersionMachine = setup({
  types: {
    context: {} as AppVersionContext,
    events: {} as AppVersionEvent,
    input: {} as Partial<AppVersionContext> | undefined,
  },
  guards: {
    versionChanged: ({ context, event }) =>
      event.type === "version.received" && context.storedVersion !== null && event.version !== context.storedVersion,
    firstVersion: ({ context, event }) => event.type === "version.received" && context.storedVersion === null,
    reloadAllowed: ({ context, event }) =>
      "now" in event && (context.lastReloadAt === null || event.now - context.lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS),
  },
  actions: {
    storeVersion: assign({ storedVersion: ({ event }) => (event.type === "version.received" ? event.version : null) }),
    noteReload: assign({ lastReloadAt: ({ event }) => ("now" in event ? event.now : null) }),
    /** provided by the app: persists the context and calls `location.reload()` */
    reload: (_, _params: AppVersionContext) => {},
  },
}).createMachine({
  id: "appVersion",
  initial: "running",
  context: ({ input }) => ({ storedVersion: input?.storedVersion ?? null, lastReloadAt: input?.lastReloadAt ?? null }),
  states: {
    running: {
      on: {
        "version.received": [
          { guard: "versionChanged", target: "reloading", actions: "storeVersion" },
          { guard: "firstVersion", actions: "storeVersion" },
        ],
        "update.installed": "reloading",
        "chunk.failed": [{ guard: "reloadAllowed", target: "reloading", actions: "noteReload" }, { target: "stale" }],
      },
    },
    stale: {
      on: {
        "version.received": [
          { guard: "versionChanged", target: "reloading", actions: "storeVersion" },
          { guard: "firstVersion", actions: "storeVersion" },
        ],
        "update.installed": "reloading",
        "chunk.failed": { guard: "reloadAllowed", target: "reloading", actions: "noteReload" },
        "app.reload": { target: "reloading", actions: "noteReload" },
      },
    },
    reloading: {
      type: "final",
      entry: { type: "reload", params: ({ context }) => ({ ...context }) },
    },
  },
});

export const appVersionModel = defineModel(appVersionMachine, {
  inputs: [
    { storedVersion: "1.4.0", lastReloadAt: 0 },
    // reloaded after a chunk failure before the first version check answered
    { storedVersion: null, lastReloadAt: 0 },
    { storedVersion: null, lastReloadAt: null },
  ],
  events: [
    { type: "version.received", version: "1.4.0" },
    { type: "version.received", version: "1.5.0" },
    { type: "chunk.failed", now: 30_000 },
    { type: "chunk.failed", now: 90_000 },
    { type: "app.reload", now: 30_000 },
  ],
  serialize: (s) => [s.value, s.context.storedVersion, s.context.lastReloadAt],
});
