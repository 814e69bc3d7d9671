// The support replay of streams that hold a person's answers (a course test's form) or secrets (the texts of access
// codes): a viewer with the logs section but without the sensitive-data right (the demo's IT manager, system role 5)
// sees every step with those fields hidden; the administrator, who has the right, sees them.
import { beforeAll, describe, expect, it } from "vitest";
import { HIDDEN } from "../../src/server/events/redact.js";
import { blankCourse, coursesServer } from "./coursesFixture.js";

const { h, t, ids, call } = coursesServer();
const ok = async (token: string, path: string, method = "GET", body?: unknown) => {
  const r = await call(token, path, method, body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};
const replay = (token: string, type: string, id: string | number) => ok(token, `/replay/streams/${type}/${id}`);

const question = { id: "q1", element: 1, field: 5, title: "Best colour", description: "", required: true, image_url: null, shuffle: false, sectionBased: false,
  items: ["a", "b"].map((o) => ({ id: o, value: `Option ${o}`, hasComment: o === "b", toSection: null })), correct: ["a"] };
const SECRET_ANSWER = { q1: { value: "b", comments: { b: "мой личный ответ" } } };

let support: string;
beforeAll(async () => {
  support = (await h.s.login("itmanager@demo.local")).token;
});

describe("replay of sensitive streams", () => {
  it("hides a learner's form answers from a viewer without the sensitive-data right, in every step and as of a moment", async () => {
    const c = await ok(t.admin, "/courseEditor", "POST", { ...blankCourse, title: "Replay: answers" });
    const mod = (await ok(t.admin, `/courseEditor/${c.id}/modules`, "POST", { title: "Module" })).modules_list[0];
    const editor = await ok(t.admin, `/courseModules/${mod.id}/materials`, "POST",
      { kind: "feedback", title: "Survey", form: { version: 1, elements: [{ ...question, correct: [] }] } });
    const material = editor.modules_list[0].materials[0].id;
    for (const command of ["activate", "publish"]) await ok(t.admin, `/courseEditor/${c.id}/state`, "POST", { command });
    await ok(t.admin, `/courseEditor/${c.id}/appointments`, "PUT", { group_ids: [], user_ids: [ids.employee], prohibited_ids: [], is_required: true });
    await ok(t.employee, `/courses/${c.id}/start`, "POST");
    await ok(t.employee, `/courses/${c.id}/forms/${material}`, "PUT", { answers: SECRET_ANSWER });
    await ok(t.employee, `/courses/${c.id}/forms/${material}/submit`, "POST", { answers: SECRET_ANSWER });
    const stream = `${c.id}-${ids.employee}-${material}`;

    const full = await replay(t.admin, "courseForm", stream);
    expect(full.steps.map((s: any) => s.type)).toEqual(["courseForm.saved", "courseForm.submitted"]);
    expect(full.steps[1].data.answers).toEqual(SECRET_ANSWER);
    expect(full.steps[1].context.answers).toEqual(SECRET_ANSWER);

    const hidden = await replay(support, "courseForm", stream);
    expect(JSON.stringify(hidden)).not.toContain("мой личный ответ");
    for (const step of hidden.steps) {
      expect(step.data.answers).toBe(HIDDEN);
      expect(step.context.answers).toBe(HIDDEN);
      // what is not an answer stays readable
      expect(step.data).toMatchObject({ course_id: c.id, material_id: material, user_id: ids.employee });
    }
    const at = encodeURIComponent(hidden.steps[1].time);
    expect(JSON.stringify(await ok(support, `/replay/streams/courseForm/${stream}?at=${at}`))).not.toContain("мой личный ответ");
  });

  it("hides the texts of access codes from a viewer without the right, and shows them to one with it", async () => {
    const catalog = await ok(t.admin, "/codeCatalogs", "POST",
      { name: "Replay codes", organization_id: null, is_active: true, active_from: null, active_to: null, count: 3 });
    const texts: string[] = (await ok(t.admin, `/codeCatalogs/${catalog.id}/codes?limit=10`)).items.map((c: any) => c.code);
    expect(texts).toHaveLength(3);

    const full = await replay(t.admin, "codeCatalog", catalog.id);
    expect(full.steps[0].data.codes.map((c: any) => c.code).sort()).toEqual([...texts].sort());

    const hidden = await replay(support, "codeCatalog", catalog.id);
    const text = JSON.stringify(hidden);
    for (const code of texts) expect(text).not.toContain(code);
    expect(hidden.steps[0].data).toMatchObject({ name: "Replay codes", codes: HIDDEN });
    expect(hidden.steps[0].context.codes).toBe(HIDDEN);
  });

  it("leaves streams without sensitive fields as they are for the same viewer", async () => {
    const [{ id }] = await h.s.db.query<{ id: number }>("select id from courses where client_id = 1 order by id limit 1");
    const a = await replay(t.admin, "courseContent", id);
    const b = await replay(support, "courseContent", id);
    expect(b.steps).toEqual(a.steps);
  });
});
