// Optimistic concurrency reaching the user (issue 12 point 3): every lifecycle command and every edit of a plan
// sends the version its screen showed (`expectedVersion`); a stale one is 409 `errors.staleVersion` with the
// current version, who made the latest change and when, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRoleModel } from "../../machines/devPlanRoleModel.js";
import { type DevPlansEnv, launchedPlan, type People, startDevPlans } from "./devPlansFixture.js";
import { eventCount, type Reply, type TestServer } from "./harness.js";

let s: TestServer;
let p: People;
let call: DevPlansEnv["call"];
beforeAll(async () => {
  ({ s, p, call } = await startDevPlans());
}, 300_000); // the first file of a run builds the database template
afterAll(() => s?.close());

const ok = async (r: Promise<Reply>) => {
  const reply = await r;
  expect({ status: reply.status, body: reply.body }).toMatchObject({ status: 200 });
  return reply.body;
};
const nameOf = async (id: number) =>
  (await s.db.query<{ name: string }>("select trim(first_name || ' ' || last_name) as name from users where id = $1", [id]))[0].name;

/** The request is refused as stale: 409 naming the current version and who changed it, and no event written. */
const stale = async (request: () => Promise<Reply>, current: number, by: number) => {
  const before = await eventCount(s.db);
  const reply = await request();
  expect({ status: reply.status, body: reply.body }).toMatchObject({
    status: 409,
    body: { _tag: "Conflict", message: "errors.staleVersion", current_version: current, changed_by: { id: by, name: await nameOf(by) } },
  });
  expect(Date.parse(reply.body.changed_at)).toBeGreaterThan(Date.now() - 60_000);
  expect(await eventCount(s.db)).toBe(before);
  return reply.body;
};

describe("an employee plan: commands and edits from a stale screen", () => {
  let task: number;
  let seen: number;
  let current: number;
  beforeAll(async () => {
    const plan = await launchedPlan(s, p, { name: "Устаревший экран", members: ["employee"] });
    task = plan.tasks.employee;
    const e = p.tokens.employee;
    seen = (await ok(call(e, `/tasks/${task}/goals`, "PUT", { goals: [{ title: "Первая", weight: 100 }] }))).version;
    // a colleague (the mentor) changes the plan while the employee looks at version `seen`
    current = (await ok(call(p.tokens.mentor, `/tasks/${task}/comments`, "POST", { text: "Посмотри ещё раз" }))).version;
    expect(current).toBe(seen + 1);
  });

  it("refuses replacing all goals with the version the employee saw, keeping the colleague's change", async () => {
    const e = p.tokens.employee;
    const goalsBefore = (await ok(call(e, `/tasks/${task}`))).goals;
    await stale(() => call(e, `/tasks/${task}/goals`, "PUT", { goals: [{ title: "Моя", weight: 100 }], expectedVersion: seen }), current, p.ids.mentor);
    expect((await ok(call(e, `/tasks/${task}`))).goals).toEqual(goalsBefore);
  });

  it("refuses every command family and single-item edit from the stale screen", async () => {
    const e = p.tokens.employee;
    const goal = (await ok(call(e, `/tasks/${task}`))).goals[0].id;
    const v = { expectedVersion: seen };
    await stale(() => call(e, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval", ...v }), current, p.ids.mentor);
    await stale(() => call(e, `/tasks/${task}/goals`, "POST", { title: "Ещё", weight: 10, ...v }), current, p.ids.mentor);
    await stale(() => call(e, `/tasks/${task}/goals/${goal}`, "PUT", { title: "Правка", weight: 100, ...v }), current, p.ids.mentor);
    await stale(() => call(e, `/tasks/${task}/goals/${goal}?expectedVersion=${seen}`, "DELETE"), current, p.ids.mentor);
    await stale(() => call(e, `/tasks/${task}/actions`, "POST", { goal_id: goal, title: "Курс", type_id: 1, ...v }), current, p.ids.mentor);
    await stale(() => call(e, `/tasks/${task}/courses`, "POST", { goal_id: goal, title: "Курс", ...v }), current, p.ids.mentor);
    await stale(() => call(e, `/tasks/${task}/grades`, "POST", { kind: "middle", scores: [{ goal_id: goal, score: 5, weight: 100 }], ...v }), current, p.ids.mentor);
  });

  it("takes the command with the current version, and without one (old API clients)", async () => {
    const e = p.tokens.employee;
    const saved = await ok(call(e, `/tasks/${task}/goals`, "PUT", { goals: [{ title: "Моя", weight: 100 }], expectedVersion: current }));
    expect(saved.goals.map((g: any) => g.title)).toEqual(["Моя"]);
    expect(saved.version).toBeGreaterThan(current);
    const sent = await ok(call(e, `/tasks/${task}/transitions`, "POST", { type: "task.sendForApproval" }));
    expect(sent.state).toBe("approval");
  });

  it("tells a change by the system apart (changed_by null)", async () => {
    const other = await launchedPlan(s, p, { name: "Отменят", members: ["recruiter"] });
    const r = p.tokens.recruiter;
    const t = other.tasks.recruiter;
    const seenBySelf = (await ok(call(r, `/tasks/${t}`))).version;
    // the administrator cancels the campaign: the system cancels the open employee plans (a cascade)
    await ok(call(p.tokens.admin, `/management/${other.id}/cancel`, "POST", {}));
    const now = (await ok(call(r, `/tasks/${t}`))).version;
    const before = await eventCount(s.db);
    const reply = await call(r, `/tasks/${t}/goals`, "PUT", { goals: [{ title: "Поздно", weight: 100 }], expectedVersion: seenBySelf });
    expect({ status: reply.status, body: reply.body }).toMatchObject({ status: 409, body: { message: "errors.staleVersion", current_version: now, changed_by: null } });
    expect(await eventCount(s.db)).toBe(before);
  });

  it("answers 400 for a version that is not a version", async () => {
    const e = p.tokens.employee;
    for (const bad of [-1, 1.5, "3"]) {
      const r = await call(e, `/tasks/${task}/goals`, "POST", { title: "X", weight: 10, expectedVersion: bad });
      expect(r.status).toBe(400);
    }
    expect((await call(e, `/tasks/${task}/goals/1?expectedVersion=abc`, "DELETE")).status).toBe(400);
  });
});

describe("the administrator's plan: settings edits and lifecycle commands from a stale screen", () => {
  it("refuses settings steps, launch, cancel and complete with the version the administrator saw", async () => {
    const a = p.tokens.admin;
    const id = (await ok(call(a, "/developmentPlans", "POST", { name: "Два администратора", description: "" }))).id;
    await ok(call(a, `/developmentPlans/${id}/settings/general`, "PUT", { appointment_type_id: 3, start_date: "2026-01-01", end_date: "2026-12-31" }));
    await ok(call(a, `/developmentPlans/${id}/members`, "POST", { user_ids: [p.ids.recruiter] }));
    await ok(call(a, `/developmentPlans/${id}/settings/roleModel`, "PUT", { role_model: defaultRoleModel }));
    const seen = (await ok(call(a, `/developmentPlans/${id}/settings/summary`, "PUT", { confirmed: true }))).version;
    // another administrator (hr has no plan rights: the same admin in another tab stands for a colleague)
    const current = (await ok(call(a, `/developmentPlans/${id}`, "PUT", { name: "Переименован", description: "", expectedVersion: seen }))).version;
    const v = { expectedVersion: seen };
    await stale(() => call(a, `/developmentPlans/${id}`, "PUT", { name: "Старое имя", description: "", ...v }), current, p.ids.admin);
    await stale(() => call(a, `/developmentPlans/${id}/settings/general`, "PUT", { appointment_type_id: 3, start_date: "2026-02-01", end_date: "2026-12-31", ...v }), current, p.ids.admin);
    await stale(() => call(a, `/developmentPlans/${id}/members`, "POST", { user_ids: [p.ids.buddy], ...v }), current, p.ids.admin);
    await stale(() => call(a, `/developmentPlans/${id}/settings/prohibition`, "PUT", { user_ids: [], ...v }), current, p.ids.admin);
    await stale(() => call(a, `/management/${id}/launch?expectedVersion=${seen}`, "POST"), current, p.ids.admin);
    expect((await ok(call(a, `/developmentPlans/${id}`))).name).toBe("Переименован");
    const launched = await ok(call(a, `/management/${id}/launch?expectedVersion=${current}`, "POST"));
    expect(launched.state).toBe("launched");
    await stale(() => call(a, `/management/${id}/cancel`, "POST", { reason: "устарело", expectedVersion: current }), launched.version, p.ids.admin);
    await stale(() => call(a, `/management/${id}/complete?expectedVersion=${current}`, "POST"), launched.version, p.ids.admin);
    expect((await ok(call(a, `/management/${id}/complete?expectedVersion=${launched.version}`, "POST"))).state).toBe("completed");
  });
});

describe("a user: profile edits and status operations from a stale page", () => {
  it("refuses them with the version the page showed, and takes them with the current one", async () => {
    const a = p.tokens.admin;
    const users = (path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { method, token: a, ...(body === undefined ? {} : { body }) });
    const id = p.ids.buddy;
    const seen = await ok(users(`/users/${id}`));
    const edited = await ok(users(`/users/${id}`, "PUT", { city: "Казань", expectedVersion: seen.version }));
    expect(edited.version).toBe(seen.version + 1);
    await stale(() => users(`/users/${id}`, "PUT", { city: "Омск", expectedVersion: seen.version }), edited.version, p.ids.admin);
    expect((await ok(users(`/users/${id}`))).city).toBe("Казань");

    const blocked = await ok(users("/userStatus", "POST", { user_id: id, operation: "block", expectedVersion: seen.status_version }));
    expect(blocked.status_id).toBe(2);
    expect(blocked.status_version).toBeGreaterThan(seen.status_version);
    await stale(() => users("/userStatus", "POST", { user_id: id, operation: "archive", expectedVersion: seen.status_version }), blocked.status_version, p.ids.admin);
    expect((await ok(users(`/users/${id}`))).status_id).toBe(2);
    expect((await ok(users("/userStatus", "POST", { user_id: id, operation: "activate", expectedVersion: blocked.status_version }))).status_id).toBe(1);
  });
});

describe("a library folder: rename and access edits from a stale dialog or page", () => {
  it("refuses them with the version the screen showed, names the colleague, and takes the current version", async () => {
    const a = p.tokens.admin;
    const lib = (token: string, path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { method, token, ...(body === undefined ? {} : { body }) });
    const id = (await ok(lib(a, "/createLibraryFolder", "POST", { parent_folder_id: null, display_name: "Общая папка" }))).id;
    const props = `/libraryFolderProperties?library_folder_id=${id}`;
    const perms = `/libraryFolderUsersPermissions?library_folder_id=${id}`;
    // the buddy manages the folder too: a second manager of the same document
    const managers = [{ subject_kind: "user", subject_id: p.ids.buddy, level: 3 }];
    const first = await ok(lib(a, perms));
    const shared = await ok(lib(a, perms, "PUT", { library_folder_id: id, entries: managers, expectedVersion: first.version }));
    expect(shared.version).toBe(first.version + 1);

    // both open the rename dialog at the same version; the buddy renames first
    const seen = (await ok(lib(a, props))).version;
    expect(seen).toBe(shared.version);
    const renamed = await ok(lib(p.tokens.buddy, "/renameLibraryFolder", "POST", { library_folder_id: id, display_name: "Имя коллеги", expectedVersion: seen }));
    expect(renamed.display_name).toBe("Имя коллеги");
    const current = (await ok(lib(a, props))).version;
    expect(current).toBe(seen + 1);
    await stale(() => lib(a, "/renameLibraryFolder", "POST", { library_folder_id: id, display_name: "Моё имя", expectedVersion: seen }), current, p.ids.buddy);
    expect((await ok(lib(a, props))).display_name).toBe("Имя коллеги");
    // the access page loaded before the rename is stale too (one stream: name, place and access)
    await stale(() => lib(a, perms, "PUT", { library_folder_id: id, entries: [], expectedVersion: seen }), current, p.ids.buddy);
    expect((await ok(lib(a, perms))).entries).toMatchObject([{ subject_kind: "user", subject_id: p.ids.buddy, level: 3 }]);

    // with the current version both go through
    const readers = [{ subject_kind: "role", subject_id: 3, level: 1 }];
    const saved = await ok(lib(a, perms, "PUT", { library_folder_id: id, entries: readers, expectedVersion: current }));
    expect(saved).toMatchObject({ entries: [{ subject_kind: "role", subject_id: 3, level: 1 }], version: current + 1 });
    expect((await ok(lib(a, "/renameLibraryFolder", "POST", { library_folder_id: id, display_name: "Моё имя", expectedVersion: saved.version }))).display_name).toBe("Моё имя");
    expect((await ok(lib(a, props))).version).toBe(saved.version + 1);
  });
});

describe("a user group: edits from a stale form (the group's two streams are one document)", () => {
  it("refuses an edit made on a version older than a colleague's rename or status change, and takes the current one", async () => {
    const a = p.tokens.admin;
    const groups = (path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { method, token: a, ...(body === undefined ? {} : { body }) });
    const g = await ok(groups("/userGroups", "POST", { name: "Наставники", type: "static" }));
    const seen = g.version;
    expect(seen).toBeGreaterThan(0);
    // a colleague renames it (the profile stream)
    const renamed = await ok(groups(`/userGroups/${g.id}`, "PUT", { name: "Наставники 2026", type: "static", expectedVersion: seen }));
    expect(renamed.version).toBe(seen + 1);
    // the stale form only switches the group off, but would write the old name back
    await stale(() => groups(`/userGroups/${g.id}`, "PUT", { name: "Наставники", type: "static", status_id: 2, expectedVersion: seen }), renamed.version, p.ids.admin);
    expect(await ok(groups(`/userGroups/${g.id}`))).toMatchObject({ name: "Наставники 2026", status_id: 1, version: renamed.version });

    // a colleague switches it off (the lifecycle stream): a form showing the renamed group is stale now too
    const off = await ok(groups(`/userGroups/${g.id}`, "PUT", { name: "Наставники 2026", type: "static", status_id: 2, expectedVersion: renamed.version }));
    expect(off.version).toBe(renamed.version + 1);
    await stale(() => groups(`/userGroups/${g.id}`, "PUT", { name: "Другое имя", type: "static", status_id: 1, expectedVersion: renamed.version }), off.version, p.ids.admin);
    expect(await ok(groups(`/userGroups/${g.id}`))).toMatchObject({ name: "Наставники 2026", status_id: 2 });

    const saved = await ok(groups(`/userGroups/${g.id}`, "PUT", { name: "Другое имя", type: "static", status_id: 1, expectedVersion: off.version }));
    expect(saved).toMatchObject({ name: "Другое имя", status_id: 1, version: off.version + 2 });
  });
});

describe("catalogue items and form definitions: edits and removals from a stale editor", () => {
  it("refuses them with the version the editor showed, and takes them with the current one", async () => {
    const a = p.tokens.admin;
    const cat = (path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { method, token: a, ...(body === undefined ? {} : { body }) });
    for (const [resource, body, field] of [
      ["tags", { value: "срочно" }, "value"],
      ["manageForms", { name: "Анкета новичка", manage_form_entity_id: 7 }, "name"],
    ] as const) {
      const created = await ok(cat(`/${resource}`, "POST", body));
      expect(created.version).toBe(1);
      // a colleague's edit at the version both editors showed
      const edited = await ok(cat(`/${resource}/${created.id}?expectedVersion=1`, "PUT", { ...body, [field]: `${body[field]} (коллега)` }));
      expect(edited.version).toBe(2);
      expect((await ok(cat(`/${resource}`))).find((i: any) => i.id === created.id)?.version).toBe(2);
      await stale(() => cat(`/${resource}/${created.id}?expectedVersion=1`, "PUT", { ...body, [field]: `${body[field]} (моё)` }), 2, p.ids.admin);
      await stale(() => cat(`/${resource}/${created.id}?expectedVersion=1`, "DELETE"), 2, p.ids.admin);
      expect((await ok(cat(`/${resource}/${created.id}`)))[field]).toBe(`${body[field]} (коллега)`);
      expect((await ok(cat(`/${resource}/${created.id}?expectedVersion=2`, "PUT", { ...body, [field]: `${body[field]} (моё)` })))[field]).toBe(`${body[field]} (моё)`);
      const removed = await cat(`/${resource}/${created.id}?expectedVersion=3`, "DELETE");
      expect(removed.status).toBe(204);
    }
  });
});

describe("moves, group removal and the named catalogue calls from a stale screen", () => {
  const api = (token: string, path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { method, token, ...(body === undefined ? {} : { body }) });

  it("refuses moving a library file or folder a colleague renamed since the move dialog opened", async () => {
    const a = p.tokens.admin;
    const target = (await ok(api(a, "/createLibraryFolder", "POST", { parent_folder_id: null, display_name: "Куда" }))).id;
    const moved = (await ok(api(a, "/createLibraryFolder", "POST", { parent_folder_id: null, display_name: "Что" }))).id;
    const props = `/libraryFolderProperties?library_folder_id=${moved}`;
    const seen = (await ok(api(a, props))).version;
    await ok(api(a, "/renameLibraryFolder", "POST", { library_folder_id: moved, display_name: "Что (коллега)", expectedVersion: seen }));
    await stale(() => api(a, "/moveLibraryFolder", "POST", { library_folder_id: moved, target_folder_id: target, expectedVersion: seen }), seen + 1, p.ids.admin);
    expect((await ok(api(a, props))).version).toBe(seen + 1);
    expect((await ok(api(a, "/moveLibraryFolder", "POST", { library_folder_id: moved, target_folder_id: target, expectedVersion: seen + 1 }))).id).toBe(moved);
    expect((await ok(api(a, props))).version).toBe(seen + 2);
    // a file's move: the file's own stream (a demo file of the admin's client)
    const form = new FormData();
    form.append("library_folder_id", String(moved));
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "план.pdf");
    const res = await fetch(`${s.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${a}` } });
    expect(res.status).toBe(200);
    const file = ((await res.json()) as Array<{ id: number }>)[0].id;
    const fprops = `/libraryFileProperties?library_file_id=${file}`;
    const fseen = (await ok(api(a, fprops))).version;
    const name = (await ok(api(a, fprops))).display_name;
    await ok(api(a, "/renameLibraryFile", "POST", { library_file_id: file, display_name: `${name} (коллега)`, expectedVersion: fseen }));
    await stale(() => api(a, "/moveLibraryFile", "POST", { library_file_id: file, target_folder_id: target, expectedVersion: fseen }), fseen + 1, p.ids.admin);
    expect((await ok(api(a, fprops))).version).toBe(fseen + 1);
  });

  it("refuses removing a group a colleague changed since the page showed it", async () => {
    const a = p.tokens.admin;
    const g = await ok(api(a, "/userGroups", "POST", { name: "Временная", type: "static" }));
    const renamed = await ok(api(a, `/userGroups/${g.id}`, "PUT", { name: "Временная (коллега)", type: "static", expectedVersion: g.version }));
    await stale(() => api(a, `/userGroups/${g.id}?expectedVersion=${g.version}`, "DELETE"), renamed.version, p.ids.admin);
    expect((await ok(api(a, `/userGroups/${g.id}`))).name).toBe("Временная (коллега)");
    expect((await api(a, `/userGroups/${g.id}?expectedVersion=${renamed.version}`, "DELETE")).status).toBe(204);
    expect((await api(a, `/userGroups/${g.id}`)).status).toBe(404);
  });

  it("refuses the organisation switch and the unit edit with an old version", async () => {
    const a = p.tokens.admin;
    const org = await ok(api(a, "/organizations", "POST", { name: "Стейл орг", is_active: true }));
    const on = await ok(api(a, `/organizations/${org.id}?expectedVersion=${org.version}`, "PUT", { name: "Стейл орг (коллега)", is_active: true }));
    await stale(() => api(a, "/clientOrganizations", "PUT", { id: org.id, is_active: false, expectedVersion: org.version }), on.version, p.ids.admin);
    expect((await ok(api(a, "/clientOrganizations", "PUT", { id: org.id, is_active: false, expectedVersion: on.version })))).toMatchObject({ is_active: false, name: "Стейл орг (коллега)" });
    const unit = await ok(api(a, "/clientUnitsByClient", "POST", { name: "Отдел" }));
    const edited = await ok(api(a, "/clientUnitsByClient", "PUT", { id: unit.id, item: { name: "Отдел (коллега)" }, expectedVersion: unit.version }));
    await stale(() => api(a, "/clientUnitsByClient", "PUT", { id: unit.id, item: { name: "Отдел (моё)" }, expectedVersion: unit.version }), edited.version, p.ids.admin);
    expect((await ok(api(a, `/clientUnitDetails?client_unit_id=${unit.id}`))).name).toBe("Отдел (коллега)");
  });
});
