// Serves the built app on a fresh data dir with demo data, for the browser tests.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { run } from "./lib.mjs";

const port = process.argv[2] ?? "3107";
// The first server's port: its build folder is the run's (the other workers' servers start after it and serve it).
const buildPort = process.argv[3] ?? port;
// Always test the current source: `npm test` has just built and says so; a direct `playwright test` builds here,
// into a folder of its own per port, so two runs at once (say, on 3107 and 3108) do not overwrite each other's app.
// E2E_APP_DIR: a build made for this run already (scripts/e2e-servers.mjs).
const ownBuild = !process.env.E2E_SKIP_BUILD;
const appDir = process.env.E2E_APP_DIR ?? (ownBuild ? path.resolve(`dist/e2e-${buildPort}`) : undefined);
if (ownBuild && port === buildPort && (await run("npx", ["vite", "build", "--logLevel", "warn", "--outDir", appDir, "--emptyOutDir"])) !== 0) process.exit(1);
// E2E_DATA_DIR: a copy of the run's seeded data dir (scripts/e2e-servers.mjs); otherwise the server seeds a fresh one.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "stride-e2e-"));
const env = { ...process.env, PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "1", LOG_LEVEL: "error" };
delete env.DATABASE_URL;
if (appDir) env.APP_DIR = appDir;
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit", env });
// Stopping this script stops its server: left running, it would keep the port (and serve an old build) after the run.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
