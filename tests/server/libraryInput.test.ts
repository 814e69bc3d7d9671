import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount } from "./harness.js";
import { call, type LibraryEnv, mkdir, PDF, putFile, startLibrary, upload, userId } from "./libraryFixture.js";

/** Bad input of issue 6: each gets a clear 4xx and writes nothing (no event, no stored object, no temp file). */
let env: LibraryEnv;
let folder: number;
let file: number;
let foreignFolder: number;
beforeAll(async () => {
  env = await startLibrary();
  folder = await mkdir(env, env.admin, null, "Input");
  file = await putFile(env, folder, "doc.pdf");
  foreignFolder = await mkdir(env, env.foreign, null, "Northwind input");
});
afterAll(() => env?.close());

const stored = async () => (await readdir(path.join(env.dataDir, "files"), { recursive: true }).catch(() => [] as string[])).length;

/** Runs `fn`, expects `status` (and the message when given), and that nothing was written. */
const nothingWritten = async (label: string, status: number, fn: () => Promise<{ status: number; body: any }>, message?: string) => {
  const [events, files] = [await eventCount(env.server.db), await stored()];
  const r = await fn();
  expect(r.status, `${label}: ${JSON.stringify(r.body)}`).toBe(status);
  if (message) expect(JSON.stringify(r.body), label).toContain(message);
  expect(await eventCount(env.server.db), label).toBe(events);
  expect(await stored(), label).toBe(files);
};

describe("library bad input", () => {
  it("refuses path traversal and bad names in renames, upload names and folder structures", async () => {
    const names: Array<[string, string]> = [
      ["", "library.name.empty"], ["  ", "library.name.empty"], ["x".repeat(256), "library.name.tooLong"], ["../up", "library.name.badCharacter"],
      ["..", "library.name.dots"], ["a\\b", "library.name.badCharacter"], ["a\u0000b", "library.name.badCharacter"],
    ];
    for (const [name, message] of names) {
      await nothingWritten(`rename folder ${JSON.stringify(name)}`, 400, () => call(env, env.admin, "renameLibraryFolder", { library_folder_id: folder, display_name: name }), message);
      await nothingWritten(`rename file ${JSON.stringify(name)}`, 400, () => call(env, env.admin, "renameLibraryFile", { library_file_id: file, display_name: name }), message);
    }
    for (const name of [`${"x".repeat(252)}.pdf`, "..\\..\\win.pdf"]) {
      await nothingWritten(`upload ${name.slice(0, 20)}`, 400, () => upload(env, env.admin, [{ name, bytes: PDF }], { library_folder_id: String(folder) }));
    }
    const structures = [
      ["Docs/../../x.pdf"], ["Docs\\..\\x.pdf"], ["./x.pdf"], ["Docs//x.pdf"], [`${"d/".repeat(40)}x.pdf`], [`${"y".repeat(256)}/x.pdf`], [""], [7],
    ];
    for (const s of structures) {
      await nothingWritten(`structure ${JSON.stringify(s).slice(0, 40)}`, 400, () =>
        upload(env, env.admin, [{ name: "x.pdf", bytes: PDF }], { library_folder_id: String(folder), folder_upload: "1", folder_structure: JSON.stringify(s) }));
    }
  });

  it("refuses a move or copy into a descendant, another library or another client's folder", async () => {
    const a = await mkdir(env, env.admin, folder, "Move A");
    const b = await mkdir(env, env.admin, a, "Move B");
    const c = await mkdir(env, env.admin, b, "Move C");
    await nothingWritten("move into grandchild", 400, () => call(env, env.admin, "moveLibraryFolder", { library_folder_id: a, target_folder_id: c }), "library.move.intoDescendant");
    await nothingWritten("copy into grandchild", 400, () => call(env, env.admin, "copyLibraryFolder", { library_folder_id: a, target_folder_id: c }), "library.copy.intoItself");
    await nothingWritten("move to foreign", 404, () => call(env, env.admin, "moveLibraryFolder", { library_folder_id: a, target_folder_id: foreignFolder }));
    await nothingWritten("move file to foreign", 404, () => call(env, env.admin, "moveLibraryFile", { library_file_id: file, target_folder_id: foreignFolder }));
    await nothingWritten("move to special", 400, () => call(env, env.admin, "moveLibraryFile", { library_file_id: file, target_folder_id: 3 }));
    const wf = await call(env, env.admin, "createLibraryFolder", { library_type_id: 2, parent_folder_id: 5, display_name: "Workflows input" });
    expect(wf.status).toBe(200);
    await nothingWritten("move to workflows", 400, () => call(env, env.admin, "moveLibraryFile", { library_file_id: file, target_folder_id: wf.body.id }), "library.move.otherLibrary");
  });

  it("refuses a copy of what one cannot read, and copies only the readable part of a folder", async () => {
    const employee = await userId(env, "employee@demo.local");
    const own = await mkdir(env, env.admin, null, "Employee target");
    await call(env, env.admin, "libraryFolderUsersPermissions", { library_folder_id: own, entries: [{ subject_kind: "user", subject_id: employee, level: 2 }] }, "PUT");
    await nothingWritten("copy unreadable file", 404, () => call(env, env.employee, "copyLibraryFile", { library_file_id: file, target_folder_id: own }));
    await nothingWritten("copy unreadable folder", 404, () => call(env, env.employee, "copyLibraryFolder", { library_folder_id: folder, target_folder_id: own }));
    await nothingWritten("copy foreign file", 404, () => call(env, env.foreign, "copyLibraryFile", { library_file_id: file, target_folder_id: null }));
    // A readable folder with an unreadable child: the copy leaves the child out.
    const shared = await mkdir(env, env.admin, null, "Shared partly");
    await call(env, env.admin, "libraryFolderUsersPermissions", { library_folder_id: shared, entries: [{ subject_kind: "user", subject_id: employee, level: 1 }] }, "PUT");
    await putFile(env, shared, "visible.pdf");
    const secret = await putFile(env, shared, "secret.pdf");
    const manager = await userId(env, "manager@demo.local");
    await call(env, env.admin, "libraryFileUsersPermissions", { library_file_id: secret, entries: [{ subject_kind: "user", subject_id: manager, level: 1 }] }, "PUT");
    const copy = await call(env, env.employee, "copyLibraryFolder", { library_folder_id: shared, target_folder_id: own });
    expect(copy.status).toBe(200);
    const inside = await call(env, env.employee, `libraryFolderContent?library_folder_id=${copy.body.id}`);
    expect(inside.body.items.map((i: any) => i.display_name)).toEqual(["visible.pdf"]);
  });

  it("answers 404 to forged file and folder ids everywhere, writing nothing", async () => {
    const forged = 99_999_999;
    const calls: Array<[string, () => Promise<{ status: number; body: any }>]> = [
      ["files", () => call(env, env.admin, `files?file_id=${forged}`)],
      ["getPdf", () => call(env, env.admin, `getPdf?url=${encodeURIComponent(`/api/files?file_id=${forged}`)}`)],
      ["log", () => call(env, env.admin, "updateLibraryFileUserLog", { library_file_id: forged }, "PUT")],
      ["share", () => call(env, env.admin, "shareFiles", { library_file_id: forged })],
      ["zip", () => call(env, env.admin, "downloadLibraryFolder", { library_folder_id: forged })],
      ["favourite", () => call(env, env.admin, "manageLibraryFavorites", { is_folder: false, entity_id: forged })],
      ["copy", () => call(env, env.admin, "copyLibraryFile", { library_file_id: forged, target_folder_id: folder })],
      ["move", () => call(env, env.admin, "moveLibraryFile", { library_file_id: forged, target_folder_id: folder })],
      ["access", () => call(env, env.admin, "libraryFileUsersPermissions", { library_file_id: forged, entries: [] }, "PUT")],
      ["upload into forged folder", () => upload(env, env.admin, [{ name: "a.pdf", bytes: PDF }], { library_folder_id: String(forged) })],
      ["foreign file", () => call(env, env.foreign, `files?file_id=${file}`)],
      ["foreign log", () => call(env, env.foreign, "updateLibraryFileUserLog", { library_file_id: file }, "PUT")],
    ];
    for (const [label, fn] of calls) await nothingWritten(label, 404, fn);
    for (const bad of ["-1", "0", "2147483648", "1e3x", ""]) {
      const r = await call(env, env.admin, `files?file_id=${bad}`);
      expect(r.status === 400 || r.status === 404, `files?file_id=${bad}: ${r.status}`).toBe(true);
    }
  });

  it("refuses content types that lie about the file, and bytes that are not what the name says", async () => {
    const cases: Array<[string, string | Uint8Array, string]> = [
      ["report.pdf", PDF, "video/mp4"], ["report.pdf", PDF, "image/jpeg"], ["photo.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "application/pdf"],
      ["song.mp3", "ID3abc", "image/png"], ["notes.txt", "hello", "application/pdf"], ["page.svg", "<html><script>alert(1)</script></html>", "image/svg+xml"],
      ["sheet.xlsx", "not a zip", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ];
    for (const [name, bytes, type] of cases) {
      await nothingWritten(`${name} as ${type}`, 400, () => upload(env, env.admin, [{ name, bytes, type }], { library_folder_id: String(folder) }), "library.upload.bad.");
    }
  });
});
