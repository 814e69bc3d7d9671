import { createFileRoute } from "@tanstack/react-router";
import { RolesPage } from "../../../../../features/roles/RolesPage";
import { ensureQuery, loadAll } from "../../../../../app/loaders";
import { customRolesQuery, systemRolesQuery } from "../../../../../features/roles/queries";

export const Route = createFileRoute("/{-$locale}/_app/users/roles/")({
  staticData: {
    title: "roles.title",
    access: { section: "roles" },
    menu: { group: "users", label: "nav.roles", description: "dashboard.card.roles", icon: "briefcase", order: 30 },
  },
  loader: ({ context: { queryClient } }) => loadAll(ensureQuery(queryClient, systemRolesQuery()), ensureQuery(queryClient, customRolesQuery())),
  component: RolesPage,
});
