import { afterAll, beforeAll } from "vitest";
import { startServer, type TestServer } from "./harness.js";

type ServerOptions = Parameters<typeof startServer>[0];

/** The demo users most tests act as, by the names the tests give their tokens. */
const EMAILS = { admin: "admin@demo.local", employee: "employee@demo.local", nwAdmin: "admin@northwind.local" } as const;
export type SignedInUser = keyof typeof EMAILS;
export type SignedIn<U extends SignedInUser> = { s: TestServer } & Record<U, string>;

/**
 * Starts a server (with these options) before the file's tests, signs these users in and hands the server and their
 * tokens to `ready`; closes the server after the tests.
 */
export const withSignedIn = <U extends SignedInUser>(users: readonly U[], ready: (env: SignedIn<U>) => void, options?: () => Promise<ServerOptions>) => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const s = await startServer(await options?.());
    server = s;
    const tokens = await Promise.all(users.map(async (u) => [u, (await s.login(EMAILS[u])).token] as const));
    ready({ s, ...Object.fromEntries(tokens) } as SignedIn<U>);
    // Starting a server copies the seeded database and loads the server: well under the default on a quiet machine,
    // longer when the machine is shared.
  }, 300_000);
  afterAll(() => server?.close());
};
