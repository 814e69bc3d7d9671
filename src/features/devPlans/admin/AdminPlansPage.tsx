// management/development-plan: the administrator's development plans (campaigns) with their stage, appointment
// type, members and dates; canceled ones on their own tab. "Create" starts a plan and opens its settings.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Cell, Column } from "../../../../ui/components/Table";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import * as p from "../../shell/page.css";
import { DateText, StageBadge, useT } from "../common";
import * as s from "../devPlans.css";
import { appointmentLabel } from "../labels";
import { usePaths } from "../paths";
import { PagedTable } from "../PagedTable";
import { plansQuery } from "../queries";
import { CreatePlanDialog } from "./CreatePlanDialog";

function PlansTable({ canceled, label }: { canceled: boolean; label: string }) {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(plansQuery(canceled));
  return (
    <PagedTable
      query={query}
      label={label}
      href={(row) => paths.adminPlan(row.id)}
      emptyTitle={t(canceled ? "devPlans.admin.canceledEmpty" : "devPlans.admin.empty")}
      emptyText={canceled ? undefined : t("devPlans.admin.emptyText")}
      columns={
        <>
          <Column id="name" isRowHeader>
            {t("devPlans.field.name")}
          </Column>
          <Column id="stage">{t("devPlans.field.stage")}</Column>
          <Column id="appointment">{t("devPlans.field.appointment")}</Column>
          <Column id="members">{t("devPlans.field.members")}</Column>
          <Column id="dates">{t("devPlans.field.dates")}</Column>
        </>
      }
      cells={(row) => (
        <>
          <Cell>
            <span className={s.tableLink}>{row.name}</span>
          </Cell>
          <Cell>
            <StageBadge stage={row.stage_id} status={row.status_id} />
          </Cell>
          <Cell>{t(appointmentLabel(row.appointment_type_id))}</Cell>
          <Cell>{row.members_count}</Cell>
          <Cell>
            {row.start_date || row.end_date ? (
              <>
                <DateText value={row.start_date} /> – <DateText value={row.end_date} />
              </>
            ) : (
              "—"
            )}
          </Cell>
        </>
      )}
    />
  );
}

export function AdminPlansPage() {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("devPlans.admin.title")}</h1>
          <p className={p.pageLead}>{t("devPlans.admin.lead")}</p>
        </div>
        <Button onPress={() => setCreating(true)}>{t("devPlans.admin.create")}</Button>
      </header>
      <Tabs defaultSelectedKey="current">
        <TabList aria-label={t("devPlans.admin.title")}>
          <Tab id="current">{t("devPlans.admin.current")}</Tab>
          <Tab id="canceled">{t("devPlans.admin.canceled")}</Tab>
        </TabList>
        <TabPanel id="current" className={s.panel}>
          <PlansTable canceled={false} label={t("devPlans.admin.current")} />
        </TabPanel>
        <TabPanel id="canceled" className={s.panel}>
          <PlansTable canceled label={t("devPlans.admin.canceled")} />
        </TabPanel>
      </Tabs>
      {creating && <CreatePlanDialog onClose={() => setCreating(false)} onCreated={(id) => void navigate({ href: paths.adminSettings(id, "general") })} />}
    </div>
  );
}
