// What one process's caches forget, the other processes on the same PostgreSQL forget when the transaction
// commits (NOTIFY), never before it and never after a rollback; a lost listening connection comes back and empties
// the caches, as notes may have been missed. Two pools on one database stand for two processes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterCache, forgetFilterOptions } from "../../src/server/areas/lists/filterCache.js";
import { sessionCache } from "../../src/server/auth/sessionCache.js";
import { cacheNotePayloads } from "../../src/server/db/cacheNotes.js";
import { openPostgres } from "../../src/server/db/postgres.js";
import { LISTENER_NAME } from "../../src/server/db/postgresListener.js";
import { openScratchPostgres } from "../../src/server/db/scratch.js";
import type { Db } from "../../src/server/db/types.js";

const url = process.env.TEST_DATABASE_URL;
let a: Db;
let b: Db;
const cleanup: (() => Promise<void>)[] = [];
beforeAll(async () => {
  if (!url) return;
  const scratch = await openScratchPostgres(url, "stride_test", 4);
  a = scratch.db;
  b = await openPostgres(scratch.url, 4);
  cleanup.push(scratch.drop, () => b.close());
  cleanup.push(await a.listenToOtherProcesses(), await b.listenToOtherProcesses());
});
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until `check` holds, for at most a second (notes arrive in milliseconds). */
const soon = async (check: () => boolean) => {
  const until = Date.now() + 1000;
  while (!check() && Date.now() < until) await sleep(10);
  return check();
};
const cached = (db: Db, session: number) => sessionCache(db).session(session, Date.now()) !== undefined;
const remember = (db: Db, session: number, user: number) => sessionCache(db).rememberSession(session, { user_id: user }, Date.now(), 60_000);

describe.skipIf(!url)("cache notes between server processes on one PostgreSQL", () => {
  it("make the other process forget a user's sessions when the transaction commits, not before", async () => {
    remember(b, 1, 10);
    remember(b, 2, 20);
    await a.transaction(async (tx) => {
      sessionCache(tx).forgetUser(10);
      await sleep(200);
      expect(cached(b, 1)).toBe(true);
    });
    expect(await soon(() => !cached(b, 1))).toBe(true);
    expect(cached(b, 2)).toBe(true);
    // The receiver holds the user off its cache for a while: a read that straddled the commit is not kept.
    remember(b, 1, 10);
    expect(cached(b, 1)).toBe(false);
  });

  it("say nothing when the transaction rolls back", async () => {
    remember(b, 3, 30);
    await expect(
      a.transaction(async (tx) => {
        sessionCache(tx).forgetUser(30);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await sleep(300);
    expect(cached(b, 3)).toBe(true);
  });

  it("carry ended sessions, forgets outside a transaction, and both ways", async () => {
    remember(b, 4, 40);
    remember(b, 5, 40);
    await a.transaction(async (tx) => sessionCache(tx).forgetSession(4));
    expect(await soon(() => !cached(b, 4))).toBe(true);
    expect(cached(b, 5)).toBe(true);
    remember(a, 6, 60);
    sessionCache(b).forgetSession(6);
    expect(await soon(() => !cached(a, 6))).toBe(true);
  });

  it("make the other process forget a client's filter options, and a read that straddled it", async () => {
    const cache = filterCache(b);
    cache.remember(7, "users|ru", "[1]", cache.version(7));
    cache.remember(8, "users|ru", "[2]", cache.version(8));
    const readAt = cache.version(7);
    await a.transaction(async (tx) => forgetFilterOptions(tx, 7));
    expect(await soon(() => cache.get(7, "users|ru") === undefined)).toBe(true);
    expect(cache.get(8, "users|ru")).toBe("[2]");
    cache.remember(7, "users|ru", "[old]", readAt);
    expect(cache.get(7, "users|ru")).toBeUndefined();
  });

  it("listen again after the connection is lost, emptying the caches since notes may have been missed", async () => {
    const cache = filterCache(b);
    cache.remember(11, "users|en", "[3]", cache.version(11));
    remember(b, 12, 120);
    expect(cached(b, 12)).toBe(true);
    const ended = await a.query("select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and datname = current_database()", [LISTENER_NAME]);
    expect(ended.length).toBe(2);
    expect(await soon(() => !cached(b, 12) && cache.get(11, "users|en") === undefined)).toBe(true);
    // Listening again (both listeners back on the database): a later note arrives.
    const listeners = async () =>
      (await a.query("select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database() and query ilike 'listen%'", [LISTENER_NAME]))[0].n;
    for (let i = 0; i < 100 && (await listeners()) < 2; i++) await sleep(20);
    expect(await listeners()).toBe(2);
    cache.remember(11, "users|en", "[4]", cache.version(11));
    await a.transaction(async (tx) => forgetFilterOptions(tx, 11));
    expect(await soon(() => cache.get(11, "users|en") === undefined)).toBe(true);
  });

  // Last: forgetting everyone holds every session off the cache for a while.
  it("collapse a large change (an import) into forgetting everything", async () => {
    remember(b, 9, 90);
    await a.transaction(async (tx) => {
      for (let u = 100_000; u < 106_000; u++) sessionCache(tx).forgetUser(u);
    });
    expect(await soon(() => !cached(b, 9))).toBe(true);
    const notes = Array.from({ length: 6000 }, (_, i) => JSON.stringify(["user", i]));
    expect(cacheNotePayloads("origin", notes)).toEqual(['origin [["user",null]]']);
    expect(cacheNotePayloads("origin", notes.slice(0, 2000)).every((p) => Buffer.byteLength(p) < 8000)).toBe(true);
  });
});
