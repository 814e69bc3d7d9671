import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../features/devPlans/access";
import { ANALYTICS_TABS, AnalyticsPage, type AnalyticsTab } from "../../../../../../../features/devPlans/admin/analytics/AnalyticsPage";
import { ensureInfinite } from "../../../../../../../app/loaders";
import { planUsersQuery } from "../../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../../app/routeParams";

export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/analytics/{-$tab}")({
  staticData: { title: "devPlans.admin.analyticsTitle", access: devPlansAdminAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureInfinite(context.queryClient, planUsersQuery(id));
  },
  component: Page,
});

function Page() {
  const { id, tab } = Route.useParams();
  const current: AnalyticsTab = ANALYTICS_TABS.includes(tab as AnalyticsTab) ? (tab as AnalyticsTab) : "results";
  return <AnalyticsPage planId={Number(id)} tab={current} />;
}
