// /manager/my-tasks and /manager/my-tasks/today-activities: the tasks the signed-in person does in other people's
// tracks (the manager meets the newcomer, the mentor has a talk), all of them or only today's, 30 a page. The two
// tabs are two addresses under one layout route, which keeps this page (and the keyboard's tab) mounted.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Badge } from "../../../ui/components/Badge";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Link } from "../../../ui/components/Link";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import { keysetRows } from "../../app/lists/keysetPages";
import { LoadMore } from "../../app/lists/LoadMore";
import * as p from "../shell/page.css";
import { DateText } from "./DateText";
import * as s from "./learning.css";
import { usePaths } from "./paths";
import { myTasksQuery } from "./queries";
import { stateLabel, stateTone } from "./states";
import { useT } from "./useT";

type View = "all" | "today";

export function MyTasksPage({ today = false }: { today?: boolean }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const view: View = today ? "today" : "all";
  const choose = (key: View) => {
    if (key === view) return;
    void navigate({ href: key === "today" ? paths.todayActivities : paths.myTasks });
  };
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("learning.myTasks.title")}</h1>
          <p className={p.pageLead}>{t("learning.myTasks.lead")}</p>
        </div>
      </header>
      <Tabs selectedKey={view} onSelectionChange={(k) => choose(k as View)}>
        <TabList aria-label={t("learning.myTasks.tabs")}>
          <Tab id="all">{t("learning.myTasks.tab.all")}</Tab>
          <Tab id="today">{t("learning.myTasks.tab.today")}</Tab>
        </TabList>
        <TabPanel id="all">{!today && <TaskList today={false} />}</TabPanel>
        <TabPanel id="today">{today && <TaskList today />}</TabPanel>
      </Tabs>
    </div>
  );
}

function TaskList({ today }: { today: boolean }) {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(myTasksQuery(today));
  const tasks = keysetRows(query.data);
  return (
    <>
      {query.isPending ? (
        <Spinner label={t("learning.loading")} />
      ) : query.isError ? (
        <ErrorState title={t("learning.loadFailed")} retryLabel={t("learning.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      ) : tasks.length === 0 ? (
        <EmptyState title={t(today ? "learning.myTasks.emptyToday" : "learning.myTasks.empty")} headingLevel={2} />
      ) : (
        <>
          <ul className={s.timeline} aria-label={t("learning.myTasks.listLabel")} aria-busy={query.isFetchingNextPage}>
            {tasks.map((task) => (
              <li key={task.id} className={s.step}>
                <div className={s.stepMain}>
                  <Link href={paths.myTask(task.element_id, task.id)}>{task.title}</Link>
                  <span className={s.muted}>
                    {task.person.name} · {task.workflow_name}
                    {task.end_date && <> · {t("learning.due")} <DateText value={task.end_date} /></>}
                  </span>
                </div>
                <Badge tone={stateTone[task.state]} dot>{t(stateLabel(task.state))}</Badge>
              </li>
            ))}
          </ul>
          <LoadMore query={query} label={t("learning.more")} pendingLabel={t("learning.loading")} />
        </>
      )}
    </>
  );
}
