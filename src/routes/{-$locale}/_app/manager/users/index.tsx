import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { savedFiltersQuery } from "../../../../../features/lists/queries";
import { managerAccess } from "../../../../../features/users/manager/access";
import { ManagerUsersPage } from "../../../../../features/users/manager/ManagerUsersPage";

export const Route = createFileRoute("/{-$locale}/_app/manager/users/")({
  staticData: {
    title: "users.manager.title",
    access: managerAccess,
    menu: { group: "manager", label: "users.manager.nav", description: "users.manager.navDescription", icon: "users", order: 10 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, savedFiltersQuery("team")),
  component: ManagerUsersPage,
});
