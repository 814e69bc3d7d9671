import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../features/devPlans/access";
import { PlanAdminLayout } from "../../../../../../features/devPlans/admin/PlanAdminLayout";

// One development plan for its administrator: settings, management and analytics below.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id")({
  staticData: { title: "devPlans.admin.planTitle", access: devPlansAdminAccess },
  component: Layout,
});

function Layout() {
  const { id } = Route.useParams();
  return <PlanAdminLayout planId={Number(id)} />;
}
