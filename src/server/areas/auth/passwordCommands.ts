import { Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import type { AuthCtx } from "../../auth/context.js";
import { UserStatus } from "../../auth/authorization.js";
import { decryptPassword, sha256 } from "../../auth/crypto.js";
import { readCredentials, storePassword } from "../../auth/credentials.js";
import { hashPassword, matchesAny, policyViolations, verifyPassword } from "../../auth/passwords.js";
import type { Sql } from "../../db/types.js";
import { issuePasswordLink, LinkTtlMs } from "../../auth/passwordLinks.js";
import { appendNext, transact } from "../../events/command.js";
import { loadPolicy } from "../clients/index.js";
import { applyRegister, loadUserRow } from "../users/index.js";
import { endOtherSessions, type IssuedTokens, startSession } from "./session.js";

const invalid = (path: string, ...messages: string[]) =>
  new Invalid({ message: messages[0] ?? Messages.invalid, fields: messages.map((message) => ({ path, message })) });

/** Decrypts a password field or names it in a 400. */
export const decryptField = (ctx: AuthCtx, path: string, cipher: string): string | Invalid =>
  decryptPassword(ctx.keys, cipher) ?? invalid(path, Messages.passwordDecrypt);

/** Policy and history checks of a new password: null when it may be used. */
const checkNewPassword = async (tx: Sql, userId: number, clientId: number, plain: string, path: string) => {
  const policy = await loadPolicy(tx, clientId);
  const broken = policyViolations(policy, plain);
  if (broken.length) return new Invalid({ message: Messages.passwordPolicy, fields: broken.map((message) => ({ path, message })) });
  if (policy.history_size > 0) {
    const cred = await readCredentials(tx, userId);
    // The last history_size passwords, the current one included.
    const recent = cred ? [cred.hash, ...cred.history].slice(0, policy.history_size) : [];
    if (await matchesAny(recent, plain)) return invalid(path, Messages.passwordUsedRecently);
  }
  return null;
};

/**
 * Stores the new hash in `credentials`, appends the fact `user.passwordChanged` (who, how, when: no hash) and ends
 * the user's other sessions (all of them after a reset link: `keepSession` null). The argon2 hash is made before the
 * transaction (PGlite serialises while one is open).
 */
const passwordChanged = async (
  tx: Sql, clientId: number, userId: number, passwordHash: string, at: Date, via: string, actor: number, keepSession: number | null,
) => {
  await storePassword(tx, clientId, userId, passwordHash, at.toISOString());
  await appendNext(tx, clientId, { type: "user", id: userId }, [{ type: "user.passwordChanged", data: { via, at: at.toISOString() } }], { actor });
  await endOtherSessions(tx, clientId, userId, keepSession, at, "password_changed");
};

/** The signed-in user changes their own password: old one verified, policy and history on the server. */
export const changePassword = async (
  ctx: AuthCtx, userId: number, clientId: number, sessionId: number, oldCipher: string, newCipher: string,
) => {
  const oldPlain = decryptField(ctx, "payload.old_password", oldCipher);
  if (oldPlain instanceof Invalid) return oldPlain;
  const newPlain = decryptField(ctx, "payload.new_password", newCipher);
  if (newPlain instanceof Invalid) return newPlain;
  const cred = await readCredentials(ctx.db, userId);
  if (!cred || !(await verifyPassword(cred.hash, oldPlain))) return invalid("payload.old_password", Messages.passwordOldIncorrect);
  const refused = await checkNewPassword(ctx.db, userId, clientId, newPlain, "payload.new_password");
  if (refused) return refused;
  const passwordHash = await hashPassword(newPlain);
  await transact(ctx.db, (tx) => passwordChanged(tx, clientId, userId, passwordHash, ctx.clock.now(), "change", userId, sessionId));
  return null;
};

/**
 * Creates one 24-hour password link per user, all of the caller's client (404 if any user is not), and queues the
 * reset mail to each in the same transaction. The uid is returned only when the client has no mail transport.
 */
export const createResetLinks = async (ctx: AuthCtx, actor: number, clientId: number, userIds: readonly number[]) => {
  const ids = [...new Set(userIds)];
  // An erased person has no account to recover: their links would revive it.
  const found = await ctx.db.query<{ id: number }>("select id from users where client_id = $1 and id = any($2::int[]) and erased_at is null", [clientId, ids]);
  if (found.length !== ids.length) return new NotFound({ message: Messages.notFound, detail: "some users do not exist" });
  const at = ctx.clock.now().toISOString();
  return transact(ctx.db, async (tx) => {
    const links = [];
    for (const id of ids) {
      const link = await issuePasswordLink(tx, ctx, { clientId, userId: id, actor, at, ttlMs: LinkTtlMs.reset, mail: "passwordReset" });
      links.push({ user_id: id, expires_at: link.expires_at, mailed: link.mailed, ...(link.mailed ? {} : { uid: link.uid }) });
    }
    return { links };
  });
};

export type LinkState = "active" | "expired" | "used" | "invalid";

/** A link's state and the user and client it belongs to. */
export const linkState = async (sql: Sql, uid: string, now: Date) => {
  const [row] = await sql.query(
    `select pl.user_id, pl.client_id, pl.expires_at, pl.used_at, u.email from password_links pl
     join users u on u.id = pl.user_id where pl.uid = $1`, [sha256(uid)]);
  if (!row) return { state: "invalid" as LinkState, row: null };
  const state: LinkState = row.used_at ? "used" : new Date(row.expires_at) <= now ? "expired" : "active";
  return { state, row };
};

/**
 * Sets a password through an active link, once, and signs the person in: every other session has ended (a reset
 * link ends all of them), so the new one is the only one. A person who may not sign in (blocked, archived, their
 * client switched off) gets the password but no session: `tokens` null, and the sign-in form says why.
 */
export const confirmPassword = async (ctx: AuthCtx, uid: string, cipher: string): Promise<Invalid | NotFound | { tokens: IssuedTokens | null }> => {
  const now = ctx.clock.now();
  const { state, row } = await linkState(ctx.db, uid, now);
  if (!row) return new NotFound({ message: Messages.linkInactive });
  if (state !== "active") return invalid("payload.uid", Messages.linkInactive);
  const plain = decryptField(ctx, "payload.password", cipher);
  if (plain instanceof Invalid) return plain;
  const refused = await checkNewPassword(ctx.db, row.user_id, row.client_id, plain, "payload.password");
  if (refused) return refused;
  const hash = sha256(uid);
  const passwordHash = await hashPassword(plain);
  return transact(ctx.db, async (tx) => {
    const [link] = await tx.query("select used_at from password_links where uid = $1 for update", [hash]);
    if (link.used_at) return invalid("payload.uid", Messages.linkInactive);
    await appendNext(tx, row.client_id, { type: "passwordLink", id: hash },
      [{ type: "passwordLink.used", data: { at: now.toISOString() } }], { actor: row.user_id });
    await passwordChanged(tx, row.client_id, row.user_id, passwordHash, now, "link", row.user_id, null);
    // The first password set: registered, so no longer offered an invitation.
    const person = await loadUserRow(tx, row.client_id, row.user_id);
    if (person && !person.registered) await applyRegister(tx, person, now.toISOString());
    const [user] = await tx.query<{ status_id: number; client_active: boolean }>(
      "select u.status_id, c.is_active as client_active from users u join clients c on c.id = u.client_id where u.id = $1", [row.user_id]);
    const mayEnter = user.status_id === UserStatus.active && user.client_active !== false;
    return { tokens: mayEnter ? await startSession(tx, ctx.keys, ctx.config, now, { id: row.user_id, client_id: row.client_id }) : null };
  });
};
