import { webcrypto } from "node:crypto";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { HttpServer } from "effect/http";
import { expect, inject } from "vitest";
import { readConfig, type Config } from "../../src/server/config.js";
import { openPglite } from "../../src/server/db/pglite.js";
import { openScratchPostgres } from "../../src/server/db/scratch.js";
import type { Db } from "../../src/server/db/types.js";
import { settled } from "../../src/server/events/subscriberRunner.js";
import { serverLayer } from "../../src/server/http/app.js";
import type { ServerClock } from "../../src/server/http/services.js";
import { DEMO_PASSWORD } from "../../src/server/seed/demo.js";
import { migratedAndSeeded, openPgliteFromTemplate, openPostgresFromTemplate } from "../db/template.js";

export { DEMO_PASSWORD, settled };

/** A clock the tests move forward instead of sleeping. */
export class TestClock implements ServerClock {
  offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface Reply {
  readonly status: number;
  readonly body: any;
  readonly headers: Headers;
  readonly cookies: Record<string, { value: string; raw: string }>;
}

export interface RequestOptions {
  readonly method?: string;
  readonly body?: unknown;
  /** Sent as is (for malformed JSON tests). */
  readonly rawBody?: string;
  readonly token?: string;
  readonly cookie?: string;
  readonly headers?: Record<string, string>;
}

/**
 * A fresh database, migrated and seeded with the demo: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set. Copied from the run's template (tests/db/template.ts); built here when vitest runs
 * without the global setup that provides the template's folder.
 */
export const openTestDb = async (): Promise<{ db: Db; drop: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  const runDir = inject("testDbRunDir");
  if (runDir) return url ? openPostgresFromTemplate(runDir, url) : openPgliteFromTemplate(runDir);
  const opened = url ? await openScratchPostgres(url, "stride_test") : await openPglite(undefined).then((db) => ({ db, drop: () => db.close() }));
  await migratedAndSeeded(opened.db);
  return opened;
};

export interface TestServer {
  readonly base: string;
  readonly db: Db;
  readonly clock: TestClock;
  readonly config: Config;
  request(path: string, options?: RequestOptions): Promise<Reply>;
  /** Encrypts a password the way the browser does: RSA-OAEP SHA-256 with the key from /api/authPublicKey. */
  encrypt(password: string): Promise<string>;
  /** Signs in; returns the access token and the refresh cookie. */
  login(email: string, password?: string): Promise<{ token: string; refresh: string; reply: Reply }>;
  close(): Promise<void>;
}

const parseCookies = (headers: Headers) => {
  const out: Record<string, { value: string; raw: string }> = {};
  for (const raw of headers.getSetCookie()) {
    const [pair] = raw.split(";");
    const i = pair.indexOf("=");
    out[pair.slice(0, i).trim()] = { value: decodeURIComponent(pair.slice(i + 1).trim()), raw };
  }
  return out;
};

/** Starts the real HTTP server on a random port against a fresh, seeded database. */
export const startServer = async (configOverrides: Partial<Config> = {}): Promise<TestServer> => {
  const { db, drop } = await openTestDb();
  const clock = new TestClock();
  // Any free ports, the SCORM content server's too (its default is PORT + 1).
  const config: Config = { ...readConfig({}), port: 0, scormContentPort: 0, host: "127.0.0.1", seedDemo: true, ...configOverrides };
  const scope = await Effect.runPromise(Scope.make());
  const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(db, config, "/nonexistent", clock), scope));
  const address = Context.get(context, HttpServer.HttpServer).address as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  let publicKey: webcrypto.CryptoKey | undefined;

  const request = async (path: string, o: RequestOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
    if (o.cookie !== undefined) headers.cookie = o.cookie;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const res = await fetch(base + path, { method: o.method ?? (body === undefined ? "GET" : "POST"), headers, body });
    const text = await res.text();
    // What the request's facts cause after their commit (subscribers) is there before the test reads on, as the
    // server's own runner would have it a moment later. Tests of the subscribers themselves use their own runners.
    await settled(db);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers, cookies: parseCookies(res.headers) };
  };

  const encrypt = async (password: string) => {
    if (!publicKey) {
      const { body } = await request("/api/authPublicKey");
      const der = Buffer.from(body.key.replace(/-----[^-]+-----|\s/g, ""), "base64");
      publicKey = await webcrypto.subtle.importKey("spki", der, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
    }
    const cipher = await webcrypto.subtle.encrypt({ name: "RSA-OAEP" }, publicKey, new TextEncoder().encode(password));
    return Buffer.from(cipher).toString("base64");
  };

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const reply = await request("/api/userAuthTokens", { body: { login: email, password: await encrypt(password) } });
    if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return { token: reply.body.token as string, refresh: reply.cookies.stride_refresh?.value ?? "", reply };
  };

  return {
    base, db, clock, config, request, encrypt, login,
    close: async () => {
      await Effect.runPromise(Scope.close(scope, Exit.void));
      await drop();
    },
  };
};

/** Rows of a table in a stable order, for before/after comparisons. */
export const snapshot = async (db: Db, table: string) =>
  db.query(`select * from ${table} order by 1, 2`).then((rows) => JSON.parse(JSON.stringify(rows)));

/** Gives a user made through the API (no password yet) the demo password: a copy of employee@demo.local's hash. */
export const giveDemoPassword = (db: Db, userId: number) =>
  db.query(
    `insert into credentials (user_id, client_id, hash, changed_at)
     select $1, c.client_id, c.hash, now() from credentials c join users u on u.id = c.user_id where u.email = 'employee@demo.local'
     on conflict (user_id) do update set hash = excluded.hash`, [userId]);

export const eventCount = async (db: Db) => (await db.query<{ n: number }>("select count(*)::int as n from events"))[0].n;

/**
 * A refusal test's call: answers its body after checking the status and that the log did not grow (a refusal
 * writes nothing). `db` is read when called: the files open their server in `beforeAll`.
 */
export const refusedWritingNothing = (db: () => Db) => async (status: number, request: () => Promise<Reply>) => {
  const before = await eventCount(db());
  const reply = await request();
  expect({ status: reply.status, body: reply.body }).toMatchObject({ status });
  expect(await eventCount(db())).toBe(before);
  return reply.body;
};
