import { describe, expect, it } from "vitest";
import "../../src/server/areas/users/facts";
import { replayEvents } from "../../src/server/events/replay";
import type { StoredEvent } from "../../src/server/events/types";

const at = new Date("2026-01-01T00:00:00Z");
const ev = (version: number, type: string, data: Record<string, unknown>, meta: Record<string, unknown> = {}): StoredEvent => ({
  position: version, clientId: 1, streamType: "userStatus", streamId: "7", version, type, schemaVersion: 1, data,
  meta: { actor: 1, ...meta }, recordedAt: at,
});

// userStatus is a small persisted lifecycle; its events carry the actor like every domain machine's.
const actor = { id: 1, relation: "admin" };

describe("replay", () => {
  it("steps through a stream and agrees with what was recorded", () => {
    const steps = replayEvents("userStatus", [
      ev(1, "user.created", { input: { registered: false } }),
      ev(2, "user.activate", { actor, activeCount: 1, limit: 10 }, { to: "active" }),
      ev(3, "user.block", { actor }, { to: "blocked" }),
    ]);
    expect(steps.map((s) => s.after)).toEqual(["pending", "active", "blocked"]);
    expect(steps.map((s) => s.before)).toEqual([null, "pending", "active"]);
    expect(steps.every((s) => !s.divergence)).toBe(true);
    // Stored before events were facts, the command names are upcast: the steps show the facts.
    expect(steps.map((s) => [s.type, s.command])).toEqual([["user.created", "user.created"], ["user.activated", "user.activate"], ["user.blocked", "user.block"]]);
  });

  it("flags an event the current machine rejects, and a recorded state it disagrees with", () => {
    const steps = replayEvents("userStatus", [
      ev(1, "user.created", { input: { registered: false } }),
      ev(2, "user.unarchive", { actor }, { to: "blocked" }),
      ev(3, "user.activate", { actor, activeCount: 1, limit: 10 }, { to: "archived" }),
    ]);
    expect(steps[1].divergence).toMatch(/rejects 'user.unarchive'/);
    // The fact is followed all the same: the next step starts from the recorded "blocked".
    expect(steps[1]).toMatchObject({ type: "user.unarchived", command: "user.unarchive", after: "blocked" });
    expect(steps[2].divergence).toMatch(/recorded state "archived", replay gives "active"/);
  });

  it("redacts secrets in the data it prints", () => {
    const steps = replayEvents("userStatus", [ev(1, "user.created", { input: { registered: false }, password_hash: "$argon2id$x" })]);
    expect(JSON.stringify(steps[0].data)).not.toContain("argon2id");
  });
});
