// /learning/track/{track}: the person's timeline (tasks in order with their dates and states), the people around
// them and the track's materials (the media tab). Leaving the page cancels the timeline's request (the query's signal).
import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../ui/components/Badge";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Link } from "../../../ui/components/Link";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import * as p from "../shell/page.css";
import { DateText } from "./DateText";
import * as s from "./learning.css";
import { kindPaths, type TrackKind, usePaths } from "./paths";
import { timelineQuery } from "./queries";
import { stateLabel, stateTone } from "./states";
import { TrackMaterials } from "./TrackMaterials";
import { useT } from "./useT";

export function TrackPage({ workflowId, kind = "onboarding" }: { workflowId: number | null; kind?: TrackKind }) {
  const t = useT();
  const paths = kindPaths(usePaths(), kind);
  const query = useQuery({ ...timelineQuery(workflowId ?? 0), enabled: workflowId !== null });
  if (workflowId === null || query.error) {
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("learning.trackTitle")}</h1>
        <ErrorState title={t("learning.trackNotFound")} retryLabel={t("learning.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
        <Link href={paths.list}>{t("learning.back")}</Link>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t("learning.loading")} />;
  const { track, items, contacts, materials } = query.data;
  return (
    <div className={p.page}>
      <Link href={paths.list}>{t("learning.back")}</Link>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{track.display_name}</h1>
          {track.description && <p className={p.pageLead}>{track.description}</p>}
          <p className={s.muted}>{t("learning.progress", { done: track.counts.completed, total: track.counts.total })}</p>
        </div>
      </header>
      <Tabs>
        <TabList aria-label={t("learning.trackTabs")}>
          <Tab id="timeline">{t("learning.tab.timeline")}</Tab>
          <Tab id="contacts">{t("learning.tab.contacts")}</Tab>
          <Tab id="media">{t("learning.tab.media")}</Tab>
        </TabList>
        <TabPanel id="timeline">
          {items.length === 0 ? (
            <EmptyState title={t("learning.noTasks")} headingLevel={2} />
          ) : (
            <ol className={s.timeline} aria-label={t("learning.timelineLabel")}>
              {items.map((task) => (
                <li key={task.id} className={s.step}>
                  <div className={s.stepMain}>
                    {task.mine ? <Link href={paths.task(workflowId, task.id)}>{task.title}</Link> : <span>{task.title}</span>}
                    <span className={s.muted}>
                      {task.start_date && <DateText value={task.start_date} />}
                      {task.end_date && task.end_date !== task.start_date && <> – <DateText value={task.end_date} /></>}
                      {!task.mine && <> · {t("learning.someoneElse")}</>}
                    </span>
                  </div>
                  <Badge tone={stateTone[task.state]} dot>{t(stateLabel(task.state))}</Badge>
                </li>
              ))}
            </ol>
          )}
        </TabPanel>
        <TabPanel id="contacts">
          {contacts.length === 0 ? (
            <EmptyState title={t("learning.noContacts")} headingLevel={2} />
          ) : (
            <ul className={s.contacts}>
              {contacts.map((c) => (
                <li key={c.relation} className={s.card}>
                  <h2 className={s.cardTitle}>{c.name}</h2>
                  <p className={s.muted}>{t(`learning.relation.${c.relation}`)}{c.job ? ` · ${c.job}` : ""}</p>
                  <Link href={`mailto:${c.email}`}>{c.email}</Link>
                  {c.phone && <Link href={`tel:${c.phone}`}>{c.phone}</Link>}
                  {c.city && <p className={s.muted}>{c.city}</p>}
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
        <TabPanel id="media">
          <TrackMaterials materials={materials} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
