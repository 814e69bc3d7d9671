import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sortKey } from "../../src/server/areas/library/names.js";
import { call, type LibraryEnv, mkdir, putFile, startLibrary, userId } from "./libraryFixture.js";

let env: LibraryEnv;
beforeAll(async () => {
  env = await startLibrary();
});
afterAll(() => env?.close());

const page = (token: string, folder: number, q = "") => call(env, token, `libraryFolderContent?library_type_id=1&library_folder_id=${folder}${q}`);

/** Every page of a folder, following last_id. */
const allPages = async (token: string, folder: number, limit: number) => {
  const pages: any[] = [];
  let last: number | null = null;
  do {
    const r = await page(token, folder, `&limit=${limit}${last === null ? "" : `&last_id=${last}`}`);
    expect(r.status).toBe(200);
    pages.push(r.body);
    last = r.body.last_id;
  } while (last !== null && pages.length < 50);
  return pages;
};

describe("library keyset paging", () => {
  it("orders sort keys naturally, case- and accent-insensitively", () => {
    const names = ["file 10", "File 2", "file 1", "Éclair", "eclair 3", "a", "file 02b"];
    const sorted = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
    expect(sorted).toEqual(["a", "Éclair", "eclair 3", "file 1", "File 2", "file 02b", "file 10"]);
  });

  it("pages a folder's content in natural order, folders first, with counts of the whole folder", async () => {
    const root = await mkdir(env, env.admin, null, "Paged");
    for (const n of ["Dir 10", "Dir 2", "dir 1", "Dir 33", "Dir 4"]) await mkdir(env, env.admin, root, n);
    for (const n of ["doc 3.pdf", "Doc 20.pdf", "doc 1.pdf", "doc 100.pdf"]) await putFile(env, root, n);
    const whole = await page(env.admin, root);
    expect(whole.body.last_id).toBeNull();
    const expected = ["dir 1", "Dir 2", "Dir 4", "Dir 10", "Dir 33", "doc 1.pdf", "doc 3.pdf", "Doc 20.pdf", "doc 100.pdf"];
    expect(whole.body.items.map((i: any) => i.display_name)).toEqual(expected);
    for (const limit of [1, 2, 4, 5, 8]) {
      const pages = await allPages(env.admin, root, limit);
      expect(pages.flatMap((p) => p.items.map((i: any) => i.display_name))).toEqual(expected);
      expect(pages.slice(0, -1).every((p) => p.items.length === limit)).toBe(true);
      for (const p of pages) {
        expect(p.groups.find((g: any) => g.id === 1).items_count).toBe(5);
        expect(p.groups.find((g: any) => g.id === 2).items_count).toBe(4);
      }
    }
    // A page cut between folders and files, then the file cursor is negative.
    const first = await page(env.admin, root, "&limit=6");
    expect(first.body.items.at(-1).type).toBe("FILE");
    expect(first.body.last_id).toBe(-first.body.items.at(-1).id);
  });

  it("skips children hidden by their own entries and does not count them", async () => {
    const root = await mkdir(env, env.admin, null, "Paged rights");
    const [employee, manager] = [await userId(env, "employee@demo.local"), await userId(env, "manager@demo.local")];
    const hidden = await mkdir(env, env.admin, root, "b hidden");
    for (const n of ["a", "c", "d"]) await mkdir(env, env.admin, root, n);
    const hiddenFile = await putFile(env, root, "e hidden.pdf");
    await putFile(env, root, "f.pdf");
    expect((await call(env, env.admin, "libraryFolderUsersPermissions",
      { library_folder_id: root, entries: [{ subject_kind: "user", subject_id: employee, level: 1 }] }, "PUT")).status).toBe(200);
    for (const [kind, id] of [["folder", hidden], ["file", hiddenFile]] as const) {
      const r = await call(env, env.admin, `library${kind === "folder" ? "Folder" : "File"}UsersPermissions`,
        { [`library_${kind}_id`]: id, entries: [{ subject_kind: "user", subject_id: manager, level: 1 }] }, "PUT");
      expect(r.status).toBe(200);
    }
    const pages = await allPages(env.employee, root, 2);
    expect(pages.flatMap((p) => p.items.map((i: any) => i.display_name))).toEqual(["a", "c", "d", "f.pdf"]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2]);
    expect(pages[0].groups.find((g: any) => g.id === 1).items_count).toBe(3);
    expect(pages[0].groups.find((g: any) => g.id === 2).items_count).toBe(1);
    // The administrator sees and counts everything.
    expect((await page(env.admin, root)).body.groups.find((g: any) => g.id === 1).items_count).toBe(4);
  });

  it("pages special roots and searches the same way", async () => {
    const root = await mkdir(env, env.admin, null, "Zz paged search");
    for (const n of ["needle 3", "needle 11", "Needle 2"]) await mkdir(env, env.admin, root, n);
    await putFile(env, root, "needle 1.pdf");
    const seen: string[] = [];
    let last: number | null = null;
    for (let i = 0; i < 10; i++) {
      const r = await call(env, env.admin, "libraryFilter", { search: "needle", library_folder_id: root, limit: 2, last_id: last });
      expect(r.status).toBe(200);
      expect(r.body.groups.find((g: any) => g.id === 1).items_count).toBe(3);
      seen.push(...r.body.items.map((x: any) => x.display_name));
      last = r.body.last_id;
      if (last === null) break;
    }
    expect(seen).toEqual(["Needle 2", "needle 3", "needle 11", "needle 1.pdf"]);
    const top = await allPages(env.admin, 1, 3);
    const names = top.flatMap((p) => p.items.map((i: any) => i.display_name));
    expect(names).toContain("Zz paged search");
    expect(new Set(names).size).toBe(names.length);
  });

  it("refuses bad limits and cursors with 400", async () => {
    const root = await mkdir(env, env.admin, null, "Paged bad");
    for (const q of ["&limit=0", "&limit=1001", "&limit=x", "&last_id=0", "&last_id=99999999", "&last_id=-2147483648", "&last_id=1.5", "&last_id=3000000000"]) {
      const r = await page(env.admin, root, q);
      expect(r.status, q).toBe(400);
    }
    expect((await call(env, env.admin, "libraryFilter", { search: "abc", limit: 5000 })).status).toBe(400);
    // Another client's folder id is no cursor here.
    const other = await mkdir(env, env.foreign, null, "Northwind paged");
    expect((await page(env.admin, root, `&last_id=${other}`)).status).toBe(400);
  });
});
