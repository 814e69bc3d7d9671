import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit, machine and API tests. Browser tests live in e2e/ and run under Playwright.

/** API test files that mock a module (vi.mock): they run isolated, outside the shared server workers. */
const MOCKING_SERVER_FILES = ["tests/server/authRaces.test.ts", "tests/server/mailTestRace.test.ts"];
export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker less than the cores: one on CI's two. A test file spends its time in its own
    // process (PGlite, the server and the client share it), so two keep both cores busy.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/setup.ts"],
    // Builds nothing itself: gives the run a folder where the first file that needs a database builds the
    // migrated, seeded template every file then copies (tests/db/template.ts).
    globalSetup: ["tests/db/globalSetup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          exclude: MOCKING_SERVER_FILES,
          // The API test files share each worker's loaded modules (Effect, the server, PGlite's WebAssembly)
          // instead of loading them again per file, which took more time than most files' tests. They may: each
          // starts its own server on its own database and changes no globals, timers or mocks.
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that mocks a module must load its own modules: in a shared worker the module may already be loaded.
        test: { name: "server-isolated", include: MOCKING_SERVER_FILES },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: ["tests/server/**"],
          // Shared modules as for the API files: the unit files mock no module, and the fake timers some use end with
          // their tests (tests/setup.ts makes sure). Each file importing xstate, React and the machines anew cost
          // 31 CPU-s for the 1,043 unit tests, 18.5 shared (measured on 2026-11-29).
          isolate: false,
        },
      },
    ],
  },
});
