import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../../features/devPlans/access";
import { ensureInfinite } from "../../../../../../../../app/loaders";
import { canceledPlansQuery } from "../../../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../../../app/routeParams";

// The tab's content is drawn by the tabs' layout (_tabs/route.tsx), which stays mounted across its tabs.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/_tabs/canceledPlans")({
  staticData: { title: "devPlans.admin.managementTitle", access: devPlansAdminAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureInfinite(context.queryClient, canceledPlansQuery(id));
  },
  component: () => null,
});
