import { expect } from "vitest";
import { layoutLoadingMachine } from "../../machines/layoutLoading";
import { actorSut, describeModel } from "./coverage";

const sources = ["session", "notifications", "branding"] as const;
let logged: Array<{ source: string; error: unknown }> = [];

/** The failures the path reported, in order, as the app's logger must have seen them. */
const failures = (sent: { type: string }[]) =>
  sent
    .filter((e) => e.type.endsWith(".failed"))
    .map((e) => ({ source: e.type.split(".")[0], error: (e as { error?: unknown }).error }));

describeModel("layoutLoading", layoutLoadingMachine, {
  sut: () => {
    logged = [];
    return actorSut(layoutLoadingMachine, {
      actions: { logFailure: (_: unknown, params: { source: string; error: unknown }) => logged.push(params) },
    });
  },
  states: {
    loading: (s, run) => {
      // the spinner stays while at least one load is pending
      const pending = sources.filter((src) => s.matches({ loading: { [src]: "pending" } } as never));
      expect(pending.length).toBeGreaterThan(0);
      for (const src of sources) {
        const ended = run.sent.some((e) => e.type.startsWith(`${src}.`));
        expect(pending.includes(src)).toBe(!ended);
      }
      expect(logged).toEqual(failures(run.sent));
      expect(s.context.failed).toEqual(failures(run.sent).map((f) => f.source));
    },
    ready: (s, run) => {
      expect(s.status).toBe("done");
      // every source ended, loaded or failed, and each failure was logged once
      for (const src of sources) expect(run.sent.filter((e) => e.type.startsWith(`${src}.`))).toHaveLength(1);
      expect(logged).toEqual(failures(run.sent));
    },
  },
});
