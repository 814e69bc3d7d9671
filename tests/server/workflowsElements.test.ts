import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount } from "./harness.js";
import { PNG, putFile } from "./libraryFixture.js";
import { addTask, call, choiceForm, newTrack, startTracks, task, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
beforeAll(async () => {
  env = await startTracks();
}, 300_000);
afterAll(() => env?.close());

const refusedQuietly = async (run: () => Promise<{ status: number; body: any }>, status: number) => {
  const before = await eventCount(env.server.db);
  const r = await run();
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(await eventCount(env.server.db)).toBe(before);
  return r.body;
};
const save = (element: Record<string, unknown>, extra: Record<string, unknown> = {}, token = env.admin, method = "POST") =>
  call(env, token, "manageWorkflowElement", { element, ...extra }, method);
const fieldOf = (body: any) => body.fields?.[0]?.path;

describe("tasks", () => {
  it("adds tasks of every activity type with the defaults (employee 9, side 2) and their durations in days", async () => {
    const t = await newTrack(env, "Thirteen");
    const contents: Record<number, unknown> = {
      1: { text: "Read" }, 2: { text: "Meet the team" }, 3: { event: { location: "Room 4", starts_at_time: "10:00" } }, 4: { form: choiceForm(false) },
      5: { files: [] }, 6: { form: choiceForm(true) }, 7: { form: choiceForm(false) }, 8: { image: { url: "https://example.com/m.png" } },
      9: { text: "Well done" }, 10: { text: "Card" }, 11: { message: { subject: "Hi", body: "Hello {user_name}", send_offset_days: -1, send_time: "09:30" } },
      12: { profile_fields: ["phone"] }, 13: { message: { body: "Ping", send_offset_days: 0, send_time: "08:00" } },
    };
    for (let type = 1; type <= 13; type++) {
      const r = await save(task(t.id, { title: `Type ${type}`, workflow_element_type_id: type, content: contents[type] }), { check_content: type !== 5 });
      expect(r.status, `type ${type}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body).toMatchObject({ assigned_role_id: 9, workflow_element_side_id: 2, group_position_index: type - 1, duration_days: 3, is_published: false });
    }
    const list = (await call(env, env.admin, `workflowElements?workflow_id=${t.id}&limit=5`)).body;
    expect(list.items).toHaveLength(5);
    expect(list.last_id).toBe(list.items[4].id);
    const rest = (await call(env, env.admin, `workflowElements?workflow_id=${t.id}&limit=50&last_id=${list.last_id}`)).body;
    expect(rest.items.map((e: any) => e.workflow_element_type_id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
    const editor = (await call(env, env.admin, `manageWorkflowElement?workflow_id=${t.id}&workflow_element_id=${rest.items[5].id}`)).body;
    expect(editor).toMatchObject({ notification_type: "email", workflow_element_duration_type: "RELATION" });
    expect(editor.assigned_roles_source).toHaveLength(11);
    const fresh = (await call(env, env.admin, `manageWorkflowElement?workflow_id=${t.id}&workflow_element_type_id=8`)).body.element;
    expect(fresh).toMatchObject({ id: -1, workflow_element_type_id: 8, assigned_role_id: 9, workflow_element_side_id: 2 });
    expect((await call(env, env.admin, "manageWorkflowElementTemplate?workflow_element_template_id=11")).body.element.workflow_element_type_id).toBe(11);
  });

  it("refuses bad tasks with a 400 naming the field, and writes nothing", async () => {
    const t = await newTrack(env, "Bad input");
    const abs = await newTrack(env, "Absolute", { duration_type: "ABSOLUTE", workflow_checkpoint_id: null, start_date: "2026-03-01", end_date: "2026-03-31" });
    const pdf = await putFile(env, null, "guide.pdf");
    const image = await putFile(env, null, "photo.png", PNG);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ start_date_abs: "2026-03-01" }, "payload.element.start_date_abs"],
      [{ start_date_rel: 5, end_date_rel: 2 }, "payload.element.end_date_rel"],
      [{ start_date_rel: null, end_date_rel: 3 }, "payload.element.start_date_rel"],
      [{ content: { text: "See ![plan](http://example.com/p.png)" } }, "payload.element.content.text"],
      [{ content: { text: "<img src='http://example.com/p.png'>" } }, "payload.element.content.text"],
      [{ workflow_element_type_id: 8, content: { image: { url: "http://example.com/m.png" } } }, "payload.element.content.image.url"],
      [{ content: { files: [{ library_file_id: pdf, kind: "video" }] } }, "payload.element.content.files.0.library_file_id"],
      [{ content: { files: [{ library_file_id: 99999999, kind: "pdf" }] } }, "payload.element.content.files.0.library_file_id"],
      [{ workflow_element_type_id: 8, content: { image: { library_file_id: pdf } } }, "payload.element.content.image.library_file_id"],
      [{ workflow_element_type_id: 14 }, "payload.element.workflow_element_type_id"],
      [{ workflow_element_type_id: 0 }, "payload.element.workflow_element_type_id"],
      [{ workflow_element_type_id: 11, content: { text: "no message" } }, "payload.element.content.message"],
      [{ workflow_element_type_id: 1, content: { form: { version: 1, elements: [] } } }, "payload.element.content.form"],
      // the form builder's rules: a test without its correct answers, an element of an unknown type
      [{ workflow_element_type_id: 6, content: { form: choiceForm(false) } }, "payload.element.content.form.elements.0.correct"],
      [{ workflow_element_type_id: 4, content: { form: { version: 1, elements: [{ id: "x", element: 99 }] } } }, "payload.element.content.form.elements.0.element"],
      [{ title: "" }, "payload.element.title"],
      [{ assigned_role_id: 12 }, "payload.element.assigned_role_id"],
    ];
    for (const [over, path] of cases) {
      const body = await refusedQuietly(() => save(task(t.id, over)), 400);
      expect(fieldOf(body), JSON.stringify(over)).toBe(path);
    }
    const other = await refusedQuietly(() => save(task(abs.id)), 400);
    expect(fieldOf(other)).toBe("payload.element.start_date_rel");
    const absEnd = await refusedQuietly(() => save(task(abs.id, { start_date_rel: null, end_date_rel: null, start_date_abs: "2026-03-10", end_date_abs: "2026-03-02" })), 400);
    expect(fieldOf(absEnd)).toBe("payload.element.end_date_abs");
    // the right kinds pass; without check_content an incomplete task is a draft
    expect((await save(task(t.id, { content: { files: [{ library_file_id: pdf, kind: "pdf" }] } }))).status).toBe(200);
    expect((await save(task(t.id, { workflow_element_type_id: 8, content: { image: { library_file_id: image } } }))).status).toBe(200);
    const draft = await save(task(t.id, { workflow_element_type_id: 11, content: {} }), { check_content: false });
    expect(draft.body.content_complete).toBe(false);
    const absOk = await save(task(abs.id, { start_date_rel: null, end_date_rel: null, start_date_abs: "2026-03-02", end_date_abs: "2026-03-10" }));
    expect(absOk.body.duration_days).toBe(9);
  });

  it("refuses a text whose links rich text refuses (javascript:, data:, a bad mention) on a new task, an edit and an import", async () => {
    const t = await newTrack(env, "Links");
    const kept = await addTask(env, t.id, { content: { text: "See [the handbook](https://example.com/h) and [news](/news/3)" } });
    const texts: Array<[string, string]> = [
      ["[click](javascript:alert(1))", "richText.badLink"],
      ["[click](JaVaScRiPt:alert(document.cookie))", "richText.badLink"],
      ["<javascript:alert(1)>", "richText.badLink"],
      ["[click][x]\n\n[x]: javascript:alert(1)", "richText.badLink"],
      ["[file](data:text/html;base64,PHNjcmlwdD4=)", "richText.badLink"],
      ["[@Anna](mention:x)", "richText.badMention"],
    ];
    for (const [text, message] of texts) {
      const created = await refusedQuietly(() => save(task(t.id, { content: { text } })), 400);
      expect(created.fields, text).toEqual([{ path: "payload.element.content.text", message }]);
      const edited = await refusedQuietly(() => save(task(t.id, { id: kept.id, content: { text } }), { expectedVersion: kept.version }, env.admin, "PUT"), 400);
      expect(edited.fields[0], text).toEqual({ path: "payload.element.content.text", message });
    }
    const editor = (await call(env, env.admin, `manageWorkflowElement?workflow_id=${t.id}&workflow_element_id=${kept.id}`)).body.element;
    expect(editor.content.text).toBe("See [the handbook](https://example.com/h) and [news](/news/3)");
    const exported = (await call(env, env.admin, "exportWorkflow", { library_file_id: t.id })).body;
    const poisoned = { ...exported, elements: [{ ...exported.elements[0], content: { text: "[x](javascript:alert(1))" } }] };
    const imported = await refusedQuietly(() => call(env, env.admin, "importWorkflow", { folder_id: null, data: poisoned }), 400);
    expect(imported.fields[0]).toEqual({ path: "payload.data.elements.0.content.text", message: "richText.badLink" });
  });

  it("refuses other roles and clients, and tells the second of two editors who saved first", async () => {
    const t = await newTrack(env, "Two editors");
    const e = await addTask(env, t.id);
    await refusedQuietly(() => save(task(t.id), {}, env.employee), 403);
    await refusedQuietly(() => save(task(t.id), {}, env.foreign), 404);
    await refusedQuietly(() => call(env, env.foreign, `manageWorkflowElement?workflow_id=${t.id}&workflow_element_id=${e.id}`), 404);
    await refusedQuietly(() => call(env, env.foreign, `manageWorkflowElement?id=${e.id}`, undefined, "DELETE"), 404);
    const first = await save(task(t.id, { id: e.id, title: "Mine" }), { expectedVersion: e.version }, env.admin, "PUT");
    expect(first.status).toBe(200);
    const second = await refusedQuietly(() => save(task(t.id, { id: e.id, title: "Yours" }), { expectedVersion: e.version }, env.admin, "PUT"), 409);
    expect(second).toMatchObject({ message: "errors.staleVersion", current_version: first.body.version });
    expect(second.changed_by.name).toBeTruthy();
    const other = await newTrack(env, "Another");
    const moved = await refusedQuietly(() => save(task(other.id, { id: e.id }), {}, env.admin, "PUT"), 400);
    expect(fieldOf(moved)).toBe("payload.element.workflow_id");
  });
});

describe("concurrency", () => {
  it("saves two tasks of one track at the same moment (both touch the track's publication)", async () => {
    const t = await newTrack(env, "Parallel");
    const [a, b] = [await addTask(env, t.id), await addTask(env, t.id)];
    const rs = await Promise.all([a, b].map((e) => save(task(t.id, { id: e.id, title: `P${e.id}` }), { expectedVersion: e.version }, env.admin, "PUT")));
    expect(rs.map((r) => r.status)).toEqual([200, 200]);
    expect((await call(env, env.admin, `workflowProperties?library_file_id=${t.id}`)).body.not_published_activities_count).toBe(2);
  });
});

describe("positions", () => {
  it("reorders, re-indexes after an add and a removal, and refuses another track's tasks", async () => {
    const t = await newTrack(env, "Ordered");
    const [a, b, c] = [await addTask(env, t.id, { title: "A" }), await addTask(env, t.id, { title: "B" }), await addTask(env, t.id, { title: "C" })];
    const titles = async () => (await call(env, env.admin, `workflowElements?workflow_id=${t.id}`)).body.items.map((e: any) => `${e.title}${e.group_position_index}`);
    const track = (await call(env, env.admin, `workflowProperties?library_file_id=${t.id}`)).body;
    const r = await call(env, env.admin, "workflowElementPositionsManage", {
      workflow_id: t.id, expectedVersion: track.version, workflow_element_positions: [{ id: c.id, index: 0 }, { id: a.id, index: 5 }, { id: b.id, index: 3 }],
    });
    expect(r.status).toBe(200);
    expect(await titles()).toEqual(["C0", "B1", "A2"]);
    // the answer is the stored order, re-indexed, and the version the next save must name
    const after = (await call(env, env.admin, `workflowProperties?library_file_id=${t.id}`)).body;
    expect(r.body).toEqual({ workflow_id: t.id, version: after.version, items: [{ id: c.id, index: 0 }, { id: b.id, index: 1 }, { id: a.id, index: 2 }] });
    expect(after.version).toBe(track.version + 1);
    await addTask(env, t.id, { title: "D" }, { group_position_index: 1 });
    expect(await titles()).toEqual(["C0", "D1", "B2", "A3"]);
    const del = await call(env, env.admin, `manageWorkflowElement?id=${b.id}`, undefined, "DELETE");
    expect(del.body.items.map((x: any) => x.index)).toEqual([0, 1, 2]);
    expect(await titles()).toEqual(["C0", "D1", "A2"]);
    const other = await newTrack(env, "Other order");
    const foreignTask = await addTask(env, other.id, { title: "X" });
    const ids = (await call(env, env.admin, `workflowElements?workflow_id=${t.id}`)).body.items.map((e: any, i: number) => ({ id: e.id, index: i }));
    const bad = await refusedQuietly(() => call(env, env.admin, "workflowElementPositionsManage", {
      workflow_id: t.id, workflow_element_positions: [...ids, { id: foreignTask.id, index: 9 }],
    }), 400);
    expect(fieldOf(bad)).toBe("payload.workflow_element_positions.3.id");
    const partial = await refusedQuietly(() => call(env, env.admin, "workflowElementPositionsManage", { workflow_id: t.id, workflow_element_positions: ids.slice(1) }), 400);
    expect(fieldOf(partial)).toBe("payload.workflow_element_positions");
    await refusedQuietly(() => call(env, env.reader, "workflowElementPositionsManage", { workflow_id: t.id, workflow_element_positions: ids }), 404);
  });
});

describe("publishing", () => {
  it("names what blocks publishing, publishes every task, logs it, and unpublishes", async () => {
    const t = await newTrack(env, "To publish");
    const empty = (await call(env, env.admin, `getWorkflowPublicationConditions?library_file_id=${t.id}`)).body;
    expect(empty).toMatchObject({ can_publish: false, state_id: 1, reasons: [{ code: "workflows.errors.noTasks", element_id: null }] });
    const refused = await refusedQuietly(() => call(env, env.admin, "publishWorkflow", { library_file_id: t.id }), 409);
    expect(refused.message).toBe("workflows.errors.noTasks");
    const ok = await addTask(env, t.id);
    const draft = await save(task(t.id, { workflow_element_type_id: 6, content: {} }), { check_content: false });
    const blocked = (await call(env, env.admin, `getWorkflowPublicationConditions?library_file_id=${t.id}`)).body;
    expect(blocked.reasons).toEqual([{ code: "workflows.errors.contentIncomplete", element_id: draft.body.id }]);
    expect(blocked.not_published_activities_count).toBe(2);
    await call(env, env.admin, `manageWorkflowElement?id=${draft.body.id}`, undefined, "DELETE");
    const cond = (await call(env, env.admin, `getWorkflowPublicationConditions?library_file_id=${t.id}`)).body;
    expect(cond).toMatchObject({ can_publish: true, reasons: [] });
    await refusedQuietly(() => call(env, env.employee, "publishWorkflow", { library_file_id: t.id }), 403);
    await refusedQuietly(() => call(env, env.foreign, "publishWorkflow", { library_file_id: t.id }), 404);
    await refusedQuietly(() => call(env, env.admin, "publishWorkflow", { library_file_id: t.id, expectedVersion: cond.publication_version - 1 }), 409);
    const pub = await call(env, env.admin, "publishWorkflow", { library_file_id: t.id, expectedVersion: cond.publication_version });
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body).toMatchObject({ state: "published", state_id: 2, not_published_activities_count: 0 });
    expect(pub.body.last_publish_date).not.toBeNull();
    const tasks = (await call(env, env.admin, `workflowElements?workflow_id=${t.id}`)).body.items;
    expect(tasks.every((e: any) => e.is_published)).toBe(true);
    const again = await refusedQuietly(() => call(env, env.admin, "publishWorkflow", { library_file_id: t.id }), 409);
    expect(again.message).toBe("workflows.errors.nothingToPublish");
    // an edit makes it modified with one unpublished task
    await save(task(t.id, { id: ok.id, title: "Changed" }), {}, env.admin, "PUT");
    expect((await call(env, env.admin, `workflowProperties?library_file_id=${t.id}`)).body).toMatchObject({ state: "modified", not_published_activities_count: 1 });
    const off = await call(env, env.admin, "unpublishWorkflow", { library_file_id: t.id });
    expect(off.body).toMatchObject({ state: "unpublished", state_id: 4 });
    const log = (await call(env, env.admin, `workflowPublisherLogs?library_file_id=${t.id}`)).body.items;
    expect(log.map((l: any) => l.action)).toEqual(["unpublish", "publish"]);
    expect(log[1]).toMatchObject({ workflow_id: t.id, workflow_name: "To publish", state: "completed" });
    expect(log[1].user.name).toBeTruthy();
    expect(log[1].duration_ms).toBeGreaterThanOrEqual(0);
    await refusedQuietly(() => call(env, env.reader, "workflowPublisherLogs"), 403);
  });
});

describe("the builder's library file picker", () => {
  it("offers the library's files of a kind, keyset by id, searched by name, and a picked one saves with its name", async () => {
    const db = env.server.db;
    await putFile(env, null, "Picker handbook.pdf");
    await putFile(env, null, "Picker rules.pdf");
    const [{ client_id }] = await db.query<{ client_id: number }>("select client_id from users where email = 'admin@demo.local'");
    const pdfs = (await db.query<{ id: number; display_name: string }>(
      "select id, display_name from library_files where client_id = $1 and library_type_id = 1 and general_file_type_id = 5 order by id", [client_id]));
    expect(pdfs.length).toBeGreaterThan(1);
    const all = await call(env, env.admin, "workflowLibraryFiles?kind=pdf&limit=500");
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.items.map((f: any) => f.id)).toEqual(pdfs.map((f) => f.id));
    expect(all.body.last_id).toBeNull();
    // a page at a time
    const first = await call(env, env.admin, "workflowLibraryFiles?kind=pdf&limit=1");
    expect(first.body).toMatchObject({ items: [{ id: pdfs[0].id, general_file_type_id: 5 }], last_id: pdfs[0].id });
    const second = await call(env, env.admin, `workflowLibraryFiles?kind=pdf&limit=1&last_id=${first.body.last_id}`);
    expect(second.body.items.map((f: any) => f.id)).toEqual([pdfs[1].id]);
    // by name, and only the kind asked for
    const named = await call(env, env.admin, `workflowLibraryFiles?kind=pdf&search=${encodeURIComponent(pdfs[1].display_name.slice(0, 5))}`);
    expect(named.body.items.map((f: any) => f.id)).toContain(pdfs[1].id);
    const videos = await call(env, env.admin, "workflowLibraryFiles?kind=video");
    expect(videos.body.items.every((f: any) => f.general_file_type_id === 3)).toBe(true);

    // a content task keeps the picked file with its name
    const t = await newTrack(env, "Picked files");
    const saved = await save(task(t.id, { content: { text: "Read it", files: [{ library_file_id: pdfs[0].id, kind: "pdf", display_name: pdfs[0].display_name }] } }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.content.files).toEqual([{ library_file_id: pdfs[0].id, kind: "pdf", display_name: pdfs[0].display_name }]);

    // refusals: a role without the tracks tab, another client (sees none of these), bad payloads
    await refusedQuietly(() => call(env, env.employee, "workflowLibraryFiles?kind=pdf"), 403);
    const foreign = await call(env, env.foreign, "workflowLibraryFiles?kind=pdf&limit=500");
    expect(foreign.status).toBe(200);
    expect(foreign.body.items.filter((f: any) => pdfs.some((p) => p.id === f.id))).toEqual([]);
    expect((await call(env, env.admin, "workflowLibraryFiles?kind=spreadsheet")).status).toBe(400);
    expect((await call(env, env.admin, "workflowLibraryFiles?kind=pdf&limit=0")).status).toBe(400);
    expect((await call(env, env.admin, "workflowLibraryFiles")).status).toBe(400);
  });
});
