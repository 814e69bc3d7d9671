// The track analytics by person: each person's tasks with their states (activities by users, the task titles from the
// activities read the route loads), and the people on the track with their dates, progress and state (users: the
// assignment's `workflowUsersProfile`, which the groups tab pages too). Keyset pages.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Badge } from "../../../../ui/components/Badge";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { stateTone } from "../../learning/states";
import { useT } from "../../lists/useT";
import { activitiesByUsersQuery, activitiesQuery, trackUsersQuery } from "../queries";
import * as a from "./assign.css";
import * as x from "./analytics.css";
import { PagedList } from "./PagedList";
import * as s from "./track.css";

const trackTone = { waiting: "warning", active: "success", removed: "neutral" } as const;

export function ActivitiesByUsers({ id }: { id: number }) {
  const t = useT();
  const tasks = useQuery(activitiesQuery(id));
  const titles = new Map((tasks.data?.items ?? []).map((e) => [e.element_id, e.title]));
  const list = useInfiniteQuery(activitiesByUsersQuery(id));
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className={s.panel} aria-labelledby="analytics-by-users">
      <h2 id="analytics-by-users" className={a.heading}>
        {t("workflows.analytics.byUsers")}
      </h2>
      <PagedList list={list} rows={rows} empty="workflows.assign.noPeople" failed="workflows.analytics.loadFailed" testId="analytics-by-users">
        {(r) => (
          <li key={r.id} className={x.person} aria-labelledby={`by-user-${r.id}`}>
            <span className={s.bar}>
              <span id={`by-user-${r.id}`}>{r.full_name}</span>
              <Badge tone={trackTone[r.state]}>{t(`workflows.assign.state.${r.state}`)}</Badge>
              <span className={a.muted}>
                {t("workflows.analytics.done", { done: r.tasks.filter((k) => k.state === "completed").length, total: r.tasks.length })}
              </span>
            </span>
            {r.tasks.length > 0 && (
              <ul className={x.tasks} aria-label={t("workflows.analytics.tasksOf", { name: r.full_name })}>
                {r.tasks.map((k) => (
                  <li key={k.element_id} className={x.task}>
                    <span>{titles.get(k.element_id) ?? "…"}</span>
                    <Badge tone={stateTone[k.state]} dot>
                      {t(`workflows.analytics.state.${k.state}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </PagedList>
    </section>
  );
}

export function TrackPeople({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const list = useInfiniteQuery(trackUsersQuery(id, false));
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const day = (d: string | null) => (d ? formatDate(d, "short", locale) : "—");
  return (
    <section className={s.panel} aria-labelledby="analytics-users">
      <h2 id="analytics-users" className={a.heading}>
        {t("workflows.analytics.users")}
      </h2>
      <PagedList list={list} rows={rows} empty="workflows.assign.noPeople" failed="workflows.analytics.loadFailed" testId="analytics-users">
        {(r) => (
          <li key={r.id} className={a.item}>
            <span className={a.itemText}>
              <span>{r.full_name}</span>
              <span className={a.muted}>{t("workflows.analytics.dates", { start: day(r.start_date), end: day(r.end_date) })}</span>
              <span className={a.muted}>
                {t("workflows.analytics.counts", {
                  completed: r.completed, in_progress: r.in_progress, available: r.available_not_started, overdue: r.overdue, planned: r.planned, total: r.total,
                })}
              </span>
            </span>
            <Badge tone={trackTone[r.state]}>{t(`workflows.assign.state.${r.state}`)}</Badge>
          </li>
        )}
      </PagedList>
    </section>
  );
}
