import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../features/devPlans/access";
import { ManagementPage } from "../../../../../../../features/devPlans/admin/management/ManagementPage";

export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/canceledPlans")({
  staticData: { title: "devPlans.admin.managementTitle", access: devPlansAdminAccess },
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <ManagementPage planId={Number(id)} tab="canceledPlans" />;
}
