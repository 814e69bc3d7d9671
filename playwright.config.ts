import { defineConfig } from "@playwright/test";
import { basePort, serverPort, serverUrl, workers } from "./e2e/servers";

// Browser tests run against the built app served by `npm start` on a fresh data dir: one server per worker
// (E2E_WORKERS, default 1; e2e/servers.ts), so a spec file sees only the changes of the files before it in its worker.
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  workers,
  fullyParallel: false,
  reporter: process.env.CI ? "line" : "list",
  use: {
    // Worker 0's; e2e/fixtures.ts gives each worker its own server's.
    baseURL: serverUrl(0),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"],
    },
  },
  // Started one after the other: the first builds the app (unless E2E_SKIP_BUILD), the others serve its build.
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `node scripts/e2e-server.mjs ${serverPort(i)} ${basePort}`,
    url: `${serverUrl(i)}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
  })),
});
