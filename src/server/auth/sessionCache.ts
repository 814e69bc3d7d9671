/**
 * A short-lived cache of the per-request session check (session live, user active, role). The access token
 * already proves who the caller is; the check is for revocation, and a bounded delay there (SESSION_CACHE_MS,
 * default 1 s, 0 turns it off) saves the query on most requests. Writes in this process invalidate at once
 * (the projections call the functions below), so a single instance is exact; other instances catch up
 * within the TTL.
 */
const entries = new Map<number, { readonly row: any; readonly until: number }>();
const MAX_ENTRIES = 50_000;

export const cachedSession = (sessionId: number, now: number) => {
  const hit = entries.get(sessionId);
  if (hit && hit.until > now) return hit.row;
  if (hit) entries.delete(sessionId);
  return undefined;
};

export const rememberSession = (sessionId: number, row: any, now: number, ttlMs: number) => {
  if (ttlMs <= 0) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(sessionId, { row, until: now + ttlMs });
};

export const forgetSession = (sessionId: number) => {
  entries.delete(sessionId);
};

/** A user's status or roles changed: drop every cached session of theirs (or all, when the user is unknown). */
export const forgetUser = (userId?: number) => {
  if (userId === undefined) return entries.clear();
  for (const [id, e] of entries) if (e.row.user_id === userId) entries.delete(id);
};
