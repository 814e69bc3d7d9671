import { createFileRoute } from "@tanstack/react-router";
import { UserPage } from "../../../../features/users/UserPage";

export const Route = createFileRoute("/{-$locale}/_app/users/$user")({
  staticData: { title: "users.title", access: { section: "users" } },
  component: function UserRoute() {
    const { user } = Route.useParams();
    return <UserPage key={user} id={Number(user)} />;
  },
});
