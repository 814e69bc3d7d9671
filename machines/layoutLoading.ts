import { assign, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * The default layout's loading (spec 000 §4, DESIGN §7): a spinner until the session data, the
 * notification settings and the branding are loaded. The three loads run in parallel; each ends
 * loaded or failed, a failure is logged through `logFailure` (the app provides it with
 * `.provide({ actions: { logFailure } })`) and loading ends anyway: the layout renders with what
 * it has (default branding, no notification badge).
 */
export type LoadSource = "session" | "notifications" | "branding";

export type LayoutLoadingEvent =
  | { type: "session.loaded" }
  | { type: "session.failed"; error?: unknown }
  | { type: "notifications.loaded" }
  | { type: "notifications.failed"; error?: unknown }
  | { type: "branding.loaded" }
  | { type: "branding.failed"; error?: unknown };

export interface LayoutLoadingContext {
  failed: LoadSource[];
}

const load = (source: LoadSource) => ({
  initial: "pending" as const,
  states: {
    pending: {
      on: {
        [`${source}.loaded`]: "done",
        [`${source}.failed`]: {
          target: "failed",
          actions: [
            { type: "logFailure" as const, params: ({ event }: { event: LayoutLoadingEvent }) => ({ source, error: (event as { error?: unknown }).error }) },
            { type: "noteFailure" as const, params: { source } },
          ],
        },
      },
    },
    done: { type: "final" as const },
    failed: { type: "final" as const },
  },
});

export const layoutLoadingMachine = setup({
  types: { context: {} as LayoutLoadingContext, events: {} as LayoutLoadingEvent },
  actions: {
    /** provided by the app: writes to the error log */
    logFailure: (_, _params: { source: LoadSource; error: unknown }) => {},
    noteFailure: assign(({ context }, params: { source: LoadSource }) => ({ failed: [...context.failed, params.source] })),
  },
}).createMachine({
  id: "layoutLoading",
  initial: "loading",
  context: { failed: [] },
  states: {
    loading: {
      type: "parallel",
      states: { session: load("session"), notifications: load("notifications"), branding: load("branding") },
      onDone: "ready",
    },
    ready: { type: "final" },
  },
});

export const layoutLoadingModel = defineModel(layoutLoadingMachine, {
  events: [
    { type: "session.failed", error: "500" },
    { type: "notifications.failed", error: "timeout" },
    { type: "branding.failed", error: "404" },
  ],
  serialize: (s) => [s.value, s.context.failed],
  simplePaths: false,
});
