// The courses calls against a real database: the demo's catalogue and appointment, building a course (publish
// rules of spec 001 §8, copy, tags), appointments with their notification, the employee's pages, and every refusal
// (a role without the section or its edit flag, another client's rows, bad payloads), each of which writes nothing.
import { describe, expect, it } from "vitest";
import { blankCourse, coursesServer } from "./coursesFixture.js";

const { h, t, ids, call, refused } = coursesServer();
const blank = blankCourse;

describe("the demo's courses", () => {
  it("shows the employee the catalogue's published courses and their required appointment", async () => {
    const catalog = (await call(t.employee, "/catalogCourses", "POST", {})).body;
    expect(catalog.items.map((c: any) => c.title)).toEqual(["Информационная безопасность", "Основы продукта"]);
    const [security, product] = catalog.items;
    expect(security.appointment).toMatchObject({ state: "assigned", is_required: true, overdue: false });
    expect(security.can_enrol).toBe(false);
    expect(product).toMatchObject({ appointment: null, can_enrol: true });
    const required = (await call(t.employee, "/myCourses", "POST", { tab: "required" })).body;
    expect(required.items.map((c: any) => c.id)).toEqual([security.id]);
    expect((await call(t.employee, "/myCourses", "POST", { tab: "inProgress" })).body.items).toEqual([]);
    // the appointment told the employee (courseAssignment 29)
    const [n] = await h.s.db.query<any>("select type_id, link from notifications where user_id = $1 and type_id = 29", [ids.employee]);
    expect(n).toMatchObject({ type_id: 29, link: `/education/courses/${security.id}` });
  });

  it("opens the course with its modules, rich text rendered and sanitised, and starts it", async () => {
    const list = (await call(t.employee, "/myCourses", "POST", { tab: "all" })).body;
    const id = list.items[0].id;
    const course = (await call(t.employee, `/courses/${id}`)).body;
    expect(course.modules.map((m: any) => m.title)).toEqual(["Пароли и доступы", "Фишинг"]);
    expect(course.modules[0].materials[0].body_html).toContain("<strong>12 символов</strong>");
    expect(course.modules[1].materials[1]).toMatchObject({ kind: "video", video_url: "https://video.demo.local/phishing.mp4" });
    expect(course.can_start).toBe(true);
    const started = (await call(t.employee, `/courses/${id}/start`, "POST")).body;
    expect(started.appointment.state).toBe("inProgress");
    expect(started.can_start).toBe(false);
    expect((await call(t.employee, "/myCourses", "POST", { tab: "inProgress" })).body.items.map((c: any) => c.id)).toEqual([id]);
    // a second start is the machine's refusal
    await refused(409, () => call(t.employee, `/courses/${id}/start`, "POST"));
  });

  it("lets the employee enrol where the catalogue allows it, once", async () => {
    const product = (await call(t.employee, "/catalogCourses", "POST", {})).body.items[1];
    const enrolled = (await call(t.employee, `/courses/${product.id}/enrol`, "POST")).body;
    expect(enrolled.appointment).toMatchObject({ state: "assigned", is_required: false });
    await refused(409, () => call(t.employee, `/courses/${product.id}/enrol`, "POST"));
    // enrolling tells nobody: nobody appointed them
    const n = await h.s.db.query("select 1 from notifications where user_id = $1 and type_id = 29", [ids.employee]);
    expect(n).toHaveLength(1);
  });
});

describe("building a course", () => {
  it("publishes only an active course with a module, with the spec's messages", async () => {
    const course = (await call(t.admin, "/courseEditor", "POST", { ...blank, title: "  Этика  " })).body;
    expect(course).toMatchObject({ title: "Этика", state: "inactive", modules_list: [], commands: { activate: true, publish: false, publish_reason: "courses.errors.activateFirst" } });
    expect((await refused(409, () => call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" }))).message).toBe("courses.errors.activateFirst");
    await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "activate" });
    expect((await refused(409, () => call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" }))).message).toBe("courses.errors.addModule");
    const withModule = (await call(t.admin, `/courseEditor/${course.id}/modules`, "POST", { title: "Введение" })).body;
    const moduleId = withModule.modules_list[0].id;
    const withText = (await call(t.admin, `/courseModules/${moduleId}/materials`, "POST", { kind: "text", title: "Текст", body: "**жирный** <script>alert(1)</script>" })).body;
    const html = withText.modules_list[0].materials[0].body_html;
    expect(html).toContain("<strong>жирный</strong>");
    expect(html).not.toContain("<script");
    // a SCORM material names a package of the client's library (coursesProgress.test.ts links a real one)
    await refused(400, () => call(t.admin, `/courseModules/${moduleId}/materials`, "POST", { kind: "scorm", title: "Пакет", scorm_package_id: "0b5f3c9e-1d2a-4c8b-9e7f-123456789abc" }));
    const published = (await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" })).body;
    expect(published).toMatchObject({ state: "published", state_id: 3, modules: 1 });
    // a published course keeps its last module
    expect((await refused(409, () => call(t.admin, `/courseModules/${moduleId}`, "DELETE"))).message).toBe("courses.errors.lastModule");
    // the copy: a new inactive course with the modules and materials, no appointments
    const copy = (await call(t.admin, `/courseEditor/${course.id}/copy`, "POST")).body;
    expect(copy).toMatchObject({ title: "Этика (копия)", state: "inactive", modules: 1 });
    expect(copy.modules_list[0].materials.map((m: any) => m.kind)).toEqual(["text"]);
    expect(copy.id).not.toBe(course.id);
  });

  it("keeps tag names unique per client, whatever their case, and lists by keyset", async () => {
    await call(t.admin, "/courseTags", "POST", { name: "Soft skills" });
    expect((await refused(409, () => call(t.admin, "/courseTags", "POST", { name: " soft SKILLS " }))).message).toBe("courses.errors.tagExists");
    expect((await call(t.adminNW, "/courseTags", "POST", { name: "Soft skills" })).status).toBe(200);
    const first = (await call(t.admin, "/courseTagsList", "POST", { limit: 1 })).body;
    expect(first.items).toHaveLength(1);
    const second = (await call(t.admin, "/courseTagsList", "POST", { limit: 1, last_id: first.last_id })).body;
    expect(second.items[0].id).toBeGreaterThan(first.items[0].id);
    const parent = (await call(t.admin, "/courseCategories", "POST", { name: "Soft", parent_id: null })).body;
    const child = (await call(t.admin, "/courseCategories", "POST", { name: "Переговоры", parent_id: parent.id })).body;
    expect(child.parent_id).toBe(parent.id);
  });

  it("appoints groups and people, never a prohibited person, and tells each appointed person", async () => {
    const course = (await call(t.admin, "/courseEditor", "POST", { ...blank, title: "Продажи", deadline_days: 10 })).body;
    await call(t.admin, `/courseEditor/${course.id}/modules`, "POST", { title: "Модуль" });
    await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "activate" });
    // rules set before publication wait for it
    const waiting = (await call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: [ids.employee, ids.manager], prohibited_ids: [ids.manager], is_required: true })).body;
    expect(waiting.appointments).toMatchObject({ user_ids: [ids.employee, ids.manager].sort((a, b) => a - b), prohibited_ids: [ids.manager], counts: {} });
    const published = (await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" })).body;
    expect(published.appointments.counts).toEqual({ assigned: 1 });
    const [a] = await h.s.db.query<any>("select user_id, is_required, due_date from course_appointments where course_id = $1", [course.id]);
    expect(a).toMatchObject({ user_id: ids.employee, is_required: true });
    expect(a.due_date).not.toBeNull();
    const notes = await h.s.db.query<any>("select user_id from notifications where type_id = 29 and link = $1", [`/education/courses/${course.id}`]);
    expect(notes.map((n) => n.user_id)).toEqual([ids.employee]);
    // the prohibited manager neither sees nor opens it
    expect((await call(t.manager, `/courses/${course.id}`)).status).toBe(404);
  });
});

describe("refusals", () => {
  it("refuses the administration to a role without the courses section, and writes to one without its edit flag", async () => {
    await refused(403, () => call(t.employee, "/coursesList", "POST", {}));
    await refused(403, () => call(t.employee, "/courseEditor", "POST", { ...blank, title: "X" }));
    await refused(403, () => call(t.manager, "/courseTags", "POST", { name: "X" }));
    expect((await h.s.request("/api/coursesList", { method: "POST", body: {} })).status).toBe(401);
  });

  it("shows another client nothing of this one", async () => {
    const mine = (await call(t.admin, "/coursesList", "POST", {})).body.items[0];
    await refused(404, () => call(t.adminNW, `/courseEditor/${mine.id}`));
    await refused(404, () => call(t.adminNW, `/courseEditor/${mine.id}/copy`, "POST"));
    await refused(404, () => call(t.adminNW, `/courseEditor/${mine.id}/modules`, "POST", { title: "X" }));
    expect((await call(t.adminNW, "/coursesList", "POST", {})).body.items.every((c: any) => c.id !== mine.id)).toBe(true);
    const catalog = (await call(t.admin, "/courseCatalogsList", "POST", {})).body.items[0];
    await refused(404, () => call(t.adminNW, `/courseCatalogs/${catalog.id}`, "PUT", { name: "X", description: "", group_ids: [], user_ids: [], self_enrol: true }));
    // naming another client's rows in a payload is a 400
    await refused(400, () => call(t.adminNW, "/courseEditor", "POST", { ...blank, title: "X", catalog_ids: [catalog.id] }));
    await refused(400, () => call(t.adminNW, "/courseCatalogs", "POST", { name: "X", description: "", group_ids: [], user_ids: [ids.employee], self_enrol: true }));
  });

  it("answers bad payloads with 400, writing nothing", async () => {
    const course = (await call(t.admin, "/coursesList", "POST", {})).body.items[0];
    await refused(400, () => call(t.admin, "/courseEditor", "POST", { ...blank, title: "   " }));
    await refused(400, () => call(t.admin, "/courseEditor", "POST", { ...blank, title: "a\nb" }));
    await refused(400, () => call(t.admin, "/courseEditor", "POST", { ...blank, title: "X", average_minutes: -1 }));
    await refused(400, () => call(t.admin, "/courseEditor", "POST", { title: "X" }));
    await refused(400, () => call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "explode" }));
    await refused(400, () => call(t.admin, "/courseEditor/abc"));
    await refused(400, () => call(t.admin, "/courseTagsList", "POST", { limit: 100000 }));
    const editor = (await call(t.admin, `/courseEditor/${course.id}`)).body;
    const moduleId = editor.modules_list[0]?.id ?? 1;
    await refused(400, () => call(t.admin, `/courseModules/${moduleId}/materials`, "POST", { kind: "scorm", title: "X", scorm_package_id: "nope" }));
    await refused(400, () => call(t.admin, `/courseModules/${moduleId}/materials`, "POST", { kind: "video", title: "X", video_url: "javascript:alert(1)" }));
    await refused(400, () => call(t.admin, `/courseModules/${moduleId}/materials`, "POST", { kind: "file", title: "X", library_file_id: 2147483000 }));
    await refused(400, () => call(t.employee, "/myCourses", "POST", { tab: "someday" }));
  });
});
