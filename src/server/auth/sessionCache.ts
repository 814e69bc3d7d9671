import { onCacheNote, onCacheReset, tellOtherProcesses } from "../db/cacheNotes.js";
import type { Sql } from "../db/types.js";
import { sessionsMayHaveEnded } from "./sessionWatch.js";
import type { AccessClaims } from "./tokens.js";

const MAX_ENTRIES = 50_000;
/** Longer than any command transaction takes; a read in the window costs one query, never a stale answer. */
const HOLD_MS = 10_000;

/**
 * A short-lived cache of the per-request session check (session live, user active, role), one per database. The
 * access token already proves who the caller is; the check is for revocation, and a bounded delay there
 * (SESSION_CACHE_MS, default 1 s, 0 turns it off) saves the query on most requests. Writes in this process
 * invalidate at once (the projections call `forgetUser` and `forgetSession`), and the other server processes on
 * the database forget the same when the writing transaction commits (db/cacheNotes.ts, through PostgreSQL's
 * NOTIFY); should that note be lost, the TTL still bounds the delay.
 *
 * The projections run inside the command's transaction, before it commits: a request that reads the session
 * between the invalidation and the commit still sees the old row. So an invalidation also opens a short window
 * (HOLD_MS) in which that user's (or, for a role edit, everyone's) rows are not remembered: those requests read
 * the database each time, and the first read after the commit sees the change. A read that started before the
 * invalidation and ends after it is refused by the same window.
 */
export class SessionCache {
  private readonly entries = new Map<number, { readonly row: any; readonly until: number }>();
  private readonly heldUsers = new Map<number, number>();
  private heldAll = 0;
  /**
   * Access tokens already verified (HS256 through WebCrypto costs more than the rest of a cached session check):
   * the same token string verifies the same way until it expires, so its claims are kept until its `exp`.
   */
  private readonly tokens = new Map<string, { readonly claims: AccessClaims; readonly exp: number }>();

  session(sessionId: number, now: number) {
    const hit = this.entries.get(sessionId);
    if (hit && hit.until > now) return hit.row;
    if (hit) this.entries.delete(sessionId);
    return undefined;
  }

  private held(userId: number, now: number) {
    if (this.heldAll > now) return true;
    const until = this.heldUsers.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.heldUsers.delete(userId);
    return false;
  }

  rememberSession(sessionId: number, row: any, now: number, ttlMs: number) {
    if (ttlMs <= 0 || this.held(row.user_id, now)) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, { row, until: now + ttlMs });
  }

  forgetSession(sessionId: number) {
    this.entries.delete(sessionId);
  }

  forgetSessions() {
    this.entries.clear();
  }

  /**
   * A user's status or roles changed (or, without an id, a custom role's settings): drop their cached sessions
   * and hold off caching them until the change has surely committed.
   */
  forgetUser(userId?: number) {
    const until = Date.now() + HOLD_MS;
    if (userId === undefined) {
      this.heldAll = until;
      return this.entries.clear();
    }
    // Too many holds at once (an import): hold everyone instead, never drop a hold.
    if (this.heldUsers.size >= MAX_ENTRIES) {
      this.heldUsers.clear();
      this.heldAll = until;
    } else this.heldUsers.set(userId, until);
    for (const [id, e] of this.entries) if (e.row.user_id === userId) this.entries.delete(id);
  }

  token(token: string, nowMs: number): AccessClaims | undefined {
    const hit = this.tokens.get(token);
    if (!hit) return undefined;
    if (hit.exp <= Math.floor(nowMs / 1000)) {
      this.tokens.delete(token);
      return undefined;
    }
    return hit.claims;
  }

  /** Remembers a token that just verified (its `exp` read from the verified payload). */
  rememberToken(token: string, claims: AccessClaims) {
    let exp: unknown;
    try {
      exp = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")).exp;
    } catch {
      return;
    }
    if (typeof exp !== "number") return;
    if (this.tokens.size >= MAX_ENTRIES) this.tokens.clear();
    this.tokens.set(token, { claims, exp });
  }
}

const byDatabase = new WeakMap<object, SessionCache>();

const ofDatabase = (scope: object): SessionCache => {
  const known = byDatabase.get(scope);
  if (known) return known;
  const cache = new SessionCache();
  byDatabase.set(scope, cache);
  return cache;
};

/**
 * The session cache of the database `sql` belongs to (a transaction gives its database's), seen through `sql`:
 * what it forgets, the other server processes on the database forget too once `sql`'s transaction commits.
 */
export const sessionCache = (sql: Sql) => new SessionCacheThrough(ofDatabase(sql.scope), sql);

export class SessionCacheThrough {
  constructor(private readonly cache: SessionCache, private readonly sql: Sql) {}
  session(sessionId: number, now: number) {
    return this.cache.session(sessionId, now);
  }
  rememberSession(sessionId: number, row: any, now: number, ttlMs: number) {
    this.cache.rememberSession(sessionId, row, now, ttlMs);
  }
  token(token: string, nowMs: number) {
    return this.cache.token(token, nowMs);
  }
  rememberToken(token: string, claims: AccessClaims) {
    this.cache.rememberToken(token, claims);
  }
  forgetSession(sessionId: number) {
    this.cache.forgetSession(sessionId);
    tellOtherProcesses(this.sql, "session", sessionId);
    const scope = this.sql.scope;
    this.sql.afterCommit(() => sessionsMayHaveEnded(scope, { session: sessionId }));
  }
  forgetUser(userId?: number) {
    this.cache.forgetUser(userId);
    tellOtherProcesses(this.sql, "user", userId ?? null);
    const scope = this.sql.scope;
    this.sql.afterCommit(() => sessionsMayHaveEnded(scope, userId === undefined ? "all" : { user: userId }));
  }
}

// What another process forgot. After missed notes the entries go, without a hold: the missed changes committed
// before the listener came back, so a read from now on sees them. The connections watching a session
// (sessionWatch.ts) are checked again the same way: the note comes after the other process's commit.
onCacheNote("session", (scope, key) => {
  if (key === null) return;
  ofDatabase(scope).forgetSession(key);
  sessionsMayHaveEnded(scope, { session: key });
});
onCacheNote("user", (scope, key) => {
  ofDatabase(scope).forgetUser(key ?? undefined);
  sessionsMayHaveEnded(scope, key === null ? "all" : { user: key });
});
onCacheReset((scope) => {
  byDatabase.get(scope)?.forgetSessions();
  sessionsMayHaveEnded(scope, "all");
});
