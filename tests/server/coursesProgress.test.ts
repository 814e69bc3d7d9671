// The employee's way through a course against a real database: materials marked done, a SCORM material's result
// carried in from the scorm area's attempts (a reaction), pass and fail through the courseAppointment machine with the
// data certificates read, retake, an administrator's cancel, and every refusal (another client's course, someone
// else's appointment, a material not in the course, bad payloads), each of which writes nothing.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount, refusedWritingNothing } from "./harness.js";
import { call, type LibraryEnv, startLibrary, upload, userId } from "./libraryFixture.js";

let env: LibraryEnv;
const ids: Record<string, number> = {};
beforeAll(async () => {
  env = await startLibrary();
  for (const who of ["employee", "manager", "admin"]) ids[who] = await userId(env, `${who}@demo.local`);
}, 300_000);
afterAll(() => env?.close());

const refused = refusedWritingNothing(() => env.server.db);
const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };
const factsOf = (stream: string, type: string) =>
  env.server.db.query<{ data: any }>("select data from events where stream_type = 'courseAppointment' and stream_id = $1 and type = $2", [stream, type]);

/** A published course with one module and the given materials, appointed to the employee and the manager. */
const publishedCourse = async (title: string, materials: unknown[]) => {
  const course = (await call(env, env.admin, "courseEditor", { ...blank, title })).body;
  const mod = (await call(env, env.admin, `courseEditor/${course.id}/modules`, { title: "Модуль" })).body.modules_list[0];
  for (const m of materials) {
    const r = await call(env, env.admin, `courseModules/${mod.id}/materials`, m);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  for (const command of ["activate", "publish"]) await call(env, env.admin, `courseEditor/${course.id}/state`, { command });
  const appointed = await call(env, env.admin, `courseEditor/${course.id}/appointments`, { group_ids: [], user_ids: [ids.employee, ids.manager], prohibited_ids: [], is_required: true }, "PUT");
  expect(appointed.status, JSON.stringify(appointed.body)).toBe(200);
  return course.id as number;
};

const scormPackage = async (name: string) => {
  const bytes = new Uint8Array(await readFile(`/work/shared/fixtures/scorm/${name}`));
  const file = (await upload(env, env.admin, [{ name, bytes, type: "application/zip" }], { purpose: "scorm" })).body[0];
  const choices = (await call(env, env.admin, "courseScormPackages", {})).body.items as Array<{ id: number; scorm_package_id: string; title: string }>;
  const choice = choices.find((c) => c.id === file.id);
  expect(choice).toBeTruthy();
  const item = (await call(env, env.admin, `scorm/package?id=${choice?.scorm_package_id}`, undefined, "GET")).body.items[0].identifier as string;
  return { id: choice?.scorm_package_id as string, item };
};

/** The employee's attempt at a package: one Terminate with these values. */
const attempt = async (pkg: { id: string; item: string }, values: Record<string, unknown>, token = env.employee) => {
  const a = (await call(env, token, "scorm/launch", { scorm_package_id: pkg.id })).body;
  const r = await call(env, token, "scorm/commit", { attempt_id: a.attempt_id, item: pkg.item, terminate: true, values });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

describe("the demo employee's required course", () => {
  let id: number;
  let materials: number[];
  beforeAll(async () => {
    id = (await call(env, env.employee, "myCourses", { tab: "required" })).body.items[0].id;
    const course = (await call(env, env.employee, `courses/${id}`, undefined, "GET")).body;
    materials = course.modules.flatMap((m: any) => m.materials.map((x: any) => x.id));
  });

  it("offers start (a required course: no drop, with the reason), and refuses marking a material before it, writing nothing", async () => {
    const course = (await call(env, env.employee, `courses/${id}`, undefined, "GET")).body;
    expect(course).toMatchObject({ available_commands: ["start"], unavailable_commands: [{ type: "drop", reason: "courses.errors.requiredCourse" }], mark_reason: "courses.errors.startFirst", progress: { done: 0, total: 3 }, finished: [] });
    expect((await refused(409, () => call(env, env.employee, `courses/${id}/done`, { material_id: materials[0] }))).message).toBe("courses.errors.startFirst");
  });

  it("refuses another client, someone without the appointment, a material not in the course and bad payloads", async () => {
    await call(env, env.employee, `courses/${id}/start`, undefined, "POST");
    await refused(404, () => call(env, env.foreign, `courses/${id}/done`, { material_id: materials[0] }));
    // the manager of the demo is not appointed to this course: it is not theirs to mark
    await refused(404, () => call(env, env.manager, `courses/${id}/done`, { material_id: materials[0] }));
    const product = (await call(env, env.employee, "catalogCourses", {})).body.items.find((c: any) => c.id !== id).id;
    const other = (await call(env, env.employee, `courses/${product}`, undefined, "GET")).body.modules[0].materials[0].id;
    expect((await refused(400, () => call(env, env.employee, `courses/${id}/done`, { material_id: other }))).message).toBe("courses.errors.unknownMaterial");
    await refused(400, () => call(env, env.employee, `courses/${id}/done`, { material_id: "1" }));
    await refused(400, () => call(env, env.employee, `courses/${id}/done`, {}));
    await refused(400, () => call(env, env.employee, `courses/${id}/done`, { material_id: -1 }));
    await refused(400, () => call(env, env.employee, "courses/abc/done", { material_id: materials[0] }));
    await refused(409, () => call(env, env.employee, `courses/${id}/retake`, undefined, "POST"));
  });

  it("counts each material once and passes the course with the last one, with the data certificates read", async () => {
    const first = (await call(env, env.employee, `courses/${id}/done`, { material_id: materials[0] })).body;
    expect(first).toMatchObject({ progress: { done: 1, total: 3 }, finished: [{ material_id: materials[0], status: "done" }], mark_reason: null });
    const before = await eventCount(env.server.db);
    expect((await call(env, env.employee, `courses/${id}/done`, { material_id: materials[0] })).status).toBe(200);
    expect(await eventCount(env.server.db)).toBe(before);
    await call(env, env.employee, `courses/${id}/done`, { material_id: materials[1] });
    const passed = (await call(env, env.employee, `courses/${id}/done`, { material_id: materials[2] })).body;
    expect(passed.appointment.state).toBe("passed");
    expect(passed).toMatchObject({ progress: { done: 3, total: 3 }, available_commands: [], mark_reason: null });
    const [fact] = await factsOf(`${id}-${ids.employee}`, "courseAppointment.passed");
    expect(fact.data).toMatchObject({ appointment_id: passed.appointment.id, course_id: id, user_id: ids.employee, actor: { relation: "system" } });
    expect(Date.parse(fact.data.at)).toBeGreaterThan(Date.now() - 60_000);
    const mine = (await call(env, env.employee, "myCourses", { tab: "all" })).body.items.find((c: any) => c.id === id);
    expect(mine).toMatchObject({ appointment: { state: "passed" }, progress: { done: 3, total: 3 } });
    // a passed course is over: nothing more to mark, nothing to cancel
    await refused(409, () => call(env, env.employee, `courses/${id}/done`, { material_id: materials[0] }));
    await refused(409, () => call(env, env.admin, `courseEditor/${id}/appointments/${ids.employee}/cancel`, {}));
  });
});

describe("a course with SCORM packages", () => {
  let pkg12: { id: string; item: string };
  let pkg2004: { id: string; item: string };
  beforeAll(async () => {
    pkg12 = await scormPackage("RuntimeBasicCalls_SCORM12.zip");
    pkg2004 = await scormPackage("RuntimeBasicCalls_SCORM20043rdEdition.zip");
  }, 60_000);

  it("refuses a package that is not the client's, writing nothing", async () => {
    const course = (await call(env, env.admin, "courseEditor", { ...blank, title: "Пакеты" })).body;
    const mod = (await call(env, env.admin, `courseEditor/${course.id}/modules`, { title: "М" })).body.modules_list[0];
    const body = await refused(400, () => call(env, env.admin, `courseModules/${mod.id}/materials`, { kind: "scorm", title: "x", scorm_package_id: "00000000-0000-4000-8000-000000000000" }));
    expect(body.fields[0]).toMatchObject({ path: "payload.scorm_package_id", message: "courses.errors.unknownId" });
    await refused(404, () => call(env, env.foreign, `courseModules/${mod.id}/materials`, { kind: "scorm", title: "x", scorm_package_id: pkg12.id }));
    expect((await call(env, env.foreign, "courseScormPackages", {})).body.items).toEqual([]);
    await refused(403, () => call(env, env.employee, "courseScormPackages", {}));
  });

  it("passes when the package is completed and the text is marked done; the package cannot be marked by hand", async () => {
    const id = await publishedCourse("SCORM и текст", [
      { kind: "scorm", title: "Пакет", scorm_package_id: pkg2004.id }, { kind: "text", title: "Текст", body: "Прочтите." },
    ]);
    const course = (await call(env, env.employee, `courses/${id}`, undefined, "GET")).body;
    const [scorm, text] = course.modules[0].materials;
    expect(scorm.scorm_package_id).toBe(pkg2004.id);
    // completed before the start: recorded, counted when the course starts
    await attempt(pkg2004, { "cmi.completion_status": "completed", "cmi.success_status": "passed", "cmi.exit": "normal" });
    const started = (await call(env, env.employee, `courses/${id}/start`, undefined, "POST")).body;
    expect(started).toMatchObject({ appointment: { state: "inProgress" }, progress: { done: 1, total: 2 }, finished: [{ material_id: scorm.id, status: "completed" }] });
    expect((await refused(400, () => call(env, env.employee, `courses/${id}/done`, { material_id: scorm.id }))).message).toBe("courses.errors.scormByResult");
    const passed = (await call(env, env.employee, `courses/${id}/done`, { material_id: text.id })).body;
    expect(passed.appointment.state).toBe("passed");
    const copy = (await call(env, env.admin, `courseEditor/${id}/copy`, undefined, "POST")).body;
    expect(copy.modules_list[0].materials[0]).toMatchObject({ kind: "scorm", scorm_package_id: pkg2004.id });
    // the manager's course is their own: the employee's attempt did not move it
    const managers = (await call(env, env.manager, `courses/${id}`, undefined, "GET")).body;
    expect(managers).toMatchObject({ appointment: { state: "assigned" }, progress: { done: 0, total: 2 } });
  });

  it("fails when the package reports failed, allows a retake and passes on a passed attempt", async () => {
    const id = await publishedCourse("Только SCORM", [{ kind: "scorm", title: "Тест", scorm_package_id: pkg12.id }]);
    await call(env, env.manager, `courses/${id}/start`, undefined, "POST");
    await attempt(pkg12, { "cmi.core.lesson_status": "failed", "cmi.core.score.raw": "20" }, env.manager);
    const failed = (await call(env, env.manager, `courses/${id}`, undefined, "GET")).body;
    expect(failed).toMatchObject({ appointment: { state: "notPassed" }, available_commands: ["retake"], mark_reason: "courses.errors.retakeFirst", finished: [{ status: "failed" }] });
    const stream = `${id}-${ids.manager}`;
    expect((await factsOf(stream, "courseAppointment.failed"))[0].data).toMatchObject({ course_id: id, user_id: ids.manager });
    const retaken = (await call(env, env.manager, `courses/${id}/retake`, undefined, "POST")).body;
    expect(retaken).toMatchObject({ appointment: { state: "inProgress" }, available_commands: [] });
    await attempt(pkg12, { "cmi.core.lesson_status": "passed", "cmi.core.score.raw": "90" }, env.manager);
    const passed = (await call(env, env.manager, `courses/${id}`, undefined, "GET")).body;
    expect(passed).toMatchObject({ appointment: { state: "passed" }, progress: { done: 1, total: 1 } });
    expect((await factsOf(stream, "courseAppointment.passed"))[0].data).toMatchObject({ course_id: id, user_id: ids.manager });
  });
});

describe("cancelling an appointment", () => {
  it("is the administrator's, for an unfinished appointment of their client's course", async () => {
    const id = await publishedCourse("Отмена", [{ kind: "text", title: "Т", body: "т" }]);
    await refused(403, () => call(env, env.employee, `courseEditor/${id}/appointments/${ids.manager}/cancel`, {}));
    await refused(404, () => call(env, env.foreign, `courseEditor/${id}/appointments/${ids.manager}/cancel`, {}));
    await refused(404, () => call(env, env.admin, `courseEditor/${id}/appointments/${ids.admin}/cancel`, {}));
    await refused(400, () => call(env, env.admin, `courseEditor/${id}/appointments/${ids.manager}/cancel`, { expectedVersion: "x" }));
    const listed = (await call(env, env.admin, `courseEditor/${id}/appointmentsList`, {})).body.items;
    expect(listed.map((r: any) => [r.user_id, r.state, r.can_cancel])).toEqual(expect.arrayContaining([[ids.manager, "assigned", true], [ids.employee, "assigned", true]]));
    await refused(404, () => call(env, env.foreign, `courseEditor/${id}/appointmentsList`, {}));
    await refused(403, () => call(env, env.employee, `courseEditor/${id}/appointmentsList`, {}));
    const seen = listed.find((r: any) => r.user_id === ids.manager).version;
    expect((await call(env, env.manager, `courses/${id}`, undefined, "GET")).body.appointment_version).toBe(seen);
    await refused(409, () => call(env, env.admin, `courseEditor/${id}/appointments/${ids.manager}/cancel`, { expectedVersion: seen + 5 }));
    const editor = (await call(env, env.admin, `courseEditor/${id}/appointments/${ids.manager}/cancel`, { expectedVersion: seen })).body;
    expect(editor.appointments.counts).toMatchObject({ canceled: 1, assigned: 1 });
    expect((await call(env, env.manager, `courses/${id}`, undefined, "GET")).status).toBe(404);
    const after = (await call(env, env.admin, `courseEditor/${id}/appointmentsList`, {})).body.items.find((r: any) => r.user_id === ids.manager);
    expect(after).toMatchObject({ state: "canceled", can_cancel: false });
    await refused(409, () => call(env, env.admin, `courseEditor/${id}/appointments/${ids.manager}/cancel`, {}));
  });
});
