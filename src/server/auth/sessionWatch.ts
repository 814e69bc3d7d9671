import type { Sql } from "../db/types.js";

/**
 * Connections that live as long as their session (the notification stream): each is ended when the session ends
 * (logout, a revocation: `session.ended`), its person stops being active (blocked, archived, erased) or the client
 * is switched off. A request is checked when it arrives; a connection that stays open is checked again whenever
 * the session cache is told that a session or a user may have changed (sessionCache.ts): after the writing
 * transaction commits here, or when another process's cache note arrives (a lost listening connection rechecks
 * every one). One query checks all the watched sessions a note may concern, and only when one is watched.
 */
interface Watch {
  readonly sessionId: number;
  readonly userId: number;
  readonly end: () => void;
}

/** What to check again once the current turn of the event loop ends (notes of one commit come together). */
interface Pending {
  all: boolean;
  readonly users: Set<number>;
  readonly sessions: Set<number>;
}

interface Watched {
  readonly db: Sql;
  readonly watches: Set<Watch>;
  pending: Pending | null;
}

const byDatabase = new WeakMap<object, Watched>();

/**
 * The sessions among `ids` that are still live: not ended, their person active (status 1, `UserStatus.active` in
 * authorization.ts, which imports this module through the cache), their client on: what the request check asks.
 */
const LIVE_SQL = `
  select s.id from sessions s join users u on u.id = s.user_id join clients cl on cl.id = u.client_id
   where s.id = any($1::int[]) and s.ended_at is null and u.status_id = 1 and cl.is_active`;

const recheck = async (watched: Watched) => {
  const pending = watched.pending;
  watched.pending = null;
  if (!pending) return;
  const due = [...watched.watches].filter((w) => pending.all || pending.sessions.has(w.sessionId) || pending.users.has(w.userId));
  if (!due.length) return;
  let live: Set<number>;
  try {
    const rows = await watched.db.query<{ id: number }>(LIVE_SQL, [[...new Set(due.map((w) => w.sessionId))]]);
    live = new Set(rows.map((r) => Number(r.id)));
  } catch {
    // The database is closing (shutdown, a test's end): the connections end with the server.
    return;
  }
  for (const w of due) if (!live.has(w.sessionId) && watched.watches.delete(w)) w.end();
};

/** Some of the watched sessions of `scope`'s database may have ended: which ones, by session, user, or all. */
export const sessionsMayHaveEnded = (scope: object, which: { readonly session: number } | { readonly user: number } | "all") => {
  const watched = byDatabase.get(scope);
  if (!watched || watched.watches.size === 0) return;
  const matters = which === "all" || [...watched.watches].some((w) => ("session" in which ? w.sessionId === which.session : w.userId === which.user));
  if (!matters) return;
  if (!watched.pending) {
    watched.pending = { all: false, users: new Set(), sessions: new Set() };
    setImmediate(() => void recheck(watched));
  }
  if (which === "all") watched.pending.all = true;
  else if ("session" in which) watched.pending.sessions.add(which.session);
  else watched.pending.users.add(which.user);
};

/**
 * Calls `end` once the session stops being live; returns the function that stops watching. The session is checked
 * once more right away: it may have ended between the request's check and this call.
 */
export const watchSession = (db: Sql, session: { readonly sessionId: number; readonly userId: number }, end: () => void) => {
  const watched = byDatabase.get(db.scope) ?? { db, watches: new Set<Watch>(), pending: null };
  byDatabase.set(db.scope, watched);
  const watch: Watch = { sessionId: session.sessionId, userId: session.userId, end };
  watched.watches.add(watch);
  sessionsMayHaveEnded(db.scope, { session: session.sessionId });
  return () => {
    watched.watches.delete(watch);
  };
};
