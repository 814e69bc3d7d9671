// One published widget as its reader sees it: a card per template. Adding a template is one entry in `bodies`.
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Badge } from "../../../ui/components/Badge";
import { Card } from "../../../ui/components/Card";
import type { WidgetView } from "../../../services/contract/widgets";
import { templateOf } from "../../../services/contract/widgetCatalog";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { personName } from "../../app/personName";
import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "../auth/queries";
import { usePaths as useCoursePaths } from "../courses/paths";
import { useLibraryPaths } from "../library/paths";
import * as s from "./widgets.css";

const TRACK_TONE: Record<string, "danger" | "success" | "primary" | "neutral"> = { overdue: "danger", completed: "success", in_progress: "primary" };

function Lines({ empty, children }: { empty: string; children: ReactNode[] }) {
  return children.length === 0 ? <p className={s.empty}>{empty}</p> : <ul className={s.list}>{children}</ul>;
}

function Tracks({ view }: { view: WidgetView }) {
  const intl = useIntl();
  return (
    <Lines empty={intl.formatMessage({ id: "widgets.card.noTracks" })}>
      {view.tracks.map((tr) => (
        <li key={tr.id}>
          <span>{tr.user_name ? `${tr.user_name} · ` : ""}{tr.name}</span>{" "}
          <Badge tone={TRACK_TONE[tr.state] ?? "neutral"}>{intl.formatMessage({ id: `widgets.track.${tr.state}` })}</Badge>
          <span className={s.meta}> {intl.formatMessage({ id: "widgets.card.progress" }, { done: tr.completed_count, total: tr.total_count })}</span>
        </li>
      ))}
    </Lines>
  );
}

const COURSE_TONE: Record<string, "danger" | "success" | "primary" | "neutral"> = { passed: "success", notPassed: "danger", inProgress: "primary" };

/** Appointed courses: whose (staff), the title linking to the course, the state (overdue first), progress and due date. */
function Courses({ view }: { view: WidgetView }) {
  const intl = useIntl();
  const locale = useLocale();
  const paths = useCoursePaths();
  return (
    <Lines empty={intl.formatMessage({ id: "widgets.card.noCourses" })}>
      {view.courses.map((c) => (
        <li key={c.id}>
          {c.user_name && <span>{c.user_name} · </span>}
          <Link to={paths.course(c.course_id) as never} className={s.link}>{c.title}</Link>{" "}
          {c.overdue
            ? <Badge tone="danger">{intl.formatMessage({ id: "widgets.course.overdue" })}</Badge>
            : <Badge tone={COURSE_TONE[c.state] ?? "neutral"}>{intl.formatMessage({ id: `widgets.course.${c.state}` })}</Badge>}
          <span className={s.meta}>
            {" "}{intl.formatMessage({ id: "widgets.card.progress" }, { done: c.done, total: c.total })}
            {c.due_date && ` · ${intl.formatMessage({ id: "widgets.card.due" }, { date: formatDate(c.due_date, "short", locale) })}`}
          </span>
        </li>
      ))}
    </Lines>
  );
}

function People({ view, empty }: { view: WidgetView; empty: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Lines empty={intl.formatMessage({ id: empty })}>
      {view.people.map((p) => (
        <li key={`${p.relation ?? ""}${p.id}`}>
          {personName(p, locale)}
          {p.relation && <span className={s.meta}> · {intl.formatMessage({ id: `widgets.relation.${p.relation}` })}</span>}
          {p.email && <div className={s.meta}>{p.email}</div>}
        </li>
      ))}
    </Lines>
  );
}

function Profile() {
  const locale = useLocale();
  const session = useQuery(sessionQuery()).data;
  if (!session) return null;
  return (
    <p>
      {personName(session.user, locale)}
      <br />
      <span className={s.meta}>{session.client.name}</span>
    </p>
  );
}

function Recent({ view }: { view: WidgetView }) {
  const intl = useIntl();
  const locale = useLocale();
  const paths = useLibraryPaths();
  return (
    <Lines empty={intl.formatMessage({ id: "widgets.card.noFiles" })}>
      {view.files.map((f) => (
        <li key={f.id}>
          <Link to={paths.folder(f.folder_id ?? 1) as never} className={s.link}>{f.display_name}</Link>
          <span className={s.meta}> · {formatDate(f.created_at, "short", locale)}</span>
        </li>
      ))}
    </Lines>
  );
}

function Links({ view }: { view: WidgetView }) {
  const intl = useIntl();
  return (
    <Lines empty={intl.formatMessage({ id: "widgets.card.noLinks" })}>
      {(view.item.settings.links ?? []).map((l) => (
        <li key={l.url + l.label}>
          <a href={l.url} target="_blank" rel="noopener noreferrer" className={s.link}>{l.label}</a>
        </li>
      ))}
    </Lines>
  );
}

const bodies: Record<number, (view: WidgetView) => ReactNode> = {
  1: () => <Profile />,
  2: (v) => <People view={v} empty="widgets.card.noTeam" />,
  3: () => null,
  4: (v) => <Links view={v} />,
  5: (v) => <Recent view={v} />,
  6: (v) => <Tracks view={v} />,
  8: (v) => <Tracks view={v} />,
  9: (v) => <Tracks view={v} />,
  11: (v) => <People view={v} empty="widgets.card.noStaff" />,
  13: (v) => <Courses view={v} />,
  14: (v) => <Courses view={v} />,
  15: (v) => <Courses view={v} />,
  16: (v) => <Courses view={v} />,
  17: (v) => <Tracks view={v} />,
};

/** A widget's title: the one its administrator gave, else its template's name in the page's language. */
export const useWidgetTitle = () => {
  const intl = useIntl();
  return (templateId: number, title?: string) =>
    title?.trim() || intl.formatMessage({ id: `widgets.template.${templateOf(templateId)?.name ?? "unknown"}` });
};

export function WidgetCard({ view }: { view: WidgetView }) {
  const title = useWidgetTitle()(view.item.template_id, view.item.settings.title);
  const body = bodies[view.item.template_id];
  return (
    <Card title={title} titleLevel={3} aria-label={title} description={view.item.settings.description}>
      {body?.(view)}
    </Card>
  );
}
