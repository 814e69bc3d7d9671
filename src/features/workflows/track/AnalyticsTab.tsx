// workflow/{id}/analytics (spec 000 §2: activities, activities-by-users, scorm, tests, users): how the track's tasks
// stand across the people who get it (each task's copies by state), each person's tasks, the SCORM attempts in its
// packages, the people's completed tests (each openable question by question) and the people with their progress.
// Everything moves as people progress (the learning side writes the progress and the answers); lists are keyset pages.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../../ui/components/Table";
import { notify } from "../../../app/snackbar/notify";
import { downloadFormData } from "../../learning/api";
import { useT } from "../../lists/useT";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { activitiesQuery } from "../queries";
import { ActivitiesByUsers, TrackPeople } from "./AnalyticsPeople";
import { TrackScorm } from "./AnalyticsScorm";
import { TestResults } from "./AnalyticsTests";
import * as a from "./assign.css";
import { typeKey } from "./elementForm";
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

const TABS = ["activities", "activitiesByUsers", "scorm", "tests", "users"] as const;

export function AnalyticsTab({ id }: { id: number }) {
  const t = useT();
  return (
    <Tabs>
      <TabList aria-label={t("workflows.analytics.tabs")}>
        {TABS.map((x) => (
          <Tab key={x} id={x}>
            {t(`workflows.analytics.tab.${x}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="activities"><Activities id={id} /></TabPanel>
      <TabPanel id="activitiesByUsers"><ActivitiesByUsers id={id} /></TabPanel>
      <TabPanel id="scorm"><TrackScorm id={id} /></TabPanel>
      <TabPanel id="tests"><TestResults id={id} /></TabPanel>
      <TabPanel id="users"><TrackPeople id={id} /></TabPanel>
    </Tabs>
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
