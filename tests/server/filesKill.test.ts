import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { writePgliteDataDir } from "../db/template.js";
import { DEMO_PASSWORD } from "./harness.js";
import { freePort, signIn, startServerProcess } from "./serverProcess.js";
import { makeZip } from "./zipFixture.js";

/** The real server on its own DATA_DIR; resolves when it answers. */
const startChild = (dataDir: string, port: number) =>
  startServerProcess(port, { DATA_DIR: dataDir, LOG_LEVEL: "info", DATABASE_URL: "", S3_BUCKET: "" }, 2400);

const login = async (base: string) => (await (await signIn(base, "admin@demo.local", DEMO_PASSWORD)).json()).token as string;

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });

let dataDir = "";
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) await stop(c, "SIGKILL");
  for (const d of [dataDir, ...dataDirs]) if (d) await rm(d, { recursive: true, force: true });
});

/** The objects under DATA_DIR/files/objects, as relative paths; read again when a sweep removed a directory meanwhile. */
const objectsOf = async (dir: string): Promise<string[]> => {
  const objects = path.join(dir, "files", "objects");
  if (!existsSync(objects)) return [];
  const all = await readdir(objects, { recursive: true, withFileTypes: true }).catch((e) => (e.code === "ENOENT" ? null : Promise.reject(e)));
  if (!all) return objectsOf(dir);
  return all.filter((e) => e.isFile()).map((e) => path.relative(objects, path.join(e.parentPath, e.name))).sort();
};

// The server here runs on PGlite whatever the run's database (DATABASE_URL is emptied: the test is about its files,
// not its database), so the PostgreSQL run (TEST_DATABASE_URL) would repeat it as it is: 17 s of a worker, once is enough.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("a server killed during an upload", () => {
  it("leaves no visible file and no temp file after the next start", { timeout: 600_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "stride-kill-"));
    const runDir = inject("testDbRunDir");
    if (runDir) await writePgliteDataDir(runDir, path.join(dataDir, "pglite"));
    const port = await freePort();
    const first = await startChild(dataDir, port);
    children.push(first.child);
    const t0 = Date.now();
    const step = (m: string) => process.env.DEBUG_KILL && console.error(`${Date.now() - t0} ms: ${m}`);
    step("started");
    const token = await login(first.base);
    const tmp = path.join(dataDir, "files", "tmp");
    // The demo seed may store its own library files: the killed upload must add nothing to them.
    const objects = path.join(dataDir, "files", "objects");
    const storedObjects = async () => (existsSync(objects) ? (await readdir(objects, { recursive: true })).sort() : []);
    const seeded = await storedObjects();

    // A large multipart upload, streamed in 64 KB chunks, that never finishes.
    const boundary = "----stride-kill";
    const req = request(`${first.base}/api/fileStorageUploader`, {
      method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    req.on("error", () => {});
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    while (sent < 32 * 1024 * 1024) {
      if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
      sent += chunk.length;
    }
    step("sent");
    // The bytes have reached a temp file: the upload is in progress.
    for (let i = 0; i < 100 && !(existsSync(tmp) && (await readdir(tmp)).length); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await readdir(tmp)).length).toBe(1);
    await stop(first.child, "SIGKILL");
    req.destroy();
    expect((await readdir(tmp)).length).toBe(1);

    step("killed");
    const second = await startChild(dataDir, port);
    step("restarted");
    children.push(second.child);
    expect(await readdir(tmp)).toEqual([]);
    const token2 = await login(second.base);
    step("signed in again");
    const common = await (await fetch(`${second.base}/api/libraryFolderContent?library_folder_id=1`, { headers: { authorization: `Bearer ${token2}` } })).json();
    expect(common.items.filter((i: any) => i.type === "FILE")).toEqual([]);
    const found = await (await fetch(`${second.base}/api/libraryFilter`, {
      method: "POST", headers: { authorization: `Bearer ${token2}`, "content-type": "application/json" }, body: JSON.stringify({ search: "big.pdf" }),
    })).json();
    expect(found.items).toEqual([]);
    expect(await storedObjects()).toEqual(seeded);
    step("checked");
    await stop(second.child, "SIGTERM");
    step("stopped");
  });

  it("sweeps at the next start the objects of a package whose unpacking was killed", { timeout: 900_000 }, async () => {
    const t0 = Date.now();
    const step = (m: string) => process.env.DEBUG_KILL && console.error(`${Date.now() - t0} ms: ${m}`);
    const dir = await mkdtemp(path.join(tmpdir(), "stride-kill-unpack-"));
    dataDirs.push(dir);
    const runDir = inject("testDbRunDir");
    if (runDir) await writePgliteDataDir(runDir, path.join(dir, "pglite"));
    const port = await freePort();
    const first = await startChild(dir, port);
    children.push(first.child);
    step("started");
    const token = await login(first.base);
    const seeded = await objectsOf(dir);
    // A package of 3,000 incompressible 8 KB files: its unpacking (one object per file) takes long enough to be caught.
    const manifest = `<manifest><organizations default="o"><organization identifier="o"><title>Big</title><item identifier="i" identifierref="r">
      <title>P</title></item></organization></organizations><resources><resource identifier="r" href="index.html"/></resources></manifest>`;
    const zip = makeZip([
      { name: "imsmanifest.xml", data: Buffer.from(manifest) }, { name: "index.html", data: Buffer.from("<html></html>") },
      ...Array.from({ length: 3000 }, (_, i) => ({ name: `media/f${i}.bin`, data: randomBytes(8 * 1024), store: true })),
    ]);
    const form = new FormData();
    form.append("file", new Blob([zip], { type: "application/zip" }), "big.zip");
    const sent = fetch(`${first.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    // Killed once the unpacking has stored some of the package's files, long before it could commit.
    let during: string[] = [];
    for (let i = 0; i < 1200 && during.length < 50; i++) {
      await new Promise((r) => setTimeout(r, 25));
      during = (await objectsOf(dir)).filter((o) => !seeded.includes(o));
    }
    step(`${during.length} objects stored`);
    await stop(first.child, "SIGKILL");
    await sent;
    const left = (await objectsOf(dir)).filter((o) => !seeded.includes(o));
    expect(left.length).toBeGreaterThanOrEqual(50);
    expect(left.length).toBeLessThan(3002);
    // A day passes: the left objects are older than the sweep's orphan age (an upload in progress is younger).
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    for (const o of left) await utimes(path.join(dir, "files", "objects", o), dayAgo, dayAgo);

    const second = await startChild(dir, port);
    children.push(second.child);
    step("restarted");
    let now = left;
    for (let i = 0; i < 600 && now.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      now = (await objectsOf(dir)).filter((o) => !seeded.includes(o));
    }
    step("swept");
    expect(now).toEqual([]);
    expect(await objectsOf(dir)).toEqual(seeded);
    const token2 = await login(second.base);
    const found = await (await fetch(`${second.base}/api/libraryFilter`, {
      method: "POST", headers: { authorization: `Bearer ${token2}`, "content-type": "application/json" }, body: JSON.stringify({ search: "big.zip" }),
    })).json();
    expect(found.items).toEqual([]);
    await stop(second.child, "SIGTERM");
  });
});
