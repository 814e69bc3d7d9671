// /education/courses: the person's appointed courses under the tabs of spec 000 §2 (all, required, start, in
// progress, overdue), 30 a page each.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { MyCourseTabs } from "../../../../services/contract/courses";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import * as p from "../../shell/page.css";
import type { MyCourseTab } from "../api";
import * as s from "../courses.css";
import { myCoursesQuery, rowsOf } from "../queries";
import { useT } from "../useT";
import { CourseCard } from "./CourseCard";

function TabCourses({ tab }: { tab: MyCourseTab }) {
  const t = useT();
  const query = useInfiniteQuery(myCoursesQuery(tab));
  const items = rowsOf(query.data);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />;
  if (items.length === 0) return <EmptyState title={t(`courses.mine.empty.${tab}`)} headingLevel={2} />;
  return (
    <>
      <ul className={s.cards} aria-busy={query.isFetchingNextPage}>
        {items.map((c) => <li key={c.id}><CourseCard course={c} /></li>)}
      </ul>
      {query.hasNextPage && (
        <div className={s.more}>
          <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("courses.loading")}>
            {t("courses.more")}
          </Button>
        </div>
      )}
    </>
  );
}

export function MyCoursesPage() {
  const t = useT();
  const [tab, setTab] = useState<MyCourseTab>("all");
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("courses.mine.title")}</h1>
          <p className={p.pageLead}>{t("courses.mine.lead")}</p>
        </div>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(k as MyCourseTab)}>
        <TabList aria-label={t("courses.mine.tabs")}>
          {MyCourseTabs.map((k) => <Tab key={k} id={k}>{t(`courses.mine.tab.${k}`)}</Tab>)}
        </TabList>
        {MyCourseTabs.map((k) => <TabPanel key={k} id={k}>{tab === k && <TabCourses tab={k} />}</TabPanel>)}
      </Tabs>
    </div>
  );
}
