import { createFileRoute } from "@tanstack/react-router";
import { GroupPage } from "../../../../../features/groups/GroupPage";
import { ensureQuery, loadAll } from "../../../../../app/loaders";
import { groupQuery, groupTracksQuery, groupUsersQuery } from "../../../../../features/groups/queries";
import { idOf } from "../../../../../app/routeParams";

export const Route = createFileRoute("/{-$locale}/_app/users/groups/$group")({
  staticData: { title: "groups.title", access: { section: "groups" } },
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.group);
    if (id === null) return;
    return loadAll(ensureQuery(queryClient, groupQuery(id)), ensureQuery(queryClient, groupUsersQuery(id)), ensureQuery(queryClient, groupTracksQuery(id)));
  },
  component: function GroupRoute() {
    const { group } = Route.useParams();
    return <GroupPage key={group} id={Number(group)} />;
  },
});
