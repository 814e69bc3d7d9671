import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount } from "./harness.js";
import { call, type LibraryEnv, menu, mkdir, PDF, putFile, startLibrary, upload, userId } from "./libraryFixture.js";

let env: LibraryEnv;
let employeeId: number;
beforeAll(async () => {
  env = await startLibrary();
  employeeId = await userId(env, "employee@demo.local");
});
afterAll(() => env?.close());

const share = (folder: number, entries: unknown[]) =>
  call(env, env.admin, "libraryFolderUsersPermissions", { library_folder_id: folder, entries }, "PUT");

/** A folder with one file and one subfolder, shared with the employee at `level`. */
const sharedFolder = async (name: string, level: number, canRemove = false) => {
  const folder = await mkdir(env, env.admin, null, name);
  const sub = await mkdir(env, env.admin, folder, `${name} sub`);
  const file = await putFile(env, folder, `${name}.pdf`);
  const r = await share(folder, [{ subject_kind: "user", subject_id: employeeId, level, can_remove: canRemove }]);
  expect(r.status).toBe(200);
  return { folder, sub, file };
};

/** Every write the employee tries on a shared folder: status by operation. */
const attempt = async (t: { folder: number; sub: number; file: number }) => {
  const e = env.employee;
  const target = await mkdir(env, env.admin, null, `target ${t.folder}`);
  await share(target, [{ subject_kind: "user", subject_id: employeeId, level: 2 }]);
  return {
    view: (await call(env, e, `libraryFolderContent?library_folder_id=${t.folder}`)).status,
    open: (await call(env, e, `files?file_id=${t.file}&is_open=1`)).status,
    download: (await call(env, e, `files?file_id=${t.file}&as_attachment=1`)).status,
    zip: (await call(env, e, "downloadLibraryFolder", { library_folder_id: t.folder })).status,
    create: (await call(env, e, "createLibraryFolder", { parent_folder_id: t.folder, display_name: "new" })).status,
    upload: (await upload(env, e, [{ name: "u.pdf", bytes: PDF }], { library_folder_id: String(t.folder) })).status,
    rename: (await call(env, e, "renameLibraryFile", { library_file_id: t.file, display_name: "r.pdf" })).status,
    move: (await call(env, e, "moveLibraryFolder", { library_folder_id: t.sub, target_folder_id: target })).status,
    copy: (await call(env, e, "copyLibraryFile", { library_file_id: t.file, target_folder_id: target })).status,
    access: (await call(env, e, `libraryFolderUsersPermissions?library_folder_id=${t.folder}`)).status,
    share: (await call(env, e, "shareFiles", { library_file_id: t.file })).status,
    remove: (await call(env, e, "removeLibraryFiles", { file_ids: [t.file] })).status,
  };
};

describe("library rights", () => {
  it("keeps unshared items invisible and refuses the top level to non-administrators", async () => {
    const folder = await mkdir(env, env.admin, null, "Private");
    const file = await putFile(env, folder, "private.pdf");
    expect((await call(env, env.employee, `libraryFolderContent?library_folder_id=${folder}`)).status).toBe(404);
    expect((await call(env, env.employee, `files?file_id=${file}&is_open=1`)).status).toBe(404);
    expect((await call(env, env.employee, "copyLibraryFile", { library_file_id: file, target_folder_id: null })).status).toBe(404);
    expect((await call(env, env.employee, "libraryFolderContent?library_folder_id=1")).body.items.some((i: any) => i.id === folder)).toBe(false);
    expect((await call(env, env.employee, "createLibraryFolder", { parent_folder_id: null, display_name: "top" })).status).toBe(403);
    expect((await upload(env, env.employee, [{ name: "t.pdf", bytes: PDF }])).status).toBe(403);
  });

  it("Reader views and opens only", async () => {
    const t = await sharedFolder("Reader", 1);
    expect(await attempt(t)).toEqual({
      view: 200, open: 200, download: 403, zip: 403, create: 403, upload: 403, rename: 403, move: 403, copy: 200, access: 403, share: 403, remove: 403,
    });
    const item = (await call(env, env.employee, "libraryFolderContent?library_folder_id=3")).body.items.find((i: any) => i.id === t.folder);
    expect(menu(item)).toMatchObject({ OPEN: true, DOWNLOAD: false, CREATE_FOLDER: false, UPLOAD: false, RENAME: false, ACCESS: false, REMOVE_FOLDER: false });
  });

  it("Editor also downloads, creates folders, uploads, renames and moves", async () => {
    const t = await sharedFolder("Editor", 2);
    expect(await attempt(t)).toEqual({
      view: 200, open: 200, download: 200, zip: 200, create: 200, upload: 200, rename: 200, move: 200, copy: 200, access: 403, share: 403, remove: 403,
    });
  });

  it("Manager also sets access and shares; removal needs the remove right", async () => {
    const t = await sharedFolder("Manager", 3);
    expect(await attempt(t)).toEqual({
      view: 200, open: 200, download: 200, zip: 200, create: 200, upload: 200, rename: 200, move: 200, copy: 200, access: 200, share: 200, remove: 403,
    });
    const r = await sharedFolder("Remover", 1, true);
    const item = (await call(env, env.employee, `libraryFolderContent?library_folder_id=${r.folder}`)).body.items.find((i: any) => i.id === r.file);
    expect(menu(item).REMOVE_FILE).toBe(true);
    expect((await call(env, env.employee, "removeLibraryFiles", { file_ids: [r.file] })).status).toBe(200);
  });

  it("the creator manages what they create; subfolders inherit unless set", async () => {
    const t = await sharedFolder("Inherit", 2);
    const mine = await call(env, env.employee, "createLibraryFolder", { parent_folder_id: t.folder, display_name: "mine" });
    expect(menu(mine.body)).toMatchObject({ ACCESS: true, REMOVE_FOLDER: true });
    expect((await call(env, env.employee, "removeLibraryFolders", { folder_ids: [mine.body.id] })).status).toBe(200);
    const sub = (await call(env, env.employee, `libraryFolderContent?library_folder_id=${t.sub}`));
    expect(sub.status).toBe(200);
    expect(menu(sub.body.folder).UPLOAD).toBe(true);
    const inherited = await call(env, env.admin, `libraryFolderUsersPermissions?library_folder_id=${t.sub}`);
    expect(inherited.body).toMatchObject({ inherited_from: t.folder, entries: [{ subject_kind: "user", subject_id: employeeId, level: 2 }] });
    await share(t.sub, [{ subject_kind: "role", subject_id: 1, level: 1 }]);
    expect((await call(env, env.employee, `libraryFolderContent?library_folder_id=${t.sub}`)).status).toBe(404);
    expect((await call(env, env.manager, `libraryFolderContent?library_folder_id=${t.sub}`)).status).toBe(200);
  });

  it("individual rights win over role and group rights", async () => {
    const folder = await mkdir(env, env.admin, null, "Priority");
    const file = await putFile(env, folder, "p.pdf");
    const db = env.server.db;
    const [{ id: groupId }] = await db.query<{ id: number }>("select nextval('user_group_ids')::int as id");
    await db.query("insert into user_groups (id, client_id, name, type, created_at, updated_at) values ($1, 1, 'Lib group', 'static', now(), now())", [groupId]);
    await db.query("insert into user_group_members (group_id, user_id, client_id) values ($1, $2, 1)", [groupId, employeeId]);
    await share(folder, [{ subject_kind: "group", subject_id: groupId, level: 2 }]);
    expect((await call(env, env.employee, `files?file_id=${file}&as_attachment=1`)).status).toBe(200);
    await share(folder, [{ subject_kind: "group", subject_id: groupId, level: 2 }, { subject_kind: "role", subject_id: 9, level: 3 },
      { subject_kind: "user", subject_id: employeeId, level: 1 }]);
    expect((await call(env, env.employee, `files?file_id=${file}&as_attachment=1`)).status).toBe(403);
    const view = await call(env, env.admin, `libraryFolderUsersPermissions?library_folder_id=${folder}`);
    expect(view.body.entries.map((e: any) => e.display_name)).toContain("Lib group");
  });

  it("refuses unknown or foreign subjects and duplicates, writing nothing", async () => {
    const folder = await mkdir(env, env.admin, null, "Bad access");
    const foreignUser = await userId(env, "employee@northwind.local");
    const before = await eventCount(env.server.db);
    for (const entries of [
      [{ subject_kind: "user", subject_id: foreignUser, level: 1 }], [{ subject_kind: "group", subject_id: 999999, level: 1 }],
      [{ subject_kind: "role", subject_id: 99, level: 1 }], [{ subject_kind: "user", subject_id: employeeId, level: 4 }],
      [{ subject_kind: "user", subject_id: employeeId, level: 1 }, { subject_kind: "user", subject_id: employeeId, level: 2 }],
    ]) expect((await share(folder, entries)).status).toBe(400);
    expect(await eventCount(env.server.db)).toBe(before);
  });

  it("never shows another client's items", async () => {
    const t = await sharedFolder("Foreign", 3);
    const f = env.foreign;
    for (const r of [
      await call(env, f, `libraryFolderContent?library_folder_id=${t.folder}`), await call(env, f, `files?file_id=${t.file}&is_open=1`),
      await call(env, f, `libraryFolderUsersPermissions?library_folder_id=${t.folder}`), await call(env, f, "removeLibraryFolders", { folder_ids: [t.folder] }),
      await call(env, f, "copyLibraryFolder", { library_folder_id: t.folder, target_folder_id: null }),
      await call(env, f, "downloadLibraryFolder", { library_folder_id: t.folder }),
    ]) expect(r.status).toBe(404);
    const tree = await call(env, f, "libraryTreeMenu?library_type_id=1");
    expect(tree.body.items.some((i: any) => i.id === t.folder)).toBe(false);
  });
});
