// The sign-in form's reading of a refused POST /userAuthTokens and the text it shows (src/features/auth/loginError.ts):
// the attempts left travel from the server's 401 to the form, and show from the second wrong password on.
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/auth/en.json";
import type { LoginContext } from "../../machines/login";
import { loginText, toAuthError } from "../../src/features/auth/loginError";

const intl = createIntl({ locale: "en", messages: en });
const wrong = (failures: number, attemptsLeft: number | null): LoginContext =>
  ({ login: "ann@example.com", problem: "invalidCredentials", lockedLogin: null, retryAt: null, attemptsLeft, failures });

describe("login errors", () => {
  it("keeps the attempts left of a 401, and the lock's time of a 429", () => {
    expect(toAuthError({ _tag: "Unauthorized", message: "auth.login.incorrectEmailPassword", attempts_left: 3 })).toEqual({ status: 401, attemptsLeft: 3 });
    expect(toAuthError({ _tag: "Unauthorized", message: "auth.login.incorrectEmailPassword" })).toEqual({ status: 401 });
    expect(toAuthError({ _tag: "LimitExceeded", retry_at: "2027-01-01T10:00:00Z", attempts_left: 0 }))
      .toEqual({ status: 429, retryAt: Date.parse("2027-01-01T10:00:00Z"), attemptsLeft: 0 });
  });

  it("says the attempts left from the second wrong password in a row on", () => {
    expect(loginText("error", wrong(1, 4), intl, 0)).toEqual({ message: "Enter correct Email and password", detail: undefined });
    expect(loginText("error", wrong(2, 3), intl, 0)).toEqual({ message: "Enter correct Email and password", detail: "3 attempts left" });
  });

  it("names the locked account and until when", () => {
    const at = Date.parse("2027-01-01T10:00:00Z");
    const text = loginText("lockedOut", { ...wrong(0, 0), problem: null, lockedLogin: "ann@example.com", retryAt: at + 15 * 60_000 }, intl, at);
    expect(text.detail).toContain("Sign-in for ann@example.com is locked until");
    expect(text.detail).toContain("in 15 minutes");
  });
});
