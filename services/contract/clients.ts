import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Branding, BrandingUpdate } from "./branding.js";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { Authorization } from "./security.js";

const Host = Schema.String.check(Schema.isMaxLength(253));

/** Branding by host or login, for the login page: public. */
export class BrandingGroup extends HttpApiGroup.make("branding").add(
  HttpApiEndpoint.get("domainBranding", "/domainBranding", {
    query: { login: Schema.optional(Schema.String.check(Schema.isMaxLength(254))), host: Schema.optional(Host) },
    success: Branding,
  }),
) {}

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
export const ClientInformation = Schema.Struct({
  id: Schema.Int,
  name: Text(200).check(Schema.isMinLength(1)),
  email: Text(254),
  phone: Text(50),
  registration_number: Text(100),
  short_description: Text(500),
  full_description: Text(5000),
  language: Schema.Literals(["ru", "en", "fr"]),
  time_zone: Text(64),
  date_format: Text(32),
  time_format: Text(32),
  hosts: Schema.Array(Host),
});
export const ClientInformationUpdate = ClientInformation.mapFields(({ id: _id, ...rest }) => rest);

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
  .middleware(Authorization) {}
