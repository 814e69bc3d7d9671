// The course editor's analytics (spec 000 §2 management/learning/courses/{course}: analytics): the users tab lists
// the people appointed with their state and progress (and an administrator's pass or fail mark); the tests tab lists
// every test submission per person (score, passed, date), newest first; the feedback tab picks one feedback form and
// shows its summary per question (options chosen, a rating's mean) and each person's answers; the SCORM tab lists
// every attempt at the course's packages per person (state, completion, success, score, time spent, last activity,
// and on demand each SCO's status, score, time and last commit);
// the certificates tab the certificates issued for the course with their verification page. Real data, a page at a
// time (keyset); loading, empty and error states.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { Badge } from "../../../../ui/components/Badge";
import { Link } from "../../../../ui/components/Link";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import * as s from "../courses.css";
import { appointmentTone } from "../learner/CourseCard";
import { usePaths } from "../paths";
import {
  courseCertificatesQuery, courseUsersQuery, feedbackAnswersQuery, feedbackSummaryQuery, formMaterialsQuery, rowsOf, scormAttemptsQuery, testAttemptsQuery,
} from "../queries";
import { useT } from "../useT";
import { LoadMore } from "../LoadMore";
import { MarkAppointment } from "./MarkAppointment";
import { ScormScoDetails } from "./ScormScoDetails";

/** A date and time in the interface language. */
const useWhen = () => {
  const locale = useLocale();
  return (iso: string) => formatDate(iso, "long", locale);
};

function UsersTab({ courseId }: { courseId: number }) {
  const t = useT();
  const locale = useLocale();
  const query = useInfiniteQuery(courseUsersQuery(courseId));
  const rows = rowsOf(query.data);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} />;
  if (rows.length === 0) return <EmptyState title={t("courses.editor.noAppointments")} headingLevel={2} />;
  return (
    <>
      <ul className={s.rows} aria-label={t("courses.analytics.people")}>
        {rows.map((r) => (
          <li key={r.id} className={s.row}>
            <span className={s.rowMain}>
              <span>{r.name}</span>
              <span className={s.muted}>
                {t(r.is_required ? "courses.required" : "courses.additional")}
                {r.due_date ? ` · ${t("courses.dueDate", { date: formatDate(r.due_date, "short", locale) })}` : ""}
              </span>
            </span>
            <span className={s.actions}>
              <span>{t("courses.analytics.progress", { done: r.done, total: r.total })}</span>
              <Badge tone={appointmentTone[r.state]} dot>{t(`courses.state.${r.state}`)}</Badge>
              <MarkAppointment courseId={courseId} row={r} />
            </span>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

function TestsTab({ courseId }: { courseId: number }) {
  const t = useT();
  const when = useWhen();
  const query = useInfiniteQuery(testAttemptsQuery(courseId));
  const rows = rowsOf(query.data);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} />;
  if (rows.length === 0) return <EmptyState title={t("courses.analytics.noAttempts")} headingLevel={2} />;
  return (
    <>
      <ul className={s.rows} aria-label={t("courses.analytics.attempts")}>
        {rows.map((r) => (
          <li key={r.id} className={s.row}>
            <span className={s.rowMain}>
              <span>{r.name}</span>
              <span className={s.muted}>{r.material_title} · {when(r.submitted_at)}</span>
            </span>
            <span className={s.actions}>
              <span>{t("courses.form.score", { percent: r.percent, correct: r.correct, total: r.total })}</span>
              <Badge tone={r.passed ? "success" : "danger"} dot>{t(r.passed ? "courses.form.passedBadge" : "courses.form.failedBadge")}</Badge>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

function FeedbackOf({ courseId, materialId }: { courseId: number; materialId: number }) {
  const t = useT();
  const when = useWhen();
  const summary = useQuery(feedbackSummaryQuery(courseId, materialId));
  const answers = useInfiniteQuery(feedbackAnswersQuery(courseId, materialId));
  if (summary.isPending || answers.isPending) return <Spinner label={t("courses.loading")} />;
  if (summary.isError || answers.isError) {
    return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void Promise.all([summary.refetch(), answers.refetch()])} headingLevel={2} />;
  }
  const sum = summary.data;
  if (sum.submissions === 0) return <EmptyState title={t("courses.analytics.noFeedback")} headingLevel={2} />;
  const titles = new Map(sum.questions.map((q) => [q.question_id, q.title]));
  const people = rowsOf(answers.data);
  return (
    <div className={s.section}>
      <h2 className={s.moduleTitle}>{t("courses.analytics.summary", { n: sum.submissions })}</h2>
      <ul className={s.rows} aria-label={t("courses.analytics.summaryList")}>
        {sum.questions.map((q) => (
          <li key={q.question_id} className={s.row}>
            <span className={s.rowMain}>
              <span>{q.title}</span>
              <span className={s.muted}>
                {t("courses.analytics.answered", { n: q.answered })}
                {q.average !== null ? ` · ${t("courses.analytics.average", { n: q.average })}` : ""}
                {q.options.map((o) => ` · ${o.value}: ${o.count}`).join("")}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <h2 className={s.moduleTitle}>{t("courses.analytics.answers")}</h2>
      <ul className={s.rows} aria-label={t("courses.analytics.answers")}>
        {people.map((p) => (
          <li key={p.id} className={s.module}>
            <span className={s.rowMain}>
              <span>{p.name}</span>
              <span className={s.muted}>{when(p.submitted_at)}</span>
            </span>
            <dl className={s.answers}>
              {p.answers.map((a) => (
                <div key={a.question_id}>
                  <dt className={s.muted}>{titles.get(a.question_id) ?? a.question_id}</dt>
                  <dd className={s.answer}>{a.text || "—"}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <LoadMore query={answers} />
    </div>
  );
}

function FeedbackTab({ courseId }: { courseId: number }) {
  const t = useT();
  const forms = useQuery(formMaterialsQuery(courseId));
  const [picked, setPicked] = useState<number | null>(null);
  if (forms.isPending) return <Spinner label={t("courses.loading")} />;
  if (forms.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void forms.refetch()} headingLevel={2} />;
  const feedback = forms.data.filter((f) => f.kind === "feedback");
  if (feedback.length === 0) return <EmptyState title={t("courses.analytics.noFeedbackForms")} headingLevel={2} />;
  const current = picked ?? feedback[0].id;
  return (
    <div className={s.section}>
      <div className={s.toolbar}>
        <Select label={t("courses.analytics.feedbackForm")} selectedKey={current} onSelectionChange={(k) => setPicked(Number(k))}>
          {feedback.map((f) => <ListBoxItem key={f.id} id={f.id} textValue={f.title}>{f.title}</ListBoxItem>)}
        </Select>
      </div>
      <FeedbackOf key={current} courseId={courseId} materialId={current} />
    </div>
  );
}

const successTone = { passed: "success", failed: "danger", unknown: "neutral" } as const;

function ScormTab({ courseId }: { courseId: number }) {
  const t = useT();
  const when = useWhen();
  const query = useInfiniteQuery(scormAttemptsQuery(courseId));
  const rows = rowsOf(query.data);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} />;
  if (rows.length === 0) return <EmptyState title={t("courses.analytics.noScorm")} headingLevel={2} />;
  return (
    <>
      <ul className={s.rows} aria-label={t("courses.analytics.scormAttempts")}>
        {rows.map((r) => (
          <li key={r.id} className={s.row}>
            <span className={s.rowMain}>
              <span>{r.name}</span>
              <span className={s.muted}>
                {t("courses.analytics.scormAttempt", { title: r.material_title, n: r.number })} · {t(`courses.analytics.scormState.${r.state_value}`)}
                {" · "}{t("courses.analytics.lastActivity", { when: when(r.updated_at) })}
              </span>
            </span>
            <span className={s.actions}>
              <span>{t("courses.analytics.timeSpent", { minutes: Math.floor(r.seconds / 60), seconds: r.seconds % 60 })}</span>
              {r.score !== null && <span>{t("courses.analytics.scormScore", { n: r.score })}</span>}
              <Badge tone={r.completion === "completed" ? "success" : "neutral"}>{t(`courses.analytics.completion.${r.completion}`)}</Badge>
              <Badge tone={successTone[r.success]} dot>{t(`courses.analytics.success.${r.success}`)}</Badge>
            </span>
            <ScormScoDetails row={r} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

function CertificatesTab({ courseId }: { courseId: number }) {
  const t = useT();
  const locale = useLocale();
  const paths = usePaths();
  const query = useInfiniteQuery(courseCertificatesQuery(courseId));
  const rows = rowsOf(query.data);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} />;
  if (rows.length === 0) return <EmptyState title={t("courses.analytics.noCertificates")} headingLevel={2} />;
  return (
    <>
      <ul className={s.rows} aria-label={t("courses.analytics.certificates")}>
        {rows.map((r) => (
          <li key={r.id} className={s.row}>
            <span className={s.rowMain}>
              <span>{r.name}</span>
              <span className={s.muted}>{t("courses.analytics.issued", { date: formatDate(r.issued_at, "short", locale) })}</span>
            </span>
            <span className={s.actions}>
              <Link href={paths.verify(r.uuid)} aria-label={t("courses.analytics.verifyOf", { name: r.name })}>{t("courses.analytics.verify")}</Link>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

export function CourseAnalytics({ courseId }: { courseId: number }) {
  const t = useT();
  return (
    <Tabs>
      <TabList aria-label={t("courses.analytics.tabs")}>
        <Tab id="users">{t("courses.analytics.tab.users")}</Tab>
        <Tab id="tests">{t("courses.analytics.tab.tests")}</Tab>
        <Tab id="feedback">{t("courses.analytics.tab.feedback")}</Tab>
        <Tab id="scorm">{t("courses.analytics.tab.scorm")}</Tab>
        <Tab id="certificates">{t("courses.analytics.tab.certificates")}</Tab>
      </TabList>
      <TabPanel id="users"><UsersTab courseId={courseId} /></TabPanel>
      <TabPanel id="tests"><TestsTab courseId={courseId} /></TabPanel>
      <TabPanel id="feedback"><FeedbackTab courseId={courseId} /></TabPanel>
      <TabPanel id="scorm"><ScormTab courseId={courseId} /></TabPanel>
      <TabPanel id="certificates"><CertificatesTab courseId={courseId} /></TabPanel>
    </Tabs>
  );
}
