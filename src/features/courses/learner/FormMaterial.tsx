// A test or feedback material being filled: the form builder's FormView (lazy), the answers saved as they change
// (one save at a time, with the version last seen: a save from another tab meanwhile is reported, not overwritten),
// and Submit. The server checks and scores the submission (a test's key never reaches the browser); the person's
// attempts of this course attempt are listed with their score. Submit is disabled with the rule's reason beside it
// (not started, retake first, attempts used up, passed already).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { errorTag, fieldErrorsOf, messageIdOf } from "../../../../services/client/errors";
import { type FormAnswers, type FormBuilderError, type FormDefinition, validateAnswers } from "../../../../services/formBuilder";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { notify } from "../../../app/snackbar/notify";
import { FormView, focusFirstError } from "../../formBuilder";
import * as api from "../api";
import * as s from "../courses.css";
import { learnerFormQuery } from "../queries";
import { useT } from "../useT";

type Status = "idle" | "saving" | "saved" | "failed" | "stale";

export interface FormMaterialProps {
  readonly courseId: number;
  readonly m: api.Material;
  /** changes with the person's appointment (started, retaken, passed): the form's state is read again */
  readonly refreshKey: string;
  readonly onSubmitted: () => void;
}

export function FormMaterial({ courseId, m, refreshKey, onSubmitted }: FormMaterialProps) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const query = useQuery(learnerFormQuery(courseId, m.id));
  const [answers, setAnswers] = useState<FormAnswers | null>(null);
  const [errors, setErrors] = useState<readonly FormBuilderError[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [submitting, setSubmitting] = useState(false);
  const version = useRef(0);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    version.current = data.version;
    setAnswers((local) => local ?? ((data.draft as FormAnswers | null) ?? {}));
  }, [data]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (seenKey.current === refreshKey) return;
    seenKey.current = refreshKey;
    void query.refetch();
  }, [refreshKey, query]);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError || !data) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={4} />;
  const definition = m.form as FormDefinition;
  const current = answers ?? {};
  const reasonId = `form-refused-${m.id}`;
  const save = (next: FormAnswers) => {
    chain.current = chain.current.then(async () => {
      setStatus("saving");
      try {
        const saved = await api.saveForm(courseId, m.id, next, version.current);
        version.current = saved.version;
        setStatus("saved");
      } catch (e) {
        setStatus(errorTag(e) === "Conflict" && messageIdOf(e, "") === "errors.staleVersion" ? "stale" : "failed");
      }
    });
  };
  const change = (next: FormAnswers) => {
    setAnswers(next);
    setErrors([]);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(next), 800);
  };
  const submit = async () => {
    const problems = validateAnswers(definition, current);
    setErrors(problems);
    if (problems.length) {
      focusFirstError(root.current);
      return;
    }
    clearTimeout(timer.current);
    setSubmitting(true);
    try {
      await chain.current;
      const next = await api.submitForm(courseId, m.id, current, version.current);
      client.setQueryData(learnerFormQuery(courseId, m.id).queryKey, next);
      version.current = next.version;
      const last = next.attempts[0];
      notify({ message: m.kind === "feedback" ? "courses.form.sent" : last?.passed ? "courses.form.passed" : "courses.form.failed", variant: last?.passed ? "success" : "error" });
      if (m.kind === "test" && !last?.passed) setAnswers({});
      onSubmitted();
    } catch (e) {
      const fields = Object.entries(fieldErrorsOf(e)).filter(([k]) => k.startsWith("answers.")).map(([k, [msg]]) => ({ path: k.slice(8), message: msg }));
      setErrors(fields);
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
      void query.refetch();
    } finally {
      setSubmitting(false);
    }
  };
  const closed = data.submit_reason !== null;
  return (
    <div ref={root} className={s.form}>
      {m.kind === "test" && (
        <p className={s.muted}>
          {t("courses.form.passAt", { n: m.pass_percent ?? 100 })}
          {data.attempts_left !== null ? ` · ${t("courses.form.attemptsLeft", { n: data.attempts_left })}` : ""}
        </p>
      )}
      {data.attempts.length > 0 && (
        <ul className={s.rows} aria-label={t("courses.form.yourAttempts", { title: m.title })}>
          {data.attempts.map((a) => (
            <li key={a.id} className={s.row}>
              <span>{m.kind === "test" ? t("courses.form.score", { percent: a.percent, correct: a.correct, total: a.total }) : t("courses.form.sentAt")}</span>
              <span className={s.actions}>
                <span className={s.muted}>{formatDate(a.submitted_at, "long", locale)}</span>
                {m.kind === "test" && <Badge tone={a.passed ? "success" : "danger"} dot>{t(a.passed ? "courses.form.passedBadge" : "courses.form.failedBadge")}</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!(closed && data.attempts.some((a) => a.passed)) && (
        <Suspense fallback={<Spinner label={t("courses.loading")} />}>
          <FormView definition={definition} answers={current} onChange={change} seed={`${courseId}-${m.id}`} errors={errors} isReadOnly={closed} headingLevel={4} />
        </Suspense>
      )}
      <div className={s.actions}>
        <Button onPress={() => void submit()} isDisabled={closed} isPending={submitting} pendingLabel={t("courses.saving")}
          aria-describedby={closed ? reasonId : undefined}>
          {t(m.kind === "test" ? "courses.form.submitTest" : "courses.form.submitFeedback")}
        </Button>
        {closed && <span id={reasonId} className={s.muted}>{t(data.submit_reason ?? "courses.errors.notNow")}</span>}
        <span role="status" aria-live="polite" className={s.muted}>
          {status === "saving" ? t("courses.form.saving") : status === "saved" ? t("courses.form.saved") : status === "failed" ? t("courses.form.saveFailed") : status === "stale" ? t("courses.form.stale") : ""}
        </span>
      </div>
    </div>
  );
}
