import type { Sql } from "../db/types.js";

/**
 * Password hashes, in the `credentials` table: written here by the commands that set a password, never carried by
 * an event (the event says only who changed it and when) and never truncated by a rebuild. A user without a row has
 * no password yet (an account made by an administrator or an import, until its link is followed).
 */

/** How many previous hashes are kept: the policy's history_size is at most 24. */
const HISTORY_KEPT = 24;
/** The hash of an account without a password: no argon2 verify ever matches it. */
export const NO_PASSWORD = "!";

export interface Credentials {
  readonly hash: string;
  readonly history: readonly string[];
  readonly changed_at: string | Date;
}

/** A user's current hash and earlier ones (newest first), or null without a password. */
export const readCredentials = async (sql: Sql, userId: number, forUpdate = false): Promise<Credentials | null> =>
  (await sql.query<Credentials>(
    `select hash, history, changed_at from credentials where user_id = $1${forUpdate ? " for update" : ""}`, [userId]))[0] ?? null;

/** Sets a new password hash; the previous one moves to the head of the history. */
export const storePassword = async (tx: Sql, clientId: number, userId: number, hash: string, at: string) => {
  const current = await readCredentials(tx, userId, true);
  const history = current ? [current.hash, ...current.history].slice(0, HISTORY_KEPT) : [];
  await tx.query(
    `insert into credentials (user_id, client_id, hash, history, changed_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set hash = $3, history = $4, changed_at = $5`,
    [userId, clientId, hash, JSON.stringify(history), at]);
};

/** The same hash for many new users at once (seeding, bench): one statement. */
export const storePasswords = async (tx: Sql, clientId: number, userIds: readonly number[], hash: string, at: string) => {
  if (!userIds.length) return;
  await tx.query(
    `insert into credentials (user_id, client_id, hash, changed_at) select id, $2, $3, $4 from unnest($1::int[]) as id
     on conflict (user_id) do update set hash = $3, history = '[]', changed_at = $4`,
    [userIds, clientId, hash, at]);
};

/** Removes a user's password and its history (an erasure). */
export const dropCredentials = (tx: Sql, userId: number) => tx.query("delete from credentials where user_id = $1", [userId]);
