// The course editor's SCORM and certificates analytics and its certificate tab against a real database: the attempts
// of the course's packages per person (state, completion, success, score, time, last activity, and each SCO's), the certificates
// issued for the course, the template the course grants (only an active one of the client, stored as the
// certificates area's training set), keyset pages, and every refusal (the employee, another client, bad payloads,
// an inactive or foreign template), each of which writes nothing.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount, refusedWritingNothing } from "./harness.js";
import { blankCourse } from "./coursesFixture.js";
import { call, type LibraryEnv, startLibrary, upload, userId } from "./libraryFixture.js";

let env: LibraryEnv;
const ids: Record<string, number> = {};
beforeAll(async () => {
  env = await startLibrary();
  for (const who of ["employee", "manager", "admin"]) ids[who] = await userId(env, `${who}@demo.local`);
}, 300_000);
afterAll(() => env?.close());

const refused = refusedWritingNothing(() => env.server.db);
const blank = blankCourse;
const template = (name: string, state: "active" | "inactive", token = env.admin) =>
  call(env, token, "certificateTemplate", { name, state, font_id: 1, orientation: "vertical", body: "{name}\n{course}\n{date}", alignment: "center" })
    .then((r) => { expect(r.status, JSON.stringify(r.body)).toBe(200); return r.body as { id: number; name: string }; });

describe("a SCORM course's analytics and certificate", () => {
  let course: number;
  let pkg: { id: string; item: string };
  let active: { id: number; name: string };
  let other: { id: number; name: string };
  let inactive: { id: number; name: string };
  let foreign: { id: number; name: string };
  beforeAll(async () => {
    const name = "RuntimeBasicCalls_SCORM12.zip";
    const bytes = new Uint8Array(await readFile(`/work/shared/fixtures/scorm/${name}`));
    const file = (await upload(env, env.admin, [{ name, bytes, type: "application/zip" }], { purpose: "scorm" })).body[0];
    const choice = (await call(env, env.admin, "courseScormPackages", {})).body.items.find((c: any) => c.id === file.id);
    const item = (await call(env, env.admin, `scorm/package?id=${choice.scorm_package_id}`, undefined, "GET")).body.items[0].identifier;
    pkg = { id: choice.scorm_package_id, item };
    const made = (await call(env, env.admin, "courseEditor", { ...blank, title: "Аналитика SCORM" })).body;
    course = made.id;
    const mod = (await call(env, env.admin, `courseEditor/${course}/modules`, { title: "Модуль" })).body.modules_list[0];
    expect((await call(env, env.admin, `courseModules/${mod.id}/materials`, { kind: "scorm", title: "Пакет", scorm_package_id: pkg.id })).status).toBe(200);
    for (const command of ["activate", "publish"]) await call(env, env.admin, `courseEditor/${course}/state`, { command });
    await call(env, env.admin, `courseEditor/${course}/appointments`, { group_ids: [], user_ids: [ids.employee, ids.manager], prohibited_ids: [], is_required: true }, "PUT");
    active = await template("Сертификат аналитики", "active");
    other = await template("Другой сертификат", "active");
    inactive = await template("Неактивный сертификат", "inactive");
    foreign = await template("Чужой сертификат", "active", env.foreign);
  }, 120_000);

  it("grants no certificate at first and offers only the client's active templates", async () => {
    expect((await call(env, env.admin, `courseEditor/${course}/certificate`, undefined, "GET")).body).toEqual({ template: null });
    const choices: { id: number; name: string }[] = [];
    let last: number | null = null;
    do {
      const p: any = (await call(env, env.admin, "courseCertificateTemplates", { limit: 1, ...(last ? { last_id: last } : {}) })).body;
      choices.push(...p.items);
      last = p.last_id;
    } while (last);
    const chosen = choices.map((c) => c.id);
    expect(chosen).toEqual(expect.arrayContaining([active.id, other.id]));
    expect(chosen).not.toContain(inactive.id);
    expect(chosen).not.toContain(foreign.id);
    expect(chosen).toEqual([...chosen].sort((a, b) => a - b));
  });

  it("refuses the employee, another client, an inactive or foreign template and bad payloads, writing nothing", async () => {
    await refused(403, () => call(env, env.employee, `courseEditor/${course}/certificate`, { template_id: active.id }, "PUT"));
    await refused(403, () => call(env, env.employee, `courseEditor/${course}/certificate`, undefined, "GET"));
    await refused(403, () => call(env, env.employee, "courseCertificateTemplates", {}));
    await refused(404, () => call(env, env.foreign, `courseEditor/${course}/certificate`, { template_id: foreign.id }, "PUT"));
    await refused(404, () => call(env, env.foreign, `courseEditor/${course}/certificate`, undefined, "GET"));
    expect((await refused(400, () => call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: inactive.id }, "PUT"))).message).toBe("certificates.errors.inactive");
    const body = await refused(400, () => call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: foreign.id }, "PUT"));
    expect(body.fields[0]).toMatchObject({ path: "payload.template_id", message: "certificates.errors.notFound" });
    await refused(400, () => call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: "1" }, "PUT"));
    await refused(400, () => call(env, env.admin, `courseEditor/${course}/certificate`, {}, "PUT"));
    await refused(400, () => call(env, env.admin, "courseEditor/abc/certificate", { template_id: active.id }, "PUT"));
    expect(await env.server.db.query("select 1 from certificate_courses where course_id = $1", [course])).toEqual([]);
  });

  it("grants the chosen template through its training set, moves it to another and clears it", async () => {
    const set = await call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: other.id }, "PUT");
    expect(set.body).toEqual({ template: { id: other.id, name: other.name, state: "active" } });
    expect((await call(env, env.admin, `certificateTemplate?id=${other.id}`, undefined, "GET")).body.course_ids).toEqual([course]);
    // choosing the same again writes nothing
    const before = await eventCount(env.server.db);
    expect((await call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: other.id }, "PUT")).status).toBe(200);
    expect(await eventCount(env.server.db)).toBe(before);
    await call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: active.id }, "PUT");
    expect((await call(env, env.admin, `certificateTemplate?id=${other.id}`, undefined, "GET")).body.course_ids).toEqual([]);
    expect((await call(env, env.admin, `certificateTemplate?id=${active.id}`, undefined, "GET")).body.course_ids).toEqual([course]);
    expect((await call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: null }, "PUT")).body).toEqual({ template: null });
    expect(await env.server.db.query("select 1 from certificate_courses where course_id = $1", [course])).toEqual([]);
    expect((await call(env, env.admin, `courseEditor/${course}/certificate`, { template_id: active.id }, "PUT")).body.template.id).toBe(active.id);
  });

  it("lists each person's attempts and the certificates issued, a page at a time", async () => {
    const empty = (await call(env, env.admin, `courseEditor/${course}/analytics/scorm`, {})).body;
    expect(empty).toEqual({ items: [], last_id: null });
    await call(env, env.employee, `courses/${course}/start`, undefined, "POST");
    const a = (await call(env, env.employee, "scorm/launch", { scorm_package_id: pkg.id })).body;
    const r = await call(env, env.employee, "scorm/commit", {
      attempt_id: a.attempt_id, item: pkg.item, terminate: true,
      values: { "cmi.core.lesson_status": "passed", "cmi.core.score.raw": "90", "cmi.core.session_time": "00:05:00" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const m = (await call(env, env.manager, "scorm/launch", { scorm_package_id: pkg.id })).body;
    await call(env, env.manager, "scorm/commit", { attempt_id: m.attempt_id, item: pkg.item, terminate: false, values: { "cmi.core.lesson_status": "incomplete" } });

    const first = (await call(env, env.admin, `courseEditor/${course}/analytics/scorm`, { limit: 1 })).body;
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ id: m.attempt_id, user_id: ids.manager, material_title: "Пакет", number: 1, state_value: "active", completion: "incomplete", success: "unknown", score: null });
    const second = (await call(env, env.admin, `courseEditor/${course}/analytics/scorm`, { limit: 1, last_id: first.last_id })).body;
    expect(second.items[0]).toMatchObject({ id: a.attempt_id, user_id: ids.employee, package_id: pkg.id, completion: "completed", success: "passed", score: 90 });
    expect(second.items[0].seconds).toBe(300);
    expect(Date.parse(second.items[0].updated_at)).toBeGreaterThan(Date.now() - 120_000);
    expect(second.items[0].name.length).toBeGreaterThan(0);
    // per SCO: each launchable item of the package with its status, score, time and last commit in that attempt
    expect(second.items[0].scos).toEqual([expect.objectContaining({
      identifier: pkg.item, completion: "completed", success: "passed", score_raw: 90, seconds: 300, committed_at: expect.any(String),
    })]);
    expect(Date.parse(second.items[0].scos[0].committed_at)).toBeGreaterThan(Date.now() - 120_000);
    expect(first.items[0].scos).toEqual([expect.objectContaining({ identifier: pkg.item, completion: "incomplete", success: "unknown", score: null, seconds: 0 })]);

    // the employee passed with the package: the course's template issued their certificate
    const certs = (await call(env, env.admin, `courseEditor/${course}/analytics/certificates`, {})).body;
    expect(certs.items).toHaveLength(1);
    expect(certs.items[0]).toMatchObject({ user_id: ids.employee, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const mine = (await call(env, env.employee, "myCertificates", {})).body.items.find((c: any) => c.course_id === course);
    expect(mine.uuid).toBe(certs.items[0].uuid);
    expect(certs.last_id).toBeNull();
  });

  it("refuses the analytics to the employee and another client, and bad payloads", async () => {
    for (const view of ["scorm", "certificates"]) {
      await refused(403, () => call(env, env.employee, `courseEditor/${course}/analytics/${view}`, {}));
      await refused(404, () => call(env, env.foreign, `courseEditor/${course}/analytics/${view}`, {}));
      await refused(400, () => call(env, env.admin, `courseEditor/${course}/analytics/${view}`, { last_id: "x" }));
      await refused(400, () => call(env, env.admin, `courseEditor/${course}/analytics/${view}`, { limit: 0 }));
    }
    // another client's own course list of packages or certificates is empty of this course's rows
    const theirs = (await call(env, env.foreign, "courseCertificateTemplates", {})).body.items.map((t: any) => t.id);
    expect(theirs).toContain(foreign.id);
    expect(theirs).not.toContain(active.id);
  });
});
