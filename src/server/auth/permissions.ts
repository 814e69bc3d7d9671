import { Effect } from "effect";
import { Forbidden, Messages } from "../../../services/contract/errors.js";
import {
  allows, type Flag, type Permissions, type Section, SystemRolePermissions,
} from "../../../services/contract/permissions.js";
import { CurrentUser, type SessionUser } from "../../../services/contract/security.js";

/** What a user row says about roles, as the session query and getSessionData read it. */
export interface RoleFacts {
  readonly role_id: number;
  readonly is_manager: boolean;
  readonly custom_routes: Permissions | null;
  readonly is_manager_available: boolean | null;
}

/**
 * The effective permissions: the custom role's routes if the user has one, else the system role's. The
 * manager section needs a user who manages someone (and, for a custom role, its is_manager_available flag).
 */
export const effectivePermissions = (facts: RoleFacts): Permissions => {
  const base = facts.custom_routes ?? SystemRolePermissions[facts.role_id] ?? {};
  const managerAllowed = facts.is_manager && (facts.custom_routes === null || facts.is_manager_available === true);
  if (managerAllowed || !base.manager) return base;
  const { manager: _manager, ...rest } = base;
  return rest;
};

const forbidden = (section: Section, flag?: Flag) =>
  new Forbidden({ message: Messages.forbidden, detail: `needs ${section}${flag ? `.${flag}` : ""}` });

/** The signed-in user, failing with 403 unless their role allows the section (and the flag, if given). */
export const requirePermission = (section: Section, flag?: Flag) =>
  Effect.flatMap(Effect.service(CurrentUser), (user) =>
    allows(user.permissions, section, flag) ? Effect.succeed(user) : Effect.fail(forbidden(section, flag)));

/** Whether the user is a platform administrator: may act on another client through `client_id`. */
export const isPlatformAdmin = (user: SessionUser) => allows(user.permissions, "clients", "edit");

/**
 * The client a request acts on: the session's own, or another one only for platform administrators.
 * `requested` is a client id from the query or body (already resolved from a host if one was given).
 */
export const targetClient = (user: SessionUser, requested: number | undefined) =>
  requested === undefined || requested === user.clientId
    ? Effect.succeed(user.clientId)
    : isPlatformAdmin(user)
      ? Effect.succeed(requested)
      : Effect.fail(forbidden("clients", "edit"));
