// users/{user} → tests and forms: the form, test and feedback tasks the person submitted (a test with its score),
// 30 a page by `last_id`; "Answers" opens their answers, each question marked right or wrong for a test (the
// server checks them with the form builder's correctness rules, the ones the completion scored with).
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../../ui/components/Table";
import { keysetRows } from "../../../app/lists/keysetPages";
import { LoadMore } from "../../../app/lists/LoadMore";
import { DateText } from "../../learning/DateText";
import { useT } from "../../lists/useT";
import { typeKey } from "../../workflows/track/elementForm";
import type { UserFormResult } from "../api";
import type { ViewScope } from "../../../../services/contract/userProgress";
import { userFormResultsQuery } from "../queries";
import { AnswersDialog } from "./AnswersDialog";
import { Score } from "./Score";

/** `scope` "reports": on the manager's analytics page (only their reports answer). */
export function TestsTab({ userId, scope }: { userId: number; scope?: ViewScope }) {
  const t = useT();
  const query = useInfiniteQuery(userFormResultsQuery(userId, scope));
  const rows = keysetRows(query.data);
  const [open, setOpen] = useState<UserFormResult | null>(null);
  if (query.isPending) return <Spinner label={t("lists.loading")} />;
  if (query.isError)
    return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} />;
  if (rows.length === 0) return <EmptyState title={t("users.tests.empty")} headingLevel={2} />;
  return (
    <>
      <Table aria-label={t("users.tab.tests")} isBusy={query.isFetchingNextPage} data-testid="user-tests">
        <TableHeader>
          <Column isRowHeader>{t("users.activities.task")}</Column>
          <Column>{t("users.activities.track")}</Column>
          <Column>{t("users.activities.type")}</Column>
          <Column>{t("users.tests.completed")}</Column>
          <Column>{t("users.tests.result")}</Column>
          <Column>{t("users.tests.answers")}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(r) => (
            <Row id={r.id}>
              <Cell>{r.title}</Cell>
              <Cell>{r.workflow_name}</Cell>
              <Cell>{t(`workflows.elementType.${typeKey(r.type_id)}`)}</Cell>
              <Cell>{r.completed_at ? <DateText value={r.completed_at} /> : t("users.activities.noDate")}</Cell>
              <Cell>{r.score ? <Score score={r.score} /> : t("users.tests.submitted")}</Cell>
              <Cell>
                <Button variant="secondary" size="sm" onPress={() => setOpen(r)} aria-label={t("users.tests.answersOf", { title: r.title })}>
                  {t("users.tests.answers")}
                </Button>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <LoadMore query={query} label={t("users.progress.more")} pendingLabel={t("lists.loading")} />
      {open && <AnswersDialog userId={userId} scope={scope} result={open} onClose={() => setOpen(null)} />}
    </>
  );
}
