// /learning/{category} and /growth/growthTrack/{category}: `userTracks` with `category_id` lists only the signed-in
// person's tracks of that category (keyset pages by last_id) and names the category, also when the page is empty.
// Another client's category or an unknown one is a 404, a bad id a 400; another person's tracks never show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveDemoPassword } from "./harness.js";
import { addTask, call, newTrack, startTracks, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
let learner: { id: number; token: string };
let other: { id: number; token: string };
const tracks: Record<string, number> = {};

const ok = async (r: Promise<{ status: number; body: any }>) => {
  const reply = await r;
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};
const person = async (email: string, language: string) => {
  const u = await ok(call(env, env.admin, "users", { email, first_name: "Кат", last_name: email.split("@")[0], language, hire_date: "2026-11-01" }));
  await giveDemoPassword(env.server.db, u.id);
  return { id: u.id as number, token: (await env.server.login(email)).token };
};
/** A published track of a category and kind, given to these people. */
const track = async (name: string, category_id: number, workflow_type_id: 1 | 2, people: number[]) => {
  const t = await newTrack(env, name, { category_id, workflow_type_id });
  await addTask(env, t.id, { title: `${name} task` });
  await ok(call(env, env.admin, "publishWorkflow", { library_file_id: t.id }));
  await ok(call(env, env.admin, "batchEntitiesProfileProcessing",
    { operation_name: "add_to_workflows", source_entity_type_id: 7, target_entity_type_id: 3, source_object_id: t.id, target_object_ids: people }));
  tracks[name] = t.id;
};
const list = (token: string, q: Record<string, unknown>) => call(env, token, "userTracks", q);
const names = (body: any) => body.items.map((t: any) => t.display_name);

beforeAll(async () => {
  env = await startTracks();
  learner = await person("cat.learner@demo.local", "en");
  other = await person("cat.other@demo.local", "ru");
  // the demo client has no categories of its own: the built-in ones (-1 onboarding, -2 growth, -3 compliance)
  for (const n of ["Onb A", "Onb B", "Onb C"]) await track(n, -1, 1, [learner.id]);
  await track("Compliance", -3, 1, [learner.id]);
  await track("Growth cat", -2, 2, [learner.id]);
  await track("Someone else's", -1, 1, [other.id]);
}, 300_000);
afterAll(() => env?.close());

describe("a category's tracks", () => {
  it("lists only the person's tracks of that category and kind, named in their language", async () => {
    const page = await ok(list(learner.token, { category_id: -1, workflow_types: [1] }));
    expect(names(page)).toEqual(["Onb A", "Onb B", "Onb C"]);
    expect(page.category).toEqual({ id: -1, name: "Onboarding", color: expect.any(String) });
    expect(page.items.every((t: any) => t.category_id === -1 && t.counts.total === 1)).toBe(true);
    const growth = await ok(list(learner.token, { category_id: -2, workflow_types: [2] }));
    expect(names(growth)).toEqual(["Growth cat"]);
    // the other person sees their own track of the category, not the learner's (and in Russian)
    const theirs = await ok(list(other.token, { category_id: -1, workflow_types: [1] }));
    expect(names(theirs)).toEqual(["Someone else's"]);
    expect(theirs.category.name).toBe("Адаптация");
    // without the filter the list is as before: every track of the kind, no category named
    const all = await ok(list(learner.token, { workflow_types: [1] }));
    expect(names(all)).toEqual(["Onb A", "Onb B", "Onb C", "Compliance"]);
    expect(all.category).toBeUndefined();
  });

  it("pages by last_id within the category", async () => {
    const first = await ok(list(learner.token, { category_id: -1, workflow_types: [1], limit: 2 }));
    expect(names(first)).toEqual(["Onb A", "Onb B"]);
    expect(first.last_id).toBe(first.items[1].id);
    const second = await ok(list(learner.token, { category_id: -1, workflow_types: [1], limit: 2, last_id: first.last_id }));
    expect(names(second)).toEqual(["Onb C"]);
    expect(second.last_id).toBeNull();
    expect(second.category.id).toBe(-1);
  });

  it("answers an empty page naming the category when the person has none of it", async () => {
    const page = await ok(list(learner.token, { category_id: -3, workflow_types: [2] }));
    expect(page).toEqual({ items: [], last_id: null, category: { id: -3, name: "Compliance", color: expect.any(String) } });
  });

  it("refuses another client's category and an unknown one with 404, a bad id with 400", async () => {
    const theirs = await ok(call(env, env.foreign, "workflowCategories", { name: "Northwind only", state_id: 1 }));
    const foreign = await list(learner.token, { category_id: theirs.id });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).toContain("learning.errors.categoryNotFound");
    expect((await list(learner.token, { category_id: 999_999 })).status).toBe(404);
    expect((await list(learner.token, { category_id: 0 })).status).toBe(404);
    for (const bad of ["abc", 1.5, "-1", 2 ** 40]) {
      const r = await list(learner.token, { category_id: bad });
      expect(r.status, String(bad)).toBe(400);
      expect(JSON.stringify(r.body)).toContain("category_id");
    }
    // the other client's own person: its category is theirs, and none of our tracks are in it
    expect(await ok(list(env.foreign, { category_id: theirs.id }))).toEqual({ items: [], last_id: null, category: expect.objectContaining({ id: theirs.id, name: "Northwind only" }) });
    // a client with categories of its own has no built-in ones any more: -1 is unknown to it
    expect((await list(env.foreign, { category_id: -1 })).status).toBe(404);
  });

  it("needs the learning section", async () => {
    const role = await ok(call(env, env.admin, "customUserRoles", { name: { ru: "Без обучения", en: "No learning", fr: "Sans formation" }, routes: { library: { use_route: true } } }));
    const u = await ok(call(env, env.admin, "users", { email: "cat.nolearning@demo.local", first_name: "Без", last_name: "Обучения", custom_role_id: role.id }));
    await giveDemoPassword(env.server.db, u.id);
    const token = (await env.server.login("cat.nolearning@demo.local")).token;
    expect((await list(token, { category_id: -1 })).status).toBe(403);
  });
});
