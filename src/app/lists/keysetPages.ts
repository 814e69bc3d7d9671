// Keyset-paged lists in the browser (the server pages by `last_id`, src/server/db/keyset.ts): which page comes next
// and the rows of every page loaded, for `infiniteQueryOptions` factories and the pages that show them.

export type KeysetPage<T> = { readonly items: readonly T[]; readonly last_id: number | null };

/** The `last_id` to send for a page param (0, the first page's, sends none). */
export const pageAfter = (cursor: number): { last_id?: number } => (cursor ? { last_id: cursor } : {});

/**
 * The next page's cursor: the page's `last_id` when the page came full (a shorter page is the last, so no extra
 * round trip asks for an empty page), else undefined (no next page). For answers shaped otherwise than `KeysetPage`.
 */
export const nextCursor = (rows: readonly unknown[], lastId: number | null | undefined, pageSize: number): number | undefined =>
  rows.length >= pageSize && lastId != null ? lastId : undefined;

/** `getNextPageParam` for a `KeysetPage` list of `size` rows a page. */
export const nextKeysetPage =
  (size: number) =>
  <T>(page: KeysetPage<T>): number | undefined =>
    nextCursor(page.items, page.last_id, size);

/** The rows of every loaded page, in order. */
export const keysetRows = <T>(data: { pages: readonly KeysetPage<T>[] } | undefined): T[] => data?.pages.flatMap((p) => [...p.items]) ?? [];
