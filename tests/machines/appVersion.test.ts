import { createActor } from "xstate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appVersionMachine, CHUNK_RELOAD_INTERVAL_MS } from "../../machines/appVersion";
import { actorSut, describeModel } from "./coverage";

let reloads: unknown[] = [];

describeModel("appVersion", appVersionMachine, {
  sut: (input) => {
    reloads = [];
    return actorSut(appVersionMachine, { input, actions: { reload: (_: unknown, p: unknown) => reloads.push(p) } });
  },
  states: {
    running: (s) => {
      expect(reloads).toEqual([]);
      expect(s.can({ type: "update.installed" })).toBe(true);
      expect(s.can({ type: "app.reload", now: 0 })).toBe(false);
    },
    stale: (s) => {
      // a chunk failure within 60 s of the last reload does not reload again
      expect(reloads).toEqual([]);
      expect(s.context.lastReloadAt).not.toBeNull();
      const soon = (s.context.lastReloadAt as number) + CHUNK_RELOAD_INTERVAL_MS - 1;
      expect(s.can({ type: "chunk.failed", now: soon })).toBe(false);
      expect(s.can({ type: "chunk.failed", now: soon + 1 })).toBe(true);
      expect(s.can({ type: "app.reload", now: soon })).toBe(true);
    },
    reloading: (s, run) => {
      expect(s.status).toBe("done");
      expect(reloads).toEqual([s.context]);
      const last = run.sent.at(-1) as unknown as { type: string; version?: string; now?: number };
      if (last.type === "version.received") {
        // the version known before: the stored one, or the first one received on this page
        const first = run.sent.find((e) => e.type === "version.received") as unknown as { version: string };
        const known = run.input.storedVersion ?? (first !== last ? first.version : null);
        expect(known).not.toBeNull();
        expect(last.version).not.toBe(known);
        expect(s.context.storedVersion).toBe(last.version);
      }
      if (last.type === "chunk.failed" || last.type === "app.reload") expect(s.context.lastReloadAt).toBe(last.now);
    },
  },
});

describe("appVersion with the clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-03-01T10:00:00.000Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reloads on a chunk-load failure at most once per 60 s", () => {
    const start = () => {
      const reloaded: number[] = [];
      const actor = createActor(
        appVersionMachine.provide({ actions: { reload: (_, p) => reloaded.push(p.lastReloadAt as number) } }),
        { input: { storedVersion: "1.4.0", lastReloadAt: lastReload } },
      ).start();
      return { actor, reloaded };
    };
    let lastReload: number | null = null;
    // first failure: reload
    let page = start();
    page.actor.send({ type: "chunk.failed", now: Date.now() });
    expect(page.reloaded).toEqual([Date.now()]);
    lastReload = page.reloaded[0];
    // the reloaded page fails again 59.999 s later: no reload loop
    vi.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
    page = start();
    page.actor.send({ type: "chunk.failed", now: Date.now() });
    expect(page.actor.getSnapshot().value).toBe("stale");
    expect(page.reloaded).toEqual([]);
    // a millisecond later the next failure may reload
    vi.advanceTimersByTime(1);
    page.actor.send({ type: "chunk.failed", now: Date.now() });
    expect(page.reloaded).toEqual([Date.now()]);
  });

  it("stores the first version and reloads when it changes", () => {
    const actor = createActor(appVersionMachine, { input: {} }).start();
    actor.send({ type: "version.received", version: "1.4.0" });
    expect(actor.getSnapshot().value).toBe("running");
    actor.send({ type: "version.received", version: "1.4.0" });
    expect(actor.getSnapshot().value).toBe("running");
    actor.send({ type: "version.received", version: "1.5.0" });
    expect(actor.getSnapshot().value).toBe("reloading");
    expect(actor.getSnapshot().context.storedVersion).toBe("1.5.0");
  });
});
