// How the browser answers a failed call (spec 001 §8). `classify` is pure so that it can be tested alone;
// `callApi` (api.ts) acts on its answer.

/** What a failure means for the app. */
export type Outcome =
  /** 401: the session is over, go to the index page and keep the route. */
  | "unauthorized"
  /** 403 `user_blocked`: log out, then go to the index page. */
  | "blocked"
  /** any other 403: the 403 page. */
  | "forbidden"
  /** a request cancelled by a newer one or by leaving the page: say nothing. */
  | "cancelled"
  /** everything else goes back to the caller, which shows its `*.fail` message or a form error. */
  | "rethrow";

/** Calls whose 401 and 403 answers belong to the form that made them (wrong password, lockout, blocked at login). */
const formCalls = new Set(["auth.userAuthTokens", "auth.refreshToken", "auth.confirmPassword", "auth.confirmPasswordLink", "account.changePassword"]);

const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error ? String((error as { _tag: unknown })._tag) : undefined;

/** The HTTP status behind a client error that the contract did not declare (a StatusCodeError or DecodeError). */
const statusOf = (error: unknown): number | undefined => {
  const reason = (error as { reason?: { response?: { status?: number } } } | undefined)?.reason;
  return reason?.response?.status;
};

/** True for the errors an aborted fetch or an interrupted fiber produce. */
export const isAbort = (error: unknown): boolean => {
  if (error instanceof DOMException && error.name === "AbortError") return true;
  const reason = (error as { reason?: { _tag?: string; cause?: unknown } } | undefined)?.reason;
  if (reason?._tag === "TransportError") {
    const cause = reason.cause as { name?: string } | undefined;
    return cause?.name === "AbortError";
  }
  return false;
};

/** Maps a failed call to what the app must do; `call` is `group.endpoint` as in the contract. */
export const classify = (error: unknown, call: string): Outcome => {
  if (isAbort(error)) return "cancelled";
  const tag = tagOf(error);
  const status = tag === "HttpClientError" ? statusOf(error) : undefined;
  if (formCalls.has(call) && (tag === "Unauthorized" || tag === "Forbidden" || tag === "UserBlocked" || status === 401 || status === 403))
    return "rethrow";
  if (tag === "Unauthorized" || status === 401) return "unauthorized";
  if (tag === "UserBlocked") return call === "auth.logout" ? "rethrow" : "blocked";
  if (tag === "Forbidden" || status === 403) return "forbidden";
  return "rethrow";
};

/** A failure the client already dealt with (redirect, logout, cancel): callers must not show a message. */
export class HandledFailure extends Error {
  readonly _tag = "HandledFailure";
  constructor(
    readonly outcome: Exclude<Outcome, "rethrow">,
    readonly error: unknown,
  ) {
    super(`api call ${outcome}`);
  }
}

/** True when the error needs no message (already handled or cancelled). */
export const isSilent = (error: unknown): boolean => error instanceof HandledFailure || isAbort(error);

/** The catalogue id a failure carries (the contract's errors carry one in `message`), or the fallback. */
export const messageIdOf = (error: unknown, fallback: string, known?: (id: string) => boolean): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  if (typeof message === "string" && /^[a-z][\w]*(\.[\w]+)+$/i.test(message) && (known?.(message) ?? true)) return message;
  return fallback;
};

/** The fields an `Invalid` answer names, as field name → catalogue ids (`payload.new_password` → `new_password`). */
export const fieldErrorsOf = (error: unknown): Record<string, string[]> => {
  if (tagOf(error) !== "Invalid") return {};
  const out: Record<string, string[]> = {};
  for (const f of (error as { fields?: ReadonlyArray<{ path: string; message: string }> }).fields ?? []) {
    const name = f.path.replace(/^\$?\.?/, "").replace(/^(payload|query|params|headers)\./, "");
    out[name] = [...(out[name] ?? []), f.message];
  }
  return out;
};

/** The tag of a contract error, for callers that branch on it. */
export const errorTag = tagOf;

/** What a stale `expectedVersion` answer says: the version now, who made the latest change (null: the system) and when. */
export interface StaleVersion {
  readonly version: number;
  readonly by: { readonly id: number; readonly name: string } | null;
  readonly at: string;
}

/** The stale-version facts of a 409 `errors.staleVersion`, or null for any other failure. */
export const staleOf = (error: unknown): StaleVersion | null => {
  if (tagOf(error) !== "Conflict") return null;
  const e = error as { message?: unknown; current_version?: number; changed_by?: StaleVersion["by"]; changed_at?: string };
  if (e.message !== "errors.staleVersion" || e.current_version === undefined) return null;
  return { version: e.current_version, by: e.changed_by ?? null, at: e.changed_at ?? "" };
};
