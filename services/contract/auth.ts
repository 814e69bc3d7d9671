import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Branding } from "./branding.js";
import { Conflict, Forbidden, Invalid, LimitExceeded, NotFound, Unauthorized, UserBlocked } from "./errors.js";
import { Int32 } from "./ids.js";
import { Authorization } from "./security.js";

const Login = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(254));
/** Base64 of the RSA-OAEP (SHA-256) ciphertext the browser makes with the key from /authPublicKey. */
const EncryptedPassword = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2048));

export const TokenResponse = Schema.Struct({ token: Schema.String, token_type: Schema.Literal("Bearer"), expires_in: Schema.Int });

export const LinkState = Schema.Literals(["active", "expired", "used", "invalid"]);

/** Sign-in, token refresh, logout and password links: reachable without a token. */
export class AuthGroup extends HttpApiGroup.make("auth")
  .add(HttpApiEndpoint.get("authPublicKey", "/authPublicKey", { success: Schema.Struct({ key: Schema.String }) }))
  .add(
    HttpApiEndpoint.post("userAuthTokens", "/userAuthTokens", {
      payload: Schema.Struct({ login: Login, password: EncryptedPassword }),
      success: TokenResponse,
      error: [Invalid, Unauthorized, UserBlocked, Forbidden, LimitExceeded],
    }),
  )
  .add(
    // Rotates the httpOnly refresh cookie and returns a new access token.
    HttpApiEndpoint.post("refreshToken", "/userAuthTokens/refresh", { success: TokenResponse, error: Unauthorized }),
  )
  .add(HttpApiEndpoint.get("logout", "/logout", { success: HttpApiSchema.NoContent }))
  .add(
    HttpApiEndpoint.get("confirmPasswordLink", "/confirmPassword", {
      query: { uid: Schema.String.check(Schema.isMaxLength(100)) },
      success: Schema.Struct({ link_state: LinkState, branding_data: Branding, login: Schema.NullOr(Schema.String) }),
    }),
  )
  .add(
    // Sets the password and signs the person in (`session` with the refresh cookie); `session` is null when the
    // account may not sign in (blocked, archived, client switched off): the sign-in form then says why.
    HttpApiEndpoint.post("confirmPassword", "/confirmPassword", {
      payload: Schema.Struct({ uid: Schema.String.check(Schema.isMaxLength(100)), password: EncryptedPassword }),
      success: Schema.Struct({ session: Schema.NullOr(TokenResponse) }),
      error: [Invalid, NotFound, Conflict],
    }),
  )
  .add(
    // "Forgot password?": 204 whether or not the e-mail names an account; 429 past the per-address or per-e-mail limit.
    HttpApiEndpoint.post("forgotPassword", "/forgotPassword", {
      payload: Schema.Struct({ login: Login }),
      success: HttpApiSchema.NoContent,
      error: [Invalid, LimitExceeded],
    }),
  ) {}

export const RoutePermission = Schema.Struct({
  use_route: Schema.Boolean,
  edit: Schema.optional(Schema.Boolean),
  export: Schema.optional(Schema.Boolean),
  import: Schema.optional(Schema.Boolean),
  delegation: Schema.optional(Schema.Boolean),
  remove_all: Schema.optional(Schema.Boolean),
  edit_available: Schema.optional(Schema.Boolean),
});

export const SessionData = Schema.Struct({
  user: Schema.Struct({
    id: Schema.Int,
    client_id: Schema.Int,
    email: Schema.String,
    first_name: Schema.String,
    last_name: Schema.String,
    language: Schema.String,
    avatar_id: Schema.NullOr(Schema.Int),
    is_manager: Schema.Boolean,
    role_id: Schema.Int,
    custom_role_id: Schema.NullOr(Schema.Int),
  }),
  role: Schema.Struct({ id: Schema.Int, name: Schema.String, routes_permissions: Schema.Record(Schema.String, RoutePermission) }),
  custom_role: Schema.NullOr(
    Schema.Struct({ id: Schema.Int, name: Schema.String, routes: Schema.Record(Schema.String, RoutePermission), is_manager_available: Schema.Boolean }),
  ),
  /** The effective permissions: the custom role's routes if any, else the system role's. */
  permissions: Schema.Record(Schema.String, RoutePermission),
  client: Schema.Struct({
    id: Schema.Int, name: Schema.String, language: Schema.String, time_zone: Schema.String,
    date_format: Schema.String, time_format: Schema.String,
  }),
  features: Schema.Struct({
    integration: Schema.Boolean, assessment: Schema.Boolean, development_plan: Schema.Boolean, news: Schema.Boolean,
    courses: Schema.Boolean,
  }),
  startup: Schema.Struct({
    directory_login: Schema.Boolean, identity_server_login: Schema.Boolean, object_storage: Schema.Boolean,
    integration_available: Schema.Boolean,
  }),
  password_expired: Schema.Boolean,
  /** How many tracks the person has of each kind (not removed): the menu hides learning without any (spec 000 Menus). */
  tracks: Schema.Struct({ onboarding: Schema.Int, growth: Schema.Int }),
  notifications_base: Schema.String,
  side_menu: Schema.Literals(["new", "classic"]),
  app_version: Schema.String,
});
export type SessionData = typeof SessionData.Type;

/** A password link; `uid` only when it was not mailed (the client has no mail transport) and the admin passes it on. */
export const ResetLink = Schema.Struct({ user_id: Schema.Int, uid: Schema.optional(Schema.String), expires_at: Schema.String, mailed: Schema.Boolean });

/** The signed-in user's own session and password. */
export class AccountGroup extends HttpApiGroup.make("account")
  .add(HttpApiEndpoint.get("getSessionData", "/getSessionData", { success: SessionData }))
  .add(
    HttpApiEndpoint.post("changePassword", "/changePassword", {
      payload: Schema.Struct({ old_password: EncryptedPassword, new_password: EncryptedPassword }),
      success: HttpApiSchema.NoContent,
      error: [Invalid, Forbidden, Conflict],
    }),
  )
  .add(
    HttpApiEndpoint.post("resetUserPasswordBatch", "/resetUserPasswordBatch", {
      payload: Schema.Struct({ user_ids: Schema.Array(Int32).check(Schema.isMinLength(1), Schema.isMaxLength(1000)) }),
      success: Schema.Struct({ links: Schema.Array(ResetLink) }),
      error: [Invalid, Forbidden, NotFound, Conflict],
    }),
  )
  .middleware(Authorization) {}
