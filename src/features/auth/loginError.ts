// Between the API client and the login machine: a failed POST /userAuthTokens becomes the machine's
// AuthError ({ status, code, retryAt, attemptsLeft }), and the machine's state becomes the form's text
// (spec 001 §8 "Login").
import type { IntlShape } from "react-intl";
import type { AuthError, LoginContext } from "../../../machines/login";
import { errorTag } from "../../../services/client/errors";
import { formatDate } from "../../app/i18n/dates";
import { DefaultLocale, isLocale } from "../../app/i18n/locale";

const statusByTag: Record<string, number> = { Invalid: 400, Unauthorized: 401, Forbidden: 403, UserBlocked: 403, LimitExceeded: 429 };

/** The machine's view of a failed login. */
export const toAuthError = (error: unknown): AuthError => {
  const tag = errorTag(error);
  if (tag === "LimitExceeded") {
    const e = error as { retry_at: string; attempts_left: number };
    return { status: 429, retryAt: Date.parse(e.retry_at), attemptsLeft: e.attempts_left };
  }
  if (tag === "UserBlocked") return { status: 403, code: "user_blocked" };
  // A wrong password says how many attempts remain before the lockout (absent when the policy has none).
  if (tag === "Unauthorized") {
    const left = (error as { attempts_left?: number }).attempts_left;
    return typeof left === "number" ? { status: 401, attemptsLeft: left } : { status: 401 };
  }
  if (tag && tag in statusByTag) return { status: statusByTag[tag] };
  const reason = (error as { reason?: { _tag?: string; response?: { status?: number } } } | undefined)?.reason;
  // A transport failure or the 10 s timeout: no status, "server not responding".
  return { status: reason?.response?.status };
};

export interface LoginText {
  readonly message: string;
  readonly detail?: string;
}

const known = (intl: IntlShape, id: string | undefined) => (id && intl.messages[id] ? id : undefined);

/** The text the form shows in a state of the login machine; `serverMessage` is the catalogue id the server sent. */
export const loginText = (
  state: "lockedOut" | "blocked" | "error",
  context: LoginContext,
  intl: IntlShape,
  now: number,
  serverMessage?: string,
): LoginText => {
  if (state === "blocked") return { message: intl.formatMessage({ id: "auth.login.userBlocked" }) };
  if (state === "lockedOut") {
    const retryAt = context.retryAt ?? now;
    const time = formatDate(new Date(retryAt), "time", isLocale(intl.locale) ? intl.locale : DefaultLocale);
    const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
    return {
      message: intl.formatMessage({ id: "auth.login.attemptsExceeded" }, { time }),
      detail: [
        // Which account: the lock is that one's only, another e-mail signs in meanwhile.
        intl.formatMessage({ id: "auth.login.accountLocked" }, { login: context.lockedLogin ?? context.login, time }),
        intl.formatMessage({ id: "auth.login.retryIn" }, { minutes }),
        intl.formatMessage({ id: "auth.login.attemptsLeft" }, { count: context.attemptsLeft ?? 0 }),
      ].join(" · "),
    };
  }
  const id =
    context.problem === "invalidCredentials"
      ? "auth.login.incorrectEmailPassword"
      : context.problem === "serverUnavailable"
        ? "auth.login.serverNotResponding"
        : context.problem === "invalidCode"
          ? "auth.login.extraAuthFailed"
          : (known(intl, serverMessage) ?? "auth.login.failed");
  // From the second wrong password in a row on, the attempts left before the lockout (spec 001 §8).
  const attemptsLeft = context.problem === "invalidCredentials" && context.failures >= 2 ? context.attemptsLeft : null;
  return {
    message: intl.formatMessage({ id }),
    detail: attemptsLeft === null ? undefined : intl.formatMessage({ id: "auth.login.attemptsLeft" }, { count: attemptsLeft }),
  };
};
