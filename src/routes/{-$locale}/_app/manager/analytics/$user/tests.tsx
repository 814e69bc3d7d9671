import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { managerAccess } from "../../../../../../features/users/manager/access";
import { userFormResultsQuery } from "../../../../../../features/users/queries";

// The report's tests tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/tests")({
  staticData: { title: "users.tab.tests", access: managerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.user);
    return id === null ? undefined : ensureInfinite(context.queryClient, userFormResultsQuery(id, "reports"));
  },
  component: () => null,
});
