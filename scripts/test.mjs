// `npm test`: the whole suite. Build, typecheck, lint, then the browser tests with the unit + machine + API tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) beside them. Ends with one "N passed, N failed" line over
// all runners.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { run } from "./lib.mjs";
import { requireSupportedNode } from "./nodeRuntime.mjs";

requireSupportedNode();

const out = ".tmp/test";
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

const step = async (name, cmd, args, env = {}) => {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(cmd, args, { env: { ...process.env, ...env } });
  console.log(`◀ ${name}: ${code === 0 ? "ok" : `exit ${code}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failedSteps.push(name);
  return code;
};

/** A step whose output is held and printed when it ends, so that steps run side by side stay readable. */
const quietStep = (name, cmd, args, env = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(`\n▶ ${name}\n${output.trimEnd()}`);
      console.log(`◀ ${name}: ${status === 0 ? "ok" : `exit ${status}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (status !== 0) failedSteps.push(name);
      resolve(status);
    });
  });

const countVitest = (file) => {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  return true;
};

const countPlaywright = (file) => {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return true;
};

/** A vitest run into `file`; quiet (its output held until it ends) when it runs beside the browser tests. */
const vitest = (file, args, env, quiet) => {
  const name = `vitest ${args.filter((a) => !a.startsWith("--")).join(" ") || "(all)"}${env.TEST_DATABASE_URL ? " on PostgreSQL" : ""}`;
  const all = ["vitest", "run", ...args, "--reporter=json", `--outputFile.json=${file}`];
  return quiet
    ? quietStep(name, "npx", [...all, "--reporter=dot"], env)
    : step(name, "npx", [...all, "--reporter=default"], env);
};

const { TEST_DATABASE_URL, ...baseEnv } = process.env;
if (process.argv.includes("--quick")) process.env.SKIP_E2E = "1";
const e2e = !process.env.SKIP_E2E;
// TEST_OVERLAP=1 runs vitest (one worker) beside the browser tests instead of before them. Off by default: on this
// 2-core machine the first clean-clone run with it on pushed the load to 12 and browser tests over their 60 s limit
// (clients, catalogue), so the cores are not idle enough during the browser tests for it to pay.
const overlap = e2e && process.env.TEST_OVERLAP === "1";

// The Node this runs on, and every Node package.json admits, must be one each installed package accepts: CI fails
// here, not in production, when an upgrade drops a Node line (scripts/engines.mjs). Under a second, so it goes first.
await step("engines", process.execPath, ["scripts/engines.mjs"]);

// The build, the typecheck and the lint need nothing from each other: they run side by side (one waits on its
// disk or its single thread while another computes). The first-load budget reads the build's manifest.
const checks = Promise.all([
  quietStep("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]),
  quietStep("lint", "npx", ["biome", "check", "."]),
]);
if ((await quietStep("build", "npx", ["vite", "build", "--logLevel", "warn"])) !== 0) {
  await checks;
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}
await step("first-load budget", process.execPath, ["scripts/bundle-budget.mjs"]);

const e2eWorkers = process.env.E2E_WORKERS ?? "3";
const e2eEnv = { E2E_WORKERS: e2eWorkers, ...baseEnv, E2E_SKIP_BUILD: "1" };

/**
 * The browser tests' servers, started while vitest runs on PostgreSQL, which leaves the cores 10–20 % idle: their
 * seed and start-up took the first 20–25 s of the browser step, with one core idle. (Not during the PGlite run: it
 * keeps both cores busy, and its timed tests, a ReDoS pattern's 100 ms and the fuzzer's second, failed once beside a
 * loaded machine.) Playwright then finds them up (E2E_SERVERS_UP makes playwright.config.ts start none). They stop
 * when this script's end closes their stdin (scripts/e2e-servers.mjs). Answers whether they came up.
 */
const startE2eServers = () =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/e2e-servers.mjs", process.env.E2E_PORT ?? "3107", e2eWorkers], {
      stdio: ["pipe", "pipe", "inherit"],
      env: { ...process.env, ...e2eEnv },
    });
    let said = "";
    let ready = false;
    // As Playwright's webServer allowed: building and seeding take a minute on a quiet machine, several on a loaded one.
    const limit = setTimeout(() => child.kill("SIGTERM"), 480_000);
    child.stdout.on("data", (d) => {
      // Once up, what the servers say (errors only: LOG_LEVEL=error) goes to the run's output.
      if (ready) return void process.stdout.write(d);
      said += d;
      if (!said.includes("e2e servers ready")) return;
      ready = true;
      clearTimeout(limit);
      resolve(true);
    });
    child.on("exit", (code) => {
      clearTimeout(limit);
      if (!ready) console.log(`\ne2e servers did not start (exit ${code}):\n${said}`);
      resolve(false);
    });
  });
let e2eServers;
const e2eServersUp = () => (e2eServers ??= e2e ? startE2eServers() : Promise.resolve(false));

const browser = async () => {
  if (!(await e2eServersUp())) {
    failedSteps.push("browser tests (Playwright, Chromium)");
    totals.failed += 1;
    return 1;
  }
  const code = await step("browser tests (Playwright, Chromium)", "npx", ["playwright", "test", "--reporter=line,json"],
    // Three workers, each with a server of its own (e2e/servers.ts): a browser test waits on its page between
    // steps, and with two workers the cores were still 16 % idle over the whole browser run (/proc/stat, 2026-11-29).
    // The same 188 tests on an otherwise idle machine: 8.8 min with two workers, 8.1 with three. Four were tried on
    // 2026-11-28, when each test cost more: the load stayed at 16–19 and each test took a third longer.
    { ...e2eEnv, E2E_SERVERS_UP: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` });
  if (!countPlaywright(`${out}/playwright.json`)) totals.failed += 1;
  return code;
};

const api = async () => {
  // Beside the browser tests: one worker (see `overlap`).
  const workers = overlap ? ["--maxWorkers=1"] : [];
  // The first run is always on the embedded database; TEST_DATABASE_URL must not leak into it.
  await vitest(`${out}/vitest.json`, workers, { TEST_DATABASE_URL: "" }, overlap);
  if (!countVitest(`${out}/vitest.json`)) totals.failed += 1;
  e2eServersUp();
  if (TEST_DATABASE_URL) {
    await vitest(`${out}/vitest-pg.json`, ["tests/server", ...workers], { TEST_DATABASE_URL }, overlap);
    if (!countVitest(`${out}/vitest-pg.json`)) totals.failed += 1;
  }
};

if (overlap) {
  // The browser tests' servers start (compiling and seeding) while the typecheck and the lint finish; vitest follows
  // those, so that the three never share the cores with it.
  const browsing = browser();
  await checks;
  await Promise.all([api(), browsing]);
} else {
  // vitest starts once the build is done, beside the typecheck and the lint: the typecheck alone (one thread, about
  // 12 s after the build ends) left a core idle.
  const apiRun = api();
  await checks;
  await apiRun;
  if (e2e) await browser();
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
// Steps without test counts (build, typecheck, lint) count as one failure each when they fail.
const stepFailures = failedSteps.filter((s) => ["engines", "typecheck", "lint", "first-load budget"].includes(s)).length;
console.log(`\n${totals.passed} passed, ${totals.failed + stepFailures} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
