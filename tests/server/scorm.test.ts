import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount, refusedWritingNothing } from "./harness.js";
import { call, type LibraryEnv, startLibrary, upload } from "./libraryFixture.js";
import { givePackage } from "./scormFixture.js";
import { makeZip } from "./zipFixture.js";

const FIXTURES = "/work/shared/fixtures/scorm";
const bytesOf = (name: string) => readFile(path.join(FIXTURES, name));

let env: LibraryEnv;
beforeAll(async () => {
  env = await startLibrary();
}, 300_000);
afterAll(() => env?.close());

/** Uploads a fixture as a SCORM package (purpose=scorm) and returns the reply. */
const uploadPackage = async (name: string, token = env.admin) =>
  upload(env, token, [{ name, bytes: new Uint8Array(await bytesOf(name)), type: "application/zip" }], { purpose: "scorm" });

/** The package of an uploaded file, given (a course material appointed) to the employee and the manager. */
const packageOf = async (fileId: number, token = env.admin) => {
  const r = await call(env, token, `scormPackageUrl?library_file_id=${fileId}`, undefined, "GET");
  expect(r.status).toBe(200);
  await givePackage(env, r.body.scorm_package_id);
  return r.body as { url: string; scorm_package_id: string };
};

const VALID: Record<string, { version: "1.2" | "2004"; items: number; launch: string; gated?: number }> = {
  "ContentPackagingSingleSCO_SCORM12.zip": { version: "1.2", items: 1, launch: "shared/launchpage.html" },
  "RuntimeBasicCalls_SCORM12.zip": { version: "1.2", items: 1, launch: "shared/launchpage.html" },
  "ContentPackagingOneFilePerSCO_SCORM12.zip": { version: "1.2", items: 23, launch: "" },
  "ContentPackagingSingleSCO_SCORM20042ndEdition.zip": { version: "2004", items: 1, launch: "shared/launchpage.html" },
  "ContentPackagingSingleSCO_SCORM20043rdEdition.zip": { version: "2004", items: 1, launch: "shared/launchpage.html" },
  "RuntimeBasicCalls_SCORM20043rdEdition.zip": { version: "2004", items: 1, launch: "shared/launchpage.html" },
  "RuntimeMinimumCalls_SCORM20043rdEdition.zip": { version: "2004", items: 23, launch: "" },
  "ContentPackagingMetadata_SCORM20043rdEdition.zip": { version: "2004", items: 1, launch: "shared/launchpage.html" },
  "SequencingForcedSequential_SCORM20043rdEdition.zip": { version: "2004", items: 5, launch: "shared/launchpage.html?content=playing", gated: 4 },
  "SequencingPostTestRollup4thEd_SCORM20044thEdition.zip": { version: "2004", items: 0, launch: "" },
};

const REFUSED: Record<string, string> = {
  "ContentPackagingSingleSCO_SCORM11.zip": "library.upload.scorm.scorm11",
  "badscorm.zip": "library.upload.scorm.nestedManifest",
  "invalid.zip": "library.upload.scorm.noManifest",
  "validscorm.zip": "library.upload.scorm.badManifest",
  "singlescobasic_missingorg.zip": "library.upload.scorm.noOrganization",
  "validaicc.zip": "library.upload.scorm.aicc",
};

describe("SCORM upload", () => {
  for (const [name, want] of Object.entries(VALID)) {
    it(`stores ${name} unpacked, with its items, served from this origin`, async () => {
      const r = await uploadPackage(name);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body[0].general_file_type_id ?? 14).toBe(14);
      const { url, scorm_package_id: id } = await packageOf(r.body[0].id);
      expect(url).toBe(`/scorm/${id}`);
      const pkg = (await call(env, env.employee, `scorm/package?id=${id}`, undefined, "GET")).body;
      expect(pkg.version).toBe(want.version);
      if (want.items) expect(pkg.items.length).toBe(want.items);
      const first = pkg.items.find((i: { href: string | null }) => i.href);
      if (want.launch) expect(first.href).toBe(want.launch);
      if (want.gated !== undefined) expect(pkg.items.filter((i: { gated: boolean }) => i.gated).length).toBe(want.gated);
      // the launch page is served with its content type under the attempt's token, on the content origin
      const launch = await call(env, env.employee, "scorm/launch", { scorm_package_id: id });
      expect(launch.status).toBe(200);
      expect(launch.body.content_base.startsWith(`${launch.body.content_origin}/c/`)).toBe(true);
      const page = await fetch(`${launch.body.content_base}${first.href.replace(/\?.*$/, "")}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(await page.text()).toMatch(/<html/i);
    }, 60_000);
  }

  for (const [name, message] of Object.entries(REFUSED)) {
    it(`refuses ${name} with ${message} and stores nothing`, async () => {
      const before = await eventCount(env.server.db);
      const r = await uploadPackage(name);
      expect(r.status).toBe(400);
      // the refusal names the file's field with the catalogue message
      expect(JSON.stringify(r.body)).toContain(`"${message}"`);
      expect(await eventCount(env.server.db)).toBe(before);
    }, 60_000);
  }

  it("keeps a plain archive a plain archive without purpose=scorm", async () => {
    const r = await upload(env, env.admin, [{ name: "invalid.zip", bytes: new Uint8Array(await bytesOf("invalid.zip")) }]);
    expect(r.status).toBe(200);
    expect((await call(env, env.admin, `scormPackageUrl?library_file_id=${r.body[0].id}`, undefined, "GET")).status).toBe(404);
  });

  it("refuses a package whose entries leave it or whose launch file is missing", async () => {
    const zipOf = (entries: Record<string, string>) =>
      new Uint8Array(makeZip(Object.entries(entries).map(([name, text]) => ({ name, data: Buffer.from(text) }))));
    const manifest = (href: string) => `<?xml version="1.0"?><manifest identifier="m"><metadata><schemaversion>1.2</schemaversion></metadata>
      <organizations default="o"><organization identifier="o"><title>T</title><item identifier="i" identifierref="r"><title>I</title></item></organization></organizations>
      <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" xmlns:adlcp="x" href="${href}"/></resources></manifest>`;
    const missing = await upload(env, env.admin, [{ name: "m.zip", bytes: zipOf({ "imsmanifest.xml": manifest("index.html") }) }], { purpose: "scorm" });
    expect(JSON.stringify(missing.body)).toContain("library.upload.scorm.missingLaunch");
    const escaping = await upload(env, env.admin, [{ name: "e.zip", bytes: zipOf({ "imsmanifest.xml": manifest("index.html"), "index.html": "<html></html>", "../evil.js": "x" }) }], { purpose: "scorm" });
    expect(JSON.stringify(escaping.body)).toContain("library.upload.scorm.unsafePath");
  });
});

describe("SCORM attempts", () => {
  let id12: string;
  let id2004: string;
  beforeAll(async () => {
    id12 = (await packageOf((await uploadPackage("RuntimeBasicCalls_SCORM12.zip")).body[0].id)).scorm_package_id;
    id2004 = (await packageOf((await uploadPackage("RuntimeBasicCalls_SCORM20043rdEdition.zip")).body[0].id)).scorm_package_id;
  }, 60_000);

  const item = async (id: string) => (await call(env, env.employee, `scorm/package?id=${id}`, undefined, "GET")).body.items[0].identifier as string;

  it("records commits, suspends on Terminate with exit suspend, and resumes with the values restored", async () => {
    const first = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id12 })).body;
    expect(first.entry).toBe("ab-initio");
    const sco = await item(id12);
    const c = await call(env, env.employee, "scorm/commit", {
      attempt_id: first.attempt_id, item: sco, terminate: false,
      values: { "cmi.core.lesson_location": "page-3", "cmi.suspend_data": "seen=1,2,3", "cmi.core.student_id": "ignored" },
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body).toEqual({ result: true, errorCode: 0, state: "active" });
    const t = await call(env, env.employee, "scorm/commit", {
      attempt_id: first.attempt_id, item: sco, terminate: true,
      values: { "cmi.core.exit": "suspend", "cmi.core.session_time": "00:01:30.00" },
    });
    expect(t.body.state).toBe("suspended");
    const status = (await call(env, env.employee, `scorm/status?id=${id12}`, undefined, "GET")).body;
    expect(status).toMatchObject({ attempts: 1, completed: false, passed: false, state: "suspended" });
    const again = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id12 })).body;
    expect(again.entry).toBe("resume");
    expect(again.attempt_id).toBe(first.attempt_id);
    expect(again.items[0].values["cmi.core.lesson_location"]).toBe("page-3");
    expect(again.items[0].values["cmi.suspend_data"]).toBe("seen=1,2,3");
    expect(again.items[0].values["cmi.core.student_id"]).toBeUndefined();
    expect(again.items[0].completion).toBe("incomplete");
    const row = (await env.server.db.query<{ total_seconds: number }>("select total_seconds from scorm_attempt_items where attempt_id = $1", [first.attempt_id]))[0];
    expect(Number(row.total_seconds)).toBe(90);
  });

  it("finishes a passed attempt, refuses commits to it, and starts a new attempt on the next launch", async () => {
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id2004 })).body;
    const sco = await item(id2004);
    const done = await call(env, env.employee, "scorm/commit", {
      attempt_id: a.attempt_id, item: sco, terminate: true,
      values: { "cmi.completion_status": "completed", "cmi.success_status": "passed", "cmi.score.scaled": "0.8", "cmi.score.raw": 80, "cmi.exit": "normal", "cmi.interactions.0.id": "q1", "cmi.interactions.0.type": "choice", "cmi.interactions.0.result": "correct" },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.state).toBe("finished");
    expect((await call(env, env.employee, `scorm/status?id=${id2004}`, undefined, "GET")).body).toMatchObject({ completed: true, passed: true, score_scaled: 0.8, state: "finished" });
    const late = await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: sco, terminate: false, values: {} });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("scorm.attempt.finished");
    const next = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id2004 })).body;
    expect(next.entry).toBe("ab-initio");
    expect(next.number).toBe(2);
  });

  it("refuses someone else's attempt, another client's package, bad and over-long CMI values, writing nothing", async () => {
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id2004 })).body;
    const sco = await item(id2004);
    const before = await eventCount(env.server.db);
    const other = await call(env, env.manager, "scorm/commit", { attempt_id: a.attempt_id, item: sco, terminate: false, values: {} });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("scorm.attempt.notYours");
    expect((await call(env, env.foreign, "scorm/launch", { scorm_package_id: id2004 })).status).toBe(404);
    expect((await call(env, env.foreign, "scorm/commit", { attempt_id: a.attempt_id, item: sco, terminate: false, values: {} })).status).toBe(404);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ "cmi.completion_status": "done" }, "scorm.cmi.badValue"],
      [{ "cmi.location": 5 }, "scorm.cmi.badValue"],
      [{ "cmi.score.scaled": "2" }, "scorm.cmi.badValue"],
      [{ "cmi.session_time": "01:00:00" }, "scorm.cmi.badValue"],
      [{ "cmi.location": "x".repeat(1001) }, "scorm.cmi.tooLong"],
      [{ "cmi.suspend_data": "x".repeat(64001) }, "scorm.cmi.tooLong"],
    ];
    for (const [values, message] of cases) {
      const r = await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: sco, terminate: false, values });
      expect(r.status, JSON.stringify(values).slice(0, 60)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const long12 = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id12 })).body;
    const r12 = await call(env, env.employee, "scorm/commit", { attempt_id: long12.attempt_id, item: await item(id12), terminate: false, values: { "cmi.suspend_data": "x".repeat(4097) } });
    expect(r12.body.message).toBe("scorm.cmi.tooLong");
    expect((await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: "nope", terminate: false, values: {} })).body.message).toBe("scorm.commit.unknownItem");
    expect((await call(env, env.employee, "scorm/commit", { attempt_id: "x", item: sco, terminate: false, values: {} })).status).toBe(400);
    expect(await eventCount(env.server.db)).toBe(before + 1); // the 1.2 launch resumed its suspended attempt
    // a forged content path is 404
    expect((await fetch(`${a.content_origin}/c/1.${id12}.1.1.1.99999999999.QQ.${"A".repeat(43)}/shared/launchpage.html`)).status).toBe(404);
  });

  it("moves between the SCOs of a package in one sitting, and resumes in the one last worked in", async () => {
    const id = (await packageOf((await uploadPackage("RuntimeMinimumCalls_SCORM20043rdEdition.zip")).body[0].id)).scorm_package_id;
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id })).body;
    expect(a.last_item).toBeNull();
    const [first, second] = a.package.items.filter((i: { href: string | null }) => i.href).map((i: { identifier: string }) => i.identifier);
    // The first SCO's Terminate suspends the attempt; the next SCO's commits take it on (they were refused: 409).
    const t1 = await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: first, terminate: true, values: {} });
    expect(t1.body.state).toBe("suspended");
    const c2 = await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: second, terminate: false, values: { "cmi.location": "1" } });
    expect(c2.status, JSON.stringify(c2.body)).toBe(200);
    expect(c2.body.state).toBe("active");
    const t2 = await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: second, terminate: true, values: { "cmi.exit": "suspend" } });
    expect(t2.body.state).toBe("suspended");
    const again = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id })).body;
    expect(again).toMatchObject({ entry: "resume", attempt_id: a.attempt_id, last_item: second });
  });

  it("rolls a post-test package up from its post test alone; a forced-sequential one from every SCO", async () => {
    const post = (await packageOf((await uploadPackage("SequencingPostTestRollup4thEd_SCORM20044thEdition.zip")).body[0].id)).scorm_package_id;
    const pkg = (await call(env, env.employee, `scorm/package?id=${post}`, undefined, "GET")).body;
    // the content SCOs say rollupObjectiveSatisfied/rollupProgressCompletion false through their sequencingCollection entry
    expect(pkg.items.map((i: any) => [i.identifier, i.gated, i.rollup_completion, i.rollup_satisfied])).toEqual([
      ["playing_item", false, false, false], ["etuqiette_item", true, false, false], ["handicapping_item", true, false, false],
      ["havingfun_item", true, false, false], ["assessment_item", true, true, true],
    ]);
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: post })).body;
    const passed = { "cmi.completion_status": "completed", "cmi.success_status": "passed", "cmi.score.scaled": "0.9" };
    expect((await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: "assessment_item", terminate: false, values: passed })).status).toBe(200);
    expect((await call(env, env.employee, `scorm/status?id=${post}`, undefined, "GET")).body).toMatchObject({ completed: true, passed: true, score_scaled: 0.9 });

    const forced = (await packageOf((await uploadPackage("SequencingForcedSequential_SCORM20043rdEdition.zip")).body[0].id)).scorm_package_id;
    const f = (await call(env, env.employee, "scorm/launch", { scorm_package_id: forced })).body;
    expect((await call(env, env.employee, "scorm/commit", { attempt_id: f.attempt_id, item: "assessment_item", terminate: false, values: passed })).status).toBe(200);
    expect((await call(env, env.employee, `scorm/status?id=${forced}`, undefined, "GET")).body).toMatchObject({ completed: false, passed: false });
  });

  it("records an asset opened as completed (a 1.2 package of assets)", async () => {
    const id = (await packageOf((await uploadPackage("ContentPackagingOneFilePerSCO_SCORM12.zip")).body[0].id)).scorm_package_id;
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id })).body;
    const assets = a.package.items.filter((i: { href: string | null }) => i.href);
    expect(assets.length).toBeGreaterThan(1);
    expect(assets.every((i: { asset: boolean }) => i.asset)).toBe(true);
    const r = await call(env, env.employee, "scorm/commit", { attempt_id: a.attempt_id, item: assets[0].identifier, terminate: true, values: { "cmi.core.lesson_status": "completed" } });
    expect(r.body.state).toBe("suspended");
    const again = (await call(env, env.employee, "scorm/launch", { scorm_package_id: id })).body;
    expect(again.items).toMatchObject([{ item: assets[0].identifier, completion: "completed" }]);
  });

  it("answers 403 to the package URL without library editing", async () => {
    expect((await call(env, env.employee, "scormPackageUrl?library_file_id=1", undefined, "GET")).status).toBe(403);
  });
});

describe("SCORM isolation (issue 35)", () => {
  const refused = refusedWritingNothing(() => env.server.db);
  let given: string;
  let stranger: string;
  beforeAll(async () => {
    given = (await packageOf((await uploadPackage("RuntimeBasicCalls_SCORM12.zip")).body[0].id)).scorm_package_id;
    // uploaded, never given to anybody: only editors may preview it
    const file = (await uploadPackage("RuntimeBasicCalls_SCORM12.zip")).body[0].id;
    stranger = (await call(env, env.admin, `scormPackageUrl?library_file_id=${file}`, undefined, "GET")).body.scorm_package_id;
  }, 120_000);

  it("refuses reading and launching a package not given to the person, writing nothing; an editor previews it", async () => {
    const denied = await refused(403, () => call(env, env.employee, `scorm/package?id=${stranger}`, undefined, "GET"));
    expect(denied.message).toBe("scorm.package.notGiven");
    expect((await refused(403, () => call(env, env.employee, "scorm/launch", { scorm_package_id: stranger }))).message).toBe("scorm.package.notGiven");
    expect((await call(env, env.admin, "scorm/launch", { scorm_package_id: stranger })).status).toBe(200);
  });

  it("serves content and takes commits only on the content origin, under a live grant of that attempt", async () => {
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: given })).body;
    const token = a.content_base.split("/c/")[1].replace(/\/$/, "");
    expect(new URL(a.content_origin).origin).not.toBe(new URL(env.server.base).origin);
    const page = await fetch(`${a.content_base}shared/launchpage.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("connect-src 'self'");
    expect(page.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${new URL(env.server.base).origin}`);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    // the old path on the app's origin, and anything but content on the content origin, serve nothing
    expect((await fetch(`${env.server.base}/api/scorm/content/${token}/shared/launchpage.html`)).status).toBe(404);
    expect((await fetch(`${a.content_origin}/api/getSessionData`)).status).toBe(404);
    expect((await fetch(`${a.content_origin}/api/userAuthTokens/refresh`, { method: "POST" })).status).toBe(404);
    // a commit through the content origin carries no app token
    const item = a.package.items[0].identifier;
    const commitAt = `${a.content_origin}/commit/${token}`;
    const post = (body: unknown) => fetch(commitAt, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const ok = await post({ attempt_id: a.attempt_id, item, terminate: false, values: { "cmi.core.lesson_location": "2" } });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const before = await eventCount(env.server.db);
    expect((await post({ attempt_id: a.attempt_id + 1000, item, terminate: false, values: {} })).status).toBe(403);
    expect((await fetch(`${env.server.base}/api/scorm/contentCommit/${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ attempt_id: a.attempt_id, item, terminate: false, values: {} }) })).status).toBe(404);
    expect(await eventCount(env.server.db)).toBe(before);
  });

  it("kills the grant at logout: no file, no commit", async () => {
    const { token: own } = await env.server.login("manager@demo.local");
    const a = (await call(env, own, "scorm/launch", { scorm_package_id: given })).body;
    expect((await fetch(`${a.content_base}shared/launchpage.html`)).status).toBe(200);
    expect((await env.server.request("/api/logout", { token: own })).status).toBe(204);
    expect((await fetch(`${a.content_base}shared/launchpage.html`)).status).toBe(404);
    const item = a.package.items[0].identifier;
    const before = await eventCount(env.server.db);
    const late = await fetch(`${a.content_origin}/commit/${a.content_base.split("/c/")[1].replace(/\/$/, "")}`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ attempt_id: a.attempt_id, item, terminate: false, values: {} }),
    });
    expect(late.status).toBe(404);
    expect(await eventCount(env.server.db)).toBe(before);
  });

  it("retires an attempt's grant when the next attempt starts: the old content path serves nothing", async () => {
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: given })).body;
    const item = a.package.items[0].identifier;
    const done = await call(env, env.employee, "scorm/commit", {
      attempt_id: a.attempt_id, item, terminate: true, values: { "cmi.core.lesson_status": "passed", "cmi.core.exit": "" },
    });
    expect(done.body.state, JSON.stringify(done.body)).toBe("finished");
    const next = (await call(env, env.employee, "scorm/launch", { scorm_package_id: given })).body;
    expect(next.attempt_id).not.toBe(a.attempt_id);
    expect((await fetch(`${next.content_base}shared/launchpage.html`)).status).toBe(200);
    expect((await fetch(`${a.content_base}shared/launchpage.html`)).status).toBe(404);
  });

  it("refuses a refresh or a logout sent from another origin of the site, keeping the session", async () => {
    const { refresh } = await env.server.login("employee@demo.local");
    const cookie = `stride_refresh=${refresh}`;
    const before = await eventCount(env.server.db);
    const fromContent = await env.server.request("/api/userAuthTokens/refresh", { method: "POST", cookie, headers: { "sec-fetch-site": "same-site" } });
    expect(fromContent.status).toBe(401);
    const byOrigin = await env.server.request("/api/userAuthTokens/refresh", { method: "POST", cookie, headers: { origin: "http://127.0.0.1:1" } });
    expect(byOrigin.status).toBe(401);
    expect((await env.server.request("/api/logout", { cookie, headers: { "sec-fetch-site": "same-site" } })).status).toBe(204);
    expect(await eventCount(env.server.db)).toBe(before);
    // the app's own page still refreshes with the same cookie: nothing above ended or rotated it
    expect((await env.server.request("/api/userAuthTokens/refresh", { method: "POST", cookie, headers: { "sec-fetch-site": "same-origin" } })).status).toBe(200);
  });

  it("keeps a learner's answer zip with a manifest a plain archive, never a package", async () => {
    const [task] = await env.server.db.query<{ id: number }>(
      `select ut.id::int as id from user_tasks ut join workflow_elements we on we.id = ut.element_id join users u on u.id = ut.user_id
        where we.title = 'Анкета новичка' and u.email = 'employee@demo.local'`);
    // the demo question takes pdf, jpg and png: here it takes zip too
    await env.server.db.query(`update workflow_elements set content = replace(content::text, '"extensions": ["pdf", "jpg", "png"]', '"extensions": ["pdf", "jpg", "png", "zip"]')::jsonb where title = 'Анкета новичка'`);
    const form = new FormData();
    for (const [k, v] of Object.entries({ purpose: "answer", user_workflow_task_id: String(task.id), element_id: "contract" })) form.append(k, v);
    form.append("file", new Blob([new Uint8Array(await bytesOf("RuntimeBasicCalls_SCORM12.zip")) as BlobPart], { type: "application/zip" }), "answer.zip");
    const up = await fetch(`${env.server.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${env.employee}` } });
    const body = (await up.json()) as any;
    expect(up.status, JSON.stringify(body)).toBe(200);
    const [row] = await env.server.db.query<{ general_file_type_id: number; library_type_id: number }>("select general_file_type_id, library_type_id from library_files where id = $1", [body[0].id]);
    expect(row).toEqual({ general_file_type_id: 11, library_type_id: 4 });
    expect((await env.server.db.query("select 1 from scorm_packages where library_file_id = $1", [body[0].id])).length).toBe(0);
    expect((await call(env, env.admin, `scormPackageUrl?library_file_id=${body[0].id}`, undefined, "GET")).status).toBe(404);
  });
});
