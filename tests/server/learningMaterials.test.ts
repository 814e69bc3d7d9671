// The track's media tab: the library files picked into the tasks a person does (and a milestone's library image)
// come with their timeline as `materials`, and that person opens and downloads them through the library's file
// serving without library rights of their own. A task someone else does keeps its files to its doer; another
// client's, another person's or an unknown file stays a 404; a bad id is a 400. A task's page lists its own files the
// same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveDemoPassword } from "./harness.js";
import { PNG, putFile } from "./libraryFixture.js";
import { addTask, call, newTrack, startTracks, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
let learner: string;
let track: number;
let learnerId: number;
const files: Record<"guide" | "photo" | "checklist" | "unpicked", number> = { guide: 0, photo: 0, checklist: 0, unpicked: 0 };

const ok = async (r: Promise<{ status: number; body: any }>) => {
  const reply = await r;
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};
const get = (token: string, file: number, mode = "is_open=1") =>
  fetch(`${env.server.base}/api/files?file_id=${file}&${mode}`, { headers: { authorization: `Bearer ${token}` } });
const pdf = (token: string, file: number) =>
  fetch(`${env.server.base}/api/getPdf?url=${file}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  env = await startTracks();
  files.guide = await putFile(env, null, "guide.pdf");
  files.photo = await putFile(env, null, "photo.png", PNG);
  files.checklist = await putFile(env, null, "laptop checklist.pdf");
  files.unpicked = await putFile(env, null, "salaries.pdf");
  // a person whose role has learning and no library: the materials are theirs through their track only
  const role = await ok(call(env, env.admin, "customUserRoles", { name: { ru: "Только обучение", en: "Learning only", fr: "Formation seule" }, routes: { learning: { use_route: true } } }));
  const manager = (await env.server.db.query<{ id: number }>("select id from users where email = 'manager@demo.local'"))[0].id;
  const person = await ok(call(env, env.admin, "users", {
    email: "media.learner@demo.local", first_name: "Мария", last_name: "Медиа", custom_role_id: role.id, manager_id: manager, hire_date: new Date().toISOString().slice(0, 10),
  }));
  await giveDemoPassword(env.server.db, person.id);
  learnerId = person.id;
  learner = (await env.server.login("media.learner@demo.local")).token;
  track = (await newTrack(env, "Media track")).id;
  await addTask(env, track, { title: "Read the guide", content: { text: "Read it.", files: [{ library_file_id: files.guide, kind: "pdf" }] } });
  await addTask(env, track, { title: "First week", workflow_element_type_id: 8, content: { image: { library_file_id: files.photo } } });
  await addTask(env, track, { title: "Prepare the laptop", assigned_role_id: 1, workflow_element_side_id: 1, content: { text: "Check it.", files: [{ library_file_id: files.checklist, kind: "pdf" }] } });
  await addTask(env, track, { title: "Plain reading" });
  const cond = await ok(call(env, env.admin, `getWorkflowPublicationConditions?library_file_id=${track}`));
  await ok(call(env, env.admin, "publishWorkflow", { library_file_id: track, expectedVersion: cond.publication_version }));
  await ok(call(env, env.admin, "batchEntitiesProfileProcessing", {
    operation_name: "add_to_workflows", source_entity_type_id: 3, target_entity_type_id: 7, source_object_id: person.id, target_object_ids: [track],
  }));
}, 300_000);
afterAll(() => env?.close());

describe("the track's materials", () => {
  it("lists the files of the person's own tasks in the tasks' order, with kind, name and size; not the manager's task's", async () => {
    const r = await call(env, learner, `mobileEmployeeTimeLine?workflow_id=${track}`);
    expect(r.status).toBe(200);
    expect(r.body.materials.map((m: any) => [m.file_id, m.kind, m.name, m.task_title])).toEqual([
      [files.guide, "pdf", "guide.pdf", "Read the guide"],
      [files.photo, "image", "photo.png", "First week"],
    ]);
    expect(r.body.materials[0].size).toBeGreaterThan(0);
    expect(r.body.materials[0].task_id).toBe(r.body.items.find((i: any) => i.title === "Read the guide").id);
  });

  it("gives each task's page its own files, to its doer only", async () => {
    const items = (await ok(call(env, learner, `mobileEmployeeTimeLine?workflow_id=${track}`))).items as Array<{ id: number; title: string }>;
    const task = (title: string) => items.find((i) => i.title === title)!.id;
    const details = (token: string, title: string) => ok(call(env, token, `mobileEmployeeTaskDetails?user_workflow_task_id=${task(title)}`));
    expect((await details(learner, "Read the guide")).materials).toEqual([
      { file_id: files.guide, name: "guide.pdf", kind: "pdf", size: expect.any(Number), task_id: task("Read the guide"), task_title: "Read the guide" },
    ]);
    expect((await details(learner, "First week")).materials.map((m: any) => [m.file_id, m.kind])).toEqual([[files.photo, "image"]]);
    expect((await details(learner, "Plain reading")).materials).toEqual([]);
    // the manager's task in the learner's track: its checklist is the manager's (the doer's) to download, not the learner's
    expect((await details(learner, "Prepare the laptop")).materials).toEqual([]);
    expect((await details(env.manager, "Prepare the laptop")).materials.map((m: any) => m.file_id)).toEqual([files.checklist]);
  });

  it("opens and downloads a material through /api/files and /api/getPdf without library rights", async () => {
    const open = await get(learner, files.guide);
    expect(open.status).toBe(200);
    expect(open.headers.get("content-disposition")).toMatch(/^inline;.*guide\.pdf/);
    expect((await open.text()).startsWith("%PDF")).toBe(true);
    const down = await get(learner, files.guide, "as_attachment=1");
    expect(down.status).toBe(200);
    expect(down.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect((await get(learner, files.photo)).status).toBe(200);
    expect((await pdf(learner, files.guide)).status).toBe(200);
  });

  it("refuses a file that is not a material of a task they do: the manager's task's, an unpicked one, another client's", async () => {
    // the library section is what a non-material needs: this person has none
    expect((await get(learner, files.checklist)).status).toBe(403);
    expect((await get(learner, files.unpicked)).status).toBe(403);
    expect((await pdf(learner, files.checklist)).status).toBe(403);
    expect((await get(env.foreign, files.guide)).status).toBe(404);
    expect((await pdf(env.foreign, files.guide)).status).toBe(404);
    // the demo employee (library section, no track of this kind): the guide is not theirs either
    expect([403, 404]).toContain((await get(env.employee, files.guide)).status);
  });

  it("gives the doer of a task in someone else's track its files", async () => {
    expect((await get(env.manager, files.checklist)).status).toBe(200);
  });

  it("answers another person's or client's timeline 404, a bad id 400, and the same list to a second read", async () => {
    expect((await call(env, env.employee, `mobileEmployeeTimeLine?workflow_id=${track}`)).status).toBe(404);
    expect((await call(env, env.foreign, `mobileEmployeeTimeLine?workflow_id=${track}`)).status).toBe(404);
    const bad = await call(env, learner, "mobileEmployeeTimeLine?workflow_id=abc");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("workflow_id");
  });

  it("gives a course's file material to the people appointed to the course, and to nobody else", async () => {
    const handout = await putFile(env, null, "course handout.pdf");
    const blank = { description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };
    const course = await ok(call(env, env.admin, "courseEditor", { ...blank, title: "Handout course" }));
    const mod = (await ok(call(env, env.admin, `courseEditor/${course.id}/modules`, { title: "Read" }))).modules_list[0];
    await ok(call(env, env.admin, `courseModules/${mod.id}/materials`, { kind: "file", title: "Handout", library_file_id: handout }));
    for (const command of ["activate", "publish"]) await ok(call(env, env.admin, `courseEditor/${course.id}/state`, { command }));
    // before the appointment the file is not theirs: this person has no library section
    expect((await get(learner, handout)).status).toBe(403);
    await ok(call(env, env.admin, `courseEditor/${course.id}/appointments`, { group_ids: [], user_ids: [learnerId], prohibited_ids: [], is_required: true }, "PUT"));
    expect((await get(learner, handout)).status).toBe(200);
    expect((await get(learner, handout, "as_attachment=1")).status).toBe(200);
    expect((await get(env.foreign, handout)).status).toBe(404);
  });
});
