// Keyset paging in the browser (the server's side: src/server/db/keyset.ts): the query string of the page after a
// cursor, and the cursor of the page after a loaded one, for infiniteQueryOptions' pageParam and getNextPageParam.

/** The `last_id` to send for a page param (0, the first page's, sends none). */
export const pageAfter = (cursor: number): { last_id?: number } => (cursor ? { last_id: cursor } : {});

/**
 * The next page's cursor: the page's `last_id` when the page came full (a shorter page is the last), else
 * undefined (no next page).
 */
export const nextCursor = (rows: readonly unknown[], lastId: number | null | undefined, pageSize: number): number | undefined =>
  rows.length >= pageSize && lastId != null ? lastId : undefined;
