import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../features/devPlans/access";
import { ManagementPage } from "../../../../../../../features/devPlans/admin/management/ManagementPage";
import { ensureInfinite } from "../../../../../../../app/loaders";
import { canceledPlansQuery } from "../../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../../app/routeParams";

export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/canceledPlans")({
  staticData: { title: "devPlans.admin.managementTitle", access: devPlansAdminAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureInfinite(context.queryClient, canceledPlansQuery(id));
  },
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <ManagementPage planId={Number(id)} tab="canceledPlans" />;
}
