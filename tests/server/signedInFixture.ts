import { afterAll, beforeAll } from "vitest";
import { startServer, type TestServer } from "./harness.js";

/** The demo users most tests act as, by the names the tests give their tokens. */
const EMAILS = { admin: "admin@demo.local", employee: "employee@demo.local", nwAdmin: "admin@northwind.local" } as const;
export type SignedInUser = keyof typeof EMAILS;
export type SignedIn<U extends SignedInUser> = { s: TestServer } & Record<U, string>;

/**
 * Starts a server before the file's tests, signs these users in and hands the server and their tokens to `ready`;
 * closes the server after the tests.
 */
export const withSignedIn = <U extends SignedInUser>(users: readonly U[], ready: (env: SignedIn<U>) => void) => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const s = await startServer();
    server = s;
    const tokens = await Promise.all(users.map(async (u) => [u, (await s.login(EMAILS[u])).token] as const));
    ready({ s, ...Object.fromEntries(tokens) } as SignedIn<U>);
  });
  afterAll(() => server?.close());
};
