// Tests and feedback forms as course materials against a real database: a form made with the form builder added as
// a material (its own rules and the course's), the learner's saves and submissions, the score computed by the server
// whatever the browser says, attempts counted per course attempt, a passed test and a sent feedback finishing the
// course, a failed last attempt failing it through the courseAppointment machine, the editor's analytics; and every
// refusal (another client, not appointed, not started, attempts used up, bad payloads, stale version): nothing written.
import { beforeAll, describe, expect, it } from "vitest";
import { rebuild } from "../../src/server/events/rebuild.js";
import { snapshot, } from "./harness.js";
import { blankCourse, coursesServer } from "./coursesFixture.js";

const { h, t, ids, call, refused } = coursesServer();
const ok = async (token: string, path: string, method = "GET", body?: unknown) => {
  const r = await call(token, path, method, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const blank = blankCourse;

const single = (id: string, title: string, options: string[], correct: string[]) => ({
  id, element: 1, field: 5, title, description: "", required: true, image_url: null,
  items: options.map((o) => ({ id: o, value: `Option ${o}`, hasComment: false, toSection: null })), shuffle: false, sectionBased: false, correct,
});
const testForm = { version: 1, elements: [single("q1", "Two plus two", ["a", "b"], ["a"]), single("q2", "The capital", ["c", "d"], ["d"])] };
const rating = { id: "r1", element: 1, field: 7, title: "How useful", description: "", required: true, image_url: null, min: 1, max: 5, label1: "", label2: "", icon: "number" };
const feedbackForm = { version: 1, elements: [single("f1", "Would you recommend it", ["y", "n"], []), { ...rating }] };

/** A published course with one module holding these materials, appointed (required) to the employee only. */
const course = async (title: string, materials: unknown[]) => {
  const c = await ok(t.admin, "/courseEditor", "POST", { ...blank, title });
  const mod = (await ok(t.admin, `/courseEditor/${c.id}/modules`, "POST", { title: "Module" })).modules_list[0];
  let editor: any;
  for (const m of materials) editor = await ok(t.admin, `/courseModules/${mod.id}/materials`, "POST", m);
  for (const command of ["activate", "publish"]) await ok(t.admin, `/courseEditor/${c.id}/state`, "POST", { command });
  await ok(t.admin, `/courseEditor/${c.id}/appointments`, "PUT", { group_ids: [], user_ids: [ids.employee], prohibited_ids: [], is_required: true });
  return { id: c.id as number, module: mod.id as number, materials: editor.modules_list[0].materials.map((x: any) => x.id) as number[] };
};
const answers = (q1: string, q2: string) => ({ q1: { value: q1 }, q2: { value: q2 } });

describe("adding a test or feedback material", () => {
  it("stores the form; the editor has the key, the learner gets the test without it", async () => {
    const c = await course("Forms: key", [{ kind: "test", title: "Quiz", form: testForm, pass_percent: 50, attempts_limit: 2 }]);
    const editor = await ok(t.admin, `/courseEditor/${c.id}`);
    expect(editor.modules_list[0].materials[0]).toMatchObject({ kind: "test", pass_percent: 50, attempts_limit: 2, form: { elements: [{ correct: ["a"] }, { correct: ["d"] }] } });
    const mine = await ok(t.employee, `/courses/${c.id}`);
    const m = mine.modules[0].materials[0];
    expect(m.form.elements.map((e: any) => e.correct)).toEqual([[], []]);
    expect(JSON.stringify(m.form)).not.toContain('"correct":["');
  });

  it("refuses a form the builder or the course rejects, and other clients, writing nothing", async () => {
    const c = await course("Forms: refusals", [{ kind: "text", title: "Intro", body: "Hello" }]);
    const add = (token: string, m: unknown) => call(token, `/courseModules/${c.module}/materials`, "POST", m);
    // a test without its correct answers (spec 001 §5 "A test save requires correct answers")
    const noKey = { version: 1, elements: [single("q1", "Q", ["a", "b"], [])] };
    expect((await refused(400, () => add(t.admin, { kind: "test", title: "T", form: noKey, pass_percent: 50, attempts_limit: null }))).fields[0].path)
      .toMatch(/^payload\.form\.elements\.0/);
    await refused(400, () => add(t.admin, { kind: "test", title: "T", form: testForm, pass_percent: 0, attempts_limit: null }));
    await refused(400, () => add(t.admin, { kind: "test", title: "T", form: testForm, pass_percent: 101, attempts_limit: null }));
    await refused(400, () => add(t.admin, { kind: "test", title: "T", form: testForm, attempts_limit: null }));
    await refused(400, () => add(t.admin, { kind: "feedback", title: "F", form: { version: 1, elements: "nope" } }));
    await refused(400, () => add(t.admin, { kind: "feedback", title: "F", form: { version: 1, elements: [] } }));
    // an upload question: a course has no upload path for answers
    const upload = { id: "u1", element: 1, field: 6, title: "File", description: "", required: false, image_url: null, multiple: false, maxFiles: 1, maxSize: 10, extensions: [], types: [] };
    const body = await refused(400, () => add(t.admin, { kind: "feedback", title: "F", form: { version: 1, elements: [upload] } }));
    expect(body.fields[0].path).toMatch(/^payload\.form/);
    await refused(404, () => add(t.adminNW, { kind: "feedback", title: "F", form: feedbackForm }));
    await refused(403, () => add(t.employee, { kind: "feedback", title: "F", form: feedbackForm }));
  });
});

describe("taking a test", () => {
  let c: { id: number; materials: number[] };
  let test: number;
  beforeAll(async () => {
    c = await course("Forms: test", [{ kind: "test", title: "Quiz", form: testForm, pass_percent: 100, attempts_limit: 2 }]);
    test = c.materials[0];
  });

  it("refuses saving before the start and to people not appointed or of another client, writing nothing", async () => {
    const path = `/courses/${c.id}/forms/${test}`;
    expect((await ok(t.employee, path)).submit_reason).toBe("courses.errors.startFirst");
    expect((await refused(409, () => call(t.employee, path, "PUT", { answers: {} }))).message).toBe("courses.errors.startFirst");
    expect((await refused(409, () => call(t.employee, `${path}/submit`, "POST", { answers: answers("a", "d") }))).message).toBe("courses.errors.startFirst");
    await refused(404, () => call(t.manager, path, "PUT", { answers: {} }));
    await refused(404, () => call(t.adminNW, `${path}/submit`, "POST", { answers: answers("a", "d") }));
    await refused(404, () => call(t.employee, `/courses/${c.id}/forms/2147483000`, "PUT", { answers: {} }));
  });

  it("saves answers with the version seen, refusing a stale one and bad answers", async () => {
    await ok(t.employee, `/courses/${c.id}/start`, "POST");
    const path = `/courses/${c.id}/forms/${test}`;
    const saved = await ok(t.employee, path, "PUT", { answers: { q1: { value: "b" } }, expectedVersion: 0 });
    expect(saved).toMatchObject({ draft: { q1: { value: "b" } }, version: 1, attempts: [], attempts_left: 2, submit_reason: null });
    await refused(409, () => call(t.employee, path, "PUT", { answers: {}, expectedVersion: 0 }));
    await refused(400, () => call(t.employee, path, "PUT", { answers: { q1: { value: "zzz" } } }));
    await refused(400, () => call(t.employee, path, "PUT", { answers: { nope: { value: "a" } } }));
    await refused(400, () => call(t.employee, path, "PUT", { answers: { q1: { value: { evil: true } } } }));
    await refused(400, () => call(t.employee, path, "PUT", { answers: "x" }));
    // a submission needs the required questions
    await refused(400, () => call(t.employee, `${path}/submit`, "POST", { answers: { q1: { value: "a" } } }));
    // marking a form material done by hand is refused: it counts by its submission
    expect((await refused(400, () => call(t.employee, `/courses/${c.id}/done`, "POST", { material_id: test }))).message).toBe("courses.errors.formBySubmission");
  });

  it("scores on the server: a wrong answer fails whatever the browser claims; the last attempt fails the course", async () => {
    const path = `/courses/${c.id}/forms/${test}`;
    const first = await ok(t.employee, `${path}/submit`, "POST", { answers: answers("a", "c"), score: 100, passed: true, percent: 100 });
    expect(first).toMatchObject({ draft: null, attempts_left: 1, submit_reason: null });
    expect(first.attempts[0]).toMatchObject({ correct: 1, total: 2, percent: 50, passed: false, course_attempt: 1 });
    expect((await ok(t.employee, `/courses/${c.id}`)).appointment.state).toBe("inProgress");
    const second = await ok(t.employee, `${path}/submit`, "POST", { answers: answers("b", "c") });
    expect(second).toMatchObject({ attempts_left: 0, submit_reason: "courses.errors.retakeFirst" });
    const mine = await ok(t.employee, `/courses/${c.id}`);
    expect(mine.appointment.state).toBe("notPassed");
    expect(mine.finished).toEqual([{ material_id: test, status: "failed" }]);
    const [failed] = await h.s.db.query<any>("select data from events where stream_type = 'courseAppointment' and stream_id = $1 and type = 'courseAppointment.failed'", [`${c.id}-${ids.employee}`]);
    expect(failed.data).toMatchObject({ course_id: c.id, user_id: ids.employee });
    expect((await refused(409, () => call(t.employee, `${path}/submit`, "POST", { answers: answers("a", "d") }))).message).toBe("courses.errors.retakeFirst");
  });

  it("gives new attempts on a retake, and passing the test passes the course", async () => {
    await ok(t.employee, `/courses/${c.id}/retake`, "POST");
    const path = `/courses/${c.id}/forms/${test}`;
    const fresh = await ok(t.employee, path);
    expect(fresh).toMatchObject({ attempts: [], attempts_left: 2, submit_reason: null });
    const passed = await ok(t.employee, `${path}/submit`, "POST", { answers: answers("a", "d") });
    expect(passed.attempts[0]).toMatchObject({ correct: 2, total: 2, percent: 100, passed: true, course_attempt: 2 });
    const mine = await ok(t.employee, `/courses/${c.id}`);
    expect(mine.appointment.state).toBe("passed");
    expect(mine.finished).toEqual([{ material_id: test, status: "done" }]);
    // the answers are sealed in the log, not in the clear
    const [fact] = await h.s.db.query<any>("select data from events where stream_type = 'courseForm' and type = 'courseForm.submitted' order by position desc limit 1");
    expect(fact.data.answers).toBeUndefined();
    expect(fact.data.sealed).toBeTruthy();
  });

  it("lists the attempts in the editor's analytics, newest first, keyset-paged, to the client's administrators only", async () => {
    const page1 = await ok(t.admin, `/courseEditor/${c.id}/analytics/tests`, "POST", { limit: 2 });
    expect(page1.items.map((r: any) => [r.percent, r.passed, r.user_id])).toEqual([[100, true, ids.employee], [0, false, ids.employee]]);
    expect(page1.last_id).toBe(page1.items[1].id);
    const page2 = await ok(t.admin, `/courseEditor/${c.id}/analytics/tests`, "POST", { limit: 2, last_id: page1.last_id });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0]).toMatchObject({ percent: 50, passed: false, material_title: "Quiz" });
    await refused(404, () => call(t.adminNW, `/courseEditor/${c.id}/analytics/tests`, "POST", {}));
    // the users tab: the person appointed, their state and progress
    const users = await ok(t.admin, `/courseEditor/${c.id}/analytics/users`, "POST", {});
    expect(users.items).toEqual([expect.objectContaining({ user_id: ids.employee, state: "passed", done: 1, total: 1, is_required: true })]);
    await refused(404, () => call(t.adminNW, `/courseEditor/${c.id}/analytics/users`, "POST", {}));
    await refused(403, () => call(t.employee, `/courseEditor/${c.id}/analytics/tests`, "POST", {}));
  });
});

describe("sending feedback", () => {
  it("counts a sent form as finished, once, and summarises the answers", async () => {
    const c = await course("Forms: feedback", [{ kind: "text", title: "Intro", body: "Hi" }, { kind: "feedback", title: "Your opinion", form: feedbackForm }]);
    const [intro, fb] = c.materials;
    await ok(t.employee, `/courses/${c.id}/start`, "POST");
    await ok(t.employee, `/courses/${c.id}/done`, "POST", { material_id: intro });
    await refused(400, () => call(t.employee, `/courses/${c.id}/forms/${fb}/submit`, "POST", { answers: { f1: { value: "y" }, r1: { value: 9 } } }));
    const sent = await ok(t.employee, `/courses/${c.id}/forms/${fb}/submit`, "POST", { answers: { f1: { value: "y" }, r1: { value: 4 } } });
    expect(sent).toMatchObject({ submit_reason: "courses.errors.courseOver", attempts: [{ passed: true }] });
    expect((await ok(t.employee, `/courses/${c.id}`)).appointment.state).toBe("passed");
    await refused(409, () => call(t.employee, `/courses/${c.id}/forms/${fb}/submit`, "POST", { answers: { f1: { value: "n" }, r1: { value: 1 } } }));
    const forms = await ok(t.admin, `/courseEditor/${c.id}/forms`);
    expect(forms).toEqual([{ id: fb, kind: "feedback", title: "Your opinion" }]);
    const rows = await ok(t.admin, `/courseEditor/${c.id}/analytics/feedback`, "POST", { material_id: fb });
    expect(rows.items[0]).toMatchObject({ user_id: ids.employee, answers: [{ question_id: "f1", text: "Option y" }, { question_id: "r1", text: "4" }] });
    const summary = await ok(t.admin, `/courseEditor/${c.id}/analytics/feedbackSummary`, "POST", { material_id: fb });
    expect(summary).toMatchObject({ submissions: 1, questions: [
      { question_id: "f1", answered: 1, average: null, options: [{ id: "y", count: 1 }, { id: "n", count: 0 }] },
      { question_id: "r1", answered: 1, average: 4, options: [] },
    ] });
    await refused(400, () => call(t.admin, `/courseEditor/${c.id}/analytics/feedback`, "POST", { material_id: intro }));
    await refused(404, () => call(t.adminNW, `/courseEditor/${c.id}/analytics/feedbackSummary`, "POST", { material_id: fb }));
  });

  it("copies a course with its forms", async () => {
    const c = await course("Forms: copy", [{ kind: "test", title: "Quiz", form: testForm, pass_percent: 60, attempts_limit: null }]);
    const copy = await ok(t.admin, `/courseEditor/${c.id}/copy`, "POST");
    expect(copy.modules_list[0].materials[0]).toMatchObject({ kind: "test", pass_percent: 60, attempts_limit: null, form: { elements: [{ id: "q1" }, { id: "q2" }] } });
  });
});

describe("rebuilding the read tables", () => {
  it("gives the same forms, drafts, attempts and progress from the facts", async () => {
    const tables = ["course_material_forms", "course_form_drafts", "course_form_attempts", "course_material_progress", "course_appointments"];
    const before = await Promise.all(tables.map((table) => snapshot(h.s.db, table)));
    expect(before[2].length).toBeGreaterThan(3);
    await rebuild(h.s.db);
    expect(await Promise.all(tables.map((table) => snapshot(h.s.db, table)))).toEqual(before);
  });
});
