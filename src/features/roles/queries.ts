// Server state of the roles: keys and queryOptions factories. The keys sit under the users area's
// (`["users", "roles", …]`), so a change to a user refreshes the roles' user counts too.
import { queryOptions } from "@tanstack/react-query";
import { customRoles, getCustomRole, roleUsers, systemRoles } from "../users/api";

export const rolesKeys = {
  all: ["users", "roles"] as const,
  custom: (id: number) => ["users", "roles", "custom", id] as const,
};

export const systemRolesQuery = () => queryOptions({ queryKey: [...rolesKeys.all, "system"], queryFn: ({ signal }) => systemRoles(signal) });
export const customRolesQuery = () => queryOptions({ queryKey: [...rolesKeys.all, "custom"], queryFn: ({ signal }) => customRoles(signal) });
export const customRoleQuery = (id: number) => queryOptions({ queryKey: rolesKeys.custom(id), queryFn: ({ signal }) => getCustomRole(id, signal) });

/** A role page's `param`: `system-N` for a system role, the id of a custom one. */
export const roleParam = (param: string) => {
  const systemId = param.startsWith("system-") ? Number(param.slice(7)) : null;
  return { systemId, id: systemId ?? Number(param) };
};
/** The users holding the role of a role page's `param`. */
export const roleUsersQuery = (param: string) => {
  const { systemId, id } = roleParam(param);
  return queryOptions({ queryKey: [...rolesKeys.all, param, "users"], queryFn: ({ signal }) => roleUsers(id, systemId === null, signal) });
};
