import { defineConfig } from "vitest/config";

// Unit, machine and API tests. Browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/setup.ts"],
    // Builds nothing itself: gives the run a folder where the first file that needs a database builds the
    // migrated, seeded template every file then copies (tests/db/template.ts).
    globalSetup: ["tests/db/globalSetup.ts"],
  },
});
