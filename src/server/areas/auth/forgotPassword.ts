// "Forgot password?": a person asks for a set-password link by e-mail. The answer is the same whether or not the
// e-mail names anyone (no enumeration); the requests are counted before anything is read, per caller address and
// per e-mail, in the database (`rate_limits`), so every process on one PostgreSQL shares the counts.
import type { LimitExceeded } from "../../../../services/contract/errors.js";
import { UserStatus } from "../../auth/authorization.js";
import type { AuthCtx } from "../../auth/context.js";
import { sha256 } from "../../auth/crypto.js";
import { issuePasswordLink, LinkTtlMs } from "../../auth/passwordLinks.js";
import { transact } from "../../events/command.js";
import { type RateLimit, takeAttempt } from "../../http/rateLimit.js";

/** The catalogue message of a refused request (429, with the retry time). */
export const ResetMessages = { tooManyRequests: "auth.reset.tooManyRequests" } as const;

const HOUR = 3600;

/** The two limits: one address trying many e-mails, and one e-mail asked for many times (a victim's mailbox). */
export const resetLimits = (config: AuthCtx["config"]): readonly [RateLimit, RateLimit] => [
  { bucket: "passwordReset.address", limit: config.passwordResetPerAddress, windowSeconds: HOUR, message: ResetMessages.tooManyRequests },
  { bucket: "passwordReset.email", limit: config.passwordResetPerEmail, windowSeconds: HOUR, message: ResetMessages.tooManyRequests },
];

// Only a person who could sign in with a new password gets a link: active, not erased, their client switched on.
const ACCOUNT_SQL = `
  select u.id, u.client_id from users u join clients c on c.id = u.client_id
  where lower(u.email) = $1 and u.status_id = ${UserStatus.active} and u.erased_at is null and c.is_active is not false`;

/**
 * Counts the request and, when the e-mail names a person who may sign in, mails them a link that works for an hour.
 * Returns the 429 of a limit, else null: the caller answers 204 either way.
 */
export const requestPasswordReset = async (ctx: AuthCtx, address: string, login: string): Promise<{ refusal: LimitExceeded | null; mailed: boolean }> => {
  const now = ctx.clock.now();
  const email = login.trim().toLowerCase();
  const [byAddress, byEmail] = resetLimits(ctx.config);
  const refusal = (await takeAttempt(ctx.db, byAddress, address, now)) ?? (await takeAttempt(ctx.db, byEmail, sha256(email), now));
  if (refusal) return { refusal, mailed: false };
  const mailed = await transact(ctx.db, async (tx) => {
    const [account] = await tx.query<{ id: number; client_id: number }>(ACCOUNT_SQL, [email]);
    if (!account) return false;
    const link = await issuePasswordLink(tx, ctx, {
      clientId: account.client_id, userId: account.id, actor: account.id, at: now.toISOString(), ttlMs: LinkTtlMs.selfService, mail: "passwordReset",
    });
    return link.mailed;
  });
  return { refusal: null, mailed };
};
