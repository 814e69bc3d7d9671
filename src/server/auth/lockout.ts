import type { PasswordPolicy } from "../../../services/contract/clients.js";
import { LimitExceeded, Messages, Unauthorized } from "../../../services/contract/errors.js";

export interface ThrottleState {
  readonly failed_attempts: number;
  readonly locked_until: Date | string | null;
}

const lockoutOn = (p: PasswordPolicy) => p.lockout_attempts > 0 && p.lockout_minutes > 0;

/** 429 while a lockout is running, else null. */
export const lockedOut = (state: ThrottleState, now: Date): LimitExceeded | null => {
  const until = state.locked_until ? new Date(state.locked_until) : null;
  if (!until || until <= now) return null;
  return new LimitExceeded({
    message: Messages.loginAttemptsExceeded,
    retry_at: until.toISOString(),
    retry_after_seconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    attempts_left: 0,
  });
};

/**
 * One more failure: the new counter, the lock (if this failure reaches the policy's limit) and the answer,
 * 401 with attempts_left, or 429 when this attempt starts the lockout.
 */
export const registerFailure = (state: ThrottleState, policy: PasswordPolicy, now: Date) => {
  const expired = state.locked_until !== null && new Date(state.locked_until) <= now;
  const failed = (expired ? 0 : state.failed_attempts) + 1;
  if (!lockoutOn(policy)) {
    return { failed_attempts: failed, locked_until: null, error: new Unauthorized({ message: Messages.loginFailed }) };
  }
  if (failed >= policy.lockout_attempts) {
    const until = new Date(now.getTime() + policy.lockout_minutes * 60_000);
    return { failed_attempts: failed, locked_until: until.toISOString(), error: lockedOut({ failed_attempts: failed, locked_until: until }, now)! };
  }
  return {
    failed_attempts: failed,
    locked_until: null,
    error: new Unauthorized({ message: Messages.loginFailed, attempts_left: policy.lockout_attempts - failed }),
  };
};
