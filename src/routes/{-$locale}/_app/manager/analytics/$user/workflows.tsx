import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { managerAccess } from "../../../../../../features/users/manager/access";
import { userTracksQuery } from "../../../../../../features/users/queries";

// The report's workflows tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/workflows")({
  staticData: { title: "users.tab.workflows", access: managerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.user);
    return id === null ? undefined : ensureQuery(context.queryClient, userTracksQuery(id, "reports"));
  },
  component: () => null,
});
