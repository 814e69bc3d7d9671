import { createFileRoute, redirect } from "@tanstack/react-router";
import { managerAccess } from "../../../../../../features/users/manager/access";
import { managerPathsFor } from "../../../../../../features/users/manager/paths";

// /manager/analytics/{user}: the first tab's address.
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/")({
  staticData: { access: managerAccess },
  beforeLoad: ({ params }) => {
    throw redirect({ href: managerPathsFor(params.locale ?? "ru").report(params.user), replace: true });
  },
});
