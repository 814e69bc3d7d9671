import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../../app/loaders";
import { idOf } from "../../../../../../app/routeParams";
import { managerAccess } from "../../../../../../features/users/manager/access";
import { timeToCompleteQuery } from "../../../../../../features/learning/profile/queries";

// The report's timeToComplete tab; the page is the layout's (route.tsx).
export const Route = createFileRoute("/{-$locale}/_app/manager/analytics/$user/timeToComplete")({
  staticData: { title: "learning.time.title", access: managerAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.user);
    return id === null ? undefined : ensureInfinite(context.queryClient, timeToCompleteQuery(id, "reports"));
  },
  component: () => null,
});
