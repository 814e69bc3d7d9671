// What `npm start` prints: on the first start, which seeds the demo clients, how to sign in; not on later starts.
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, signIn, startServerProcess } from "./serverProcess.js";

const SIGN_IN = /Demo clients seeded: sign in at (\S+) as (\S+) with the password (\S+) \(/;

/** The real server on `dataDir`, on PGlite whatever the run's database, seeding the demo clients when it is empty. */
const start = async (dataDir: string) =>
  startServerProcess(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "1", LOG_LEVEL: "info", S3_BUCKET: "" }, 2400);

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

/** The output once it says the server runs (stdout reaches the pipe a moment after the port answers). */
const settled = async (server: ServerProcess) => {
  for (let i = 0; i < 100 && !server.output().includes("Stride is running at"); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 200));
  return server.output();
};

let dataDir = "";
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) await stop(c);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// PGlite only (DATABASE_URL is emptied), so the PostgreSQL run would repeat it as it is.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("the server's start", () => {
  it("prints the demo sign-in on the start that seeded the demo clients, and it signs in; not on the next start", { timeout: 600_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "stride-startup-"));
    const first = await start(dataDir);
    children.push(first.child);
    const said = await settled(first);
    const [, url, login, password] = said.match(SIGN_IN) ?? [];
    expect(url, said).toBe(first.base);
    expect(login).toBe("admin@demo.local");
    // The printed address and password are the ones that work.
    const res = await signIn(first.base, login, password);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).token).toEqual(expect.any(String));
    await stop(first.child);

    const second = await start(dataDir);
    children.push(second.child);
    const later = await settled(second);
    expect(later).toContain(`Stride is running at ${second.base}`);
    expect(later).not.toMatch(SIGN_IN);
  });
});
