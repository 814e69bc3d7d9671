// Time travel: an entity as it stood at a past moment, rebuilt from the events recorded by then — through
// `npm run replay -- <type> <id> --at <when>` (its command function, and the real CLI for a bad date) and the
// replay API's `at`. The test plan's events are moved to one day each (version v on 2026-01-0v, 10:00 UTC).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseReplayArgs, runReplay } from "../../src/cli/replayCommand.js";
import { parseAsOf } from "../../src/server/events/asOf.js";
import { replayRecordEvents } from "../../src/server/events/recordReplay.js";
import { replayStream } from "../../src/server/events/replay.js";
import type { StoredEvent } from "../../src/server/events/types.js";
import { api, launchedPlan, type People, signIn } from "./devPlansFixture.js";
import { eventCount, type Reply, startServer, type TestServer } from "./harness.js";

let s: TestServer;
let p: People;
let task: number;
let versions: number;
const day = (v: number) => `2026-01-${String(v).padStart(2, "0")}T10:00:00.000Z`;

beforeAll(async () => {
  s = await startServer();
  p = await signIn(s);
  const call = api(s);
  ({ tasks: { employee: task } } = await launchedPlan(s, p, { members: ["employee"] }));
  const goals = await call(p.tokens.employee, `/tasks/${task}/goals`, "PUT", { goals: [{ title: "A", weight: 100 }] });
  await call(p.tokens.employee, `/tasks/${task}/actions`, "POST", { goal_id: goals.body.goals[0].id, title: "X", type_id: 2 });
  await call(p.tokens.employee, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval" });
  await call(p.tokens.manager, `/tasks/${task}/transitions`, "POST", { type: "task.approve" });
  await s.db.query(
    "update events set recorded_at = timestamptz '2026-01-01T10:00:00Z' + (version - 1) * interval '1 day' where stream_type = 'devPlanTask' and stream_id = $1",
    [String(task)],
  );
  versions = (await replayStream(s.db, "devPlanTask", String(task))).length;
});
afterAll(() => s?.close());

describe("parseAsOf", () => {
  it("reads dates as the end of their day and date-times as instants (UTC without a zone)", () => {
    expect(parseAsOf("2026-01-03")?.toISOString()).toBe("2026-01-03T23:59:59.999Z");
    expect(parseAsOf("2026-01-03T10:00")?.toISOString()).toBe("2026-01-03T10:00:00.000Z");
    expect(parseAsOf("2026-01-03T10:00:05.5Z")?.toISOString()).toBe("2026-01-03T10:00:05.500Z");
    expect(parseAsOf("2026-01-03T12:30:00+02:30")?.toISOString()).toBe("2026-01-03T10:00:00.000Z");
    expect(parseAsOf("2024-02-29")?.toISOString()).toBe("2024-02-29T23:59:59.999Z");
  });

  it("refuses what names no moment, rather than rolling it over", () => {
    for (const bad of ["", "yesterday", "2026-02-30", "2025-02-29", "2026-13-01", "2026-01-03T24:00", "2026-01-03T10:60", "03.01.2026", "2026-01-03T10:00+25:00", "1767434400000"]) {
      expect(parseAsOf(bad), bad).toBeNull();
    }
  });
});

describe("npm run replay -- <type> <id> --at <when>", () => {
  const run = async (...argv: string[]) => {
    const args = parseReplayArgs(argv);
    if ("error" in args) throw new Error(args.error);
    const lines: string[] = [];
    await runReplay(s.db, args, (l) => lines.push(l));
    return lines.join("\n");
  };

  it("replays only the events recorded by then and prints the state then, with the last event applied", async () => {
    const full = await replayStream(s.db, "devPlanTask", String(task));
    const out = await run("devPlanTask", String(task), "--at", "2026-01-03T12:00Z");
    expect(out).toContain(`as of 2026-01-03T12:00:00.000Z: state ${JSON.stringify(full[2].after)}`);
    expect(out).toContain(`last event applied: #${full[2].position} v3 ${full[2].type} recorded at ${day(3)}`);
    expect(out).toContain(`${versions - 3} later event(s) not applied`);
    expect(out).toContain(`context ${JSON.stringify(full[2].context)}`);
    // Only the first three events are printed.
    expect(out).toContain(`#${full[2].position} v3 `);
    expect(out).not.toContain(`#${full[3].position} v4 `);
  });

  it("counts a date as its whole day, and the last moment as the current state", async () => {
    const full = await replayStream(s.db, "devPlanTask", String(task));
    expect(await run("devPlanTask", String(task), "--at", "2026-01-02")).toContain(`last event applied: #${full[1].position} v2 `);
    // Exactly at an event's time, that event counts.
    expect(await run("devPlanTask", String(task), "--at", day(4))).toContain(" v4 ");
    const now = await run("devPlanTask", String(task), "--at", "2030-01-01");
    expect(now).toContain(`state ${JSON.stringify(full.at(-1)?.after)}`);
    expect(now).toContain("no later events: this is the current state");
  });

  it("says clearly when the moment is before the stream began, or the stream has no events", async () => {
    expect(await run("devPlanTask", String(task), "--at", "2025-12-31")).toBe(
      `devPlanTask/${task} did not exist yet at 2025-12-31T23:59:59.999Z: its first event was recorded at ${day(1)} (${versions} event(s) in all)`,
    );
    expect(await run("devPlanTask", "999999", "--at", "2026-01-01")).toBe("no events in devPlanTask/999999");
  });

  it("refuses a bad date with a clear message", () => {
    expect(parseReplayArgs(["devPlanTask", "1", "--at", "2026-02-30"])).toEqual({ error: expect.stringMatching(/'2026-02-30' is not a date/) });
    expect(parseReplayArgs(["devPlanTask", "1", "--at"])).toEqual({ error: expect.stringMatching(/--at needs a date/) });
    expect(parseReplayArgs(["devPlanTask", "--list", "--at", "2026-01-01"])).toEqual({ error: expect.stringMatching(/not with --list/) });
    expect(parseReplayArgs(["devPlanTask", "1", "2"])).toEqual({ error: expect.stringMatching(/^usage:/) });
  });

  it("exits non-zero from the real command on a bad date, without a stack trace", async () => {
    const cli = promisify(execFile)("npx", ["tsx", "src/cli/replay.ts", "devPlanTask", "1", "--at", "31.02.2026"], { cwd: process.cwd() });
    const failure = await cli.then(() => null, (e: { code: number; stderr: string }) => e);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/--at: '31\.02\.2026' is not a date/);
    expect(failure?.stderr).not.toMatch(/^\s+at /m);
  }, 90_000);
});

describe("the replay API's `at`", () => {
  const replay = (token: string, query: string): Promise<Reply> => s.request(`/api/replay/streams/devPlanTask/${task}${query}`, { token });

  it("tells which steps stood at that moment, the later ones counted", async () => {
    const r = await replay(p.tokens.admin, `?at=${encodeURIComponent("2026-01-03T12:00:00+02:00")}`);
    expect(r.status).toBe(200);
    expect(r.body.as_of).toEqual({ at: "2026-01-03T10:00:00.000Z", version: 3, later: versions - 3 });
    // All steps are still there (the page greys out the later ones); the state then is step 3's.
    expect(r.body.steps).toHaveLength(versions);
    expect((await replay(p.tokens.admin, "")).body.as_of).toBeNull();
    expect((await replay(p.tokens.admin, "?at=2025-12-31")).body.as_of).toEqual({ at: "2025-12-31T23:59:59.999Z", version: null, later: versions });
  });

  it("refuses a bad `at` with 400 naming it, and keeps the page's permission and client scope", async () => {
    const before = await eventCount(s.db);
    for (const bad of ["2026-02-30", "soon", "x".repeat(200)]) {
      const r = await replay(p.tokens.admin, `?at=${bad}`);
      expect(r.status, bad).toBe(400);
      expect(JSON.stringify(r.body)).toContain("at");
    }
    expect((await replay(p.tokens.admin, "?at=2026-02-30")).body.fields).toEqual([{ path: "query.at", message: "replay.asOf.invalid" }]);
    expect(await eventCount(s.db)).toBe(before);
    expect((await replay(p.tokens.employee, "?at=2026-01-03")).status).toBe(403);
    const nw = await s.login("admin@northwind.local");
    expect((await replay(nw.token, "?at=2026-01-03")).status).toBe(404);
  });
});

describe("an entity without a lifecycle machine (a user's profile) as of a moment", () => {
  let user: number;
  beforeAll(async () => {
    const created = await s.request("/api/users", { token: p.tokens.admin, body: { email: "asof.profile@demo.local", first_name: "Вера", last_name: "Прежняя", city: "Тверь" } });
    user = created.body.id;
    await s.request(`/api/users/${user}`, { method: "PUT", token: p.tokens.admin, body: { last_name: "Новая", city: null } });
    await s.db.query(
      "update events set recorded_at = timestamptz '2026-02-01T10:00:00Z' + (version - 1) * interval '1 day' where stream_type = 'user' and stream_id = $1",
      [String(user)],
    );
  });

  it("folds the profile's fields up to the moment: the CLI prints the record then", async () => {
    const lines: string[] = [];
    const args = parseReplayArgs(["user", String(user), "--at", "2026-02-01"]);
    if ("error" in args) throw new Error(args.error);
    await runReplay(s.db, args, (l) => lines.push(l));
    const out = lines.join("\n");
    expect(out).toContain('as of 2026-02-01T23:59:59.999Z: state "recorded"');
    expect(out).toMatch(/last event applied: #\d+ v1 user\.created/);
    expect(out).toContain('"last_name":"Прежняя"');
    expect(out).toContain('"city":"Тверь"');
    expect(out).toContain("1 later event(s) not applied");
  });

  it("answers the page with the record as each step's context, and where the moment falls", async () => {
    const r = await s.request(`/api/replay/streams/user/${user}?at=2026-02-01T12:00Z`, { token: p.tokens.admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ machine: "record", as_of: { version: 1, later: 1 } });
    expect(r.body.steps[0].context).toMatchObject({ last_name: "Прежняя", city: "Тверь" });
    expect(r.body.steps[1]).toMatchObject({ before: "recorded", after: "recorded", context: { last_name: "Новая", city: null, first_name: "Вера" } });
    // The same scope as every replay: another client's user is not found.
    const nw = await s.login("admin@northwind.local");
    expect((await s.request(`/api/replay/streams/user/${user}`, { token: nw.token })).status).toBe(404);
  });
});

describe("replayRecordEvents", () => {
  const ev = (version: number, type: string, data: Record<string, unknown>): StoredEvent => ({
    position: version, clientId: 1, streamType: "customRole", streamId: "3", version, type, schemaVersion: 1, data, meta: { actor: 1 }, recordedAt: new Date(day(version)),
  });

  it("folds fields and changes in order, ends the record on removal, and redacts secrets", () => {
    const steps = replayRecordEvents([
      ev(1, "customRole.created", { name: "A", sections: ["logs"], api_token: "t0ps3cret" }),
      ev(2, "customRole.updated", { changes: { name: "B" }, at: day(2) }),
      ev(3, "customRole.renamed", { name: "C" }),
      ev(4, "customRole.removed", {}),
    ]);
    expect(steps.map((x) => [x.before, x.after])).toEqual([[null, "recorded"], ["recorded", "recorded"], ["recorded", "recorded"], ["recorded", "removed"]]);
    expect(steps[1].context).toEqual({ name: "B", sections: ["logs"], api_token: "[redacted]" });
    expect(steps[2].context).toMatchObject({ name: "C" });
    expect(JSON.stringify(steps)).not.toContain("t0ps3cret");
  });
});
