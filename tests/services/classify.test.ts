// The catalogue rules of spec 001 §8 as the browser client applies them to a failed call.
import { describe, expect, it } from "vitest";
import { classify, fieldErrorsOf, isSilent, HandledFailure, messageIdOf } from "../../services/client/errors.js";

const tagged = (tag: string, extra: object = {}) => ({ _tag: tag, message: `errors.${tag}`, ...extra });
const clientError = (reason: object) => ({ _tag: "HttpClientError", reason });

describe("classify", () => {
  it("sends a 401 to the index page, except for the calls whose 401 is a form answer", () => {
    expect(classify(tagged("Unauthorized"), "account.getSessionData")).toBe("unauthorized");
    expect(classify(tagged("Unauthorized"), "auth.userAuthTokens")).toBe("rethrow");
    expect(classify(clientError({ _tag: "StatusCodeError", response: { status: 401 } }), "notifications.byUser")).toBe("unauthorized");
  });

  it("passes a 403 on userAuthTokens on to the login form", () => {
    expect(classify(tagged("Forbidden"), "auth.userAuthTokens")).toBe("rethrow");
    expect(classify(tagged("UserBlocked", { code: "user_blocked" }), "auth.userAuthTokens")).toBe("rethrow");
  });

  it("logs a blocked user out (unless the call was the logout) and sends other 403s to the 403 page", () => {
    expect(classify(tagged("UserBlocked", { code: "user_blocked" }), "account.getSessionData")).toBe("blocked");
    expect(classify(tagged("UserBlocked", { code: "user_blocked" }), "auth.logout")).toBe("rethrow");
    expect(classify(tagged("Forbidden"), "clients.putClientBrandingSettings")).toBe("forbidden");
    expect(classify(clientError({ _tag: "StatusCodeError", response: { status: 403 } }), "x.y")).toBe("forbidden");
  });

  it("keeps cancelled requests silent and rethrows everything else", () => {
    const abort = clientError({ _tag: "TransportError", cause: new DOMException("aborted", "AbortError") });
    expect(classify(abort, "notifications.byUser")).toBe("cancelled");
    expect(isSilent(abort)).toBe(true);
    expect(isSilent(new HandledFailure("unauthorized", null))).toBe(true);
    for (const tag of ["NotFound", "Conflict", "Invalid", "LimitExceeded", "TooLarge"]) expect(classify(tagged(tag), "a.b")).toBe("rethrow");
    expect(classify(clientError({ _tag: "TransportError", cause: new TypeError("fetch failed") }), "a.b")).toBe("rethrow");
    expect(classify(new Error("boom"), "a.b")).toBe("rethrow");
  });
});

describe("messages of failures", () => {
  it("uses the catalogue id a contract error carries, else the caller's fallback", () => {
    expect(messageIdOf(tagged("NotFound"), "common.getFail")).toBe("errors.NotFound");
    expect(messageIdOf({ message: "Transport error (GET /api/x)" }, "common.getFail")).toBe("common.getFail");
    expect(messageIdOf(tagged("NotFound"), "common.getFail", () => false)).toBe("common.getFail");
  });

  it("groups the fields of an Invalid answer by name, several messages per field", () => {
    const invalid = tagged("Invalid", {
      fields: [
        { path: "payload.new_password", message: "auth.password.policy.digits" },
        { path: "payload.new_password", message: "auth.password.policy.mixedCase" },
        { path: "payload.old_password", message: "auth.password.oldIncorrect" },
      ],
    });
    expect(fieldErrorsOf(invalid)).toEqual({
      new_password: ["auth.password.policy.digits", "auth.password.policy.mixedCase"],
      old_password: ["auth.password.oldIncorrect"],
    });
    expect(fieldErrorsOf(tagged("NotFound"))).toEqual({});
  });
});
