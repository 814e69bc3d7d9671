import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { managerAccess } from "../../../../../../features/users/manager/access";
import { userActivitiesQuery } from "../../../../../../features/users/queries";

// The report's activities tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/activities")({
  staticData: { title: "users.tab.activities", access: managerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.user);
    return id === null ? undefined : ensureInfinite(context.queryClient, userActivitiesQuery(id, "reports"));
  },
  component: () => null,
});
