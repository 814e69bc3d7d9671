import { createFileRoute } from "@tanstack/react-router";
import { UserPage } from "../../../../features/users/UserPage";
import { ensureQuery, loadAll } from "../../../../app/loaders";
import { userGroupsQuery, userQuery, userSessionsQuery } from "../../../../features/users/queries";
import { idOf } from "../../../../app/routeParams";

export const Route = createFileRoute("/{-$locale}/_app/users/$user")({
  staticData: { title: "users.title", access: { section: "users" } },
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.user);
    if (id === null) return;
    return loadAll(ensureQuery(queryClient, userQuery(id)), ensureQuery(queryClient, userGroupsQuery(id)), ensureQuery(queryClient, userSessionsQuery(id)));
  },
  component: function UserRoute() {
    const { user } = Route.useParams();
    return <UserPage key={user} id={Number(user)} />;
  },
});
