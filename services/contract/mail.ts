import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { Int32 } from "./ids.js";
import { Authorization } from "./security.js";

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const Email = Text(254).check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const ClientId = Int32.check(Schema.isGreaterThan(0));
const ClientQuery = { client_id: Schema.optional(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2147483647 }))) };

/** A client's SMTP server. The password is never read back: `has_password` says whether one is stored. */
export const EmailServerSettings = Schema.Struct({
  id: Schema.Int,
  client_id: Schema.Int,
  host: Schema.String,
  port: Schema.Int,
  secure: Schema.Boolean,
  username: Schema.String,
  has_password: Schema.Boolean,
  from_address: Schema.String,
  updated_at: Schema.String,
});
export type EmailServerSettings = typeof EmailServerSettings.Type;

/** Create or update. `password`: omitted keeps the stored one, "" removes it. `client_id`: platform administrators. */
export const EmailServerSettingsInput = Schema.Struct({
  client_id: Schema.optional(ClientId),
  host: Text(253).check(Schema.isPattern(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/)),
  port: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 65535 })),
  secure: Schema.Boolean,
  username: Text(254),
  password: Schema.optional(Text(256)),
  from_address: Email,
});
export type EmailServerSettingsInput = typeof EmailServerSettingsInput.Type;

export const EmailTestResult = Schema.Struct({ sent: Schema.Boolean, address: Schema.String, reason: Schema.NullOr(Schema.String) });

export const MailState = Schema.Literals(["queued", "sending", "sent", "failed"]);
/** One mail of the history (spec 000 §3: subject, type, user, date, delivered). */
export const EmailHistoryItem = Schema.Struct({
  id: Schema.Int,
  subject: Schema.String,
  type: Schema.String,
  user_id: Schema.NullOr(Schema.Int),
  user_name: Schema.NullOr(Schema.String),
  address: Schema.String,
  date: Schema.String,
  delivered: Schema.Boolean,
  state: MailState,
  attempts: Schema.Int,
  reason: Schema.NullOr(Schema.String),
  sent_at: Schema.NullOr(Schema.String),
});
export type EmailHistoryItem = typeof EmailHistoryItem.Type;

/** The e-mail history variant of businessLogsFilter: recipients by address or user, a date range, keyset by id. */
export const EmailHistoryFilter = Schema.Struct({
  client_id: Schema.optional(ClientId),
  selected_emails: Schema.optional(Schema.Array(Text(254)).check(Schema.isMaxLength(100))),
  selected_users: Schema.optional(Schema.Array(ClientId).check(Schema.isMaxLength(100))),
  selected_date: Schema.optional(Schema.Struct({ from: Schema.optional(IsoDate), to: Schema.optional(IsoDate) })),
  last_id: Schema.optional(ClientId),
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 200 }))),
});
export type EmailHistoryFilter = typeof EmailHistoryFilter.Type;
export const EmailHistoryPage = Schema.Struct({ items: Schema.Array(EmailHistoryItem), last_id: Schema.NullOr(Schema.Int) });

/** E-mail: the client's SMTP settings, a test send, and the history. `client_settings` (edit to change). */
export class MailGroup extends HttpApiGroup.make("mail")
  .add(HttpApiEndpoint.get("getEmailServerSettings", "/emailServerSettings", {
    query: ClientQuery, success: Schema.NullOr(EmailServerSettings), error: [Forbidden, NotFound],
  }))
  .add(HttpApiEndpoint.post("createEmailServerSettings", "/emailServerSettings", {
    query: ClientQuery, payload: EmailServerSettingsInput, success: EmailServerSettings, error: [Forbidden, NotFound, Invalid, Conflict],
  }))
  .add(HttpApiEndpoint.put("updateEmailServerSettings", "/emailServerSettings", {
    query: ClientQuery, payload: EmailServerSettingsInput, success: EmailServerSettings, error: [Forbidden, NotFound, Invalid, Conflict],
  }))
  .add(HttpApiEndpoint.delete("removeEmailServerSettings", "/emailServerSettings", {
    query: ClientQuery, success: HttpApiSchema.NoContent, error: [Forbidden, NotFound, Conflict],
  }))
  // Sends a test message to the caller with the settings `id`, now, and says how it went.
  .add(HttpApiEndpoint.get("testEmailSending", "/testEmailSending", {
    query: { id: Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2147483647 })) },
    success: EmailTestResult, error: [Forbidden, NotFound, Conflict],
  }))
  .add(HttpApiEndpoint.post("emailHistory", "/emailHistory", {
    payload: EmailHistoryFilter, success: EmailHistoryPage, error: [Forbidden, NotFound, Invalid],
  }))
  .middleware(Authorization) {}
