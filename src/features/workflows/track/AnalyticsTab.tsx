// workflow/{id}/analytics: how the track's tasks stand across the people who get it (each task's copies by state),
// and the people's completed tests with how many answers were right (keyset pages). Both move as people progress
// (the learning side writes the progress and the answers).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../../ui/components/Table";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { notify } from "../../../app/snackbar/notify";
import { downloadFormData } from "../../learning/api";
import { useT } from "../../lists/useT";
import { activitiesQuery, testResultsQuery } from "../queries";
import * as a from "./assign.css";
import { typeKey } from "./elementForm";
import { PagedList } from "./PagedList";
import * as s from "./track.css";

const STATES = ["planned", "available", "in_progress", "overdue", "completed"] as const;
/** Form, test and feedback tasks: their answers download as a zip (downloadFormData, everyone's). */
const FORM_TYPES = [4, 6, 7];

function DownloadAnswers({ userTaskId, title }: { userTaskId: number; title: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadFormData(userTaskId, true, title)
      .catch(() => notify({ message: "learning.download.failed", variant: "error" }))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" size="sm" onPress={run} isPending={busy} aria-label={t("workflows.analytics.downloadLabel", { title })}>
      {t("workflows.analytics.download")}
    </Button>
  );
}

export function AnalyticsTab({ id }: { id: number }) {
  return (
    <div className={a.sections}>
      <Activities id={id} />
      <Tests id={id} />
    </div>
  );
}

function Activities({ id }: { id: number }) {
  const t = useT();
  const q = useQuery(activitiesQuery(id));
  return (
    <section className={s.panel} aria-labelledby="analytics-activities">
      <h2 id="analytics-activities" className={a.heading}>
        {t("workflows.analytics.activities")}
      </h2>
      {q.isPending ? (
        <Spinner label={t("app.loading")} />
      ) : q.isError ? (
        <ErrorState title={t("workflows.analytics.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void q.refetch()} />
      ) : q.data.items.length === 0 ? (
        <EmptyState title={t("workflows.analytics.noTasks")} headingLevel={3} />
      ) : (
        <>
          <p className={a.muted} data-testid="analytics-people">
            {t("workflows.analytics.people", { count: q.data.people })}
          </p>
          <Table aria-label={t("workflows.analytics.activities")} data-testid="analytics-activities">
            <TableHeader>
              <Column isRowHeader>{t("workflows.analytics.task")}</Column>
              <Column>{t("workflows.analytics.type")}</Column>
              {STATES.map((x) => (
                <Column key={x}>{t(`workflows.analytics.state.${x}`)}</Column>
              ))}
              <Column>{t("workflows.analytics.total")}</Column>
              <Column>{t("workflows.analytics.answers")}</Column>
            </TableHeader>
            <TableBody items={q.data.items}>
              {(r) => (
                <Row id={r.element_id}>
                  <Cell>{r.title}</Cell>
                  <Cell>{t(`workflows.elementType.${typeKey(r.workflow_element_type_id)}`)}</Cell>
                  {STATES.map((x) => (
                    <Cell key={x}>{r[x]}</Cell>
                  ))}
                  <Cell>{r.total}</Cell>
                  <Cell>{FORM_TYPES.includes(r.workflow_element_type_id) && r.user_task_id !== null ? <DownloadAnswers userTaskId={r.user_task_id} title={r.title} /> : ""}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}

function Tests({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const list = useInfiniteQuery(testResultsQuery(id));
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className={s.panel} aria-labelledby="analytics-tests">
      <h2 id="analytics-tests" className={a.heading}>
        {t("workflows.analytics.tests")}
      </h2>
      <PagedList list={list} rows={rows} empty="workflows.analytics.noTests" failed="workflows.analytics.loadFailed" testId="analytics-tests">
        {(r) => (
          <li key={r.id} className={a.item}>
            <span className={a.itemText}>
              <span>{r.full_name}</span>
              <span className={a.muted}>
                {r.title}
                {r.completed_at && ` · ${formatDate(r.completed_at, "short", locale)}`}
              </span>
            </span>
            <Badge tone={r.correct === r.total ? "success" : "warning"}>
              {t("workflows.analytics.score", { correct: r.correct, total: r.total, percent: Math.round(r.percent) })}
            </Badge>
          </li>
        )}
      </PagedList>
    </section>
  );
}
