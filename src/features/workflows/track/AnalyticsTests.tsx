// The track analytics' tests: people's completed tests with their score (keyset pages); opening one shows each
// question, the person's answer, the key and whether it was right (the server judges with the form builder's
// isAnswerCorrect, the same function that scored the test).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { DialogTrigger } from "react-aria-components";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { useT } from "../../lists/useT";
import { testAnswersQuery, testResultsQuery } from "../queries";
import * as a from "./assign.css";
import { PagedList } from "./PagedList";
import * as s from "./track.css";

function Answers({ id, resultId }: { id: number; resultId: number }) {
  const t = useT();
  const q = useQuery(testAnswersQuery(id, resultId));
  if (q.isPending) return <Spinner label={t("app.loading")} />;
  if (q.isError) return <ErrorState title={t("workflows.analytics.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void q.refetch()} />;
  if (q.data.questions.length === 0) return <EmptyState title={t("workflows.analytics.noQuestions")} headingLevel={3} />;
  return (
    <ol className={s.list} data-testid="test-answers">
      {q.data.questions.map((x) => (
        <li key={x.id} className={a.item}>
          <span className={a.itemText}>
            <span>{x.title}</span>
            <span>{t("workflows.analytics.answer", { answer: x.answer || "—" })}</span>
            {x.expected !== null && x.correct === false && <span className={a.muted}>{t("workflows.analytics.expected", { answer: x.expected })}</span>}
          </span>
          <Badge tone={x.correct === null ? "neutral" : x.correct ? "success" : "danger"} dot>
            {t(x.correct === null ? "workflows.analytics.notScored" : x.correct ? "workflows.analytics.right" : "workflows.analytics.wrong")}
          </Badge>
        </li>
      ))}
    </ol>
  );
}

export function TestResults({ id }: { id: number }) {
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
            <span className={s.bar}>
              <Badge tone={r.correct === r.total ? "success" : "warning"}>
                {t("workflows.analytics.score", { correct: r.correct, total: r.total, percent: Math.round(r.percent) })}
              </Badge>
              <DialogTrigger>
                <Button variant="secondary" size="sm" aria-label={t("workflows.analytics.openAnswersOf", { name: r.full_name, title: r.title })}>
                  {t("workflows.analytics.openAnswers")}
                </Button>
                <Modal size="lg">
                  <Dialog title={t("workflows.analytics.answersOf", { name: r.full_name, title: r.title })} closeLabel={t("app.close")}>
                    <Answers id={id} resultId={r.id} />
                  </Dialog>
                </Modal>
              </DialogTrigger>
            </span>
          </li>
        )}
      </PagedList>
    </section>
  );
}
