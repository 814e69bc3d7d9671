import { createFileRoute } from "@tanstack/react-router";
import { GroupPage } from "../../../../../features/groups/GroupPage";

export const Route = createFileRoute("/{-$locale}/_app/users/groups/$group")({
  staticData: { title: "groups.title", access: { section: "groups" } },
  component: function GroupRoute() {
    const { group } = Route.useParams();
    return <GroupPage key={group} id={Number(group)} />;
  },
});
