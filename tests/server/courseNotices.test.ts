// A course's notifications tabs against a real database: the system types switched off per course (an appointment
// then tells nobody), custom notifications added, listed and removed, the job sending the due ones once each (timed
// from the appointment or the deadline, only to open appointments), and every refusal (the employee, an admin
// without the edit flag's section, another client, bad payloads, a stale version), each of which writes nothing.
import { describe, expect, it } from "vitest";
import { runCourseNotices } from "../../src/server/areas/courses/noticesJob.js";
import { blankCourse, coursesServer } from "./coursesFixture.js";

const { h, t, ids, call, refused } = coursesServer();
const blank = blankCourse;
const DAY = 86_400_000;

const publishedCourse = async (title: string, deadline_days: number | null = null) => {
  const course = (await call(t.admin, "/courseEditor", "POST", { ...blank, title, deadline_days })).body;
  await call(t.admin, `/courseEditor/${course.id}/modules`, "POST", { title: "Модуль" });
  await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "activate" });
  await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" });
  return course.id as number;
};
const appoint = (course: number, user_ids: number[]) =>
  call(t.admin, `/courseEditor/${course}/appointments`, "PUT", { group_ids: [], user_ids, prohibited_ids: [], is_required: true });
const notes = (course: number, type: number) =>
  h.s.db.query<{ user_id: number; title: string; body: string }>("select user_id, title, body from notifications where type_id = $1 and link = $2 order by user_id",
    [type, `/education/courses/${course}`]);
const notice = { title: "Напоминание", body: "Пройдите курс до пятницы", anchor: "appointment", days: 0 };

describe("a course's system notifications", () => {
  it("sends courseAssignment by default and lists it switched on", async () => {
    const course = await publishedCourse("Уведомления: по умолчанию");
    const got = (await call(t.admin, `/courseEditor/${course}/notifications`)).body;
    expect(got).toMatchObject({ version: 0, system: [{ type_id: 29, on: true }], custom: [], has_deadline: false });
    await appoint(course, [ids.employee]);
    expect((await notes(course, 29)).map((n) => n.user_id)).toEqual([ids.employee]);
  });

  it("switched off, an appointment tells nobody; switched on again, it does", async () => {
    const course = await publishedCourse("Уведомления: выключены");
    const off = await call(t.admin, `/courseEditor/${course}/notifications/system`, "PUT", { off: [29], expectedVersion: 0 });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ version: 1, system: [{ type_id: 29, on: false }] });
    await appoint(course, [ids.employee]);
    expect(await notes(course, 29)).toEqual([]);
    const on = await call(t.admin, `/courseEditor/${course}/notifications/system`, "PUT", { off: [], expectedVersion: 1 });
    expect(on.body.system).toEqual([{ type_id: 29, on: true }]);
    await appoint(course, [ids.employee, ids.manager]);
    expect((await notes(course, 29)).map((n) => n.user_id)).toEqual([ids.manager]);
  });

  it("refuses the employee, another client, unknown types, bad payloads and a stale version, writing nothing", async () => {
    const course = await publishedCourse("Уведомления: отказы");
    const path = `/courseEditor/${course}/notifications/system`;
    await refused(403, () => call(t.employee, path, "PUT", { off: [29] }));
    await refused(403, () => call(t.employee, `/courseEditor/${course}/notifications`));
    await refused(404, () => call(t.adminNW, path, "PUT", { off: [29] }));
    await refused(404, () => call(t.adminNW, `/courseEditor/${course}/notifications`));
    const bad = await refused(400, () => call(t.admin, path, "PUT", { off: [29, 6] }));
    expect(bad.fields[0]).toMatchObject({ path: "payload.off.1", message: "courses.errors.noticeType" });
    await refused(400, () => call(t.admin, path, "PUT", { off: "29" }));
    await refused(400, () => call(t.admin, path, "PUT", {}));
    await refused(404, () => call(t.admin, "/courseEditor/999999/notifications/system", "PUT", { off: [] }));
    await call(t.admin, path, "PUT", { off: [29], expectedVersion: 0 });
    await refused(409, () => call(t.admin, path, "PUT", { off: [], expectedVersion: 0 }));
  });
});

describe("a course's custom notifications", () => {
  it("are added, listed and sent by the job once to each open appointment, timed from the appointment", async () => {
    const course = await publishedCourse("Уведомления: свои");
    await appoint(course, [ids.employee, ids.manager]);
    const added = await call(t.admin, `/courseEditor/${course}/notifications/custom`, "POST", { ...notice, title: "  Напоминание  " });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.custom).toMatchObject([{ title: "Напоминание", body: notice.body, anchor: "appointment", days: 0, sent: 0 }]);
    await call(t.admin, `/courseEditor/${course}/notifications/custom`, "POST", { ...notice, title: "Через три дня", days: 3 });
    // the manager drops out: their appointment is cancelled, so only the employee is reminded
    const cancel = await call(t.admin, `/courseEditor/${course}/appointments/${ids.manager}/cancel`, "POST", {});
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const now = new Date();
    expect(await runCourseNotices(h.s.db, now)).toBeGreaterThanOrEqual(1);
    expect(await notes(course, 42)).toEqual([{ user_id: ids.employee, title: "Напоминание", body: notice.body }]);
    // once: the next run sends nothing of this course again
    await runCourseNotices(h.s.db, now);
    expect(await notes(course, 42)).toHaveLength(1);
    // three days later the second one falls due
    await runCourseNotices(h.s.db, new Date(now.getTime() + 3 * DAY + 60_000));
    expect((await notes(course, 42)).map((n) => n.title).sort()).toEqual(["Напоминание", "Через три дня"]);
    const listed = (await call(t.admin, `/courseEditor/${course}/notifications`)).body.custom;
    expect(listed.map((n: any) => n.sent)).toEqual([1, 1]);
  });

  it("timed from the deadline, falls due so many days before the due date", async () => {
    const course = await publishedCourse("Уведомления: до срока", 10);
    await appoint(course, [ids.employee]);
    await call(t.admin, `/courseEditor/${course}/notifications/custom`, "POST", { ...notice, title: "За два дня", anchor: "deadline", days: 2 });
    const now = new Date();
    await runCourseNotices(h.s.db, new Date(now.getTime() + 6 * DAY));
    expect(await notes(course, 42)).toEqual([]);
    await runCourseNotices(h.s.db, new Date(now.getTime() + 9 * DAY));
    expect((await notes(course, 42)).map((n) => n.title)).toEqual(["За два дня"]);
  });

  it("a removed notice is no longer sent; an inactive course sends nothing", async () => {
    const course = await publishedCourse("Уведомления: удалено");
    await appoint(course, [ids.employee]);
    const made = (await call(t.admin, `/courseEditor/${course}/notifications/custom`, "POST", notice)).body.custom[0];
    const removed = await call(t.admin, `/courseEditor/${course}/notifications/custom/${made.id}`, "DELETE");
    expect(removed.body.custom).toEqual([]);
    const other = await publishedCourse("Уведомления: неактивный");
    await appoint(other, [ids.employee]);
    await call(t.admin, `/courseEditor/${other}/notifications/custom`, "POST", notice);
    await call(t.admin, `/courseEditor/${other}/state`, "POST", { command: "deactivate" });
    await runCourseNotices(h.s.db, new Date(Date.now() + DAY));
    expect(await notes(course, 42)).toEqual([]);
    expect(await notes(other, 42)).toEqual([]);
  });

  it("refuses the employee, another client, bad payloads and an unknown notice, writing nothing", async () => {
    const course = await publishedCourse("Уведомления: свои отказы");
    const path = `/courseEditor/${course}/notifications/custom`;
    const made = (await call(t.admin, path, "POST", notice)).body.custom[0];
    await refused(403, () => call(t.employee, path, "POST", notice));
    await refused(403, () => call(t.employee, `${path}/${made.id}`, "DELETE"));
    await refused(404, () => call(t.adminNW, path, "POST", notice));
    await refused(404, () => call(t.adminNW, `${path}/${made.id}`, "DELETE"));
    expect((await refused(400, () => call(t.admin, path, "POST", { ...notice, title: "   " }))).fields[0]).toMatchObject({ path: "payload.title", message: "courses.errors.empty" });
    expect((await refused(400, () => call(t.admin, path, "POST", { ...notice, body: "" }))).fields[0]).toMatchObject({ path: "payload.body" });
    await refused(400, () => call(t.admin, path, "POST", { ...notice, days: 366 }));
    await refused(400, () => call(t.admin, path, "POST", { ...notice, days: -1 }));
    await refused(400, () => call(t.admin, path, "POST", { ...notice, days: 1.5 }));
    await refused(400, () => call(t.admin, path, "POST", { ...notice, anchor: "start" }));
    await refused(400, () => call(t.admin, path, "POST", { ...notice, title: "a\nb" }));
    await refused(400, () => call(t.admin, path, "POST", { ...notice, body: "x".repeat(5001) }));
    await refused(400, () => call(t.admin, `${path}/abc`, "DELETE"));
    await refused(404, () => call(t.admin, `${path}/999999`, "DELETE"));
    const otherCourse = await publishedCourse("Уведомления: другой курс");
    await refused(404, () => call(t.admin, `/courseEditor/${otherCourse}/notifications/custom/${made.id}`, "DELETE"));
  });
});
