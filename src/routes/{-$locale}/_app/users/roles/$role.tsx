import { createFileRoute } from "@tanstack/react-router";
import { RolePage } from "../../../../../features/roles/RolePage";

export const Route = createFileRoute("/{-$locale}/_app/users/roles/$role")({
  staticData: { title: "roles.title", access: { section: "roles" } },
  component: function RoleRoute() {
    const { role } = Route.useParams();
    return <RolePage key={role} param={role} />;
  },
});
