// The self-registration budget (REGISTRATION_ATTEMPTS per 10 minutes), counted twice: per caller address and per
// e-mail domain. An attempt tells whether an e-mail is taken (on any client) or a code exists; counted per address
// alone, whoever has many addresses (a botnet, a cloud account) got a fresh budget from each one to probe the
// addresses of one company. The domain's count closes that: one domain's addresses can be tried REGISTRATION_ATTEMPTS
// times a window, from wherever. A registration that succeeds gives the domain's attempt back: the budget is for
// probing (answers that an e-mail is taken, a domain not allowed, a code unknown), and a kick-off at which a whole
// office registers from many addresses must not wait behind its own newcomers.
import type { LimitExceeded } from "../../../../services/contract/errors.js";
import type { Sql } from "../../db/types.js";
import { giveBackAttempt, type RateLimit, takeAttempt } from "../../http/rateLimit.js";
import { RegistrationMessages } from "./registration.js";

const WINDOW_SECONDS = 600;
const rule = (bucket: string, limit: number): RateLimit => ({ bucket, limit, windowSeconds: WINDOW_SECONDS, message: RegistrationMessages.tooManyAttempts });

/** The e-mail's domain as registration compares it (lower case, after the last `@`). */
export const emailDomain = (email: string) => {
  const e = email.trim().toLowerCase();
  return e.slice(e.lastIndexOf("@") + 1);
};

/**
 * Counts one registration attempt and answers the 429 to send, or null. The address is counted first, and the domain
 * only for an attempt the address's budget allows, so that an address already refused spends no more of it. The
 * price of the domain's count: whoever spends a domain's budget makes that domain's newcomers wait for the next
 * window (10 minutes at most); no account is touched.
 */
export const takeRegistrationAttempt = async (db: Sql, limit: number, address: string, email: string, now: Date): Promise<LimitExceeded | null> =>
  (await takeAttempt(db, rule("registration", limit), address, now)) ??
  (await takeAttempt(db, rule("registration.domain", limit), emailDomain(email), now));

/** A registration that succeeded: its domain attempt is given back (`takeRegistrationAttempt` counted it). */
export const giveBackDomainAttempt = async (db: Sql, limit: number, email: string, now: Date) => {
  if (limit > 0) await giveBackAttempt(db, rule("registration.domain", limit), emailDomain(email), now);
};
