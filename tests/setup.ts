// Shared test setup: keep logs quiet unless a test asks for them.
import { afterAll, vi } from "vitest";

process.env.LOG_LEVEL ??= "silent";

// The API test files share their worker's modules and globals (isolate: false in vitest.config.ts): whatever a file
// fakes or stubs through `vi` ends with it, so the next file in the worker starts from the real timers and globals.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
