// The browser tests' servers, all at once: builds the app (unless E2E_SKIP_BUILD), then starts one server per
// worker (e2e/servers.ts) side by side and prints "e2e servers ready" when every one answers /api/health.
// Playwright starts its webServer entries one after the other; each server spends its start-up compiling and
// seeding on one core, so starting them together saves one start-up per extra worker on a two-core machine.
import { spawn } from "node:child_process";
import { cpSync, fstatSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { run } from "./lib.mjs";

const [basePort, workers] = process.argv.slice(2).map(Number);
const ports = Array.from({ length: workers }, (_, i) => basePort + 10 * i);

/** Whether something already accepts connections on the port (on any address the servers would use). */
const taken = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

// The Fetch standard's blocked ports (4190, 6000, 6665–6669…): Chromium will not open the app there, and Node's fetch
// refuses them before connecting, so the wait for the servers below would never end.
const refused = (port) =>
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(3000) }).then(() => false, (e) => e?.cause?.message === "bad port");
const blocked = (await Promise.all(ports.map(async (p) => ((await refused(p)) ? [p] : [])))).flat();
if (blocked.length) {
  console.error(`e2e: browsers refuse to connect to port ${blocked.join(", ")}; choose another E2E_PORT (worker i listens on E2E_PORT + 10·i).`);
  process.exit(1);
}

// A port that answers before this run started a server is somebody else's, or a server left by an interrupted run:
// its data is not this run's, and its app may be an older build. The tests would pass or fail on it all the same,
// so the run refuses instead of taking it for its own (Playwright would not notice: it waits for this script's
// "ready", not for a port).
const busy = (await Promise.all(ports.map(async (p) => ((await taken(p)) ? [p] : [])))).flat();
if (busy.length) {
  console.error(
    `e2e: port ${busy.join(", ")} already answers, before this run started its servers: a server left by an interrupted run, or ` +
      `another session's. Stop it (\`fuser -k ${busy.map((p) => `${p}/tcp`).join(" ")}\` if it is yours) or choose other ports ` +
      `with E2E_PORT (worker i listens on E2E_PORT + 10·i).`,
  );
  process.exit(1);
}

// Always test the current source: `npm test` has just built and says so; a direct `playwright test` builds here,
// into a folder of its own per base port, so two runs at once do not overwrite each other's app.
const env = { ...process.env };
if (!process.env.E2E_SKIP_BUILD) {
  env.E2E_APP_DIR = path.resolve(`dist/e2e-${basePort}`);
  if ((await run("npx", ["vite", "build", "--logLevel", "warn", "--outDir", env.E2E_APP_DIR, "--emptyOutDir"])) !== 0) process.exit(1);
}

// One seeded data dir, copied to each worker's: the seed took a server's start-up on one core, once per worker.
const seeded = mkdtempSync(path.join(tmpdir(), "stride-e2e-seed-"));
const seedEnv = { ...env, DATA_DIR: seeded, SEED_DEMO: "1", LOG_LEVEL: "error" };
delete seedEnv.DATABASE_URL;
if ((await run(process.execPath, ["--import", "tsx", "scripts/e2e-seed.ts"], { env: seedEnv })) !== 0) process.exit(1);
const dataDirs = ports.map(() => {
  const dir = mkdtempSync(path.join(tmpdir(), "stride-e2e-"));
  cpSync(seeded, dir, { recursive: true });
  return dir;
});
rmSync(seeded, { recursive: true, force: true });

const children = ports.map((port, i) =>
  spawn(process.execPath, ["scripts/e2e-server.mjs", String(port)], {
    stdio: "inherit",
    env: { ...env, E2E_SKIP_BUILD: "1", E2E_DATA_DIR: dataDirs[i] },
  }),
);
let stopping = false;
const stop = (code) => {
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
// Playwright stops this script's process group when the run ends; if Playwright itself is killed, nobody does, and
// the servers would keep their ports for the next run to refuse. Playwright holds the other end of our stdin: when
// that closes, the run is over. (Only a pipe or socket says so: a terminal or /dev/null says nothing.)
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on("end", () => stop(1));
  process.stdin.on("error", () => stop(1));
  process.stdin.resume();
}
// A server that dies takes the run with it, as a failed webServer would.
for (const [i, c] of children.entries())
  c.on("exit", (code) => {
    if (stopping) return;
    console.error(`e2e server on ${ports[i]} exited (${code})`);
    stop(1);
  });

// Only this run's servers answer here: the ports were free before they started, and a server that cannot listen
// exits, which ends the run above.
const healthy = async (port) => {
  for (;;) {
    // Each try has its own time limit: a connection taken while the server was still starting could otherwise keep
    // this wait, and with it the whole run, hanging with the server up (seen once with five runs on two cores).
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
};
await Promise.all(ports.map(healthy));
console.log("e2e servers ready");
