// An administrator's pass or fail mark on a person's course (the analytics' Users view) and the learner's drop of an
// additional course, against a real database: both through the courseAppointment machine (the mark writes the same
// `passed` / `failed` facts, by the administrator), the Users view's offers (`can_pass`, `can_fail`), the course page's
// drop offered or refused with the machine's reason, and every refusal (wrong role, another client, bad payloads, a
// stale version, a required course, a mark the machine does not take now), each of which writes nothing.
import { describe, expect, it } from "vitest";
import { blankCourse, coursesServer } from "./coursesFixture.js";

const { h, t, ids, call, refused } = coursesServer();
const blank = blankCourse;

/** A published course with a module and a text material, appointed to these people (required or additional). */
const appointedCourse = async (title: string, user_ids: number[], is_required: boolean) => {
  const course = (await call(t.admin, "/courseEditor", "POST", { ...blank, title })).body;
  const mod = (await call(t.admin, `/courseEditor/${course.id}/modules`, "POST", { title: "Модуль" })).body.modules_list[0];
  await call(t.admin, `/courseModules/${mod.id}/materials`, "POST", { kind: "text", title: "Текст", body: "Прочтите" });
  await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "activate" });
  await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" });
  const set = await call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids, prohibited_ids: [], is_required });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return course.id as number;
};
const usersOf = async (course: number) => (await call(t.admin, `/courseEditor/${course}/analytics/users`, "POST", {})).body.items as any[];
const rowOf = async (course: number, userId: number) => (await usersOf(course)).find((r) => r.user_id === userId);
const mark = (course: number, userId: number, body: unknown, token = t.admin) => call(token, `/courseEditor/${course}/appointments/${userId}/mark`, "POST", body);

describe("an administrator's mark", () => {
  it("passes a course not started, through the machine's course.pass by the administrator", async () => {
    const course = await appointedCourse("Отметка: зачёт", [ids.employee, ids.manager], true);
    const before = await rowOf(course, ids.employee);
    expect(before).toMatchObject({ state: "assigned", can_pass: true, can_fail: true });
    const r = await mark(course, ids.employee, { result: "passed", expectedVersion: before.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ user_id: ids.employee, state: "passed", can_pass: false, can_fail: false });
    const [fact] = await h.s.db.query<any>("select data, meta from events where type = 'courseAppointment.passed' and stream_id = $1", [`${course}-${ids.employee}`]);
    expect(fact.data).toMatchObject({ course_id: course, user_id: ids.employee });
    expect(fact.meta.actor).toBe(ids.admin);
    // the person's own page says passed; the other person is untouched
    expect((await call(t.employee, `/courses/${course}`)).body.appointment.state).toBe("passed");
    expect((await rowOf(course, ids.manager)).state).toBe("assigned");
  });

  it("fails a course in progress, then may pass it after the failure", async () => {
    const course = await appointedCourse("Отметка: незачёт", [ids.employee], true);
    expect((await call(t.employee, `/courses/${course}/start`, "POST")).status).toBe(200);
    const row = await rowOf(course, ids.employee);
    expect(row).toMatchObject({ state: "inProgress", can_pass: true, can_fail: true });
    const failed = await mark(course, ids.employee, { result: "failed", expectedVersion: row.version });
    expect(failed.body).toMatchObject({ state: "notPassed", can_pass: true, can_fail: false });
    // failing again is not a mark the machine takes now: 409, nothing written
    expect((await refused(409, () => mark(course, ids.employee, { result: "failed" }))).message).toBe("courses.errors.notNow");
    expect((await mark(course, ids.employee, { result: "passed" })).body.state).toBe("passed");
    expect((await refused(409, () => mark(course, ids.employee, { result: "passed" }))).message).toBe("courses.errors.notNow");
  });

  it("refuses the employee, another client, bad payloads, a stale version and a cancelled appointment, writing nothing", async () => {
    const course = await appointedCourse("Отметка: отказы", [ids.employee, ids.manager], true);
    const row = await rowOf(course, ids.employee);
    await refused(403, () => mark(course, ids.employee, { result: "passed" }, t.employee));
    await refused(403, () => mark(course, ids.employee, { result: "passed" }, t.manager));
    await refused(404, () => mark(course, ids.employee, { result: "passed" }, t.adminNW));
    await refused(400, () => mark(course, ids.employee, { result: "done" }));
    await refused(400, () => mark(course, ids.employee, {}));
    await refused(400, () => mark(course, ids.employee, { result: "passed", expectedVersion: "1" }));
    await refused(400, () => call(t.admin, `/courseEditor/${course}/appointments/abc/mark`, "POST", { result: "passed" }));
    await refused(404, () => mark(course, ids.adminNW, { result: "passed" }));
    await refused(404, () => mark(999999, ids.employee, { result: "passed" }));
    await refused(409, () => mark(course, ids.employee, { result: "passed", expectedVersion: row.version + 5 }));
    const m = await rowOf(course, ids.manager);
    await call(t.admin, `/courseEditor/${course}/appointments/${ids.manager}/cancel`, "POST", { expectedVersion: m.version });
    expect(await rowOf(course, ids.manager)).toMatchObject({ state: "canceled", can_pass: false, can_fail: false });
    await refused(409, () => mark(course, ids.manager, { result: "passed" }));
  });
});

describe("the learner's drop", () => {
  it("drops an additional course: offered on its page, cancelled, gone from My courses", async () => {
    const course = await appointedCourse("Отказ: дополнительный", [ids.employee], false);
    const page = (await call(t.employee, `/courses/${course}`)).body;
    expect(page.available_commands).toEqual(["start", "drop"]);
    const r = await call(t.employee, `/courses/${course}/drop`, "POST", { expectedVersion: page.appointment_version });
    expect(r.status, JSON.stringify(r.body)).toBe(204);
    expect((await rowOf(course, ids.employee)).state).toBe("canceled");
    const [fact] = await h.s.db.query<any>("select meta from events where type = 'courseAppointment.canceled' and stream_id = $1", [`${course}-${ids.employee}`]);
    expect(fact.meta.actor).toBe(ids.employee);
    const mine = (await call(t.employee, "/myCourses", "POST", { tab: "all" })).body.items.map((c: any) => c.id);
    expect(mine).not.toContain(course);
    // dropped twice: the course is no longer the person's
    expect((await refused(404, () => call(t.employee, `/courses/${course}/drop`, "POST", {}))).message).toBe("courses.errors.notAppointed");
  });

  it("refuses to drop a required course with the machine's reason, shown beside the disabled button", async () => {
    const course = await appointedCourse("Отказ: обязательный", [ids.employee], true);
    const page = (await call(t.employee, `/courses/${course}`)).body;
    expect(page.available_commands).toEqual(["start"]);
    expect(page.unavailable_commands).toEqual([{ type: "drop", reason: "courses.errors.requiredCourse" }]);
    expect((await refused(409, () => call(t.employee, `/courses/${course}/drop`, "POST", {}))).message).toBe("courses.errors.requiredCourse");
    await call(t.employee, `/courses/${course}/start`, "POST");
    expect((await refused(409, () => call(t.employee, `/courses/${course}/drop`, "POST", {}))).message).toBe("courses.errors.requiredCourse");
    expect((await rowOf(course, ids.employee)).state).toBe("inProgress");
  });

  it("refuses another person's or client's course, bad payloads and a stale version, writing nothing", async () => {
    const course = await appointedCourse("Отказ: отказы", [ids.employee], false);
    await refused(404, () => call(t.manager, `/courses/${course}/drop`, "POST", {}));
    await refused(404, () => call(t.adminNW, `/courses/${course}/drop`, "POST", {}));
    await refused(400, () => call(t.employee, "/courses/abc/drop", "POST", {}));
    await refused(400, () => call(t.employee, `/courses/${course}/drop`, "POST", { expectedVersion: -1 }));
    await refused(409, () => call(t.employee, `/courses/${course}/drop`, "POST", { expectedVersion: 99 }));
    expect((await rowOf(course, ids.employee)).state).toBe("assigned");
  });
});
