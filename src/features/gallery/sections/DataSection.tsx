// The table shell with rows, and in its empty, loading and error states.
import { useMemo, useState } from "react";
import type { SortDescriptor } from "react-aria-components";
import { Badge, type BadgeTone } from "../../components/Badge";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { Cell, Column, Row, SelectionCell, SelectionColumn, Table, TableBody, TableHeader } from "../../components/Table";
import { Grid, Group, Section, Specimen } from "../parts";

interface Person {
  id: number;
  name: string;
  track: string;
  progress: number;
  status: [string, BadgeTone];
}

const people: Person[] = [
  { id: 1, name: "Anna Petrova", track: "Onboarding", progress: 80, status: ["In progress", "primary"] },
  { id: 2, name: "Ivan Smirnov", track: "Sales academy", progress: 100, status: ["Completed", "success"] },
  { id: 3, name: "Maria Ivanova", track: "Leadership", progress: 20, status: ["Overdue", "danger"] },
  { id: 4, name: "Oleg Kuznetsov", track: "Onboarding", progress: 0, status: ["Planned", "neutral"] },
];

function Header({ selectable }: { selectable?: boolean }) {
  return (
    <TableHeader>
      {selectable && <SelectionColumn />}
      <Column id="name" isRowHeader allowsSorting>
        Name
      </Column>
      <Column id="track" allowsSorting>
        Track
      </Column>
      <Column id="progress" allowsSorting>
        Progress
      </Column>
      <Column id="status">Status</Column>
    </TableHeader>
  );
}

export function DataSection() {
  const [sort, setSort] = useState<SortDescriptor>({ column: "name", direction: "ascending" });
  const rows = useMemo(() => {
    const key = sort.column as "name" | "track" | "progress";
    const sorted = [...people].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === "descending" ? sorted.reverse() : sorted;
  }, [sort]);
  return (
    <Section id="data" title="Data">
      <Group title="Table" plain>
        <Table aria-label="Participants" selectionMode="multiple" defaultSelectedKeys={[2]} sortDescriptor={sort} onSortChange={setSort}>
          <Header selectable />
          <TableBody items={rows}>
            {(p) => (
              <Row id={p.id}>
                <SelectionCell />
                <Cell>{p.name}</Cell>
                <Cell>{p.track}</Cell>
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
      <Group title="Table states" plain>
        <Grid wide>
          <Specimen label="Empty">
            <Table aria-label="Participants, empty">
              <Header />
              <TableBody items={[] as Person[]} emptyState={<EmptyState title="No participants yet" description="Assign the track to people or groups." />}>
                {() => <Row />}
              </TableBody>
            </Table>
          </Specimen>
          <Specimen label="Loading">
            <Table aria-label="Participants, loading">
              <Header />
              <TableBody items={[] as Person[]} isLoading>
                {() => <Row />}
              </TableBody>
            </Table>
          </Specimen>
          <Specimen label="Error">
            <Table aria-label="Participants, failed">
              <Header />
              <TableBody
                items={[] as Person[]}
                emptyState={<ErrorState title="Could not load participants" description="Check the connection and try again." retryLabel="Retry" onRetry={() => {}} />}
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
