// One course as the employee's lists show it: title (a link to its page), category, level and format, time, and the
// person's appointment (its status, required or additional, due date) and their progress when they have one.
import { Badge, type BadgeTone } from "../../../../ui/components/Badge";
import { Link } from "../../../../ui/components/Link";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import type { LearnerCourse } from "../api";
import * as s from "../courses.css";
import { usePaths } from "../paths";
import { CoverImage } from "../Cover";
import { useT } from "../useT";

export const appointmentTone: Record<string, BadgeTone> = {
  assigned: "info", inProgress: "primary", passed: "success", notPassed: "danger", canceled: "neutral",
};

export function CourseCard({ course, action }: { course: LearnerCourse; action?: React.ReactNode }) {
  const t = useT();
  const paths = usePaths();
  const locale = useLocale();
  const a = course.appointment;
  const canOpen = a !== null || course.can_enrol || action === undefined;
  return (
    <article className={s.card} aria-labelledby={`course-${course.id}`}>
      <CoverImage fileId={course.cover_file_id} />
      <h2 className={s.cardTitle} id={`course-${course.id}`}>
        {canOpen ? <Link href={paths.course(course.id)}>{course.title}</Link> : course.title}
      </h2>
      <p className={s.muted}>
        {[course.category_name, course.level, course.format, course.average_minutes ? t("courses.minutes", { n: course.average_minutes }) : null].filter(Boolean).join(" · ")}
      </p>
      {a && (
        <ul className={s.badges} aria-label={t("courses.appointment")}>
          <li><Badge tone={a.overdue ? "danger" : appointmentTone[a.state]} dot>{t(a.overdue ? "courses.overdue" : `courses.state.${a.state}`)}</Badge></li>
          <li><Badge tone="neutral">{t(a.is_required ? "courses.required" : "courses.additional")}</Badge></li>
          {a.due_date && <li className={s.muted}>{t("courses.dueDate", { date: formatDate(a.due_date, "short", locale) })}</li>}
        </ul>
      )}
      {a && a.state !== "canceled" && course.progress.total > 0 && (
        <p className={s.muted}>{t("courses.progress", { done: course.progress.done, total: course.progress.total })}</p>
      )}
      {action}
    </article>
  );
}
