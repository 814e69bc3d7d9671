// The course administration's forms against a real database: the appointment rules with the names the form shows
// and the version it saw, catalogue access (names, people who see it, self-enrolment) and what the employee then sees
// of a catalogue (its own page and its courses), the group picker, and every refusal (no section or edit flag,
// another client's rows, a stale version, bad payloads), each of which writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer, refusedWritingNothing } from "./harness.js";
import { blankCourse } from "./coursesFixture.js";

let s: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};
let groupOut: { id: number; name: string };
let groupIn: { id: number; name: string };
beforeAll(async () => {
  s = await startServer();
  for (const who of ["admin@demo.local", "employee@demo.local", "manager@demo.local", "admin@northwind.local"]) {
    const key = who.split("@")[0] + (who.includes("north") ? "NW" : "");
    t[key] = (await s.login(who)).token;
    ids[key] = (await s.db.query<{ id: number }>("select id from users where email = $1", [who]))[0].id;
  }
  // a group of the demo client without the employee, and one with them (made here if the demo has none)
  const client = (await s.db.query<{ client_id: number }>("select client_id from users where id = $1", [ids.admin]))[0].client_id;
  const groups = await s.db.query<{ id: number; name: string; has: boolean }>(
    `select g.id, g.name, exists (select 1 from user_group_members m where m.group_id = g.id and m.user_id = $2) as has
       from user_groups g where g.client_id = $1 and g.status_id = 1 order by g.id`, [client, ids.employee]);
  groupOut = groups.find((g) => !g.has) ?? await (async () => {
    const made = await s.request("/api/userGroups", { token: t.admin, method: "POST", body: { name: "Курсы: группа без сотрудника", type: "static" } });
    return { id: made.body.id, name: made.body.name };
  })();
  groupIn = groups.find((g) => g.has) as never;
}, 300_000);
afterAll(() => s?.close());

const call = (token: string, path: string, method = "GET", body?: unknown) => s.request(`/api${path}`, { token, method, body });
const refused = refusedWritingNothing(() => s.db);
const blank = blankCourse;
const publishedCourse = async (title: string, catalog_ids: number[] = []) => {
  const course = (await call(t.admin, "/courseEditor", "POST", { ...blank, title, catalog_ids })).body;
  await call(t.admin, `/courseEditor/${course.id}/modules`, "POST", { title: "Модуль" });
  await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "activate" });
  return (await call(t.admin, `/courseEditor/${course.id}/state`, "POST", { command: "publish" })).body;
};

describe("the appointment form", () => {
  it("has the demo groups to pick from", () => {
    expect(groupOut).toBeDefined();
    expect(groupIn).toBeDefined();
  });

  it("saves groups, people and prohibitions with the version seen, names them, and appoints required or additional", async () => {
    const course = await publishedCourse("Переговоры");
    const saved = await call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", {
      group_ids: [groupIn.id], user_ids: [ids.manager], prohibited_ids: [ids.employee], is_required: false, expectedVersion: course.version,
    });
    expect(saved.status).toBe(200);
    const a = saved.body.appointments;
    expect(a).toMatchObject({ group_ids: [groupIn.id], user_ids: [ids.manager], prohibited_ids: [ids.employee], required_group_ids: [], required_user_ids: [] });
    expect(a.groups).toEqual([{ id: groupIn.id, name: groupIn.name }]);
    expect(a.users.map((u: any) => u.id).sort()).toEqual([ids.manager, ids.employee].sort());
    expect(a.users.every((u: any) => typeof u.name === "string" && u.name.length > 0)).toBe(true);
    // the prohibited employee, though in the group, is not appointed; the manager is, as additional
    const rows = await s.db.query<any>("select user_id, is_required from course_appointments where course_id = $1", [course.id]);
    expect(rows.some((r) => r.user_id === ids.employee)).toBe(false);
    expect(rows.find((r) => r.user_id === ids.manager)).toMatchObject({ is_required: false });
    expect(saved.body.version).toBe(course.version + 1);
    // the version the form saw is stale now: 409 with who changed it, nothing written
    const stale = await refused(409, () => call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", {
      group_ids: [], user_ids: [], prohibited_ids: [], is_required: true, expectedVersion: course.version,
    }));
    expect(stale).toMatchObject({ message: "errors.staleVersion", current_version: course.version + 1 });
    // lifting the prohibition with the current version appoints the employee through the group, required now
    const again = (await call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", {
      group_ids: [groupIn.id], user_ids: [], prohibited_ids: [], is_required: true, expectedVersion: saved.body.version,
    })).body;
    expect(again.appointments).toMatchObject({ required_group_ids: [groupIn.id], prohibited_ids: [], users: [] });
    const [mine] = await s.db.query<any>("select is_required from course_appointments where course_id = $1 and user_id = $2", [course.id, ids.employee]);
    expect(mine).toMatchObject({ is_required: true });
  });

  it("lists the client's active groups for the picker, searched by name, with their size", async () => {
    const all = (await call(t.admin, "/courseGroups")).body.items;
    expect(all.map((g: any) => g.id)).toContain(groupIn.id);
    expect(all.find((g: any) => g.id === groupIn.id).members_count).toBeGreaterThan(0);
    const some = (await call(t.admin, `/courseGroups?search=${encodeURIComponent(groupIn.name.slice(0, 4))}`)).body.items;
    expect(some.every((g: any) => g.name.toLowerCase().includes(groupIn.name.slice(0, 4).toLowerCase()))).toBe(true);
    expect((await call(t.admin, "/courseGroups?search=%25%25zzz_no")).body.items).toEqual([]);
    expect((await call(t.adminNW, "/courseGroups")).body.items.map((g: any) => g.id)).not.toContain(groupIn.id);
  });
});

describe("catalogue access and the catalogue's page", () => {
  it("restricts a catalogue to a group and a person, names them, counts who sees it, and the employee sees it accordingly", async () => {
    const created = (await call(t.admin, "/courseCatalogs", "POST", { name: "Для руководителей", description: "Курсы менеджмента", group_ids: [], user_ids: [], self_enrol: false })).body;
    const course = await publishedCourse("Делегирование", [created.id]);
    // open to everyone: every active person sees it; no self-enrolment
    const open = (await call(t.admin, `/courseCatalogs/${created.id}`)).body;
    expect(open).toMatchObject({ groups: [], users: [], course_count: 1 });
    expect(open.people).toBeGreaterThan(2);
    const seen = (await call(t.employee, `/learnerCatalogs/${created.id}`)).body;
    expect(seen).toMatchObject({ name: "Для руководителей", course_count: 1, self_enrol: false });
    const inIt = (await call(t.employee, "/catalogCourses", "POST", { catalog_id: created.id })).body.items;
    expect(inIt.map((c: any) => [c.id, c.can_enrol])).toEqual([[course.id, false]]);
    // restricted to a group without the employee and to the manager, self-enrolment on
    const updated = await call(t.admin, `/courseCatalogs/${created.id}`, "PUT", {
      name: "Для руководителей", description: "Курсы менеджмента", group_ids: [groupOut.id], user_ids: [ids.manager], self_enrol: true, expectedVersion: created.version,
    });
    expect(updated.body).toMatchObject({ group_ids: [groupOut.id], user_ids: [ids.manager], self_enrol: true });
    const details = (await call(t.admin, `/courseCatalogs/${created.id}`)).body;
    expect(details.groups).toEqual([{ id: groupOut.id, name: groupOut.name }]);
    expect(details.users.map((u: any) => u.id)).toEqual([ids.manager]);
    expect(details.people).toBeLessThan(open.people);
    expect((await call(t.employee, `/learnerCatalogs/${created.id}`)).status).toBe(404);
    expect((await call(t.employee, "/catalogCourses", "POST", { catalog_id: created.id })).body.items).toEqual([]);
    expect((await call(t.employee, "/learnerCatalogsList", "POST", {})).body.items.map((c: any) => c.id)).not.toContain(created.id);
    expect((await call(t.employee, `/courses/${course.id}/enrol`, "POST")).status).toBe(404);
    // the manager, named, sees it and may enrol
    const forManager = (await call(t.manager, "/catalogCourses", "POST", { catalog_id: created.id })).body.items;
    expect(forManager.map((c: any) => [c.id, c.can_enrol])).toEqual([[course.id, true]]);
    expect((await call(t.manager, "/learnerCatalogsList", "POST", {})).body.items.map((c: any) => c.id)).toContain(created.id);
    // a stale edit is refused, nothing written
    await refused(409, () => call(t.admin, `/courseCatalogs/${created.id}`, "PUT", {
      name: "X", description: "", group_ids: [], user_ids: [], self_enrol: true, expectedVersion: created.version,
    }));
  });

  it("counts only the courses the person may see in a catalogue (published, not prohibited)", async () => {
    const cat = (await call(t.admin, "/courseCatalogs", "POST", { name: "Разное", description: "", group_ids: [], user_ids: [], self_enrol: true })).body;
    const shown = await publishedCourse("Видимый", [cat.id]);
    const hidden = await publishedCourse("Запрещённый", [cat.id]);
    await call(t.admin, "/courseEditor", "POST", { ...blank, title: "Черновик", catalog_ids: [cat.id] });
    await call(t.admin, `/courseEditor/${hidden.id}/appointments`, "PUT", { group_ids: [], user_ids: [], prohibited_ids: [ids.employee], is_required: true });
    expect((await call(t.employee, `/learnerCatalogs/${cat.id}`)).body.course_count).toBe(1);
    expect((await call(t.employee, "/catalogCourses", "POST", { catalog_id: cat.id })).body.items.map((c: any) => c.id)).toEqual([shown.id]);
    expect((await call(t.admin, `/courseCatalogs/${cat.id}`)).body.course_count).toBe(3);
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const upload = async (token: string, files: Array<[string, Uint8Array, string]>, fields: Record<string, string> = { purpose: "cover" }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [name, bytes, type] of files) form.append("file", new Blob([bytes as BlobPart], { type }), name);
  const res = await fetch(`${s.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
};
const openFile = (token: string, id: number) => fetch(`${s.base}/api/files?file_id=${id}&is_open=1`, { headers: { authorization: `Bearer ${token}` } });

describe("the course cover", () => {
  it("uploads a raster image as the client's public image, names it on the course, and every learner of the client sees it", async () => {
    const up = await upload(t.admin, [["cover.png", PNG, "image/png"]]);
    expect(up.status).toBe(200);
    const fileId = up.body[0].id as number;
    const [row] = await s.db.query<any>("select library_type_id, folder_id, show_in_files from library_files where id = $1", [fileId]);
    expect(row).toMatchObject({ library_type_id: 3, folder_id: null, show_in_files: false });
    const course = await publishedCourse("С обложкой", [(await call(t.admin, "/courseCatalogsList", "POST", {})).body.items[0].id]);
    const saved = await call(t.admin, `/courseEditor/${course.id}`, "PUT", { ...blank, title: "С обложкой", cover_file_id: fileId, catalog_ids: course.catalog_ids, expectedVersion: course.version });
    expect(saved.body.cover_file_id).toBe(fileId);
    const card = (await call(t.employee, "/catalogCourses", "POST", {})).body.items.find((c: any) => c.id === course.id);
    expect(card.cover_file_id).toBe(fileId);
    expect((await call(t.employee, `/courses/${course.id}`)).body.cover_file_id).toBe(fileId);
    const seen = await openFile(t.employee, fileId);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toContain("image/png");
    expect((await openFile(t.adminNW, fileId)).status).toBe(404);
  });

  it("refuses a cover from a role without the edit flag, an SVG, a non-image, several files, and a library image in a folder, writing nothing", async () => {
    await refused(403, () => upload(t.manager, [["c.png", PNG, "image/png"]]) as never);
    await refused(403, () => upload(t.employee, [["c.png", PNG, "image/png"]]) as never);
    expect((await refused(400, () => upload(t.admin, [["c.svg", SVG, "image/svg+xml"]]) as never)).fields[0].message).toBe("courses.cover.notImage");
    await refused(400, () => upload(t.admin, [["c.txt", new TextEncoder().encode("hello"), "text/plain"]]) as never);
    expect((await refused(400, () => upload(t.admin, [["a.png", PNG, "image/png"], ["b.png", PNG, "image/png"]]) as never)).fields[0].message).toBe("courses.cover.oneFile");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await refused(400, () => upload(t.admin, [["big.png", big, "image/png"]]) as never)).fields[0].message).toBe("courses.cover.tooLarge");
    // a library image in a folder (readable by those with the folder's right only) is no cover
    const [course] = (await call(t.admin, "/coursesList", "POST", {})).body.items;
    const folder = (await call(t.admin, "/createLibraryFolder", "POST", { parent_folder_id: null, display_name: "Картинки курсов" })).body.id;
    const inFolder = await upload(t.admin, [["lib.png", PNG, "image/png"]], { library_folder_id: String(folder) });
    expect(inFolder.status).toBe(200);
    await refused(400, () => call(t.admin, `/courseEditor/${course.id}`, "PUT", { ...blank, title: course.title, cover_file_id: inFolder.body[0].id }));
    const nw = await upload(t.adminNW, [["nw.png", PNG, "image/png"]]);
    expect(nw.status).toBe(200);
    await refused(400, () => call(t.admin, `/courseEditor/${course.id}`, "PUT", { ...blank, title: course.title, cover_file_id: nw.body[0].id }));
  });
});

describe("refusals", () => {
  it("refuses the forms' reads and writes to a role without the courses section or its edit flag", async () => {
    const [course] = (await call(t.admin, "/coursesList", "POST", {})).body.items;
    const [catalog] = (await call(t.admin, "/courseCatalogsList", "POST", {})).body.items;
    await refused(403, () => call(t.employee, `/courseCatalogs/${catalog.id}`));
    await refused(403, () => call(t.employee, "/courseGroups"));
    await refused(403, () => call(t.employee, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: [], prohibited_ids: [], is_required: true }));
    await refused(403, () => call(t.manager, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: [], prohibited_ids: [], is_required: true }));
    await refused(403, () => call(t.manager, `/courseCatalogs/${catalog.id}`, "PUT", { name: "X", description: "", group_ids: [], user_ids: [], self_enrol: true }));
    expect((await s.request(`/api/learnerCatalogs/${catalog.id}`, {})).status).toBe(401);
  });

  it("shows another client nothing of this one and refuses its ids in a payload", async () => {
    const [course] = (await call(t.admin, "/coursesList", "POST", {})).body.items;
    const [catalog] = (await call(t.admin, "/courseCatalogsList", "POST", {})).body.items;
    await refused(404, () => call(t.adminNW, `/courseCatalogs/${catalog.id}`));
    await refused(404, () => call(t.adminNW, `/learnerCatalogs/${catalog.id}`));
    expect((await call(t.adminNW, "/catalogCourses", "POST", { catalog_id: catalog.id })).body.items).toEqual([]);
    await refused(404, () => call(t.adminNW, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: [], prohibited_ids: [], is_required: true }));
    const nwCourse = (await call(t.adminNW, "/courseEditor", "POST", { ...blank, title: "NW" })).body;
    await refused(400, () => call(t.adminNW, `/courseEditor/${nwCourse.id}/appointments`, "PUT", { group_ids: [groupIn.id], user_ids: [], prohibited_ids: [], is_required: true }));
    await refused(400, () => call(t.adminNW, `/courseEditor/${nwCourse.id}/appointments`, "PUT", { group_ids: [], user_ids: [], prohibited_ids: [ids.employee], is_required: true }));
    const nwCatalog = (await call(t.adminNW, "/courseCatalogs", "POST", { name: "NW", description: "", group_ids: [], user_ids: [], self_enrol: true })).body;
    await refused(400, () => call(t.adminNW, `/courseCatalogs/${nwCatalog.id}`, "PUT", { name: "NW", description: "", group_ids: [groupIn.id], user_ids: [], self_enrol: true }));
  });

  it("answers bad payloads with 400, writing nothing", async () => {
    const [course] = (await call(t.admin, "/coursesList", "POST", {})).body.items;
    const [catalog] = (await call(t.admin, "/courseCatalogsList", "POST", {})).body.items;
    await refused(400, () => call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: [], prohibited_ids: [] }));
    await refused(400, () => call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: ["x"], user_ids: [], prohibited_ids: [], is_required: true }));
    await refused(400, () => call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: [], prohibited_ids: [], is_required: true, expectedVersion: -1 }));
    await refused(400, () => call(t.admin, `/courseEditor/${course.id}/appointments`, "PUT", { group_ids: [], user_ids: new Array(501).fill(ids.employee), prohibited_ids: [], is_required: true }));
    await refused(400, () => call(t.admin, `/courseCatalogs/${catalog.id}`, "PUT", { name: " ", description: "", group_ids: [], user_ids: [], self_enrol: true }));
    await refused(400, () => call(t.admin, "/courseCatalogs/abc"));
    await refused(400, () => call(t.admin, `/courseGroups?limit=0`));
    await refused(400, () => call(t.employee, "/catalogCourses", "POST", { catalog_id: "x" }));
    await refused(400, () => call(t.employee, "/learnerCatalogs/0"));
  });
});
