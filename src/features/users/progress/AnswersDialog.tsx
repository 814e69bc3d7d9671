// One submitted form, test or feedback of the person: each question on their path through the form with their
// answer as read (options by label, files by name), and for a test whether it was right.
import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../../ui/components/Badge";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { useT } from "../../lists/useT";
import type { UserFormResult } from "../api";
import type { ViewScope } from "../../../../services/contract/userProgress";
import { userFormAnswersQuery } from "../queries";
import * as s from "./progress.css";
import { Score } from "./Score";

export function AnswersDialog({ userId, scope, result, onClose }: { userId: number; scope?: ViewScope; result: UserFormResult; onClose: () => void }) {
  const t = useT();
  const query = useQuery(userFormAnswersQuery(userId, result.id, scope));
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <Dialog title={result.title} closeLabel={t("users.tests.close")} data-testid="user-answers">
        {query.isPending ? (
          <Spinner label={t("lists.loading")} />
        ) : query.isError ? (
          <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={3} />
        ) : (
          <div className={s.answers}>
            <p className={s.muted}>
              {query.data.workflow_name}
              {query.data.score && (
                <>
                  {" · "}
                  <Score score={query.data.score} />
                </>
              )}
            </p>
            {query.data.questions.length === 0 ? (
              <EmptyState title={t("users.tests.noQuestions")} headingLevel={3} />
            ) : (
              <ol className={s.questions}>
                {query.data.questions.map((q) => (
                  <li key={q.id} className={s.question}>
                    <span className={s.questionTitle}>{q.title}</span>
                    <span className={q.answer ? undefined : s.muted}>{q.answer || t("users.tests.noAnswer")}</span>
                    {q.correct !== null && (
                      <Badge tone={q.correct ? "success" : "danger"} dot>
                        {t(q.correct ? "formBuilder.view.right" : "formBuilder.view.wrong")}
                      </Badge>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
