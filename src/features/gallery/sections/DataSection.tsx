// The table shell with rows, and in its empty, loading and error states.
import { useMemo, useState } from "react";
import type { SortDescriptor } from "react-aria-components";
import { Badge, type BadgeTone } from "../../../../ui/components/Badge";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Cell, Column, Row, SelectionCell, SelectionColumn, Table, TableBody, TableHeader } from "../../../../ui/components/Table";
import { Grid, Group, Section, Specimen, useT } from "../parts";

interface Person {
  id: number;
  name: string;
  plan: string;
  progress: number;
  status: [string, BadgeTone];
}

function Header({ selectable }: { selectable?: boolean }) {
  const t = useT();
  return (
    <TableHeader>
      {selectable && <SelectionColumn />}
      <Column id="name" isRowHeader allowsSorting>
        {t("gallery.data.name")}
      </Column>
      <Column id="plan" allowsSorting>
        {t("gallery.data.plan")}
      </Column>
      <Column id="progress" allowsSorting>
        {t("gallery.data.progress")}
      </Column>
      <Column id="status">{t("gallery.data.status")}</Column>
    </TableHeader>
  );
}

export function DataSection() {
  const t = useT();
  const [sort, setSort] = useState<SortDescriptor>({ column: "name", direction: "ascending" });
  const onboarding = t("gallery.data.planOnboarding");
  const sales = t("gallery.data.planSales");
  const leadership = t("gallery.data.planLeadership");
  const inProgress = t("gallery.sample.inProgress");
  const completed = t("gallery.sample.completed");
  const overdue = t("gallery.sample.overdue");
  const planned = t("gallery.sample.planned");
  const rows = useMemo(() => {
    // Sample people (names are data, written as they are in every language).
    const people: Person[] = [
      { id: 1, name: "Anna Petrova", plan: onboarding, progress: 80, status: [inProgress, "primary"] },
      { id: 2, name: "Ivan Smirnov", plan: sales, progress: 100, status: [completed, "success"] },
      { id: 3, name: "Maria Ivanova", plan: leadership, progress: 20, status: [overdue, "danger"] },
      { id: 4, name: "Oleg Kuznetsov", plan: onboarding, progress: 0, status: [planned, "neutral"] },
    ];
    const key = sort.column as "name" | "plan" | "progress";
    const sorted = [...people].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === "descending" ? sorted.reverse() : sorted;
  }, [sort, onboarding, sales, leadership, inProgress, completed, overdue, planned]);
  return (
    <Section id="data" title={t("gallery.section.data")}>
      <Group title={t("gallery.data.table")} plain>
        <Table aria-label={t("gallery.data.participants")} selectionMode="multiple" defaultSelectedKeys={[2]} sortDescriptor={sort} onSortChange={setSort}>
          <Header selectable />
          <TableBody items={rows}>
            {(p) => (
              <Row id={p.id}>
                <SelectionCell />
                <Cell>{p.name}</Cell>
                <Cell>{p.plan}</Cell>
                <Cell>{p.progress}%</Cell>
                <Cell>
                  <Badge tone={p.status[1]} dot>
                    {p.status[0]}
                  </Badge>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Group>
      <Group title={t("gallery.data.states")} plain>
        <Grid wide>
          <Specimen label={t("gallery.state.empty")}>
            <Table aria-label={t("gallery.data.participantsEmpty")}>
              <Header />
              <TableBody items={[] as Person[]} emptyState={<EmptyState title={t("gallery.data.noParticipants")} description={t("gallery.data.noParticipantsText")} />}>
                {() => <Row />}
              </TableBody>
            </Table>
          </Specimen>
          <Specimen label={t("gallery.state.loading")}>
            <Table aria-label={t("gallery.data.participantsLoading")}>
              <Header />
              <TableBody items={[] as Person[]} isLoading loadingState={<Spinner size={24} label={t("gallery.feedback.loadingLabel")} />}>
                {() => <Row />}
              </TableBody>
            </Table>
          </Specimen>
          <Specimen label={t("gallery.state.error")}>
            <Table aria-label={t("gallery.data.participantsFailed")}>
              <Header />
              <TableBody
                items={[] as Person[]}
                emptyState={
                  <ErrorState title={t("gallery.data.loadFailed")} description={t("gallery.data.loadFailedText")} retryLabel={t("gallery.common.retry")} onRetry={() => {}} />
                }
              >
                {() => <Row />}
              </TableBody>
            </Table>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
