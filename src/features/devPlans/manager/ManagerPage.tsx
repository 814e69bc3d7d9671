// growth/development-plans/manager: the approver's view. "tasks": plans where the user approves or grades under
// their role model; "users": the people the user relates to, with their plan counts.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../../ui/components/Table";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import * as p from "../../shell/page.css";
import { fullName, useT } from "../common";
import * as s from "../devPlans.css";
import { relationLabel } from "../labels";
import { usePaths } from "../paths";
import { managerUsersQuery, rowsOf, tasksQuery } from "../queries";
import { isLoadingPage, PagedStatus } from "../PagedTable";
import { LoadMore, TaskTable } from "../TaskTable";

export type ManagerTab = "tasks" | "users";

function UsersTable() {
  const t = useT();
  const query = useInfiniteQuery(managerUsersQuery());
  const rows = rowsOf(query.data);
  return (
    <>
      <Table aria-label={t("devPlans.manager.users")} isBusy={isLoadingPage(query)}>
        <TableHeader>
          <Column id="name" isRowHeader>
            {t("devPlans.field.employee")}
          </Column>
          <Column id="relation">{t("devPlans.field.relation")}</Column>
          <Column id="plans">{t("devPlans.field.plans")}</Column>
          <Column id="open">{t("devPlans.field.openPlans")}</Column>
        </TableHeader>
        <TableBody
          items={rows.map((r) => ({ ...r, id: r.user.id }))}
          isLoading={query.isPending}
          loadingState={<Spinner size={24} label={t("lists.loading")} />}
          emptyState={
            query.isError ? (
              <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={3} />
            ) : (
              <EmptyState title={t("devPlans.manager.usersEmpty")} headingLevel={3} />
            )
          }
        >
          {(r) => (
            <Row id={r.id}>
              <Cell>
                <span className={s.strong}>{fullName(r.user)}</span>
                <div className={s.small}>{r.user.email}</div>
              </Cell>
              <Cell>{r.relations.map((x) => t(relationLabel(x))).join(", ")}</Cell>
              <Cell>{r.plans_count}</Cell>
              <Cell>{r.open_plans_count}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <PagedStatus query={query} count={rows.length} />
      <LoadMore query={query} />
    </>
  );
}

export function ManagerPage({ tab }: { tab: ManagerTab }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const tasks = useInfiniteQuery({ ...tasksQuery("approver"), enabled: tab === "tasks" });
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("devPlans.manager.title")}</h1>
          <p className={p.pageLead}>{t("devPlans.manager.lead")}</p>
        </div>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(k) => void navigate({ href: k === "users" ? paths.managerUsers : paths.managerTasks })}>
        <TabList aria-label={t("devPlans.manager.title")}>
          <Tab id="tasks">{t("devPlans.manager.tasks")}</Tab>
          <Tab id="users">{t("devPlans.manager.users")}</Tab>
        </TabList>
        <TabPanel id="tasks" className={s.panel}>
          <TaskTable
            query={tasks}
            label={t("devPlans.manager.tasks")}
            href={(row) => paths.managerPlan(row.id)}
            showOwner
            emptyTitle={t("devPlans.manager.tasksEmpty")}
            emptyText={t("devPlans.manager.tasksEmptyText")}
          />
        </TabPanel>
        <TabPanel id="users" className={s.panel}>
          <UsersTable />
        </TabPanel>
      </Tabs>
    </div>
  );
}
