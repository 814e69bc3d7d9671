import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../../features/devPlans/access";
import { MANAGEMENT_TABS, ManagementPage, type ManagementTab } from "../../../../../../../../features/devPlans/admin/management/ManagementPage";

// The management tabs (progress, users, canceledPlans) share this pathless layout so that switching tabs, which
// changes the route, keeps one tab list mounted: arrow keys then move focus and selection together.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/management/_tabs")({
  staticData: { access: devPlansAdminAccess },
  component: Layout,
});

function Layout() {
  const { id } = Route.useParams();
  const last = useRouterState({ select: (r) => r.location.pathname.split("/").pop() });
  const tab: ManagementTab = MANAGEMENT_TABS.includes(last as ManagementTab) ? (last as ManagementTab) : "progress";
  return <ManagementPage planId={Number(id)} tab={tab} />;
}
