/** The one SQL surface every area uses: plain parameterised SQL, the same dialect on PGlite and PostgreSQL. */
export interface QueryOptions {
  /**
   * Keep the statement prepared on the connection (both databases; PGlite: db/pglitePrepared.mjs), so later runs
   * skip parsing and, once the server settles on a generic plan, planning. Only for statements whose text comes
   * from a small, fixed set: each distinct text stays prepared on each pooled connection for the connection's life.
   * Not for a list's filter pages: their generic plan (a parameter for `starts_with`'s prefix) read far more rows
   * than the planned one (PGlite, 5,000 users: 20 ms a page against 7).
   */
  readonly prepare?: boolean;
}

export interface Sql {
  query<T = Record<string, any>>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /**
   * An object unique to the database, the same in each of its transactions. In-process state that belongs to one
   * database (the session cache) hangs from it, so two databases in one process (the tests) never share it.
   */
  readonly scope: object;
  /**
   * Runs `fn` once this transaction has committed (never if it rolls back); outside a transaction, at once. For
   * in-process caches of read tables: a projection forgets what it changes, and forgets again after the commit
   * whatever a concurrent read stored from the rows as they were before it.
   */
  afterCommit(fn: () => void): void;
}

export interface Db extends Sql {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Applies to this database's in-process caches what other server processes on it change (db/cacheNotes.ts)
   * until the returned function is called. PostgreSQL: LISTEN on a connection of its own, reconnected on error.
   * PGlite: nothing to hear, one process per data directory.
   */
  listenToOtherProcesses(): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL's unique-violation code: two writers raced for the same stream version. */
export const UNIQUE_VIOLATION = "23505";

// A JSON `\u0000` escape, or a lone-surrogate escape (JSON.stringify writes paired surrogates as characters),
// not itself escaped (preceded by an even number of backslashes).
const JSON_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;
const JSON_LONE_SURROGATE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/gi;

const clean = (p: string) => {
  let out = p.includes("\u0000") ? p.replaceAll("\u0000", "") : p;
  if (out.includes("\\u")) out = out.replace(JSON_NUL, "$1").replace(JSON_LONE_SURROGATE, "$1\\ufffd");
  return out;
};

/**
 * PostgreSQL text and jsonb cannot hold the NUL character, and jsonb refuses lone UTF-16 surrogates: a
 * parameter with one fails the query. Input is free to contain them, so both drivers clean string parameters
 * (raw NULs dropped; in JSON text, `\u0000` escapes dropped and lone surrogates replaced by U+FFFD) instead of
 * failing with a 500.
 */
export const withoutNul = (params: readonly unknown[] | undefined): unknown[] | undefined =>
  params?.map((p) => (typeof p === "string" && (p.includes("\u0000") || p.includes("\\u")) ? clean(p) : p));
