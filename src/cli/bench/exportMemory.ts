// The XLSX export's memory, measured on the server alone: the bench process also holds its seeding, its load
// generator's results and (with PGlite) the database, so its RSS says little about what a server needs. Here a fresh
// `src/server/main.ts` process opens the bench's database, the export of every user streams from it, and its
// resident memory is read from /proc (VmRSS sampled every 25 ms, and VmHWM, the kernel's own peak).
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { adminToken, exportEveryUser } from "./users.js";

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** kB figures of /proc/<pid>/status, in MB. */
const memoryOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const mb = (key: string) => Math.round(Number(/(\d+) kB/.exec(status.split("\n").find((l) => l.startsWith(key)) ?? "")?.[1] ?? 0) / 1024);
  return { rss: mb("VmRSS:"), hwm: mb("VmHWM:") };
};

export const waitForHealth = async (base: string, child: { exitCode: number | null }) => {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start within 60 s");
};

/** `database`: DATABASE_URL for PostgreSQL, or DATA_DIR of a PGlite the caller has closed. */
export const exportInFreshServer = async (database: { url: string } | { dataDir: string }) => {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", SEED_DEMO: "0", LOG_LEVEL: "warn" };
  if ("url" in database) Object.assign(env, { DATABASE_URL: database.url });
  else Object.assign(env, { DATA_DIR: database.dataDir, DATABASE_URL: "" });
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, child);
    const token = await adminToken(base);
    const before = await memoryOf(child.pid!);
    let peak = before.rss;
    const sampler = setInterval(() => {
      memoryOf(child.pid!).then((m) => (peak = Math.max(peak, m.rss)), () => {});
    }, 25);
    const { status, bytes, seconds } = await exportEveryUser(base, token);
    clearInterval(sampler);
    const after = await memoryOf(child.pid!);
    return {
      status, seconds: Number(seconds.toFixed(2)), bytes,
      rss_before_mb: before.rss, rss_peak_sampled_mb: Math.max(peak, after.rss), rss_high_water_mb: after.hwm,
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
  }
};
