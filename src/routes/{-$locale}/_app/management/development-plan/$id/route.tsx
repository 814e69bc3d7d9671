import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../features/devPlans/access";
import { PlanAdminLayout } from "../../../../../../features/devPlans/admin/PlanAdminLayout";
import { ensureQuery } from "../../../../../../app/loaders";
import { planQuery } from "../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../app/routeParams";

// One development plan for its administrator: settings, management and analytics below.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id")({
  staticData: { title: "devPlans.admin.planTitle", access: devPlansAdminAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, planQuery(id));
  },
  component: Layout,
});

function Layout() {
  const { id } = Route.useParams();
  return <PlanAdminLayout planId={Number(id)} />;
}
