import { createFileRoute } from "@tanstack/react-router";
import { UsersPage } from "../../../../features/users/UsersPage";
import { ensureQuery } from "../../../../app/loaders";
import { savedFiltersQuery } from "../../../../features/lists/queries";

export const Route = createFileRoute("/{-$locale}/_app/users/")({
  staticData: {
    title: "users.title",
    access: { section: "users" },
    menu: { group: "users", label: "nav.users", description: "dashboard.card.users", icon: "users", order: 10 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, savedFiltersQuery("users")),
  component: UsersPage,
});
