// growth/development-plans: the signed-in employee's own development plans.
import { useInfiniteQuery } from "@tanstack/react-query";
import * as p from "../../shell/page.css";
import { useT } from "../common";
import { usePaths } from "../paths";
import { tasksQuery } from "../queries";
import { TaskTable } from "../TaskTable";

export function MyPlansPage() {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(tasksQuery("mine"));
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("devPlans.my.title")}</h1>
          <p className={p.pageLead}>{t("devPlans.my.lead")}</p>
        </div>
      </header>
      <TaskTable
        query={query}
        label={t("devPlans.my.title")}
        href={(row) => paths.myPlan(row.id)}
        emptyTitle={t("devPlans.my.empty")}
        emptyText={t("devPlans.my.emptyText")}
      />
    </div>
  );
}
