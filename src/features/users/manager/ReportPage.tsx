// /manager/analytics/{user}/{tab}: one of the manager's reports and their progress (spec 000 §2, Manager area), in
// the tabs the users page has for it (workflows, activities, tests with answers, time to complete), each tab its own
// address under one layout route, which keeps this page and the keyboard's tab mounted. Every read asks with
// scope "reports": only the manager's own reports answer, anyone else is the not-found error.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Breadcrumbs } from "../../../../ui/components/Breadcrumbs";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { TimeToComplete } from "../../learning/profile/TimeToComplete";
import * as ls from "../../lists/lists.css";
import { useT } from "../../lists/useT";
import * as p from "../../shell/page.css";
import { ProfileTable } from "../ProfileTable";
import { ActivitiesTab } from "../progress/ActivitiesTab";
import { TestsTab } from "../progress/TestsTab";
import { reportQuery, userTracksQuery } from "../queries";
import { UserIdentity } from "../UserHeader";
import * as s from "../users.css";
import { type ReportTab, useManagerPaths } from "./paths";

export function ReportPage({ id, tab }: { id: number; tab: ReportTab }) {
  const t = useT();
  const paths = useManagerPaths();
  const navigate = useNavigate();
  const user = useQuery(reportQuery(id));
  if (user.isPending) return <Spinner label={t("lists.loading")} />;
  if (user.isError)
    // someone who is not the manager's report answers 404 like an unknown id: the page keeps its heading and way back
    return (
      <div className={p.page}>
        <Breadcrumbs label={t("nav.breadcrumbs")} items={[{ label: t("users.manager.title"), href: paths.users }]} />
        <h1 className={p.pageTitle}>{t("users.manager.title")}</h1>
        <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void user.refetch()} isRetrying={user.isFetching} headingLevel={2} />
      </div>
    );
  const u = user.data;
  const choose = (key: ReportTab) => {
    if (key !== tab) void navigate({ href: paths.report(id, key) });
  };
  return (
    <div className={p.page}>
      <Breadcrumbs label={t("nav.breadcrumbs")} items={[{ label: t("users.manager.title"), href: paths.users }, { label: u.full_name }]} />
      <header className={s.header}>
        <UserIdentity user={u}>
          <span className={ls.muted}>{u.email}</span>
        </UserIdentity>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(k) => choose(k as ReportTab)}>
        <TabList aria-label={t("users.manager.tabs", { name: u.full_name })}>
          <Tab id="workflows">{t("users.tab.workflows")}</Tab>
          <Tab id="activities">{t("users.tab.activities")}</Tab>
          <Tab id="tests">{t("users.tab.tests")}</Tab>
          <Tab id="timeToComplete">{t("learning.time.title")}</Tab>
        </TabList>
        <TabPanel id="workflows" className={s.panel}>
          {tab === "workflows" && <Workflows id={id} />}
        </TabPanel>
        <TabPanel id="activities" className={s.panel}>
          {tab === "activities" && <ActivitiesTab userId={id} scope="reports" />}
        </TabPanel>
        <TabPanel id="tests" className={s.panel}>
          {tab === "tests" && <TestsTab userId={id} scope="reports" />}
        </TabPanel>
        <TabPanel id="timeToComplete" className={s.panel}>
          {tab === "timeToComplete" && <TimeToComplete userId={id} headingLevel={2} scope="reports" />}
        </TabPanel>
      </Tabs>
    </div>
  );
}

function Workflows({ id }: { id: number }) {
  const t = useT();
  const tracks = useQuery(userTracksQuery(id, "reports"));
  return <ProfileTable query={tracks} label={t("users.tab.workflows")} empty={t("users.workflows.empty")} />;
}
