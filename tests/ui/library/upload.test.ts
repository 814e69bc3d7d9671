// Client-side checks of the library upload (spec 001 §5): kinds per picker, allowed image formats, names and sizes,
// the extension table kept in step with the server's, the multipart body the handler expects, how server refusals
// read, and the access page's editable list.
import { describe, expect, it } from "vitest";
import { FileKinds } from "../../../services/contract/library";
import { acceptFor, checkFile, EXTENSION_TYPES, extensionsFor, IMAGE_EXTENSIONS, MAX_FILE_BYTES } from "../../../src/features/library/upload/kinds";
import { refusalText } from "../../../src/features/library/upload/messages";
import { fromDirectoryInput, fromFileInput } from "../../../src/features/library/upload/pick";
import { uploadForm } from "../../../src/features/library/upload/transport";
import { FileRefused, uploadFile } from "../../../src/features/library/upload/useFileUpload";
import { addEntry, draftOf, isDirty, payloadOf, removeEntry, updateEntry } from "../../../src/features/library/access/model";
import { KINDS } from "../../../src/server/files/kinds";

const f = (name: string, size = 10) => ({ name, size });

describe("upload file checks", () => {
  it("knows exactly the server's extensions with the same general_file_type_id", () => {
    expect(Object.fromEntries(Object.entries(KINDS).map(([e, k]) => [e, k.typeId]))).toEqual(EXTENSION_TYPES);
  });

  it("accepts per picker kind only the spec's type ids", () => {
    for (const kind of Object.keys(FileKinds) as (keyof typeof FileKinds)[]) {
      if (kind !== "scorm") for (const ext of extensionsFor(kind)) expect(FileKinds[kind] as readonly number[]).toContain(EXTENSION_TYPES[ext]);
    }
    expect(extensionsFor("video").sort()).toEqual(["avi", "mov", "mp4", "webm"]);
    expect(extensionsFor("audio").sort()).toEqual(["m4a", "mp3", "ogg", "wav"]);
    expect(extensionsFor("pdf")).toEqual(["pdf"]);
    expect(extensionsFor("scorm")).toEqual(["zip"]);
    expect(extensionsFor("file")).toContain("docx");
    expect(extensionsFor("file")).not.toContain("png");
  });

  it("allows for images exactly jpg, svg, jpeg, png, bmp, gif, and for avatars the same but svg (it could carry script)", () => {
    expect(extensionsFor("image").sort()).toEqual([...IMAGE_EXTENSIONS].sort());
    expect(extensionsFor("avatar").sort()).toEqual(IMAGE_EXTENSIONS.filter((e) => e !== "svg").sort());
    expect(checkFile(f("me.svg"), "avatar")).toBe("extension");
    expect(checkFile(f("photo.webp"), "image")).toBe("extension");
    expect(checkFile(f("Photo.JPG"), "avatar")).toBeNull();
    expect(acceptFor("pdf")).toBe(".pdf");
  });

  it("refuses wrong extensions, names, empty and oversized files before sending", () => {
    expect(checkFile(f("report.pdf"))).toBeNull();
    expect(checkFile(f("script.exe"))).toBe("extension");
    expect(checkFile(f("noextension"))).toBe("extension");
    expect(checkFile(f(".pdf"))).toBe("extension");
    expect(checkFile(f("report.pdf"), "video")).toBe("extension");
    expect(checkFile(f("a..b.pdf"))).toBe("name");
    expect(checkFile(f(`${"x".repeat(252)}.pdf`))).toBe("name");
    expect(checkFile(f("bad\u0001.pdf"))).toBe("name");
    expect(checkFile(f("empty.txt", 0))).toBe("empty");
    expect(checkFile(f("big.mp4", MAX_FILE_BYTES + 1))).toBe("tooLarge");
    expect(checkFile(f("edge.mp4", MAX_FILE_BYTES))).toBeNull();
    expect(checkFile(f("small.pdf", 100), "library", 50)).toBe("tooLarge");
  });
});

const file = (name: string, rel = "") => Object.assign(new File(["x"], name), rel ? { webkitRelativePath: rel } : {});

describe("upload requests", () => {
  it("uploadFile refuses a wrong file without sending anything", async () => {
    await expect(uploadFile(new File(["x"], "photo.webp"), { kind: "avatar" })).rejects.toBeInstanceOf(FileRefused);
    await expect(uploadFile(new File([], "empty.png"), { kind: "avatar" })).rejects.toMatchObject({ problem: "empty", message: "upload.refused.empty" });
  });

  it("groups a picked folder into one request with relative paths; plain files go one by one", () => {
    const groups = fromDirectoryInput([file("a.pdf", "Docs/a.pdf"), file("b.txt", "Docs/2024/b.txt")]);
    expect(groups).toHaveLength(1);
    expect(groups[0].folder).toBe("Docs");
    expect(groups[0].files.map((p) => p.path)).toEqual(["Docs/a.pdf", "Docs/2024/b.txt"]);
    expect(fromFileInput([file("a.pdf"), file("b.pdf")]).map((g) => g.folder)).toEqual([null, null]);
  });

  it("sends text fields before the files and folder_structure as a JSON list in file order", () => {
    const form = uploadForm({ folderId: 7, parts: [{ file: file("a.pdf"), path: "Docs/a.pdf" }, { file: file("b.txt"), path: "Docs/x/b.txt" }] });
    const keys = [...form.keys()];
    expect(keys).toEqual(["library_folder_id", "folder_upload", "folder_structure", "file", "file"]);
    expect(form.get("library_folder_id")).toBe("7");
    expect(JSON.parse(form.get("folder_structure") as string)).toEqual(["Docs/a.pdf", "Docs/x/b.txt"]);
    const single = uploadForm({ folderId: 7, parts: [{ file: file("a.pdf") }], showInFiles: false });
    expect([...single.keys()]).toEqual(["library_folder_id", "show_in_files", "file"]);
    expect(single.get("show_in_files")).toBe("0");
  });

  it("reads the server's refusals", () => {
    const invalid = (m: string) => ({ _tag: "Invalid", message: "errors.invalid", fields: [{ path: "payload.file.0", message: m }] });
    expect(refusalText(400, invalid("library.upload.bad.extension"), false)).toBe("upload.wrongFormat");
    expect(refusalText(400, invalid("library.upload.bad.content"), false)).toBe("upload.refused.content");
    expect(refusalText(400, invalid("library.name.dots"), false)).toBe("upload.refused.name");
    expect(refusalText(413, { _tag: "TooLarge", message: "errors.tooLarge", detail: "library.upload.fileTooLarge" }, false)).toBe("upload.refused.fileTooLarge");
    expect(refusalText(403, { _tag: "Forbidden", message: "errors.forbidden", detail: "library.upload" }, false)).toBe("upload.refused.forbidden");
    expect(refusalText(400, invalid("library.upload.scorm.badManifest"), false)).toBe("upload.refused.scorm");
    expect(refusalText(413, { _tag: "TooLarge", message: "errors.tooLarge", detail: "library.upload.zip.tooManyEntries" }, false)).toBe("upload.refused.archive");
    expect(refusalText(500, null, true)).toBe("upload.files.failed");
    expect(refusalText(0, null, false)).toBe("upload.file.failed");
  });
});

describe("access list", () => {
  const access = {
    item_kind: "folder" as const, item_id: 101, inherited_from: null, can_manage: true, version: 2,
    entries: [{ subject_kind: "group" as const, subject_id: 3, display_name: "Sales", level: 2, can_remove: false }],
  };
  it("adds Reader by default, never twice, updates and removes, and knows when it changed", () => {
    let l = draftOf(access);
    expect(isDirty(l, access)).toBe(false);
    l = addEntry(l, { subject_kind: "user", subject_id: 5, display_name: "Ann" });
    l = addEntry(l, { subject_kind: "user", subject_id: 5, display_name: "Ann" });
    expect(l).toHaveLength(2);
    expect(l[1]).toMatchObject({ level: 1, can_remove: false });
    l = updateEntry(l, "user", 5, { level: 3, can_remove: true });
    expect(payloadOf(l)).toEqual([
      { subject_kind: "group", subject_id: 3, level: 2, can_remove: false },
      { subject_kind: "user", subject_id: 5, level: 3, can_remove: true },
    ]);
    expect(isDirty(l, access)).toBe(true);
    expect(isDirty(removeEntry(l, "user", 5), access)).toBe(false);
  });
});
