// Keyset-paged lists in the browser (the server pages by `last_id`, src/server/db/keyset.ts): which page comes next
// and the rows of every page loaded, for `infiniteQueryOptions` factories and the pages that show them.

export type KeysetPage<T> = { readonly items: readonly T[]; readonly last_id: number | null };

/**
 * `getNextPageParam` for a list of `size` rows a page: the last row's id, unless the page came back short (the
 * list is over, so no extra round trip asks for an empty page) or without one.
 */
export const nextKeysetPage =
  (size: number) =>
  <T>(page: KeysetPage<T>): number | undefined =>
    page.items.length >= size && page.last_id !== null ? page.last_id : undefined;

/** The rows of every loaded page, in order. */
export const keysetRows = <T>(data: { pages: readonly KeysetPage<T>[] } | undefined): T[] => data?.pages.flatMap((p) => [...p.items]) ?? [];
