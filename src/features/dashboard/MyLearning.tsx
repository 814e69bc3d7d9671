// The learning part of the start page (from GET /api/dashboard/myWork): the person's tracks with their progress
// and the tasks counted by state, the track tasks overdue on them (their own or those they do for a colleague),
// and the courses still to finish. A card shows only when it has something: the home page shows work, and the
// menu already leads to the empty lists.
import { Link } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { Badge, type BadgeTone } from "../../../ui/components/Badge";
import { Card } from "../../../ui/components/Card";
import type { MyWork as Work } from "../../../services/contract/dashboard";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { usePaths as useCoursePaths } from "../courses/paths";
import { kindPaths, usePaths as useLearningPaths } from "../learning/paths";
import * as s from "./dashboard.css";

// The task states in the order a person goes through them; the counts line reads left to right.
const CountOrder = ["overdue", "available", "in_progress", "planned", "completed"] as const;
const CourseTone: Record<string, BadgeTone> = { assigned: "neutral", inProgress: "primary", notPassed: "danger" };
/** Onboarding tracks open under /learning, growth tracks under /growth/growthTrack. */
const useTrackPaths = () => {
  const paths = useLearningPaths();
  return (type: number) => kindPaths(paths, type === 2 ? "growth" : "onboarding");
};

function Tracks({ work }: { work: Work }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const pathsOf = useTrackPaths();
  const counts = CountOrder.filter((k) => work.task_counts[k] > 0);
  return (
    <Card title={t("dashboard.work.tracks")} aria-label={t("dashboard.work.tracks")} titleLevel={2}
      description={counts.map((k) => `${t(`learning.state.${k}`)}: ${intl.formatNumber(work.task_counts[k])}`).join(" · ") || undefined}>
      <ul className={s.workList}>
        {work.tracks.map((tr) => (
          <li key={tr.workflow_id} className={s.workItem}>
            <span className={s.workText}>
              <Link to={pathsOf(tr.workflow_type_id).track(tr.workflow_id) as never} className={s.workLink}>{tr.display_name}</Link>
              <span className={s.workMeta}>
                {tr.state === "waiting" ? t("dashboard.work.trackWaiting") : t("dashboard.work.trackDone", { done: tr.completed, total: tr.total })}
              </span>
            </span>
            {tr.overdue > 0 && <Badge tone="danger">{t("dashboard.work.tasksOverdue", { count: tr.overdue })}</Badge>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function OverdueTasks({ work }: { work: Work }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const paths = useLearningPaths();
  const pathsOf = useTrackPaths();
  return (
    <Card title={t("dashboard.work.overdueTasks")} aria-label={t("dashboard.work.overdueTasks")} titleLevel={2}>
      <ul className={s.workList}>
        {work.overdue_tasks.map((k) => (
          <li key={k.id} className={s.workItem} data-overdue>
            <span className={s.workText}>
              {/* One's own task opens in its track; a colleague's opens from My tasks, where the doer works on it. */}
              <Link to={(k.person_name === null ? pathsOf(k.workflow_type_id).task(k.workflow_id, k.id) : paths.myTask(k.element_id, k.id)) as never} className={s.workLink}>
                {k.title}
              </Link>
              <span className={s.workMeta}>
                {k.person_name ? `${k.person_name} · ` : ""}
                {t("dashboard.work.due", { date: formatDate(k.end_date, "short", locale) })}
              </span>
            </span>
            <Badge tone="danger">{t("dashboard.work.daysOverdue", { count: k.days_overdue })}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Courses({ work }: { work: Work }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const paths = useCoursePaths();
  return (
    <Card title={t("dashboard.work.courses")} aria-label={t("dashboard.work.courses")} titleLevel={2}>
      <ul className={s.workList}>
        {work.courses.map((c) => (
          <li key={c.id} className={s.workItem} data-overdue={c.overdue || undefined}>
            <span className={s.workText}>
              <Link to={paths.course(c.id) as never} className={s.workLink}>{c.title}</Link>
              <span className={s.workMeta}>
                {t(c.is_required ? "dashboard.work.courseRequired" : "dashboard.work.courseAdditional")}
                {c.due_date ? ` · ${t("dashboard.work.due", { date: formatDate(c.due_date, "short", locale) })}` : ""}
              </span>
            </span>
            <Badge tone={c.overdue ? "danger" : (CourseTone[c.state] ?? "neutral")}>{t(c.overdue ? "courses.overdue" : `courses.state.${c.state}`)}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The learning cards that have something to show: the late tasks (`late`), or the tracks and courses (`ongoing`). */
export function MyLearning({ work, part }: { work: Work; part: "late" | "ongoing" }) {
  if (part === "late") return work.overdue_tasks.length > 0 ? <OverdueTasks work={work} /> : null;
  return (
    <>
      {work.tracks.length > 0 && <Tracks work={work} />}
      {work.courses.length > 0 && <Courses work={work} />}
    </>
  );
}
