import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, LimitExceeded, NotFound, Seen } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * Access codes and self-registration (spec 000 §2 management/codes, codes/{code}, /registration/{uid?}; §3 "Access
 * code catalogue"; Branding's registration settings; spec 001 §5 registration rules, §8 registration errors).
 * Catalogues and codes need the `codes` section (its edit flag writes, its export flag exports); the registration
 * settings belong to the client's settings (`client_settings`, edit to change). Registration itself is public.
 */
export const CODE_LIMITS = { page: 200, count: 5000, name: 255, domains: 50, domain: 253, code: 32 } as const;
/** Codes are this many characters of an alphabet without look-alikes (0/O, 1/I/L): 31^12, about 59 bits. */
export const CODE_LENGTH = 12;
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const Id = Int32.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const IdParam = IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const Day = Schema.NullOr(Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "codes.errors.badDate" })));
const PageQuery = {
  limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: CODE_LIMITS.page }))),
  last_id: Schema.optional(IdParam),
};
const page = <S extends Schema.Top>(item: S) => Schema.Struct({ items: Schema.Array(item), last_id: Schema.NullOr(Schema.Int) });

export const CodeCatalog = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  organization_id: Schema.NullOr(Schema.Int),
  organization_name: Schema.NullOr(Schema.String),
  is_active: Schema.Boolean,
  active_from: Schema.NullOr(Schema.String),
  active_to: Schema.NullOr(Schema.String),
  /** how many codes it holds, and how many of them were used */
  count: Schema.Int,
  used: Schema.Int,
  created_at: Schema.String,
  version: Schema.Int,
});
export type CodeCatalog = typeof CodeCatalog.Type;

const CatalogFields = {
  name: Line(CODE_LIMITS.name).check(Schema.isMinLength(1)),
  organization_id: Schema.NullOr(Id),
  is_active: Schema.Boolean,
  active_from: Day,
  active_to: Day,
};
export const CodeCatalogCreate = Schema.Struct({
  ...CatalogFields,
  count: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: CODE_LIMITS.count })),
});
export type CodeCatalogCreate = typeof CodeCatalogCreate.Type;
export const CodeCatalogUpdate = Schema.Struct({ id: Id, ...CatalogFields, ...Seen });
export type CodeCatalogUpdate = typeof CodeCatalogUpdate.Type;

export const AccessCode = Schema.Struct({
  id: Schema.Int,
  catalog_id: Schema.Int,
  code: Schema.String,
  is_blocked: Schema.Boolean,
  used_by: Schema.NullOr(Schema.Int),
  used_by_name: Schema.NullOr(Schema.String),
  used_at: Schema.NullOr(Schema.String),
});
export type AccessCode = typeof AccessCode.Type;

export const RegistrationSettings = Schema.Struct({
  self_registration: Schema.Boolean,
  /** e-mail domains self-registration is limited to (lower case, no `@`); empty: any domain */
  allowed_domains: Schema.Array(Schema.String),
  code_registration: Schema.Boolean,
});
export type RegistrationSettings = typeof RegistrationSettings.Type;
const Domain = Line(CODE_LIMITS.domain).check(
  Schema.isPattern(/^@?[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/, { message: "codes.errors.badDomain" }),
);
export const RegistrationSettingsUpdate = Schema.Struct({
  self_registration: Schema.Boolean,
  allowed_domains: Schema.Array(Domain).check(Schema.isMaxLength(CODE_LIMITS.domains)),
  code_registration: Schema.Boolean,
});

const W = [Forbidden, NotFound, Invalid, Conflict];

/** The `codes` section: catalogues of access codes, their codes, blocking, the XLSX export; the registration settings. */
export class CodesGroup extends HttpApiGroup.make("codes")
  .add(HttpApiEndpoint.get("listCodeCatalogs", "/codeCatalogs", { query: PageQuery, success: page(CodeCatalog), error: W }))
  .add(HttpApiEndpoint.get("getCodeCatalog", "/codeCatalogs/:id", { params: { id: IdParam }, success: CodeCatalog, error: W }))
  .add(HttpApiEndpoint.post("createCodeCatalog", "/codeCatalogs", { payload: CodeCatalogCreate, success: CodeCatalog, error: W }))
  .add(HttpApiEndpoint.put("updateCodeCatalog", "/codeCatalogs", { payload: CodeCatalogUpdate, success: CodeCatalog, error: W }))
  .add(HttpApiEndpoint.get("listAccessCodes", "/codeCatalogs/:id/codes", { params: { id: IdParam }, query: PageQuery, success: page(AccessCode), error: W }))
  .add(HttpApiEndpoint.put("blockAccessCode", "/accessCodes", {
    payload: Schema.Struct({ id: Id, is_blocked: Schema.Boolean }), success: AccessCode, error: W,
  }))
  .add(HttpApiEndpoint.get("exportAccessCodes", "/codeCatalogs/:id/export", {
    params: { id: IdParam },
    success: HttpApiSchema.WithHeaders(HttpApiSchema.StreamUint8Array({ contentType: XLSX_TYPE }), { "content-disposition": Schema.String }),
    error: W,
  }))
  .add(HttpApiEndpoint.get("getRegistrationSettings", "/clientRegistrationSettings", { success: RegistrationSettings, error: W }))
  .add(HttpApiEndpoint.put("setRegistrationSettings", "/clientRegistrationSettings", {
    payload: RegistrationSettingsUpdate, success: RegistrationSettings, error: W,
  }))
  .middleware(Authorization) {}

/** What the public registration page may offer on this host. */
export const RegistrationOptions = Schema.Struct({ self_registration: Schema.Boolean, code_registration: Schema.Boolean });

export const Registration = Schema.Struct({
  first_name: Line(100).check(Schema.isMinLength(1)),
  last_name: Line(100).check(Schema.isMinLength(1)),
  email: Line(254).check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "codes.errors.badEmail" })),
  /** the access code; without one the person registers by their e-mail's domain (self-registration) */
  code: Schema.optional(Schema.NullOr(Line(CODE_LIMITS.code))),
  /** the page's host; the request's Host header when absent (as the branding) */
  host: Schema.optional(Line(253)),
});
export type Registration = typeof Registration.Type;

/**
 * Public `/registration/{uid?}`: a person creates their account with a code or an allowed e-mail domain, and is
 * sent the set-password invitation. Every refusal is 400 (naming the field) or 409 with a catalogue id; nothing
 * written.
 */
export class RegistrationGroup extends HttpApiGroup.make("registration")
  .add(HttpApiEndpoint.get("registrationOptions", "/registrationOptions", {
    query: { host: Schema.optional(Line(253)) }, success: RegistrationOptions,
  }))
  .add(HttpApiEndpoint.post("register", "/registration", {
    payload: Registration, success: Schema.Struct({ registered: Schema.Boolean }), error: [Invalid, Conflict, LimitExceeded],
  })) {}
