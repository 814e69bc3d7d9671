import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { basePort, serverUrl, workers } from "./e2e/servers";

/**
 * Chromium features switched off for the tests. Chromium 156 (Debian's) opens two omnibox pop-up WebUI renderers
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode twin) for every browser context, though a headless page never
 * shows an address bar: measured on 2026-11-27, eight new contexts cost 19 CPU-s with them and 6.5 without. Every
 * test makes at least one context. A later `--disable-features` replaces an earlier one instead of adding to it, so
 * the list repeats Playwright's own (playwright-core's chromiumSwitches.ts, 1.64) before ours; an unknown name is
 * ignored by a Chromium that lacks it.
 */
const DisabledFeatures = [
  // Playwright's
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  // ours
  "WebUIOmniboxPopup", "WebUIOmniboxAimPopup",
];

/**
 * V8 without its optimising compilers (Maglev, TurboFan): the interpreter and the baseline compiler (Sparkplug) only.
 * A test's page lives for seconds, too short for optimised code to pay for its compiling, which ran on the same two
 * cores. Measured on 2026-11-29 (a sign-in, then three pages each loaded and checked with axe, five rounds, Chromium's
 * processes' CPU from /proc): 2.45 CPU-s a round with both, 2.02 without them, 2.30 without TurboFan alone, 2.40
 * with the interpreter alone. What the code does is the same in every tier; only its speed differs.
 */
const JsFlags = "--js-flags=--no-maglev --no-turbofan";

/**
 * The browser: Debian's `chromium-headless-shell` when installed (`.ci/run` installs it), else its `chromium`. The shell
 * is Playwright's own default for headless Chromium: the same Blink and V8 without the browser's window, tab strip and
 * profile services. Measured on 2026-11-28 over users.spec and library.spec (18 tests, one worker): Chromium's
 * processes used 86 CPU-s instead of 120, the run as a whole 141 instead of 178. It has no PDF viewer: a PDF opened in
 * a tab downloads instead (library.spec.ts accepts either).
 */
const HeadlessShell = "/usr/lib/chromium/chromium-headless-shell";
const browserPath = process.env.CHROMIUM_PATH ?? (existsSync(HeadlessShell) ? HeadlessShell : "/usr/bin/chromium");

// Browser tests run against the built app served by `npm start` on a fresh data dir: one server per worker
// (E2E_WORKERS, default 1; e2e/servers.ts), so a spec file sees only the changes of the files before it in its worker.
export default defineConfig({
  testDir: "e2e",
  // A test's limit. 120 s: on 2026-11-26 the same 2-core machine ran every step about twice as slowly as three days
  // before (the build 21 s instead of 11), and the longest tests (a client's whole setup with five axe runs) passed 60 s.
  timeout: 120_000,
  // And an expectation's wait: a page's first load (the app's chunks, then its reads) took over 5 s there.
  expect: { timeout: 10_000 },
  workers,
  fullyParallel: false,
  reporter: process.env.CI ? "line" : "list",
  use: {
    // Worker 0's; e2e/fixtures.ts gives each worker its own server's.
    baseURL: serverUrl(0),
    launchOptions: {
      executablePath: browserPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", `--disable-features=${DisabledFeatures.join(",")}`, JsFlags],
    },
  },
  // One command starts every worker's server side by side (building the app first unless E2E_SKIP_BUILD) and says
  // when all answer. `npm test` starts them itself, earlier (scripts/test.mjs), and says so with E2E_SERVERS_UP.
  webServer: process.env.E2E_SERVERS_UP ? undefined : {
    command: `node scripts/e2e-servers.mjs ${basePort} ${workers}`,
    wait: { stdout: /e2e servers ready/ },
    // Building and seeding take a minute on a quiet machine, several on a loaded one.
    timeout: 480_000,
    reuseExistingServer: false,
  },
});
