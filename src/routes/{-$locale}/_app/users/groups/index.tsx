import { createFileRoute } from "@tanstack/react-router";
import { GroupsPage } from "../../../../../features/groups/GroupsPage";
import { ensureQuery } from "../../../../../app/loaders";
import { groupsQuery } from "../../../../../features/groups/queries";

export const Route = createFileRoute("/{-$locale}/_app/users/groups/")({
  staticData: {
    title: "groups.title",
    access: { section: "groups" },
    menu: { group: "users", label: "nav.groups", description: "dashboard.card.groups", icon: "team", order: 20 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, groupsQuery()),
  component: GroupsPage,
});
