import { Context, Schema } from "effect";
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api";
import { Invalid, Unauthorized, UserBlocked } from "./errors.js";
import type { Permissions } from "./permissions.js";

/** The signed-in user as the server knows it for one request. */
export interface SessionUser {
  readonly userId: number;
  readonly clientId: number;
  readonly roleId: number;
  readonly customRoleId: number | null;
  readonly sessionId: number;
  readonly language: string;
  /** Whether someone reports to this user (manager_id or functional_manager_id). */
  readonly isManager: boolean;
  /** The effective permissions (custom role's routes, else the system role's), without `manager` unless isManager. */
  readonly permissions: Permissions;
  /**
   * The custom role's user-access rule and the user's unit, read with the session (and cached with it, so they
   * change when the role or the user does). Absent where a SessionUser is made without a session: read them then.
   */
  readonly access?: { readonly ownUnitsOnly: boolean; readonly unitId: number | null };
}

export class CurrentUser extends Context.Service<CurrentUser, SessionUser>()("stride/CurrentUser") {}

/** Bearer-token authentication for every group that needs a signed-in user. */
export class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: CurrentUser }>()(
  "stride/Authorization",
  { error: [Unauthorized, UserBlocked], security: { bearer: HttpApiSecurity.bearer } },
) {}

/** Turns the empty 400 of a decode failure into an `Invalid` that names the fields. */
export class SchemaErrors extends HttpApiMiddleware.Service<SchemaErrors>()("stride/SchemaErrors", {
  error: Invalid,
}) {}

export const IdParam = Schema.Struct({ id: Schema.FiniteFromString });
