import { Schema } from "effect";
import { Multipart } from "effect/http";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Branding, BrandingUpdate } from "./branding.js";
import { Conflict, Forbidden, Invalid, NotFound, TooLarge } from "./errors.js";
import { Line } from "./ids.js";
import { CustomRole } from "./users.js";
import { Authorization } from "./security.js";

const Host = Schema.String.check(Schema.isMaxLength(253));

/** A privacy policy PDF: at most this size. */
export const PRIVACY_POLICY_MAX_BYTES = 10 * 1024 * 1024;
/** The published privacy policy of a client, or `null` name when it has none. */
export const PrivacyPolicy = Schema.Struct({
  client_id: Schema.Int,
  name: Schema.NullOr(Schema.String),
  size: Schema.NullOr(Schema.Int),
  updated_at: Schema.NullOr(Schema.String),
});
export type PrivacyPolicy = typeof PrivacyPolicy.Type;

/** Branding by host or login, for the login page: public. */
export class BrandingGroup extends HttpApiGroup.make("branding").add(
  HttpApiEndpoint.get("domainBranding", "/domainBranding", {
    query: { login: Schema.optional(Schema.String.check(Schema.isMaxLength(254))), host: Schema.optional(Host) },
    success: Branding,
  }),
)
  // The privacy policy of the host's client (public: the login page links to it, /privacyPolicy shows it).
  .add(HttpApiEndpoint.get("privacyPolicy", "/privacyPolicy", { query: { host: Schema.optional(Host) }, success: PrivacyPolicy }))
  .add(
    HttpApiEndpoint.get("privacyPolicyFile", "/privacyPolicy/file", {
      query: { host: Schema.optional(Host) },
      success: HttpApiSchema.StreamUint8Array({ contentType: "application/pdf" }),
      error: [NotFound],
    }),
  ) {}

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
export const ClientInformation = Schema.Struct({
  id: Schema.Int,
  name: Line(200).check(Schema.isMinLength(1)),
  email: Text(254),
  phone: Text(50),
  registration_number: Text(100),
  short_description: Text(500),
  full_description: Text(5000),
  language: Schema.Literals(["ru", "en", "fr"]),
  time_zone: Text(64),
  date_format: Text(32),
  time_format: Text(32),
  hosts: Schema.Array(Host).check(Schema.isMaxLength(20)),
  /** Read-only here: switched by setClientActivity; the default client is the one of unknown hosts. */
  is_active: Schema.Boolean,
  is_default: Schema.Boolean,
});
export const ClientInformationUpdate = ClientInformation.mapFields(({ id: _id, is_active: _a, is_default: _d, ...rest }) => rest);

export const PasswordPolicy = Schema.Struct({
  min_length: Schema.Int.check(Schema.isBetween({ minimum: 4, maximum: 128 })),
  max_length: Schema.Int.check(Schema.isBetween({ minimum: 4, maximum: 256 })),
  require_letters: Schema.Boolean,
  require_digits: Schema.Boolean,
  require_symbols: Schema.Boolean,
  require_mixed_case: Schema.Boolean,
  lockout_attempts: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  lockout_minutes: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10080 })),
  expiry_days: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3650 })),
  history_size: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 24 })),
});
export type PasswordPolicy = typeof PasswordPolicy.Type;

/** One client organisation in the platform administrators' list. */
export const ClientSummary = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  email: Schema.String,
  language: Schema.String,
  is_default: Schema.Boolean,
  is_active: Schema.Boolean,
  hosts: Schema.Array(Schema.String),
  users_count: Schema.Int,
});
export type ClientSummary = typeof ClientSummary.Type;
export const ClientsPage = Schema.Struct({ items: Schema.Array(ClientSummary), last_id: Schema.NullOr(Schema.Int) });

const IntIn = (maximum: number) => Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum }));
/** The clients list: keyset by id (`last_id`), `limit` 1–200 (50), `search` in the name, e-mail or a host. */
const ClientsListQuery = {
  last_id: Schema.optional(IntIn(2147483647)),
  limit: Schema.optional(IntIn(200)),
  search: Schema.optional(Text(200)),
};

const Email = Text(254).check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
/** A new client organisation and its first administrator (who gets the client's Administrator role). */
export const ClientCreate = Schema.Struct({
  name: Line(200).check(Schema.isMinLength(1)),
  email: Email,
  hosts: Schema.Array(Host).check(Schema.isMaxLength(20)),
  language: Schema.Literals(["ru", "en", "fr"]),
  /** Most active users at once; null: no limit. */
  active_user_limit: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })))),
  admin: Schema.Struct({
    first_name: Line(100).check(Schema.isMinLength(1)),
    last_name: Line(100).check(Schema.isMinLength(1)),
    email: Email,
  }),
});
export type ClientCreate = typeof ClientCreate.Type;
/**
 * The created client, and its administrator's invitation (a password link valid 7 days): mailed when the client
 * has a mail transport, else its `uid` is given to the platform administrator to pass on.
 */
export const ClientCreated = Schema.Struct({
  client: ClientSummary,
  admin: Schema.Struct({ user_id: Schema.Int, expires_at: Schema.String, mailed: Schema.Boolean, uid: Schema.NullOr(Schema.String) }),
});


/** Notices of the clients area (catalogue ids the browser shows). */
export const ClientsMessages = {
  deactivateRefused: "clients.deactivate.refused",
  clientInactive: "auth.login.clientInactive",
  policyNotPdf: "clients.privacyPolicy.notPdf",
  policyTooLarge: "clients.privacyPolicy.tooLarge",
  policyNoFile: "clients.privacyPolicy.noFile",
} as const;

const ClientQuery = { client_id: Schema.optional(Schema.FiniteFromString), host: Schema.optional(Host) };

/** A client's settings: its information, branding and password policy. Another client's needs `clients` edit. */
export class ClientsGroup extends HttpApiGroup.make("clients")
  // Platform administration: every client organisation; needs `clients` edit.
  .add(HttpApiEndpoint.get("listClients", "/clients", { query: ClientsListQuery, success: ClientsPage, error: [Forbidden] }))
  .add(HttpApiEndpoint.get("getClientBrandingSettings", "/clientBrandingSettings", { query: ClientQuery, success: Branding, error: [Forbidden, NotFound] }))
  .add(
    HttpApiEndpoint.put("putClientBrandingSettings", "/clientBrandingSettings", {
      // The target client: `client_id` in the body or the query, or `host` in the query; else the session's.
      query: ClientQuery,
      payload: BrandingUpdate,
      success: Branding,
      error: [Forbidden, NotFound, Invalid, Conflict],
    }),
  )
  .add(HttpApiEndpoint.get("getClientInformation", "/clientInformation", { query: ClientQuery, success: ClientInformation, error: [Forbidden, NotFound] }))
  .add(
    HttpApiEndpoint.put("putClientInformation", "/clientInformation", {
      query: ClientQuery,
      payload: ClientInformationUpdate,
      success: ClientInformation,
      // Conflict: a host already belongs to another client.
      error: [Forbidden, NotFound, Invalid, Conflict],
    }),
  )
  .add(HttpApiEndpoint.get("getPasswordPolicy", "/password-policy-settings", { query: ClientQuery, success: PasswordPolicy, error: [Forbidden, NotFound] }))
  .add(
    HttpApiEndpoint.put("putPasswordPolicy", "/password-policy-settings", {
      query: ClientQuery,
      payload: PasswordPolicy,
      success: PasswordPolicy,
      error: [Forbidden, NotFound, Invalid, Conflict],
    }),
  )
  // Platform administration (`clients` edit): a new client with its first administrator; a client switched on or off.
  .add(HttpApiEndpoint.post("createClient", "/clients", { payload: ClientCreate, success: ClientCreated, error: [Forbidden, Invalid, Conflict] }))
  .add(
    HttpApiEndpoint.put("setClientActivity", "/clientActivity", {
      payload: Schema.Struct({ id: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 })), is_active: Schema.Boolean }),
      success: ClientSummary,
      // Conflict: the default client, or the administrator's own, cannot be switched off.
      error: [Forbidden, NotFound, Invalid, Conflict],
    }),
  )
  // Another client's custom roles, read-only (platform administrators; one's own client for `roles` readers).
  .add(HttpApiEndpoint.get("clientRoles", "/clientRoles", { query: ClientQuery, success: Schema.Array(CustomRole), error: [Forbidden, NotFound] }))
  // The privacy policy PDF: `client_settings` (edit to change); another client's needs `clients` edit.
  .add(HttpApiEndpoint.get("getClientPrivacyPolicy", "/clientPrivacyPolicy", { query: ClientQuery, success: PrivacyPolicy, error: [Forbidden, NotFound] }))
  .add(
    HttpApiEndpoint.post("uploadClientPrivacyPolicy", "/clientPrivacyPolicy", {
      query: ClientQuery,
      payload: Schema.Struct({ file: Multipart.SingleFileSchema }).pipe(
        HttpApiSchema.asMultipartStream({ maxFileSize: PRIVACY_POLICY_MAX_BYTES, maxTotalSize: PRIVACY_POLICY_MAX_BYTES + 64 * 1024 }),
      ),
      success: PrivacyPolicy,
      error: [Forbidden, NotFound, Invalid, TooLarge, Conflict],
    }),
  )
  .add(HttpApiEndpoint.delete("removeClientPrivacyPolicy", "/clientPrivacyPolicy", { query: ClientQuery, success: PrivacyPolicy, error: [Forbidden, NotFound, Conflict] }))
  .middleware(Authorization) {}
