/** The one SQL surface every area uses: plain parameterised SQL, the same dialect on PGlite and PostgreSQL. */
export interface Sql {
  query<T = Record<string, any>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Sql {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's unique-violation code: two writers raced for the same stream version. */
export const UNIQUE_VIOLATION = "23505";
