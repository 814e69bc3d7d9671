// management/development-plan/{id}/analytics/{results|users}: the plan's outcome – how far members got (the
// share completed and the distribution by status) and each member's plan.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Tab, TabList, TabPanel, Tabs } from "../../../../../ui/components/Tabs";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import { usePaths } from "../../paths";
import { planUsersQuery } from "../../queries";
import { TaskTable } from "../../TaskTable";
import { ProgressView } from "../management/ProgressView";

export const ANALYTICS_TABS = ["results", "users"] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

function Users({ planId }: { planId: number }) {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(planUsersQuery(planId));
  return (
    <TaskTable query={query} label={t("devPlans.analytics.users")} href={(row) => paths.adminTask(planId, row.id)} showOwner showPlan={false} showAppointment
      emptyTitle={t("devPlans.management.usersEmpty")} />
  );
}

export function AnalyticsPage({ planId, tab }: { planId: number; tab: AnalyticsTab }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  return (
    <Tabs selectedKey={tab} onSelectionChange={(k) => void navigate({ href: `${paths.adminPlan(planId)}/analytics/${String(k)}` })}>
      <TabList aria-label={t("devPlans.admin.section.analytics")}>
        {ANALYTICS_TABS.map((k) => (
          <Tab key={k} id={k}>
            {t(`devPlans.analytics.${k}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="results" className={s.panel}>
        <ProgressView planId={planId} />
      </TabPanel>
      <TabPanel id="users" className={s.panel}>
        <Users planId={planId} />
      </TabPanel>
    </Tabs>
  );
}
