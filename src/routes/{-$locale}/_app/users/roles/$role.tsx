import { createFileRoute } from "@tanstack/react-router";
import { RolePage } from "../../../../../features/roles/RolePage";
import { ensureQuery, loadAll } from "../../../../../app/loaders";
import { customRoleQuery, roleParam, roleUsersQuery, systemRolesQuery } from "../../../../../features/roles/queries";

export const Route = createFileRoute("/{-$locale}/_app/users/roles/$role")({
  staticData: { title: "roles.title", access: { section: "roles" } },
  loader: ({ context: { queryClient }, params }) => {
    const { systemId, id } = roleParam(params.role);
    if (!Number.isInteger(id) || id < 1) return;
    return loadAll(
      systemId === null ? ensureQuery(queryClient, customRoleQuery(id)) : ensureQuery(queryClient, systemRolesQuery()),
      ensureQuery(queryClient, roleUsersQuery(params.role)),
    );
  },
  component: function RoleRoute() {
    const { role } = Route.useParams();
    return <RolePage key={role} param={role} />;
  },
});
