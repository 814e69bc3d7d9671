import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount } from "./harness.js";
import { call, type LibraryEnv, mkdir, PDF, PNG, putFile, startLibrary, upload } from "./libraryFixture.js";

let env: LibraryEnv;
beforeAll(async () => {
  env = await startLibrary();
});
afterAll(() => env?.close());

const content = (token: string, folder: number, type = 1) =>
  call(env, token, `libraryFolderContent?library_type_id=${type}&library_folder_id=${folder}`);

describe("library folders, tree and content", () => {
  it("creates folders, lists them in natural order with groups and counts", async () => {
    const root = await mkdir(env, env.admin, null, "Natural");
    for (const n of ["file 10", "file 2", "File 1"]) await mkdir(env, env.admin, root, n);
    await putFile(env, root, "b.pdf");
    const r = await content(env.admin, root);
    expect(r.status).toBe(200);
    expect(r.body.items.map((i: any) => i.display_name)).toEqual(["File 1", "file 2", "file 10", "b.pdf"]);
    expect(r.body.groups.find((g: any) => g.id === 1).items_count).toBe(3);
    expect(r.body.groups.find((g: any) => g.id === 2).items_count).toBe(1);
    expect(r.body.folder.path.map((p: any) => p.display_name)).toEqual(["Natural"]);
    const top = await content(env.admin, 1);
    expect(top.body.folder).toMatchObject({ id: 1, is_special: true });
    expect(top.body.items.some((i: any) => i.id === root)).toBe(true);
    expect((await content(env.admin, 5, 2)).body.folder.id).toBe(5);
  });

  it("hides image files unless show_in_files", async () => {
    const root = await mkdir(env, env.admin, null, "Images");
    expect((await upload(env, env.admin, [{ name: "a.png", bytes: PNG, type: "image/png" }], { library_folder_id: String(root), show_in_files: "0" })).status).toBe(200);
    expect((await upload(env, env.admin, [{ name: "b.png", bytes: PNG }], { library_folder_id: String(root) })).status).toBe(200);
    const names = (await content(env.admin, root)).body.items.map((i: any) => i.display_name);
    expect(names).toEqual(["b.png"]);
  });

  it("builds the tree and the copy/move tree without the moved subtree", async () => {
    const a = await mkdir(env, env.admin, null, "TreeA");
    const b = await mkdir(env, env.admin, a, "TreeB");
    const tree = await call(env, env.admin, "libraryTreeMenu?library_type_id=1");
    expect(tree.status).toBe(200);
    expect(tree.body.items.slice(0, 4).map((i: any) => i.id)).toEqual([1, 2, 3, 4]);
    expect(tree.body.items.find((i: any) => i.id === b)).toMatchObject({ parent_folder_id: a, root_folder_id: 1 });
    const cm = await call(env, env.admin, `libraryCopyMoveFoldersTreeMenu?library_type_id=1&single_mode=1&single_folder_id=${a}`);
    expect(cm.body.items.some((i: any) => i.id === a || i.id === b)).toBe(false);
    expect((await call(env, env.employee, "libraryTreeMenu?library_type_id=1")).body.items.some((i: any) => i.id === a)).toBe(false);
  });

  it("renames, moves, copies and removes folders and files", async () => {
    const a = await mkdir(env, env.admin, null, "Ops");
    const b = await mkdir(env, env.admin, null, "Ops target");
    const f = await putFile(env, a, "x.pdf");
    expect((await call(env, env.admin, "renameLibraryFolder", { library_folder_id: a, display_name: "Ops 2" })).body.display_name).toBe("Ops 2");
    expect((await call(env, env.admin, "renameLibraryFile", { library_file_id: f, display_name: "y.pdf" })).body.display_name).toBe("y.pdf");
    expect((await call(env, env.admin, "moveLibraryFile", { library_file_id: f, target_folder_id: b })).body.parent_folder_id).toBe(b);
    expect((await call(env, env.admin, "moveLibraryFolder", { library_folder_id: a, target_folder_id: b })).body.parent_folder_id).toBe(b);
    const copy = await call(env, env.admin, "copyLibraryFolder", { library_folder_id: b, target_folder_id: null });
    expect(copy.status).toBe(200);
    const copied = (await content(env.admin, copy.body.id)).body.items.map((i: any) => i.display_name);
    expect(copied).toEqual(["Ops 2", "y.pdf"]);
    const fileCopy = await call(env, env.admin, "copyLibraryFile", { library_file_id: f, target_folder_id: a });
    expect(fileCopy.body).toMatchObject({ display_name: "y.pdf", parent_folder_id: a });
    expect((await call(env, env.admin, "removeLibraryFiles", { file_ids: [f] })).body.removed).toEqual([f]);
    expect((await call(env, env.admin, "removeLibraryFolders", { folder_ids: [b] })).status).toBe(200);
    expect((await content(env.admin, a)).status).toBe(404);
    expect((await call(env, env.admin, `libraryFileProperties?library_file_id=${fileCopy.body.id}`)).status).toBe(404);
  });

  it("refuses a move into a descendant or into itself", async () => {
    const a = await mkdir(env, env.admin, null, "Desc A");
    const b = await mkdir(env, env.admin, a, "Desc B");
    const before = await eventCount(env.server.db);
    for (const target of [a, b]) {
      const r = await call(env, env.admin, "moveLibraryFolder", { library_folder_id: a, target_folder_id: target });
      expect(r.status).toBe(400);
      expect(r.body.fields[0].message).toBe("library.move.intoDescendant");
    }
    expect((await call(env, env.admin, "copyLibraryFolder", { library_folder_id: a, target_folder_id: b })).status).toBe(400);
    expect(await eventCount(env.server.db)).toBe(before);
  });

  it("refuses bad names with 400 and writes nothing", async () => {
    const before = await eventCount(env.server.db);
    for (const name of ["", "   ", "x".repeat(256), "a/b", "a\\b", "..", "../etc", "a\u0001b", "tab\there"]) {
      const r = await call(env, env.admin, "createLibraryFolder", { parent_folder_id: null, display_name: name });
      expect(r.status, JSON.stringify(name)).toBe(400);
    }
    expect((await call(env, env.admin, "createLibraryFolder", { parent_folder_id: null, display_name: "x".repeat(255) })).status).toBe(200);
    expect(await eventCount(env.server.db)).toBe(before + 1);
  });

  it("searches from 3 characters, case-insensitively", async () => {
    const a = await mkdir(env, env.admin, null, "Quarterly REPORTS");
    await putFile(env, a, "Annual report.pdf");
    expect((await call(env, env.admin, "libraryFilter", { search: "re" })).status).toBe(400);
    const r = await call(env, env.admin, "libraryFilter", { search: "rEpOrT" });
    expect(r.status).toBe(200);
    expect(r.body.items.map((i: any) => i.display_name).sort()).toEqual(["Annual report.pdf", "Quarterly REPORTS"]);
    const scoped = await call(env, env.admin, "libraryFilter", { search: "report", library_folder_id: a });
    expect(scoped.body.items.map((i: any) => i.display_name)).toEqual(["Annual report.pdf"]);
    expect((await call(env, env.admin, "libraryFilter", { search: "100%" })).body.items).toEqual([]);
  });

  it("favourites, properties and the user log", async () => {
    const a = await mkdir(env, env.admin, null, "Fav");
    const f = await putFile(env, a, "fav.pdf");
    expect((await call(env, env.admin, "manageLibraryFavorites", { is_folder: true, entity_id: a })).body.is_favorite).toBe(true);
    expect((await call(env, env.admin, "manageLibraryFavorites", { is_folder: false, entity_id: f })).body.is_favorite).toBe(true);
    const favs = await content(env.admin, 4);
    expect(favs.body.items.map((i: any) => i.id).sort()).toEqual([a, f].sort());
    expect((await call(env, env.admin, "manageLibraryFavorites", { is_folder: true, entity_id: a })).body.is_favorite).toBe(false);
    const log = await call(env, env.admin, "updateLibraryFileUserLog", { library_file_id: f }, "PUT");
    expect(log.body.opened_count).toBe(1);
    const props = await call(env, env.admin, `libraryFileProperties?library_file_id=${f}`);
    expect(props.body).toMatchObject({ display_name: "fav.pdf", path: "Fav/fav.pdf", opened_count: 1, extension: "pdf", size: PDF.length });
    const fp = await call(env, env.admin, `libraryFolderProperties?library_folder_id=${a}`);
    expect(fp.body).toMatchObject({ files_count: 1, folders_count: 0, size: PDF.length });
  });

  it("answers 404 for forged and other clients' ids and 400 for malformed ones", async () => {
    const a = await mkdir(env, env.admin, null, "Mine");
    expect((await content(env.foreign, a)).status).toBe(404);
    expect((await call(env, env.foreign, "renameLibraryFolder", { library_folder_id: a, display_name: "x" })).status).toBe(404);
    expect((await call(env, env.admin, "removeLibraryFiles", { file_ids: [999999] })).status).toBe(404);
    expect((await call(env, env.admin, "removeLibraryFolders", { folder_ids: [] })).status).toBe(400);
    expect((await call(env, env.admin, "libraryFolderContent?library_folder_id=abc")).status).toBe(400);
    expect((await call(env, env.admin, "libraryFolderContent?library_folder_id=99999999999")).status).toBe(400);
    expect((await call(env, env.admin, "libraryFilter", { search: 5 })).status).toBe(400);
  });
});
