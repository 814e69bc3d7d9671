// users/{user} → activities: the person's tasks across their tracks (track, task, type, state in its colour, dates),
// 30 a page by `last_id`. The states and their colours are the learning pages' (spec 000 §4).
import { useInfiniteQuery } from "@tanstack/react-query";
import { Badge } from "../../../../ui/components/Badge";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../../ui/components/Table";
import { keysetRows } from "../../../app/lists/keysetPages";
import { LoadMore } from "../../../app/lists/LoadMore";
import { DateText } from "../../learning/DateText";
import { stateLabel, stateTone } from "../../learning/states";
import { useT } from "../../lists/useT";
import { typeKey } from "../../workflows/track/elementForm";
import type { ViewScope } from "../../../../services/contract/userProgress";
import { userActivitiesQuery } from "../queries";

/** `scope` "reports": on the manager's analytics page (only their reports answer). */
export function ActivitiesTab({ userId, scope }: { userId: number; scope?: ViewScope }) {
  const t = useT();
  const query = useInfiniteQuery(userActivitiesQuery(userId, scope));
  const rows = keysetRows(query.data);
  if (query.isPending) return <Spinner label={t("lists.loading")} />;
  if (query.isError)
    return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} />;
  if (rows.length === 0) return <EmptyState title={t("users.activities.empty")} headingLevel={2} />;
  return (
    <>
      <Table aria-label={t("users.tab.activities")} isBusy={query.isFetchingNextPage} data-testid="user-activities">
        <TableHeader>
          <Column isRowHeader>{t("users.activities.task")}</Column>
          <Column>{t("users.activities.track")}</Column>
          <Column>{t("users.activities.type")}</Column>
          <Column>{t("users.activities.state")}</Column>
          <Column>{t("users.activities.start")}</Column>
          <Column>{t("users.activities.end")}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(r) => (
            <Row id={r.id}>
              <Cell>{r.title}</Cell>
              <Cell>{r.workflow_name}</Cell>
              <Cell>{t(`workflows.elementType.${typeKey(r.type_id)}`)}</Cell>
              <Cell>
                <Badge tone={stateTone[r.state]} dot>
                  {t(stateLabel(r.state))}
                </Badge>
              </Cell>
              <Cell>{r.start_date ? <DateText value={r.start_date} /> : t("users.activities.noDate")}</Cell>
              <Cell>{r.end_date ? <DateText value={r.end_date} /> : t("users.activities.noDate")}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LoadMore query={query} label={t("users.progress.more")} pendingLabel={t("lists.loading")} />
    </>
  );
}
