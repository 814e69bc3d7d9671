// The browser tests' servers: one per Playwright worker, each on its own fresh data dir, so that two workers never
// change what the other's tests see. Worker i's server listens on E2E_PORT + 10·i (a helper's second port is its
// first plus ten; E2E_PORT + 1 may be somebody else's).
export const basePort = Number(process.env.E2E_PORT ?? 3107);
export const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const serverPort = (workerIndex: number) => basePort + 10 * workerIndex;
export const serverUrl = (workerIndex: number) => `http://127.0.0.1:${serverPort(workerIndex)}`;
