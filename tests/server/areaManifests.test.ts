// The one list of area manifests (src/server/areas/manifests.ts) is complete and consistent: every area folder is
// in it, every contract group has one area that serves it, every projection is registered from it, every stream
// type of the seeded log belongs to exactly one area, and the jobs, seed steps and lists it names are real.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Api } from "../../services/contract/api.js";
import { listRoute } from "../../src/server/areas/lists/engine.js";
import { areaManifests } from "../../src/server/areas/manifests.js";
import { projections } from "../../src/server/events/projections.js";
import { openTestDb } from "./harness.js";

const AREAS = path.resolve("src/server/areas");
const folders = readdirSync(AREAS).filter((f) => statSync(path.join(AREAS, f)).isDirectory()).sort();

let db: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.drop());

describe("area manifests", () => {
  it("lists every area folder once, named as its folder", () => {
    expect(areaManifests.map((a) => a.name).sort()).toEqual(folders);
  });

  it("serves every contract group from exactly one area, with handlers", () => {
    const served = areaManifests.flatMap((a) => a.groups.map((g) => g.identifier)).sort();
    expect(served).toEqual(Object.keys(Api.groups).sort());
    for (const a of areaManifests) if (a.groups.length) expect(a.handlers, a.name).toBeDefined();
  });

  it("registers exactly the areas' projections, each once", () => {
    const declared = areaManifests.flatMap((a) => (a.projections ?? []).map((p) => p.name));
    expect(new Set(declared).size).toBe(declared.length);
    expect(projections().map((p) => p.name).sort()).toEqual([...declared].sort());
  });

  it("gives each stream type of the seeded log to exactly one area", async () => {
    const owners = new Map<string, string[]>();
    for (const a of areaManifests) for (const s of a.streams ?? []) owners.set(s, [...(owners.get(s) ?? []), a.name]);
    for (const [stream, areas] of owners) expect(areas, stream).toHaveLength(1);
    const logged = await db.db.query<{ stream_type: string }>("select distinct stream_type from events order by 1");
    expect(logged.length).toBeGreaterThan(5);
    expect(logged.map((r) => r.stream_type).filter((t) => !owners.has(t))).toEqual([]);
  });

  it("declares sensitive replay fields only for the area's own streams (answers and secrets the replay hides)", () => {
    const declared = areaManifests.flatMap((a) => Object.keys(a.sensitive ?? {}).map((stream) => `${a.name}: ${stream}`));
    expect(declared.sort()).toEqual([
      "codes: codeCatalog", "courses: courseForm", "devPlans: devPlanSurvey", "learning: taskAnswers", "scorm: scormAttempt",
    ]);
    for (const a of areaManifests) for (const stream of Object.keys(a.sensitive ?? {})) expect(a.streams, `${a.name}: ${stream}`).toContain(stream);
  });

  it("lists each area's jobs (the runner starts them) and names only registered lists", () => {
    // The factories, not the jobs: making the mail job starts loading the server keys from the database.
    expect(areaManifests.flatMap((a) => (a.jobs ?? []).map((job) => `${a.name}: ${job.name}`))).toEqual([
      "notifications: digestJob", "mail: mailJob", "library: storageSweepJob", "workflows: publishJob", "learning: taskDatesJob", "courses: courseNoticesJob", "devPlans: devPlansJob",
    ]);
    for (const a of areaManifests) for (const l of a.lists ?? []) expect(listRoute(l.name), l.name).toBe(l);
  });

  it("runs the seed steps the areas declare (development plans, tracks, learning progress, courses, the certificate template, FAQ and news in the demo, files for the library)", () => {
    const steps = areaManifests.filter((a) => a.seed).map((a) => [a.name, Object.keys(a.seed!).sort()]);
    expect(steps).toEqual([["library", ["files"]], ["workflows", ["demo"]], ["learning", ["demo"]], ["courses", ["demo"]], ["certificates", ["demo"]], ["devPlans", ["demo"]], ["faq", ["demo"]], ["news", ["demo"]]]);
  });
});
