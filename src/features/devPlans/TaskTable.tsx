// A keyset-paged table of employee plans (tasks): plan, employee, state, goals, dates. Each row opens the plan.
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Cell, Column } from "../../../ui/components/Table";
import type { TaskRow } from "./api";
import { AppointmentBadge, DateText, fullName, TaskStateBadge, useT } from "./common";
import * as s from "./devPlans.css";
import { PagedTable } from "./PagedTable";

type Paged = { readonly items: readonly TaskRow[]; readonly last_id: number | null };

export interface TaskTableProps {
  readonly query: UseInfiniteQueryResult<InfiniteData<Paged>>;
  readonly label: string;
  readonly href: (row: TaskRow) => string;
  /** Show the employee column (approver and administrator views). */
  readonly showOwner?: boolean;
  /** Show the plan column (lists that mix plans). */
  readonly showPlan?: boolean;
  /** Show how the owner was appointed (the administrator's users view). */
  readonly showAppointment?: boolean;
  readonly emptyTitle: string;
  readonly emptyText?: string;
}

export function TaskTable({ query, label, href, showOwner, showPlan = true, showAppointment, emptyTitle, emptyText }: TaskTableProps) {
  const t = useT();
  return (
    <PagedTable
      query={query}
      label={label}
      href={href}
      emptyTitle={emptyTitle}
      emptyText={emptyText}
      columns={
        <>
          {showPlan && (
            <Column id="plan" isRowHeader>
              {t("devPlans.field.plan")}
            </Column>
          )}
          {showOwner && (
            <Column id="owner" isRowHeader={!showPlan}>
              {t("devPlans.field.employee")}
            </Column>
          )}
          {showAppointment && <Column id="appointment">{t("devPlans.field.appointment")}</Column>}
          <Column id="state">{t("devPlans.field.state")}</Column>
          <Column id="goals">{t("devPlans.field.goals")}</Column>
          <Column id="submitted">{t("devPlans.field.submitted")}</Column>
          <Column id="updated">{t("devPlans.field.updated")}</Column>
        </>
      }
      cells={(row) => (
        <>
          {showPlan && (
            <Cell>
              <span className={s.tableLink}>{row.plan_name}</span>
            </Cell>
          )}
          {showOwner && (
            <Cell>
              <span className={showPlan ? undefined : s.tableLink}>{fullName(row.owner)}</span>
            </Cell>
          )}
          {showAppointment && (
            <Cell>
              <AppointmentBadge id={row.appointment_type_id} />
            </Cell>
          )}
          <Cell>
            <TaskStateBadge id={row.state_id} />
          </Cell>
          <Cell>{row.goals_count}</Cell>
          <Cell>
            <DateText value={row.submitted_at} />
          </Cell>
          <Cell>
            <DateText value={row.updated_at} />
          </Cell>
        </>
      )}
    />
  );
}

/** Kept here for the pages that import it with the table. */
export { LoadMore } from "./PagedTable";
