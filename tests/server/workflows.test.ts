import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuild } from "../../src/server/events/rebuild.js";
import { eventCount, snapshot } from "./harness.js";
import { userId } from "./libraryFixture.js";
import { addTask, call, newFolder, newTrack, relTrack, startTracks, type TracksEnv } from "./workflowsFixture.js";

let env: TracksEnv;
beforeAll(async () => {
  env = await startTracks();
}, 300_000);
afterAll(() => env?.close());

/** A refused call wrote nothing: the log has as many events as before. */
const refusedQuietly = async (run: () => Promise<{ status: number; body: any }>, status: number) => {
  const before = await eventCount(env.server.db);
  const r = await run();
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(await eventCount(env.server.db)).toBe(before);
  return r.body;
};

describe("demo tracks", () => {
  it("seeds a published onboarding track of 12+ tasks across six types and four roles, and a second track in English", async () => {
    const tracks = await env.server.db.query<any>(
      `select w.id, w.display_name, w.workflow_type_id, w.state_value, w.elements_count from workflows w join users u on u.id = w.creator_id
       where u.email = 'admin@demo.local' and w.display_name in ('Welcome to Demo', 'Manager essentials') order by w.id`);
    expect(tracks.map((t: any) => [t.display_name, t.workflow_type_id, t.state_value])).toEqual([
      ["Welcome to Demo", 1, "published"], ["Manager essentials", 2, "published"],
    ]);
    const tasks = (await call(env, env.admin, `workflowElements?workflow_id=${tracks[0].id}`)).body.items;
    expect(tasks.length).toBeGreaterThanOrEqual(12);
    expect(new Set(tasks.map((e: any) => e.workflow_element_type_id)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(tasks.map((e: any) => e.assigned_role_id)).size).toBeGreaterThanOrEqual(4);
    expect(tasks.every((e: any) => e.is_published && e.content_complete)).toBe(true);
    // a form and a test made with the form builder
    expect(tasks.filter((e: any) => e.workflow_element_type_id === 4 || e.workflow_element_type_id === 6)).toHaveLength(2);
    const english = (await call(env, env.admin, `workflowElements?workflow_id=${tracks[1].id}`)).body.items;
    expect(english[0].title).toBe("Welcome to the managers' track");
  });
});

describe("workflow library", () => {
  it("creates, renames, moves and removes folders; the tree and content list them", async () => {
    const top = await newFolder(env, "Onboarding");
    const sub = await newFolder(env, "Sales", top.id);
    expect(top.level).toBe(4);
    const tree = (await call(env, env.admin, "workflowTreeMenu")).body.items;
    expect(tree.find((i: any) => i.id === top.id)).toMatchObject({ has_children: true, parent_folder_id: null });
    expect(tree.find((i: any) => i.id === sub.id)).toMatchObject({ parent_folder_id: top.id });
    const renamed = await call(env, env.admin, "renameWorkflowFolder", { workflow_folder_id: sub.id, display_name: "Sales team", expectedVersion: sub.version });
    expect(renamed.body.display_name).toBe("Sales team");
    // a second rename from the same (now stale) screen is told who changed it
    const stale = await refusedQuietly(() => call(env, env.admin, "renameWorkflowFolder", { workflow_folder_id: sub.id, display_name: "Other", expectedVersion: sub.version }), 409);
    expect(stale).toMatchObject({ message: "errors.staleVersion", current_version: renamed.body.version });
    expect(stale.changed_by.id).toBe(await userId(env, "admin@demo.local"));
    // no cycles, no duplicate names
    const cycle = await refusedQuietly(() => call(env, env.admin, "moveWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: sub.id }), 400);
    expect(cycle.fields[0].path).toBe("payload.target_folder_id");
    const dup = await refusedQuietly(() => call(env, env.admin, "createWorkflowFolder", { parent_folder_id: null, display_name: "onboarding" }), 400);
    expect(dup.fields[0]).toEqual({ path: "payload.display_name", message: "workflows.errors.nameTaken" });
    await refusedQuietly(() => call(env, env.admin, "createWorkflowFolder", { parent_folder_id: null, display_name: "" }), 400);
    const moved = await call(env, env.admin, "moveWorkflowFolder", { workflow_folder_id: sub.id, target_folder_id: null });
    expect(moved.body.parent_folder_id).toBeNull();
    const track = await newTrack(env, "In sub", { folder_id: sub.id });
    const removed = await call(env, env.admin, "removeWorkflowFolders", { folder_ids: [sub.id] });
    expect(removed.body.removed).toEqual([sub.id]);
    expect((await call(env, env.admin, `workflowProperties?library_file_id=${track.id}`)).status).toBe(404);
    expect((await call(env, env.admin, `workflowContent?library_folder_id=${sub.id}`)).status).toBe(404);
  });

  it("pages a folder's content by keyset: folders first, then tracks by name", async () => {
    const f = await newFolder(env, "Paged");
    await newFolder(env, "B folder", f.id);
    await newFolder(env, "A folder", f.id);
    for (const n of ["Track 10", "Track 2", "Track 1"]) await newTrack(env, n, { folder_id: f.id });
    const names: string[] = [];
    let last: number | null = null;
    let pages = 0;
    do {
      const r = await call(env, env.admin, `workflowContent?library_folder_id=${f.id}&limit=2${last === null ? "" : `&last_id=${last}`}`);
      expect(r.status).toBe(200);
      names.push(...r.body.items.map((i: any) => i.display_name));
      last = r.body.last_id;
      pages++;
    } while (last !== null && pages < 10);
    expect(names).toEqual(["A folder", "B folder", "Track 1", "Track 2", "Track 10"]);
    expect((await call(env, env.admin, `workflowContent?library_folder_id=${f.id}&last_id=999999`)).status).toBe(400);
    expect((await call(env, env.admin, "workflowContent?search=ra")).status).toBe(400);
    const found = (await call(env, env.admin, "workflowContent?search=track 1")).body.items.map((i: any) => i.display_name);
    expect(found).toEqual(expect.arrayContaining(["Track 1", "Track 10"]));
  });

  it("lists the built-in categories while preferences have none, and refuses an unknown one", async () => {
    const cats = (await call(env, env.admin, "workflowCategoriesSource")).body.items;
    expect(cats.length).toBeGreaterThan(0);
    const t = await newTrack(env, "Categorised", { category_id: cats[0].id });
    expect(t.category_name).toBe(cats[0].name);
    const bad = await refusedQuietly(() => call(env, env.admin, "workflows", relTrack("Bad cat", { category_id: 424242 })), 400);
    expect(bad.fields[0].path).toBe("payload.category_id");
  });
});

describe("access by the library's levels", () => {
  it("refuses the tracks tab to a role without it, and another client's items", async () => {
    const f = await newFolder(env, "Private");
    const t = await newTrack(env, "Private track", { folder_id: f.id });
    await refusedQuietly(() => call(env, env.employee, "workflowTreeMenu"), 403);
    await refusedQuietly(() => call(env, env.employee, "workflows", relTrack("Mine")), 403);
    await refusedQuietly(() => call(env, env.foreign, `workflowContent?library_folder_id=${f.id}`), 404);
    await refusedQuietly(() => call(env, env.foreign, `workflowProperties?library_file_id=${t.id}`), 404);
    await refusedQuietly(() => call(env, env.foreign, `workflows/${t.id}`, { ...relTrack("Stolen"), expectedVersion: t.version }, "PUT"), 404);
    await refusedQuietly(() => call(env, env.foreign, "removeWorkflows", { workflow_ids: [t.id] }), 400);
    // unshared: the reader does not see it; the top level is for tracks.edit only
    await refusedQuietly(() => call(env, env.reader, `workflowProperties?library_file_id=${t.id}`), 404);
    await refusedQuietly(() => call(env, env.reader, "workflows", relTrack("Top")), 403);
    expect((await call(env, env.reader, "workflowContent")).body.items.some((i: any) => i.id === f.id)).toBe(false);
  });

  it("Reader views and copies, Editor edits, Manager sets access, by user, group or role", async () => {
    const f = await newFolder(env, "Shared");
    const t = await newTrack(env, "Shared track", { folder_id: f.id });
    const share = (level: number) => call(env, env.admin, "workflowFolderUsersPermissions", {
      workflow_folder_id: f.id, entries: [{ subject_kind: "user", subject_id: env.readerId, level }],
    }, "PUT");
    expect((await share(1)).status).toBe(200);
    expect((await call(env, env.reader, `workflowProperties?library_file_id=${t.id}`)).body).toMatchObject({ level: 1, can_edit: false });
    await refusedQuietly(() => call(env, env.reader, `workflows/${t.id}`, { ...relTrack("Renamed") }, "PUT"), 403);
    await refusedQuietly(() => call(env, env.reader, "manageWorkflowElement", { element: { workflow_id: t.id, title: "x", workflow_element_type_id: 1, start_date_rel: 0, content: { text: "x" } } }), 403);
    expect((await share(2)).status).toBe(200);
    const edited = await call(env, env.reader, `workflows/${t.id}`, { ...relTrack("Renamed by editor") }, "PUT");
    expect(edited.status).toBe(200);
    await refusedQuietly(() => call(env, env.reader, `workflowUsersPermissions?library_file_id=${t.id}`), 403);
    // a track's own entries replace what it inherits: a role entry at Manager
    const role = (await env.server.db.query<{ role_id: number }>("select role_id from users where id = $1", [env.readerId]))[0].role_id;
    const own = await call(env, env.admin, "workflowUsersPermissions", { library_file_id: t.id, entries: [{ subject_kind: "role", subject_id: role, level: 3 }] }, "PUT");
    expect(own.status).toBe(200);
    expect((await call(env, env.reader, `workflowUsersPermissions?library_file_id=${t.id}`)).body.entries[0]).toMatchObject({ subject_kind: "role", level: 3 });
    const bad = await refusedQuietly(() => call(env, env.admin, "workflowUsersPermissions", { library_file_id: t.id, entries: [{ subject_kind: "user", subject_id: 999999, level: 1 }] }, "PUT"), 400);
    expect(bad.fields[0].path).toBe("payload.entries.0.subject_id");
  });
});

describe("tracks", () => {
  it("refuses bad start points naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ workflow_checkpoint_id: null }, "payload.workflow_checkpoint_id"],
      [{ workflow_checkpoint_id: 7 }, "payload.workflow_checkpoint_custom_date"],
      [{ start_date: "2026-01-01" }, "payload.start_date"],
      [{ duration_type: "ABSOLUTE", workflow_checkpoint_id: null, start_date: "2026-02-01", end_date: "2026-01-01" }, "payload.end_date"],
      [{ duration_type: "ABSOLUTE", workflow_checkpoint_id: null, start_date: "2026-02-30", end_date: "2026-03-01" }, "payload.start_date"],
      [{ workflow_type_id: 3 }, "payload.workflow_type_id"],
    ];
    for (const [over, path] of cases) {
      const body = await refusedQuietly(() => call(env, env.admin, "workflows", relTrack("Bad", over)), 400);
      expect(body.fields.map((f: any) => f.path)).toContain(path);
    }
  });

  it("edits with the version the editor saw: the second editor gets 409 naming the first", async () => {
    const t = await newTrack(env, "Versioned");
    const first = await call(env, env.admin, `workflows/${t.id}`, { ...relTrack("Versioned 2"), expectedVersion: t.version }, "PUT");
    expect(first.status).toBe(200);
    const second = await refusedQuietly(() => call(env, env.admin, `workflows/${t.id}`, { ...relTrack("Versioned 3"), expectedVersion: t.version }, "PUT"), 409);
    expect(second).toMatchObject({ message: "errors.staleVersion", current_version: first.body.version });
    expect(second.changed_by.name).toBeTruthy();
  });

  it("copies, moves, exports and imports a track with its tasks", async () => {
    const f = await newFolder(env, "Copies");
    const t = await newTrack(env, "Original", { workflow_type_id: 2 });
    await addTask(env, t.id, { title: "First" });
    await addTask(env, t.id, { title: "Second", workflow_element_type_id: 11, content: { message: { body: "Hi {user_name}", send_offset_days: 0, send_time: "09:00" } } });
    const copy = await call(env, env.admin, "copyWorkflow", { library_file_id: t.id, target_folder_id: f.id });
    expect(copy.body).toMatchObject({ display_name: "Original", folder_id: f.id, elements_count: 2, state: "draft", workflow_type_id: 2 });
    const moved = await call(env, env.admin, "moveWorkflow", { library_file_id: t.id, target_folder_id: f.id });
    expect(moved.body.folder_id).toBe(f.id);
    const exported = await call(env, env.admin, "exportWorkflow", { library_file_id: t.id });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    expect(exported.body.elements.map((e: any) => e.title)).toEqual(["First", "Second"]);
    await refusedQuietly(() => call(env, env.reader, "exportWorkflow", { library_file_id: t.id }), 403);
    const imported = await call(env, env.admin, "importWorkflow", { folder_id: null, data: exported.body });
    expect(imported.body).toMatchObject({ display_name: "Original", elements_count: 2 });
    const tasks = (await call(env, env.admin, `workflowElements?workflow_id=${imported.body.id}`)).body.items;
    expect(tasks.map((e: any) => [e.title, e.group_position_index])).toEqual([["First", 0], ["Second", 1]]);
    const broken = { ...exported.body, elements: [{ ...exported.body.elements[0], end_date_rel: -5 }] };
    const bad = await refusedQuietly(() => call(env, env.admin, "importWorkflow", { folder_id: null, data: broken }), 400);
    expect(bad.fields[0].path).toBe("payload.data.elements.0.end_date_rel");
    const removed = await call(env, env.admin, "removeWorkflows", { workflow_ids: [copy.body.id] });
    expect(removed.body.removed).toEqual([copy.body.id]);
  });

  it("copies a folder with its sub-folders and the tracks the user may read, numbering the name where it is taken", async () => {
    const top = await newFolder(env, "Copy source");
    const sub = await newFolder(env, "Inner", top.id);
    const hidden = await newFolder(env, "Hidden", top.id);
    const t = await newTrack(env, "Outer track", { folder_id: top.id });
    await addTask(env, t.id, { title: "Only task" });
    await newTrack(env, "Inner track", { folder_id: sub.id });
    await newTrack(env, "Hidden track", { folder_id: hidden.id });
    const target = await newFolder(env, "Copy target");
    // the reader reads the source but not "Hidden" (its own entries name someone else), and edits the target
    const share = (folder: number, level: number, subject = env.readerId) =>
      call(env, env.admin, "workflowFolderUsersPermissions", { workflow_folder_id: folder, entries: [{ subject_kind: "user", subject_id: subject, level }] }, "PUT");
    expect((await share(top.id, 1)).status).toBe(200);
    expect((await share(hidden.id, 1, await userId(env, "manager@demo.local"))).status).toBe(200);
    expect((await share(target.id, 2)).status).toBe(200);

    const copy = await call(env, env.reader, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: target.id });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body).toMatchObject({ display_name: "Copy source", parent_folder_id: target.id });
    const inside = (await call(env, env.admin, `workflowContent?library_folder_id=${copy.body.id}`)).body.items;
    expect(inside.map((i: any) => [i.type, i.display_name])).toEqual([["FOLDER", "Inner"], ["FILE", "Outer track"]]);
    expect(inside[1].settings).toMatchObject({ elements_count: 1, workflow_state_id: 1 });
    const inner = (await call(env, env.admin, `workflowContent?library_folder_id=${inside[0].id}`)).body.items;
    expect(inner.map((i: any) => i.display_name)).toEqual(["Inner track"]);

    // again into the same target: the name is numbered
    const again = await call(env, env.admin, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: target.id });
    expect(again.body.display_name).toBe("Copy source (2)");
    // refusals: into itself or under itself, a target the user may not edit, another client's folder, bad payloads
    expect((await refusedQuietly(() => call(env, env.admin, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: sub.id }), 400)).fields[0].path)
      .toBe("payload.target_folder_id");
    await refusedQuietly(() => call(env, env.admin, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: top.id }), 400);
    await refusedQuietly(() => call(env, env.reader, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: top.id }), 403);
    await refusedQuietly(() => call(env, env.reader, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: null }), 403);
    await refusedQuietly(() => call(env, env.employee, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: target.id }), 403);
    await refusedQuietly(() => call(env, env.foreign, "copyWorkflowFolder", { workflow_folder_id: top.id, target_folder_id: null }), 404);
    await refusedQuietly(() => call(env, env.admin, "copyWorkflowFolder", { workflow_folder_id: "x", target_folder_id: null }), 400);
    await refusedQuietly(() => call(env, env.admin, "copyWorkflowFolder", { workflow_folder_id: top.id }), 400);
  });

  it("rebuilds the workflow tables from the log to the same rows", async () => {
    const tables = ["workflow_folders", "workflows", "workflow_elements", "workflow_access", "workflow_publisher_logs"];
    const before = await Promise.all(tables.map((t) => snapshot(env.server.db, t)));
    await rebuild(env.server.db);
    expect(await Promise.all(tables.map((t) => snapshot(env.server.db, t)))).toEqual(before);
    // the whole log of the file's tests is rebuilt: past 30 s on a machine shared by several sessions
  }, 180_000);
});
