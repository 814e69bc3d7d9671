// The time to complete of a person, per track: each completed task they did themselves, how long it took from the
// day it opened, against its recommended time. On /profile/myTimeToComplete (the person's own) and on the users
// page's tab (another person's, `userId`).
import { useInfiniteQuery } from "@tanstack/react-query";
import { Badge } from "../../../../ui/components/Badge";
import { Card } from "../../../../ui/components/Card";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../../ui/components/Table";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { formatDate } from "../../../app/i18n/dates";
import { keysetRows } from "../../../app/lists/keysetPages";
import { LoadMore } from "../../../app/lists/LoadMore";
import * as s from "../learning.css";
import * as ps from "./profile.css";
import { useT } from "../useT";
import type { ViewScope } from "../../../../services/contract/userProgress";
import type { TaskTime, TrackTime } from "./api";
import { useDuration } from "./duration";
import { timeToCompleteQuery } from "./queries";

function Verdict({ task }: { task: TaskTime }) {
  const t = useT();
  const duration = useDuration();
  if (task.recommended_minutes === null) return <span className={s.muted}>{t("learning.time.notSet")}</span>;
  const over = task.took_minutes - task.recommended_minutes;
  return over > 0
    ? <Badge tone="warning" dot>{t("learning.time.over", { by: duration(over) })}</Badge>
    : <Badge tone="success" dot>{t("learning.time.within")}</Badge>;
}

function TrackCard({ track, headingLevel }: { track: TrackTime; headingLevel: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const duration = useDuration();
  return (
    <Card title={track.display_name} titleLevel={headingLevel} data-testid="time-track"
      description={t("learning.time.summary", { completed: track.completed, total: track.own_total, took: duration(track.took_minutes), recommended: duration(track.recommended_minutes) })}>
      {track.tasks.length === 0 ? <p className={s.muted}>{t("learning.time.noneInTrack")}</p> : (
        <Table aria-label={t("learning.time.tableLabel", { track: track.display_name })}>
          <TableHeader>
            <Column isRowHeader>{t("learning.time.task")}</Column>
            <Column>{t("learning.time.completedAt")}</Column>
            <Column>{t("learning.time.took")}</Column>
            <Column>{t("learning.time.recommended")}</Column>
            <Column>{t("learning.time.verdict")}</Column>
          </TableHeader>
          <TableBody items={track.tasks}>
            {(task) => (
              <Row id={task.id}>
                <Cell>{task.title}</Cell>
                <Cell><time dateTime={task.completed_at}>{formatDate(task.completed_at, "short", locale)}</time></Cell>
                <Cell>{duration(task.took_minutes)}</Cell>
                <Cell>{task.recommended_minutes === null ? t("learning.time.notSet") : duration(task.recommended_minutes)}</Cell>
                <Cell><Verdict task={task} /></Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

/** A person's tracks with their times (the signed-in person's without `userId`); cards' headings at `headingLevel`. */
export function TimeToComplete({ userId, headingLevel, scope }: { userId?: number; headingLevel: 2 | 3; scope?: ViewScope }) {
  const t = useT();
  const query = useInfiniteQuery(timeToCompleteQuery(userId, scope));
  const tracks = keysetRows(query.data);
  if (query.isPending) return <Spinner label={t("learning.loading")} />;
  if (query.isError)
    return <ErrorState title={t("learning.loadFailed")} retryLabel={t("learning.retry")} onRetry={() => void query.refetch()} headingLevel={headingLevel} announce />;
  if (tracks.every((tr) => tr.tasks.length === 0) && !query.hasNextPage)
    return <EmptyState title={t("learning.time.empty")} description={t("learning.time.emptyLead")} headingLevel={headingLevel} />;
  return (
    <div className={ps.tracks}>
      {tracks.map((track) => <TrackCard key={track.id} track={track} headingLevel={headingLevel} />)}
      <LoadMore query={query} label={t("learning.more")} pendingLabel={t("learning.loading")} />
    </div>
  );
}
