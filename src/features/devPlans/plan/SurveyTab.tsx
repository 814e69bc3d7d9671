// The "preliminary-survey" tab: the administrator's questions, answered by the plan's owner while the plan is
// being composed (text, or a rating 1–5); everyone else reads the answers.
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Card } from "../../../../ui/components/Card";
import { Radio, RadioGroup } from "../../../../ui/components/RadioGroup";
import { TextField } from "../../../../ui/components/TextField";
import { answerSurvey, type Task } from "../api";
import { EmptyCard, useT } from "../common";
import * as s from "../devPlans.css";
import { useDevPlansWrite } from "../queries";
import * as w from "./plan.css";

export function SurveyTab({ task }: { task: Task }) {
  const t = useT();
  const { questions, answers } = task.survey;
  const saved = useMemo(() => Object.fromEntries(answers.map((a) => [a.question_id, a.value])), [answers]);
  const [values, setValues] = useState<Record<number, string>>(saved);
  useEffect(() => setValues(saved), [saved]);
  const [tried, setTried] = useState(false);
  const canAnswer = task.actor.relations.includes("self") && task.available_commands.includes("goal.add");
  const save = useDevPlansWrite((list: Array<{ question_id: number; value: string }>) => answerSurvey(task.id, list), {
    success: "devPlans.survey.saved",
    failure: "devPlans.survey.saveFail",
  });
  if (questions.length === 0) return <EmptyCard title={t("devPlans.survey.none")} />;

  const missing = (id: number, required: boolean) => required && !(values[id] ?? "").trim();
  const valid = questions.every((q) => !missing(q.id, q.required));
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (valid) save.mutate(questions.map((q) => ({ question_id: q.id, value: (values[q.id] ?? "").trim() })).filter((a) => a.value !== ""));
  };
  const set = (id: number, value: string) => setValues((v) => ({ ...v, [id]: value }));

  return (
    <Card title={t("devPlans.survey.title")} titleLevel={2} description={t(canAnswer ? "devPlans.survey.leadAnswer" : "devPlans.survey.leadView")}>
      <form onSubmit={submit} className={s.stackLg} noValidate>
        {questions.map((q, i) => {
          const label = `${i + 1}. ${q.title}`;
          const invalid = tried && missing(q.id, q.required);
          if (!canAnswer)
            return (
              <div key={q.id} className={w.question}>
                <span className={s.strong}>{label}</span>
                <p className={values[q.id] ? s.prewrap : s.muted}>{values[q.id] || t("devPlans.survey.noAnswer")}</p>
              </div>
            );
          return q.type === "rating" ? (
            <RadioGroup key={q.id} label={label} orientation="horizontal" value={values[q.id] ?? null} onChange={(v) => set(q.id, v)}
              isRequired={q.required} isInvalid={invalid} errorMessage={t("devPlans.field.required")}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Radio key={n} value={String(n)}>
                  {n}
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <TextField key={q.id} label={label} multiline rows={3} value={values[q.id] ?? ""} onChange={(v) => set(q.id, v)} maxLength={5000}
              isRequired={q.required} isInvalid={invalid} errorMessage={t("devPlans.field.required")} />
          );
        })}
        {canAnswer && (
          <div className={s.actions}>
            <Button type="submit" isDisabled={!dirty} isPending={save.isPending} pendingLabel={t("app.saving")}>
              {t("devPlans.survey.save")}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
