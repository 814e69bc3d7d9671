import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { writePgliteDataDir } from "../db/template.js";
import { DEMO_PASSWORD } from "./harness.js";
import { freePort, signIn, startServerProcess } from "./serverProcess.js";

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
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) await stop(c, "SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

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
});
