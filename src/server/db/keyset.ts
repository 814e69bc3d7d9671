/**
 * Keyset paging, the one way lists are paged (never OFFSET, whose cost grows with the page number): a page is the
 * first `limit` rows after a cursor in the order of `keys`, the last key unique (the id) so that ties in the sort
 * keys are broken and no row is shown twice or skipped. The cursor is the position of the previous page's last row:
 * its key values, given as SQL (parameters, or a subquery that reads them by the row's id). The next page's cursor
 * (`last_id` in the contract) is null when a page comes back short: there is nothing after it.
 *
 * Keys must not be NULL: a row comparison with a NULL is unknown and would drop rows. Sort by
 * `coalesce(column, <a value below every other>)` instead, as the list columns do.
 */
export interface Keyset {
  /** SQL expressions of the order, the last one unique (the row's id). */
  readonly keys: readonly string[];
  /** Every key descending (newest first) instead of ascending. */
  readonly desc?: boolean | undefined;
}

const row = (items: readonly string[]) => (items.length === 1 ? items[0] : `(${items.join(", ")})`);

/**
 * ` and <keys> > <cursor>` (`<` descending): what comes after the cursor; "" on the first page. `cursor` is SQL:
 * one placeholder for a single key, else a row of placeholders or a subquery returning the keys of the last row.
 */
export const keysetAfter = (ks: Keyset, cursor: string | null) =>
  cursor === null ? "" : ` and ${row(ks.keys)} ${ks.desc ? "<" : ">"} ${cursor}`;

/** ` order by` the keys, each ascending or each descending. */
export const keysetOrder = (ks: Keyset) => ` order by ${ks.keys.map((k) => `${k}${ks.desc ? " desc" : ""}`).join(", ")}`;

/** ` and <after cursor> order by <keys> limit <limit>`: the tail of a page's statement after its own `where`. */
export const keysetTail = (ks: Keyset, cursor: string | null, limit: string | number) =>
  `${keysetAfter(ks, cursor)}${keysetOrder(ks)} limit ${limit}`;

/** The next page's cursor: the id of a full page's last row; null when the page is short (it was the last). */
export const nextCursor = <R, C>(rows: readonly R[], limit: number, cursorOf: (row: R) => C): C | null =>
  rows.length > 0 && rows.length >= limit ? cursorOf(rows[rows.length - 1]) : null;

/** A page as the contract answers it: the rows and the next `last_id`. */
export const keysetPage = <R extends { readonly id: number }>(rows: readonly R[], limit: number) => ({
  items: rows,
  last_id: nextCursor(rows, limit, (r) => r.id),
});
