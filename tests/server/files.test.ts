import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount } from "./harness.js";
import { call, type LibraryEnv, mkdir, PDF, PNG, startLibrary, upload } from "./libraryFixture.js";

const fetchBytes = async (env: LibraryEnv, token: string, p: string, init: RequestInit = {}) => {
  const res = await fetch(`${env.server.base}/api/${p}`, { ...init, headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The bytes of a file, following the presigned url when the server answers one (S3). */
const download = async (env: LibraryEnv, token: string, id: number, mode = "as_attachment=1") => {
  const { res, bytes } = await fetchBytes(env, token, `files?file_id=${id}&${mode}`);
  if (res.headers.get("content-type")?.startsWith("application/json")) {
    const { url } = JSON.parse(bytes.toString());
    const s3 = await fetch(url);
    return { status: s3.status, type: s3.headers.get("content-type"), disposition: s3.headers.get("content-disposition"), bytes: Buffer.from(await s3.arrayBuffer()), url };
  }
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), bytes, url: null };
};

describe.each([["disk", false], ["s3", true]] as const)("files on %s", (_label, s3) => {
  let env: LibraryEnv;
  let folder: number;
  beforeAll(async () => {
    env = await startLibrary({ s3, uploadMaxFileMb: 1 });
    folder = await mkdir(env, env.admin, null, "Files");
  });
  afterAll(() => env?.close());

  it("uploads several files and serves their bytes with type and disposition", async () => {
    const r = await upload(env, env.admin, [{ name: "Отчёт.pdf", bytes: PDF, type: "application/pdf" }, { name: "pic.png", bytes: PNG, type: "image/png" }],
      { library_folder_id: String(folder) });
    expect(r.status).toBe(200);
    expect(r.body.map((i: any) => [i.display_name, i.element, i.settings.file_type_name])).toEqual([["Отчёт.pdf", 5, "pdf"], ["pic.png", 1, "image"]]);
    const d = await download(env, env.admin, r.body[0].id);
    expect(d.status).toBe(200);
    expect(d.bytes.toString()).toBe(PDF);
    expect(d.type).toBe("application/pdf");
    expect(d.disposition).toContain("attachment");
    expect(d.disposition).toContain(encodeURIComponent("Отчёт.pdf"));
    expect(d.url !== null).toBe(s3);
    const inline = await download(env, env.admin, r.body[1].id, "is_open=1");
    expect(inline.disposition).toContain("inline");
    expect(Buffer.compare(inline.bytes, Buffer.from(PNG))).toBe(0);
  });

  it("keeps a whole folder's structure", async () => {
    const r = await upload(env, env.admin, [{ name: "a.txt", bytes: "a" }, { name: "b.txt", bytes: "b" }, { name: "c.txt", bytes: "c" }], {
      library_folder_id: String(folder), folder_upload: "1", folder_structure: JSON.stringify(["Up/a.txt", "Up/Deep/b.txt", "Up/Deep/c.txt"]),
    });
    expect(r.status).toBe(200);
    const top = await call(env, env.admin, `libraryFolderContent?library_folder_id=${folder}`);
    const up = top.body.items.find((i: any) => i.display_name === "Up");
    const inside = await call(env, env.admin, `libraryFolderContent?library_folder_id=${up.id}`);
    expect(inside.body.items.map((i: any) => i.display_name)).toEqual(["Deep", "a.txt"]);
  });

  it("refuses path traversal, bad names, unknown kinds and lying files with 400, storing nothing", async () => {
    const before = await eventCount(env.server.db);
    const cases: Array<[Parameters<typeof upload>[2], Record<string, string>]> = [
      [[{ name: "a.txt", bytes: "a" }], { folder_structure: JSON.stringify(["../../etc/a.txt"]) }],
      [[{ name: "a.txt", bytes: "a" }], { folder_structure: JSON.stringify(["Up/../a.txt"]) }],
      [[{ name: "a.txt", bytes: "a" }], { folder_structure: JSON.stringify(["/a.txt"]) }],
      [[{ name: "a.txt", bytes: "a" }], { folder_structure: "not json" }],
      [[{ name: "a.txt", bytes: "a" }, { name: "b.txt", bytes: "b" }], { folder_structure: JSON.stringify(["a.txt"]) }],
      [[{ name: "..", bytes: "a" }], {}],
      [[{ name: "run.exe", bytes: "MZ" }], {}],
      [[{ name: "noext", bytes: "x" }], {}],
      [[{ name: "fake.pdf", bytes: "<html>" }], {}],
      [[{ name: "fake.png", bytes: PDF }], {}],
      [[{ name: "lie.pdf", bytes: PDF, type: "image/png" }], {}],
      [[{ name: "lie.png", bytes: PNG, type: "application/pdf" }], {}],
      [[], {}],
    ];
    for (const [files, fields] of cases) {
      const r = await upload(env, env.admin, files, { library_folder_id: String(folder), ...fields });
      expect(r.status, JSON.stringify([files.map((f) => f.name), fields])).toBe(400);
    }
    expect((await upload(env, env.admin, [{ name: "a.txt", bytes: "a" }], { library_folder_id: "x" })).status).toBe(400);
    expect((await upload(env, env.admin, [{ name: "a.txt", bytes: "a" }], { library_folder_id: "999999" })).status).toBe(404);
    expect(await eventCount(env.server.db)).toBe(before);
    expect(await readdir(path.join(env.dataDir, "files", "tmp")).catch(() => [])).toEqual([]);
  });

  it("refuses a file over the limit with 413", async () => {
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(Buffer.from("%PDF-"));
    const r = await upload(env, env.admin, [{ name: "big.pdf", bytes: big }], { library_folder_id: String(folder) });
    expect(r.status).toBe(413);
    expect(await readdir(path.join(env.dataDir, "files", "tmp")).catch(() => [])).toEqual([]);
  });

  it("serves PDFs through getPdf and refuses other files", async () => {
    const [pdf, txt] = (await upload(env, env.admin, [{ name: "g.pdf", bytes: PDF }, { name: "g.txt", bytes: "t" }], { library_folder_id: String(folder) })).body;
    const { res, bytes } = await fetchBytes(env, env.admin, `getPdf?url=${encodeURIComponent(`/api/files?file_id=${pdf.id}`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(bytes.toString()).toBe(PDF);
    expect((await fetchBytes(env, env.admin, `getPdf?url=${txt.id}`)).res.status).toBe(400);
    expect((await fetchBytes(env, env.admin, "getPdf?url=nothing")).res.status).toBe(400);
  });

  it("streams a folder zip of what the user may download", async () => {
    const z = await mkdir(env, env.admin, folder, "Zip me");
    await upload(env, env.admin, [{ name: "one.txt", bytes: "1".repeat(1000) }, { name: "two.pdf", bytes: PDF }], {
      library_folder_id: String(z), folder_structure: JSON.stringify(["one.txt", "Sub/two.pdf"]),
    });
    const started = Date.now();
    const res = await fetch(`${env.server.base}/api/downloadLibraryFolder`, {
      method: "POST", body: JSON.stringify({ library_folder_id: z }), headers: { authorization: `Bearer ${env.admin}`, "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = Buffer.from(await res.arrayBuffer());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    const text = zip.toString("latin1");
    for (const name of ["one.txt", "Sub/", "Sub/two.pdf"]) expect(text).toContain(name);
  });

  it("shares a file by link, served without a session until revoked", async () => {
    const [f] = (await upload(env, env.admin, [{ name: "shared.pdf", bytes: PDF }], { library_folder_id: String(folder) })).body;
    const link = await call(env, env.admin, "shareFiles", { library_file_id: f.id });
    expect(link.status).toBe(200);
    const anon = await fetch(env.server.base + link.body.url);
    expect(anon.status).toBe(200);
    expect(Buffer.from(await anon.arrayBuffer()).toString()).toBe(PDF);
    expect((await call(env, env.admin, `shareFiles?library_file_id=${f.id}`)).body.items).toHaveLength(1);
    expect((await call(env, env.employee, "shareFiles/revoke", { token: link.body.token })).status).toBe(404);
    expect((await call(env, env.admin, "shareFiles/revoke", { token: link.body.token })).status).toBe(204);
    expect((await fetch(env.server.base + link.body.url)).status).toBe(404);
    expect((await fetch(`${env.server.base}/api/shareFiles/${"x".repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${env.server.base}/api/shareFiles/..%2F..%2Fetc`)).status).toBe(404);
  });
});
