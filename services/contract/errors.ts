import { Schema } from "effect";

/**
 * The API's tagged errors, each carrying its HTTP status. `message` is a catalogue id (locales/*.json) the
 * browser shows; `detail` is free text for logs and support.
 */
const common = { message: Schema.String, detail: Schema.optional(Schema.String) };

/** `attempts_left` is set on a failed sign-in when the client's policy locks out after N failures. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { ...common, attempts_left: Schema.optional(Schema.Int) },
  { httpApiStatus: 401 },
) {}
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", common, { httpApiStatus: 403 }) {}
/** A blocked user: the browser logs out. `code` is the spec's `user_blocked`. */
export class UserBlocked extends Schema.TaggedError<UserBlocked>()(
  "UserBlocked",
  { ...common, code: Schema.Literal("user_blocked") },
  { httpApiStatus: 403 },
) {}
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", common, { httpApiStatus: 404 }) {}
/** Who last changed a stream: a user (id and display name), or null for the system (a job, a cascade). */
export const ChangedBy = Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.String }));
/**
 * 409. A stale `expectedVersion` (message `errors.staleVersion`) also says what the screen missed: the stream's
 * current version, who made its latest change and when, so the page can say so and offer to reload.
 */
export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { ...common, current_version: Schema.optional(Schema.Int), changed_by: Schema.optional(ChangedBy), changed_at: Schema.optional(Schema.String) },
  { httpApiStatus: 409 },
) {}

/** The version of a stream the user's screen showed, sent back with a command or an edit (0: a stream not yet written). */
export const ExpectedVersion = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2147483647 }));
/** `expectedVersion` in a payload: optional for old API clients (no check then); the browser always sends it. */
export const Seen = { expectedVersion: Schema.optional(ExpectedVersion) };
/** The same in a query string, for DELETE requests and commands without a body. */
export const SeenQuery = {
  expectedVersion: Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 2147483647 }))),
};

export const FieldError = Schema.Struct({ path: Schema.String, message: Schema.String });
/** Bad input: names every field that failed. */
export class Invalid extends Schema.TaggedError<Invalid>()(
  "Invalid",
  { ...common, fields: Schema.Array(FieldError) },
  { httpApiStatus: 400 },
) {}
/** Too many login attempts: when to retry and how many attempts are left. */
export class LimitExceeded extends Schema.TaggedError<LimitExceeded>()(
  "LimitExceeded",
  { ...common, retry_at: Schema.String, retry_after_seconds: Schema.Int, attempts_left: Schema.Int },
  { httpApiStatus: 429 },
) {}
export class TooLarge extends Schema.TaggedError<TooLarge>()("TooLarge", common, { httpApiStatus: 413 }) {}

export type ApiError = Unauthorized | Forbidden | UserBlocked | NotFound | Conflict | Invalid | LimitExceeded | TooLarge;

/** Catalogue message ids shared by server and browser (spec 001 §8). */
export const Messages = {
  unauthorized: "errors.unauthorized",
  forbidden: "errors.forbidden",
  userBlocked: "errors.userBlocked",
  notFound: "errors.notFound",
  conflict: "errors.conflict",
  /** 409: the stream changed since the version the user saw (body: current_version, changed_by, changed_at) */
  staleVersion: "errors.staleVersion",
  invalid: "errors.invalid",
  tooLarge: "errors.tooLarge",
  tooManyItems: "errors.tooManyItems",
  tooDeep: "errors.tooDeep",
  singleLine: "errors.singleLine",
  loginFailed: "auth.login.incorrectEmailPassword",
  loginAttemptsExceeded: "auth.login.attemptsExceeded",
  userArchived: "auth.login.userArchived",
  userPending: "auth.login.userPending",
  sessionEnded: "auth.session.ended",
  tokenInvalid: "auth.token.invalid",
  passwordOldIncorrect: "auth.password.oldIncorrect",
  passwordDecrypt: "auth.password.undecryptable",
  hostTaken: "clients.host.taken",
  internal: "errors.internal",
  passwordUpdateFailed: "auth.password.updateFailed",
  passwordUsedRecently: "auth.password.usedRecently",
  passwordPolicy: "auth.password.policy",
  linkInactive: "auth.password.linkInactive",
  activeUserLimit: "users.activation.limitExceeded",
} as const;

/** Field messages of the password policy rules (changePassword, confirmPassword). */
export const PasswordPolicyMessages = {
  minLength: "auth.password.policy.minLength",
  maxLength: "auth.password.policy.maxLength",
  letters: "auth.password.policy.letters",
  digits: "auth.password.policy.digits",
  symbols: "auth.password.policy.symbols",
  mixedCase: "auth.password.policy.mixedCase",
} as const;
