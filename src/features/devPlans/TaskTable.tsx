// A keyset-paged table of employee plans (tasks): plan, employee, state, goals, dates. Each row opens the plan.
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button } from "../../../ui/components/Button";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../ui/components/Table";
import type { TaskRow } from "./api";
import { AppointmentBadge, DateText, fullName, TableEmpty, TaskStateBadge, useT } from "./common";
import * as s from "./devPlans.css";
import { rowsOf } from "./queries";

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
  const rows = rowsOf(query.data);
  return (
    <>
      <Table aria-label={label}>
        <TableHeader>
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
        </TableHeader>
        <TableBody
          items={rows}
          isLoading={query.isPending}
          loadingState={undefined}
          emptyState={<TableEmpty query={query} title={emptyTitle} description={emptyText} />}
        >
          {(row) => (
            <Row id={row.id} href={href(row)}>
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
            </Row>
          )}
        </TableBody>
      </Table>
      <LoadMore query={query} />
    </>
  );
}

/** "Load more" under a keyset-paged list, while the server has more pages. */
export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <div className={s.center} style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("app.loading")}>
        {t("app.loadMore")}
      </Button>
    </div>
  );
}
