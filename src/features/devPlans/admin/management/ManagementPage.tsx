// management/development-plan/{id}/management/{progress|users|canceledPlans}: the running plan for its
// administrator – the progress of every member, their plans, and the canceled plans listed apart.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Tab, TabList, TabPanel, Tabs } from "../../../../../ui/components/Tabs";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import { usePaths } from "../../paths";
import { canceledPlansQuery, planUsersQuery } from "../../queries";
import { TaskTable } from "../../TaskTable";
import { ProgressView } from "./ProgressView";

export const MANAGEMENT_TABS = ["progress", "users", "canceledPlans"] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];

function Members({ planId, canceled }: { planId: number; canceled: boolean }) {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(canceled ? canceledPlansQuery(planId) : planUsersQuery(planId));
  return (
    <TaskTable
      query={query}
      label={t(canceled ? "devPlans.management.canceledPlans" : "devPlans.management.users")}
      href={(row) => paths.adminTask(planId, row.id)}
      showOwner
      showPlan={false}
      showAppointment
      emptyTitle={t(canceled ? "devPlans.management.canceledEmpty" : "devPlans.management.usersEmpty")}
    />
  );
}

export function ManagementPage({ planId, tab }: { planId: number; tab: ManagementTab }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  return (
    <Tabs selectedKey={tab} onSelectionChange={(k) => void navigate({ href: paths.adminManagement(planId, String(k)) })}>
      <TabList aria-label={t("devPlans.admin.section.management")}>
        {MANAGEMENT_TABS.map((k) => (
          <Tab key={k} id={k}>
            {t(`devPlans.management.${k}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="progress" className={s.panel}>
        <ProgressView planId={planId} />
      </TabPanel>
      <TabPanel id="users" className={s.panel}>
        <Members planId={planId} canceled={false} />
      </TabPanel>
      <TabPanel id="canceledPlans" className={s.panel}>
        <Members planId={planId} canceled />
      </TabPanel>
    </Tabs>
  );
}
