// The browser tests' servers, all at once: builds the app (unless E2E_SKIP_BUILD), then starts one server per
// worker (e2e/servers.ts) side by side and prints "e2e servers ready" when every one answers /api/health.
// Playwright starts its webServer entries one after the other; each server spends its start-up compiling and
// seeding on one core, so starting them together saves one start-up per extra worker on a two-core machine.
import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { run } from "./lib.mjs";

const [basePort, workers] = process.argv.slice(2).map(Number);
const ports = Array.from({ length: workers }, (_, i) => basePort + 10 * i);
// Always test the current source: `npm test` has just built and says so; a direct `playwright test` builds here,
// into a folder of its own per base port, so two runs at once do not overwrite each other's app.
const env = { ...process.env };
if (!process.env.E2E_SKIP_BUILD) {
  env.E2E_APP_DIR = path.resolve(`dist/e2e-${basePort}`);
  if ((await run("npx", ["vite", "build", "--logLevel", "warn", "--outDir", env.E2E_APP_DIR, "--emptyOutDir"])) !== 0) process.exit(1);
}

const children = ports.map((port) =>
  spawn(process.execPath, ["scripts/e2e-server.mjs", String(port)], { stdio: "inherit", env: { ...env, E2E_SKIP_BUILD: "1" } }),
);
let stopping = false;
const stop = (code) => {
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
// A server that dies takes the run with it, as a failed webServer would.
for (const [i, c] of children.entries())
  c.on("exit", (code) => {
    if (stopping) return;
    console.error(`e2e server on ${ports[i]} exited (${code})`);
    stop(1);
  });

const healthy = async (port) => {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
};
await Promise.all(ports.map(healthy));
console.log("e2e servers ready");
